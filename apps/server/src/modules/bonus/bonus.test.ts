import { describe, expect, it } from 'vitest';
import { bonusMessages } from '@app/shared/api/bonus.ts';
import { call, type CookieJar, fundPlayer, grantTestBonus, reconcileAfterEach, registeredPlayer, staffSession, useTestContext } from '../../test/harness.ts';
import {
  addGame,
  approvedDeposit,
  defaultSiteId,
  gameSession,
  postings,
  race,
  requestWithdrawal,
  walletCall,
  withdrawBody,
  type PostingShape,
} from '../../test/wallet-kit.ts';
import { istanbulToday } from '../wallet/wallet.service.ts';
import * as q from './bonus.queries.ts';
import { expireBonuses } from './bonus.service.ts';

/**
 * The bonus engine's player calls (docs/decisions/0012): activation, the deposit offer, the lists,
 * cancel, the withdrawal forfeit, expiry and loss cashback, each with its refusals in Turkish and the
 * exact postings it makes; the books reconcile after every test.
 */
let finance: CookieJar;
let siteId: number;
let gameId: number;
const promo: Record<string, number> = {};
const GAME = 'bonus-slot';

const base = { description: 'Test', banner: '', percent: 0, fixed_amount_kurus: 0, max_bonus_kurus: 0, min_deposit_kurus: 0, rollover: 10, validity_days: 7, note: '', sort: 0 };

const t = useTestContext({ demo: false }, async (ctx) => {
  finance = (await staffSession(ctx, 'finance')).jar;
  siteId = await defaultSiteId(ctx);
  gameId = await addGame(ctx, GAME);
  const add = async (key: string, p: Partial<q.NewPromotion> & Pick<q.NewPromotion, 'name' | 'bonus_type'>) => {
    promo[key] = await q.insertPromotion(ctx.db, siteId, { ...base, ...p });
  };
  await add('free', { name: 'Deneme 100', bonus_type: 'free', fixed_amount_kurus: 10_000, rollover: 20, max_bet_kurus: 2_000 });
  await add('free2', { name: 'Deneme 50', bonus_type: 'free', fixed_amount_kurus: 5_000, rollover: 30 });
  await add('spins', {
    name: '10 Dönüş',
    bonus_type: 'free_spins',
    rollover: 30,
    validity_days: 3,
    free_spins_count: 10,
    free_spins_stake_kurus: 200,
    free_spins_game: GAME,
  });
  await add('welcome', { name: 'Hoş Geldin', bonus_type: 'deposit', percent: 100, max_bonus_kurus: 50_000, min_deposit_kurus: 50_000, first_deposit_only: true });
  await add('half', { name: 'Yarım', bonus_type: 'deposit', percent: 50, max_bonus_kurus: 0, min_deposit_kurus: 50_000, rollover: 8 });
  await add('big', { name: 'Büyük', bonus_type: 'deposit', percent: 20, max_bonus_kurus: 0, min_deposit_kurus: 200_000 });
  await add('cashback', { name: 'Kayıp', bonus_type: 'cashback', percent: 10, rollover: 1 });
});
reconcileAfterEach(t);

const of = (playerId: number) => postings(t.db, 't.player_id = $1', [playerId]);
const shape = (kind: string, key: string, reference: string | null, entries: [string, bigint][]): PostingShape => ({
  kind,
  key,
  reference,
  entries: [...entries].sort((a, b) => a[0].localeCompare(b[0])),
});
const activate = (jar: CookieJar, bonusId: number) => call(t.app, 'POST', '/api/bonus-activate.php', { jar, body: { bonus_id: bonusId } });
const cancel = (jar: CookieJar, bonusId: number) => call(t.app, 'POST', '/api/bonus-cancel.php', { jar, body: { bonus_id: bonusId } });
const active = async (jar: CookieJar) => (await call(t.app, 'GET', '/api/player-active-bonuses.php', { jar })).json().active_bonuses;
const balances = async (jar: CookieJar) => (await call(t.app, 'GET', '/api/get-balance.php', { jar })).json();
const bonusRow = async (id: number) => (await t.db.query<q.PlayerBonusRow>(`select * from player_bonuses where id = $1`, [id]))[0]!;
const events = (playerId: number) =>
  t.db.query<{ type: string; payload: Record<string, unknown> }>(`select type, payload from player_events where player_id = $1 and type like 'bonus%' order by id`, [playerId]);

