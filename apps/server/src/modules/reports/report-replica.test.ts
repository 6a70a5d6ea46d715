import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { startUp } from '../../bootstrap/bootstrap.ts';
import { loadConfig } from '../../config.ts';
import { REPORT_UNAVAILABLE } from '../../db/client.ts';
import { openDatabase } from '../../db/open.ts';
import { createBus } from '../../lib/bus.ts';
import { call, type CookieJar, fundPlayer, registeredPlayer, staffJars, type TestContext } from '../../test/harness.ts';
import { caughtUp, PgFolder, type PgServer } from '../../test/pg-cluster.ts';

/**
 * Reports and CSV exports read from a PostgreSQL streaming replica when REPORT_DATABASE_URL names one
 * (db/client.ts `reports`; docs/decisions/0028). A primary of the test's own (initdb) and its hot
 * standby (pg_basebackup -R), each on its own port and folder, deleted after: the app's writes go to
 * the primary, its reports come from the replica, which shows by what the replica has not replayed
 * yet. PostgreSQL only (test:pg): the machine's server programs are used, never its server.
 */
const onPostgres = Boolean(process.env.TEST_PG_ADMIN_URL);

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const reportUrl = () => `/api/admin/reports/daily?from=${today()}&to=${today()}&group_by=day`;

describe.runIf(onPostgres)('reports and CSV exports on a streaming replica (REPORT_DATABASE_URL)', () => {
  const database = `rep_${randomBytes(4).toString('hex')}`;
  let folder: PgFolder | undefined;
  let primary: PgServer | undefined;
  let replica: PgServer | undefined;
  let t: TestContext;
  let finance: CookieJar;
  let player: Awaited<ReturnType<typeof registeredPlayer>>;
  let siteId: number;

  beforeAll(async () => {
    folder = await PgFolder.create();
    primary = await folder.primary();
    replica = await folder.replica(primary);
    // Made after the base backup: the database itself reaches the replica by streaming.
    await primary.query(`create database ${database}`);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'casino-replica-app-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: primary.url(database),
      REPORT_DATABASE_URL: replica.url(database),
      PROVIDER_HOUSE_SECRET: randomBytes(32).toString('hex'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    });
    expect(config.reportPool.url).toBe(replica.url(database));
    // As main.ts opens and starts it.
    const db = await openDatabase(config);
    await startUp(db, config, { log: { info: () => undefined, warn: () => undefined }, demo: false, catalogue: false });
    const bus = createBus();
    const app = await buildApp({ config, db, bus });
    await app.ready();
    t = {
      app,
      db,
      config,
      bus,
      async close() {
        await app.close();
        await bus.close();
        await db.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
    [finance] = await staffJars(t, 'finance');
    player = await registeredPlayer(t);
    [{ siteId }] = await db.query<{ siteId: number }>(`select site_id as "siteId" from players where id = $1`, [player.id]) as [{ siteId: number }];
    await caughtUp(primary, replica);
  });

  afterAll(async () => {
    await t?.close();
    await folder?.remove();
  });

  const totals = async () => {
    const r = await call(t.app, 'GET', reportUrl(), { jar: finance });
    expect(r.status, r.res.body).toBe(200);
    return r.json().report.totals as { deposits_count: number; deposits: number };
  };

  it('answers a report from the replica: a deposit it has not replayed yet is not in it', async () => {
    await fundPlayer(t.db, siteId, player.id, 10_000n);
    await caughtUp(primary!, replica!);
    expect(await totals()).toMatchObject({ deposits_count: 1, deposits: 100 });

    await replica!.query('select pg_wal_replay_pause()');
    try {
      for (let i = 0; i < 200; i += 1) {
        const [row] = await replica!.query<{ state: string }>('select pg_get_wal_replay_pause_state() as state');
        if (row?.state === 'paused') break;
        await new Promise((r) => setTimeout(r, 25));
      }
      await fundPlayer(t.db, siteId, player.id, 25_000n);
      // The primary holds both deposits; the report, read on the paused replica, the first only.
      const [onPrimary] = await t.db.query<{ n: number }>(`select count(*)::int as n from ledger_transactions where kind = 'deposit'`);
      expect(onPrimary!.n).toBe(2);
      expect(await totals()).toMatchObject({ deposits_count: 1, deposits: 100 });
    } finally {
      await replica!.query('select pg_wal_replay_resume()');
    }
    await caughtUp(primary!, replica!);
    expect(await totals()).toMatchObject({ deposits_count: 2, deposits: 350 });
  });

  it('keeps the report connections on the replica and every write, an export’s audit entry too, on the primary', async () => {
    const exported = async () =>
      (await t.db.query<{ n: number }>(`select count(*)::int as n from audit_log where action = 'staff.export'`))[0]!.n;
    const before = await exported();
    const report = await call(t.app, 'GET', `/api/admin/reports/daily.csv?from=${today()}&to=${today()}&group_by=day`, { jar: finance });
    expect(report.status).toBe(200);
    expect(report.res.body).toContain('Toplam');
    const deposits = await call(t.app, 'GET', '/api/admin/deposits.csv', { jar: finance });
    expect(deposits.status).toBe(200);
    expect(await exported()).toBe(before + 2);

    const reportConnections = async (server: PgServer) =>
      (await server.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = 'reports'`, [database]))[0]!.n;
    expect(await reportConnections(replica!)).toBeGreaterThan(0);
    expect(await reportConnections(primary!)).toBe(0);
    // Read-only wherever it points: a write sent on the report connections is refused.
    const refused = await t.db.reports.query(`insert into scheduled_jobs (name) values ('not-here')`).catch((e: unknown) => e);
    expect((refused as { code?: string }).code).toBe('25006');
  });

  it('answers staff a Turkish 503 while the replica is down, and the players’ calls go on', async () => {
    await replica!.kill();
    const r = await call(t.app, 'GET', reportUrl(), { jar: finance });
    expect(r.status).toBe(503);
    expect(r.json()).toEqual({ success: false, message: REPORT_UNAVAILABLE, error: REPORT_UNAVAILABLE });
    const balance = await call(t.app, 'GET', '/api/get-balance.php', { jar: player.jar });
    expect(balance.status).toBe(200);
  });
});
