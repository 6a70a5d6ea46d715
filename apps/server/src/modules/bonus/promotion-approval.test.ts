import { beforeAll, describe, expect, it } from 'vitest';
import { bonusMessages, newPromotionDefaults, promotionMessages, type PromotionForm } from '@app/shared/api/bonus.ts';
import { sitesMessages } from '@app/shared/api/site.ts';
import { staffMessages } from '@app/shared/api/staff.ts';
import { call, registeredPlayer, staffSession, useTestContext, type CookieJar } from '../../test/harness.ts';
import { addGame, approvedDeposit, defaultSiteId, race } from '../../test/wallet-kit.ts';

/**
 * Promotion money terms belong to the money roles (issue 26 point 2; docs/decisions/0024): the fixed
 * floors and the site's caps of a promotion's money terms, the approval by a finance, risk or admin
 * user other than its author and the last editor of its money terms, and what a draft is to players.
 */
const t = useTestContext({ demo: false });

let content: CookieJar, finance: CookieJar, risk: CookieJar, admin: CookieJar, otherAdmin: CookieJar;
let siteId: number;
let slotId: number;

beforeAll(async () => {
  content = (await staffSession(t, 'content')).jar;
  finance = (await staffSession(t, 'finance')).jar;
  risk = (await staffSession(t, 'risk')).jar;
  admin = (await staffSession(t, 'admin')).jar;
  otherAdmin = (await staffSession(t, 'admin')).jar;
  siteId = await defaultSiteId(t);
  slotId = await addGame(t, 'approval-slot');
});

const form = (o: Partial<PromotionForm> = {}): PromotionForm => ({ ...newPromotionDefaults, name: 'Onaylı Bonus', description: 'Açıklama', ...o });
const freeForm = (o: Partial<PromotionForm> = {}) => form({ bonus_type: 'free', percent: 0, fixed_amount: 100, max_bet: 20, rollover: 20, ...o });
const base = `/api/admin/sites`;
const create = (body: unknown, jar = content) => call(t.app, 'POST', `${base}/${siteId}/promotions`, { jar, body });
const update = (id: number, body: unknown, jar = content) => call(t.app, 'PUT', `${base}/${siteId}/promotions/${id}`, { jar, body });
const approve = (id: number, version: number, jar: CookieJar) => call(t.app, 'POST', `${base}/${siteId}/promotions/${id}/approve`, { jar, body: { terms_version: version } });
const listed = async (id: number) => ((await call(t.app, 'GET', '/api/promotions.php')).json().promotions as { id: number }[]).some((p) => p.id === id);
const count = async () => (await t.db.query<{ n: number }>(`select count(*)::int as n from promotions`))[0]!.n;

