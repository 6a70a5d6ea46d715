import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../lib/crypto.ts';
import { call, type CookieJar, fundPlayer, reconcileAfterEach, registeredPlayer, staffSession, useTestContext, onPostgres } from '../../test/harness.ts';
import {
  clearAmlFlags,
  addGame,
  addProvider,
  approvedDeposit,
  cancelWithdrawal,
  decide,
  defaultSiteId,
  gameSession,
  postings,
  race,
  requestDeposit,
  requestWithdrawal,
  walletCall,
} from '../../test/wallet-kit.ts';
import { playerBalances } from './ledger.ts';

/**
 * Money cases no other test covered: idempotent and racing requests, decisions on settled requests,
 * blocked players, replays and strays of the provider wallet, amount boundaries, the audit trail.
 * The race tests run on both databases; on PostgreSQL each one proves the race happened (every
 * request was waiting inside the database behind a row lock before any committed, see race()); on
 * the embedded database (one connection, transactions one after another) they only check outcomes.
 */
let finance: CookieJar;
let siteId: number;
let houseGame: number;
const t = useTestContext({ demo: false }, async (ctx) => {
  finance = (await staffSession(ctx, 'finance')).jar;
  siteId = await defaultSiteId(ctx);
  houseGame = await addGame(ctx, 'case-slot');
});
reconcileAfterEach(t);

const balances = (id: number) => playerBalances(t.db, id);
const lockRow = (table: 'withdrawals' | 'deposits' | 'accounts') => `select id from ${table} where id = $1 for update`;
const cashAccount = async (playerId: number) =>
  (await t.db.query<{ id: bigint }>(`select id from accounts where player_id = $1 and kind = 'cash'`, [playerId]))[0]!.id;
const statusOf = async (table: 'withdrawals' | 'deposits', id: number) =>
  (await t.db.query<{ status: string }>(`select status from ${table} where id = $1`, [id]))[0]!.status;
let seq = 0;
const txid = (what: string) => `${what}-${(seq += 1)}`;

async function fundedPlayer(lira: number) {
  const p = await registeredPlayer(t);
  await approvedDeposit(t, finance, p.jar, lira);
  return p;
}

/** A player with cash (posted as a deposit) and a real session of the house game. */
async function playing(cash: bigint) {
  const p = await registeredPlayer(t);
  await fundPlayer(t.db, siteId, p.id, cash);
  return { id: p.id, token: await gameSession(t, p.id, houseGame) };
}

describe('withdrawal Idempotency-Key', () => {
  it('answers a repeated submit with the first request and holds the money once', async () => {
    const p = await fundedPlayer(1000);
    const headers = { 'idempotency-key': 'withdraw-key-0001' };
    const a = await requestWithdrawal(t, p.jar, 300, headers);
    const b = await requestWithdrawal(t, p.jar, 300, headers);
    expect([a.status, b.status]).toEqual([201, 200]);
    expect(b.json().withdrawal.id).toBe(a.json().withdrawal.id);
    expect(b.json()).toMatchObject({ balance: 700, withdraw_hold: 300 });
    expect(await postings(t.db, `t.player_id = $1 and t.kind = 'withdrawal_request'`, [p.id])).toHaveLength(1);
    // the key is the player's: another player may use the same one
    const q = await fundedPlayer(500);
    expect((await requestWithdrawal(t, q.jar, 100, headers)).status).toBe(201);
  });

  it(`creates one request for two simultaneous submits with one key${onPostgres ? ' (both in the database together)' : ''}`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const p = await fundedPlayer(1000);
      const headers = { 'idempotency-key': `withdraw-together-${round}` };
      const { results, raced } = await race(t, lockRow('accounts'), [await cashAccount(p.id)], [
        () => requestWithdrawal(t, p.jar, 400, headers),
        () => requestWithdrawal(t, p.jar, 400, headers),
      ]);
      expect(raced).toBe(onPostgres);
      expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
      expect(results[0]!.json().withdrawal.id).toBe(results[1]!.json().withdrawal.id);
      expect(await balances(p.id)).toEqual({ cash: 60_000n, bonus: 0n, withdraw_hold: 40_000n });
      const [n] = await t.db.query<{ n: number }>(`select count(*)::int as n from withdrawals where player_id = $1`, [p.id]);
      expect(n!.n).toBe(1);
    }
  });
});

