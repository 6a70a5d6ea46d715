import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client.ts';
import { SERVICE_UNAVAILABLE } from '../../lib/errors.ts';
import { reconcile } from '../../modules/wallet/ledger.ts';
import { send, type ServerNode, sleep, until } from '../nodes.ts';
import { PgFolder, type PgServer } from '../pg-cluster.ts';
import {
  addressMaker,
  balancePolls,
  booksOf,
  expectedBooks,
  houseSlot,
  MoneyLoad,
  newPlayer,
  staffLogin,
  walletReq,
  type Sample,
  type ServerSettings,
  startFaultServer,
  type FaultServer,
} from './kit.ts';

/**
 * PostgreSQL stopped (a fast shutdown, as a restart or a failover cuts it) under a light player load,
 * then started again: the server answers every request meanwhile with a clean 503 and the Turkish
 * text (the API's JSON, the wallet API's own shape, the health check unhealthy), never a 500 and never
 * a wait of seconds, and the same process (not restarted) answers 200s once the database is back,
 * every operation answered 503 sent again and made once. The cluster is the test's own (initdb in a
 * temporary directory, a free port), never the machine's service.
 */
describe('PostgreSQL stopped and started again under load', () => {
  let folder: PgFolder | undefined;
  let cluster: PgServer | undefined;
  let bed: FaultServer | undefined;
  let settings: ServerSettings;
  let server: ServerNode | undefined;

  beforeAll(async () => {
    folder = await PgFolder.create('faults-pg-');
    cluster = await folder.primary();
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('create database casino');
    await admin.end();
    bed = await startFaultServer('pg', cluster.url('casino'));
    ({ settings, server } = bed);
  });

  afterAll(async () => {
    await bed?.close();
    await folder?.remove();
  });

  /** A 503 with the Turkish text in the shape of its API (the wallet API's or the site's). */
  function cleanUnavailable(s: Sample): boolean {
    const a = s.answer;
    if (!a || a.status !== 503 || a.retryAfter === null || !a.contentType.includes('application/json')) return false;
    if (s.path.startsWith('/api/provider/')) return a.body?.status === 'ERROR' && a.body.code === 'SERVICE_UNAVAILABLE' && a.body.message === SERVICE_UNAVAILABLE;
    return a.body?.success === false && a.body.message === SERVICE_UNAVAILABLE;
  }

  it('answers clean 503s while it is down and recovers without a restart, money intact', async () => {
    const s = server!;
    const pid = s.pid;
    const ip = addressMaker();
    const staff = await staffLogin(s.url, settings.secrets, ip());
    const players = await Promise.all(Array.from({ length: 4 }, () => newPlayer(s.url, ip())));
    const setup = await openPostgres(cluster!.url('casino'), 1);
    const gameId = await houseSlot(setup);
    await setup.close();
    let recovered = false;
    const load = new MoneyLoad({
      base: s.url,
      staff,
      houseSecret: settings.secrets.house,
      gameId,
      players,
      cycles: 1,
      keepGoing: () => !recovered,
      pauseMs: 20,
      attemptTimeoutMs: 8_000,
    });
    const polls = balancePolls(s.url, players, 100);
    const running = load.start();
    await until('the load under way', () => load.acknowledged >= 10 || load.failures.length > 0, 60_000, 2);

    await cluster!.stop();
    const downAt = Date.now();
    // while it is down: the load balancer's health check, a player's call, a player's money request,
    // a staff call and a game server's call
    const health = await send(s.url, { method: 'GET', path: '/healthz', timeoutMs: 8_000 });
    const balance = await send(s.url, { method: 'GET', path: '/api/get-balance.php', cookies: players[0]!.jar, timeoutMs: 8_000 });
    const deposit = await send(s.url, {
      method: 'POST',
      path: '/api/deposit.php',
      json: { amount: 500, sender_name: 'Akbank' },
      headers: { 'idempotency-key': `kesinti-${pid}-${downAt}` },
      cookies: players[0]!.jar,
      timeoutMs: 8_000,
    });
    const queue = await send(s.url, { method: 'GET', path: '/api/admin/deposits?status=pending', cookies: staff, timeoutMs: 8_000 });
    const bet = await send(s.url, {
      ...walletReq(settings.secrets.house, 'bet', { session_token: 'kesinti', transaction_id: `kesinti-${downAt}`, round_id: 'kesinti', game_id: gameId, amount: 100 }),
      timeoutMs: 8_000,
    });
    await sleep(1_000); // the load and the polls keep knocking
    const upAt = Date.now();
    await cluster!.start();
    await until('/healthz to answer 200 again', async () => (await send(s.url, { method: 'GET', path: '/healthz', timeoutMs: 8_000 })).status === 200, 30_000);
    const healthyAt = Date.now();
    recovered = true;
    await running;
    await sleep(300);
    await polls.stop();

    // the same process all along
    expect(s.running).toBe(true);
    expect(s.pid).toBe(pid);

    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'unavailable' });
    for (const a of [balance, deposit, queue]) {
      expect(a.status).toBe(503);
      expect(a.contentType).toContain('application/json');
      expect(a.retryAfter).toBe('5');
      expect(a.body).toEqual({ success: false, message: SERVICE_UNAVAILABLE, error: SERVICE_UNAVAILABLE });
    }
    expect(bet.status).toBe(503);
    expect(bet.body).toEqual({ status: 'ERROR', code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE });

    const all = [...load.samples, ...polls.samples];
    // every request sent while the database was down was answered a clean 503
    const during = all.filter((x) => x.sentAt >= downAt && x.sentAt + x.ms <= upAt);
    expect(during.length).toBeGreaterThan(5);
    expect(during.filter((x) => !cleanUnavailable(x)).map((x) => `${x.path} ${x.status} ${x.answer?.text.slice(0, 200)}`)).toEqual([]);
    // never a 500, never a request left without an answer, never a wait of seconds
    expect(all.filter((x) => x.status === 'none' || (x.status >= 500 && x.status !== 503)).map((x) => `${x.path} ${x.status}`)).toEqual([]);
    expect(Math.max(...all.map((x) => x.ms))).toBeLessThan(5_000);
    // 200s again once it is back
    const after = polls.samples.filter((x) => x.sentAt >= healthyAt);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((x) => x.status !== 200).map((x) => `${x.path} ${x.status}`)).toEqual([]);

    // every operation answered 503 was sent again and made once; the books hold exactly what was acknowledged
    expect(load.failures).toEqual([]);
    expect(load.acknowledged).toBe(load.ops.length);
    expect(load.ops.filter((o) => o.unavailable > 0).length).toBeGreaterThan(0);
    console.log(
      `PostgreSQL down ${upAt - downAt} ms: ${during.length} requests answered 503 meanwhile; ` +
        `${load.ops.filter((o) => o.unavailable > 0).length} operations sent again after a 503; healthy ${healthyAt - upAt} ms after the start`,
    );
    const db = await openPostgres(cluster!.url('casino'), 2);
    try {
      expect(await booksOf(db, players.map((p) => p.id))).toEqual(expectedBooks(load));
      expect(await reconcile(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
