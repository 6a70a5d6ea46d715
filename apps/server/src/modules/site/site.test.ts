import { describe, expect, it } from 'vitest';
import { bannersReply, homepageReply, promotionsReply, siteInfoReply } from '@app/shared/api/site.ts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app.ts';
import { playerPageHtml } from './page-html.ts';
import { call, useTestContext } from '../../test/harness.ts';

const t = useTestContext();

describe('site_info.php and site_css.php', () => {
  it('describes the default site with its logo path and colours', async () => {
    const r = await call(t.app, 'GET', '/api/site_info.php');
    expect(r.status).toBe(200);
    const body = siteInfoReply.parse(r.json());
    expect(body.logos.main).toBe(`/media/sites/${body.id}/logo.svg`);
    expect(body.colors.primary).toMatch(/^#/);
    expect(body.name).not.toBe('');
  });

  it('serves the default site to an unknown host', async () => {
    const known = (await call(t.app, 'GET', '/api/site_info.php')).json();
    const other = await call(t.app, 'GET', '/api/site_info.php', { headers: { host: 'bilinmeyen.example' } });
    expect(other.status).toBe(200);
    expect(other.json().id).toBe(known.id);
  });

  it('picks a site by the request host', async () => {
    await t.db.query(
      `insert into sites (name, title, domain, colors) values ('İkinci', 'İkinci Site', 'ikinci.example', '{"primary":"#ff0000"}')`,
    );
    const r = await call(t.app, 'GET', '/api/site_info.php', { headers: { host: 'ikinci.example:3000' } });
    expect(r.json().name).toBe('İkinci');
    expect(r.json().colors.primary).toBe('#ff0000');
    expect(r.json().colors.secondary).toBe('#0b0b12');
    const css = await call(t.app, 'GET', '/api/site_css.php', { headers: { host: 'ikinci.example' } });
    expect(css.json().css).toContain('--color-primary: #ff0000;');
  });

  it('gives the theme variables and the custom CSS', async () => {
    const r = await call(t.app, 'GET', '/api/site_css.php');
    expect(r.status).toBe(200);
    expect(r.json().success).toBe(true);
    expect(r.json().css).toMatch(/:root \{[\s\S]*--color-primary: #[0-9a-f]{6};[\s\S]*--header-gradient:/);
  });

  it('refuses a colour value that would break out of the style element', async () => {
    await t.db.query(
      `insert into sites (name, title, domain, colors) values ('Kötü', 'Kötü', 'kotu.example', $1)`,
      [JSON.stringify({ primary: 'red;}</style><script>alert(1)</script>' })],
    );
    const css = (await call(t.app, 'GET', '/api/site_css.php', { headers: { host: 'kotu.example' } })).json().css;
    expect(css).not.toContain('<script>');
    expect(css).toContain('--color-primary: #7e22ce;');
  });
});

describe('banners.php', () => {
  it.each([
    ['home desktop left', '/api/banners.php?page=home&device=desktop&position=desktop_left', 'desktop_left'],
    ['home desktop right', '/api/banners.php?page=home&device=desktop&position=desktop_right', 'desktop_right'],
    ['home mobile', '/api/banners.php?page=home&device=mobile', undefined],
    ['casino', '/api/banners.php?page=casino', undefined],
    ['slot', '/api/banners.php?page=slot', undefined],
  ])('lists banners for %s', async (_name, url, position) => {
    const r = await call(t.app, 'GET', url);
    expect(r.status).toBe(200);
    const { banners } = bannersReply.parse(r.json());
    expect(banners.length).toBeGreaterThan(0);
    for (const b of banners) {
      expect(b.images.desktop).toBe(b.banner_desktop);
      expect(b.images.mobile).toBe(b.banner_mobile);
      expect(b.banner_desktop).toMatch(/^\/media\//);
      if (position) expect(b.position).toBe(position);
    }
  });

  it('gives mobile banners only to the mobile call', async () => {
    const { banners } = (await call(t.app, 'GET', '/api/banners.php?page=home&device=mobile')).json();
    expect(banners.every((b: { device: string }) => b.device === 'mobile')).toBe(true);
  });

  it('hides inactive and out-of-window banners', async () => {
    const before = (await call(t.app, 'GET', '/api/banners.php?page=slot')).json().banners.length;
    await t.db.query(`update banners set is_active = false where id = (select min(id) from banners where page = 'slot' and device = 'desktop')`);
    await t.db.query(
      `update banners set ends_at = now() - interval '1 day' where id = (select max(id) from banners where page = 'slot' and device = 'desktop')`,
    );
    const after = (await call(t.app, 'GET', '/api/banners.php?page=slot')).json().banners.length;
    expect(after).toBe(Math.max(0, before - 2));
  });

  it('refuses an unknown page with a Turkish message', async () => {
    const r = await call(t.app, 'GET', '/api/banners.php?page=bilinmeyen');
    expect(r.status).toBe(400);
    expect(r.json()).toMatchObject({ success: false, message: 'Geçersiz sayfa' });
  });
});

describe('promotions.php and homepage.php', () => {
  it('lists at least six promotions of different types with every field of the spec', async () => {
    const r = await call(t.app, 'GET', '/api/promotions.php');
    const { promotions } = promotionsReply.parse(r.json());
    expect(promotions.length).toBeGreaterThanOrEqual(6);
    expect(new Set(promotions.map((p) => p.bonus_type)).size).toBeGreaterThanOrEqual(3);
    const deposit = promotions.find((p) => p.bonus_type === 'deposit' && p.min_deposit > 0)!;
    expect(deposit.min_deposit_text).toMatch(/^Minimum yatırım: [\d.]+ TL$/);
    expect(deposit.rollover_text).toBe(`${deposit.rollover}x çevrim şartı`);
    expect(deposit.max_amount).toBe(deposit.max_bonus);
  });

  it('converts kuruş to lira exactly', async () => {
    await t.db.query(`update promotions set min_deposit = 123456 where id = (select min(id) from promotions)`);
    const { promotions } = (await call(t.app, 'GET', '/api/promotions.php')).json();
    const first = promotions.find((p: { min_deposit: number }) => p.min_deposit === 1234.56);
    expect(first.min_deposit_text).toBe('Minimum yatırım: 1.234,56 TL');
  });

  it('answers an empty list with the empty-state message', async () => {
    await t.db.query(`insert into sites (name, title, domain) values ('Boş', 'Boş', 'bos.example')`);
    const r = await call(t.app, 'GET', '/api/promotions.php', { headers: { host: 'bos.example' } });
    expect(r.json()).toEqual({ success: true, promotions: [], message: 'Şu anda aktif promosyon bulunmuyor.' });
  });

  it('gives the home categories', async () => {
    const r = await call(t.app, 'GET', '/api/homepage.php');
    const body = homepageReply.parse(r.json());
    expect(body.data.categories.length).toBeGreaterThanOrEqual(4);
    expect(body.data.categories.map((c) => c.link)).toContain('/slots');
    expect(body.data.popular_games.slots).toEqual([]);
  });
});

describe('the player site\'s pages', () => {
  it('name the first image of each top carousel in the HTML, for the layout that shows it', async () => {
    await t.db.query(`update banners set is_active = true, ends_at = null`); // the test above hid some
    const dist = await mkdtemp(path.join(tmpdir(), 'page-html-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head><title>app</title></head><body></body></html>');
    const app = await buildApp({ config: { ...t.config, webDistDir: dist }, db: t.db });
    try {
      const page = async (url: string) => (await app.inject({ method: 'GET', url, headers: { host: 'localhost' } })).body;
      const first = async (url: string) => bannersReply.parse((await call(t.app, 'GET', url)).json()).banners[0]!;
      const left = await first('/api/banners.php?page=home&device=desktop&position=desktop_left');
      const right = await first('/api/banners.php?page=home&device=desktop&position=desktop_right');
      const phone = await first('/api/banners.php?page=home&device=mobile');
      const slot = await first('/api/banners.php?page=slot');
      const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" media="([^"]+)"/g)].map((m) => [m[1], m[2]]);

      const home = await page('/');
      expect(preloads(home)).toEqual([
        [left.banner_desktop, '(min-width: 1024px)'],
        [right.banner_desktop, '(min-width: 1024px)'],
        [phone.banner_mobile, 'not all and (min-width: 1024px)'],
      ]);
      expect(home.indexOf('rel="preload"')).toBeLessThan(home.indexOf('</head>'));
      expect(preloads(await page('/slots?sort=new'))).toEqual([
        [slot.banner_desktop, '(min-width: 1024px)'],
        [slot.banner_mobile, 'not all and (min-width: 1024px)'],
      ]);
      expect(preloads(await page('/account/wallet'))).toEqual([]);

      // the hints only speed the page up: a database that cannot answer them still gets the page
      const failing = { ...t.db, query: async () => Promise.reject(new Error('Connection terminated unexpectedly')) } as typeof t.db;
      expect(preloads(await playerPageHtml(failing, 1, dist, '/'))).toEqual([]);
      expect(await playerPageHtml(failing, 1, dist, '/')).toContain('<title>app</title>');

      // what the staff change shows at the next page load: no banner, no hint
      await t.db.query(`update banners set is_active = false where page = 'home' and device = 'mobile'`);
      expect(preloads(await page('/')).map(([, media]) => media)).not.toContain('not all and (min-width: 1024px)');
    } finally {
      await app.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
