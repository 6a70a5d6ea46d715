import { describe, expect, it } from 'vitest';
import { totpNow } from '../../lib/totp.ts';
import { call, CookieJar, fundPlayer, multipart, registeredPlayer, sampleFiles, staffSession, useTestContext } from '../../test/harness.ts';
import { addGame, addProvider, defaultSiteId, requestDeposit, requestWithdrawal, withdrawBody } from '../../test/wallet-kit.ts';
import { newCategoryDefaults } from '@app/shared/api/site.ts';
import { newPromotionDefaults } from '@app/shared/api/bonus.ts';
import { ROUTE_ACCESS } from './permissions.ts';

/**
 * Every staff change writes an audit entry: the test walks the permission table (permissions.ts)
 * and calls every route that changes something with a valid request, made by the FIXTURES table
 * below; each call must succeed and leave an audit_log row naming the staff member who made it. A
 * route without a fixture fails the test: a new route adds its line here.
 */
const t = useTestContext({ demo: false });

/** Routes that change no record staff decide on: signing in and out. */
const NOT_A_CHANGE = new Set(['POST /login', 'POST /logout', 'POST /logout-everywhere']);

interface Request {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** A raw body (a multipart upload) in place of `body`, with its content type. */
  raw?: { payload: Buffer; contentType: string };
  /** Who makes the call; the admin given to the fixture when absent. */
  as?: { jar: CookieJar; staffId: number };
}
type Fixture = (admin: { jar: CookieJar; staffId: number }) => Promise<Request>;

const staffIdOf = async (username: string) => (await t.db.query<{ id: number }>(`select id from staff where username = $1`, [username]))[0]!.id;
const latestId = async (sql: string, params: unknown[] = []) => (await t.db.query<{ id: number }>(sql, params))[0]!.id;