describe('deposit Idempotency-Key', () => {
  it(`answers two simultaneous submits with one key as one request, even as the third pending one${onPostgres ? ' (both in the database together)' : ''}`, async () => {
    const p = await registeredPlayer(t);
    for (const lira of [500, 600]) expect((await requestDeposit(t, p.jar, lira)).status).toBe(201);
    const headers = { 'idempotency-key': 'deposit-third-0001' };
    const { results, raced } = await race(t, lockRow('accounts'), [await cashAccount(p.id)], [
      () => requestDeposit(t, p.jar, 700, headers),
      () => requestDeposit(t, p.jar, 700, headers),
    ]);
    expect(raced).toBe(onPostgres);
    // the second is a replay of the first, not a fourth request refused for the three pending
    expect(results.map((r) => r.status).sort(), JSON.stringify(results.map((r) => r.json()))).toEqual([200, 201]);
    expect(results[0]!.json().deposit.id).toBe(results[1]!.json().deposit.id);
    const [n] = await t.db.query<{ n: number }>(`select count(*)::int as n from deposits where player_id = $1`, [p.id]);
    expect(n!.n).toBe(3);
  });
});

describe('decisions racing each other', () => {
  it.each(['approve', 'reject'] as const)('player cancel racing staff %s: exactly one wins, the money follows it', async (staff) => {
    const winners: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      const p = await fundedPlayer(1000);
      const w = (await requestWithdrawal(t, p.jar, 500)).json().withdrawal.id as number;
      const { results, raced } = await race(t, lockRow('withdrawals'), [w], [
        () => cancelWithdrawal(t, p.jar, w),
        () => decide(t, finance, 'withdrawals', w, staff),
      ]);
      expect(raced).toBe(onPostgres);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const status = await statusOf('withdrawals', w);
      const cancelWon = results[0]!.status === 200;
      winners.push(cancelWon ? 'cancel' : staff);
      expect(status).toBe(cancelWon ? 'cancel' : staff === 'approve' ? 'approved' : 'rejected');
      // paid out: 500 left the player; cancelled or rejected: all 1000 back in cash
      expect(await balances(p.id)).toEqual({ cash: status === 'approved' ? 50_000n : 100_000n, bonus: 0n, withdraw_hold: 0n });
      expect(await postings(t.db, `t.reference_type = 'withdrawal' and t.reference_id = $1`, [w])).toHaveLength(2);
    }
    expect(winners).toHaveLength(4);
  });

  it('approve racing reject of one deposit: exactly one decision, money moved only for an approval', async () => {
    for (let round = 0; round < 4; round += 1) {
      const p = await registeredPlayer(t);
      const d = (await requestDeposit(t, p.jar, 800)).json().deposit.id as number;
      const { results, raced } = await race(t, lockRow('deposits'), [d], [
        () => decide(t, finance, 'deposits', d, 'approve'),
        () => decide(t, finance, 'deposits', d, 'reject'),
      ]);
      expect(raced).toBe(onPostgres);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const approved = results[0]!.status === 200;
      expect(await statusOf('deposits', d)).toBe(approved ? 'approved' : 'rejected');
      expect((await balances(p.id)).cash).toBe(approved ? 80_000n : 0n);
      const [audits] = await t.db.query<{ n: number }>(`select count(*)::int as n from audit_log where entity_type = 'deposit' and entity_id = $1`, [String(d)]);
      expect(audits!.n).toBe(1);
    }
  });

  it('a withdrawal racing a provider bet on the same cash: exactly one gets it, never both', async () => {
    for (let round = 0; round < 4; round += 1) {
      const p = await fundedPlayer(500);
      const token = await gameSession(t, p.id, houseGame);
      const { results, raced } = await race(t, lockRow('accounts'), [await cashAccount(p.id)], [
        () => requestWithdrawal(t, p.jar, 500).then((r) => ({ ok: r.status === 201, refusal: r.status === 400 ? r.json().message : null })),
        () =>
          walletCall(t, 'bet', { session_token: token, transaction_id: txid('vs-withdrawal'), round_id: txid('r'), game_id: 'case-slot', amount: 50_000 }).then((r) => ({
            ok: r.body.status === 'OK',
            refusal: r.body.code ?? null,
          })),
      ]);
      expect(raced).toBe(onPostgres);
      const [withdrawal, bet] = results;
      expect([withdrawal!.ok, bet!.ok].sort()).toEqual([false, true]);
      expect(withdrawal!.ok ? bet!.refusal : withdrawal!.refusal).toBe(withdrawal!.ok ? 'INSUFFICIENT_FUNDS' : 'Yetersiz bakiye!');
      expect(await balances(p.id)).toEqual({ cash: 0n, bonus: 0n, withdraw_hold: withdrawal!.ok ? 50_000n : 0n });
    }
  });
});

