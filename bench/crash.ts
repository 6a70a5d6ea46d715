/**
 * npm run bench:crash — Zeplin under load (issue 28, point 5), on one production-mode node
 * (NODE_ENV=production, `apps/server/src/main.ts`) with a fresh PostgreSQL database and Redis
 * (BENCH_REDIS_URL, the event bus), the node playing every site's loop.
 *
 * 0. Every player opens /zeplin first, as a player does before betting: the page opens the player's
 *    game session (POST /api/crash/session), which the bets then use.
 * 1. A round of 2,000 players (BENCH_CRASH_PLAYERS) on the first site: each bets (1 to 50 ₺) at a
 *    random moment of the first 3 s of the betting phase; half set an auto cash-out (log-uniform
 *    1.10x to 10x: the leader pays those), the other half cash out by hand: a target drawn the same
 *    way, the click a human reaction (100 to 400 ms) after the curve reaches it, sent at that moment
 *    of the server's clock (POST /api/crash/cashout). A click after the crash is refused, and a
 *    refusal is a decision too. Rounds repeat (all players, every round) until at least 1,000 clicks
 *    were sent (BENCH_CRASH_CLICKS), at most 8 rounds.
 *    Goal: every cash-out decided within 50 ms of its request (p99). A paid click's decision is the
 *    moment the database read its clock under the bet's lock (crash_bets.decided_at, which fixes the
 *    multiplier), measured from the click's sending (this process and the database share the
 *    machine's clock); a refusal's, its reply. Printed beside it: the replies (they come after the
 *    win is in the ledger: two commits later), and two baselines of the same rounds: get-balance.php,
 *    a plain read of the same players (one every 20 ms) on the same node, and a one-row commit on the
 *    same PostgreSQL (one every 20 ms: what any answer written before it is given costs here).
 *    After each round, every cash-out the server answered is checked against the bet's row and its
 *    wallet round (game_rounds: its bet and its win, closed).
 * 2. A server killed mid-flight: a round the first site's players bet in, whose crash point (the
 *    bench holds the sealing key, so it opens the round's sealed crash point) leaves at least 1.5 s
 *    of flight; the node is SIGKILLed in the middle of the clicks, then started again. Once the round
 *    has crashed and settled: every bet of it settled once (cashed out, lost or refunded; its wallet
 *    round closed with at most one bet, one win and one rollback), every cash-out answered before the
 *    kill paid as answered.
 * 3. 100 rounds (BENCH_CRASH_ROUNDS) on 20 sites at once (BENCH_CRASH_SITES: the first and 19 more;
 *    30 players of each bet every round with an auto cash-out, so money moves in every round), then
 *    the ledger's reconciliation (modules/wallet: every invariant) must find nothing, and every bet
 *    of the run must be settled and agree with its wallet round.
 * BENCH_CRASH_PHASES picks the parts ("1" alone: the load rounds, e.g. with the node under a profiler
 * through BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"; the node stops normally at the end).
 * Exit code 1 when the goal is missed or any check fails.
 */
import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'undici';
import { openPostgres, type Db } from '../apps/server/src/db/client.ts';
import { openSecret } from '../apps/server/src/lib/seal.ts';
import { openHouseAccounts } from '../apps/server/src/modules/wallet/ledger.ts';
import { runReconciliation } from '../apps/server/src/modules/wallet/wallet.service.ts';
import { cookieName, SESSION_COOKIE } from '../apps/server/src/plugins/session.ts';
import { crashTimeMs, timeToReachMs } from '../packages/games/src/crash/crash.ts';
import {
  createDatabase,
  fundPlayers,
  insertBenchPlayers,
  openBenchSessions,
  percentile,
  releaseDatabase,
  startServer,
} from './lib.ts';

const PORT = Number(process.env.BENCH_CRASH_PORT ?? 3640);
const PLAYERS = Number(process.env.BENCH_CRASH_PLAYERS ?? 2000);
const MIN_CLICKS = Number(process.env.BENCH_CRASH_CLICKS ?? 1000);
const MAX_LOAD_ROUNDS = 8;
const SITES = Number(process.env.BENCH_CRASH_SITES ?? 20);
const SITE_PLAYERS = 30;
const ROUNDS = Number(process.env.BENCH_CRASH_ROUNDS ?? 100);
const GOAL_P99_MS = 50;
/** Which parts to run ("1,2,3" by default): "1" alone measures the load, e.g. under a profiler. */
const PHASES = new Set((process.env.BENCH_CRASH_PHASES ?? '1,2,3').split(',').map((p) => p.trim()));
const FUNDS = 10_000_000; // 100,000 ₺ a player: no bet is refused for funds
const origin = `http://127.0.0.1:${PORT}`;