describe('POST bonus-activate.php', () => {
  it('grants a free bonus at once: bonus_cost -> bonus, the bonus_activated event, the terms as granted', async () => {
    const p = await registeredPlayer(t);
    const r = await activate(p.jar, promo.free!);
    expect(r.status).toBe(200);
    const body = r.json();
    expect(body).toEqual({ success: true, message: bonusMessages.activated, bonus: { id: expect.any(Number), amount: 100 } });
    const id = body.bonus.id as number;
    expect(await of(p.id)).toEqual([
      shape('bonus_grant', `bonus:grant:${promo.free}:${p.id}:${id}`, `bonus:${id}`, [['house:bonus_cost', -10_000n], [`${p.id}:bonus`, 10_000n]]),
    ]);
    expect(await balances(p.jar)).toMatchObject({ balance: 0, bonus_balance: 100 });
    expect(await events(p.id)).toEqual([{ type: 'bonus_activated', payload: { bonus_id: String(id), amount: 100 } }]);
    const row = await bonusRow(id);
    expect(row).toMatchObject({ kind: 'free', status: 'active', amount: 10_000n, rollover: 20, wager_required: 200_000n, wagered: 0n, max_bet: 2_000n });
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(7 * 86_400_000);
  });

  it('refuses a second bonus while one is active, a free promotion taken before, deposit and cashback promotions, unknown ones', async () => {
    const p = await registeredPlayer(t);
    const first = (await activate(p.jar, promo.free!)).json().bonus.id;
    const second = await activate(p.jar, promo.free2!);
    expect([second.status, second.json().message]).toEqual([409, bonusMessages.alreadyActive]);
    expect((await cancel(p.jar, first)).status).toBe(200);
    const again = await activate(p.jar, promo.free!);
    expect([again.status, again.json().message]).toEqual([409, bonusMessages.alreadyTaken]);
    const deposit = await activate(p.jar, promo.welcome!);
    expect([deposit.status, deposit.json().message]).toEqual([400, bonusMessages.depositOnly]);
    const cashback = await activate(p.jar, promo.cashback!);
    expect([cashback.status, cashback.json().message]).toEqual([400, bonusMessages.cashbackOnly]);
    const unknown = await activate(p.jar, 999_999);
    expect([unknown.status, unknown.json().message]).toEqual([404, bonusMessages.notFound]);
    const bad = await call(t.app, 'POST', '/api/bonus-activate.php', { jar: p.jar, body: { bonus_id: 'x' } });
    expect([bad.status, bad.json().message]).toEqual([400, 'Geçersiz bonus']);
    const anonymous = await call(t.app, 'POST', '/api/bonus-activate.php', { body: { bonus_id: promo.free2 } });
    expect(anonymous.status).toBe(401);
    // only the first grant and its cancel moved money
    expect((await of(p.id)).map((x) => x.kind)).toEqual(['bonus_grant', 'bonus_cancel']);
  });

  it('two activations at once grant one bonus', async () => {
    const p = await registeredPlayer(t);
    const { results, raced } = await race(t, `select id from accounts where player_id = $1 and kind = 'cash' for update`, [p.id], [
      () => activate(p.jar, promo.free!),
      () => activate(p.jar, promo.free2!),
      () => activate(p.jar, promo.free!),
    ]);
    if (t.db.kind === 'postgres') expect(raced).toBe(true);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await of(p.id)).map((x) => x.kind)).toEqual(['bonus_grant']);
    await cancel(p.jar, (await active(p.jar))[0].id);
  });

  it('a free-spins promotion: the active bonus with its spins, stake and slot, no money and no requirement yet', async () => {
    const p = await registeredPlayer(t);
    const r = await activate(p.jar, promo.spins!);
    expect(r.status).toBe(200);
    expect(r.json().bonus.amount).toBe(0);
    expect(await of(p.id)).toEqual([]);
    const [b] = await active(p.jar);
    expect(b).toMatchObject({
      type: 'free_spins',
      type_label: 'Ücretsiz Dönüş',
      amount: 0,
      balance: 0,
      free_spins: { left: 10, stake: 2, game: GAME, game_name: `Oyun ${GAME}` },
      wagering: { rollover: 30, required: 0, completed: 0, remaining: 0, progress: 100 },
    });
    const row = await bonusRow(b.id);
    expect(row).toMatchObject({ free_spins_game: gameId, free_spins_left: 10, free_spins_stake: 200n, wager_required: 0n });
    expect(await events(p.id)).toEqual([]);
    const again = await activate(p.jar, promo.spins!);
    expect(again.status).toBe(409);
    expect((await cancel(p.jar, b.id)).json()).toEqual({ success: true, message: bonusMessages.cancelled, forfeited: 0 });
    expect((await activate(p.jar, promo.spins!)).json().message).toBe(bonusMessages.alreadyTaken);
  });
});