describe('settled withdrawals and blocked players', () => {
  it.each(['reject', 'cancel'] as const)('refuses `paid` on a withdrawal after %s: 409, nothing changes', async (how) => {
    const p = await fundedPlayer(1000);
    const w = (await requestWithdrawal(t, p.jar, 200)).json().withdrawal.id as number;
    expect((how === 'reject' ? await decide(t, finance, 'withdrawals', w, 'reject') : await cancelWithdrawal(t, p.jar, w)).status).toBe(200);
    const audits = async () => (await t.db.query(`select 1 from audit_log where entity_type = 'withdrawal' and entity_id = $1`, [String(w)])).length;
    const before = { audits: await audits(), balances: await balances(p.id) };
    const paid = await decide(t, finance, 'withdrawals', w, 'paid');
    expect(paid.status).toBe(409);
    expect(paid.json().message).toBe('Yalnızca onaylanmış bir çekim ödendi olarak işaretlenebilir.');
    expect(await statusOf('withdrawals', w)).toBe(how === 'reject' ? 'rejected' : 'cancel');
    expect(await audits()).toBe(before.audits);
    expect(await balances(p.id)).toEqual(before.balances);
    expect(before.balances).toEqual({ cash: 100_000n, bonus: 0n, withdraw_hold: 0n });
    // and approving it afterwards is refused too
    expect((await decide(t, finance, 'withdrawals', w, 'approve')).status).toBe(409);
  });

  it('refuses a second `paid`', async () => {
    const p = await fundedPlayer(1000);
    const w = (await requestWithdrawal(t, p.jar, 200)).json().withdrawal.id as number;
    await clearAmlFlags(t, p.id); // no play since the deposit: a low-turnover flag holds the payout until cleared
    expect((await decide(t, finance, 'withdrawals', w, 'approve')).status).toBe(200);
    expect((await decide(t, finance, 'withdrawals', w, 'paid')).status).toBe(200);
    expect((await decide(t, finance, 'withdrawals', w, 'paid')).status).toBe(409);
    expect(await balances(p.id)).toEqual({ cash: 80_000n, bonus: 0n, withdraw_hold: 0n });
  });

  it('a blocked player can neither deposit, withdraw nor cancel: their session no longer counts', async () => {
    const p = await fundedPlayer(1000);
    const w = (await requestWithdrawal(t, p.jar, 100)).json().withdrawal.id as number;
    await t.db.query(`update players set status = 'blocked' where id = $1`, [p.id]);
    const rows = async () =>
      (await t.db.query<{ n: number }>(
        `select (select count(*) from deposits where player_id = $1) + (select count(*) from withdrawals where player_id = $1)
              + (select count(*) from ledger_transactions where player_id = $1) as n`,
        [p.id],
      ))[0]!.n;
    const before = await rows();
    for (const r of [await requestDeposit(t, p.jar, 600), await requestWithdrawal(t, p.jar, 100), await cancelWithdrawal(t, p.jar, w)]) {
      expect(r.status).toBe(401);
      expect(r.json()).toMatchObject({ success: false, message: 'Giriş yapılmamış' });
    }
    expect(await rows()).toBe(before);
    expect(await balances(p.id)).toEqual({ cash: 90_000n, bonus: 0n, withdraw_hold: 10_000n });
    expect(await statusOf('withdrawals', w)).toBe('pending');
    // nor log in again
    const login = await call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: p.password } });
    expect(login.status).toBe(403);
  });
});

