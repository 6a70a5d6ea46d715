/**
 * Certification of the game maths: `npm run certify:games` (tsx packages/games/src/certify.ts).
 *
 * For every title, CERTIFY_ROUNDS rounds (default 10,000,000) are simulated with the fast PRNG
 * (sfc32) through the titles' own play code, in CHUNKS fixed chunks per title run on worker threads
 * (certification.ts). Per title it prints the measured RTP, the declared RTP and the interval
 * declared +/- z x sd / sqrt(N) (sd = standard deviation of one round's return, from the
 * simulation); a measured RTP outside the interval fails. The cascade titles are also enumerated
 * over every stop combination: their exact RTP must round to the declared one. Then two
 * chi-square uniformity tests of the HMAC RNG output (on separate floats), then rounds per second
 * per core. Exit code 1 when anything fails.
 *
 * Every RTP line and chi-square test is one test of a single family at 1 %: each is at
 * 1 % / (number of tests), so a correct build fails a run by chance at most 1 time in 100; the run
 * prints the exact figure (0.97 % for CI's full run: see falseFailRate in certification.ts).
 *
 * Environment: CERTIFY_ROUNDS (rounds per title), CERTIFY_SEED (random by default and printed),
 * CERTIFY_ONLY (comma-separated titles, e.g. blackjack), CERTIFY_WORKERS. The seed and the rounds
 * reproduce a run exactly, whatever the worker count (chunks and their seeds do not depend on it).
 */
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  CHI_SQUARE_TESTS,
  FAMILY_ALPHA,
  baccaratLoadings,
  falseFailRate,
  familyZ,
  mergeEnumerations,
  mergeSimulations,
  planJobs,
  runJob,
  slotMath,
  type ExactTotal,
  type Job,
  type JobResult,
  type LineGroup,
} from './certification.ts';
import { HmacRandomSource } from './rng.ts';
import { simLines, simTitles, summarise, type SimLine } from './sim.ts';
import { exactRtp } from './slots/exact.ts';
import { SLOTS } from './slots/index.ts';
import { chiSquareUniform } from './stats.ts';
import { baccaratOutcomes } from './tables/baccarat-exact.ts';
import { GAME_RULES, blackjackExpectation } from './tables/blackjack-exact.ts';
import { basicStrategy } from './tables/blackjack.ts';
import { rouletteInfo } from './tables/roulette.ts';

const Z99 = 2.576;

function fmtInt(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}
function pct(x: number, d = 3): string {
  return `${(x * 100).toFixed(d)}%`;
}

function runWorkerLoop(): void {
  const port = parentPort!;
  port.on('message', (job: Job | null) => {
    if (job === null) {
      port.close();
      return;
    }
    port.postMessage(runJob(job));
  });
}

/**
 * A worker running this file. Under tsx the worker must register tsx's loader itself (Node 20 does
 * not carry the parent's module hooks into workers), so it starts from a small bootstrap.
 */
function startWorker(): Worker {
  const workerData = { certifyWorker: true };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(import.meta.url), { workerData });
  const api = import.meta.resolve('tsx/esm/api');
  const code =
    `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })` +
    `.catch((e) => { console.error(e); process.exit(1); });`;
  return new Worker(code, { eval: true, workerData });
}

async function runPool(jobs: Job[], workers: number): Promise<JobResult[]> {
  const results: JobResult[] = [];
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: Math.min(workers, jobs.length) }, () => {
      return new Promise<void>((resolve, reject) => {
        const w = startWorker();
        const feed = (): void => {
          const job = queue.shift();
          w.postMessage(job ?? null);
          if (!job) void w.terminate().then(() => resolve());
        };
        w.on('message', (r: JobResult) => {
          results.push(r);
          if (process.stderr.isTTY) process.stderr.write(`\r  ${results.length}/${jobs.length} jobs done`);
          feed();
        });
        w.on('error', reject);
        w.on('online', feed);
      });
    }),
  );
  if (process.stderr.isTTY) process.stderr.write('\n');
  return results;
}

