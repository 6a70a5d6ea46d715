/**
 * Exact return of a slot title, computed from its reel strips (no simulation).
 *
 * Paylines: every payline reads one cell per reel, and each reel's cell on a given row is, over the
 * uniformly random stop, distributed like the strip's symbol frequencies. By linearity the expected
 * line pay is lines x E[pay of one line], and E[pay of one line] is a finite sum over symbol tuples
 * weighted by the product of the per-reel frequencies (reels stop independently), evaluated with the
 * engine's own payline function.
 * Ways: for symbol s paying k reels, E[pay] = pay(s, k) x prod_{r<k} E[c_r] x P(c_k = 0), with c_r the
 * number of s-or-wild cells on reel r (independent reels), each term enumerated over the strip's stops.
 * Scatters: the per-reel distributions of the scatter count in the window, convolved.
 * Free spins (Wald / branching process): each awarded spin yields on average rho further spins, so an
 * award of n spins plays n / (1 - rho) spins on average, each worth multiplier x E[spin on the
 * free-spin strips].
 * Cascades: the whole spin is a deterministic function of the stops, so the exact value is the mean
 * over every stop combination (`enumerateRtp`).
 */
import type { SlotMath } from './engine.ts';

export interface ExactResult {
  /** RTP as a fraction (0.9612 = 96.12 %). */
  rtp: number;
  baseUnits: number;
  freeSpinUnits: number;
  /** P(a paid spin awards free spins). */
  freeSpinTrigger: number;
  /** Expected free spins played per triggering spin. */
  freeSpinsPerTrigger: number;
}

function scatterDistribution(m: SlotMath, strips: Uint8Array[]): Float64Array {
  const { reels, rows } = m.def;
  let dist = new Float64Array(reels * rows + 1);
  dist[0] = 1;
  for (let r = 0; r < reels; r++) {
    const strip = strips[r]!;
    const len = strip.length;
    const reel = new Float64Array(rows + 1);
    for (let stop = 0; stop < len; stop++) {
      let c = 0;
      for (let row = 0; row < rows; row++) if (strip[(stop + row) % len] === m.scatter) c++;
      reel[c]! += 1 / len;
    }
    const next = new Float64Array(dist.length);
    for (let a = 0; a < dist.length; a++) {
      if (dist[a] === 0) continue;
      for (let c = 0; c <= rows && a + c < next.length; c++) next[a + c]! += dist[a]! * reel[c]!;
    }
    dist = next;
  }
  return dist;
}

function lineUnits(m: SlotMath, strips: Uint8Array[]): number {
  const { reels } = m.def;
  const freq = strips.map((strip) => {
    const f = new Float64Array(m.nsym);
    for (const s of strip) f[s]! += 1 / strip.length;
    return f;
  });
  const syms = new Uint8Array(reels);
  let sum = 0;
  const rec = (r: number, p: number): void => {
    if (r === reels) {
      sum += p * m.linePay(syms);
      return;
    }
    const f = freq[r]!;
    for (let s = 0; s < m.nsym; s++) {
      if (f[s] === 0) continue;
      syms[r] = s;
      rec(r + 1, p * f[s]!);
    }
  };
  rec(0, 1);
  return sum * (m.def.lines?.length ?? 0);
}

function waysUnits(m: SlotMath, strips: Uint8Array[]): number {
  const { reels, rows } = m.def;
  let sum = 0;
  for (const s of m.regular) {
    const mean: number[] = [];
    const none: number[] = [];
    for (let r = 0; r < reels; r++) {
      const strip = strips[r]!;
      const len = strip.length;
      let total = 0;
      let zero = 0;
      for (let stop = 0; stop < len; stop++) {
        let c = 0;
        for (let row = 0; row < rows; row++) {
          const v = strip[(stop + row) % len];
          if (v === s || v === m.wild) c++;
        }
        total += c;
        if (c === 0) zero++;
      }
      mean.push(total / len);
      none.push(zero / len);
    }
    let prod = 1;
    for (let k = 1; k <= reels; k++) {
      prod *= mean[k - 1]!;
      const pay = m.pays[s * m.K + k]!;
      if (pay === 0) continue;
      sum += pay * prod * (k < reels ? none[k]! : 1);
    }
  }
  return sum;
}

