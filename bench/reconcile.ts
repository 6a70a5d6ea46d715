/**
 * npm run bench:reconcile — how long the scheduled reconciliation takes on a ledger of a million
 * postings (BENCH_POSTINGS, default 1,000,000: two million entries over 10,000 players), on
 * PostgreSQL, through the same code the job runs (one repeatable-read snapshot, every check).
 * Baseline in the same run: one sequential pass over the same entries (`select count(*), sum(amount)
 * from ledger_entries`), the floor of any check that must read every entry.
 */
import { startUp } from '../apps/server/src/bootstrap/bootstrap.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { runReconciliation } from '../apps/server/src/modules/wallet/wallet.service.ts';
import { benchConfig, createDatabase, insertBenchPlayers } from './lib.ts';

const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 1_000_000);
const PLAYERS = 10_000;
const CHUNK = 100_000;

async function main() {
  const target = await createDatabase('bench_reconcile');
  const db = await openPostgres(target.url, 4);
  let failed = false;
  try {
    const config = benchConfig(target.url);
    await startUp(db, config, { log: { info: () => undefined, warn: () => undefined }, catalogue: false });
    const [{ id: siteId }] = (await db.query<{ id: number }>('select id from sites')) as [{ id: number }];
    await insertBenchPlayers(db, siteId, PLAYERS);
    const [{ id: bank }] = (await db.query<{ id: string }>(
      `select id from accounts where site_id = $1 and player_id is null and kind = 'bank'`,
      [siteId],
    )) as [{ id: string }];
    const [{ first }] = (await db.query<{ first: number }>('select min(id) as first from players')) as [{ first: number }];

    // Postings written in bulk as the ledger writes them (bank -> a player's cash, each entry's
    // balance_after continuing the account's chain), then the cached balances: a consistent ledger.
    const t0 = performance.now();
    for (let off = 0; off < POSTINGS; off += CHUNK) {
      const n = Math.min(CHUNK, POSTINGS - off);
      await db.tx(async (tx) => {
        await tx.query(
          `with t as (
             insert into ledger_transactions (site_id, idempotency_key, kind, player_id)
             select $1, 'bench:' || ($2::int + g), 'deposit', $3::int + (($2::int + g) % $4::int)
               from generate_series(1, $5::int) g
             returning id, player_id
           ), e as (
             select t.id as tx, a.id as account,
                    a.balance + 100 * row_number() over (partition by a.id order by t.id) as after
               from t join accounts a on a.player_id = t.player_id and a.kind = 'cash'
           )
           insert into ledger_entries (transaction_id, account_id, amount, balance_after)
           select tx, account, amount, after from (
             select tx, account, 100::bigint as amount, after, 1 as side from e
             union all
             select t.id, $6::bigint, -100, null, 0 from t
           ) x order by tx, side`,
          [siteId, off, first, PLAYERS, n, bank],
        );
        // the cached balances: what the chain says each cash account holds now
        await tx.query(
          `update accounts a set balance = last.after
             from (select distinct on (account_id) account_id, balance_after as after
                     from ledger_entries where balance_after is not null and id > (select coalesce(max(id), 0) - $1::int * 2 from ledger_entries)
                    order by account_id, id desc) last
            where a.id = last.account_id`,
          [n],
        );
      });
    }
    await db.query('vacuum analyze');
    const loadMs = performance.now() - t0;
    const [{ entries }] = (await db.query<{ entries: string }>('select count(*)::text as entries from ledger_entries')) as [{ entries: string }];
    console.log(`ledger: ${POSTINGS.toLocaleString('en')} postings, ${Number(entries).toLocaleString('en')} entries, ${PLAYERS.toLocaleString('en')} players (written in ${(loadMs / 1000).toFixed(1)} s)`);

    const b0 = performance.now();
    await db.query('select count(*), sum(amount) from ledger_entries');
    const baselineMs = performance.now() - b0;
    const runs: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const run = await runReconciliation(db, 10 * 60_000);
      if (run.outcome !== 'ok') {
        failed = true;
        console.error(`reconciliation ${run.outcome}:`, run.breaches.slice(0, 5));
      }
      runs.push(run.durationMs);
    }
    runs.sort((a, b) => a - b);
    const median = runs[1]!;
    console.log(`baseline: one pass over every entry (count, sum): ${baselineMs.toFixed(0)} ms`);
    console.log(
      `reconcile: every check on one snapshot: median ${median} ms of 3 runs (${runs.join(', ')} ms), ` +
        `${(median / baselineMs).toFixed(1)}x the baseline pass; outcome ${failed ? 'NOT ok' : 'ok'}`,
    );
  } finally {
    await db.close();
    await target.drop();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
