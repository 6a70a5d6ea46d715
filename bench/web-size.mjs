// npm run bench:web — the gzipped JavaScript a page loads before it is interactive (every script
// fetched until the network is idle after load: the entry, its imports and the route's lazy chunk),
// for the home page and the slots page, measured in Debian's Chromium against the built app.
// Baseline measured in the same run: the same toolchain building a one-element React page.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BUDGET_KB = 120;
const MEDIAN_WEB_PAGE_KB = 613; // HTTP Archive, median JavaScript per page
const PORT = 3200;
const kb = (n) => (n / 1024).toFixed(1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true, // its own process group, so stopping it also stops the tsx child
});

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`http://localhost:${PORT}/healthz`)).ok) return;
    } catch {
      // not up yet, or a body the page discarded
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function measure(browser, route) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const urls = new Set();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') urls.add(res.url());
  });
  await page.goto(`http://localhost:${PORT}${route}`, { waitUntil: 'networkidle' });
  await page.close();
  // Every script the page loaded is fetched again here, the same bytes the server sent: reading a
  // body from the browser can fail for a body the page already discarded, and a script that is
  // not counted would make the figure smaller than the truth. A script that cannot be read fails
  // the run.
  let raw = 0;
  let gz = 0;
  for (const url of urls) {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${route}: script ${url} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length === 0) throw new Error(`${route}: script ${url} is empty`);
    raw += body.length;
    gz += gzipSync(body).length;
  }
  if (urls.size === 0) throw new Error(`${route}: no script was loaded`);
  return { files: urls.size, raw, gz };
}

/** The same toolchain building a page that only renders one React element: the floor of any React page. */
async function reactBaseline() {
  const { build } = await import('vite');
  const root = mkdtempSync(path.join(tmpdir(), 'bench-react-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>');
  writeFileSync(
    path.join(root, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(createElement('h1', null, 'Merhaba'));\n",
  );
  try {
    await build({
      root,
      logLevel: 'silent',
      configFile: false,
      resolve: { alias: { react: path.resolve('node_modules/react'), 'react-dom': path.resolve('node_modules/react-dom') } },
      build: { outDir: path.join(root, 'dist') },
    });
    const assets = path.join(root, 'dist/assets');
    return readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f))).length, 0);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

let failed = false;
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const baseline = await reactBaseline();
  console.log(`baseline: a Vite-built page rendering one React element: ${kb(baseline)} KB gzipped`);
  for (const route of ['/', '/slots']) {
    const m = await measure(browser, route);
    const ok = m.gz / 1024 <= BUDGET_KB;
    if (!ok) failed = true;
    console.log(
      `${route.padEnd(7)} JavaScript before interactive: ${kb(m.gz)} KB gzipped (${kb(m.raw)} KB raw, ${m.files} files); ` +
        `budget ${BUDGET_KB} KB ${ok ? 'met' : 'EXCEEDED'}; median web page ${MEDIAN_WEB_PAGE_KB} KB`,
    );
  }
  await browser.close();
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  process.kill(-server.pid, 'SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
