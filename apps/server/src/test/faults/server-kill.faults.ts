import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db } from '../../db/client.ts';
import { reconcile } from '../../modules/wallet/ledger.ts';
import { type ServerNode, until } from '../nodes.ts';
import {
  addressMaker,
  booksOf,
  expectedBooks,
  houseSlot,
  MoneyLoad,
  newPlayer,
  staffLogin,
  startServer,
  type ServerSettings,
  faultDatabase,
  startFaultServer,
  type FaultDatabase,
  type FaultServer,
} from './kit.ts';

/**
 * The server process killed with SIGKILL in the middle of a money load (deposits, approvals,
 * withdrawals, bets and wins through the wallet API), started again on the same database, every
 * request whose answer the client did not see sent again (same idempotency key, same transaction
 * id): every operation the client saw acknowledged is in the ledger exactly once, none is there
 * twice, each player's balance is what the client's own sums say, and the ledger reconciles.
 */
describe('the server killed in the middle of a money load', () => {
  let books: FaultDatabase | undefined;
  let bed: FaultServer | undefined;
  let settings: ServerSettings;
  let server: ServerNode | undefined;
  let db: Db | undefined;

  beforeAll(async () => {
    books = await faultDatabase('kill');
    bed = await startFaultServer('kill', books.url, process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
    ({ settings, server } = bed);
    db = books.db;
  });

  afterAll(async () => {
    await bed?.close();
    await books?.drop();
  });

  it('loses no acknowledged operation and makes none twice', async () => {
    const first = server!;
    const ip = addressMaker();
    const staff = await staffLogin(first.url, settings.secrets, ip());
    const players = await Promise.all(Array.from({ length: 8 }, () => newPlayer(first.url, ip())));
    const load = new MoneyLoad({
      base: first.url,
      staff,
      houseSecret: settings.secrets.house,
      gameId: await houseSlot(db!),
      players,
      cycles: 3,
    });
    const running = load.start();

    await until('a third of the load acknowledged', () => load.acknowledged >= load.planned / 3 || load.failures.length > 0, 120_000, 2);
    const killedAt = Date.now();
    const acknowledgedBefore = load.acknowledged;
    await first.kill9();
    server = bed!.server = startServer(settings);
    await server.ready();
    const restartMs = Date.now() - killedAt;
    await running;

    expect(load.failures).toEqual([]);
    expect(acknowledgedBefore).toBeLessThan(load.planned); // the kill came in the middle of the load
    expect(load.acknowledged).toBe(load.planned);
    // requests the kill cut: sent before it, never answered; each was sent again until answered
    const cut = load.samples.filter((s) => s.status === 'none' && s.sentAt < killedAt);
    expect(cut.length).toBeGreaterThan(0);
    const resent = load.ops.filter((o) => o.unanswered > 0);
    // what the lost attempt had already made: a request answered by its key (200, not 201), a staff
    // decision found decided (409); a wallet call's stored reply looks like a first one
    const replayed = resent.filter((o) => (o.kind === 'deposit' || o.kind === 'withdraw') && o.status === 200).length;
    const decidedUnseen = resent.filter((o) => o.status === 409).length;
    console.log(
      `SIGKILL after ${acknowledgedBefore} of ${load.planned} operations acknowledged; ${cut.length} requests cut in flight; ` +
        `${resent.length} operations sent again (${replayed} requests answered by their key, ${decidedUnseen} decisions found made); ` +
        `back up in ${restartMs} ms`,
    );

    expect(await booksOf(db!, players.map((p) => p.id))).toEqual(expectedBooks(load));
    expect(await reconcile(db!)).toEqual([]);
  });
});
