/**
 * BENCH_DATABASE=<name> npx tsx bench/report-plans.ts — the plans of every report statement (each
 * grouping's report and active players over a year, to today) and of a fold step (the last
 * BENCH_FOLD ledger transactions before the watermark, 100,000 by default), on a database an earlier
 * bench:reports kept (BENCH_KEEP=1): for comparing plans before and after ANALYZE (decision 0015).
 * EXPLAIN only by default; BENCH_ANALYZE=1 runs each statement (EXPLAIN (ANALYZE, BUFFERS); the fold's
 * inserts are rolled back).
 */
import pg from 'pg';
import type { Queryable } from '../apps/server/src/db/client.ts';
import * as q from '../apps/server/src/modules/reports/reports.queries.ts';
import { ADMIN_URL } from './lib.ts';

const name = process.env.BENCH_DATABASE;
if (!name) throw new Error('BENCH_DATABASE: the name of a database bench:reports kept (BENCH_KEEP=1)');
const analyze = process.env.BENCH_ANALYZE === '1';
const foldSize = BigInt(process.env.BENCH_FOLD ?? 100_000);

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
  for (const g of Object.keys(q.GROUPINGS) as q.Grouping[]) {
    const [report] = await capture((x) => q.report(x, g, null, from, to, after));
    const [active] = await capture((x) => q.activePlayers(x, g, null, from, to, after));
    plans.push({ title: `a year by ${g}: report`, statement: report! }, { title: `a year by ${g}: active players`, statement: active! });
  }
  const fold = await capture(
    (x) => q.advance(x, 0, Number(foldSize)),
    (sql) => (/for update/.test(sql) ? [{ from_id: after - foldSize, to_id: after, n: String(foldSize) }] : []),
  );
  fold.filter((s) => /^\s*(with|insert)/.test(s.sql)).forEach((statement, i) => plans.push({ title: `a fold step of ${foldSize} transactions: insert ${i + 1}`, statement }));

  for (const { title, statement } of plans) {
    await client.query('begin');
    try {
      await client.query(`set local jit = off`);
      await client.query(`set local work_mem = '64MB'`);
      const explained = await client.query<{ 'QUERY PLAN': string }>(
        `explain ${analyze ? '(analyze, buffers)' : ''} ${statement.sql}`,
        statement.params.map((p) => (typeof p === 'bigint' ? p.toString() : p)),
      );
      console.log(`\n==== ${title}\n${explained.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    } finally {
      await client.query('rollback');
    }
  }
} finally {
  await client.end();
}
