/**
 * npm run bench:load — how many logged-in tabs of the player site one server node holds: the
 * largest number whose calls all succeed with a p99 latency under 100 ms (goal: 5,000 tabs on this
 * 2-core machine). One production-mode node (NODE_ENV=production, `apps/server/src/main.ts`) on a
 * fresh PostgreSQL database, Redis at 127.0.0.1:6379 (BENCH_REDIS_URL, also the event bus), 20 s per step.
 *
 * Two modes (the run prints which one ran):
 * - push (default): the site as it runs with its push channel up (docs/decisions/0029). Each browser
 *   holds ONE `GET /api/stream` (apps/web/src/lib/push-channel.ts: the leader tab's EventSource, shared
 *   with the other tabs), opened when a step first has the browser and held to the end of the run; a
 *   stream refused, dropped or ended by the server counts as an error. Every tab polls at the safety
 *   interval (lib/push.ts usePollInterval: max(spec, 45 s)): get-balance.php (the header's and the
 *   bonus layer's one query, balanceKeys.all: one call), bonus-pending-check.php, events.php and
 *   user_session.php, each every 45 s. Each pushed `change` makes the tabs read what
 *   app/shell/push-provider.tsx and its listeners read (load-model.ts PUSHED_READS): `balance`
 *   get-balance.php in every tab of the browser, `events` events.php in one tab (the events poller's
 *   Web Lock, ifAvailable), `bonus_offer` bonus-pending-check.php in every tab; latency counts from the
 *   message's arrival. The stream's first message names every kind, so a browser's first reads come
 *   with it (done before the step starts, not in its figures; the time they took is printed). The
 *   playing tabs' spins move the balance, so each spin is pushed (merged within 250 ms) and read again.
 * - polling (BENCH_LOAD_PUSH=0): the fallback while the channel is down (no stream), every poll at the
 *   spec's rate:
 *   get-balance.php          every 5 s   the header's balance (apps/web/src/api/balance.ts BALANCE_POLL_MS)
 *   get-balance.php          every 2 s   the bonus layer's balance (features/bonus-choice/components/
 *                                         bonus-choice-layer.tsx LAYER_BALANCE_POLL_MS). Same query as the
 *                                         header's: a poll while the other's call is on its way is skipped
 *   bonus-pending-check.php  every 2 s   features/bonus-choice/api/check-pending-bonus.ts PENDING_POLL_MS (until
 *                                         an offer is shown; the bench's players have none, so always)
 *   events.php?after=<id>    every 5 s   the transaction toasts' poller (app/shell/transaction-toasts.tsx
 *                                         EVENTS_POLL_MS, api/events.ts; app/shell/events-poller.ts keeps the cursor)
 *   user_session.php         every 30 s  the sidebar (app/shell/sidebar.tsx SESSION_POLL_MS; always mounted)
 *   spec: /work/shared/spec public-area.md §7 and §9 ("header 5 s; bonus layer 2 s; sidebar session 30 s;
 *   pending-bonus polling 2 s"); the events poller's 5 s is the site's own (ARCHITECTURE.md "Refreshing data").
 *   About 1.43 calls a second per tab, each tab on its own clock (the events poller's lock between a
 *   browser's tabs only keeps two of its polls from running at once, which the spread clocks rarely do).
 * Browsers and tabs (both modes): each browser is one player with its session cookie; its tabs follow
 * BENCH_LOAD_TABS_PER_BROWSER (1,1,1,1,1,1,2,2,2,3 in turn: six browsers in ten with one tab, three with
 * two, one with three, 1.5 tabs a browser). No figure of this site's players exists: most keep the site
 * in one tab, some open a second or third (a game, the wallet beside the lobby); the mix makes both the
 * stream's sharing and its fan-out to several tabs show. A step of n tabs takes the first n. Every tab
 * is counted visible; page loads are not modelled, only the steady traffic; the lib/query-client.ts
 * defaults (no refetch on focus, no retry) add nothing.
 * Playing tabs: every 20th tab (BENCH_LOAD_PLAYING=0.05) also spins a slot of the in-house games
 * every 3 s (the game client's POST house/play, apps/web/src/play/api.ts), with a game session opened
 * as the lobby does (games/launch.php, then house/state).
 *
 * Players and their sessions are written straight to the database (a session row is the SHA-256 of
 * the cookie's token, as login writes it; logging 10,000 players in through argon2 would measure
 * argon2). Cash is funded by ledger postings, so reconciliation after the run stays clean.
 *
 * The load generator (bench/load-tabs.ts) runs in a process of its own, forked by this one, on the
 * same 2 cores as the server and PostgreSQL: what it spends is taken from them (its CPU is printed
 * per step). It sends every tab's calls over one undici pool of BENCH_LOAD_CONNECTIONS (32) keep-alive
 * connections, as a reverse proxy's pool to a node carries its browsers' calls, each call from a
 * random offset of its interval so the polls are spread, and counts latency from when a call was due.
 * Each stream is a connection of its own (a plain node:http request reading the events, as the proxy
 * holds one upstream connection per stream). Open files: Node raises its soft limit to the hard one
 * at start (20,000 on this machine), and each side holds one descriptor per stream (6,700 streams at
 * 10,000 tabs); Node's http server has no connection cap by default (server.maxConnections unset), its
 * headersTimeout and requestTimeout bound only the receipt of a request, not a reply that streams,
 * and the server sets a comment every 25 s on each stream.
 *
 * Printed: what each polled call costs alone (as many as 32 connections can ask for
 * BENCH_LOAD_CALL_SECONDS (5) each; server and PostgreSQL CPU per call), then a table per step
 * (tabs, playing tabs, streams open, pushed changes/s, requests/s, p50, p99, errors, CPU: PostgreSQL's
 * is every postgres process of the machine, and "others" what the rest of the machine used, so a run
 * that was not alone shows it), each call's figures at the largest number held and the first failed,
 * in push mode what the open streams cost with nothing else going on (BENCH_LOAD_HOLD_SECONDS (30),
 * at least one heartbeat each: server and PostgreSQL CPU a stream, the server's resident memory), the
 * largest number of tabs held, and the baseline: a bare Fastify route's requests/s
 * (bench/bare-site-server.ts) measured in the same run.
 * Steps: BENCH_LOAD_STEPS (500,1000,2000,3000,4000,5000,6000,8000,10000) until one fails, then
 * BENCH_LOAD_REFINE (2) halvings between the last held and the first failed; BENCH_LOAD_SECONDS
 * (20) per step. Exits 1 when fewer than 5,000 tabs are held, a stream dropped while only the streams
 * were open, or reconciliation finds a breach.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { cookieName, SESSION_COOKIE } from '../apps/server/src/plugins/session.ts';
import { cpuSnapshot, createDatabase, fundPlayers, insertBenchPlayers, openBenchSessions, releaseDatabase, startServer, type CpuSnapshot } from './lib.ts';
import {
  PUSH_SAFETY_POLL_MS,
  SPIN,
  TAB_POLLS,
  TAB_POLLS_PUSH,
  TABS_PER_BROWSER_DEFAULT,
  type ClosedResult, type FromGenerator, type StepResult, type TabIdentity, type ToGenerator } from './load-model.ts';

const PORT = 3310;
const BARE_PORT = 3311;
const GOAL_TABS = 5000;
const P99_GOAL_MS = 100;
const STEPS = (process.env.BENCH_LOAD_STEPS ?? '500,1000,2000,3000,4000,5000,6000,8000,10000').split(',').map(Number);
const STEP_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const REFINE = Number(process.env.BENCH_LOAD_REFINE ?? 2);
const PLAY_EVERY = Math.max(1, Math.round(1 / Number(process.env.BENCH_LOAD_PLAYING ?? 0.05)));
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 32);
const CALL_SECONDS = Number(process.env.BENCH_LOAD_CALL_SECONDS ?? 5);
const FUNDS = 100_000_000; // kuruş per player
/** push mode (default): the browsers hold their streams and poll at the safety interval; BENCH_LOAD_PUSH=0, the fallback's polling */
const PUSH = process.env.BENCH_LOAD_PUSH !== '0';
const TABS_PER_BROWSER = process.env.BENCH_LOAD_TABS_PER_BROWSER?.split(',').map(Number) ?? TABS_PER_BROWSER_DEFAULT;