describe('the money terms: fixed floors and the site’s caps', () => {
  it('refuses the attack: a content user’s free promotion of 10.000.000 TL with rollover 0, field by field, writing nothing', async () => {
    const before = await count();
    const attack = form({ bonus_type: 'free', percent: 0, fixed_amount: 10_000_000, rollover: 0, max_bet: 0, name: 'Bedava Para' });
    const r0 = await create(attack);
    expect([r0.status, r0.json().message, r0.json().field]).toEqual([400, promotionMessages.rollover, 'rollover']);
    const r1 = await create({ ...attack, rollover: 1 });
    expect([r1.status, r1.json().message, r1.json().field]).toEqual([400, promotionMessages.maxBetRequired, 'max_bet']);
    const r2 = await create({ ...attack, rollover: 1, max_bet: 10 });
    expect([r2.status, r2.json().message, r2.json().field]).toEqual([400, promotionMessages.capAmount('5.000 TL'), 'fixed_amount']);
    expect(await count()).toBe(before);
  });

  it('holds a deposit bonus to the site’s percent and max bonus caps and a max bet, free spins to the amount cap', async () => {
    const before = await count();
    const cases: [Partial<PromotionForm>, string, string][] = [
      [{ percent: 150, max_bonus: 1000 }, promotionMessages.capPercent(100), 'percent'],
      [{ percent: 100, max_bonus: 0 }, promotionMessages.maxBonusRequired('5.000 TL'), 'max_bonus'],
      [{ percent: 100, max_bonus: 5000.01 }, promotionMessages.maxBonusRequired('5.000 TL'), 'max_bonus'],
      [{ percent: 0, fixed_amount: 6000 }, promotionMessages.capAmount('5.000 TL'), 'fixed_amount'],
      [{ max_bet: 0 }, promotionMessages.maxBetRequired, 'max_bet'],
      [
        { bonus_type: 'free_spins', percent: 0, free_spins_count: 1000, free_spins_stake: 10, free_spins_game: slotId },
        promotionMessages.capFreeSpins('5.000 TL'),
        'free_spins_count',
      ],
    ];
    for (const [patch, message, field] of cases) {
      const r = await create(form(patch));
      expect([r.status, r.json().message, r.json().field], JSON.stringify(patch)).toEqual([400, message, field]);
    }
    expect(await count()).toBe(before);
  });

  it('lets risk (not content) raise the caps; an edit of the money terms meets them too', async () => {
    expect((await call(t.app, 'PUT', `${base}/${siteId}/rules`, { jar: content, body: { promo_max_amount: 10_000_000 } })).status).toBe(403);
    const raised = await call(t.app, 'PUT', `${base}/${siteId}/rules`, { jar: risk, body: { promo_max_amount: 8000, promo_max_percent: 200, promo_max_bonus: 8000 } });
    expect(raised.status, JSON.stringify(raised.json())).toBe(200);
    expect(raised.json().rules).toMatchObject({ promo_max_amount: 8000, promo_max_percent: 200, promo_max_bonus: 8000 });
    const made = await create(freeForm({ fixed_amount: 7000 }));
    expect(made.status, JSON.stringify(made.json())).toBe(201);
    const bad = await update(made.json().promotion.id, freeForm({ fixed_amount: 9000 }));
    expect([bad.status, bad.json().field]).toEqual([400, 'fixed_amount']);
    for (const body of [{ promo_max_amount: -1 }, { promo_max_percent: 1001 }, { promo_max_bonus: 'çok' }]) {
      expect((await call(t.app, 'PUT', `${base}/${siteId}/rules`, { jar: risk, body })).status, JSON.stringify(body)).toBe(400);
    }
    // Lowered again: the approval checks the caps as they are now.
    await call(t.app, 'PUT', `${base}/${siteId}/rules`, { jar: risk, body: { promo_max_amount: 5000, promo_max_percent: 100, promo_max_bonus: 5000 } });
    const late = await approve(made.json().promotion.id, 1, finance);
    expect([late.status, late.json().message]).toEqual([400, promotionMessages.capAmount('5.000 TL')]);
    expect((await t.db.query(`select approved_at from promotions where id = $1`, [made.json().promotion.id]))[0]).toEqual({ approved_at: null });
  });
});

