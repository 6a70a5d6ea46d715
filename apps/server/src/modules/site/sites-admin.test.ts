import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sitesMessages, siteInfoReply } from '@app/shared/api/site.ts';
import { buildApp } from '../../app.ts';
import { call, CookieJar, fundPlayer, registeredPlayer, staffJars, staffSession, useTestContext, validRegistration } from '../../test/harness.ts';
import { documentationLookup } from '../../test/fixtures/geo-documentation.ts';
import { geoipCountry } from '../../lib/geo.ts';
import { validateCustomCss } from './css.ts';

/**
 * The site editor and the site rules (issues 16 and 18): domains, colours, custom CSS, licence; the
 * rules' enforcement (minimum age, KYC before play, the countries a site serves); two sites on one
 * installation kept apart.
 */
let admin: CookieJar, content: CookieJar, risk: CookieJar, support: CookieJar;
const t = useTestContext({ catalogue: true }, async (ctx) => {
  [admin, content, risk, support] = await staffJars(ctx, 'admin', 'content', 'risk', 'support');
});

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Zambak',
  title: 'Zambak Casino',
  domains: ['zambak.example', 'www.zambak.example'],
  email: 'destek@zambak.example',
  whatsapp: '+90 555 000 00 00',
  telegram: '@zambak',
  support_phone: '0850 000 00 00',
  logo_url: null,
  colors: { primary: '#0E7490', secondary: '#0b0b12', accent: '#67e8f9', buttonHover: '#0891b2', headerFrom: '#164e63', headerTo: '#0b0b12' },
  custom_css: '.site-header { letter-spacing: 0.01em; }',
  licence_text: 'Zambak Casino lisans metni.',
  licence_number: 'ZMB-001',
  ...over,
});
const host = (h: string) => ({ headers: { host: h } });
const defaultId = async () => (await t.db.query<{ id: number }>(`select id from sites where is_default`))[0]!.id;

