/**
 * The certification's plan and arithmetic (certify.ts runs it on worker threads).
 *
 * Reproducibility: each title's rounds are split into CHUNKS chunks, chunk c simulated with sfc32
 * seeded `${seed}:${title}:${c}`, and the chunks' sums are merged in chunk order. Neither depends on
 * the worker count, so the seed and CERTIFY_ROUNDS alone reproduce a run, bit for bit, on any number
 * of workers.
 *
 * Tests and levels: every measured RTP line and every chi-square test of the run is one test of a
 * single family at FAMILY_ALPHA = 1 %: each test is at 1 % / (number of tests) (Bonferroni), so a
 * correct build fails a run with probability at most 1 %. `falseFailRate` computes the actual
 * probability: the lines of different titles and the two chi-square tests (on separate floats) are
 * independent; the three baccarat lines come from the same coups and are correlated (exact
 * correlation from the coup's outcome probabilities); a line whose declared RTP is the exact value
 * rounded to 0.01 points is centred slightly off its true mean (delta in standard errors), which
 * the rate includes. The normal approximation of a mean of millions of rounds is assumed: for a
 * two-sided interval its first correction (skewness / sqrt(N)) cancels between the tails.
 */
import { mergeStats, simulate, type LineStats, type SimResult } from './sim.ts';
import type { SlotMath } from './slots/engine.ts';
import { enumerateRtp, type EnumerationResult } from './slots/exact.ts';
import { getSlot } from './slots/index.ts';
import type { SlotGame } from './slots/types.ts';
import { normalQuantile, normalSlabsProbability } from './stats.ts';

/** Chunks per title, whatever the worker count. */
export const CHUNKS = 16;
/** The whole run's chance of failing a correct build is at most this. */
export const FAMILY_ALPHA = 0.01;
/** Chi-square tests of the HMAC floats per run. */
export const CHI_SQUARE_TESTS = 2;

export type Job =
  | { kind: 'sim'; title: string; chunk: number; rounds: number; seed: string }
  | { kind: 'exact'; title: string; part: number; parts: number };

export type JobResult =
  | { kind: 'sim'; chunk: number; result: SimResult }
  | { kind: 'exact'; title: string; part: number; result: EnumerationResult & { sum: number }; ms: number };

export function slotMath(id: string): SlotMath {
  const g = getSlot(id);
  if (!g) throw new RangeError(`unknown slot '${id}'`);
  return (g as SlotGame & { math: SlotMath }).math;
}

/**
 * The jobs of a run: CHUNKS simulation chunks per title, and for every cascade title (`exact`) the
 * enumeration of all stop combinations, one job per stop of the first reel.
 */
export function planJobs(
  titles: readonly string[],
  rounds: number,
  seed: string,
  exact: readonly string[],
): Job[] {
  const jobs: Job[] = [];
  for (const title of exact) {
    const parts = slotMath(title).baseStrips[0]!.length;
    for (let part = 0; part < parts; part++) jobs.push({ kind: 'exact', title, part, parts });
  }
  for (const title of titles) {
    for (let chunk = 0; chunk < CHUNKS; chunk++) {
      const n = Math.floor(rounds / CHUNKS) + (chunk < rounds % CHUNKS ? 1 : 0);
      jobs.push({ kind: 'sim', title, chunk, rounds: n, seed: `${seed}:${title}:${chunk}` });
    }
  }
  return jobs;
}

export function runJob(job: Job): JobResult {
  if (job.kind === 'sim')
    return { kind: 'sim', chunk: job.chunk, result: simulate(job.title, job.rounds, job.seed) };
  const t0 = performance.now();
  const result = enumerateRtp(slotMath(job.title), job.part, job.parts);
  return { kind: 'exact', title: job.title, part: job.part, result, ms: performance.now() - t0 };
}

/** Per-line sums of the simulation chunks, merged in (title, chunk) order: independent of arrival order. */
export function mergeSimulations(results: readonly JobResult[]): Map<string, LineStats> {
  const sims = results
    .filter((r): r is Extract<JobResult, { kind: 'sim' }> => r.kind === 'sim')
    .sort((a, b) => a.result.title.localeCompare(b.result.title) || a.chunk - b.chunk);
  const stats = new Map<string, LineStats>();
  for (const { result } of sims) {
    for (const [k, s] of Object.entries(result.lines))
      stats.set(k, stats.has(k) ? mergeStats(stats.get(k)!, s) : s);
  }
  return stats;
}

