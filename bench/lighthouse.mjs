// npm run bench:lighthouse — mobile Lighthouse (its default: a mid-range phone, simulated slow 4G and
// a 4x slower CPU) on the home page and the slots page, 3 runs each, in Debian's Chromium. Prints the
// median and the worst run of performance, accessibility, layout shift (CLS), LCP, TBT and FCP, and
// exits 1 when a page's median performance is under 95, its worst accessibility under 100 or its
// worst CLS 0.1 or more.
//
// It builds nothing: it measures the web app as last built (`npm run build`). With LIGHTHOUSE_URL
// (for example http://localhost:3000) it measures that running server; without it, it starts the
// server on the embedded database with its demo data, in a temporary folder, on a free port from
// 3300 to 3399, and stops it at the end.
//
// Performance is CPU-bound: on a loaded or slow machine its figure is lower than a player's phone
// would give (Lighthouse simulates the throttling from what it measured here). Layout shift and
// accessibility do not depend on the machine's load.
//
// LIGHTHOUSE_RUNS (default 3) changes the number of runs; LIGHTHOUSE_DETAILS=1 prints, for each page,
// the elements that shifted and the accessibility audits that failed; LIGHTHOUSE_OUT=<folder> keeps
// each run's JSON report there.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROUTES = ['/', '/slots'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MIN_PERFORMANCE = 95;
const MIN_ACCESSIBILITY = 100;
const MAX_CLS = 0.1;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, 'localhost', () => probe.close(() => resolve(true)));
  });
}

async function freePort() {
  for (let port = 3300; port <= 3399; port += 1) if (await portIsFree(port)) return port;
  throw new Error('no free port from 3300 to 3399');
}

async function waitForServer(base) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server at ${base} did not answer /healthz`);
}

/** The embedded-database server with its demo data, serving the built web app; null when LIGHTHOUSE_URL is given. */
async function startServer() {
  if (process.env.LIGHTHOUSE_URL) return { base: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: async () => {} };
  if (!existsSync('apps/web/dist/index.html')) throw new Error('apps/web/dist is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group, so stopping it also stops the tsx child
  });
  const stop = async () => {
    if (child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base: `http://localhost:${port}`, stop };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = {
  score: (x) => String(Math.round(x)),
  cls: (x) => x.toFixed(3),
  ms: (x) => `${Math.round(x)} ms`,
};

function figures(lhr) {
  const a = lhr.audits;
  return {
    performance: (lhr.categories.performance.score ?? 0) * 100,
    accessibility: (lhr.categories.accessibility.score ?? 0) * 100,
    cls: a['cumulative-layout-shift'].numericValue ?? 0,
    lcp: a['largest-contentful-paint'].numericValue ?? 0,
    tbt: a['total-blocking-time'].numericValue ?? 0,
    fcp: a['first-contentful-paint'].numericValue ?? 0,
  };
}

function printDetails(route, lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  for (const item of items('layout-shifts')) {
    const node = item.node ?? {};
    console.log(`  ${route} shift ${Number(item.score ?? 0).toFixed(3)}: ${node.selector ?? ''} ${node.snippet ?? ''}`.slice(0, 300));
  }
  for (const audit of Object.values(lhr.audits)) {
    const inA11y = lhr.categories.accessibility.auditRefs.some((r) => r.id === audit.id && r.weight > 0);
    if (!inA11y || audit.score === null || audit.score === 1) continue;
    console.log(`  ${route} accessibility: ${audit.id} (${audit.title})`);
    for (const item of items(audit.id)) console.log(`    ${item.node?.selector ?? ''} ${item.node?.snippet ?? ''}`.slice(0, 300));
  }
}

let failed = false;
const server = await startServer();
let chrome;
try {
  await waitForServer(server.base);
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const outDir = process.env.LIGHTHOUSE_OUT;
  if (outDir) mkdirSync(outDir, { recursive: true });
  console.log(`mobile Lighthouse on ${server.base}, ${RUNS} runs per page (CPU-bound figures are lower on a loaded machine)`);
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${server.base}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`${route}: Lighthouse returned no result`);
      if (result.lhr.runtimeError) throw new Error(`${route}: ${result.lhr.runtimeError.message}`);
      if (outDir) writeFileSync(path.join(outDir, `${route === '/' ? 'home' : route.slice(1)}-${i + 1}.json`), result.report);
      runs.push(result.lhr);
    }
    const f = runs.map(figures);
    const col = (key) => f.map((x) => x[key]);
    const worst = {
      performance: Math.min(...col('performance')),
      accessibility: Math.min(...col('accessibility')),
      cls: Math.max(...col('cls')),
      lcp: Math.max(...col('lcp')),
      tbt: Math.max(...col('tbt')),
      fcp: Math.max(...col('fcp')),
    };
    const med = Object.fromEntries(Object.keys(worst).map((k) => [k, median(col(k))]));
    const line = (label, x) =>
      `${route.padEnd(7)} ${label.padEnd(6)} performance ${fmt.score(x.performance)}, accessibility ${fmt.score(x.accessibility)}, ` +
      `CLS ${fmt.cls(x.cls)}, LCP ${fmt.ms(x.lcp)}, TBT ${fmt.ms(x.tbt)}, FCP ${fmt.ms(x.fcp)}`;
    console.log(line('median', med));
    console.log(line('worst', worst));
    const problems = [];
    if (med.performance < MIN_PERFORMANCE) problems.push(`performance ${fmt.score(med.performance)} < ${MIN_PERFORMANCE}`);
    if (worst.accessibility < MIN_ACCESSIBILITY) problems.push(`accessibility ${fmt.score(worst.accessibility)} < ${MIN_ACCESSIBILITY}`);
    if (worst.cls >= MAX_CLS) problems.push(`CLS ${fmt.cls(worst.cls)} >= ${MAX_CLS}`);
    if (problems.length > 0) {
      failed = true;
      console.log(`${route.padEnd(7)} FAILED: ${problems.join(', ')}`);
    }
    if (process.env.LIGHTHOUSE_DETAILS === '1') {
      const worstRun = runs[col('cls').indexOf(worst.cls)];
      printDetails(route, worstRun);
    }
  }
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  if (chrome) await chrome.kill();
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