/** What the fixtures make: a player with money, their requests and documents, other staff. */
const make = {
  async player(cashLira = 0) {
    const p = await registeredPlayer(t);
    if (cashLira > 0) await fundPlayer(t.db, await defaultSiteId(t), p.id, BigInt(cashLira * 100));
    return p;
  },
  async deposit() {
    const p = await make.player();
    return (await requestDeposit(t, p.jar, 500)).json().deposit.id as number;
  },
  async adjustmentRequest() {
    const p = await make.player();
    const { jar } = await staffSession(t, 'finance');
    const r = await call(t.app, 'POST', `/api/admin/players/${p.id}/adjust`, { jar, body: { amount: 2000, reason: 'Telafi' } });
    expect(r.status).toBe(202);
    return r.json().adjustment.request_id as number;
  },
  async withdrawal() {
    const p = await make.player(1000);
    return (await requestWithdrawal(t, p.jar, 300)).json().withdrawal.id as number;
  },
  async kyc() {
    const p = await make.player();
    const { payload, contentType } = multipart({
      id_front: { filename: 'on.jpg', type: 'image/jpeg', data: sampleFiles.jpeg() },
      id_back: { filename: 'arka.png', type: 'image/png', data: sampleFiles.png() },
      address: { filename: 'fatura.pdf', type: 'application/pdf', data: sampleFiles.pdf() },
    });
    const r = await t.app.inject({ method: 'POST', url: '/api/kyc-upload.php', headers: { host: 'localhost', cookie: p.jar.header(), 'content-type': contentType }, payload });
    expect(r.statusCode, r.body).toBeLessThan(300);
    return latestId(`select id from kyc_submissions where player_id = $1 order by id desc limit 1`, [p.id]);
  },
  async message() {
    const p = await make.player();
    const r = await call(t.app, 'PUT', '/api/messages.php', { jar: p.jar, body: { subject: 'Soru', body: 'Merhaba' }, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(r.status).toBe(201);
    return latestId(`select id from messages where player_id = $1 order by id desc limit 1`, [p.id]);
  },
  async callRequest() {
    const p = await make.player();
    await call(t.app, 'POST', '/api/request-call.php', { jar: p.jar, body: { name: 'Ayşe', phone: '05321234567' } });
    return latestId(`select id from call_requests where player_id = $1 order by id desc limit 1`, [p.id]);
  },
  async affiliateApplication() {
    const email = `ortak${Date.now()}${Math.random().toString(36).slice(2, 6)}@ornek.example`;
    await call(t.app, 'POST', '/api/affiliate-apply.php', {
      body: { name: 'Ortak', email, password: 'Ortak.Sifre1', password_confirm: 'Ortak.Sifre1', phone: '05551234567', website: '', message: '' },
    });
    return latestId(`select id from affiliate_applications where email = $1`, [email]);
  },
  /** An approved affiliate (the application approved by an admin). */
  async affiliate(admin: CookieJar) {
    const id = await make.affiliateApplication();
    expect((await call(t.app, 'POST', `/api/admin/affiliate-applications/${id}/approve`, { jar: admin })).status).toBe(200);
    return id;
  },
  /** A locked monthly statement of an affiliate's last month, 1 TL of commission (below any four-eyes threshold). */
  async affiliateStatement(admin: CookieJar) {
    const affiliate = await make.affiliate(admin);
    return latestId(
      `insert into affiliate_statements (affiliate_id, month, registrations, first_deposits_count, first_deposits, deposits, bets, wins, bonus_cost, ngr,
                                         carried_in, revenue_share_bps, revenue_share, cpa_count, cpa, commission, carried_out)
       values ($1, (date_trunc('month', now()) - interval '1 month')::date, 0, 0, 0, 0, 1000, 0, 0, 1000, 0, 1000, 100, 0, 0, 100, 0) returning id`,
      [affiliate],
    );
  },
  async banner() {
    const site = await defaultSiteId(t);
    const r = await t.db.query<{ id: number }>(
      `insert into banners (site_id, page, device, position, title, image_desktop, image_mobile) values ($1, 'home', 'desktop', 'main', 'Deneme', '/media/a.svg', '/media/a.svg') returning id`,
      [site],
    );
    return { site, id: r[0]!.id };
  },
  async page() {
    const site = await defaultSiteId(t);
    const r = await t.db.query<{ id: number }>(
      `insert into cms_pages (site_id, slug, title, content) values ($1, $2, 'Deneme', '<p>x</p>') returning id`,
      [site, `deneme-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`],
    );
    return { site, id: r[0]!.id };
  },
  async promotion() {
    const site = await defaultSiteId(t);
    return latestId(`insert into promotions (site_id, name, bonus_type, percent, max_bonus, max_bet) values ($1, 'Denetim', 'deposit', 50, 100000, 5000) returning id`, [site]);
  },
  async category() {
    return latestId(`insert into home_categories (site_id, title) values ($1, 'Denetim') returning id`, [await defaultSiteId(t)]);
  },
  async provider() {
    const id = `denetim-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await addProvider(t, id);
    return id;
  },
  async staff(role: 'finance' | 'support' = 'finance') {
    const s = await staffSession(t, role);
    return staffIdOf(s.username);
  },
};

/** Route (as in ROUTE_ACCESS) -> how to make a valid call. Add a line for every new route that changes something. */
/** The site editor's whole form (modules/site/site.staff.routes.ts). */
const siteForm = (domain: string) => ({
  name: 'Site',
  title: 'Site',
  domains: [domain],
  email: '',
  whatsapp: '',
  telegram: '',
  support_phone: '',
  logo_url: null,
  colors: { primary: '#7e22ce', secondary: '#0b0b12', accent: '#c4b5fd', buttonHover: '#9333ea', headerFrom: '#3b0764', headerTo: '#0b0b12' },
  custom_css: 'a { color: #ffffff }',
  licence_text: '',
  licence_number: '',
});

const FIXTURES: Record<string, Fixture> = {
  'POST /login/enrol': async (admin) => {
    const username = `kayit_${Date.now().toString(36)}`;
    const password = 'Uzun.Personel.Sifresi1';
    const created = await call(t.app, 'POST', '/api/admin/staff', { jar: admin.jar, body: { username, password, role: 'support' } });
    const start = (await call(t.app, 'POST', '/api/admin/login', { body: { username, password, totp: '' } })).json();
    return {
      url: '/api/admin/login/enrol',
      body: { token: start.enrolment_token, totp: await totpNow(start.totp_secret), new_password: 'Kendi.Sifrem.Destek1' },
      as: { jar: new CookieJar(), staffId: created.json().staff.id },
    };
  },
  'POST /me/password': async () => {
    const s = await staffSession(t, 'support');
    const staffId = await staffIdOf(s.username);
    await t.db.query(`update staff set totp_last_step = null where id = $1`, [staffId]);
    return {
      url: '/api/admin/me/password',
      body: { current_password: s.password, new_password: 'Yepyeni.Sifrem.2026', totp: await totpNow(s.secret) },
      as: { jar: s.jar, staffId },
    };
  },

  'POST /deposits/:id/approve': async () => ({ url: `/api/admin/deposits/${await make.deposit()}/approve` }),
  'POST /deposits/:id/reject': async () => ({ url: `/api/admin/deposits/${await make.deposit()}/reject`, body: { reason: 'Dekont yok' } }),
  'POST /withdrawals/:id/approve': async () => ({ url: `/api/admin/withdrawals/${await make.withdrawal()}/approve`, body: {} }),
  'POST /withdrawals/:id/reject': async () => ({ url: `/api/admin/withdrawals/${await make.withdrawal()}/reject`, body: { reason: 'Eksik bilgi' } }),
  'POST /withdrawals/:id/paid': async (admin) => {
    const id = await make.withdrawal();
    expect((await call(t.app, 'POST', `/api/admin/withdrawals/${id}/approve`, { jar: admin.jar, body: {} })).status).toBe(200);
    return { url: `/api/admin/withdrawals/${id}/paid` };
  },

  'POST /kyc/:id/verify': async () => ({ url: `/api/admin/kyc/${await make.kyc()}/verify` }),
  'POST /kyc/:id/reject': async () => ({ url: `/api/admin/kyc/${await make.kyc()}/reject`, body: { reason: 'Okunmuyor' } }),

  'POST /messages/:id/reply': async () => ({ url: `/api/admin/messages/${await make.message()}/reply`, body: { body: 'Yanıtımız' } }),
  'POST /messages/:id/close': async () => ({ url: `/api/admin/messages/${await make.message()}/close` }),

  'POST /players/:id/messages': async () => ({ url: `/api/admin/players/${(await make.player()).id}/messages`, body: { subject: 'Bilgi', body: 'Merhaba' } }),
  'POST /players/:id/notes': async () => ({ url: `/api/admin/players/${(await make.player()).id}/notes`, body: { body: 'Telefonla görüşüldü' } }),
  'POST /players/:id/adjust': async () => ({ url: `/api/admin/players/${(await make.player()).id}/adjust`, body: { amount: 10, reason: 'Düzeltme' } }),
  // A credit above the site's cap (1,000 TL by default) asked by a finance user waits for the admin's decision.
  'POST /adjustments/:id/approve': async () => ({ url: `/api/admin/adjustments/${await make.adjustmentRequest()}/approve` }),
  'POST /adjustments/:id/reject': async () => ({ url: `/api/admin/adjustments/${await make.adjustmentRequest()}/reject`, body: { reason: 'Belge yok' } }),
  'POST /players/:id/block': async () => ({ url: `/api/admin/players/${(await make.player()).id}/block`, body: { reason: 'Risk' } }),
  'POST /players/:id/unblock': async () => {
    const p = await make.player();
    await t.db.query(`update players set status = 'blocked' where id = $1`, [p.id]);
    return { url: `/api/admin/players/${p.id}/unblock`, body: {} };
  },

  'POST /call-requests/:id/status': async () => ({ url: `/api/admin/call-requests/${await make.callRequest()}/status`, body: { status: 'done' } }),
  'POST /affiliate-applications/:id/approve': async () => ({ url: `/api/admin/affiliate-applications/${await make.affiliateApplication()}/approve` }),
  'POST /affiliate-applications/:id/reject': async () => ({ url: `/api/admin/affiliate-applications/${await make.affiliateApplication()}/reject` }),
  'PUT /affiliates/:id/plan': async (admin) => ({
    url: `/api/admin/affiliates/${await make.affiliate(admin.jar)}/plan`,
    body: { revenue_share_percent: 25, cpa_amount: 100, cpa_min_deposit: 500, cpa_min_wagering: 1000 },
  }),
  'POST /affiliate-statements/:id/approve': async (admin) => ({ url: `/api/admin/affiliate-statements/${await make.affiliateStatement(admin.jar)}/approve` }),
  'POST /affiliate-statements/:id/paid': async (admin) => {
    const id = await make.affiliateStatement(admin.jar);
    expect((await call(t.app, 'POST', `/api/admin/affiliate-statements/${id}/approve`, { jar: admin.jar })).status).toBe(200);
    return { url: `/api/admin/affiliate-statements/${id}/paid`, body: { reference: 'EFT-1' } };
  },

  'POST /sites': async () => ({ url: '/api/admin/sites', body: siteForm(`yeni-${Date.now().toString(36)}.example`) }),
  'PUT /sites/:id': async () => ({ url: `/api/admin/sites/${await defaultSiteId(t)}`, body: { ...siteForm('localhost'), title: 'Yeni Başlık' } }),
  'PUT /sites/:id/domains': async () => {
    const made = await call(t.app, 'POST', '/api/admin/sites', { jar: (await staffSession(t, 'admin')).jar, body: siteForm(`alan-${Date.now().toString(36)}.example`) });
    return { url: `/api/admin/sites/${made.json().site.id}/domains`, body: { domains: [`tasinan-${Date.now().toString(36)}.example`] } };
  },
  'PUT /sites/:id/rules': async () => ({ url: `/api/admin/sites/${await defaultSiteId(t)}/rules`, body: { min_age: 21, allowed_countries: ['TR'], cashback_percent: 12 } }),

  'POST /aml/flags/:id/clear': async () => {
    // A withdrawal to another name raises a flag (modules/aml); the risk role's clear is what is audited.
    const p = await make.player(1000);
    const r = await call(t.app, 'POST', '/api/withdraw.php', { jar: p.jar, body: { ...withdrawBody(300), account_name: 'Başka Biri' } });
    expect(r.status).toBe(201);
    return { url: `/api/admin/aml/flags/${await latestId(`select id from aml_flags where player_id = $1 and kind = 'name_mismatch'`, [p.id])}/clear`, body: { note: 'Oyuncunun eşi; belge görüldü' } };
  },
  'PUT /aml/settings/:id': async () => ({ url: `/api/admin/aml/settings/${await defaultSiteId(t)}`, body: { threshold: 40000, shared_accounts: 4 } }),

  'POST /banners': async () => ({
    url: `/api/admin/banners?site_id=${await defaultSiteId(t)}`,
    body: { title: 'Yeni', page: 'home', device: 'desktop', position: 'main', image_desktop: '/media/a.svg', image_mobile: '/media/a.svg' },
  }),
  'PUT /banners/:id': async () => {
    const b = await make.banner();
    return { url: `/api/admin/banners/${b.id}?site_id=${b.site}`, body: { title: 'Değişti', page: 'home', device: 'desktop', position: 'main', image_desktop: '/media/a.svg', image_mobile: '/media/a.svg' } };
  },
  'POST /banners/:id/enable': async () => {
    const b = await make.banner();
    return { url: `/api/admin/banners/${b.id}/enable?site_id=${b.site}` };
  },
  'POST /banners/:id/disable': async () => {
    const b = await make.banner();
    return { url: `/api/admin/banners/${b.id}/disable?site_id=${b.site}` };
  },
  'DELETE /banners/:id': async () => {
    const b = await make.banner();
    return { url: `/api/admin/banners/${b.id}?site_id=${b.site}` };
  },
  'POST /banners/reorder': async () => {
    const b = await make.banner();
    const ids = (await t.db.query<{ id: number }>(`select id from banners where site_id = $1 and page = 'home' and device = 'desktop' and position = 'main' order by sort, id`, [b.site])).map((r) => r.id);
    return { url: `/api/admin/banners/reorder?site_id=${b.site}`, body: { page: 'home', device: 'desktop', position: 'main', ids: ids.reverse() } };
  },
  'POST /banners/images': async () => {
    const { payload, contentType } = multipart({ image: { filename: 'banner.png', type: 'image/png', data: sampleFiles.png() } });
    return { url: `/api/admin/banners/images?site_id=${await defaultSiteId(t)}`, raw: { payload, contentType } };
  },
  'POST /pages': async () => ({
    url: `/api/admin/pages?site_id=${await defaultSiteId(t)}`,
    body: { slug: `yeni-${Date.now().toString(36)}`, title: 'Yeni sayfa', content: '<p>Merhaba</p>' },
  }),
  'PUT /pages/:id': async () => {
    const p = await make.page();
    return { url: `/api/admin/pages/${p.id}?site_id=${p.site}`, body: { slug: `degisti-${p.id}`, title: 'Değişti', content: '<p>Yeni</p>' } };
  },
  'POST /pages/:id/publish': async () => {
    const p = await make.page();
    return { url: `/api/admin/pages/${p.id}/publish?site_id=${p.site}` };
  },
  'POST /pages/:id/unpublish': async () => {
    const p = await make.page();
    return { url: `/api/admin/pages/${p.id}/unpublish?site_id=${p.site}` };
  },
  'DELETE /pages/:id': async () => {
    const p = await make.page();
    return { url: `/api/admin/pages/${p.id}?site_id=${p.site}` };
  },
  'POST /pages/reorder': async () => {
    const p = await make.page();
    return { url: `/api/admin/pages/reorder?site_id=${p.site}`, body: { ids: [p.id] } };
  },

  'POST /sites/:id/promotions': async () => ({ url: `/api/admin/sites/${await defaultSiteId(t)}/promotions`, body: { ...newPromotionDefaults, name: 'Denetim' } }),
  'POST /sites/:id/promotions/order': async () => {
    const site = await defaultSiteId(t);
    const ids = (await t.db.query<{ id: number }>(`select id from promotions where site_id = $1 and archived_at is null order by id desc`, [site])).map((r) => r.id);
    return { url: `/api/admin/sites/${site}/promotions/order`, body: { ids } };
  },
  'PUT /sites/:id/promotions/:promotionId': async () => ({
    url: `/api/admin/sites/${await defaultSiteId(t)}/promotions/${await make.promotion()}`,
    body: { ...newPromotionDefaults, name: 'Denetim (düzeltildi)' },
  }),
  'POST /sites/:id/promotions/:promotionId/active': async () => ({ url: `/api/admin/sites/${await defaultSiteId(t)}/promotions/${await make.promotion()}/active`, body: { is_active: false } }),
  'POST /sites/:id/promotions/:promotionId/approve': async () => ({
    url: `/api/admin/sites/${await defaultSiteId(t)}/promotions/${await make.promotion()}/approve`,
    body: { terms_version: 1 },
  }),
  'DELETE /sites/:id/promotions/:promotionId': async () => ({ url: `/api/admin/sites/${await defaultSiteId(t)}/promotions/${await make.promotion()}` }),
  'POST /sites/:id/categories': async () => ({ url: `/api/admin/sites/${await defaultSiteId(t)}/categories`, body: { ...newCategoryDefaults, title: 'Denetim' } }),
  'PUT /sites/:id/categories/:categoryId': async () => ({
    url: `/api/admin/sites/${await defaultSiteId(t)}/categories/${await make.category()}`,
    body: { ...newCategoryDefaults, title: 'Denetim (düzeltildi)' },
  }),
  'DELETE /sites/:id/categories/:categoryId': async () => ({ url: `/api/admin/sites/${await defaultSiteId(t)}/categories/${await make.category()}` }),
  'PUT /games/:id': async () => ({ url: `/api/admin/games/${await addGame(t, `denetim-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`)}`, body: { is_hot: true } }),
  'POST /providers': async () => ({ url: '/api/admin/providers', body: { id: `denetim-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, name: 'Denetim' } }),
  'POST /providers/:id/rotate-secret': async () => ({ url: `/api/admin/providers/${await make.provider()}/rotate-secret` }),
  'POST /providers/:id/disable': async () => ({ url: `/api/admin/providers/${await make.provider()}/disable` }),
  'POST /providers/:id/enable': async () => {
    const id = await make.provider();
    await t.db.query(`update providers set is_enabled = false where id = $1`, [id]);
    return { url: `/api/admin/providers/${id}/enable` };
  },

  'POST /staff': async () => ({ url: '/api/admin/staff', body: { username: `yeni_${Date.now().toString(36)}`, password: 'Uzun.Personel.Sifresi1', role: 'content' } }),
  'PUT /staff/:id': async () => ({ url: `/api/admin/staff/${await make.staff('finance')}`, body: { role: 'support' } }),
  'POST /staff/:id/disable': async () => ({ url: `/api/admin/staff/${await make.staff()}/disable` }),
  'POST /staff/:id/enable': async () => {
    const id = await make.staff();
    await t.db.query(`update staff set is_active = false where id = $1`, [id]);
    return { url: `/api/admin/staff/${id}/enable` };
  },
  'POST /staff/:id/reset-totp': async () => ({ url: `/api/admin/staff/${await make.staff()}/reset-totp` }),
};