/** The generator process: one request at a time, each answered by one message. */
function startGenerator() {
  const child = fork(fileURLToPath(new URL('./load-tabs.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let pending: { resolve: (m: FromGenerator) => void; reject: (e: Error) => void } | null = null;
  child.on('message', (message) => {
    const m = message as FromGenerator;
    const p = pending;
    pending = null;
    if (m.kind === 'error') p?.reject(new Error(`load generator: ${m.message}`));
    else p?.resolve(m);
  });
  child.on('exit', (code) => pending?.reject(new Error(`load generator ended (${code})`)));
  const ask = (m: ToGenerator) =>
    new Promise<FromGenerator>((resolve, reject) => {
      pending = { resolve, reject };
      child.send(m);
    });
  return {
    async setup(tabs: TabIdentity[]) {
      await ask({ kind: 'setup', port: PORT, connections: CONNECTIONS, tabs, push: PUSH });
    },
    async step(tabs: number, seconds: number): Promise<StepResult> {
      const m = await ask({ kind: 'step', tabs, seconds });
      if (m.kind !== 'step') throw new Error(`unexpected ${m.kind}`);
      return m.result;
    },
    async closed(port: number, path: string, method: 'GET' | 'POST', seconds: number): Promise<ClosedResult> {
      const m = await ask({ kind: 'closed', port, path, method, seconds, connections: CONNECTIONS, playing: method === 'POST' });
      if (m.kind !== 'closed') throw new Error(`unexpected ${m.kind}`);
      return m.result;
    },
    async hold(seconds: number) {
      const m = await ask({ kind: 'hold', seconds });
      if (m.kind !== 'hold') throw new Error(`unexpected ${m.kind}`);
      return m;
    },
    stop() {
      if (child.connected) child.send({ kind: 'stop' } satisfies ToGenerator);
      setTimeout(() => child.kill(), 2000).unref();
    },
  };
}

/** Resident memory of the server's processes (its process group), MB; null elsewhere than Linux. */
async function serverRss(group: number | undefined): Promise<number | null> {
  const { readdir, readFile } = await import('node:fs/promises');
  if (group === undefined) return null;
  let kb = 0;
  try {
    for (const pid of await readdir('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== group) continue;
        kb += Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      } catch {
        // ended meanwhile
      }
    }
  } catch {
    return null;
  }
  return kb / 1024;
}

/** Share of one core a process class used between two snapshots over `seconds`. */
function coreShare(a: CpuSnapshot | null, b: CpuSnapshot | null, key: keyof CpuSnapshot, seconds: number): string {
  if (!a || !b) return 'n/a';
  return `${Math.round(((b[key] - a[key]) / seconds) * 100)} %`;
}

/** What the rest of the machine used meanwhile (not the server, PostgreSQL or the generator): a run not alone shows here. */
function others(a: CpuSnapshot | null, b: CpuSnapshot | null, r: StepResult): string {
  if (!a || !b) return 'n/a';
  return `${Math.max(0, Math.round(((b.other - a.other - r.generatorCpu) / r.seconds) * 100))} %`;
}

const ms = (x: number) => x.toFixed(1);
const pad = (s: string | number, n: number) => String(s).padStart(n);

async function main() {
  const target = await createDatabase('bench_load');
  const secret = randomBytes(32).toString('hex');
  let stop = () => {};
  let group: number | undefined;
  const generator = startGenerator();
  try {
    ({ stop, group } = await startServer('apps/server/src/main.ts', PORT, {
      DATABASE_URL: target.url,
      REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', // production's default: each request's two access lines (to /dev/null here)
      PROVIDER_HOUSE_SECRET: secret,
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      DATA_DIR: `/tmp/${target.name}`,
    }));
    const db = await openPostgres(target.url, 4);
    const maxTabs = Math.max(...STEPS);
    const [{ id: siteId }] = (await db.query<{ id: number }>('select id from sites')) as [{ id: number }];
    await insertBenchPlayers(db, siteId, maxTabs);
    await fundPlayers(db, siteId, FUNDS);
    const ids = (await db.query<{ id: number }>('select id from players order by id')).map((r) => r.id);
    const tokens = await openBenchSessions(db, ids, 'bench:load');
    const cookie = cookieName({ isProduction: true }, SESSION_COOKIE);
    // The browsers, each its own player, with TABS_PER_BROWSER's tabs in turn (a step of n tabs takes
    // the first n: its browsers whole, the last one perhaps not).
    const tabs: TabIdentity[] = [];
    for (let browser = 0; tabs.length < maxTabs; browser += 1) {
      const count = TABS_PER_BROWSER[browser % TABS_PER_BROWSER.length]!;
      for (let i = 0; i < count && tabs.length < maxTabs; i += 1) tabs.push({ cookie: `${cookie}=${tokens[browser]!}`, game: null, browser });
    }
    // Playing tabs: a game session of the first slot of the in-house games, opened as the lobby does.
    const [slot] = await db.query<{ id: number; min_bet: bigint }>(
      `select id, min_bet from games where provider_id = 'house' and type = 'slot' and is_active order by id limit 1`,
    );
    if (!slot) throw new Error('no slot of the in-house games in the catalogue');
    const origin = `http://127.0.0.1:${PORT}`;
    for (let i = 0; i < tabs.length; i += PLAY_EVERY) {
      const headers = { cookie: tabs[i]!.cookie, 'content-type': 'application/json' };
      const launch = await fetch(`${origin}/api/games/launch.php`, { method: 'POST', headers, body: JSON.stringify({ game_id: slot.id, mode: 'real' }) });
      const body = (await launch.json()) as { data?: { launch_url?: string } };
      const url = body.data?.launch_url;
      if (!launch.ok || !url) throw new Error(`games/launch.php: ${launch.status} ${JSON.stringify(body)}`);
      const token = new URL(url, origin).searchParams.get('token')!;
      const state = await fetch(`${origin}/api/house/state`, { method: 'POST', headers, body: JSON.stringify({ token }) });
      if (!state.ok) throw new Error(`house/state: ${state.status} ${await state.text()}`);
      tabs[i]!.game = { token, bet: Number(slot.min_bet) };
    }
    await db.query('analyze');
    await generator.setup(tabs);

    // Warm-up: connections, prepared statements, compiled code.
    await generator.step(Math.min(1000, maxTabs), 3);

    const polls = PUSH ? TAB_POLLS_PUSH : TAB_POLLS;
    const browsersAt = (n: number) => new Set(tabs.slice(0, n).map((t) => t.browser)).size;
    console.log(
      PUSH
        ? `mode: push (the channel up: one GET /api/stream per browser held for the whole run, every poll at the ${PUSH_SAFETY_POLL_MS / 1000} s safety interval, ` +
            `each pushed change read again as the site does); BENCH_LOAD_PUSH=0 runs the polling fallback`
        : 'mode: polling (BENCH_LOAD_PUSH=0: the push channel down, every poll at the spec\'s rate, no stream)',
    );
    console.log(
      `browsers: ${TABS_PER_BROWSER.join(',')} tabs each in turn (${(TABS_PER_BROWSER.reduce((a, b) => a + b, 0) / TABS_PER_BROWSER.length).toFixed(2)} tabs a browser; ` +
        `${browsersAt(maxTabs)} browsers at ${maxTabs} tabs)`,
    );
    console.log(
      `traffic model per tab: ${polls.map((c) => `${c.name} every ${c.everyMs / 1000} s`).join(', ')}; ` +
        `every ${PLAY_EVERY}th tab also ${SPIN.name} every ${SPIN.everyMs / 1000} s ` +
        `(${polls.reduce((s, c) => s + 1000 / c.everyMs, 0).toFixed(2)} polls/s per tab before a shared query's skips)` +
        (PUSH ? '; a spin\'s pushed change makes its browser\'s tabs read the balance again' : ''),
    );
    console.log(`load generator: a process of its own on the same 2 cores, ${CONNECTIONS} keep-alive connections (undici)`);
    console.log(`machine load average at the start: ${loadavg().map((x) => x.toFixed(2)).join(', ')} (alone: well under 1)`);

    // What each polled call costs alone.
    if (CALL_SECONDS > 0) {
      console.log(`\neach call alone, as fast as ${CONNECTIONS} connections ask (${CALL_SECONDS} s each):`);
      console.log('call                        requests/s   p50 ms   p99 ms  errors  server CPU/call  PostgreSQL CPU/call');
      const only = process.env.BENCH_LOAD_CALLS?.split(',');
      const calls = ([
        ['get-balance.php', '/api/get-balance.php', 'GET'],
        ['user_session.php', '/api/user_session.php', 'GET'],
        ['bonus-pending-check.php', '/api/bonus-pending-check.php', 'GET'],
        ['events.php?after=0', '/api/events.php?after=0', 'GET'],
        ['house/play (slot spin)', '/api/house/play', 'POST'],
      ] as [string, string, 'GET' | 'POST'][]).filter(([name]) => !only || only.some((o) => name.startsWith(o)));
      for (const [name, path, method] of calls) {
        await generator.closed(PORT, path, method, 1); // warm-up: this call's statements prepared on every connection, its code compiled
        const a = await cpuSnapshot(group);
        const r = await generator.closed(PORT, path, method, CALL_SECONDS);
        const b = await cpuSnapshot(group);
        const per = (k: keyof CpuSnapshot) => (a && b && r.requests ? `${(((b[k] - a[k]) / r.requests) * 1e6).toFixed(0)} µs` : 'n/a');
        console.log(
          `${name.padEnd(26)} ${pad((r.requests / r.seconds).toFixed(0), 11)} ${pad(ms(r.all.p50), 8)} ${pad(ms(r.all.p99), 8)} ${pad(r.errors, 7)} ` +
            `${pad(per('server'), 16)} ${pad(per('postgres'), 20)}`,
        );
        if (r.errors) console.log(`  errors: ${r.errorSamples.join(' | ')}`);
      }
    }

    // The steps.
    const rssBefore = await serverRss(group);
    console.log(`\nsteps of ${STEP_SECONDS} s (held: p99 < ${P99_GOAL_MS} ms and no errors):`);
    console.log(
      '  tabs  playing  streams  changes/s  requests/s   p50 ms   p99 ms   max ms  errors  skipped  server CPU  PostgreSQL CPU  generator CPU  generator lag p99  others CPU  held',
    );
    const results: StepResult[] = [];
    const held = (r: StepResult) => r.errors === 0 && r.all.count > 0 && r.all.p99 < P99_GOAL_MS;
    const run = async (n: number) => {
      const a = await cpuSnapshot(group);
      const r = await generator.step(n, STEP_SECONDS);
      const b = await cpuSnapshot(group);
      results.push(r);
      console.log(
        `${pad(r.tabs, 6)} ${pad(r.playing, 8)} ${pad(r.streams, 8)} ${pad((r.changes / r.seconds).toFixed(0), 10)} ${pad((r.requests / r.seconds).toFixed(0), 11)} ${pad(ms(r.all.p50), 8)} ${pad(ms(r.all.p99), 8)} ` +
          `${pad(ms(r.all.max), 8)} ${pad(r.errors, 7)} ${pad(r.skipped, 8)} ${pad(coreShare(a, b, 'server', r.seconds), 11)} ` +
          `${pad(coreShare(a, b, 'postgres', r.seconds), 15)} ${pad(`${Math.round((r.generatorCpu / r.seconds) * 100)} %`, 14)} ` +
          `${pad(`${ms(r.generatorLagP99)} ms`, 18)} ${pad(others(a, b, r), 11)}  ${held(r) ? 'yes' : 'no'}`,
      );
      if (PUSH && r.openSeconds > 0.5) console.log(`  (${r.streams} streams open; the new ones and their first reads took ${r.openSeconds.toFixed(1)} s before the step)`);
      if (r.errors) console.log(`  errors${r.streamErrors ? ` (${r.streamErrors} of streams)` : ''}: ${r.errorSamples.join(' | ')}`);
      await new Promise((resolve) => setTimeout(resolve, 2000)); // queues drain before the next step
      return held(r);
    };
    let lastHeld = 0;
    let firstFailed: number | null = null;
    for (const n of STEPS) {
      if (await run(n)) lastHeld = n;
      else {
        firstFailed = n;
        break;
      }
    }
    for (let i = 0; i < REFINE && firstFailed !== null; i += 1) {
      const mid = Math.round((lastHeld + firstFailed) / 2 / 100) * 100;
      if (mid <= lastHeld || mid >= firstFailed) break;
      if (await run(mid)) lastHeld = mid;
      else firstFailed = mid;
    }

    // Each call at the largest number held, and at the smallest that failed (where its time went).
    const best = results.filter((r) => r.tabs === lastHeld).at(-1);
    const worst = results.filter((r) => r.tabs === firstFailed).at(-1);
    for (const r of [best, worst]) {
      if (!r) continue;
      console.log(`\neach call at ${r.tabs} tabs (${r === best ? 'held' : 'failed'}):`);
      for (const [name, l] of Object.entries(r.byCall)) {
        console.log(`  ${name.padEnd(36)} ${pad((l.count / r.seconds).toFixed(0), 6)}/s  p50 ${ms(l.p50)} ms  p99 ${ms(l.p99)} ms  max ${ms(l.max)} ms`);
      }
    }

    let holdErrors = 0;
    // Push mode: what the open streams cost alone (their heartbeats, each with its session check, every 25 s).
    if (PUSH) {
      const holdSeconds = Number(process.env.BENCH_LOAD_HOLD_SECONDS ?? 30);
      const a = await cpuSnapshot(group);
      const h = await generator.hold(holdSeconds);
      const b = await cpuSnapshot(group);
      const rss = await serverRss(group);
      const per = (k: keyof CpuSnapshot) => (a && b && h.streams ? `${(((b[k] - a[k]) / holdSeconds / h.streams) * 1e6).toFixed(1)} µs/s` : 'n/a');
      console.log(
        `\n${h.streams} streams open and nothing else for ${holdSeconds} s: server CPU ${coreShare(a, b, 'server', holdSeconds)} ` +
          `(${per('server')} a stream), PostgreSQL ${coreShare(a, b, 'postgres', holdSeconds)} (${per('postgres')} a stream); ` +
          `${h.streamErrors} streams dropped` +
          (rss !== null && rssBefore !== null
            ? `; server memory (resident, its processes) ${rss.toFixed(0)} MB, ${rssBefore.toFixed(0)} MB before the steps (after the warm-up's streams)`
            : ''),
      );
      holdErrors = h.streamErrors;
      if (h.streamErrors) console.log(`  stream errors (the run fails): ${h.errorSamples.join(' | ')}`);
    }

    const { reconcile } = await import('../apps/server/src/modules/wallet/ledger.ts');
    const breaches = await reconcile(db);
    await db.close();
    stop();

    // The baseline: a bare Fastify route, the same generator and connections.
    const bare = await startServer('bench/bare-site-server.ts', BARE_PORT, {});
    let bareRun: ClosedResult;
    try {
      bareRun = await generator.closed(BARE_PORT, '/api/get-balance.php', 'GET', Math.max(5, CALL_SECONDS));
    } finally {
      bare.stop();
    }
    const bareRps = bareRun.requests / bareRun.seconds;
    console.log(
      `\nbaseline: a bare Fastify route (bench/bare-site-server.ts, no plugin, hook or database), ${CONNECTIONS} connections: ` +
        `${bareRps.toFixed(0)} requests/s, p50 ${ms(bareRun.all.p50)} ms, p99 ${ms(bareRun.all.p99)} ms, ${bareRun.errors} errors`,
    );
    const heldResult = results.find((r) => r.tabs === lastHeld);
    if (heldResult) {
      console.log(
        `  the node at ${lastHeld} tabs served ${(heldResult.requests / heldResult.seconds).toFixed(0)} requests/s: ` +
          `${((heldResult.requests / heldResult.seconds / bareRps) * 100).toFixed(0)} % of the bare route's rate`,
      );
    }
    console.log(`reconciliation after the run: ${breaches.length === 0 ? 'all invariants hold' : JSON.stringify(breaches.slice(0, 5))}`);
    console.log(
      `\n${PUSH ? 'push' : 'polling'} mode: largest number of tabs held (p99 < ${P99_GOAL_MS} ms, no errors): ${lastHeld}` +
        (PUSH && lastHeld ? ` (${browsersAt(lastHeld)} browsers, as many streams)` : '') +
        `${firstFailed !== null ? ` (${firstFailed} failed)` : ' (every step held)'}; goal ${GOAL_TABS}`,
    );
    if (lastHeld < GOAL_TABS || breaches.length || holdErrors) process.exitCode = 1;
  } finally {
    stop();
    generator.stop();
    await releaseDatabase(target);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