describe('the player\'s bonuses', () => {
  it('player-active-bonuses.php: wagering required, completed (at most required), remaining and the rounded-down percent', async () => {
    const p = await registeredPlayer(t);
    expect(await active(p.jar)).toEqual([]);
    const id = (await activate(p.jar, promo.free!)).json().bonus.id;
    await t.db.query(`update player_bonuses set wagered = 66667 where id = $1`, [id]);
    const [b] = await active(p.jar);
    expect(b).toMatchObject({
      id,
      name: 'Deneme 100',
      type: 'free',
      type_label: 'Deneme Bonusu',
      amount: 100,
      balance: 100,
      max_bet: 20,
      contribution: { slot: 100, table: 10 },
      free_spins: null,
      wagering: { rollover: 20, required: 2000, completed: 666.67, remaining: 1333.33, progress: 33 },
    });
    expect(Date.parse(b.time.expires)).toBeGreaterThan(Date.now());
    await t.db.query(`update player_bonuses set wagered = 250000 where id = $1`, [id]);
    expect((await active(p.jar))[0].wagering).toEqual({ rollover: 20, required: 2000, completed: 2000, remaining: 0, progress: 100 });
    await cancel(p.jar, id);
  });

  it('player-all-bonuses.php: every bonus, newest first, with its status label and what it ended with', async () => {
    const p = await registeredPlayer(t);
    const a = (await activate(p.jar, promo.free!)).json().bonus.id;
    await cancel(p.jar, a);
    const b = (await activate(p.jar, promo.free2!)).json().bonus.id;
    const other = await registeredPlayer(t);
    await activate(other.jar, promo.free!);
    const r = (await call(t.app, 'GET', '/api/player-all-bonuses.php', { jar: p.jar })).json();
    expect(r.total).toBe(2);
    expect(r.bonuses.map((x: { id: number }) => x.id)).toEqual([b, a]);
    expect(r.bonuses[0]).toMatchObject({ title: 'Deneme 50', bonus_name: 'Deneme 50', type: 'free', amount: 50, status: 'active', status_label: 'Aktif', ended_at: null, end_reason: null });
    expect(r.bonuses[1]).toMatchObject({ status: 'cancelled', status_label: 'İptal Edildi', forfeited: 100, converted: 0, end_reason: 'cancelled' });
    await cancel(p.jar, b);
    const o = (await active(other.jar))[0].id;
    await cancel(other.jar, o);
  });
});

describe('POST bonus-cancel.php', () => {
  it('returns the rest to bonus_cost (bonus -> bonus_cost), status cancelled, only the player\'s own active bonus', async () => {
    const p = await registeredPlayer(t);
    const other = await registeredPlayer(t);
    const id = (await activate(p.jar, promo.free!)).json().bonus.id;
    const notMine = await cancel(other.jar, id);
    expect([notMine.status, notMine.json().message]).toEqual([404, bonusMessages.noActive]);
    const wrong = await cancel(p.jar, id + 1000);
    expect([wrong.status, wrong.json().message]).toEqual([404, bonusMessages.notFound]);
    const r = await cancel(p.jar, id);
    expect(r.json()).toEqual({ success: true, message: bonusMessages.cancelled, forfeited: 100 });
    expect((await of(p.id)).at(-1)).toEqual(
      shape('bonus_cancel', `bonus:cancel:${id}`, `bonus:${id}`, [[`${p.id}:bonus`, -10_000n], ['house:bonus_cost', 10_000n]]),
    );
    expect(await bonusRow(id)).toMatchObject({ status: 'cancelled', end_reason: 'cancelled', forfeited: 10_000n });
    expect((await cancel(p.jar, id)).status).toBe(404);
    expect((await balances(p.jar)).bonus_balance).toBe(0);
  });
});