/**
 * Chi-square tests of the real RNG's floats under server seeds derived from the run's seed, so a
 * run (CI's included) is repeatable like the simulation: 1,000,000 floats into 100 equal bins, and
 * another 1,000,000 (another server seed) as roulette pockets floor(f x 37). Separate floats make
 * the two tests independent; each is at the run's per-test level `alpha`.
 */
function chiSquareTests(seed: string, alpha: number): { lines: string[]; pass: boolean } {
  const SAMPLES = 1_000_000;
  const clientSeed = 'certify';
  const counts = (name: string, bins: number): Float64Array => {
    const serverSeed = createHash('sha256').update(`${seed}:chi-square:${name}`).digest('hex');
    const out = new Float64Array(bins);
    let nonce = 0;
    let n = 0;
    // 40 floats per nonce: 5 HMAC blocks, so the cursor is exercised too.
    while (n < SAMPLES) {
      const rng = new HmacRandomSource(serverSeed, clientSeed, nonce++);
      for (let i = 0; i < 40 && n < SAMPLES; i++, n++) out[Math.floor(rng.next() * bins)]!++;
    }
    return out;
  };
  const a = chiSquareUniform(counts('bins', 100), alpha);
  const b = chiSquareUniform(counts('pockets', 37), alpha);
  const line = (name: string, r: ReturnType<typeof chiSquareUniform>): string =>
    `  ${name.padEnd(38)} chi2 = ${r.statistic.toFixed(2).padStart(7)}  df = ${r.df}  critical(${alpha.toPrecision(3)}) = ${r.critical.toFixed(2)}  p = ${r.pValue.toFixed(4)}  ${r.pass ? 'PASS' : 'FAIL'}`;
  return {
    lines: [
      `Chi-square uniformity of the HMAC-SHA256 floats (${fmtInt(SAMPLES)} floats per test, 40 floats per nonce, server seeds sha256(run seed))`,
      line('floats into 100 equal bins', a),
      line('floor(float x 37) (roulette pockets)', b),
    ],
    pass: a.pass && b.pass,
  };
}

/** The true RTP of each line (exact values: strips, enumeration, 36/37, exact blackjack and baccarat). */
function trueRtps(lines: readonly SimLine[], exact: Map<string, ExactTotal>): Map<string, number> {
  const out = new Map<string, number>();
  const keys = new Set(lines.map((l) => l.key));
  for (const g of SLOTS) {
    if (!keys.has(g.id)) continue;
    const e = g.mechanic === 'cascade' ? exact.get(g.id)?.rtp : exactRtp(slotMath(g.id)).rtp;
    if (e !== undefined) out.set(g.id, e);
  }
  // Every roulette bet returns 36 per 37 staked (rouletteInfo: single zero, all bets 36/37).
  if (keys.has(rouletteInfo.id)) out.set(rouletteInfo.id, 36 / 37);
  if (keys.has('blackjack')) {
    const card = (rank: number): number => (rank - 1) * 4;
    const bj = blackjackExpectation(GAME_RULES, (h, up, d) => basicStrategy(h.ranks.map(card), card(up), d));
    out.set('blackjack', bj.rtp);
  }
  // Zeplin's lines declare the formula's exact values (exactRtpAt, exactInstantCrashShare).
  for (const l of lines) if (l.exact) out.set(l.key, l.declared / 100);
  if (keys.has('baccarat-banker')) {
    const p = baccaratOutcomes();
    out.set('baccarat-banker', 1.95 * p.banker + p.tie);
    out.set('baccarat-player', 2 * p.player + p.tie);
    out.set('baccarat-tie', 9 * p.tie);
  }
  return out;
}