describe('provider wallet: replays and strays', () => {
  const count = async (key: string) => (await t.db.query(`select 1 from ledger_transactions where idempotency_key = $1`, [key])).length;

  it('replays a win and a rollback (one after another and together) with the same reply, moving money once', async () => {
    const p = await playing(1_000n);
    const bet = txid('bet');
    await walletCall(t, 'bet', { session_token: p.token, transaction_id: bet, round_id: txid('r'), game_id: 'case-slot', amount: 200 });
    const win = { session_token: p.token, transaction_id: txid('win'), round_id: 'replayed-round', game_id: 'case-slot', amount: 700, bet_transaction_id: bet, round_closed: false };
    const first = await walletCall(t, 'win', win);
    expect(first.body).toMatchObject({ status: 'OK', balance: 1_500 });
    const again = [await walletCall(t, 'win', win), ...(await Promise.all([walletCall(t, 'win', win), walletCall(t, 'win', win)]))];
    expect(again.map((r) => r.body)).toEqual([first.body, first.body, first.body]);
    expect(await count(`provider:house:${win.transaction_id}`)).toBe(1);

    const rb = { session_token: p.token, transaction_id: txid('rb'), reference_transaction_id: bet };
    const undo = await walletCall(t, 'rollback', rb);
    expect(undo.body).toMatchObject({ status: 'OK', balance: 1_700 });
    const rbAgain = [await walletCall(t, 'rollback', rb), ...(await Promise.all([walletCall(t, 'rollback', rb), walletCall(t, 'rollback', rb)]))];
    expect(rbAgain.map((r) => r.body)).toEqual([undo.body, undo.body, undo.body]);
    // a second rollback of the same bet under a new id moves nothing either
    expect((await walletCall(t, 'rollback', { ...rb, transaction_id: txid('rb') })).body).toMatchObject({ status: 'OK', balance: 1_700 });
    expect(await count(`provider:house:${rb.transaction_id}`)).toBe(1);
    expect((await balances(p.id)).cash).toBe(1_700n);
  });

  it('a second win after the round closed is a new win: credited once, the round stays closed (the current rule)', async () => {
    const p = await playing(1_000n);
    const round = txid('closed-round');
    const bet = txid('bet');
    await walletCall(t, 'bet', { session_token: p.token, transaction_id: bet, round_id: round, game_id: 'case-slot', amount: 100 });
    const close = await walletCall(t, 'win', { session_token: p.token, transaction_id: txid('win'), round_id: round, game_id: 'case-slot', amount: 300, bet_transaction_id: bet, round_closed: true });
    expect(close.body).toMatchObject({ status: 'OK', balance: 1_200 });
    const late = { session_token: p.token, transaction_id: txid('win'), round_id: round, game_id: 'case-slot', amount: 50, round_closed: false };
    expect((await walletCall(t, 'win', late)).body).toMatchObject({ status: 'OK', balance: 1_250 });
    expect((await walletCall(t, 'win', late)).body).toMatchObject({ status: 'OK', balance: 1_250 });
    const [r] = await t.db.query<{ total_bet: bigint; total_win: bigint; status: string }>(`select total_bet, total_win, status from game_rounds where round_id = $1`, [round]);
    expect(r).toEqual({ total_bet: 100n, total_win: 350n, status: 'closed' });
    expect((await balances(p.id)).cash).toBe(1_250n);
  });

  it('refuses every call of a demo session: the real wallet is never touched', async () => {
    const p = await playing(1_000n);
    const demo = await gameSession(t, null, houseGame, 'demo');
    const before = { ledger: await t.db.query(`select id from ledger_transactions`), calls: await t.db.query(`select id from provider_transactions`) };
    const bet = txid('demo-bet');
    const replies = [
      await walletCall(t, 'balance', { session_token: demo }),
      await walletCall(t, 'bet', { session_token: demo, transaction_id: bet, round_id: txid('r'), game_id: 'case-slot', amount: 100 }),
      await walletCall(t, 'win', { session_token: demo, transaction_id: txid('demo-win'), round_id: txid('r'), game_id: 'case-slot', amount: 100, round_closed: true }),
      await walletCall(t, 'rollback', { session_token: demo, transaction_id: txid('demo-rb'), reference_transaction_id: bet }),
    ];
    expect(replies.map((r) => r.body.code)).toEqual(['INVALID_SESSION', 'INVALID_SESSION', 'INVALID_SESSION', 'INVALID_SESSION']);
    expect(await t.db.query(`select id from ledger_transactions`)).toEqual(before.ledger);
    expect(await t.db.query(`select id from provider_transactions`)).toEqual(before.calls);
    // a demo session row naming a real player (never written by launch) is refused by the database
    await expect(
      t.db.query(`insert into game_sessions (id, player_id, game_id, mode, expires_at) values ($1, $2, $3, 'demo', now() + interval '1 hour')`, [
        sha256Hex(txid('x')),
        p.id,
        houseGame,
      ]),
    ).rejects.toThrow();
  });

  it('keeps two providers’ transaction ids apart, and one provider cannot roll back another’s bet', async () => {
    const acme = { id: 'acme', secret: await addProvider(t, 'acme') };
    await addGame(t, 'acme-slot', 'acme');
    const p = await playing(10_000n);
    const acmeToken = await gameSession(t, p.id, (await t.db.query<{ id: number }>(`select id from games where slug = 'acme-slot'`))[0]!.id);
    const shared = txid('shared');
    const houseBet = await walletCall(t, 'bet', { session_token: p.token, transaction_id: shared, round_id: 'shared-round', game_id: 'case-slot', amount: 1_000 });
    const acmeBet = await walletCall(t, 'bet', { session_token: acmeToken, transaction_id: shared, round_id: 'shared-round', game_id: 'acme-slot', amount: 2_000 }, acme);
    expect([houseBet.body, acmeBet.body]).toMatchObject([{ status: 'OK', balance: 9_000 }, { status: 'OK', balance: 7_000 }]);
    expect(await count(`provider:house:${shared}`)).toBe(1);
    expect(await count(`provider:acme:${shared}`)).toBe(1);

    // acme's rollback of the shared id undoes acme's bet only
    expect((await walletCall(t, 'rollback', { session_token: acmeToken, transaction_id: txid('acme-rb'), reference_transaction_id: shared }, acme)).body).toMatchObject({
      status: 'OK',
      balance: 9_000,
    });
    // a house-only bet rolled back by acme: nothing moves (acme knows no such bet), and the house bet still stands
    const houseOnly = txid('house-only');
    await walletCall(t, 'bet', { session_token: p.token, transaction_id: houseOnly, round_id: txid('r'), game_id: 'case-slot', amount: 500 });
    expect((await walletCall(t, 'rollback', { session_token: acmeToken, transaction_id: txid('acme-rb'), reference_transaction_id: houseOnly }, acme)).body).toMatchObject({
      status: 'OK',
      balance: 8_500,
    });
    // nor through the house's own session
    expect((await walletCall(t, 'rollback', { session_token: p.token, transaction_id: txid('acme-rb'), reference_transaction_id: houseOnly }, acme)).body.code).toBe('INVALID_SESSION');
    const rolled = await t.db.query<{ provider_id: string; is_rolled_back: boolean }>(
      `select provider_id, is_rolled_back from provider_transactions where transaction_id in ($1, $2) and kind = 'bet' order by provider_id, id`,
      [shared, houseOnly],
    );
    expect(rolled).toEqual([
      { provider_id: 'acme', is_rolled_back: true },
      { provider_id: 'house', is_rolled_back: false },
      { provider_id: 'house', is_rolled_back: false },
    ]);
    expect((await walletCall(t, 'win', { session_token: p.token, transaction_id: txid('win'), round_id: 'x', game_id: 'case-slot', amount: 100, bet_transaction_id: houseOnly, round_closed: true })).body).toMatchObject({
      status: 'OK',
      balance: 8_600,
    });
    expect((await balances(p.id)).cash).toBe(8_600n);
  });
});

