import { beforeAll, describe, expect, it } from 'vitest';
import { newPromotionDefaults, promotionMessages, type PromotionForm } from '@app/shared/api/bonus.ts';
import { staffMessages } from '@app/shared/api/staff.ts';
import { reconcile } from '../wallet/ledger.ts';
import { call, registeredPlayer, staffSession, useTestContext, type CookieJar } from '../../test/harness.ts';
import { addGame, approvedDeposit, defaultSiteId, gameSession, insertGame, walletCall } from '../../test/wallet-kit.ts';

/**
 * The staff's promotions editor (bonus.staff.ts; docs/decisions/0017): every route, its rules and
 * refusals, and a promotion made here taken by a player end to end.
 */
const t = useTestContext({ demo: false });

let content: CookieJar, finance: CookieJar;
let siteId: number;
let otherSiteId: number;
let slotId: number;
let tableId: number;

beforeAll(async () => {
  content = (await staffSession(t, 'content')).jar;
  finance = (await staffSession(t, 'finance')).jar;
  siteId = await defaultSiteId(t);
  otherSiteId = (await t.db.query<{ id: number }>(`insert into sites (name, title, domain) values ('İkinci', 'İkinci', 'ikinci.example') returning id`))[0]!.id;
  slotId = await addGame(t, 'admin-slot');
  tableId = await insertGame(t, { slug: 'admin-table', name: 'Masa', type: 'table', rtp: 98 });
});

const form = (o: Partial<PromotionForm> = {}): PromotionForm => ({ ...newPromotionDefaults, name: 'Yönetim Bonusu', description: 'Açıklama', ...o });
const create = (body: unknown, site = siteId, jar = content) => call(t.app, 'POST', `/api/admin/sites/${site}/promotions`, { jar, body });
const update = (id: number, body: unknown, site = siteId) => call(t.app, 'PUT', `/api/admin/sites/${site}/promotions/${id}`, { jar: content, body });
/** A money role's approval (docs/decisions/0024): a promotion shows to players only once approved. */
const approve = async (id: number, version = 1, site = siteId) => {
  const r = await call(t.app, 'POST', `/api/admin/sites/${site}/promotions/${id}/approve`, { jar: finance, body: { terms_version: version } });
  expect(r.status, JSON.stringify(r.json())).toBe(200);
};
const playerPromotions = async () => (await call(t.app, 'GET', '/api/promotions.php')).json().promotions as { id: number; name: string; max_bonus: number; percent: number }[];
const lastAudit = async () => (await t.db.query<{ action: string; entity_id: string }>(`select action, entity_id from audit_log order by id desc limit 1`))[0]!;