async function main(): Promise<void> {
  const rounds = Number(process.env.CERTIFY_ROUNDS ?? 10_000_000);
  if (!Number.isSafeInteger(rounds) || rounds < 1000)
    throw new Error('CERTIFY_ROUNDS must be an integer >= 1000');
  const seed = process.env.CERTIFY_SEED ?? randomBytes(8).toString('hex');
  const only = process.env.CERTIFY_ONLY?.split(',').map((s) => s.trim());
  const workers = Number(process.env.CERTIFY_WORKERS ?? os.availableParallelism());
  const titles = simTitles().filter((t) => !only || only.includes(t));
  const lines = simLines().filter((l) => titles.includes(l.title));

  console.log(
    `Lale Games certification: ${fmtInt(rounds)} rounds per title, seed ${seed}, ${workers} worker threads`,
  );
  const tests = lines.length + CHI_SQUARE_TESTS;
  const alpha = FAMILY_ALPHA / tests;
  const zFamily = familyZ(tests);
  console.log(
    `Node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'}; 99% CI = declared ± 2.576 × sd / √N; ` +
      `verdict: ${lines.length} RTP lines and ${CHI_SQUARE_TESTS} chi-square tests, each at ${pct(alpha, 4)} ` +
      `(family-wise ${pct(FAMILY_ALPHA, 0)}): declared ± ${zFamily.toFixed(3)} × sd / √N`,
  );
  const exactTitles = SLOTS.filter((g) => g.mechanic === 'cascade' && titles.includes(g.id)).map((g) => g.id);
  const jobs = planJobs(titles, rounds, seed, exactTitles);
  const wall0 = performance.now();
  const results = await runPool(jobs, workers);
  const wallMs = performance.now() - wall0;

  const stats = mergeSimulations(results);
  const busy = new Map<string, number>();
  for (const r of results) {
    if (r.kind === 'sim') busy.set(r.result.title, (busy.get(r.result.title) ?? 0) + r.result.ms);
  }
  const exact = new Map(exactTitles.map((t) => [t, mergeEnumerations(slotMath(t), results)]));

  let allPass = true;
  const header =
    'title'.padEnd(22) +
    'rounds'.padStart(12) +
    'measured'.padStart(10) +
    'declared'.padStart(10) +
    '99% CI'.padStart(22) +
    'verdict interval'.padStart(24) +
    'sd'.padStart(8) +
    'hit freq'.padStart(10) +
    'max win'.padStart(11) +
    'rounds/s/core'.padStart(15) +
    '  result';
  console.log('');
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const l of lines) {
    const s = stats.get(l.key)!;
    const m = summarise(s);
    const declared = l.declared / 100;
    const half = (Z99 * m.sd) / Math.sqrt(s.n);
    const lo = declared - half;
    const hi = declared + half;
    const halfFamily = (zFamily * m.sd) / Math.sqrt(s.n);
    const pass = m.rtp >= declared - halfFamily && m.rtp <= declared + halfFamily;
    allPass &&= pass;
    const rps = (s.n / (busy.get(l.title)! / 1000)).toFixed(0);
    console.log(
      l.key.padEnd(22) +
        fmtInt(s.n).padStart(12) +
        pct(m.rtp).padStart(10) +
        `${l.declared.toFixed(l.exact ? 4 : 2)}%`.padStart(10) +
        `[${pct(lo)}, ${pct(hi)}]`.padStart(22) +
        `[${pct(declared - halfFamily)}, ${pct(declared + halfFamily)}]`.padStart(24) +
        m.sd.toFixed(3).padStart(8) +
        pct(m.hitRate, 2).padStart(10) +
        `${m.maxWin.toFixed(2)}x`.padStart(11) +
        fmtInt(Number(rps)).padStart(15) +
        `  ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log('');
  for (const [title, e] of exact) {
    const declared = lines.find((l) => l.key === title)!.declared;
    const pass = (e.rtp * 100).toFixed(2) === declared.toFixed(2);
    allPass &&= pass;
    console.log(
      `${title}: exact RTP over all ${fmtInt(e.combos)} stop combinations ${pct(e.rtp, 4)}, declared ${declared.toFixed(2)}% ` +
        `(hit ${pct(e.hits / e.combos, 2)}, max ${(e.maxUnits / slotMath(title).def.unitsPerBet).toFixed(2)}x, ` +
        `longest cascade ${e.maxSteps}; ${(e.ms / 1000).toFixed(1)} s of worker time)  ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  if (exact.size > 0) console.log('');
  console.log(
    'Notes: roulette = a 10-bet slip (straight, split, street, corner, line, dozen, column, red, even, low);',
  );
  console.log(
    '       blackjack RTP = total returned / total staked (doubles included), basic strategy, max win in initial bets;',
  );
  console.log(
    '       baccarat = one simulation, each bet measured separately; max win in multiples of the bet;',
  );
  console.log(
    '       zeplin = every round carries an auto cash-out at each of 1.01x, 1.50x, 2.00x, 10.00x and 100.00x (one line each),',
  );
  console.log(
    '       declared = the exact RTP of the integer formula (exactRtpAt); zeplin-instant-crash = the share of rounds at 1.00x',
  );
  console.log(
    '       against exactInstantCrashShare() (its "RTP" is that share); r = 52 bits of sfc32 through crashPointFromHmac.',
  );
  console.log('');

  const chi = chiSquareTests(seed, alpha);
  for (const s of chi.lines) console.log(s);
  allPass &&= chi.pass;

  // The chance that this run fails a correct build (maths exactly as computed), from its design.
  const truth = trueRtps(lines, exact);
  const groups: LineGroup[] = [];
  const delta = (l: SimLine): number => {
    const s = stats.get(l.key)!;
    const t = truth.get(l.key);
    return t === undefined ? 0 : (t - l.declared / 100) / (summarise(s).sd / Math.sqrt(s.n));
  };
  for (const title of titles) {
    const ls = lines.filter((l) => l.title === title);
    if (title === 'baccarat') {
      const loadings = baccaratLoadings(baccaratOutcomes());
      const order = ['baccarat-banker', 'baccarat-player', 'baccarat-tie'];
      if (ls.map((l) => l.key).join() !== order.join()) throw new Error('baccarat lines out of order');
      groups.push({ delta: ls.map(delta), loadings });
    } else {
      for (const l of ls) groups.push({ delta: [delta(l)], loadings: [[1]] });
    }
  }
  const rate = falseFailRate(groups, zFamily, CHI_SQUARE_TESTS, alpha);
  console.log('');
  console.log(
    `False-fail chance of this run: ${pct(rate, 3)} (a correct build fails it by chance; ${tests} tests at ` +
      `${pct(alpha, 4)} each, bound ${pct(FAMILY_ALPHA, 0)}` +
      (titles.includes('baccarat') ? "; baccarat's three lines correlated" : '') +
      // Zeplin's lines share their rounds but are centred exactly (delta 0): by Šidák's inequality
      // the product over them, taken as independent, bounds the joint pass from below.
      (titles.includes('zeplin') ? "; zeplin's lines share rounds: an upper bound for them (Šidák)" : '') +
      '; declared values rounded from the exact ones)',
  );

  const sims = results.flatMap((r) => (r.kind === 'sim' ? [r.result] : []));
  const totalRounds = sims.reduce((a, r) => a + r.rounds, 0);
  const totalBusy = sims.reduce((a, r) => a + r.ms, 0) / 1000;
  console.log('');
  console.log(
    `Throughput: ${fmtInt(totalRounds)} rounds (and the enumerations) in ${(wallMs / 1000).toFixed(1)} s wall on ${workers} workers; ` +
      `${fmtInt(totalRounds / totalBusy)} rounds per second per core (all titles together)`,
  );
  console.log('');
  console.log(allPass ? 'CERTIFICATION PASSED' : 'CERTIFICATION FAILED');
  process.exitCode = allPass ? 0 : 1;
}

if (!isMainThread && (workerData as { certifyWorker?: boolean } | null)?.certifyWorker) {
  runWorkerLoop();
} else if (isMainThread) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