describe('the approval', () => {
  it('keeps a new promotion a draft (not listed, not granted) until finance approves it; content cannot', async () => {
    const p = (await create(freeForm({ name: 'Taslak' }))).json().promotion;
    expect(p).toMatchObject({ approved: false, approved_at: null, terms_version: 1 });
    expect(await listed(p.id)).toBe(false);
    const player = await registeredPlayer(t);
    const taken = await call(t.app, 'POST', '/api/bonus-activate.php', { jar: player.jar, body: { bonus_id: p.id } });
    expect([taken.status, taken.json().message]).toEqual([404, bonusMessages.notFound]);
    const byContent = await approve(p.id, 1, content);
    expect([byContent.status, byContent.json().message]).toEqual([403, staffMessages.forbidden]);

    const drafts = await call(t.app, 'GET', '/api/admin/promotion-drafts', { jar: risk });
    expect(drafts.json().rows.find((d: { id: number }) => d.id === p.id)).toMatchObject({ name: 'Taslak', site_name: expect.any(String) });
    expect((await call(t.app, 'GET', '/api/admin/promotion-drafts', { jar: content })).status).toBe(403);

    const ok = await approve(p.id, 1, finance);
    expect(ok.status, JSON.stringify(ok.json())).toBe(200);
    expect(ok.json().promotion).toMatchObject({ approved: true, approved_by_name: expect.stringMatching(/^finance_/) });
    const [entry] = await t.db.query<{ action: string; after: { fixed_amount: number } }>(
      `select action, after from audit_log where entity_type = 'promotion' and entity_id = $1 order by id desc limit 1`,
      [String(p.id)],
    );
    expect(entry).toMatchObject({ action: 'promotion.approve', after: { fixed_amount: 100 } });
    expect(await listed(p.id)).toBe(true);
    expect((await call(t.app, 'POST', '/api/bonus-activate.php', { jar: player.jar, body: { bonus_id: p.id } })).status).toBe(200);
    const again = await approve(p.id, 1, risk);
    expect([again.status, again.json().message]).toEqual([409, promotionMessages.alreadyApproved]);
  });

  it('does not offer a draft deposit promotion on an approved deposit, nor let it be chosen', async () => {
    const p = (await create(form({ name: 'Taslak Yatırım', percent: 50, max_bonus: 500, max_bet: 50 }))).json().promotion;
    const player = await registeredPlayer(t);
    const deposit = await approvedDeposit(t, finance, player.jar, 1000);
    const offer = (await call(t.app, 'GET', '/api/bonus-pending-check.php', { jar: player.jar })).json();
    expect((offer.bonuses as { id: number }[]).some((b) => b.id === p.id)).toBe(false);
    const chosen = await call(t.app, 'POST', '/api/process-bonus-selection.php', { jar: player.jar, body: { action: 'select', deposit_id: deposit, bonus_id: p.id } });
    expect(chosen.status).toBeGreaterThanOrEqual(400);
    expect(await t.db.query(`select 1 from player_bonuses where player_id = $1`, [player.id])).toEqual([]);
  });

  it('keeps the approval through a change of texts and image; a change of money terms makes a draft again, version counted', async () => {
    const p = (await create(freeForm({ name: 'Canlı' }))).json().promotion;
    expect((await approve(p.id, 1, risk)).status).toBe(200);
    const texts = await update(p.id, freeForm({ name: 'Canlı (yeni ad)', description: 'Yeni açıklama', banner: '/media/x.svg', note: 'Not', sort: 3 }));
    expect(texts.json().promotion).toMatchObject({ approved: true, terms_version: 1 });
    expect(await listed(p.id)).toBe(true);
    const money = await update(p.id, freeForm({ name: 'Canlı (yeni ad)', fixed_amount: 150 }));
    expect(money.json().promotion).toMatchObject({ approved: false, approved_by: null, terms_version: 2, terms_by_name: expect.stringMatching(/^content_/) });
    expect(await listed(p.id)).toBe(false);
    // The approver names the version they saw: the old one is refused.
    const stale = await approve(p.id, 1, finance);
    expect([stale.status, stale.json().message]).toEqual([409, promotionMessages.termsChanged]);
    expect((await approve(p.id, 2, finance)).status).toBe(200);
    expect(await listed(p.id)).toBe(true);
  });

  it('is never by the promotion’s author nor by the last editor of its money terms, an admin included', async () => {
    const p = (await create(freeForm({ name: 'Yöneticinin' }), admin)).json().promotion;
    const own = await approve(p.id, 1, admin);
    expect([own.status, own.json().message]).toEqual([403, promotionMessages.approveOwn]);
    // Another admin edits its money terms: neither the author nor that editor may approve.
    expect((await update(p.id, freeForm({ name: 'Yöneticinin', fixed_amount: 120 }), otherAdmin)).status).toBe(200);
    expect((await approve(p.id, 2, otherAdmin)).status).toBe(403);
    expect((await approve(p.id, 2, admin)).status).toBe(403);
    expect(await listed(p.id)).toBe(false);
    expect((await approve(p.id, 2, finance)).status).toBe(200);
    // The database holds it too: the approver is neither the author nor the terms' editor.
    await expect(t.db.query(`update promotions set approved_by = created_by where id = $1`, [p.id])).rejects.toThrow(/promotions_approval/);
  });

  it('an approval and a change of the money terms at the same moment: never live with terms no one approved', async () => {
    const p = (await create(freeForm({ name: 'Yarış' }))).json().promotion;
    const { results } = await race(t, `select 1 from promotions where id = $1 for update`, [p.id], [
      () => approve(p.id, 1, finance),
      () => update(p.id, freeForm({ name: 'Yarış', fixed_amount: 4000 })),
    ]);
    expect(results[1]!.status).toBe(200);
    const [row] = await t.db.query<{ approved: boolean; fixed_amount: bigint; terms_version: number }>(
      `select approved_at is not null as approved, fixed_amount, terms_version from promotions where id = $1`,
      [p.id],
    );
    // The edit came last (the approval of version 1 first, then dropped) or first (the approval refused).
    expect(row).toEqual({ approved: false, fixed_amount: 400_000n, terms_version: 2 });
    expect([200, 409]).toContain(results[0]!.status);
    expect(await listed(p.id)).toBe(false);
  });

  it('does not let content set the cashback percent; risk sets it within 0-25 %', async () => {
    const [{ cashback_percent: before }] = (await t.db.query<{ cashback_percent: number }>(`select cashback_percent from sites where id = $1`, [siteId])) as [{ cashback_percent: number }];
    const sites = (await call(t.app, 'GET', '/api/admin/sites', { jar: content })).json().sites as { id: number; domains: string[] }[];
    const site = sites.find((s) => s.id === siteId)!;
    const editor = {
      name: 'Site', title: 'Site', domains: site.domains, email: '', whatsapp: '', telegram: '', support_phone: '', logo_url: null,
      colors: { primary: '#7e22ce', secondary: '#0b0b12', accent: '#c4b5fd', buttonHover: '#9333ea', headerFrom: '#3b0764', headerTo: '#0b0b12' },
      custom_css: '', licence_text: '', licence_number: '',
    };
    const attack = await call(t.app, 'PUT', `${base}/${siteId}`, { jar: content, body: { ...editor, cashback_percent: 100 } });
    expect([attack.status, attack.json().message]).toEqual([400, sitesMessages.cashbackIsRule]);
    expect((await call(t.app, 'PUT', `${base}/${siteId}/rules`, { jar: content, body: { cashback_percent: 100 } })).status).toBe(403);
    const tooMuch = await call(t.app, 'PUT', `${base}/${siteId}/rules`, { jar: risk, body: { cashback_percent: 100 } });
    expect([tooMuch.status, tooMuch.json().message]).toEqual([400, sitesMessages.cashback]);
    expect((await t.db.query(`select cashback_percent from sites where id = $1`, [siteId]))[0]).toEqual({ cashback_percent: before });
    const set = await call(t.app, 'PUT', `${base}/${siteId}/rules`, { jar: risk, body: { cashback_percent: 25 } });
    expect([set.status, set.json().rules.cashback_percent]).toEqual([200, 25]);
    await expect(t.db.query(`update sites set cashback_percent = 26 where id = $1`, [siteId])).rejects.toThrow(/sites_cashback_percent_check/);
    await call(t.app, 'PUT', `${base}/${siteId}/rules`, { jar: risk, body: { cashback_percent: before } });
  });
});