describe('the deposit offer', () => {
  const pending = async (jar: CookieJar) => (await call(t.app, 'GET', '/api/bonus-pending-check.php', { jar })).json();
  const select = (jar: CookieJar, deposit: number, bonus: number) =>
    call(t.app, 'POST', '/api/process-bonus-selection.php', { jar, form: { action: 'select', deposit_id: String(deposit), bonus_id: String(bonus) } });
  const reject = (jar: CookieJar, deposit: number) =>
    call(t.app, 'POST', '/api/process-bonus-selection.php', { jar, body: { action: 'reject', deposit_id: deposit } });

  it('offers the approved deposit with the promotions it qualifies for, each with its amount; select grants once', async () => {
    const p = await registeredPlayer(t);
    expect(await pending(p.jar)).toEqual({ success: true, pending: false, deposit_id: null, deposit_amount: null, bonuses: [] });
    const d = await approvedDeposit(t, finance, p.jar, 1000);
    const offer = await pending(p.jar);
    expect(offer).toMatchObject({ success: true, pending: true, deposit_id: d, deposit_amount: 1000 });
    // 100 % capped at 500; 50 % uncapped; the 2.000 TL minimum one is not offered
    expect(offer.bonuses).toEqual([
      { id: promo.welcome, name: 'Hoş Geldin', amount: 500, description: 'Test', icon: null, rollover: 10 },
      { id: promo.half, name: 'Yarım', amount: 500, description: 'Test', icon: null, rollover: 8 },
    ]);
    const notOffered = await select(p.jar, d, promo.big!);
    expect([notOffered.status, notOffered.json().message]).toEqual([400, bonusMessages.notEligibleForDeposit]);
    const r = await select(p.jar, d, promo.half!);
    expect(r.status).toBe(200);
    expect(r.json()).toEqual({ success: true, message: bonusMessages.selected, bonus: { id: expect.any(Number), amount: 500 } });
    const id = r.json().bonus.id;
    expect((await of(p.id)).filter((x) => x.kind !== 'deposit')).toEqual([
      shape('bonus_grant', `bonus:grant:${promo.half}:${p.id}:deposit-${d}`, `bonus:${id}`, [['house:bonus_cost', -50_000n], [`${p.id}:bonus`, 50_000n]]),
    ]);
    expect(await bonusRow(id)).toMatchObject({ kind: 'deposit', deposit_id: BigInt(d), amount: 50_000n, wager_required: 400_000n });
    expect(await events(p.id)).toEqual([{ type: 'bonus_activated', payload: { bonus_id: String(id), amount: 500 } }]);
    const twice = await select(p.jar, d, promo.half!);
    expect([twice.status, twice.json().message]).toEqual([409, bonusMessages.depositDecided]);
    expect((await reject(p.jar, d)).json().message).toBe(bonusMessages.depositDecided);
    expect((await pending(p.jar)).pending).toBe(false);
    await cancel(p.jar, id);
  });

  it('first-deposit-only promotions only on the first approved deposit; reject once; not offered while a bonus is active', async () => {
    const p = await registeredPlayer(t);
    const first = await approvedDeposit(t, finance, p.jar, 600);
    expect((await reject(p.jar, first)).json()).toEqual({ success: true, message: bonusMessages.rejected, bonus: null });
    const again = await reject(p.jar, first);
    expect([again.status, again.json().message]).toEqual([409, bonusMessages.depositDecided]);
    const second = await approvedDeposit(t, finance, p.jar, 2500);
    const offer = await pending(p.jar);
    expect(offer.deposit_id).toBe(second);
    expect(offer.bonuses.map((b: { id: number; amount: number }) => [b.id, b.amount])).toEqual([
      [promo.half, 1250],
      [promo.big, 500],
    ]);
    const welcome = await select(p.jar, second, promo.welcome!);
    expect([welcome.status, welcome.json().message]).toEqual([400, bonusMessages.notEligibleForDeposit]);
    // an active bonus: no offer, and a select is refused
    const free = (await activate(p.jar, promo.free!)).json().bonus.id;
    expect((await pending(p.jar)).pending).toBe(false);
    const refused = await select(p.jar, second, promo.half!);
    expect([refused.status, refused.json().message]).toEqual([409, bonusMessages.alreadyActive]);
    await cancel(p.jar, free);
    expect((await pending(p.jar)).deposit_id).toBe(second);
  });

  it('refuses another player\'s deposit, a pending one, and bad input, in Turkish', async () => {
    const p = await registeredPlayer(t);
    const other = await registeredPlayer(t);
    const d = await approvedDeposit(t, finance, other.jar, 700);
    const r = await select(p.jar, d, promo.half!);
    expect([r.status, r.json().message]).toEqual([404, bonusMessages.depositNotFound]);
    const pendingDeposit = (await call(t.app, 'POST', '/api/deposit.php', { jar: p.jar, body: { amount: 800, sender_name: 'Akbank' } })).json().deposit.id;
    expect((await reject(p.jar, pendingDeposit)).status).toBe(404);
    const noDeposit = await call(t.app, 'POST', '/api/process-bonus-selection.php', { jar: p.jar, form: { action: 'select', bonus_id: '1' } });
    expect([noDeposit.status, noDeposit.json().message]).toEqual([400, 'Deposit ID bulunamadı']);
    const badAction = await call(t.app, 'POST', '/api/process-bonus-selection.php', { jar: p.jar, form: { action: 'maybe', deposit_id: '1' } });
    expect([badAction.status, badAction.json().message]).toEqual([400, 'Geçersiz işlem']);
    expect((await pending(other.jar)).deposit_id).toBe(d);
  });

  it('concurrent selects of one deposit grant once (on PostgreSQL the requests meet in the database)', async () => {
    const p = await registeredPlayer(t);
    const d = await approvedDeposit(t, finance, p.jar, 1000);
    const { results, raced } = await race(t, `select id from accounts where player_id = $1 and kind = 'cash' for update`, [p.id], [
      () => select(p.jar, d, promo.half!),
      () => select(p.jar, d, promo.welcome!),
      () => reject(p.jar, d),
      () => select(p.jar, d, promo.half!),
    ]);
    if (t.db.kind === 'postgres') expect(raced).toBe(true);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    const grants = (await of(p.id)).filter((x) => x.kind === 'bonus_grant');
    const [row] = await t.db.query<{ bonus_decision: string }>(`select bonus_decision from deposits where id = $1`, [d]);
    expect(grants).toHaveLength(row!.bonus_decision === 'selected' ? 1 : 0);
    const left = await active(p.jar);
    if (left.length) await cancel(p.jar, left[0].id);
  });
});