/** Expected units of one spin (no free spins) on the given strips, multiplier 1. */
export function spinUnitsExact(m: SlotMath, strips: Uint8Array[]): number {
  if (m.def.mechanic === 'cascade') throw new Error('cascade titles: use enumerateRtp');
  const main = m.def.mechanic === 'paylines' ? lineUnits(m, strips) : waysUnits(m, strips);
  let scatter = 0;
  if (m.scatter >= 0) {
    const dist = scatterDistribution(m, strips);
    dist.forEach((p, c) => (scatter += p * (m.scatterPays[c] ?? 0)));
  }
  return main + scatter;
}

export function exactRtp(m: SlotMath): ExactResult {
  const baseUnits = spinUnitsExact(m, m.baseStrips);
  let freeSpinUnits = 0;
  let trigger = 0;
  let perTrigger = 0;
  if (m.scatter >= 0 && m.def.scatter) {
    const base = scatterDistribution(m, m.baseStrips);
    const fs = scatterDistribution(m, m.fsStrips);
    let award = 0;
    base.forEach((p, c) => {
      award += p * (m.fsAward[c] ?? 0);
      if ((m.fsAward[c] ?? 0) > 0) trigger += p;
    });
    let rho = 0;
    fs.forEach((p, c) => (rho += p * (m.retrigger[c] ?? 0)));
    if (rho >= 1) throw new Error(`${m.def.id}: free spins never end on average (rho = ${rho})`);
    const spins = award / (1 - rho);
    perTrigger = trigger > 0 ? spins / trigger : 0;
    freeSpinUnits = spins * m.def.scatter.freeSpinMultiplier * spinUnitsExact(m, m.fsStrips);
  }
  return {
    rtp: (baseUnits + freeSpinUnits) / m.def.unitsPerBet,
    baseUnits,
    freeSpinUnits,
    freeSpinTrigger: trigger,
    freeSpinsPerTrigger: perTrigger,
  };
}

export interface EnumerationResult {
  rtp: number;
  combos: number;
  /** Sum of squared units (for the exact variance). */
  sumSq: number;
  hits: number;
  maxUnits: number;
  maxSteps: number;
}

/**
 * Every stop combination of the base strips (cascades included; titles without free spins only).
 * `part`/`parts` split the first reel's stops between workers.
 */
export function enumerateRtp(m: SlotMath, part = 0, parts = 1): EnumerationResult & { sum: number } {
  if (m.def.scatter && Object.keys(m.def.scatter.freeSpins).length > 0) {
    throw new Error('enumerateRtp covers titles without free spins');
  }
  const { reels, rows } = m.def;
  const strips = m.baseStrips;
  const tops = new Int32Array(reels);
  const work = new Int32Array(reels);
  const cells = new Uint8Array(reels * rows);
  let sum = 0;
  let sumSq = 0;
  let hits = 0;
  let combos = 0;
  let maxUnits = 0;
  let maxSteps = 0;
  const rec = (r: number): void => {
    if (r === reels) {
      work.set(tops);
      const u = m.spinUnits(cells, work, strips, 1);
      combos++;
      if (u > 0) {
        hits++;
        sum += u;
        sumSq += u * u;
        if (u > maxUnits) maxUnits = u;
        if (m.lastSteps > maxSteps) maxSteps = m.lastSteps;
      }
      return;
    }
    const len = strips[r]!.length;
    for (let s = r === 0 ? part : 0; s < len; s += r === 0 ? parts : 1) {
      tops[r] = s;
      rec(r + 1);
    }
  };
  rec(0);
  const total = strips.reduce((p, s) => p * s.length, 1);
  return { rtp: sum / total / m.def.unitsPerBet, sum, combos, sumSq, hits, maxUnits, maxSteps };
}
