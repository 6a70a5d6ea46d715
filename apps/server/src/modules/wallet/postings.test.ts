import { describe, expect, it } from 'vitest';
import { call, type CookieJar, fundPlayer, reconcileAfterEach, registeredPlayer, staffSession, useTestContext } from '../../test/harness.ts';
import {
  clearAmlFlags,
  addGame,
  approvedDeposit,
  cancelWithdrawal,
  decide,
  defaultSiteId,
  gameSession,
  postings,
  requestDeposit,
  requestWithdrawal,
  walletCall,
  type PostingShape,
} from '../../test/wallet-kit.ts';

/**
 * Postings have a shape: for each money flow, the exact accounts and amounts of its ledger entries
 * (a payout booked to `games` instead of `bank` balances just as well, and reconcile() cannot tell).
 * Each test reads every posting of a fresh player, so a flow that posts too much shows too.
 */
let finance: CookieJar;
let siteId: number;
const game = 'shape-slot';
const t = useTestContext({ demo: false }, async (ctx) => {
  finance = (await staffSession(ctx, 'finance')).jar;
  siteId = await defaultSiteId(ctx);
  await addGame(ctx, game);
});
reconcileAfterEach(t);

const of = (playerId: number) => postings(t.db, 't.player_id = $1', [playerId]);
const shape = (kind: string, key: string, reference: string | null, entries: [string, bigint][]): PostingShape => ({
  kind,
  key,
  reference,
  entries: [...entries].sort((a, b) => a[0].localeCompare(b[0])),
});
const deposited = (p: number, id: number, kurus: bigint) => shape('deposit', `deposit:${id}:approve`, `deposit:${id}`, [['house:bank', -kurus], [`${p}:cash`, kurus]]);
const held = (p: number, id: number, kurus: bigint) =>
  shape('withdrawal_request', `withdrawal:${id}:request`, `withdrawal:${id}`, [[`${p}:cash`, -kurus], [`${p}:withdraw_hold`, kurus]]);

describe('deposits and withdrawals', () => {
  it('deposit approval: bank -> cash, once; a rejected deposit posts nothing', async () => {
    const p = await registeredPlayer(t);
    const rejected = (await requestDeposit(t, p.jar, 700)).json().deposit.id;
    expect((await decide(t, finance, 'deposits', rejected, 'reject')).status).toBe(200);
    expect(await of(p.id)).toEqual([]);
    const id = await approvedDeposit(t, finance, p.jar, 512.25);
    expect(await of(p.id)).toEqual([deposited(p.id, id, 51_225n)]);
  });

  it('withdrawal request: cash -> hold; payout: hold -> bank; paid: nothing more', async () => {
    const p = await registeredPlayer(t);
    const d = await approvedDeposit(t, finance, p.jar, 1000);
    const w = (await requestWithdrawal(t, p.jar, 300)).json().withdrawal.id;
    expect(await of(p.id)).toEqual([deposited(p.id, d, 100_000n), held(p.id, w, 30_000n)]);
    await clearAmlFlags(t, p.id); // a low-turnover flag holds the payout until risk clears it (decision 0021)
    expect((await decide(t, finance, 'withdrawals', w, 'approve')).status).toBe(200);
    expect((await decide(t, finance, 'withdrawals', w, 'paid')).status).toBe(200);
    expect(await of(p.id)).toEqual([
      deposited(p.id, d, 100_000n),
      held(p.id, w, 30_000n),
      shape('withdrawal_payout', `withdrawal:${w}:approve`, `withdrawal:${w}`, [[`${p.id}:withdraw_hold`, -30_000n], ['house:bank', 30_000n]]),
    ]);
  });

  it.each(['reject', 'cancel'] as const)('withdrawal %s: hold -> cash, the whole amount', async (how) => {
    const p = await registeredPlayer(t);
    const d = await approvedDeposit(t, finance, p.jar, 600);
    const w = (await requestWithdrawal(t, p.jar, 400)).json().withdrawal.id;
    const r = how === 'reject' ? await decide(t, finance, 'withdrawals', w, 'reject') : await cancelWithdrawal(t, p.jar, w);
    expect(r.status).toBe(200);
    expect(await of(p.id)).toEqual([
      deposited(p.id, d, 60_000n),
      held(p.id, w, 40_000n),
      shape('withdrawal_return', `withdrawal:${w}:return`, `withdrawal:${w}`, [[`${p.id}:withdraw_hold`, -40_000n], [`${p.id}:cash`, 40_000n]]),
    ]);
  });
});