describe('the deposit offer lapses (issue 26)', () => {
  let seq = 0;
  const pending = async (jar: CookieJar) => (await call(t.app, 'GET', '/api/bonus-pending-check.php', { jar })).json();
  const select = (jar: CookieJar, deposit: number, bonus: number) =>
    call(t.app, 'POST', '/api/process-bonus-selection.php', { jar, form: { action: 'select', deposit_id: String(deposit), bonus_id: String(bonus) } });
  const decision = async (deposit: number) =>
    (await t.db.query<{ bonus_decision: string | null }>(`select bonus_decision from deposits where id = $1`, [deposit]))[0]!.bonus_decision;
  const bet = async (playerId: number, kurus: number) => {
    seq += 1;
    const token = await gameSession(t, playerId, gameId);
    return walletCall(t, 'bet', { session_token: token, transaction_id: `lapse-${seq}`, round_id: `lapse-r-${seq}`, game_id: GAME, amount: kurus });
  };
  /** The choice is refused as expired, the offer recorded so, the player told by the bonus_error event; no bonus. */
  async function expectLapsed(p: { id: number; jar: CookieJar }, deposit: number) {
    expect((await pending(p.jar)).pending).toBe(false);
    const r = await select(p.jar, deposit, promo.half!);
    expect([r.status, r.json().message, r.json().offer_expired]).toEqual([409, bonusMessages.offerExpired, true]);
    expect(await decision(deposit)).toBe('expired');
    expect((await events(p.id)).map((e) => e.type)).toEqual(['bonus_error']);
    expect((await of(p.id)).filter((x) => x.kind === 'bonus_grant')).toEqual([]);
    // asked again, the same refusal (and no second event: the offer is over)
    const again = await select(p.jar, deposit, promo.half!);
    expect([again.status, again.json().message]).toEqual([409, bonusMessages.offerExpired]);
  }

  it('ends at the first bet since the approval: no offer, the choice refused in Turkish, bonus_error', async () => {
    const p = await registeredPlayer(t);
    const d = await approvedDeposit(t, finance, p.jar, 1000);
    expect((await pending(p.jar)).deposit_id).toBe(d);
    expect((await bet(p.id, 100)).body.status).toBe('OK');
    await expectLapsed(p, d);
  });

  it('ends at a withdrawal request since the approval (the deposit taken out, then the bonus asked for)', async () => {
    const p = await registeredPlayer(t);
    const d = await approvedDeposit(t, finance, p.jar, 1000);
    expect((await requestWithdrawal(t, p.jar, 1000)).status).toBe(201);
    await expectLapsed(p, d);
  });

  it('ends at a newer deposit: only the newest deposit is offered, an older one cannot be chosen', async () => {
    const p = await registeredPlayer(t);
    const d = await approvedDeposit(t, finance, p.jar, 1000);
    const requested = await call(t.app, 'POST', '/api/deposit.php', { jar: p.jar, body: { amount: 800, sender_name: 'Akbank' } });
    expect(requested.status).toBe(201);
    await expectLapsed(p, d);
  });

  it("ends after the site's hours (24 by default) since the approval", async () => {
    const p = await registeredPlayer(t);
    const d = await approvedDeposit(t, finance, p.jar, 1000);
    await t.db.query(`update deposits set decided_at = now() - interval '23 hours 59 minutes' where id = $1`, [d]);
    expect((await pending(p.jar)).deposit_id).toBe(d);
    await t.db.query(`update deposits set decided_at = now() - interval '24 hours' where id = $1`, [d]);
    await expectLapsed(p, d);
    // a site that gives 48 hours offers the next deposit for as long
    const q2 = await registeredPlayer(t);
    const d2 = await approvedDeposit(t, finance, q2.jar, 1000);
    await t.db.query(`update deposits set decided_at = now() - interval '30 hours' where id = $1`, [d2]);
    await t.db.query(`update sites set bonus_offer_hours = 48 where id = $1`, [siteId]);
    try {
      expect((await pending(q2.jar)).deposit_id).toBe(d2);
    } finally {
      await t.db.query(`update sites set bonus_offer_hours = 24 where id = $1`, [siteId]);
    }
  });

  it('a bet and the choice at the same moment: the bonus is granted before the bet (which then carries it) or refused, never after it', async () => {
    for (const order of ['choice first', 'bet first'] as const) {
      const p = await registeredPlayer(t);
      const d = await approvedDeposit(t, finance, p.jar, 1000);
      const token = await gameSession(t, p.id, gameId);
      seq += 1;
      const betTx = `lapse-race-${seq}`;
      const choose = () => select(p.jar, d, promo.half!);
      const wager = () => walletCall(t, 'bet', { session_token: token, transaction_id: betTx, round_id: `lapse-race-r-${seq}`, game_id: GAME, amount: 100 });
      const { results, raced } = await race<unknown>(
        t,
        `select id from accounts where player_id = $1 and kind = 'cash' for update`,
        [p.id],
        order === 'choice first' ? [choose, wager] : [wager, choose],
      );
      if (t.db.kind === 'postgres') expect(raced).toBe(true);
      const chosen = results.find((r) => typeof r === 'object' && r !== null && 'json' in r) as Awaited<ReturnType<typeof choose>>;
      const [betRow] = await t.db.query<{ bonus_id: bigint | null; status: string }>(
        `select bonus_id, response ->> 'status' as status from provider_transactions where transaction_id = $1`,
        [betTx],
      );
      expect(betRow!.status).toBe('OK');
      if (chosen.status === 200) {
        // the grant came first: the bet was made with the bonus active, under its rules
        expect(betRow!.bonus_id).toBe(BigInt(chosen.json().bonus.id));
        await cancel(p.jar, chosen.json().bonus.id);
      } else {
        expect([chosen.status, chosen.json().message]).toEqual([409, bonusMessages.offerExpired]);
        expect(betRow!.bonus_id).toBeNull();
      }
    }
  });
});

