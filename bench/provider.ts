/**
 * npm run bench:provider — game rounds per second through the provider wallet API over HTTP: each
 * round is a signed bet then a signed win, for 1,000 players over 32 keep-alive connections, against
 * the real server on PostgreSQL with synchronous commit on. In the same run, pgbench tpcb-like
 * (scale 10, 16 clients, prepared) on the same server gives the baseline, and the same load against
 * a server doing the same HTTP work without a database shows what the HTTP layer alone allows.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { Pool } from 'undici';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { sha256Hex } from '../apps/server/src/lib/crypto.ts';
import { createDatabase, percentile, pgbenchTps, startServer, synchronousCommit } from './lib.ts';

const PLAYERS = 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = 3300;
const BARE_PORT = 3301;
const SECRET = randomBytes(16).toString('hex');

// The load generator is undici's connection pool: keep-alive connections, one request at a time on
// each, and far less CPU per request than node:http, which runs on the same two cores as the server.
const pools = new Map<number, Pool>();
async function signed(path: string, body: unknown, port = PORT): Promise<{ status: string; code?: string }> {
  let pool = pools.get(port);
  if (!pool) {
    pool = new Pool(`http://127.0.0.1:${port}`, { connections: CONNECTIONS, pipelining: 1 });
    pools.set(port, pool);
  }
  const raw = JSON.stringify(body);
  const res = await pool.request({
    path: `/api/provider/v1/${path}`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-provider-id': 'house',
      'x-signature': createHmac('sha256', SECRET).update(raw).digest('hex'),
    },
    body: raw,
  });
  return (await res.body.json()) as { status: string; code?: string };
}

/** Signed bet then win per round, CONNECTIONS loops at once for SECONDS; latency per round. */
async function drive(port: number, tokens: string[]) {
  const latencies: number[] = [];
  let errors = 0;
  let seq = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      seq += 1;
      const n = seq;
      const token = tokens[Math.floor(Math.random() * tokens.length)]!;
      const started = performance.now();
      const bet = await signed(
        'bet',
        {
          session_token: token,
          transaction_id: `b${n}`,
          round_id: `r${n}`,
          game_id: 'bench-slot',
          amount: 100,
        },
        port,
      );
      const win = await signed(
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
        port,
      );
      if (bet.status !== 'OK' || win.status !== 'OK') errors += 1;
      latencies.push(performance.now() - started);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((x, y) => x - y);
  return { latencies, errors, elapsed: (performance.now() - t0) / 1000 };
}

/** The same load against bench/bare-wallet-server.ts: the HTTP layer alone, no database. */
async function bareBaseline(tokens: string[]) {
  const bare = await startServer('bench/bare-wallet-server.ts', BARE_PORT, { PROVIDER_HOUSE_SECRET: SECRET });
  try {
    return await drive(BARE_PORT, tokens);
  } finally {
    bare.stop();
  }
}

