/**
 * BENCH_DATABASE=<name> npx tsx bench/report-plans.ts — the plans of every report statement (each
 * grouping's report and active players over a year, to today) and of a fold step (the last
 * BENCH_FOLD ledger transactions before the watermark, 100,000 by default), on a database an earlier
 * bench:reports kept (BENCH_KEEP=1): for comparing plans before and after ANALYZE (decision 0015).
 * EXPLAIN only by default; BENCH_ANALYZE=1 runs each statement (EXPLAIN (ANALYZE, BUFFERS); the fold's
 * inserts are rolled back).
 * BENCH_NO_STATISTICS=1 plans each statement as if no table had been analyzed: its transaction deletes
 * the statistics of every table it reads (pg_statistic, pg_statistic_ext_data) and rolls back after.
 * BENCH_STALE_STATISTICS=1 plans each statement on statistics from before the load (bench/lib.ts
 * staleStatistics: every large table's statistics those of its first 5 %), in the same rolled-back way.
 * BENCH_ONLY=<regex> keeps the statements whose title matches (for example `btag: report`).
 * BENCH_QUERIES=<path> takes the statements from another version of reports.queries.ts (for example
 * an earlier commit's, written beside it), to see the plan an earlier statement took.
 */
import path from 'node:path';
import pg from 'pg';
import type { Queryable } from '../apps/server/src/db/client.ts';
import * as current from '../apps/server/src/modules/reports/reports.queries.ts';
import { ADMIN_URL, staleStatistics } from './lib.ts';

const name = process.env.BENCH_DATABASE;
if (!name) throw new Error('BENCH_DATABASE: the name of a database bench:reports kept (BENCH_KEEP=1)');
const analyze = process.env.BENCH_ANALYZE === '1';
const foldSize = BigInt(process.env.BENCH_FOLD ?? 100_000);
const noStatistics = process.env.BENCH_NO_STATISTICS === '1';
const staleStats = process.env.BENCH_STALE_STATISTICS === '1';
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const q = (process.env.BENCH_QUERIES ? await import(path.resolve(process.env.BENCH_QUERIES)) : current) as typeof current;

interface Statement {
  sql: string;
  params: unknown[];
}

/** The statements a call sends, captured rather than run; `answer` gives the rows a query needs. */
async function capture(call: (q: Queryable) => Promise<unknown>, answer: (sql: string) => unknown[] = () => []): Promise<Statement[]> {
  const seen: Statement[] = [];
  const fake: Queryable = {
    query: async <T>(sql: string, params?: unknown[]) => {
      seen.push({ sql, params: params ?? [] });
      return answer(sql) as T[];
    },
  };
  await call(fake);
  return seen.filter((s) => !/^\s*set local/.test(s.sql));
}

const client = new pg.Client({ connectionString: Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString() });
await client.connect();
try {
  const [{ w }] = (await client.query<{ w: string }>('select last_transaction_id::text as w from report_watermark')).rows as [{ w: string }];
  const after = BigInt(w);
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(d);
  const to = day(new Date());
  const from = day(new Date(Date.now() - 364 * 86_400_000));
  const plans: { title: string; statement: Statement }[] = [];
  for (const g of Object.keys(q.GROUPINGS) as current.Grouping[]) {
    // By day and campaign: an affiliate's figures, one btag of the bench's (bench/reports.ts: aff0..aff49).
    const [report] = await capture((x) => q.report(x, g, null, from, to, after, g === 'day_campaign' ? { btag: 'aff1' } : null));
    const [active] = await capture((x) => q.activePlayers(x, g, null, from, to, after));
    plans.push({ title: `a year by ${g}: report`, statement: report! }, { title: `a year by ${g}: active players`, statement: active! });
  }
  const fold = await capture(
    (x) => q.advance(x, 0, Number(foldSize)),
    (sql) => (/for update/.test(sql) ? [{ from_id: after - foldSize, to_id: after, n: String(foldSize) }] : []),
  );
  fold.filter((s) => /^\s*(with|insert)/.test(s.sql)).forEach((statement, i) => plans.push({ title: `a fold step of ${foldSize} transactions: insert ${i + 1}`, statement }));

  for (const { title, statement } of plans) {
    if (only && !only.test(title)) continue;
    await client.query('begin');
    try {
      if (noStatistics) {
        // Every table of the public schema the statement names; read by the planner through the catalogue cache, which sees this transaction's deletes.
        await client.query(
          `with t as (select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
                       where n.nspname = 'public' and c.relkind in ('r', 'p') and $1 ~ ('\\m' || c.relname || '\\M'))
           , s as (delete from pg_statistic where starelid in (select oid from t))
           delete from pg_statistic_ext_data where stxoid in (select e.oid from pg_statistic_ext e where e.stxrelid in (select oid from t))`,
          [statement.sql],
        );
      }
      if (staleStats) {
        const large = await client.query<{ name: string }>(
          `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind = 'r' and c.reltuples > 1000 order by c.relname`,
        );
        await staleStatistics(client, large.rows.map((r) => r.name));
      }
      await client.query(`set local jit = off`);
      await client.query(`set local work_mem = '64MB'`);
      const explained = await client.query<{ 'QUERY PLAN': string }>(
        `explain ${analyze ? '(analyze, buffers)' : ''} ${statement.sql}`,
        statement.params.map((p) => (typeof p === 'bigint' ? p.toString() : p)),
      );
      console.log(`\n==== ${title}${noStatistics ? ' (without statistics)' : staleStats ? ' (statistics of the first 5 %)' : ''}\n${explained.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    } finally {
      await client.query('rollback');
    }
  }
} finally {
  await client.end();
}