describe('the site editor (sites.manage; a new site and its domains: site_rules.manage)', () => {
  it('creates a site with several domains, answered by each of them, audited', async () => {
    const r = await call(t.app, 'POST', '/api/admin/sites', { jar: risk, body: form() });
    expect(r.status, JSON.stringify(r.json())).toBe(200);
    const site = r.json().site;
    expect(site).toMatchObject({ name: 'Zambak', domains: ['zambak.example', 'www.zambak.example'], is_default: false, logo: `/media/sites/${site.id}/logo.svg` });
    expect(site.colors.primary).toBe('#0e7490');
    for (const h of ['zambak.example', 'WWW.ZAMBAK.EXAMPLE:8443']) {
      const info = siteInfoReply.parse((await call(t.app, 'GET', '/api/site_info.php', host(h))).json());
      expect(info).toMatchObject({ id: site.id, title: 'Zambak Casino', licence_text: 'Zambak Casino lisans metni.', licence_number: 'ZMB-001' });
      expect(info.colors.headerGradient).toBe('linear-gradient(90deg, #164e63 0%, #0b0b12 100%)');
    }
    const css = (await call(t.app, 'GET', '/api/site_css.php', host('zambak.example'))).json().css;
    expect(css).toContain('--color-primary: #0e7490;');
    expect(css).toContain('.site-header{letter-spacing:0.01em}');
    const [entry] = await t.db.query<{ action: string }>(`select action from audit_log where entity_type = 'site' and entity_id = $1`, [String(site.id)]);
    expect(entry).toEqual({ action: 'site.create' });
    // The new site has its house accounts (its ledger works).
    const [{ n }] = (await t.db.query<{ n: number }>(`select count(*)::int as n from accounts where site_id = $1 and player_id is null`, [site.id])) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
  });

  it('edits a site: the domains replaced, the old one no longer answers it, the cache dropped', async () => {
    const id = (await call(t.app, 'POST', '/api/admin/sites', { jar: admin, body: form({ domains: ['lotus.example'] }) })).json().site.id;
    expect((await call(t.app, 'GET', '/api/site_info.php', host('lotus.example'))).json().id).toBe(id);
    const edit = await call(t.app, 'PUT', `/api/admin/sites/${id}`, { jar: content, body: form({ name: 'Lotus', domains: undefined, logo_url: 'https://cdn.example/lotus.png' }) });
    expect(edit.status, JSON.stringify(edit.json())).toBe(200);
    const r = await call(t.app, 'PUT', `/api/admin/sites/${id}/domains`, { jar: risk, body: { domains: ['lotus2.example', 'm.lotus2.example'] } });
    expect(r.status, JSON.stringify(r.json())).toBe(200);
    expect(r.json().site).toMatchObject({ name: 'Lotus', domains: ['lotus2.example', 'm.lotus2.example'], logo: 'https://cdn.example/lotus.png' });
    expect((await call(t.app, 'GET', '/api/site_info.php', host('m.lotus2.example'))).json()).toMatchObject({ id, name: 'Lotus', logo: 'https://cdn.example/lotus.png' });
    expect((await call(t.app, 'GET', '/api/site_info.php', host('lotus.example'))).json().id).toBe(await defaultId());
    const [entry] = await t.db.query<{ before: string[]; after: string[] }>(
      `select before, after from audit_log where action = 'site.domains' and entity_id = $1`,
      [String(id)],
    );
    expect(entry).toMatchObject({ before: ['lotus.example'], after: ['lotus2.example', 'm.lotus2.example'] });
  });

  it('refuses a domain another site holds (409), repeated or malformed domains (400), writing nothing', async () => {
    const before = await t.db.query(`select * from site_domains order by domain`);
    const taken = await call(t.app, 'POST', '/api/admin/sites', { jar: admin, body: form({ name: 'Kopya', domains: ['kopya.example', 'localhost'] }) });
    expect(taken.status).toBe(409);
    expect(taken.json().message).toBe(`${sitesMessages.domainTaken}: localhost`);
    for (const domains of [[], ['a.example', 'A.example'], ['http://x.example'], ['x..example'], ['-x.example'], ['çiçek.example']]) {
      const r = await call(t.app, 'POST', '/api/admin/sites', { jar: admin, body: form({ domains }) });
      expect(r.status, JSON.stringify(domains)).toBe(400);
      expect(r.json().success).toBe(false);
    }
    expect(await t.db.query(`select * from site_domains order by domain`)).toEqual(before);
    expect(await t.db.query(`select 1 from sites where name = 'Kopya'`)).toEqual([]);
  });

  it('gives a domain claimed by two new sites at once to one of them; the other gets the Turkish 409', async () => {
    const claim = (name: string) => call(t.app, 'POST', '/api/admin/sites', { jar: admin, body: form({ name, domains: ['yaris.example'] }) });
    const replies = await Promise.all([claim('Yarış A'), claim('Yarış B')]);
    expect(replies.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(replies.find((x) => x.status === 409)!.json().message).toMatch(new RegExp(`^${sitesMessages.domainTaken}`));
    expect(await t.db.query(`select count(*)::int as n from sites where name like 'Yarış%'`)).toEqual([{ n: 1 }]);
  });

  it('refuses bad colours, logo addresses and numbers with Turkish messages', async () => {
    const id = await defaultId();
    for (const [over, message] of [
      [{ colors: { ...form().colors, primary: 'red' } }, sitesMessages.color],
      [{ colors: { ...form().colors, accent: '#fff;}</style>' } }, sitesMessages.color],
      [{ logo_url: 'javascript:alert(1)' }, sitesMessages.logo],
      [{ logo_url: 'http://x.example/a.png' }, sitesMessages.logo],
      [{ logo_url: '/media/../secret.png' }, sitesMessages.logo],
      [{ cashback_percent: 101 }, sitesMessages.cashbackIsRule],
      [{ email: 'değil' }, sitesMessages.email],
      [{ name: '' }, sitesMessages.name],
    ] as const) {
      const r = await call(t.app, 'PUT', `/api/admin/sites/${id}`, { jar: content, body: form({ domains: ['localhost'], ...over }) });
      expect(r.status, JSON.stringify(over)).toBe(400);
      expect(r.json().message, JSON.stringify(over)).toBe(message);
    }
    expect((await call(t.app, 'PUT', '/api/admin/sites/99999', { jar: content, body: form({ domains: ['yok.example'] }) })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/api/admin/sites/${id}`, { jar: support, body: form({ domains: ['localhost'] }) })).status).toBe(403);
    expect((await call(t.app, 'PUT', `/api/admin/sites/${id}`, { jar: risk, body: form({ domains: ['localhost'] }) })).status).toBe(403);
  });
});

describe('custom CSS: parsed, regenerated, never out of its style element', () => {
  it.each([
    ['</style><script>alert(1)</script>', "'<'"],
    ['a{color:red}</style><script>alert(1)</script>', "'<'"],
    ['/* </style><script>alert(1)</script> */ a{color:red}', "'<'"],
    ['a{content:"</style>"}', "'<'"],
    ['a{content:"\\3c/style\\3e"}', 'ters eğik çizgi'],
    ['@import url(https://evil.example/x.css);', '@import'],
    ['@IMPORT "x.css";', '@IMPORT'],
    ['a{background:url("javascript:alert(1)")}', 'adres'],
    ['a{background:url("java\tscript:alert(1)")}', 'adres'],
    ['a{background:url(data:text/html;base64,PHNjcmlwdD4=)}', 'adres'],
    ['a{background:url(data:image/svg+xml;base64,PHN2Zz4=)}', 'adres'],
    ['a{background:url(//evil.example/x.png)}', 'adres'],
    ['a{width:expression(alert(1))}', 'expression()'],
    ['a{behavior:url(x.htc)}', 'behavior'],
    ['a{-moz-binding:url(x.xml#x)}', '-moz-binding'],
    ['a{color:red', 'kapatılmamış'],
    ['a{color:red}}', 'sözdizimi'],
  ])('refuses %s', async (css, part) => {
    const r = await call(t.app, 'PUT', `/api/admin/sites/${await defaultId()}`, { jar: content, body: form({ domains: ['localhost'], custom_css: css }) });
    expect(r.status).toBe(400);
    expect(r.json().message).toContain('Özel CSS');
    expect(r.json().message).toContain(part);
  });

  it('keeps good CSS (media queries, images over https and data: PNG) as css-tree writes it', () => {
    const css = '@media (max-width: 600px) { .hero { display: none } }\n.a { background: url("https://cdn.example/x.png") } .b { background: url(data:image/png;base64,AAAA) } .c { background: url(/media/x.svg) }';
    const r = validateCustomCss(css);
    expect(r).toEqual({ ok: true, css: '@media (max-width:600px){.hero{display:none}}.a{background:url(https://cdn.example/x.png)}.b{background:url(data:image/png;base64,AAAA)}.c{background:url(/media/x.svg)}' });
  });

  it('leaves out stored CSS with a < (a hand edit of the database) from site_css.php', async () => {
    await t.db.query(`insert into sites (name, title, domain, custom_css) values ('Elle', 'Elle', 'elle.example', 'a{}</style><script>x</script>')`);
    const css = (await call(t.app, 'GET', '/api/site_css.php', host('elle.example'))).json().css;
    expect(css).not.toContain('<');
    expect(css).toContain('--color-primary');
  });
});

describe('site rules (site_rules.manage: risk and admin)', () => {
  it('sets the minimum age, KYC before play and the countries, audited; content cannot', async () => {
    const id = (await call(t.app, 'POST', '/api/admin/sites', { jar: admin, body: form({ domains: ['kural.example'] }) })).json().site.id;
    const r = await call(t.app, 'PUT', `/api/admin/sites/${id}/rules`, { jar: risk, body: { min_age: 21, kyc_before_play: true, allowed_countries: ['tr', 'CY', 'TR'] } });
    expect(r.status, JSON.stringify(r.json())).toBe(200);
    expect(r.json().rules).toMatchObject({ id, min_age: 21, kyc_before_play: true, allowed_countries: ['CY', 'TR'] });
    const [entry] = await t.db.query<{ before: object; after: object }>(`select before, after from audit_log where action = 'site.rules' and entity_id = $1`, [String(id)]);
    expect(entry).toMatchObject({ before: { min_age: 18, kyc_before_play: false, allowed_countries: [] }, after: { min_age: 21, allowed_countries: ['CY', 'TR'] } });
    expect((await call(t.app, 'PUT', `/api/admin/sites/${id}/rules`, { jar: content, body: { min_age: 18 } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/site-rules', { jar: content })).status).toBe(403);
    for (const [body, message] of [
      [{ min_age: 17 }, sitesMessages.minAge],
      [{ min_age: 26 }, sitesMessages.minAge],
      [{ allowed_countries: ['TUR'] }, sitesMessages.country],
      [{ allowed_countries: 'TR' }, sitesMessages.country],
      [{ kyc_before_play: 'belki' }, sitesMessages.booleanInvalid],
    ] as const) {
      const bad = await call(t.app, 'PUT', `/api/admin/sites/${id}/rules`, { jar: risk, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.json().message, JSON.stringify(body)).toBe(message);
    }
    expect((await t.db.query(`select min_age from sites where id = $1`, [id]))[0]).toEqual({ min_age: 21 });
  });

  it('refuses a registration under the site\'s minimum age, with its age in Turkish', async () => {
    const id = (await call(t.app, 'POST', '/api/admin/sites', { jar: admin, body: form({ domains: ['yas.example'] }) })).json().site.id;
    await call(t.app, 'PUT', `/api/admin/sites/${id}/rules`, { jar: risk, body: { min_age: 21 } });
    const year = new Date().getFullYear();
    const young = await call(t.app, 'POST', '/api/register.php', { body: validRegistration({ dob_year: String(year - 19) }), ...host('yas.example') });
    expect(young.status).toBe(400);
    expect(young.json().message).toBe(sitesMessages.underage(21));
    expect(await t.db.query(`select 1 from players where site_id = $1`, [id])).toEqual([]);
    expect((await call(t.app, 'POST', '/api/register.php', { body: validRegistration({ dob_year: String(year - 22) }), ...host('yas.example') })).status).toBe(201);
    // The default site keeps 18: a 19-year-old registers there.
    expect((await call(t.app, 'POST', '/api/register.php', { body: validRegistration({ dob_year: String(year - 19) }) })).status).toBe(201);
  });

  it('refuses real-money play before a verified KYC where the site asks it; demo play stays', async () => {
    const siteId = await defaultId();
    const [game] = await t.db.query<{ id: number }>(`select id from games where is_active and has_demo order by id limit 1`);
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 10_000n);
    await call(t.app, 'PUT', `/api/admin/sites/${siteId}/rules`, { jar: risk, body: { kyc_before_play: true } });
    const refused = await call(t.app, 'POST', '/api/games/launch.php', { jar: p.jar, body: { game_id: game!.id, mode: 'real' } });
    expect(refused.status).toBe(403);
    expect(refused.json().message).toBe(sitesMessages.kycBeforePlay);
    expect(await t.db.query(`select 1 from game_sessions where player_id = $1`, [p.id])).toEqual([]);
    expect((await call(t.app, 'POST', '/api/games/launch.php', { jar: p.jar, body: { game_id: game!.id, mode: 'demo' } })).status).toBe(200);
    await t.db.query(`update players set kyc_verified = true where id = $1`, [p.id]);
    expect((await call(t.app, 'POST', '/api/games/launch.php', { jar: p.jar, body: { game_id: game!.id, mode: 'real' } })).status).toBe(200);
    await call(t.app, 'PUT', `/api/admin/sites/${siteId}/rules`, { jar: admin, body: { kyc_before_play: false } });
  });
});

describe('the countries a site serves (GeoIP, documentation addresses mapped by a fixture)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ config: t.config, db: t.db, countryLookup: documentationLookup });
    await t.db.query(`update sites set allowed_countries = '{TR}' where is_default`);
  });
  afterAll(async () => {
    await app.close();
    await t.db.query(`update sites set allowed_countries = '{}' where is_default`);
  });
  const from = (ip: string, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, remoteAddress: ip, headers: { host: 'localhost', ...headers } });

  it('lets a served country through and gives another a Turkish 451, as a page or as JSON', async () => {
    expect((await from('192.0.2.10', '/api/site_info.php')).statusCode).toBe(200);
    const api = await from('198.51.100.7', '/api/site_info.php');
    expect(api.statusCode).toBe(451);
    expect(api.json()).toEqual({ success: false, message: 'Bu site bulunduğunuz ülkeden hizmet vermemektedir.', error: 'Bu site bulunduğunuz ülkeden hizmet vermemektedir.' });
    const page = await from('203.0.113.5', '/promotions');
    expect(page.statusCode).toBe(451);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="tr">');
    expect(page.body).toContain('bulunduğunuz ülkeden hizmet vermemektedir');
    expect(page.headers['content-security-policy']).toBeDefined();
    // An address the database does not know is not served either.
    expect((await from('100.100.100.100', '/api/site_info.php')).statusCode).toBe(200); // shared address space: local
    expect((await from('233.252.0.1', '/api/site_info.php')).statusCode).toBe(451);
  });

  it('leaves loopback and private addresses, the back office, its API, /healthz and the provider wallet API alone', async () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.1.5', '::1']) expect((await from(ip, '/api/site_info.php')).statusCode, ip).toBe(200);
    expect((await from('198.51.100.7', '/api/admin/me')).statusCode).toBe(401);
    expect((await from('198.51.100.7', '/healthz')).statusCode).not.toBe(451);
    expect((await from('198.51.100.7', '/backoffice/sites')).statusCode).not.toBe(451);
    const wallet = await app.inject({ method: 'POST', url: '/api/provider/v1/balance', remoteAddress: '198.51.100.7', payload: {} });
    expect(wallet.statusCode).not.toBe(451);
  });

  it('follows each site: a site with no list serves everyone', async () => {
    await t.db.query(`insert into sites (name, title, domain) values ('Açık', 'Açık', 'acik.example')`);
    expect((await from('198.51.100.7', '/api/site_info.php', { host: 'acik.example' })).statusCode).toBe(200);
  });

  it('uses the GeoIP database geoip-country ships by default (no network)', () => {
    expect(geoipCountry('8.8.8.8')).toBe('US');
    expect(geoipCountry('192.0.2.1')).toBeNull();
  });
});

describe('two sites on one installation stay apart', () => {
  it('shows nothing of one site on the other: players, promotions, banners, CMS pages, reports', async () => {
    const a = await defaultId();
    const b = (await call(t.app, 'POST', '/api/admin/sites', { jar: admin, body: form({ name: 'İkinci', domains: ['b.example', 'www.b.example'] }) })).json().site.id as number;
    const onB = host('www.b.example');

    // The demo site's promotions, banners and pages are not B's.
    expect((await call(t.app, 'GET', '/api/promotions.php')).json().promotions.length).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', '/api/promotions.php', onB)).json().promotions).toEqual([]);
    expect((await call(t.app, 'GET', '/api/banners.php?page=home&device=mobile')).json().banners.length).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', '/api/banners.php?page=home&device=mobile', onB)).json().banners).toEqual([]);
    expect((await call(t.app, 'GET', '/api/cms-pages.php?action=page&slug=hakkimizda')).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/cms-pages.php?action=page&slug=hakkimizda', onB)).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/cms-pages.php?action=footer', onB)).json().pages ?? []).toEqual([]);

    // B's own banner and page are not A's.
    await t.db.query(
      `insert into banners (site_id, page, device, position, title, link, image_desktop, image_mobile, sort) values ($1, 'home', 'mobile', 'main', 'B afişi', '/', '/media/b.png', '/media/b.png', 0)`,
      [b],
    );
    await t.db.query(`insert into cms_pages (site_id, slug, title, content) values ($1, 'b-sayfasi', 'B sayfası', '<p>B</p>')`, [b]);
    expect((await call(t.app, 'GET', '/api/banners.php?page=home&device=mobile', onB)).json().banners.map((x: { title: string }) => x.title)).toEqual(['B afişi']);
    expect((await call(t.app, 'GET', '/api/banners.php?page=home&device=mobile')).json().banners.map((x: { title: string }) => x.title)).not.toContain('B afişi');
    expect((await call(t.app, 'GET', '/api/cms-pages.php?action=page&slug=b-sayfasi', onB)).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/cms-pages.php?action=page&slug=b-sayfasi')).status).toBe(404);

    // Players: the same username and identity on both sites are two players; neither logs in on the other.
    const body = validRegistration();
    expect((await call(t.app, 'POST', '/api/register.php', { body, ...onB })).status).toBe(201);
    const jarB = new CookieJar();
    expect((await call(t.app, 'POST', '/api/login.php', { jar: jarB, body: { username: body.username, password: body.password }, ...onB })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/login.php', { jar: new CookieJar(), body: { username: body.username, password: body.password } })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/register.php', { body })).status).toBe(201);
    const rows = await t.db.query<{ site_id: number }>(`select site_id from players where username = $1 order by site_id`, [body.username]);
    expect(rows.map((r) => r.site_id)).toEqual([a, b]);
    // B's session cookie means nothing on A.
    expect((await call(t.app, 'GET', '/api/user_session.php', { jar: jarB, ...onB })).json().logged_in).toBe(true);
    expect((await call(t.app, 'GET', '/api/user_session.php', { jar: jarB })).json()).toMatchObject({ logged_in: false, user: null });

    // Reports: B's approved deposit is in B's report only.
    const finance = (await staffSession(t, 'finance')).jar;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    const report = async (site: number) => (await call(t.app, 'GET', `/api/admin/reports/daily?from=${day}&to=${day}&site_id=${site}`, { jar: finance })).json().report.totals;
    const aBefore = await report(a);
    const d = await call(t.app, 'POST', '/api/deposit.php', { jar: jarB, body: { amount: 700, sender_name: 'Akbank' }, ...onB });
    expect(d.status).toBe(201);
    expect((await call(t.app, 'POST', `/api/admin/deposits/${d.json().deposit.id}/approve`, { jar: finance })).status).toBe(200);
    expect(await report(b)).toMatchObject({ registrations: 1, deposits: 700 });
    expect(await report(a)).toEqual(aBefore);
  });
});