describe('expiry', () => {
  it('an expired bonus ends: the rest to bonus_cost (bonus_expire), status expired; a second run finds nothing', async () => {
    const p = await registeredPlayer(t);
    const id = (await activate(p.jar, promo.free!)).json().bonus.id;
    const keep = await registeredPlayer(t);
    const kept = (await activate(keep.jar, promo.free2!)).json().bonus.id;
    await t.db.query(`update player_bonuses set expires_at = now() - interval '1 second' where id = $1`, [id]);
    expect(await expireBonuses(t.db)).toBe(1);
    expect(await expireBonuses(t.db)).toBe(0);
    expect(await bonusRow(id)).toMatchObject({ status: 'expired', end_reason: 'expired', forfeited: 10_000n });
    expect((await bonusRow(kept)).status).toBe('active');
    expect((await of(p.id)).at(-1)).toEqual(
      shape('bonus_expire', `bonus:expire:${id}`, `bonus:${id}`, [[`${p.id}:bonus`, -10_000n], ['house:bonus_cost', 10_000n]]),
    );
    await cancel(keep.jar, kept);
  });

  it('two expiry runs at once (two nodes) end each bonus once, with one posting', async () => {
    const players = await Promise.all([registeredPlayer(t), registeredPlayer(t), registeredPlayer(t)]);
    const ids: number[] = [];
    for (const p of players) ids.push((await activate(p.jar, promo.free!)).json().bonus.id);
    await t.db.query(`update player_bonuses set expires_at = now() - interval '1 second' where id = any($1::bigint[])`, [ids]);
    const { results, raced } = await race(t, `select id from accounts where player_id = $1 and kind = 'cash' for update`, [players[0]!.id], [
      () => expireBonuses(t.db),
      () => expireBonuses(t.db),
    ]);
    if (t.db.kind === 'postgres') expect(raced).toBe(true);
    expect(results[0]! + results[1]!).toBe(3);
    for (const [i, p] of players.entries()) {
      expect((await of(p.id)).filter((x) => x.kind === 'bonus_expire')).toEqual([
        shape('bonus_expire', `bonus:expire:${ids[i]}`, `bonus:${ids[i]}`, [[`${p.id}:bonus`, -10_000n], ['house:bonus_cost', 10_000n]]),
      ]);
    }
  });
});

describe('a withdrawal request while a bonus is active', () => {
  it('without forfeit_bonus: 409 with what would be lost, nothing changes; with it: the bonus is forfeited and the request made', async () => {
    const p = await registeredPlayer(t);
    const d = await approvedDeposit(t, finance, p.jar, 600);
    await call(t.app, 'POST', '/api/process-bonus-selection.php', { jar: p.jar, body: { action: 'reject', deposit_id: d } });
    const id = (await activate(p.jar, promo.free!)).json().bonus.id;
    const before = await of(p.id);
    const refused = await requestWithdrawal(t, p.jar, 200);
    expect(refused.status).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message: bonusMessages.withdrawForfeit('100,00'),
      error: bonusMessages.withdrawForfeit('100,00'),
      bonus_forfeit_required: true,
      bonus_balance: 100,
    });
    expect(await of(p.id)).toEqual(before);
    expect(await t.db.query(`select id from withdrawals where player_id = $1`, [p.id])).toEqual([]);
    expect((await bonusRow(id)).status).toBe('active');
    const ok = await call(t.app, 'POST', '/api/withdraw.php', { jar: p.jar, form: { ...withdrawBody(200), amount: '200', forfeit_bonus: 'true' } as Record<string, string> });
    expect(ok.status).toBe(201);
    expect(ok.json()).toMatchObject({ balance: 400, bonus_balance: 0, withdraw_hold: 200 });
    const w = ok.json().withdrawal.id;
    expect((await of(p.id)).slice(before.length)).toEqual([
      shape('bonus_forfeit', `bonus:forfeit:${id}`, `bonus:${id}`, [[`${p.id}:bonus`, -10_000n], ['house:bonus_cost', 10_000n]]),
      shape('withdrawal_request', `withdrawal:${w}:request`, `withdrawal:${w}`, [[`${p.id}:cash`, -20_000n], [`${p.id}:withdraw_hold`, 20_000n]]),
    ]);
    expect(await bonusRow(id)).toMatchObject({ status: 'cancelled', end_reason: 'withdrawal', forfeited: 10_000n });
    // a refused request (too little cash) forfeits nothing either
    const id2 = (await activate(p.jar, promo.free2!)).json().bonus.id;
    const tooMuch = await call(t.app, 'POST', '/api/withdraw.php', { jar: p.jar, body: { ...withdrawBody(5000), forfeit_bonus: true } });
    expect(tooMuch.status).toBe(400);
    expect((await bonusRow(id2)).status).toBe('active');
    await cancel(p.jar, id2);
  });

  it('without an active bonus forfeit_bonus changes nothing', async () => {
    const p = await registeredPlayer(t);
    await approvedDeposit(t, finance, p.jar, 600);
    const r = await call(t.app, 'POST', '/api/withdraw.php', { jar: p.jar, body: { ...withdrawBody(100), forfeit_bonus: true } });
    expect(r.status).toBe(201);
    expect((await of(p.id)).map((x) => x.kind)).toEqual(['deposit', 'withdrawal_request']);
  });
});