describe('amount boundaries', () => {
  it('deposits: 500 and 1,000,000 TL accepted, 499.99 and 1,000,000.01 refused', async () => {
    const p = await registeredPlayer(t);
    expect((await requestDeposit(t, p.jar, 499.99)).json()).toMatchObject({ success: false, message: 'Minimum yatırım tutarı 500 TRY!' });
    expect((await requestDeposit(t, p.jar, 1_000_000.01)).json()).toMatchObject({ success: false, message: 'Maksimum yatırım tutarı 1.000.000 TRY!' });
    const low = await requestDeposit(t, p.jar, 500);
    const high = await requestDeposit(t, p.jar, 1_000_000);
    expect([low.status, high.status]).toEqual([201, 201]);
    await decide(t, finance, 'deposits', low.json().deposit.id, 'approve');
    await decide(t, finance, 'deposits', high.json().deposit.id, 'approve');
    expect((await balances(p.id)).cash).toBe(100_050_000n);
  });

  it('withdrawals: 100 and 250,000 TL and the whole balance accepted; 99, 250,001 and one lira over the balance refused', async () => {
    const p = await fundedPlayer(1_000_000);
    expect((await requestWithdrawal(t, p.jar, 99)).json().message).toBe('Minimum çekim tutarı 100 TRY');
    expect((await requestWithdrawal(t, p.jar, 250_001)).json().message).toBe('Tek seferde en fazla 250.000 TRY çekebilirsiniz');
    for (const lira of [100, 250_000, 250_000, 250_000]) expect((await requestWithdrawal(t, p.jar, lira)).status).toBe(201);
    // 249,900 TL left
    expect((await requestWithdrawal(t, p.jar, 250_000)).json().message).toBe('Yetersiz bakiye!');
    expect((await requestWithdrawal(t, p.jar, 249_900)).status).toBe(201);
    expect((await requestWithdrawal(t, p.jar, 100)).json().message).toBe('Yetersiz bakiye!');
    expect(await balances(p.id)).toEqual({ cash: 0n, bonus: 0n, withdraw_hold: 100_000_000n });
  });

  it('bets: the whole balance accepted, one kuruş more refused; 0, fractions, negatives refused; a huge amount is only insufficient', async () => {
    const p = await playing(1_000n);
    const bet = (amount: unknown) => walletCall(t, 'bet', { session_token: p.token, transaction_id: txid('edge'), round_id: txid('r'), game_id: 'case-slot', amount });
    for (const bad of [0, -1, 0.5, '100']) {
      const r = await bet(bad);
      expect([r.status, r.body.code], String(bad)).toEqual([400, 'BAD_REQUEST']);
    }
    expect((await bet(1_001)).body).toMatchObject({ status: 'ERROR', code: 'INSUFFICIENT_FUNDS', balance: 1_000 });
    expect((await bet(Number.MAX_SAFE_INTEGER)).body).toMatchObject({ status: 'ERROR', code: 'INSUFFICIENT_FUNDS', balance: 1_000 });
    expect((await bet(Number.MAX_SAFE_INTEGER + 1)).status).toBe(400);
    expect((await bet(1_000)).body).toMatchObject({ status: 'OK', balance: 0 });
    expect((await bet(1)).body).toMatchObject({ status: 'ERROR', code: 'INSUFFICIENT_FUNDS', balance: 0 });
    expect(await balances(p.id)).toEqual({ cash: 0n, bonus: 0n, withdraw_hold: 0n });
  });

});

