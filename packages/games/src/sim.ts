/**
 * Simulation of many rounds of one title with the fast PRNG, through the titles' own play code.
 * Used by the certification (certify.ts) and by design-time tools.
 */
import { autoCashoutWins, crashPointFromHmac, exactInstantCrashShare, exactRtpAt } from './crash/crash.ts';
import { FastRandom } from './rng.ts';
import { SLOTS, getSlot } from './slots/index.ts';
import { baccaratInfo, playBaccarat } from './tables/baccarat.ts';
import { blackjackInfo, playBlackjack } from './tables/blackjack.ts';
import { playRoulette, rouletteInfo, type RouletteBet } from './tables/roulette.ts';

/** One certified quantity: a title, or one bet of a table (baccarat has three). */
export interface SimLine {
  key: string;
  title: string;
  label: string;
  /** Declared RTP, percent. */
  declared: number;
  /** The declared value is the formula's exact one (Zeplin), not a rounded figure: printed to 4 decimals. */
  exact?: boolean;
}

/** Sums over rounds; bets and wins are in multiples of the title's base bet. */
export interface LineStats {
  n: number;
  sumB: number;
  sumW: number;
  sumB2: number;
  sumW2: number;
  sumBW: number;
  hits: number;
  maxWin: number;
}

export interface SimResult {
  title: string;
  rounds: number;
  ms: number;
  lines: Record<string, LineStats>;
}

/** The certification's roulette bet slip: one of each bet type, 1 lira each. */
export const ROULETTE_SLIP: RouletteBet[] = [
  { type: 'straight', numbers: [17], amount: 100 },
  { type: 'split', numbers: [8, 11], amount: 100 },
  { type: 'street', numbers: [13, 14, 15], amount: 100 },
  { type: 'corner', numbers: [25, 26, 28, 29], amount: 100 },
  { type: 'line', numbers: [31, 32, 33, 34, 35, 36], amount: 100 },
  { type: 'dozen', target: 2, amount: 100 },
  { type: 'column', target: 3, amount: 100 },
  { type: 'red', amount: 100 },
  { type: 'even', amount: 100 },
  { type: 'low', amount: 100 },
];

/**
 * Zeplin's declared strategy mix: every simulated round carries one auto cash-out at each of these
 * targets (hundredths: 1.01x, 1.5x, 2x, 10x, 100x), each its own RTP line; one more line measures
 * the share of rounds that crash at 1.00x.
 */
export const ZEPLIN_TARGETS = [101, 150, 200, 1_000, 10_000] as const;
export const zeplinKey = (target: number) => `zeplin-${(target / 100).toFixed(2)}x`;
export const ZEPLIN_INSTANT = 'zeplin-instant-crash';

export function simLines(): SimLine[] {
  const lines: SimLine[] = SLOTS.map((g) => ({ key: g.id, title: g.id, label: g.name, declared: g.rtp }));
  lines.push({
    key: 'avrupa-ruleti',
    title: 'avrupa-ruleti',
    label: 'Avrupa Ruleti (10 bahis tipi)',
    declared: rouletteInfo.rtp,
  });
  lines.push({
    key: 'blackjack',
    title: 'blackjack',
    label: 'Blackjack (temel strateji)',
    declared: blackjackInfo.rtp,
  });
  for (const bet of ['banker', 'player', 'tie'] as const) {
    lines.push({
      key: `baccarat-${bet}`,
      title: 'baccarat',
      label: `Baccarat ${bet}`,
      declared: baccaratInfo.rtpByBet[bet]!,
    });
  }
  for (const target of ZEPLIN_TARGETS) {
    lines.push({
      key: zeplinKey(target),
      title: 'zeplin',
      label: `Zeplin, otomatik çıkış ${(target / 100).toFixed(2)}x`,
      declared: exactRtpAt(target) * 100,
      exact: true,
    });
  }
  // Not an RTP: the share of rounds at 1.00x (each round "stakes" 1 and "wins" 1 when it crashes at once).
  lines.push({
    key: ZEPLIN_INSTANT,
    title: 'zeplin',
    label: 'Zeplin, 1,00x düşen turların payı',
    declared: exactInstantCrashShare() * 100,
    exact: true,
  });
  return lines;
}

export function simTitles(): string[] {
  return [...new Set(simLines().map((l) => l.title))];
}