async function main() {
  const target = await createDatabase('bench_provider');
  let stop = () => {};
  try {
    ({ stop } = await startServer('apps/server/src/main.ts', PORT, {
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
    await db.query(
      `insert into players (site_id, username, email, password_hash, first_name, last_name, phone, tc, birthdate, gender, city)
       select $1, 'bench' || g, 'bench' || g || '@b.example', 'x', 'B', 'P', '05320000000', (10000000000 + g)::text, '1990-01-01', 'male', 'İstanbul'
         from generate_series(1, $2) g`,
      [siteId, PLAYERS],
    );
    await db.query(
      `insert into accounts (site_id, player_id, kind) select $1, p.id, k from players p, unnest(array['cash', 'bonus', 'withdraw_hold']) k`,
      [siteId],
    );
    // Funding through ledger postings, one per player, so the books stay balanced.
    await db.query(
      `with t as (
         insert into ledger_transactions (site_id, idempotency_key, kind, player_id)
         select $1, 'fund:' || id, 'deposit', id from players returning id, player_id
       ), e as (
         insert into ledger_entries (transaction_id, account_id, amount, balance_after)
         select t.id, a.id, x.amount, case when a.player_id is null then null else 100000000 end
           from t cross join lateral (values ('bank', -100000000::int8, null::int), ('cash', 100000000::int8, t.player_id)) x(kind, amount, pid)
           join accounts a on a.kind = x.kind and ((x.pid is null and a.player_id is null and a.site_id = $1) or a.player_id = x.pid)
         returning 1
       ) update accounts set balance = 100000000 where kind = 'cash' and player_id is not null`,
      [siteId],
    );
    const tokens: string[] = [];
    const players = await db.query<{ id: number }>('select id from players order by id');
    for (const p of players) {
      const token = randomBytes(24).toString('base64url');
      tokens.push(token);
      await db.query(
        `insert into game_sessions (id, player_id, game_id, mode, expires_at) values ($1, $2, $3, 'real', now() + interval '1 hour')`,
        [sha256Hex(token), p.id, gameId],
      );
    }

    // Statistics, as autovacuum keeps them on a live database.
    await db.query('analyze');
    // Warm-up: prepared statements and connections.
    for (let i = 0; i < 64; i += 1) {
      await signed('bet', {
        session_token: tokens[i % PLAYERS],
        transaction_id: `warm-b${i}`,
        round_id: `warm${i}`,
        game_id: 'bench-slot',
        amount: 100,
      });
      await signed('win', {
        session_token: tokens[i % PLAYERS],
        transaction_id: `warm-w${i}`,
        round_id: `warm${i}`,
        game_id: 'bench-slot',
        amount: 50,
        round_closed: true,
      });
    }

    // What the run wrote to the write-ahead log, and how many times it waited for the disk.
    await db.query(`select pg_stat_reset_shared('wal')`);
    const { latencies, errors, elapsed } = await drive(PORT, tokens);
    const [wal] = await db.query<{ records: string; bytes: string; flushes: string }>(
      `select wal_records::text as records, wal_bytes::text as bytes, wal_sync::text as flushes from pg_stat_wal`,
    );
    const { reconcile } = await import('../apps/server/src/modules/wallet/ledger.ts');
    const breaches = await reconcile(db);
    await db.close();
    stop();

    const rps = latencies.length / elapsed;
    const tps = await pgbenchTps({ scale: 10, clients: 16, seconds: SECONDS });
    const bare = await bareBaseline(tokens);
    const bareRps = bare.latencies.length / bare.elapsed;
    console.log(`synchronous_commit: ${sync}`);
    console.log(
      `rounds (signed bet + signed win over HTTP): ${latencies.length} in ${elapsed.toFixed(1)} s, ${CONNECTIONS} connections, ${PLAYERS} players, ${errors} errors`,
    );
    console.log(`rounds/s: ${rps.toFixed(0)}`);
    console.log(
      `round latency p50: ${percentile(latencies, 50).toFixed(2)} ms, p99: ${percentile(latencies, 99).toFixed(2)} ms (goal p99 < 25 ms)`,
    );
    const rounds = latencies.length;
    console.log(
      `WAL per round: ${(Number(wal!.records) / rounds).toFixed(1)} records, ${(Number(wal!.bytes) / rounds / 1024).toFixed(1)} KB; ` +
        `${wal!.flushes} flushes to disk, ${((rounds * 2) / Number(wal!.flushes)).toFixed(1)} wallet calls per flush`,
    );
    console.log(`pgbench tpcb-like (scale 10, 16 clients, prepared) tps: ${tps.toFixed(0)}`);
    console.log(`ratio rounds/s : pgbench tps = ${(rps / tps).toFixed(2)} (goal >= 0.5)`);
    console.log(
      `baseline without a database (bench/bare-wallet-server.ts: same HTTP, signature and validation work): ${bareRps.toFixed(0)} rounds/s, ` +
        `p50 ${percentile(bare.latencies, 50).toFixed(2)} ms, p99 ${percentile(bare.latencies, 99).toFixed(2)} ms; ` +
        `ratio of that to pgbench tps = ${(bareRps / tps).toFixed(2)}`,
    );
    console.log(
      `reconciliation after the run: ${breaches.length === 0 ? 'all invariants hold' : JSON.stringify(breaches.slice(0, 5))}`,
    );
    if (breaches.length || errors) process.exitCode = 1;
  } finally {
    stop();
    await Promise.all([...pools.values()].map((p) => p.close()));
    await new Promise((r) => setTimeout(r, 500));
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${target.url} (BENCH_KEEP_DB)`);
    else await target.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
