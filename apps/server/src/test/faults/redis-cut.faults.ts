import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db } from '../../db/client.ts';
import { reconcile } from '../../modules/wallet/ledger.ts';
import { send, type ServerNode, until } from '../nodes.ts';
import { OwnRedis } from '../redis-server.ts';
import {
  addressMaker,
  booksOf,
  expectedBooks,
  houseSlot,
  MoneyLoad,
  newPlayer,
  staffLogin,
  type Player,
  type ServerSettings,
  faultDatabase,
  startFaultServer,
  type FaultDatabase,
  type FaultServer,
} from './kit.ts';

/**
 * The server's Redis (rate-limit counters) killed under a money load, then started again, empty: the
 * server answers every request meanwhile (no 5xx, no wait), a rate limit still limits (each limiter
 * counts in the node's memory), a new player registers and logs in, nothing the load was told is
 * lost; once Redis is back the limiters write to it again. The Redis is the test's own (a free port,
 * no persistence), never the machine's service.
 */
describe('Redis cut under load', () => {
  let redis: OwnRedis | undefined;
  let books: FaultDatabase | undefined;
  let bed: FaultServer | undefined;
  let settings: ServerSettings;
  let server: ServerNode | undefined;
  let db: Db | undefined;

  beforeAll(async () => {
    redis = await OwnRedis.start();
    books = await faultDatabase('redis');
    bed = await startFaultServer('redis', books.url, redis.url);
    ({ settings, server } = bed);
    db = books.db;
  });

  afterAll(async () => {
    await bed?.close();
    await redis?.kill();
    await books?.drop();
  });

  /** The keys in the test's Redis now. */
  async function storedKeys(): Promise<string[]> {
    const client = new Redis(redis!.url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await client.connect();
      return await client.keys('*');
    } finally {
      client.disconnect();
    }
  }

  const wrongLogin = (base: string, p: Player) =>
    send(base, { method: 'POST', path: '/api/login.php', json: { username: p.username, password: 'Yanlis.Sifre.1' }, headers: { 'x-forwarded-for': p.ip }, timeoutMs: 8_000 });

  it('carries on without Redis, still limits, loses nothing, and uses Redis again once it is back', async () => {
    const base = server!.url;
    const ip = addressMaker();
    const staff = await staffLogin(base, settings.secrets, ip());
    const [victim, later, ...players] = await Promise.all(Array.from({ length: 6 }, () => newPlayer(base, ip())));
    // the limiters count in Redis: the registrations' and logins' counters are there
    expect((await storedKeys()).filter((k) => /^(login|register)_/.test(k)).length).toBeGreaterThan(0);

    let back = false;
    const load = new MoneyLoad({
      base,
      staff,
      houseSecret: settings.secrets.house,
      gameId: await houseSlot(db!),
      players,
      cycles: 1,
      keepGoing: () => !back,
      attemptTimeoutMs: 8_000,
    });
    const running = load.start();
    await until('the load under way', () => load.acknowledged >= 10 || load.failures.length > 0, 60_000, 2);

    await redis!.kill();
    // a limit still limits: five attempts on an account, then it is locked (the fifth wrong one locks it)
    const attempts: number[] = [];
    for (let i = 0; i < 6; i += 1) attempts.push((await wrongLogin(base, victim!)).status);
    expect(attempts).toEqual([401, 401, 401, 401, 429, 429]);
    const right = await send(base, { method: 'POST', path: '/api/login.php', json: { username: victim!.username, password: victim!.password }, headers: { 'x-forwarded-for': victim!.ip } });
    expect(right.status).toBe(429);
    // a new player registers and logs in meanwhile
    const newcomer = await newPlayer(base, ip());
    expect(newcomer.id).toBeGreaterThan(0);

    await redis!.start();
    // Redis is used again: a login attempt's counters land in the new (empty) Redis
    await until(
      'a rate-limit counter in the restarted Redis',
      async () => {
        await wrongLogin(base, later!);
        return (await storedKeys()).some((k) => k.startsWith('login_'));
      },
      30_000,
      250,
    );
    back = true;
    await running;

    expect(load.failures).toEqual([]);
    expect(load.acknowledged).toBe(load.ops.length);
    // nothing answered 5xx or left without an answer, while Redis was away or after
    expect(load.samples.filter((x) => x.status === 'none' || x.status >= 500).map((x) => `${x.path} ${x.status}`)).toEqual([]);
    expect(await booksOf(db!, players.map((p) => p.id))).toEqual(expectedBooks(load));
    expect(await reconcile(db!)).toEqual([]);
  });
});
