/**
 * Design-time helper that lays out a reel strip from symbol counts (used when the titles' strips
 * were designed; the titles carry the resulting strips as literal strings).
 * Deterministic for a given seed: `spaced` symbols (scatters, wilds) are spread evenly so that at
 * most one is visible per reel window; no symbol is placed next to itself when avoidable.
 */
import { FastRandom } from '../rng.ts';

export function buildStrip(counts: Record<string, number>, seed: string, spaced: string[] = []): string {
  const rng = new FastRandom(seed);
  const n = Object.values(counts).reduce((a, b) => a + b, 0);
  const out: (string | null)[] = new Array(n).fill(null);
  let offset = Math.floor(rng.next() * n);
  for (const sym of spaced) {
    const c = counts[sym] ?? 0;
    for (let i = 0; i < c; i++) {
      let p = (offset + Math.floor((i * n) / c)) % n;
      while (out[p] !== null) p = (p + 1) % n;
      out[p] = sym;
    }
    offset += Math.max(1, Math.floor(n / Math.max(1, c) / 2));
  }
  const rest: string[] = [];
  for (const [sym, c] of Object.entries(counts))
    if (!spaced.includes(sym)) for (let i = 0; i < c; i++) rest.push(sym);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  let k = 0;
  for (let i = 0; i < n; i++) if (out[i] === null) out[i] = rest[k++]!;
  const s = out as string[];
  const free = s.map((v) => !spaced.includes(v));
  // Break up neighbours that repeat, swapping only movable symbols.
  for (let pass = 0; pass < 50; pass++) {
    let fixed = true;
    for (let i = 0; i < n; i++) {
      const prev = s[(i + n - 1) % n];
      if (!free[i] || s[i] !== prev) continue;
      fixed = false;
      for (let t = 0; t < n * 2; t++) {
        const j = Math.floor(rng.next() * n);
        if (!free[j] || s[j] === s[i]) continue;
        const a = s[i]!;
        const b = s[j]!;
        const ok =
          s[(j + n - 1) % n] !== a &&
          s[(j + 1) % n] !== a &&
          s[(i + n - 1) % n] !== b &&
          s[(i + 1) % n] !== b;
        if (!ok) continue;
        s[i] = b;
        s[j] = a;
        break;
      }
    }
    if (fixed) break;
  }
  return s.join('');
}
