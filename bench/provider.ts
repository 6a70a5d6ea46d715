/**
 * npm run bench:provider — game rounds per second through the provider wallet API over HTTP: each
 * round is a signed bet then a signed win, for 1,000 players over 32 keep-alive connections, against
 * the real server on PostgreSQL with synchronous commit on. pgbench tpcb-like (scale 10, 16 clients,
 * prepared) on the same server gives the baseline, in turns with the wallet's load (three of each) so
 * both see the machine alike. Then: the latency when rounds come at the goal's rate (half the
 * pgbench tps) instead of as fast as they can; the same load against a server doing the same HTTP
 * work without a database (what the HTTP layer alone allows); where the CPU went, per round.
 * The same load with every player holding an active bonus (playing on bonus money alone, so every
 * bet counts towards wagering and every win is split) runs in turns beside it: the bonus path's cost
 * is printed as the ratio of the two rates (goal: at least 0.85).
 * BENCH_SECONDS (default 15) is the wallet's time under load, in three turns (and as long again with
 * bonuses); pgbench and the bare server get as long, the paced run one turn. BENCH_SERVER_ARGS passes node flags to the server
 * (for example --cpu-prof); BENCH_BASELINES=0 skips pgbench, the paced run and the bare server.
 */
import { randomBytes } from 'node:crypto';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { sha256Hex } from '../apps/server/src/lib/crypto.ts';
import { signedHeaders } from '../apps/server/src/modules/provider/signature.ts';
import { BenchConnection } from './http-client.ts';
import {
  cpuSnapshot,
  cpuSplit,
  createDatabase,
  insertBenchPlayers,
  openPgbench,
  percentile,
  releaseDatabase,
  startServer,
  sumCpu,
  synchronousCommit,
  type CpuSnapshot,
} from './lib.ts';

const PLAYERS = 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SEGMENTS = 3;
const TURN = Math.max(1, Math.round(SECONDS / SEGMENTS)); // whole seconds: pgbench -T takes no fraction
const PORT = 3300;
const BARE_PORT = 3301;
const SECRET = randomBytes(16).toString('hex');

/** A signed wallet call (v2: timestamp, method, path, body) on one of the load generator's connections (bench/http-client.ts). */
async function signed(conn: BenchConnection, path: string, body: unknown): Promise<{ status: string; code?: string }> {
  const raw = JSON.stringify(body);
  const url = `/api/provider/v1/${path}`;
  const reply = await conn.post(url, signedHeaders({ id: 'house', secret: SECRET }, url, raw), raw);
  return JSON.parse(reply.body) as { status: string; code?: string };
}

let seq = 0; // round and transaction ids stay unique over all of a run's turns

/**
 * Signed bet then win per round, CONNECTIONS loops at once for `seconds`; latency per round. Without
 * `rate` each loop starts its next round as soon as its last one ends (the most the wallet can do).
 * With `rate`, rounds are due at that many per second and each round's latency counts from when it
 * was due, so time spent waiting for a free connection counts too (no coordinated omission).
 */
async function drive(port: number, tokens: string[], seconds: number, rate?: number) {
  const latencies: number[] = [];
  const calls: number[] = []; // each call's own latency (a bet's, a win's)
  let errors = 0;
  let ticket = 0;
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  // each loop is one keep-alive connection
  const worker = async (conn: BenchConnection) => {
    for (;;) {
      let started = performance.now();
      if (rate) {
        const due = t0 + (ticket++ * 1000) / rate;
        if (due >= deadline) return;
        if (due > started) await new Promise((r) => setTimeout(r, due - started));
        started = due;
      } else if (started >= deadline) return;
      seq += 1;
      const n = seq;
      const token = tokens[Math.floor(Math.random() * tokens.length)]!;
      const betSent = performance.now();
      const bet = await signed(
        conn,
        'bet',
        {
          session_token: token,
          transaction_id: `b${n}`,
          round_id: `r${n}`,
          game_id: 'bench-slot',
          amount: 100,
        },
      );
      const winSent = performance.now();
      calls.push(winSent - betSent);
      const win = await signed(
        conn,
        'win',
        {
          session_token: token,
          transaction_id: `w${n}`,
          round_id: `r${n}`,
          game_id: 'bench-slot',
          amount: 90,
          bet_transaction_id: `b${n}`,
          round_closed: true,
        },
      );
      if (bet.status !== 'OK' || win.status !== 'OK') errors += 1;
      const done = performance.now();
      calls.push(done - winSent);
      latencies.push(done - started);
    }
  };
  const conns = Array.from({ length: CONNECTIONS }, () => new BenchConnection(port));
  try {
    await Promise.all(conns.map(worker));
  } finally {
    for (const c of conns) c.close();
  }
  latencies.sort((x, y) => x - y);
  calls.sort((x, y) => x - y);
  return { latencies, calls, errors, elapsed: (performance.now() - t0) / 1000 };
}

