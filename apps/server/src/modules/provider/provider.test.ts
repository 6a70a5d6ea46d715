import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { createTestContext, fundPlayer, registeredPlayer, type TestContext } from '../../test/harness.ts';
import { defaultSiteId, insertGame } from '../../test/wallet-kit.ts';
import { playerBalances, reconcile } from '../wallet/ledger.ts';
import { signedHeaders } from './signature.ts';

/** Contract tests of the provider wallet API, driven over HTTP as a third-party game server would. */
let t: TestContext;
let gameId: number;
let siteId: number;
beforeAll(async () => {
  t = await createTestContext({ demo: false });
  siteId = await defaultSiteId(t);
  gameId = await insertGame(t, { slug: 'test-slot', name: 'Test Slotu' });
});
afterAll(async () => {
  expect(await reconcile(t.db)).toEqual([]);
  await t.close();
});

async function session(playerId: number, opts: { expired?: boolean } = {}) {
  const token = randomToken();
  await t.db.query(
    `insert into game_sessions (id, player_id, game_id, mode, expires_at) values ($1, $2, $3, 'real', now() + $4::interval)`,
    [sha256Hex(token), playerId, gameId, opts.expired ? '-1 minute' : '1 hour'],
  );
  return token;
}

const fund = (playerId: number, kurus: bigint) => fundPlayer(t.db, siteId, playerId, kurus);