const empty = (): LineStats => ({ n: 0, sumB: 0, sumW: 0, sumB2: 0, sumW2: 0, sumBW: 0, hits: 0, maxWin: 0 });

function add(s: LineStats, b: number, w: number): void {
  s.n++;
  s.sumB += b;
  s.sumW += w;
  s.sumB2 += b * b;
  s.sumW2 += w * w;
  s.sumBW += b * w;
  if (w > 0) s.hits++;
  if (w > s.maxWin) s.maxWin = w;
}

export function mergeStats(a: LineStats, b: LineStats): LineStats {
  return {
    n: a.n + b.n,
    sumB: a.sumB + b.sumB,
    sumW: a.sumW + b.sumW,
    sumB2: a.sumB2 + b.sumB2,
    sumW2: a.sumW2 + b.sumW2,
    sumBW: a.sumBW + b.sumBW,
    hits: a.hits + b.hits,
    maxWin: Math.max(a.maxWin, b.maxWin),
  };
}

/** Simulates `rounds` rounds of `title` with sfc32 seeded by `seed`. */
export function simulate(title: string, rounds: number, seed: string): SimResult {
  const rng = new FastRandom(seed);
  const t0 = performance.now();
  const lines: Record<string, LineStats> = {};
  const slot = getSlot(title);
  if (slot) {
    const s = (lines[title] = empty());
    const bet = slot.betLevels[0]!;
    for (let i = 0; i < rounds; i++) add(s, 1, slot.play(rng, bet).totalWin / bet);
  } else if (title === 'avrupa-ruleti') {
    const s = (lines[title] = empty());
    const base = ROULETTE_SLIP.reduce((a, b) => a + b.amount, 0);
    for (let i = 0; i < rounds; i++) add(s, 1, playRoulette(rng, ROULETTE_SLIP).totalWin / base);
  } else if (title === 'blackjack') {
    const s = (lines[title] = empty());
    for (let i = 0; i < rounds; i++) {
      const r = playBlackjack(rng, 100);
      add(s, r.totalBet / 100, r.totalWin / 100);
    }
  } else if (title === 'baccarat') {
    const b = (lines['baccarat-banker'] = empty());
    const p = (lines['baccarat-player'] = empty());
    const t = (lines['baccarat-tie'] = empty());
    const bets = { player: 100, banker: 100, tie: 100 };
    for (let i = 0; i < rounds; i++) {
      const r = playBaccarat(rng, bets);
      add(b, 1, r.wins.banker / 100);
      add(p, 1, r.wins.player / 100);
      add(t, 1, r.wins.tie / 100);
    }
  } else if (title === 'zeplin') {
    const targets = ZEPLIN_TARGETS.map((target) => ({ target, s: (lines[zeplinKey(target)] = empty()) }));
    const instant = (lines[ZEPLIN_INSTANT] = empty());
    for (let i = 0; i < rounds; i++) {
      // r: 52 random bits (20 + 32) as the 13 hex digits the server takes from the HMAC, through
      // the server's own integer formula.
      const hi = rng.nextUint32() >>> 12;
      const lo = rng.nextUint32();
      const cp = crashPointFromHmac(hi.toString(16).padStart(5, '0') + lo.toString(16).padStart(8, '0'));
      for (const { target, s } of targets) add(s, 1, autoCashoutWins(target, cp) ? target / 100 : 0);
      add(instant, 1, cp <= 100 ? 1 : 0);
    }
  } else {
    throw new RangeError(`unknown title '${title}'`);
  }
  return { title, rounds, ms: performance.now() - t0, lines };
}

/**
 * RTP = sum of wins / sum of bets, and the standard deviation of one round's return for the
 * confidence interval: sd(w - R b) / mean(b) (delta method; equals sd(w / b) when every round
 * stakes the same).
 */
export function summarise(s: LineStats): { rtp: number; sd: number; hitRate: number; maxWin: number } {
  const R = s.sumW / s.sumB;
  const meanB = s.sumB / s.n;
  const varD = (s.sumW2 - 2 * R * s.sumBW + R * R * s.sumB2) / s.n;
  return { rtp: R, sd: Math.sqrt(Math.max(0, varD)) / meanB, hitRate: s.hits / s.n, maxWin: s.maxWin };
}