describe('audit trail', () => {
  it('records every staff decision with who, what, before and after; a refused decision records nothing', async () => {
    const staff = await staffSession(t, 'finance');
    const [{ id: staffId }] = (await t.db.query<{ id: number }>(`select id from staff where username = $1`, [staff.username])) as [{ id: number }];
    const p = await registeredPlayer(t);
    const d1 = (await requestDeposit(t, p.jar, 1000)).json().deposit.id as number;
    const d2 = (await requestDeposit(t, p.jar, 700)).json().deposit.id as number;
    await decide(t, staff.jar, 'deposits', d1, 'approve');
    await decide(t, staff.jar, 'deposits', d2, 'reject');
    const w1 = (await requestWithdrawal(t, p.jar, 100)).json().withdrawal.id as number;
    const w2 = (await requestWithdrawal(t, p.jar, 200)).json().withdrawal.id as number;
    const w3 = (await requestWithdrawal(t, p.jar, 300)).json().withdrawal.id as number;
    await clearAmlFlags(t, p.id); // no play since the deposit: a low-turnover flag holds the payout until cleared
    await decide(t, staff.jar, 'withdrawals', w1, 'approve');
    await decide(t, staff.jar, 'withdrawals', w1, 'paid');
    await decide(t, staff.jar, 'withdrawals', w2, 'reject');
    await cancelWithdrawal(t, p.jar, w3);
    // refused: decided already
    expect((await decide(t, staff.jar, 'deposits', d1, 'reject')).status).toBe(409);
    expect((await decide(t, staff.jar, 'withdrawals', w2, 'approve')).status).toBe(409);
    const log = await t.db.query<{ staff_id: number | null; action: string; entity_id: string; before: { status: string }; after: { status: string } }>(
      `select staff_id, action, entity_id, before, after from audit_log
        where (entity_type = 'deposit' and entity_id in ($1, $2)) or (entity_type = 'withdrawal' and entity_id in ($3, $4, $5)) order by id`,
      [String(d1), String(d2), String(w1), String(w2), String(w3)],
    );
    expect(log.map((e) => [e.staff_id, e.action, e.entity_id, e.before.status, e.after.status])).toEqual([
      [staffId, 'deposit.approve', String(d1), 'pending', 'approved'],
      [staffId, 'deposit.reject', String(d2), 'pending', 'rejected'],
      [staffId, 'withdrawal.approve', String(w1), 'pending', 'approved'],
      [staffId, 'withdrawal.paid', String(w1), 'approved', 'done'],
      [staffId, 'withdrawal.reject', String(w2), 'pending', 'rejected'],
      // the player's own cancel is recorded too, without a staff member
      [null, 'withdrawal.cancel', String(w3), 'pending', 'cancel'],
    ]);
  });
});