describe('promotions', () => {
  it('creates a deposit promotion (lira in, kuruş stored), audited, shown to players once approved', async () => {
    const r = await create(form({ name: 'Hemen Görünen', percent: 50, max_bonus: 750.5, min_deposit: 100, max_bet: 25, rollover: 12 }));
    expect(r.status, JSON.stringify(r.json())).toBe(201);
    const p = r.json().promotion;
    expect(p).toMatchObject({ site_id: siteId, bonus_type: 'deposit', percent: 50, max_bonus: 750.5, min_deposit: 100, max_bet: 25, rollover: 12, bonuses: 0, archived_at: null });
    const [row] = await t.db.query<{ max_bonus: bigint; min_deposit: bigint; max_bet: bigint }>(`select max_bonus, min_deposit, max_bet from promotions where id = $1`, [p.id]);
    expect(row).toEqual({ max_bonus: 75_050n, min_deposit: 10_000n, max_bet: 2_500n });
    expect(await lastAudit()).toEqual({ action: 'promotion.create', entity_id: String(p.id) });
    await approve(p.id);
    expect((await playerPromotions()).find((x) => x.id === p.id)).toMatchObject({ name: 'Hemen Görünen', percent: 50, max_bonus: 750.5 });
  });

  it('refuses what the engine cannot apply, with Turkish messages, and writes nothing', async () => {
    const before = (await t.db.query<{ n: string }>(`select count(*) as n from promotions`))[0]!.n;
    const cases: [Partial<PromotionForm> | Record<string, unknown>, string][] = [
      [{ name: '' }, promotionMessages.name],
      [{ percent: 0, fixed_amount: 0 }, promotionMessages.depositAmount],
      [{ percent: 10, fixed_amount: 50 }, promotionMessages.depositBoth],
      [{ percent: 1001 }, promotionMessages.percent],
      [{ max_bonus: 1.234 }, promotionMessages.money],
      [{ max_bonus: -1 }, promotionMessages.money],
      [{ rollover: 101 }, promotionMessages.rollover],
      [{ validity_days: 0 }, promotionMessages.validity],
      [{ contribution_table: 101 }, promotionMessages.contribution],
      [{ bonus_type: 'free', percent: 0, fixed_amount: 0 }, promotionMessages.freeAmount],
      [{ bonus_type: 'free', percent: 0, fixed_amount: 10, first_deposit_only: true }, promotionMessages.firstDepositOnly],
      [{ bonus_type: 'free_spins', free_spins_count: 10, free_spins_stake: 1, free_spins_game: null }, promotionMessages.freeSpinsGame],
      [{ bonus_type: 'free_spins', free_spins_count: 0, free_spins_stake: 1, free_spins_game: slotId }, promotionMessages.freeSpinsCount],
      [{ bonus_type: 'free_spins', free_spins_count: 10, free_spins_stake: 0, free_spins_game: slotId }, promotionMessages.freeSpinsStake],
      [{ bonus_type: 'free_spins', free_spins_count: 10, free_spins_stake: 1, free_spins_game: tableId }, promotionMessages.freeSpinsGameInvalid],
      [{ bonus_type: 'free_spins', free_spins_count: 10, free_spins_stake: 1, free_spins_game: 999_999 }, promotionMessages.freeSpinsGameInvalid],
      [{ bonus_type: 'weekly' }, promotionMessages.type],
    ];
    for (const [patch, message] of cases) {
      const r = await create(form(patch as Partial<PromotionForm>));
      expect([r.status, r.json().message], JSON.stringify(patch)).toEqual([400, message]);
    }
    expect((await t.db.query<{ n: string }>(`select count(*) as n from promotions`))[0]!.n).toBe(before);
  });

  it('stores only the terms of its type: a free-spins promotion keeps no percent, a free one no free spins', async () => {
    const spins = (await create(form({ bonus_type: 'free_spins', percent: 100, max_bonus: 50, free_spins_count: 20, free_spins_stake: 2, free_spins_game: slotId }))).json().promotion;
    expect(spins).toMatchObject({ bonus_type: 'free_spins', percent: 0, max_bonus: 0, free_spins_count: 20, free_spins_stake: 2, free_spins_game: slotId });
    const free = (await create(form({ bonus_type: 'free', percent: 0, fixed_amount: 30, free_spins_count: 5, free_spins_game: slotId }))).json().promotion;
    expect(free).toMatchObject({ fixed_amount: 30, free_spins_count: 0, free_spins_game: null, first_deposit_only: false });
  });

  it('edits (audited with before and after), enables and disables; the player list follows at once', async () => {
    const id = (await create(form({ name: 'Eski Ad' }))).json().promotion.id;
    const r = await update(id, form({ name: 'Yeni Ad', percent: 25 }));
    expect([r.status, r.json().promotion.name, r.json().promotion.percent]).toEqual([200, 'Yeni Ad', 25]);
    expect(await lastAudit()).toEqual({ action: 'promotion.update', entity_id: String(id) });
    await approve(id, 2);
    expect((await playerPromotions()).find((x) => x.id === id)?.name).toBe('Yeni Ad');
    const off = await call(t.app, 'POST', `/api/admin/sites/${siteId}/promotions/${id}/active`, { jar: content, body: { is_active: false } });
    expect([off.status, off.json().promotion.is_active]).toEqual([200, false]);
    expect((await playerPromotions()).some((x) => x.id === id)).toBe(false);
    expect((await call(t.app, 'POST', `/api/admin/sites/${siteId}/promotions/${id}/active`, { jar: content, body: { is_active: true } })).status).toBe(200);
    expect((await playerPromotions()).some((x) => x.id === id)).toBe(true);
    expect(await lastAudit()).toEqual({ action: 'promotion.enable', entity_id: String(id) });
  });

  it('lists a site’s promotions as a grid (state filter, sort, total) and never another site’s', async () => {
    const mine = (await create(form({ name: 'Zeta' }))).json().promotion.id;
    const theirs = (await create(form({ name: 'Başka Site' }), otherSiteId)).json().promotion.id;
    const list = (await call(t.app, 'GET', `/api/admin/sites/${siteId}/promotions?sort=name&dir=desc&limit=200`, { jar: content })).json();
    expect(list.rows.map((r: { id: number }) => r.id)).toContain(mine);
    expect(list.rows.map((r: { id: number }) => r.id)).not.toContain(theirs);
    expect(list.total).toBe(list.rows.length);
    const names = list.rows.map((r: { name: string }) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)));
    // another site's promotion through this site's path: not found, untouched
    expect((await update(theirs, form({ name: 'Ele Geçirilen' }))).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/admin/sites/${siteId}/promotions/${theirs}`, { jar: content })).status).toBe(404);
    expect((await t.db.query<{ name: string }>(`select name from promotions where id = $1`, [theirs]))[0]!.name).toBe('Başka Site');
    expect((await call(t.app, 'GET', `/api/admin/sites/999999/promotions`, { jar: content })).status).toBe(404);
    const bad = await call(t.app, 'GET', `/api/admin/sites/${siteId}/promotions?sort=secret`, { jar: content });
    expect(bad.status).toBe(400);
  });

  it('orders the site’s promotions: every one once, else nothing changes', async () => {
    const ids = (await call(t.app, 'GET', `/api/admin/sites/${otherSiteId}/promotions?limit=200`, { jar: content })).json().rows.map((r: { id: number }) => r.id);
    const extra = (await create(form({ name: 'Sona' }), otherSiteId)).json().promotion.id;
    const order = [extra, ...ids];
    const r = await call(t.app, 'POST', `/api/admin/sites/${otherSiteId}/promotions/order`, { jar: content, body: { ids: order } });
    expect(r.status, JSON.stringify(r.json())).toBe(200);
    const listed = (await call(t.app, 'GET', `/api/admin/sites/${otherSiteId}/promotions?sort=sort&dir=asc`, { jar: content })).json().rows.map((x: { id: number }) => x.id);
    expect(listed).toEqual(order);
    const missing = await call(t.app, 'POST', `/api/admin/sites/${otherSiteId}/promotions/order`, { jar: content, body: { ids: [extra] } });
    expect([missing.status, missing.json().message]).toEqual([400, promotionMessages.orderMismatch]);
    const foreign = await call(t.app, 'POST', `/api/admin/sites/${otherSiteId}/promotions/order`, { jar: content, body: { ids: [...order.slice(1), extra, 1] } });
    expect(foreign.status).toBe(400);
  });

  it('deletes a promotion never granted; archives one a player held a bonus of, which then stays as it is', async () => {
    const unused = (await create(form({ name: 'Silinecek' }))).json().promotion.id;
    const gone = await call(t.app, 'DELETE', `/api/admin/sites/${siteId}/promotions/${unused}`, { jar: content });
    expect([gone.status, gone.json().outcome]).toEqual([200, 'deleted']);
    expect(await t.db.query(`select 1 from promotions where id = $1`, [unused])).toHaveLength(0);
    expect(await lastAudit()).toEqual({ action: 'promotion.delete', entity_id: String(unused) });

    const free = (await create(form({ bonus_type: 'free', percent: 0, fixed_amount: 20, name: 'Alınan' }))).json().promotion.id;
    await approve(free);
    const p = await registeredPlayer(t);
    expect((await call(t.app, 'POST', '/api/bonus-activate.php', { jar: p.jar, body: { bonus_id: free } })).status).toBeLessThan(300);
    const archived = await call(t.app, 'DELETE', `/api/admin/sites/${siteId}/promotions/${free}`, { jar: content });
    expect([archived.status, archived.json().outcome]).toEqual([200, 'archived']);
    const [row] = await t.db.query<{ is_active: boolean; archived: boolean }>(`select is_active, archived_at is not null as archived from promotions where id = $1`, [free]);
    expect(row).toEqual({ is_active: false, archived: true });
    expect((await playerPromotions()).some((x) => x.id === free)).toBe(false);
    expect((await update(free, form())).json().message).toBe(promotionMessages.archived);
    expect((await call(t.app, 'POST', `/api/admin/sites/${siteId}/promotions/${free}/active`, { jar: content, body: { is_active: true } })).status).toBe(409);
    const list = (await call(t.app, 'GET', `/api/admin/sites/${siteId}/promotions?limit=200`, { jar: content })).json().rows.map((r: { id: number }) => r.id);
    expect(list).not.toContain(free);
    const archivedList = (await call(t.app, 'GET', `/api/admin/sites/${siteId}/promotions?state=archived`, { jar: content })).json().rows;
    expect(archivedList.map((r: { id: number; bonuses: number }) => [r.id, r.bonuses])).toEqual([[free, 1]]);
  });

  it('is refused to a role without promotions.manage', async () => {
    const r = await create(form(), siteId, finance);
    expect([r.status, r.json().message]).toEqual([403, staffMessages.forbidden]);
  });
});

describe('a promotion made in the back office, taken by a player end to end', () => {
  it('deposit -> staff approval -> the offer -> selected -> wagering with max bet and contribution -> converted', async () => {
    const made = await create(form({ name: 'Uçtan Uca', percent: 100, max_bonus: 500, min_deposit: 200, rollover: 2, max_bet: 300, contribution_slot: 100 }));
    const promo = made.json().promotion.id as number;
    await approve(promo);
    const p = await registeredPlayer(t);
    const deposit = await approvedDeposit(t, finance, p.jar, 1000);
    const offer = (await call(t.app, 'GET', '/api/bonus-pending-check.php', { jar: p.jar })).json();
    expect(offer.bonuses.find((b: { id: number }) => b.id === promo)).toMatchObject({ name: 'Uçtan Uca', amount: 500, rollover: 2 });
    const chosen = await call(t.app, 'POST', '/api/process-bonus-selection.php', { jar: p.jar, body: { action: 'select', deposit_id: deposit, bonus_id: promo } });
    expect(chosen.status, JSON.stringify(chosen.json())).toBe(200);
    const [bonus] = await t.db.query<{ id: string; status: string; amount: bigint; wager_required: bigint; max_bet: bigint; promotion_id: number }>(
      `select id, status, amount, wager_required, max_bet, promotion_id from player_bonuses where player_id = $1`,
      [p.id],
    );
    expect(bonus).toMatchObject({ status: 'active', amount: 50_000n, wager_required: 100_000n, max_bet: 30_000n, promotion_id: promo });
    const active = (await call(t.app, 'GET', '/api/player-active-bonuses.php', { jar: p.jar })).json();
    expect(active.active_bonuses[0].wagering).toMatchObject({ rollover: 2, required: 1000, completed: 0 });

    const token = await gameSession(t, p.id, slotId);
    const over = await walletCall(t, 'bet', { session_token: token, transaction_id: 'e2e-over', round_id: 'e2e-over', game_id: 'admin-slot', amount: 30_001 });
    expect(over.body.code).toBe('BONUS_MAX_BET');
    for (let i = 1; i <= 4; i += 1) {
      const bet = await walletCall(t, 'bet', { session_token: token, transaction_id: `e2e-${i}`, round_id: `e2e-r${i}`, game_id: 'admin-slot', amount: 25_000 });
      expect(bet.body.status).toBe('OK');
      const win = await walletCall(t, 'win', { session_token: token, transaction_id: `e2e-${i}-w`, round_id: `e2e-r${i}`, game_id: 'admin-slot', amount: 25_000, bet_transaction_id: `e2e-${i}`, round_closed: true });
      expect(win.body.status).toBe('OK');
    }
    const [done] = await t.db.query<{ status: string; end_reason: string; wagered: bigint }>(`select status, end_reason, wagered from player_bonuses where id = $1`, [bonus!.id]);
    expect(done).toMatchObject({ status: 'completed', end_reason: 'converted' });
    expect(done!.wagered >= 100_000n).toBe(true);
    // the promotion now has a bonus: deleting it archives it
    expect((await call(t.app, 'DELETE', `/api/admin/sites/${siteId}/promotions/${promo}`, { jar: content })).json().outcome).toBe('archived');
    expect(await reconcile(t.db)).toEqual([]);
  });
});