describe('loss cashback', () => {
  let seq = 0;
  const check = async (jar: CookieJar) => (await call(t.app, 'GET', '/api/cashback-calculate.php', { jar })).json();
  const claim = (jar: CookieJar, amount: number | string) => call(t.app, 'POST', '/api/cashback-claim.php', { jar, body: { amount } });

  async function loser(cash: bigint) {
    const p = await registeredPlayer(t);
    if (cash) await fundPlayer(t.db, siteId, p.id, cash);
    const token = await gameSession(t, p.id, gameId);
    const bet = async (kurus: number, win = 0) => {
      seq += 1;
      const tx = `cb-${seq}`;
      expect((await walletCall(t, 'bet', { session_token: token, transaction_id: tx, round_id: `cbr-${seq}`, game_id: GAME, amount: kurus })).body.status).toBe('OK');
      const w = await walletCall(t, 'win', { session_token: token, transaction_id: `${tx}-w`, round_id: `cbr-${seq}`, game_id: GAME, amount: win, bet_transaction_id: tx, round_closed: true });
      expect(w.body.status).toBe('OK');
      return tx;
    };
    return { ...p, bet };
  }

  it('no loss, and a loss under 100 TRY, are not eligible; a claim is refused with the same text', async () => {
    const p = await loser(50_000n);
    expect(await check(p.jar)).toMatchObject({ success: true, eligible: false, cashback_amount: 0, loss_amount: 0, percent: 10, message: bonusMessages.cashbackNoLoss });
    await p.bet(1_000, 3_000); // a net win
    expect((await check(p.jar)).message).toBe(bonusMessages.cashbackNoLoss);
    await p.bet(11_999); // net loss 99.99 TRY
    expect(await check(p.jar)).toMatchObject({ eligible: false, loss_amount: 99.99, message: bonusMessages.cashbackMinLoss });
    const r = await claim(p.jar, 0.99);
    expect([r.status, r.json().message]).toEqual([400, bonusMessages.cashbackMinLoss]);
    expect((await of(p.id)).filter((x) => x.kind === 'cashback')).toEqual([]);
  });

  it('a loss of 100 TRY or more: 10 % rounded down, claimed for exactly that amount as a cashback bonus; a second claim finds no loss', async () => {
    const p = await loser(100_000n);
    await p.bet(20_000, 5_000);
    await p.bet(1_234);
    // loss 162.34 TRY -> 16.234 -> 16.23
    const c = await check(p.jar);
    expect(c).toMatchObject({ eligible: true, cashback_amount: 16.23, loss_amount: 162.34, percent: 10, message: bonusMessages.cashbackEligible });
    const wrong = await claim(p.jar, 16.24);
    expect([wrong.status, wrong.json().message]).toEqual([409, bonusMessages.cashbackAmountChanged]);
    const r = await claim(p.jar, '16.23');
    expect(r.status).toBe(200);
    const body = r.json();
    expect(body).toEqual({
      success: true,
      message: bonusMessages.cashbackClaimed,
      cashback: { amount: 16.23, bonus_id: expect.any(Number) },
      new_balance: 1000 - 162.34,
      bonus_balance: 16.23,
    });
    const id = body.cashback.bonus_id;
    const [claimRow] = await t.db.query<{ period_from: Date }>(`select period_from from cashback_claims where player_id = $1`, [p.id]);
    expect((await of(p.id)).filter((x) => x.kind === 'cashback')).toEqual([
      shape('cashback', `cashback:${p.id}:${claimRow!.period_from.toISOString()}`, `bonus:${id}`, [['house:cashback_cost', -1_623n], [`${p.id}:bonus`, 1_623n]]),
    ]);
    expect(await bonusRow(id)).toMatchObject({ kind: 'cashback', name: 'Kayıp Bonusu', amount: 1_623n, rollover: 1, wager_required: 1_623n });
    expect(await events(p.id)).toEqual([{ type: 'bonus_activated', payload: { bonus_id: String(id), amount: 16.23 } }]);
    // an active bonus: not eligible
    expect(await check(p.jar)).toMatchObject({ eligible: false, message: bonusMessages.cashbackActiveBonus });
    const again = await claim(p.jar, 16.23);
    expect([again.status, again.json().message]).toEqual([409, bonusMessages.cashbackActiveBonus]);
    await cancel(p.jar, id);
    // the period starts at the claim: the loss before it is gone
    expect(await check(p.jar)).toMatchObject({ eligible: false, loss_amount: 0, message: bonusMessages.cashbackNoLoss });
    expect((await claim(p.jar, 16.23)).json().message).toBe(bonusMessages.cashbackNoLoss);
    await p.bet(10_000);
    expect(await check(p.jar)).toMatchObject({ eligible: true, loss_amount: 100, cashback_amount: 10 });
  });

  it('two claims at once: one is granted, the other finds the period claimed (no loss)', async () => {
    const p = await loser(100_000n);
    await p.bet(50_000);
    const { results, raced } = await race(t, `select id from accounts where player_id = $1 and kind = 'cash' for update`, [p.id], [
      () => claim(p.jar, 50),
      () => claim(p.jar, 50),
    ]);
    if (t.db.kind === 'postgres') expect(raced).toBe(true);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.json().message).toBe(bonusMessages.cashbackActiveBonus);
    expect((await of(p.id)).filter((x) => x.kind === 'cashback')).toHaveLength(1);
    await cancel(p.jar, (await active(p.jar))[0].id);
    expect((await claim(p.jar, 50)).json().message).toBe(bonusMessages.cashbackNoLoss);
  });

  it('an active bonus makes a loss not eligible', async () => {
    const p = await loser(50_000n);
    await p.bet(30_000);
    const id = (await activate(p.jar, promo.free!)).json().bonus.id;
    expect(await check(p.jar)).toMatchObject({ eligible: false, loss_amount: 300, message: bonusMessages.cashbackActiveBonus });
    await cancel(p.jar, id);
    expect(await check(p.jar)).toMatchObject({ eligible: true, cashback_amount: 30 });
  });

  it('counts only rounds that are over: a stake in a round still open is no loss until the round closes', async () => {
    const p = await loser(100_000n);
    const token = await gameSession(t, p.id, gameId);
    seq += 1;
    const b = { session_token: token, transaction_id: `cb-open-${seq}`, round_id: `cbr-open-${seq}`, game_id: GAME };
    expect((await walletCall(t, 'bet', { ...b, amount: 20_000 })).body.status).toBe('OK');
    // the round is open: its stake may yet win, so there is nothing to refund (the claim is refused the same)
    expect(await check(p.jar)).toMatchObject({ eligible: false, loss_amount: 0, message: bonusMessages.cashbackNoLoss });
    expect((await claim(p.jar, 20)).json().message).toBe(bonusMessages.cashbackNoLoss);
    const closed = await walletCall(t, 'win', { ...b, transaction_id: `cb-open-${seq}-w`, amount: 0, bet_transaction_id: b.transaction_id, round_closed: true });
    expect(closed.body.status).toBe('OK');
    expect(await check(p.jar)).toMatchObject({ eligible: true, loss_amount: 200, cashback_amount: 20 });
  });

  it('nets out bonus conversions: bonus money converted to cash and then lost is not refunded', async () => {
    const p = await loser(0n);
    await grantTestBonus(t.db, siteId, p.id, 20_000n, { rollover: 1 });
    await p.bet(10_000, 10_000); // from the bonus, won back into the bonus: wagered 100 of 200 TRY
    await p.bet(10_000); // wagered 200 TRY: the 100 TRY of bonus left converts to cash
    expect(await t.db.query(`select 1 from ledger_transactions where kind = 'bonus_convert' and player_id = $1`, [p.id])).toHaveLength(1);
    await p.bet(10_000); // the converted 100 TRY, lost
    expect(await check(p.jar)).toMatchObject({ eligible: false, loss_amount: 0, message: bonusMessages.cashbackNoLoss });
    // real money of the player's own is refunded as before
    await fundPlayer(t.db, siteId, p.id, 15_000n);
    await p.bet(15_000);
    expect(await check(p.jar)).toMatchObject({ eligible: true, loss_amount: 150, cashback_amount: 15 });
  });

  it('the period starts at the Istanbul midnight 7 days ago: a bet a minute before it does not count, one a minute after does', async () => {
    const p = await loser(100_000n);
    const before = await p.bet(40_000);
    const after = await p.bet(15_000);
    const day = new Date(`${istanbulToday()}T00:00:00+03:00`);
    const midnight = new Date(day.getTime() - 7 * 86_400_000);
    await t.db.tx(async (tx) => {
      await tx.query(`alter table ledger_transactions disable trigger ledger_transactions_append_only`);
      const move = `update ledger_transactions set created_at = $2 where idempotency_key like $1`;
      await tx.query(move, [`provider:house:${before}%`, new Date(midnight.getTime() - 60_000)]);
      await tx.query(move, [`provider:house:${after}%`, new Date(midnight.getTime() + 60_000)]);
      await tx.query(`alter table ledger_transactions enable trigger ledger_transactions_append_only`);
    });
    const c = await check(p.jar);
    expect(c).toMatchObject({ eligible: true, loss_amount: 150, cashback_amount: 15 });
    expect(c.period_from).toBe(midnight.toISOString());
  });
});

describe('transaction-history.php type bonus', () => {
  it('lists the bonus postings as type bonus with Turkish descriptions', async () => {
    const p = await registeredPlayer(t);
    const id = (await activate(p.jar, promo.free!)).json().bonus.id;
    await cancel(p.jar, id);
    const r = (await call(t.app, 'GET', '/api/transaction-history.php?type=bonus', { jar: p.jar })).json();
    expect(r.transactions.map((x: { type: string; description: string; amount: number; balance_after: number }) => [x.type, x.description, x.amount, x.balance_after])).toEqual([
      ['bonus', 'Bonus iptal edildi, kalan bonus bakiyesi silindi — Deneme 100', -100, 0],
      ['bonus', 'Bonus eklendi — Deneme 100', 100, 100],
    ]);
    expect(r.pagination.total).toBe(2);
    const deposits = (await call(t.app, 'GET', '/api/transaction-history.php?type=deposit', { jar: p.jar })).json();
    expect(deposits.transactions).toEqual([]);
  });
});
