/**
 * npm run bench:ledger — postings per second through the ledger service on PostgreSQL with
 * synchronous commit on: 32 concurrent workers move money for 1,000 players (bets into the house
 * `games` account and wins back). In the same run, pgbench tpcb-like (scale 10, 16 clients,
 * prepared) on the same server gives the baseline; the ratio is postings/s over pgbench tps.
 */
import { startUp } from '../apps/server/src/bootstrap/bootstrap.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { post, reconcile } from '../apps/server/src/modules/wallet/ledger.ts';
import { benchConfig, createDatabase, insertBenchPlayers, percentile, pgbenchTps, synchronousCommit } from './lib.ts';

const PLAYERS = 1000;
const WORKERS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

async function main() {
  const target = await createDatabase('bench_ledger');
  const db = await openPostgres(target.url, WORKERS);
  try {
    const sync = await synchronousCommit(target.url);
    // The server's own start-up on the new database (no demo content, no admin: a bare site).
    const config = benchConfig(target.url);
    await startUp(db, config, { log: { info: () => undefined, warn: () => undefined }, catalogue: false });
    const [{ id: siteId }] = (await db.query<{ id: number }>('select id from sites')) as [{ id: number }];
    await insertBenchPlayers(db, siteId, PLAYERS);
    const ids = (await db.query<{ id: number }>('select id from players order by id')).map((r) => r.id);
    if (process.env.BENCH_EXPERIMENT) await db.exec(process.env.BENCH_EXPERIMENT);
    for (const id of ids) {
      await post(db, {
        siteId,
        idempotencyKey: `fund:${id}`,
        kind: 'deposit',
        playerId: id,
        entries: [
          { account: { house: 'bank' }, amount: -1_000_000n },
          { account: { playerId: id, kind: 'cash' }, amount: 1_000_000n },
        ],
      });
    }

    const latencies: number[] = [];
    let seq = 0;
    const deadline = performance.now() + SECONDS * 1000;
    const worker = async (w: number) => {
      while (performance.now() < deadline) {
        seq += 1;
        const playerId = ids[Math.floor(Math.random() * ids.length)]!;
        const amount = BigInt(1 + Math.floor(Math.random() * 100));
        const isBet = seq % 2 === 0;
        const started = performance.now();
        await post(db, {
          siteId,
          idempotencyKey: `bench:${w}:${seq}`,
          kind: isBet ? 'bet' : 'win',
          playerId,
          entries: [
            { account: { playerId, kind: 'cash' }, amount: isBet ? -amount : amount },
            { account: { house: 'games' }, amount: isBet ? amount : -amount },
          ],
        });
        latencies.push(performance.now() - started);
      }
    };
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    const elapsed = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const nodeCpu = (cpu.user + cpu.system) / 1e6 / elapsed;
    const breaches = await reconcile(db);
    await db.close();

    latencies.sort((a, b) => a - b);
    const postingsPerSecond = latencies.length / elapsed;
    const tps = await pgbenchTps({ scale: 10, clients: 16, seconds: SECONDS });
    console.log(`synchronous_commit: ${sync}`);
    console.log(`ledger postings: ${latencies.length} in ${elapsed.toFixed(1)} s by ${WORKERS} workers over ${PLAYERS} players`);
    console.log(`postings/s: ${postingsPerSecond.toFixed(0)} (the Node.js client used ${(nodeCpu * 100).toFixed(0)}% of one core of this 2-core machine)`);
    console.log(`latency p50: ${percentile(latencies, 50).toFixed(2)} ms, p99: ${percentile(latencies, 99).toFixed(2)} ms`);
    console.log(`pgbench tpcb-like (scale 10, 16 clients, prepared) tps: ${tps.toFixed(0)}`);
    console.log(`ratio postings/s : pgbench tps = ${(postingsPerSecond / tps).toFixed(2)} (goal >= 1.0)`);
    console.log(`reconciliation after the run: ${breaches.length === 0 ? 'all invariants hold' : JSON.stringify(breaches)}`);
    if (breaches.length) process.exitCode = 1;
  } finally {
    await target.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