describe('provider wallet calls', () => {
  let seq = 0;
  const txid = () => `shape-${(seq += 1)}`;

  async function player(cash: bigint, bonus = 0n) {
    const p = await registeredPlayer(t);
    if (cash) await fundPlayer(t.db, siteId, p.id, cash);
    if (bonus) await fundPlayer(t.db, siteId, p.id, bonus, 'bonus');
    const token = await gameSession(t, p.id, (await t.db.query<{ id: number }>(`select id from games where slug = $1`, [game]))[0]!.id);
    return { id: p.id, token };
  }
  /** The player's postings after their funding ones. */
  const played = async (p: number) => (await of(p)).filter((x) => x.kind !== 'deposit' && x.kind !== 'bonus_grant');

  it('bet from cash: cash -> games; win: games -> cash; a win of nothing posts nothing', async () => {
    const p = await player(10_000n);
    const bet = txid();
    const win = txid();
    const lost = txid();
    expect((await walletCall(t, 'bet', { session_token: p.token, transaction_id: bet, round_id: 'r-1', game_id: game, amount: 250 })).body.status).toBe('OK');
    expect((await walletCall(t, 'win', { session_token: p.token, transaction_id: win, round_id: 'r-1', game_id: game, amount: 1_000, bet_transaction_id: bet, round_closed: true })).body.status).toBe('OK');
    const bet2 = txid();
    expect((await walletCall(t, 'bet', { session_token: p.token, transaction_id: bet2, round_id: 'r-2', game_id: game, amount: 100 })).body.status).toBe('OK');
    expect((await walletCall(t, 'win', { session_token: p.token, transaction_id: lost, round_id: 'r-2', game_id: game, amount: 0, bet_transaction_id: bet2, round_closed: true })).body.status).toBe('OK');
    expect(await played(p.id)).toEqual([
      shape('bet', `provider:house:${bet}`, null, [[`${p.id}:cash`, -250n], ['house:games', 250n]]),
      shape('win', `provider:house:${win}`, null, [['house:games', -1_000n], [`${p.id}:cash`, 1_000n]]),
      shape('bet', `provider:house:${bet2}`, null, [[`${p.id}:cash`, -100n], ['house:games', 100n]]),
    ]);
  });

  it('bet beyond the cash: cash first, the rest from bonus; its rollback returns each part where it came from', async () => {
    const p = await player(100n, 500n);
    const bet = txid();
    const rb = txid();
    expect((await walletCall(t, 'bet', { session_token: p.token, transaction_id: bet, round_id: 'r-3', game_id: game, amount: 300 })).body.status).toBe('OK');
    expect((await walletCall(t, 'rollback', { session_token: p.token, transaction_id: rb, reference_transaction_id: bet })).body.status).toBe('OK');
    expect(await played(p.id)).toEqual([
      shape('bet', `provider:house:${bet}`, null, [[`${p.id}:cash`, -100n], [`${p.id}:bonus`, -200n], ['house:games', 300n]]),
      shape('rollback', `provider:house:${rb}`, null, [['house:games', -300n], [`${p.id}:cash`, 100n], [`${p.id}:bonus`, 200n]]),
    ]);
  });

  it('bet from bonus alone, and its rollback: bonus <-> games only', async () => {
    const p = await player(0n, 400n);
    const bet = txid();
    const rb = txid();
    await walletCall(t, 'bet', { session_token: p.token, transaction_id: bet, round_id: 'r-4', game_id: game, amount: 400 });
    await walletCall(t, 'rollback', { session_token: p.token, transaction_id: rb, reference_transaction_id: bet });
    expect(await played(p.id)).toEqual([
      shape('bet', `provider:house:${bet}`, null, [[`${p.id}:bonus`, -400n], ['house:games', 400n]]),
      shape('rollback', `provider:house:${rb}`, null, [['house:games', -400n], [`${p.id}:bonus`, 400n]]),
    ]);
  });

  it('a refused bet, a rollback of an unknown bet and a replayed call post nothing', async () => {
    const p = await player(100n);
    const body = { session_token: p.token, transaction_id: txid(), round_id: 'r-5', game_id: game, amount: 60 };
    await walletCall(t, 'bet', body);
    await walletCall(t, 'bet', body);
    expect((await walletCall(t, 'bet', { ...body, transaction_id: txid(), amount: 41 })).body.code).toBe('INSUFFICIENT_FUNDS');
    expect((await walletCall(t, 'rollback', { session_token: p.token, transaction_id: txid(), reference_transaction_id: 'never-sent' })).body.status).toBe('OK');
    expect(await played(p.id)).toEqual([shape('bet', `provider:house:${body.transaction_id}`, null, [[`${p.id}:cash`, -60n], ['house:games', 60n]])]);
  });
});

describe('staff balance adjustments', () => {
  const adjust = (id: number, amount: number | string, key: string) =>
    call(t.app, 'POST', `/api/admin/players/${id}/adjust`, { jar: finance, body: { amount, reason: 'Düzeltme' }, headers: { 'idempotency-key': key } });

  it('credit: bank -> cash; debit: cash -> bank; kind adjustment, no reference; a refused debit and a replay post nothing', async () => {
    const p = await registeredPlayer(t);
    expect((await adjust(p.id, 125.5, 'shape-credit-1')).status).toBe(201);
    expect((await adjust(p.id, '-40,25', 'shape-debit-1')).status).toBe(201);
    expect((await adjust(p.id, '-40,25', 'shape-debit-1')).status).toBe(200);
    expect((await adjust(p.id, -85.26, 'shape-debit-2')).status).toBe(400);
    expect(await of(p.id)).toEqual([
      shape('adjustment', `adjustment:${p.id}:shape-credit-1`, null, [['house:bank', -12_550n], [`${p.id}:cash`, 12_550n]]),
      shape('adjustment', `adjustment:${p.id}:shape-debit-1`, null, [[`${p.id}:cash`, -4_025n], ['house:bank', 4_025n]]),
    ]);
  });
});