interface Site {
  id: number;
  domain: string;
  cookies: string[];
  /** each player's own connection */
  clients: Client[];
}
interface RoundState {
  round: {
    id: number;
    phase: 'betting' | 'flying' | 'crashed';
    starts_at: string;
    crash_point: number | null;
  };
  server_time: string;
}
interface Click {
  player: number;
  /** when it was sent, ms after take-off */
  at: number;
  /** when it was sent, this machine's clock (epoch ms) */
  sent: number;
  ms: number;
  status: number;
  win: number | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const logUniform = (lo: number, hi: number) =>
  Math.round(100 * Math.exp(Math.log(lo) + Math.random() * (Math.log(hi) - Math.log(lo)))) / 100;

/**
 * Each simulated player holds a connection of its own, opened when it opens the page, as a browser
 * does: through a shared pool, bets would queue in this client (or wait for new connections to be
 * accepted) and that queue would be measured. The visitors' reads (the state, the baseline) share a
 * small pool.
 */
const newPool = () => new Pool(origin, { connections: 64, pipelining: 1, keepAliveTimeout: 60_000 });
const newClient = () => new Client(origin, { pipelining: 1, keepAliveTimeout: 600_000 });
let pool = newPool();

async function call(
  site: Site,
  player: number,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown; ms: number }> {
  const t0 = performance.now();
  const headers: Record<string, string> = { host: site.domain, cookie: site.cookies[player]! };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const reply = await site.clients[player]!.request({
    path,
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
  const json: unknown = await reply.body.json().catch(() => null);
  return { status: reply.statusCode, json, ms: performance.now() - t0 };
}

/** The site's round as a visitor reads it, and this process's clock minus the server's. */
async function readState(site: Site): Promise<{ state: RoundState; offset: number }> {
  const t0 = Date.now();
  const r = await pool.request({ path: '/api/crash/state', method: 'GET', headers: { host: site.domain } });
  const state = (await r.body.json()) as RoundState;
  if (r.statusCode !== 200) throw new Error(`crash/state: ${r.statusCode} ${JSON.stringify(state)}`);
  const t1 = Date.now();
  return { state, offset: (t0 + t1) / 2 - Date.parse(state.server_time) };
}

/** Waits for a round of the site whose betting phase has at least `leftMs` to go; returns it and its take-off on this clock. */
async function nextBettingRound(
  site: Site,
  leftMs: number,
  after = 0,
): Promise<{ id: number; takeOff: number }> {
  for (;;) {
    const read = await readState(site).catch(() => null); // 503 while the site's chain is made
    if (!read) {
      await sleep(250);
      continue;
    }
    const { state, offset } = read;
    const takeOff = Date.parse(state.round.starts_at) + offset;
    if (state.round.phase === 'betting' && state.round.id > after && takeOff - Date.now() >= leftMs)
      return { id: state.round.id, takeOff };
    await sleep(50);
  }
}

async function waitCrashed(site: Site, roundId: number): Promise<number> {
  for (;;) {
    const { state } = await readState(site).catch(() => ({ state: null }));
    if (
      state &&
      (state.round.id > roundId || (state.round.id === roundId && state.round.phase === 'crashed'))
    )
      return state.round.id;
    await sleep(100);
  }
}

/**
 * Every player of the site bets in the round (spread over `spreadMs`); half with an auto cash-out.
 * Returns who clicks, and when (ms after take-off), and what this generator itself did: how late it
 * sent bets past their drawn moment (its own event loop busy), and when, before the take-off, each
 * refused bet was sent (so a refusal of a bet sent late is told from one of a bet the server was slow
 * to take).
 */
async function placeBets(
  site: Site,
  players: number[],
  spreadMs: number,
  takeOff: number,
): Promise<{
  clickers: { player: number; at: number }[];
  refused: string[];
  took: number[];
  /** ms each bet was sent after its drawn moment, sorted */
  late: number[];
  /** ms before the take-off each refused bet was sent (negative: after it) */
  refusedSentBefore: number[];
}> {
  const clickers: { player: number; at: number }[] = [];
  const refused: string[] = [];
  const took: number[] = [];
  const late: number[] = [];
  const refusedSentBefore: number[] = [];
  const start = Date.now();
  await Promise.all(
    players.map(async (player, i) => {
      const due = start + Math.random() * spreadMs;
      await sleep(due - Date.now());
      const sent = Date.now();
      late.push(sent - due);
      const auto = i % 2 === 0 ? logUniform(1.1, 10) : null;
      const r = await call(site, player, 'POST', '/api/crash/bet', {
        amount: String(1 + Math.floor(Math.random() * 50)),
        auto_cashout: auto,
      });
      took.push(r.ms);
      if (r.status !== 200) {
        refused.push(`${r.status} ${JSON.stringify(r.json)}`);
        refusedSentBefore.push(takeOff - sent);
      } else if (auto === null)
        clickers.push({
          player,
          at: timeToReachMs(Math.round(logUniform(1.05, 10) * 100)) + 100 + Math.random() * 300,
        });
    }),
  );
  for (const list of [took, late, refusedSentBefore]) list.sort((a, b) => a - b);
  return { clickers, refused, took, late, refusedSentBefore };
}

/** Sends each click at its moment of the flight, until the crash is seen; resolves with every answered click. */
async function click(
  site: Site,
  takeOff: number,
  clickers: { player: number; at: number }[],
  crashed: () => boolean,
): Promise<Click[]> {
  const done: Click[] = [];
  await Promise.all(
    clickers.map(async ({ player, at }) => {
      await sleep(takeOff + at - Date.now());
      if (crashed()) return; // the player saw the crash: no click
      try {
        const sent = Date.now();
        const r = await call(site, player, 'POST', '/api/crash/cashout');
        const win = r.status === 200 ? Math.round(((r.json as { win: number }).win ?? 0) * 100) : null;
        done.push({ player, at, sent, ms: r.ms, status: r.status, win });
      } catch {
        // the node was killed under it: no answer, nothing promised
      }
    }),
  );
  return done;
}

/**
 * A baseline's samples: `probe` started every 20 ms until `until()`, each one's time kept when it
 * succeeds (it resolves false, or fails: left out).
 */
async function sampleEvery20ms(until: () => boolean, probe: () => Promise<boolean>): Promise<number[]> {
  const out: number[] = [];
  while (!until()) {
    const t0 = performance.now();
    void probe().then(
      (ok) => ok && out.push(performance.now() - t0),
      () => undefined,
    );
    await sleep(20);
  }
  return out;
}

/** get-balance.php read by a random player of the site: a plain read on the same node. */
const balanceRead = (site: Site) => async () =>
  (await call(site, Math.floor(Math.random() * site.cookies.length), 'GET', '/api/get-balance.php')).status === 200;

/**
 * A durable commit of one row on the same PostgreSQL: what any answer written before it is given
 * costs on this machine in the same rounds (its disk's flushes: a cash-out's reply waits for its
 * win's commit).
 */
const commitProbe = (db: Db) => async () => {
  await db.query('insert into bench_commit_probe default values');
  return true;
};

/**
 * Every answered cash-out against the database: the bet paid as answered, in its row and its wallet
 * round. Returns the problems and each click's decision delay: for a paid click, from its sending to
 * the moment the database decided it (decided_at: the clock read under the bet's lock; the bench and
 * the database share this machine's clock); for a refused one (too late, no bet), its reply time.
 */
async function checkAnswers(
  db: Db,
  site: Site,
  roundId: number,
  clicks: Click[],
  playerIds: number[],
): Promise<{ problems: string[]; decisions: number[]; refusals: number[] }> {
  const rows = await db.query<{
    player_id: number;
    status: string;
    win: string | null;
    decided_at: number | null;
    total_win: string | null;
    gr_status: string | null;
  }>(
    `select b.player_id, b.status, b.win::text, extract(epoch from b.decided_at)::float8 * 1000 as decided_at, g.total_win::text, g.status as gr_status
       from crash_bets b left join game_rounds g on g.provider_id = 'house' and g.round_id = 'zeplin-' || b.round_id || '-' || b.id
      where b.round_id = $1`,
    [roundId],
  );
  const byPlayer = new Map(rows.map((r) => [r.player_id, r]));
  const problems: string[] = [];
  const decisions: number[] = [];
  const refusals: number[] = [];
  for (const c of clicks) {
    if (c.status !== 200) {
      refusals.push(c.ms);
      continue;
    }
    const row = byPlayer.get(playerIds[c.player]!);
    if (!row || row.status !== 'cashed_out' || Number(row.win) !== c.win || Number(row.total_win) !== c.win)
      problems.push(
        `site ${site.id} round ${roundId}: answered win ${c.win} of player ${playerIds[c.player]} is ${JSON.stringify(row)}`,
      );
    if (row?.decided_at == null) problems.push(`site ${site.id} round ${roundId}: paid cash-out of player ${playerIds[c.player]} without decided_at`);
    else decisions.push(row.decided_at - c.sent);
  }
  return { problems, decisions, refusals };
}

/** Every bet of the rounds settled once and agreeing with its wallet round. */
async function checkSettled(db: Db, fromRound: number): Promise<string[]> {
  const rows = await db.query<{ id: string; problem: string }>(
    `select b.id::text, concat_ws(' ', 'status', b.status, 'settled', b.settled_at is not null, 'round', g.status, 'bet', g.total_bet, 'win', g.total_win,
              'calls', (select string_agg(kind, ',') from provider_transactions t where t.provider_id = 'house' and t.round_id = g.round_id)) as problem
       from crash_bets b
       join crash_rounds r on r.id = b.round_id and r.phase = 'crashed'
       left join game_rounds g on g.provider_id = 'house' and g.round_id = 'zeplin-' || b.round_id || '-' || b.id
      where b.round_id >= $1 and not (
        b.settled_at is not null
        and (
          (b.status = 'cashed_out' and g.status = 'closed' and g.total_bet = b.stake and g.total_win = b.win)
          or (b.status = 'lost' and g.status = 'closed' and g.total_bet = b.stake and g.total_win = 0)
          or (b.status = 'refunded' and (g.round_id is null or g.status = 'cancelled' or g.total_bet = 0))
        )
        and (select count(*) filter (where kind = 'bet') <= 1 and count(*) filter (where kind = 'win') <= 1 and count(*) filter (where kind = 'rollback') <= 1
               from provider_transactions t where t.provider_id = 'house' and t.round_id = 'zeplin-' || b.round_id || '-' || b.id)
      )
      limit 20`,
    [fromRound],
  );
  return rows.map((r) => `bet ${r.id}: ${r.problem}`);
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
/** A sorted list's p50, p99 and max. */
const line = (xs: number[]) => `p50 ${ms(percentile(xs, 50))}  p99 ${ms(percentile(xs, 99))}  max ${ms(xs.at(-1) ?? 0)}`;

async function main() {
  const target = await createDatabase('bench_crash');
  const key = randomBytes(32).toString('hex');
  const env = {
    DATABASE_URL: target.url,
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    PROVIDER_HOUSE_SECRET: randomBytes(32).toString('hex'),
    TOTP_ENCRYPTION_KEY: key,
    DATA_DIR: `/tmp/${target.name}`,
    // A short chain: its length changes nothing measured here (a site's first start generates it).
    CRASH_CHAIN_LENGTH: '20000',
  };
  let node: Awaited<ReturnType<typeof startServer>> | undefined;
  const failures: string[] = [];
  let db: Db | undefined;
  const sites: Site[] = [];
  try {
    // The node's loops look for sites at every lease renewal: the ones added below start within a second.
    node = await startServer('apps/server/src/main.ts', PORT, env);
    db = await openPostgres(target.url, 4);
    const [first] = await db.query<{ id: number; domain: string }>(
      'select id, domain from sites order by id limit 1',
    );
    for (let i = 1; i < SITES; i += 1) {
      const [site] = await db.query<{ id: number }>(
        `insert into sites (name, title, domain) values ($1, $1, $2) returning id`,
        [`Bench ${i}`, `bench-${i}.example`],
      );
      await openHouseAccounts(db, site!.id);
    }
    const siteRows = await db.query<{ id: number; domain: string }>(
      'select id, domain from sites order by id',
    );
    const cookie = cookieName({ isProduction: true }, SESSION_COOKIE);
    const playerIds = new Map<number, number[]>();
    let nextPlayer = 1;
    for (const s of siteRows) {
      const count = s.id === first!.id ? PLAYERS : SITE_PLAYERS;
      await insertBenchPlayers(db, s.id, count, nextPlayer);
      nextPlayer += count;
      await fundPlayers(db, s.id, FUNDS);
      const ids = (
        await db.query<{ id: number }>('select id from players where site_id = $1 order by id', [s.id])
      ).map((r) => r.id);
      const tokens = await openBenchSessions(db, ids, 'bench:crash');
      playerIds.set(s.id, ids);
      sites.push({ id: s.id, domain: s.domain, cookies: tokens.map((t) => `${cookie}=${t}`), clients: tokens.map(newClient) });
    }
    await db.query('analyze');
    const main = sites[0]!;
    const mainIds = playerIds.get(main.id)!;
    const everyone = mainIds.map((_, i) => i);
    console.log(
      `bench:crash  ${PLAYERS} players on ${main.domain}, ${SITES} sites, node ${origin} (production, Redis bus)`,
    );

    // 0. Every player opens /zeplin before betting, as the page does (POST /api/crash/session: the
    //    game session the bets use), 128 at a time, each on its own connection.
    const opened0 = Date.now();
    let openErrors = 0;
    for (const site of sites) {
      const all = site.cookies.map((_, i) => i);
      for (let i = 0; i < all.length; i += 128)
        await Promise.all(
          all.slice(i, i + 128).map(async (player) => {
            const r = await call(site, player, 'POST', '/api/crash/session');
            if (r.status !== 200) {
              openErrors += 1;
              if (openErrors === 1) console.log(`  page open refused: ${r.status} ${JSON.stringify(r.json)}`);
            }
          }),
        );
    }
    console.log(
      `  every player opened /zeplin (POST /api/crash/session) in ${((Date.now() - opened0) / 1000).toFixed(1)} s, ${openErrors} refused`,
    );
    if (openErrors) failures.push(`${openErrors} page opens refused`);

    // 1. Rounds of every player, until enough clicks.
    const latencies: number[] = [];
    const paidDecisions: number[] = [];
    const refusals: number[] = [];
    const baseline: number[] = [];
    const commits: number[] = [];
    await db.query('create table bench_commit_probe (id bigint generated always as identity, at timestamptz default clock_timestamp())');
    let clicks = 0;
    let wins = 0;
    let lastRound = 0;
    let rounds = 0;
    let betErrors = 0;
    while (PHASES.has('1') && clicks < MIN_CLICKS && rounds < MAX_LOAD_ROUNDS) {
      const round = await nextBettingRound(main, 4000, lastRound);
      let crashed = false;
      const reads = sampleEvery20ms(() => crashed, balanceRead(main));
      const probes = sampleEvery20ms(() => crashed, commitProbe(db));
      const { clickers, refused, took, late, refusedSentBefore } = await placeBets(main, everyone, 3000, round.takeOff);
      betErrors += refused.length;
      console.log(
        `  ${new Date().toISOString().slice(11, 23)} round ${round.id}: bet replies ${line(took)}`,
      );
      console.log(
        `  round ${round.id}: this generator sent its bets late by p99 ${ms(percentile(late, 99))}, max ${ms(late.at(-1) ?? 0)} (its own event loop)`,
      );
      if (refused.length)
        console.log(
          `  round ${round.id}: ${refused.length} bets refused, sent ${ms(refusedSentBefore[0]!)} to ${ms(refusedSentBefore.at(-1)!)} before the take-off, e.g. ${refused[0]}`,
        );
      const watching = waitCrashed(main, round.id).then(() => (crashed = true));
      const answered = await click(main, round.takeOff, clickers, () => crashed);
      await watching;
      baseline.push(...(await reads));
      commits.push(...(await probes));
      for (const c of answered) {
        latencies.push(c.ms);
        if (c.status === 200) wins += 1;
      }
      clicks += answered.length;
      rounds += 1;
      lastRound = round.id;
      const [cp] = await db.query<{ crash_point: number }>(
        'select crash_point from crash_rounds where id = $1',
        [round.id],
      );
      console.log(
        `  round ${round.id}: crashed at ${(cp!.crash_point / 100).toFixed(2)}x, ${answered.length} clicks (${answered.filter((c) => c.status === 200).length} paid)`,
      );
      const slow = answered.filter((c) => c.ms > GOAL_P99_MS).sort((a, b) => a.at - b.at);
      if (slow.length)
        console.log(
          `  round ${round.id}: ${slow.length} clicks over ${GOAL_P99_MS} ms, sent ${(slow[0]!.at / 1000).toFixed(2)} to ${(slow.at(-1)!.at / 1000).toFixed(2)} s into the flight (max ${ms(Math.max(...slow.map((c) => c.ms)))})`,
        );
      const checked = await checkAnswers(db, main, round.id, answered, mainIds);
      failures.push(...checked.problems);
      paidDecisions.push(...checked.decisions);
      refusals.push(...checked.refusals);
    }
    const decisions = [...paidDecisions, ...refusals];
    for (const list of [latencies, decisions, paidDecisions, refusals, baseline, commits]) list.sort((a, b) => a - b);
    const p99 = percentile(decisions, 99);
    console.log(
      `\n1. ${rounds} rounds of ${PLAYERS} bets (${betErrors} refused), ${clicks} cash-out clicks (${wins} paid, the rest after the crash)`,
    );
    console.log(
      `   cash-out decided (request sent to the database's decision; a refusal: its reply): ${line(decisions)}   goal p99 <= ${GOAL_P99_MS} ms`,
    );
    console.log(`     paid (${paidDecisions.length}): ${line(paidDecisions)};  refused (${refusals.length}): ${line(refusals)}`);
    console.log(`   cash-out reply (decided, win in the ledger): ${line(latencies)}`);
    console.log(
      `   baselines in the same rounds: get-balance.php on the same node ${line(baseline)} (${baseline.length} reads);`,
    );
    console.log(`     a one-row commit on the same PostgreSQL ${line(commits)} (${commits.length} commits)`);
    if (PHASES.has('1') && clicks < MIN_CLICKS) failures.push(`only ${clicks} clicks in ${rounds} rounds`);
    if (p99 > GOAL_P99_MS) failures.push(`cash-out decision p99 ${ms(p99)} > ${GOAL_P99_MS} ms`);
    if (betErrors) failures.push(`${betErrors} bets refused`);

    // 2. A node killed mid-flight.
    const killPlayers = everyone.slice(0, 500);
    for (let tries = 0; PHASES.has('2'); tries += 1) {
      const round = await nextBettingRound(main, 3000, lastRound);
      lastRound = round.id;
      const [row] = await db.query<{ crash_point_sealed: string }>(
        'select crash_point_sealed from crash_rounds where id = $1',
        [round.id],
      );
      const crashPoint = Number(openSecret(Buffer.from(key, 'hex'), row!.crash_point_sealed));
      const flight = crashTimeMs(crashPoint);
      if (flight < 1500 && tries < 20) {
        await waitCrashed(main, round.id);
        continue;
      }
      const { clickers } = await placeBets(main, killPlayers, 1500, round.takeOff);
      // Everyone clicks in the second half of the flight, around the kill.
      const around = clickers.map((c) => ({ player: c.player, at: flight * (0.3 + 0.4 * Math.random()) }));
      const killAt = round.takeOff + flight / 2;
      const answeredP = click(main, round.takeOff, around, () => Date.now() > killAt + 50);
      await sleep(killAt - Date.now());
      node.kill();
      const answered = await answeredP;
      const paid = answered.filter((c) => c.status === 200).length;
      console.log(
        `\n2. round ${round.id} (crash ${(crashPoint / 100).toFixed(2)}x, flight ${(flight / 1000).toFixed(1)} s): node killed ${(flight / 2000).toFixed(1)} s after take-off; ${paid} cash-outs answered before`,
      );
      pool.destroy().catch(() => undefined);
      pool = newPool();
      for (const site of sites) site.clients = site.clients.map((c) => (c.destroy().catch(() => undefined), newClient()));
      const t0 = Date.now();
      node = await startServer('apps/server/src/main.ts', PORT, env);
      await waitCrashed(main, round.id);
      for (let i = 0; i < 100; i += 1) {
        const [open] = await db.query<{ n: number }>(
          'select count(*)::int as n from crash_bets where round_id = $1 and settled_at is null',
          [round.id],
        );
        if (open!.n === 0) break;
        await sleep(100);
      }
      const counts = await db.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from crash_bets where round_id = $1 group by status order by status',
        [round.id],
      );
      console.log(
        `   restarted and settled in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${counts.map((c) => `${c.n} ${c.status}`).join(', ')}`,
      );
      const problems = [
        ...(await checkAnswers(db, main, round.id, answered, mainIds)).problems,
        ...(await checkSettled(db, round.id)),
      ];
      console.log(
        `   answered cash-outs paid as answered, every bet settled once: ${problems.length ? `NO (${problems.length})` : 'yes'}`,
      );
      failures.push(...problems);
      break;
    }

    // 3. 100 rounds on every site, then the reconciliation.
    phase3: {
      if (!PHASES.has('3')) break phase3;
      const [{ n: before }] = (await db.query<{ n: number }>(
        `select count(*)::int as n from crash_rounds where phase = 'crashed'`,
      )) as [{ n: number }];
      const [{ id: fromRound }] = (await db.query<{ id: number }>(
        'select coalesce(max(id), 0)::int as id from crash_rounds',
      )) as [{ id: number }];
      const t3 = Date.now();
      let stop = false;
      const bettors = sites.map(async (site) => {
        let last = 0;
        const players = site.cookies.slice(0, SITE_PLAYERS).map((_, i) => i);
        while (!stop) {
          const round = await nextBettingRound(site, 2000, last).catch(() => null);
          if (!round || stop) continue;
          last = round.id;
          await Promise.all(
            players.map((player) =>
              call(site, player, 'POST', '/api/crash/bet', {
                amount: String(1 + Math.floor(Math.random() * 20)),
                auto_cashout: logUniform(1.01, 5),
              }).catch(() => undefined),
            ),
          );
        }
      });
      for (;;) {
        const [{ n }] = (await db.query<{ n: number }>(
          `select count(*)::int as n from crash_rounds where phase = 'crashed'`,
        )) as [{ n: number }];
        if (n - before >= ROUNDS) break;
        await sleep(500);
      }
      stop = true;
      await Promise.race([Promise.all(bettors), sleep(15_000)]);
      // The rounds under way finish: every bet of the run settled.
      for (let i = 0; i < 600; i += 1) {
        const [{ n }] = (await db.query<{ n: number }>(
          `select count(*)::int as n from crash_rounds where phase <> 'crashed' and id > $1 and exists (select 1 from crash_bets b where b.round_id = crash_rounds.id)`,
          [fromRound],
        )) as [{ n: number }];
        if (n === 0) break;
        await sleep(100);
      }
      const [{ bets, rounds3 }] = (await db.query<{ bets: number; rounds3: number }>(
        `select count(*)::int as bets, count(distinct round_id)::int as rounds3 from crash_bets where round_id > $1`,
        [fromRound],
      )) as [{ bets: number; rounds3: number }];
      const settled = await checkSettled(db, 0);
      const run = await runReconciliation(db, 120_000);
      console.log(
        `\n3. ${ROUNDS}+ rounds on ${SITES} sites in ${((Date.now() - t3) / 1000).toFixed(0)} s (${bets} bets in ${rounds3} rounds)`,
      );
      console.log(
        `   every bet of the whole run settled once and as its wallet round says: ${settled.length ? `NO (${settled.length})` : 'yes'}`,
      );
      console.log(
        `   reconciliation: ${run.outcome} in ${run.durationMs} ms${run.breaches.length ? `: ${JSON.stringify(run.breaches.slice(0, 3))}` : ''}`,
      );
      failures.push(...settled);
      if (run.outcome !== 'ok') failures.push(`reconciliation ${run.outcome}`);
    }
  } finally {
    node?.stop();
    await pool.close().catch(() => undefined);
    await Promise.all(sites.flatMap((site) => site.clients.map((c) => c.close().catch(() => undefined))));
    await db?.close();
    await releaseDatabase(target);
  }
  console.log(
    failures.length ? `\nFAILED:\n  ${failures.slice(0, 20).join('\n  ')}` : '\nAll checks passed; goal met.',
  );
  process.exit(failures.length ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
