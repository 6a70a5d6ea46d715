/**
 * Certification of the game maths: `npm run certify:games` (tsx packages/games/src/certify.ts).
 *
 * For every title, CERTIFY_ROUNDS rounds (default 10,000,000) are simulated with the fast PRNG
 * (sfc32) through the titles' own play code, split across worker threads (one per core). Per title
 * it prints the measured RTP, the declared RTP and the 99 % confidence interval
 * declared +/- 2.576 x sd / sqrt(N) (sd = standard deviation of one round's return, estimated from
 * the simulation); a measured RTP outside the interval fails. Then chi-square uniformity tests of
 * the HMAC RNG output, then rounds per second per core. Exit code 1 when anything fails.
 *
 * Environment: CERTIFY_ROUNDS (rounds per title), CERTIFY_SEED (reproduce a run; random by
 * default and printed), CERTIFY_ONLY (comma-separated titles, e.g. blackjack), CERTIFY_WORKERS.
 * A correct title fails a 99 % test by chance 1 time in 100, so with a dozen lines a correct build
 * would fail one run in eight. Each line's 99 % interval is printed, and the verdict uses the
 * family-wise 99 % interval (Bonferroni over the lines of the run): a correct build fails one run in
 * a hundred. The seed makes any run repeatable.
 */
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { HmacRandomSource } from './rng.ts';
import {
  mergeStats,
  simLines,
  simTitles,
  simulate,
  summarise,
  type LineStats,
  type SimResult,
} from './sim.ts';
import { chiSquareUniform, normalQuantile } from './stats.ts';

interface Job {
  title: string;
  rounds: number;
  seed: string;
}

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
    port.postMessage(simulate(job.title, job.rounds, job.seed));
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

async function runPool(jobs: Job[], workers: number): Promise<SimResult[]> {
  const results: SimResult[] = [];
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
        w.on('message', (r: SimResult) => {
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
 * Chi-square tests of the real RNG's floats under a server seed derived from the run's seed, so a
 * run (CI's included) is repeatable like the simulation. Two tests on the same floats, each at
 * 0.5 %: together a correct RNG fails one run in a hundred at most (Bonferroni), as the RTP lines.
 */
function chiSquareTests(seed: string): { lines: string[]; pass: boolean } {
  const SAMPLES = 1_000_000;
  const ALPHA = 0.01 / 2;
  const serverSeed = createHash('sha256').update(`${seed}:chi-square`).digest('hex');
  const clientSeed = 'certify';
  const bins = new Float64Array(100);
  const mod37 = new Float64Array(37);
  let nonce = 0;
  let n = 0;
  // 40 floats per nonce: 5 HMAC blocks, so the cursor is exercised too.
  while (n < SAMPLES) {
    const rng = new HmacRandomSource(serverSeed, clientSeed, nonce++);
    for (let i = 0; i < 40 && n < SAMPLES; i++, n++) {
      const f = rng.next();
      bins[Math.floor(f * 100)]!++;
      mod37[Math.floor(f * 37)]!++;
    }
  }
  const a = chiSquareUniform(bins, ALPHA);
  const b = chiSquareUniform(mod37, ALPHA);
  const line = (name: string, r: ReturnType<typeof chiSquareUniform>): string =>
    `  ${name.padEnd(38)} chi2 = ${r.statistic.toFixed(2).padStart(7)}  df = ${r.df}  critical(${ALPHA}) = ${r.critical.toFixed(2)}  p = ${r.pValue.toFixed(4)}  ${r.pass ? 'PASS' : 'FAIL'}`;
  return {
    lines: [
      `Chi-square uniformity of the HMAC-SHA256 floats (${fmtInt(SAMPLES)} floats, ${fmtInt(nonce)} nonces x 40 floats, server seed sha256(run seed))`,
      line('floats into 100 equal bins', a),
      line('floor(float x 37) (roulette pockets)', b),
    ],
    pass: a.pass && b.pass,
  };
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
  const zFamily = -normalQuantile(0.01 / (2 * lines.length));
  console.log(
    `Node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'}; 99% CI = declared ± 2.576 × sd / √N; ` +
      `verdict on the family-wise 99% interval over ${lines.length} lines: declared ± ${zFamily.toFixed(3)} × sd / √N`,
  );
  const chunks = workers;
  const jobs: Job[] = [];
  for (const title of titles) {
    for (let c = 0; c < chunks; c++) {
      const n = Math.floor(rounds / chunks) + (c < rounds % chunks ? 1 : 0);
      jobs.push({ title, rounds: n, seed: `${seed}:${title}:${c}` });
    }
  }
  const wall0 = performance.now();
  const results = await runPool(jobs, workers);
  const wallMs = performance.now() - wall0;

  const stats = new Map<string, LineStats>();
  const busy = new Map<string, number>();
  for (const r of results) {
    busy.set(r.title, (busy.get(r.title) ?? 0) + r.ms);
    for (const [k, s] of Object.entries(r.lines))
      stats.set(k, stats.has(k) ? mergeStats(stats.get(k)!, s) : s);
  }

  let allPass = true;
  const header =
    'title'.padEnd(22) +
    'rounds'.padStart(12) +
    'measured'.padStart(10) +
    'declared'.padStart(10) +
    '99% CI'.padStart(22) +
    'family-wise 99% CI'.padStart(24) +
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
        `${l.declared.toFixed(2)}%`.padStart(10) +
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
  console.log(
    'Notes: roulette = a 10-bet slip (straight, split, street, corner, line, dozen, column, red, even, low);',
  );
  console.log(
    '       blackjack RTP = total returned / total staked (doubles included), basic strategy, max win in initial bets;',
  );
  console.log(
    '       baccarat = one simulation, each bet measured separately; max win in multiples of the bet.',
  );
  console.log('');

  const chi = chiSquareTests(seed);
  for (const s of chi.lines) console.log(s);
  allPass &&= chi.pass;

  const totalRounds = results.reduce((a, r) => a + r.rounds, 0);
  const totalBusy = results.reduce((a, r) => a + r.ms, 0) / 1000;
  console.log('');
  console.log(
    `Throughput: ${fmtInt(totalRounds)} rounds in ${(wallMs / 1000).toFixed(1)} s wall on ${workers} workers = ` +
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