/** The same load against bench/bare-wallet-server.ts: the HTTP layer alone, no database. */
async function bareBaseline(tokens: string[]) {
  const bare = await startServer('bench/bare-wallet-server.ts', BARE_PORT, { PROVIDER_HOUSE_SECRET: SECRET });
  try {
    const before = await cpuSnapshot(bare.group);
    const run = await drive(BARE_PORT, tokens, TURN * SEGMENTS);
    return { ...run, cpu: cpuSplit(before, await cpuSnapshot(bare.group), run.latencies.length, 'round') };
  } finally {
    bare.stop();
  }
}

async function main() {
  const target = await createDatabase('bench_provider');
  let stop = () => {};
  let group: number | undefined;
  let pgbench: Awaited<ReturnType<typeof openPgbench>> | undefined;
  try {
    ({ stop, group } = await startServer('apps/server/src/main.ts', PORT, {
      DATABASE_URL: target.url,
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      PROVIDER_HOUSE_SECRET: SECRET,
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      DATA_DIR: `/tmp/${target.name}`,
    }));
    const db = await openPostgres(target.url, 4);
    const sync = await synchronousCommit(target.url);
    const [{ id: siteId }] = (await db.query<{ id: number }>('select id from sites')) as [{ id: number }];
    const [{ id: gameId }] = (await db.query<{ id: number }>(
      `insert into games (slug, provider_id, name, type, rtp) values ('bench-slot', 'house', 'Bench', 'slot', 96) returning id`,
    )) as [{ id: number }];
    await insertBenchPlayers(db, siteId, 2 * PLAYERS);
    // Funding through ledger postings, one per player, so the books stay balanced: the first
    // PLAYERS play with cash, the others with an active bonus alone (100x rollover: never met here).
    await db.query(
      `with t as (
         insert into ledger_transactions (site_id, idempotency_key, kind, player_id)
         select $1, 'fund:' || id, 'deposit', id from players order by id limit $2 returning id, player_id
       ), e as (
         insert into ledger_entries (transaction_id, account_id, amount, balance_after)
         select t.id, a.id, x.amount, case when a.player_id is null then null else 100000000 end
           from t cross join lateral (values ('bank', -100000000::int8, null::int), ('cash', 100000000::int8, t.player_id)) x(kind, amount, pid)
           join accounts a on a.kind = x.kind and ((x.pid is null and a.player_id is null and a.site_id = $1) or a.player_id = x.pid)
         returning 1
       ) update accounts set balance = 100000000 where kind = 'cash' and player_id in (select id from players order by id limit $2)`,
      [siteId, PLAYERS],
    );
    await db.query(
      `with p as (select id from players order by id offset $2), t as (
         insert into ledger_transactions (site_id, idempotency_key, kind, player_id)
         select $1, 'bonus:' || id, 'bonus_grant', id from p returning id, player_id
       ), e as (
         insert into ledger_entries (transaction_id, account_id, amount, balance_after)
         select t.id, a.id, x.amount, case when a.player_id is null then null else 100000000 end
           from t cross join lateral (values ('bonus_cost', -100000000::int8, null::int), ('bonus', 100000000::int8, t.player_id)) x(kind, amount, pid)
           join accounts a on a.kind = x.kind and ((x.pid is null and a.player_id is null and a.site_id = $1) or a.player_id = x.pid)
         returning 1
       ), b as (
         insert into player_bonuses (site_id, player_id, kind, name, amount, rollover, wager_required, contribution_slot, contribution_table, expires_at)
         select $1, id, 'free', 'Bench', 100000000, 100, 10000000000, 100, 10, now() + interval '7 days' from p
         returning 1
       ) update accounts set balance = 100000000 where kind = 'bonus' and player_id in (select id from p)`,
      [siteId, PLAYERS],
    );
    const tokens: string[] = [];
    const bonusTokens: string[] = [];
    const players = await db.query<{ id: number }>('select id from players order by id');
    for (const [i, p] of players.entries()) {
      const token = randomBytes(24).toString('base64url');
      (i < PLAYERS ? tokens : bonusTokens).push(token);
      await db.query(
        `insert into game_sessions (id, player_id, game_id, mode, expires_at) values ($1, $2, $3, 'real', now() + interval '1 hour')`,
        [sha256Hex(token), p.id, gameId],
      );
    }

    // Statistics, as autovacuum keeps them on a live database.
    await db.query('analyze');
    // Warm-up: a second of the same load (connections, prepared statements, compiled code).
    await drive(PORT, tokens, 1);
    await drive(PORT, bonusTokens, 1);

    // The wallet's load and pgbench take turns, SEGMENTS times each, so that a machine whose speed
    // drifts during the run (a shared host) moves both figures alike.
    const baselines = process.env.BENCH_BASELINES !== '0';
    pgbench = baselines ? await openPgbench(10) : undefined;
    await db.query('checkpoint'); // pgbench's initial load is written out before the turns begin
    const latencies: number[] = [];
    const callLatencies: number[] = [];
    let errors = 0;
    let elapsed = 0;
    let pgTxns = 0;
    let pgSeconds = 0;
    const turnRatios: number[] = []; // each wallet turn against the pgbench turn after it
    const bonusRun = { rounds: 0, elapsed: 0, errors: 0, latencies: [] as number[], ratios: [] as number[] };
    const cpu = { before: [] as (CpuSnapshot | null)[], after: [] as (CpuSnapshot | null)[] };
    const wal = { records: 0, bytes: 0, flushes: 0 };
    // WAL bytes from the insert position (exact); records and disk flushes from pg_stat_wal, which
    // backends report at most once a second, hence the pause before reading it after a turn.
    const walNow = async () =>
      (await db.query<{ records: string; bytes: string; flushes: string }>(
        `select wal_records::text as records, (pg_current_wal_insert_lsn() - '0/0'::pg_lsn)::text as bytes, wal_sync::text as flushes
           from pg_stat_wal`,
      ))[0]!;
    for (let segment = 0; segment < SEGMENTS; segment += 1) {
      // What the wallet wrote to the write-ahead log, and how many times it waited for the disk.
      const walBefore = await walNow();
      cpu.before.push(await cpuSnapshot(group));
      const run = await drive(PORT, tokens, TURN);
      cpu.after.push(await cpuSnapshot(group));
      await new Promise((r) => setTimeout(r, 1_100));
      const walAfter = await walNow();
      for (const k of ['records', 'bytes', 'flushes'] as const) wal[k] += Number(walAfter[k]) - Number(walBefore[k]);
      latencies.push(...run.latencies);
      callLatencies.push(...run.calls);
      errors += run.errors;
      elapsed += run.elapsed;
      // the same load, every player with an active bonus
      const withBonus = await drive(PORT, bonusTokens, TURN);
      bonusRun.rounds += withBonus.latencies.length;
      bonusRun.elapsed += withBonus.elapsed;
      bonusRun.errors += withBonus.errors;
      bonusRun.latencies.push(...withBonus.latencies);
      bonusRun.ratios.push(withBonus.latencies.length / withBonus.elapsed / (run.latencies.length / run.elapsed));
      if (pgbench) {
        const r = await pgbench.run(16, TURN);
        pgTxns += r.txns;
        pgSeconds += r.seconds;
        turnRatios.push(run.latencies.length / run.elapsed / (r.txns / r.seconds));
      }
    }
    latencies.sort((x, y) => x - y);
    callLatencies.sort((x, y) => x - y);
    const rps = latencies.length / elapsed;
    const tps = pgTxns / pgSeconds;
    // The latency at the goal's load: rounds due at half the pgbench rate, not as many as fit.
    const paced = baselines && tps > 0 ? await drive(PORT, tokens, TURN, tps / 2) : undefined;
    const { reconcile } = await import('../apps/server/src/modules/wallet/ledger.ts');
    const breaches = await reconcile(db);
    await db.close();
    stop();

    const bare = baselines ? await bareBaseline(tokens) : undefined;
    const rounds = latencies.length;
    console.log(`synchronous_commit: ${sync}`);
    console.log(
      `rounds (signed bet + signed win over HTTP): ${rounds} in ${elapsed.toFixed(1)} s (${SEGMENTS} turns), ${CONNECTIONS} connections, ` +
        `${PLAYERS} players, ${errors} errors`,
    );
    console.log(`rounds/s: ${rps.toFixed(0)}`);
    console.log(
      `round latency p50: ${percentile(latencies, 50).toFixed(2)} ms, p99: ${percentile(latencies, 99).toFixed(2)} ms (goal p99 < 25 ms)`,
    );
    console.log(
      `  each call (a bet or a win alone): p50 ${percentile(callLatencies, 50).toFixed(2)} ms, p99 ${percentile(callLatencies, 99).toFixed(2)} ms`,
    );
    console.log(
      `WAL per round: ${(wal.records / rounds).toFixed(1)} records, ${(wal.bytes / rounds / 1024).toFixed(1)} KB; ` +
        `${wal.flushes} flushes to disk, ${((rounds * 2) / wal.flushes).toFixed(1)} wallet calls per flush`,
    );
    console.log(cpuSplit(sumCpu(cpu.before), sumCpu(cpu.after), rounds, 'round'));
    bonusRun.latencies.sort((x, y) => x - y);
    const bonusRps = bonusRun.rounds / bonusRun.elapsed;
    console.log(
      `with every player on an active bonus (bonus-funded bets, wagering, split wins): ${bonusRps.toFixed(0)} rounds/s, ` +
        `p50 ${percentile(bonusRun.latencies, 50).toFixed(2)} ms, p99 ${percentile(bonusRun.latencies, 99).toFixed(2)} ms, ${bonusRun.errors} errors`,
    );
    console.log(
      `ratio with bonus : without = ${(bonusRps / rps).toFixed(2)} (goal >= 0.85); turn by turn ${bonusRun.ratios.map((x) => x.toFixed(2)).join(', ')}`,
    );
    if (baselines) {
      console.log(`pgbench tpcb-like (scale 10, 16 clients, prepared), in turns with the wallet: ${tps.toFixed(0)} tps`);
      console.log(
        `ratio rounds/s : pgbench tps = ${(rps / tps).toFixed(2)} (goal >= 0.5); turn by turn ${turnRatios.map((x) => x.toFixed(2)).join(', ')}`,
      );
    } else console.log('pgbench and the bare server: skipped (BENCH_BASELINES=0)');
    if (paced) {
      console.log(
        `at the goal's load (rounds due at 0.5 x pgbench tps = ${(tps / 2).toFixed(0)}/s, latency from when each was due): ` +
          `${(paced.latencies.length / paced.elapsed).toFixed(0)} rounds/s, p50 ${percentile(paced.latencies, 50).toFixed(2)} ms, ` +
          `p99 ${percentile(paced.latencies, 99).toFixed(2)} ms, ${paced.errors} errors`,
      );
    }
    if (bare) {
      const bareRps = bare.latencies.length / bare.elapsed;
      console.log(
        `baseline without a database (bench/bare-wallet-server.ts: same HTTP, signature and validation work): ${bareRps.toFixed(0)} rounds/s, ` +
          `p50 ${percentile(bare.latencies, 50).toFixed(2)} ms, p99 ${percentile(bare.latencies, 99).toFixed(2)} ms, ${bare.errors} errors; ` +
          `ratio of that to pgbench tps = ${(bareRps / tps).toFixed(2)}`,
      );
      console.log(`  ${bare.cpu}`);
    }
    console.log(
      `reconciliation after the run: ${breaches.length === 0 ? 'all invariants hold' : JSON.stringify(breaches.slice(0, 5))}`,
    );
    if (breaches.length || errors || bonusRun.errors || paced?.errors || bare?.errors) process.exitCode = 1;
  } finally {
    stop();
    try {
      await pgbench?.drop();
    } finally {
      await releaseDatabase(target);
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