async function send(path: string, body: unknown, opts: { secret?: string; provider?: string; raw?: string } = {}) {
  const raw = opts.raw ?? JSON.stringify(body);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/provider/v1/${path}`,
    headers: signedHeaders({ id: opts.provider ?? 'house', secret: opts.secret ?? t.config.providerHouseSecret }, `/api/provider/v1/${path}`, raw),
    payload: raw,
  });
  return { status: res.statusCode, body: res.json() };
}

let seq = 0;
const txid = () => `tx-${Date.now()}-${(seq += 1)}`;

describe('provider wallet API', () => {
  it('refuses a bad or missing signature with 401 and moves nothing', async () => {
    const p = await registeredPlayer(t);
    await fund(p.id, 10_000n);
    const token = await session(p.id);
    const body = { session_token: token, transaction_id: txid(), round_id: 'r1', game_id: 'test-slot', amount: 100 };
    expect((await send('bet', body, { secret: 'wrong' })).status).toBe(401);
    expect((await send('bet', body, { provider: 'nobody' })).status).toBe(401);
    const raw = JSON.stringify(body);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/provider/v1/bet',
      headers: signedHeaders({ id: 'house', secret: t.config.providerHouseSecret }, '/api/provider/v1/bet', raw),
      payload: raw.replace('"amount":100', '"amount":9000'),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await playerBalances(t.db, p.id)).cash).toBe(10_000n);
  });

  it('runs in its own scope: none of the site hooks (CSRF, sessions, page headers) apply', async () => {
    const p = await registeredPlayer(t);
    await fund(p.id, 10_000n);
    const token = await session(p.id);
    const raw = JSON.stringify({ session_token: token });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/provider/v1/balance',
      headers: {
        ...signedHeaders({ id: 'house', secret: t.config.providerHouseSecret }, '/api/provider/v1/balance', raw),
        // a browser's cross-site call would be refused by the site's CSRF check
        origin: 'https://elsewhere.example',
        'sec-fetch-site': 'cross-site',
        cookie: 'sid=whatever',
      },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'OK', balance: 10_000 });
    expect(res.headers['x-frame-options']).toBeUndefined();
    // the site itself still refuses the same cross-site call
    const site = await t.app.inject({ method: 'POST', url: '/api/login.php', headers: { origin: 'https://elsewhere.example' }, payload: {} });
    expect(site.statusCode).toBe(403);
    expect(site.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers an unknown wallet path with 404 and is listed in the API description', async () => {
    const res = await send('jackpot', {});
    expect(res.status).toBe(404);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/provider/v1/bet', '/api/provider/v1/win', '/api/provider/v1/rollback']));
  });

  it('answers balance, bet and win with balances in kuruş', async () => {
    const p = await registeredPlayer(t);
    await fund(p.id, 10_000n);
    const token = await session(p.id);
    expect((await send('balance', { session_token: token })).body).toMatchObject({ status: 'OK', balance: 10_000 });
    const bet = await send('bet', { session_token: token, transaction_id: txid(), round_id: 'round-a', game_id: 'test-slot', amount: 250 });
    expect(bet.body).toMatchObject({ status: 'OK', balance: 9_750, transaction_id: expect.stringMatching(/^\d+$/) });
    const win = await send('win', { session_token: token, transaction_id: txid(), round_id: 'round-a', game_id: 'test-slot', amount: 1000, round_closed: true });
    expect(win.body).toMatchObject({ status: 'OK', balance: 10_750 });
    const [round] = await t.db.query<{ total_bet: bigint; total_win: bigint; status: string }>(
      `select total_bet, total_win, status from game_rounds where round_id = 'round-a'`,
    );
    expect(round).toEqual({ total_bet: 250n, total_win: 1000n, status: 'closed' });
  });

  it('replays the same request with the same reply and moves money once', async () => {
    const p = await registeredPlayer(t);
    await fund(p.id, 10_000n);
    const token = await session(p.id);
    const body = { session_token: token, transaction_id: txid(), round_id: 'round-b', game_id: 'test-slot', amount: 300 };
    const first = await send('bet', body);
    const again = await send('bet', body);
    const concurrent = await Promise.all([send('bet', body), send('bet', body)]);
    expect(again.body).toEqual(first.body);
    expect(concurrent.map((r) => r.body)).toEqual([first.body, first.body]);
    expect((await playerBalances(t.db, p.id)).cash).toBe(9_700n);
  });

  it('refuses the same transaction id with other data', async () => {
    const p = await registeredPlayer(t);
    await fund(p.id, 10_000n);
    const token = await session(p.id);
    const id = txid();
    await send('bet', { session_token: token, transaction_id: id, round_id: 'round-c', game_id: 'test-slot', amount: 100 });
    const dup = await send('bet', { session_token: token, transaction_id: id, round_id: 'round-c', game_id: 'test-slot', amount: 200 });
    expect(dup.body).toMatchObject({ status: 'ERROR', code: 'DUPLICATE_TRANSACTION' });
    expect((await playerBalances(t.db, p.id)).cash).toBe(9_900n);
  });

  it('rolls back a bet once, and refuses a bet whose rollback came first', async () => {
    const p = await registeredPlayer(t);
    await fund(p.id, 10_000n);
    const token = await session(p.id);
    const betId = txid();
    await send('bet', { session_token: token, transaction_id: betId, round_id: 'round-d', game_id: 'test-slot', amount: 400 });
    const rb = await send('rollback', { session_token: token, transaction_id: txid(), reference_transaction_id: betId });
    expect(rb.body).toMatchObject({ status: 'OK', balance: 10_000 });
    const rb2 = await send('rollback', { session_token: token, transaction_id: txid(), reference_transaction_id: betId });
    expect(rb2.body).toMatchObject({ status: 'OK', balance: 10_000 });
    const lateWin = await send('win', { session_token: token, transaction_id: txid(), round_id: 'round-d', game_id: 'test-slot', amount: 50, bet_transaction_id: betId, round_closed: true });
    expect(lateWin.body).toMatchObject({ status: 'ERROR', code: 'TRANSACTION_ROLLED_BACK' });

    const ghost = txid();
    const early = await send('rollback', { session_token: token, transaction_id: txid(), reference_transaction_id: ghost });
    expect(early.body).toMatchObject({ status: 'OK', balance: 10_000 });
    const late = await send('bet', { session_token: token, transaction_id: ghost, round_id: 'round-e', game_id: 'test-slot', amount: 100 });
    expect(late.body).toMatchObject({ status: 'ERROR', code: 'TRANSACTION_ROLLED_BACK' });
    expect((await playerBalances(t.db, p.id)).cash).toBe(10_000n);
  });

  it('refuses to roll back a bet whose round is settled (a win paid, or closed by a losing result), in either order', async () => {
    const p = await registeredPlayer(t);
    await fund(p.id, 10_000n);
    const token = await session(p.id);
    // A win was paid: the rollback of its bet is refused and nothing moves (the stake is not handed back on top of the win).
    const won = txid();
    await send('bet', { session_token: token, transaction_id: won, round_id: 'round-won', game_id: 'test-slot', amount: 400 });
    const win = await send('win', { session_token: token, transaction_id: txid(), round_id: 'round-won', game_id: 'test-slot', amount: 1_000, bet_transaction_id: won, round_closed: true });
    expect(win.body).toMatchObject({ status: 'OK', balance: 10_600 });
    const rb = await send('rollback', { session_token: token, transaction_id: txid(), reference_transaction_id: won });
    expect(rb.body).toMatchObject({ status: 'ERROR', code: 'ROUND_SETTLED' });
    expect(rb.body.message).toBe('Kazancı ödenmiş veya kapanmış bir turun bahsi geri alınamaz');
    // A win paid in a round not yet closed settles it too.
    const open = txid();
    await send('bet', { session_token: token, transaction_id: open, round_id: 'round-open-win', game_id: 'test-slot', amount: 100 });
    await send('win', { session_token: token, transaction_id: txid(), round_id: 'round-open-win', game_id: 'test-slot', amount: 50, bet_transaction_id: open, round_closed: false });
    expect((await send('rollback', { session_token: token, transaction_id: txid(), reference_transaction_id: open })).body.code).toBe('ROUND_SETTLED');
    // A round closed by a win of 0 (the player lost): the lost stake is not refunded.
    const lost = txid();
    await send('bet', { session_token: token, transaction_id: lost, round_id: 'round-lost', game_id: 'test-slot', amount: 300 });
    await send('win', { session_token: token, transaction_id: txid(), round_id: 'round-lost', game_id: 'test-slot', amount: 0, bet_transaction_id: lost, round_closed: true });
    expect((await send('rollback', { session_token: token, transaction_id: txid(), reference_transaction_id: lost })).body.code).toBe('ROUND_SETTLED');
    // The other order: a rollback first, then the win is refused (the bet is gone).
    const first = txid();
    await send('bet', { session_token: token, transaction_id: first, round_id: 'round-rb-first', game_id: 'test-slot', amount: 200 });
    expect((await send('rollback', { session_token: token, transaction_id: txid(), reference_transaction_id: first })).body.status).toBe('OK');
    const late = await send('win', { session_token: token, transaction_id: txid(), round_id: 'round-rb-first', game_id: 'test-slot', amount: 900, bet_transaction_id: first, round_closed: true });
    expect(late.body).toMatchObject({ status: 'ERROR', code: 'TRANSACTION_ROLLED_BACK' });
    // 10,000 - 400 + 1,000 - 100 + 50 - 300 (and the 200 returned)
    expect((await playerBalances(t.db, p.id)).cash).toBe(10_250n);
    const rounds = await t.db.query<{ round_id: string; total_bet: string; total_win: string; status: string }>(
      `select round_id, total_bet::text, total_win::text, status from game_rounds where player_id = $1 order by round_id`,
      [p.id],
    );
    expect(rounds).toEqual([
      { round_id: 'round-lost', total_bet: '300', total_win: '0', status: 'closed' },
      { round_id: 'round-open-win', total_bet: '100', total_win: '50', status: 'open' },
      { round_id: 'round-rb-first', total_bet: '0', total_win: '0', status: 'cancelled' },
      { round_id: 'round-won', total_bet: '400', total_win: '1000', status: 'closed' },
    ]);
  });

  it('refuses an overdraft with the balance, and never overdraws under concurrent bets', async () => {
    const p = await registeredPlayer(t);
    await fund(p.id, 1_000n);
    const token = await session(p.id);
    const over = await send('bet', { session_token: token, transaction_id: txid(), round_id: 'round-f', game_id: 'test-slot', amount: 1_001 });
    expect(over.body).toMatchObject({ status: 'ERROR', code: 'INSUFFICIENT_FUNDS', balance: 1_000 });
    const bets = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send('bet', { session_token: token, transaction_id: txid(), round_id: `round-g${i}`, game_id: 'test-slot', amount: 100 })),
    );
    expect(bets.filter((b) => b.body.status === 'OK')).toHaveLength(10);
    expect(bets.filter((b) => b.body.code === 'INSUFFICIENT_FUNDS')).toHaveLength(2);
    expect((await playerBalances(t.db, p.id)).cash).toBe(0n);
  });

  it('accepts wins and rollbacks after the session expired, but not bets', async () => {
    const p = await registeredPlayer(t);
    await fund(p.id, 1_000n);
    const token = await session(p.id);
    const betId = txid();
    expect((await send('bet', { session_token: token, transaction_id: betId, round_id: 'round-h', game_id: 'test-slot', amount: 100 })).body.status).toBe('OK');
    await t.db.query(`update game_sessions set expires_at = now() - interval '1 minute' where id = $1`, [sha256Hex(token)]);
    expect((await send('bet', { session_token: token, transaction_id: txid(), round_id: 'round-h2', game_id: 'test-slot', amount: 100 })).body).toMatchObject({
      status: 'ERROR',
      code: 'INVALID_SESSION',
    });
    const win = await send('win', { session_token: token, transaction_id: txid(), round_id: 'round-h', game_id: 'test-slot', amount: 500, bet_transaction_id: betId, round_closed: true });
    expect(win.body).toMatchObject({ status: 'OK', balance: 1_400 });
  });

  it('refuses a win for another player’s bet, or for a round without a standing bet', async () => {
    const a = await registeredPlayer(t);
    const b = await registeredPlayer(t);
    await fund(a.id, 1_000n);
    await fund(b.id, 1_000n);
    const ta = await session(a.id);
    const tb = await session(b.id);
    const betId = txid();
    await send('bet', { session_token: ta, transaction_id: betId, round_id: 'round-x', game_id: 'test-slot', amount: 100 });
    const stolen = await send('win', { session_token: tb, transaction_id: txid(), round_id: 'round-x', game_id: 'test-slot', amount: 900, bet_transaction_id: betId, round_closed: true });
    expect(stolen.body).toMatchObject({ status: 'ERROR', code: 'UNKNOWN_TRANSACTION' });
    const orphan = await send('win', { session_token: tb, transaction_id: txid(), round_id: 'no-bet-round', game_id: 'test-slot', amount: 900, round_closed: true });
    expect(orphan.body).toMatchObject({ status: 'ERROR', code: 'UNKNOWN_TRANSACTION' });
    expect((await playerBalances(t.db, b.id)).cash).toBe(1_000n);
  });

  it('settles a bet racing its own rollback exactly once (the stake is never lost)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const p = await registeredPlayer(t);
      await fund(p.id, 1_000n);
      const token = await session(p.id);
      const betId = txid();
      const [bet, rb] = await Promise.all([
        send('bet', { session_token: token, transaction_id: betId, round_id: `race-${betId}`, game_id: 'test-slot', amount: 300 }),
        send('rollback', { session_token: token, transaction_id: txid(), reference_transaction_id: betId }),
      ]);
      expect(rb.body.status).toBe('OK');
      // Whichever came first, the player ends with the whole 10 TL: refunded, or refused as rolled back.
      expect((await playerBalances(t.db, p.id)).cash, JSON.stringify(bet.body)).toBe(1_000n);
    }
  });

  it('books a round on the session\'s game when the provider names another provider\'s game or an id out of range', async () => {
    // Another provider's game, named by its numeric id: a provider may book rounds only on its own games.
    await t.db.query(`insert into providers (id, name, secret) values ('other', 'Başka Sağlayıcı', 'x') on conflict do nothing`);
    const foreign = await insertGame(t, { slug: 'other-slot', name: 'Başka Slot', rtp: 95, provider: 'other' });
    const p = await registeredPlayer(t);
    await fund(p.id, 1_000n);
    const token = await session(p.id);
    const cases = [
      { round: 'round-foreign', game_id: foreign },
      { round: 'round-huge', game_id: 2_147_483_647_000 },
    ];
    for (const c of cases) {
      const r = await send('bet', { session_token: token, transaction_id: txid(), round_id: c.round, game_id: c.game_id, amount: 100 });
      expect(r.status).toBe(200);
      expect(r.body.status).toBe('OK');
    }
    const rounds = await t.db.query<{ round_id: string; game_id: number; total_bet: string }>(
      `select round_id, game_id, total_bet::text from game_rounds where player_id = $1 order by round_id`,
      [p.id],
    );
    expect(rounds).toEqual([
      { round_id: 'round-foreign', game_id: gameId, total_bet: '100' },
      { round_id: 'round-huge', game_id: gameId, total_bet: '100' },
    ]);
    // Its own game by numeric id is booked as named.
    const own = await insertGame(t, { slug: 'own-second', name: 'İkinci Slot' });
    await send('bet', { session_token: token, transaction_id: txid(), round_id: 'round-own', game_id: own, amount: 100 });
    const [booked] = await t.db.query<{ game_id: number }>(`select game_id from game_rounds where round_id = 'round-own'`);
    expect(booked!.game_id).toBe(own);
  });

  it('refuses a blocked player, an unknown session and a malformed body', async () => {
    const p = await registeredPlayer(t);
    await fund(p.id, 1_000n);
    const token = await session(p.id);
    await t.db.query(`update players set status = 'blocked' where id = $1`, [p.id]);
    expect((await send('bet', { session_token: token, transaction_id: txid(), round_id: 'r', game_id: 'test-slot', amount: 100 })).body.code).toBe('PLAYER_BLOCKED');
    expect((await send('balance', { session_token: 'yok' })).body.code).toBe('INVALID_SESSION');
    const bad = await send('bet', { session_token: token, amount: -5 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_REQUEST');
    expect((await send('bet', null, { raw: '{not json' })).status).toBe(400);
    // Text PostgreSQL cannot store is refused before the database, without failing anyone else's call.
    await t.db.query(`update players set status = 'active' where id = $1`, [p.id]);
    const [nul, fine] = await Promise.all([
      send('bet', { session_token: token, transaction_id: `${txid()}\u0000`, round_id: 'r-nul', game_id: 'test-slot', amount: 100 }),
      send('bet', { session_token: token, transaction_id: txid(), round_id: 'r-ok', game_id: 'test-slot', amount: 100 }),
    ]);
    expect(nul.status).toBe(400);
    expect(nul.body.code).toBe('BAD_REQUEST');
    expect(fine.body).toMatchObject({ status: 'OK', balance: 900 });
  });

  it('spends cash first, then bonus, and a rollback returns each part where it came from', async () => {
    const p = await registeredPlayer(t);
    await fund(p.id, 100n);
    await fundPlayer(t.db, siteId, p.id, 500n, 'bonus');
    const token = await session(p.id);
    const betId = txid();
    expect((await send('bet', { session_token: token, transaction_id: betId, round_id: 'round-i', game_id: 'test-slot', amount: 300 })).body.balance).toBe(300);
    expect(await playerBalances(t.db, p.id)).toMatchObject({ cash: 0n, bonus: 300n });
    await send('rollback', { session_token: token, transaction_id: txid(), reference_transaction_id: betId });
    expect(await playerBalances(t.db, p.id)).toMatchObject({ cash: 100n, bonus: 500n });
  });

  it("keeps a player's round when another player's bet in a round of the same id is rolled back", async () => {
    const a = await registeredPlayer(t);
    const b = await registeredPlayer(t);
    await fund(a.id, 10_000n);
    await fund(b.id, 10_000n);
    const ta = await session(a.id);
    const tb = await session(b.id);
    const round = `table-${txid()}`;
    const betB = txid();
    expect((await send('bet', { session_token: ta, transaction_id: txid(), round_id: round, game_id: 'test-slot', amount: 100 })).body.status).toBe('OK');
    expect((await send('bet', { session_token: tb, transaction_id: betB, round_id: round, game_id: 'test-slot', amount: 500 })).body.status).toBe('OK');
    expect((await send('rollback', { session_token: tb, transaction_id: txid(), reference_transaction_id: betB })).body.status).toBe('OK');
    const rows = await t.db.query<{ player_id: number; total_bet: bigint; status: string }>(
      `select player_id, total_bet, status from game_rounds where round_id = $1`,
      [round],
    );
    expect(rows).toEqual([{ player_id: a.id, total_bet: 100n, status: 'open' }]);
    // A's win without a bet id still finds A's standing bet.
    const win = await send('win', { session_token: ta, transaction_id: txid(), round_id: round, game_id: 'test-slot', amount: 300, round_closed: true });
    expect(win.body.status).toBe('OK');
    expect((await playerBalances(t.db, a.id)).cash).toBe(10_200n);
    expect((await playerBalances(t.db, b.id)).cash).toBe(10_000n);
  });
});