const changes = Object.keys(ROUTE_ACCESS).filter((key) => !key.startsWith('GET ') && !NOT_A_CHANGE.has(key));

async function auditRowsSince(id: number, staffId: number) {
  return t.db.query<{ action: string }>(`select action from audit_log where id > $1 and staff_id = $2`, [id, staffId]);
}

describe('every staff change writes an audit entry', () => {
  it('has a fixture for every route that changes something (add one for a new route)', () => {
    expect(changes.filter((key) => !FIXTURES[key]), 'routes without a fixture in FIXTURES').toEqual([]);
    expect(Object.keys(FIXTURES).filter((key) => !changes.includes(key)), 'fixtures of routes that no longer exist').toEqual([]);
  });

  for (const key of changes) {
    it(`${key}: succeeds and audits who did it`, async (ctx) => {
      const fixture = FIXTURES[key];
      if (!fixture) return ctx.skip();
      const admin = await staffSession(t, 'admin');
      const adminRef = { jar: admin.jar, staffId: await staffIdOf(admin.username) };
      const request = await fixture(adminRef);
      const who = request.as ?? adminRef;
      const [{ last }] = (await t.db.query<{ last: number }>(`select coalesce(max(id), 0)::int as last from audit_log`)) as [{ last: number }];
      const method = key.split(' ')[0] as 'POST' | 'PUT' | 'DELETE';
      const r = request.raw
        ? await (async () => {
            const res = await t.app.inject({ method, url: request.url, headers: { host: 'localhost', cookie: who.jar.header(), 'content-type': request.raw!.contentType }, payload: request.raw!.payload });
            return { status: res.statusCode, json: () => res.json() };
          })()
        : await call(t.app, method, request.url, { jar: who.jar, body: request.body, headers: request.headers });
      expect(r.status, JSON.stringify(r.json())).toBeLessThan(300);
      expect(r.json().success).toBe(true);
      expect((await auditRowsSince(last, who.staffId)).length, `${key} wrote no audit entry naming its actor`).toBeGreaterThan(0);
    });
  }
});
