import { describe, expect, it } from 'vitest';
import { REPORT_TIMEOUT } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { call, type CookieJar, registeredPlayer, staffJars, useTestContext } from '../../test/harness.ts';

/**
 * Reports and CSV exports run on connections of their own (db/client.ts `reports`), each statement
 * under a timeout (here 1.5 s, two connections): a report that takes too long answers staff a Turkish
 * 503 in the usual error shape, never a 500, and while every report connection is busy the players'
 * calls still answer from the main pool. PostgreSQL only: PGlite is one connection without a
 * statement timeout (its reports run on the database itself).
 */
const onPostgres = Boolean(process.env.TEST_PG_ADMIN_URL);
const TIMEOUT_MS = 1_500;

let finance: CookieJar, risk: CookieJar;
const t = useTestContext({ demo: false, config: { reportPool: { size: 2, statementTimeoutMs: TIMEOUT_MS } } }, async (ctx) => {
  [finance, risk] = await staffJars(ctx, 'finance', 'risk');
});

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const reportUrl = (groupBy = 'day') => `/api/admin/reports/daily?from=${today()}&to=${today()}&group_by=${groupBy}`;

/** Holds an exclusive lock on `table` from a main-pool connection until `release` is called. */
function lockTable(table: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let locked!: () => void;
  const held = new Promise<void>((r) => (locked = r));
  const done = t.db.tx(async (tx) => {
    await tx.query(`lock table ${table} in access exclusive mode`);
    locked();
    await released;
  });
  return { held, release: async () => (release(), await done) };
}

/** The report pool's connections waiting on a lock. */
async function reportConnectionsWaiting(): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and application_name = 'reports' and wait_event_type = 'Lock'`,
  );
  return row!.n;
}

describe('the reports’ own connections', () => {
  it('answers a report on them as before', async () => {
    const r = await call(t.app, 'GET', reportUrl(), { jar: finance });
    expect(r.status, JSON.stringify(r.json())).toBe(200);
  });

  it.skipIf(!onPostgres)('stops a statement at the timeout with a 503 (PostgreSQL)', async () => {
    const err = await t.db.reports.query('select pg_sleep(10)').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(503);
    expect((err as AppError).message).toBe(REPORT_TIMEOUT);
    // The main pool has no such timeout.
    await expect(t.db.query(`select pg_sleep(${(TIMEOUT_MS + 200) / 1000})`)).resolves.toHaveLength(1);
  });

  it.skipIf(!onPostgres)('refuses a write on them: their transactions are read-only (PostgreSQL)', async () => {
    const refused = await t.db.reports.query(`insert into scheduled_jobs (name) values ('report-pool-write')`).catch((e: unknown) => e);
    expect((refused as { code?: string }).code).toBe('25006');
    expect(await t.db.query(`select 1 from scheduled_jobs where name = 'report-pool-write'`)).toHaveLength(0);
  });

  it.skipIf(!onPostgres)('answers staff a Turkish 503 when a report or an export runs out of time (PostgreSQL)', async () => {
    const summaries = lockTable('report_watermark');
    const deposits = lockTable('deposits');
    const flags = lockTable('aml_flags');
    await Promise.all([summaries.held, deposits.held, flags.held]);
    try {
      const replies = await Promise.all([
        call(t.app, 'GET', reportUrl('btag'), { jar: finance }),
        call(t.app, 'GET', `/api/admin/reports/daily.csv?from=${today()}&to=${today()}&group_by=game`, { jar: finance }),
        call(t.app, 'GET', '/api/admin/deposits.csv', { jar: finance }),
        call(t.app, 'GET', `/api/admin/aml/report?from=${today()}&to=${today()}&period=day`, { jar: risk }),
      ]);
      for (const r of replies) {
        expect(r.status, r.res.body).toBe(503);
        expect(r.json()).toEqual({ success: false, message: REPORT_TIMEOUT, error: REPORT_TIMEOUT });
      }
    } finally {
      await Promise.all([summaries.release(), deposits.release(), flags.release()]);
    }
  });

  it.skipIf(!onPostgres)('keeps the players’ calls answering while every report connection is busy (PostgreSQL)', async () => {
    const player = await registeredPlayer(t);
    const lock = lockTable('report_watermark');
    await lock.held;
    let reports: Promise<{ status: number }[]> | undefined;
    try {
      reports = Promise.all([call(t.app, 'GET', reportUrl(), { jar: finance }), call(t.app, 'GET', '/api/admin/reports/dashboard', { jar: finance })]);
      // Both report connections wait on the lock.
      for (let i = 0; i < 50 && (await reportConnectionsWaiting()) < 2; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(await reportConnectionsWaiting()).toBe(2);
      const started = performance.now();
      const balance = await call(t.app, 'GET', '/api/get-balance.php', { jar: player.jar });
      expect(balance.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS / 2);
      expect(await reportConnectionsWaiting()).toBe(2);
    } finally {
      await lock.release();
    }
    // Released before their timeout, the reports answer.
    for (const r of await reports!) expect(r.status).toBe(200);
  });
});