export interface ExactTotal {
  rtp: number;
  combos: number;
  hits: number;
  maxUnits: number;
  maxSteps: number;
  ms: number;
}

/** The enumeration of one cascade title from its parts (sums of whole units: exact in any order). */
export function mergeEnumerations(m: SlotMath, results: readonly JobResult[]): ExactTotal {
  const title = m.def.id;
  const parts = results.filter(
    (r): r is Extract<JobResult, { kind: 'exact' }> => r.kind === 'exact' && r.title === title,
  );
  const total = { sum: 0, combos: 0, hits: 0, maxUnits: 0, maxSteps: 0, ms: 0 };
  const seen = new Set<number>();
  for (const p of parts) {
    if (seen.has(p.part)) throw new Error(`${title}: part ${p.part} twice`);
    seen.add(p.part);
    total.sum += p.result.sum;
    total.combos += p.result.combos;
    total.hits += p.result.hits;
    total.maxUnits = Math.max(total.maxUnits, p.result.maxUnits);
    total.maxSteps = Math.max(total.maxSteps, p.result.maxSteps);
    total.ms += p.ms;
  }
  const all = m.baseStrips.reduce((a, s) => a * s.length, 1);
  if (total.combos !== all)
    throw new Error(`${title}: ${total.combos} of ${all} stop combinations enumerated`);
  return { ...total, rtp: total.sum / all / m.def.unitsPerBet };
}

/** z of each test of a run with `tests` tests (two-sided, family-wise FAMILY_ALPHA). */
export function familyZ(tests: number): number {
  return -normalQuantile(FAMILY_ALPHA / (2 * tests));
}

/**
 * One group of RTP lines measured on the same rounds (a title; baccarat's three bets): their
 * standardised means are X = A Z with Z independent standard normals (`loadings` = A, 1 or 2
 * columns), and `delta` is each line's (true mean - declared) / standard error.
 */
export interface LineGroup {
  delta: number[];
  loadings: number[][];
}

/**
 * The probability that a correct build fails the run: some line outside declared +/- z standard
 * errors, or some chi-square test (each at level `chiAlpha`) failing.
 */
export function falseFailRate(
  groups: readonly LineGroup[],
  z: number,
  chiTests: number,
  chiAlpha: number,
): number {
  let pass = (1 - chiAlpha) ** chiTests;
  for (const g of groups) {
    // Line i passes when -z <= X_i + delta_i <= z.
    pass *= normalSlabsProbability(
      g.loadings,
      g.delta.map((d) => -z - d),
      g.delta.map((d) => z - d),
    );
  }
  return 1 - pass;
}

/**
 * Loadings of the standardised per-round returns of baccarat's banker, player and tie bets on two
 * independent unit variables: a coup has three outcomes (banker, player, tie), so any three
 * centred returns span two dimensions (Gram-Schmidt in L2(outcome probabilities)).
 */
export function baccaratLoadings(p: { banker: number; player: number; tie: number }): number[][] {
  const probs = [p.banker, p.player, p.tie];
  // Return per unit bet in each outcome (banker wins, player wins, tie).
  const returns = [
    [1.95, 0, 1], // banker bet
    [0, 2, 1], // player bet
    [0, 0, 9], // tie bet
  ];
  const dot = (f: number[], g: number[]): number => f.reduce((acc, v, o) => acc + v * g[o]! * probs[o]!, 0);
  const std = returns.map((r) => {
    const mean = dot(r, [1, 1, 1]);
    const c = r.map((v) => v - mean);
    const sd = Math.sqrt(dot(c, c));
    return c.map((v) => v / sd);
  });
  const basis: number[][] = [];
  for (const x of std) {
    const rest = basis.reduce((v, e) => {
      const k = dot(x, e);
      return v.map((vi, o) => vi - k * e[o]!);
    }, x);
    const norm = Math.sqrt(dot(rest, rest));
    if (norm > 1e-9) basis.push(rest.map((v) => v / norm));
  }
  if (basis.length !== 2) throw new Error('baccarat returns should span two dimensions');
  return std.map((x) => basis.map((e) => dot(x, e)));
}
