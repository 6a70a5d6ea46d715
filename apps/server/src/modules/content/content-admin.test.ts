import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, multipart, sampleFiles, staffSession, useTestContext, type CookieJar } from '../../test/harness.ts';
import { defaultSiteId } from '../../test/wallet-kit.ts';

/**
 * The back office's content calls (issue 16): banners with their images and CMS pages, each of the
 * site named by `site_id`; the player site sees a change at once; uploaded images are public only
 * while a published banner shows them.
 */
const t = useTestContext({ demo: false });

let content: { jar: CookieJar };
let site: number;
let other: number;

const banner = (over: Record<string, unknown> = {}) => ({
  title: 'Hoş geldin bonusu',
  link: '/promotions',
  page: 'home',
  device: 'desktop',
  position: 'main',
  image_desktop: '/media/banners/home-left-1.svg',
  image_mobile: '/media/banners/home-left-1.svg',
  ...over,
});

async function setup() {
  if (content) return;
  content = await staffSession(t, 'content');
  site = await defaultSiteId(t);
  other = (await t.db.query<{ id: number }>(`insert into sites (name, title, domain) values ('İkinci', 'İkinci', 'ikinci.example') returning id`))[0]!.id;
}

async function upload(data: Buffer, filename = 'banner.png', type = 'image/png', siteId = site, jar = content.jar) {
  const { payload, contentType } = multipart({ image: { filename, type, data } });
  const r = await t.app.inject({ method: 'POST', url: `/api/admin/banners/images?site_id=${siteId}`, headers: { host: 'localhost', cookie: jar.header(), 'content-type': contentType }, payload });
  return { status: r.statusCode, json: () => r.json() };
}

const media = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host } });
const auditCount = async (action: string) => Number((await t.db.query<{ n: string }>(`select count(*) as n from audit_log where action = $1`, [action]))[0]!.n);

describe('banners (back office)', () => {
  it('creates a banner that the player site shows at once, and audits it', async () => {
    await setup();
    const before = await auditCount('banner.create');
    const r = await call(t.app, 'POST', `/api/admin/banners?site_id=${site}`, { jar: content.jar, body: banner({ title: 'Anında görünen' }) });
    expect(r.status, JSON.stringify(r.json())).toBe(200);
    expect(r.json().banner).toMatchObject({ title: 'Anında görünen', status: 'live', site_id: site });
    expect(await auditCount('banner.create')).toBe(before + 1);
    const shown = (await call(t.app, 'GET', '/api/banners.php?page=home&device=desktop&position=main')).json().banners;
    expect(shown.map((b: { title: string }) => b.title)).toContain('Anında görünen');
    // Another site's player site does not show it.
    const elsewhere = await t.app.inject({ method: 'GET', url: '/api/banners.php?page=home&device=desktop&position=main', headers: { host: 'ikinci.example' } });
    expect(elsewhere.json().banners.map((b: { title: string }) => b.title)).not.toContain('Anında görünen');
  });

  it('refuses bad input with Turkish messages and writes nothing', async () => {
    await setup();
    const count = async () => Number((await t.db.query<{ n: string }>(`select count(*) as n from banners`))[0]!.n);
    const n = await count();
    const cases: [Record<string, unknown>, RegExp][] = [
      [banner({ title: '' }), /Başlık gerekli/],
      [banner({ link: 'javascript:alert(1)' }), /Bağlantı/],
      [banner({ link: '//kotu.example' }), /Bağlantı/],
      [banner({ page: 'yok' }), /Geçersiz sayfa/],
      [banner({ image_desktop: 'https://kotu.example/a.png' }), /Geçersiz görsel/],
      [banner({ image_desktop: '/media/../../etc/passwd' }), /Geçersiz görsel/],
      [banner({ image_desktop: '/media/uploads/banners/AAAAAAAAAAAAAAAAAAAAAA.png' }), /yüklenmemiş/],
      [banner({ starts_at: '2026-05-02T10:00:00Z', ends_at: '2026-05-01T10:00:00Z' }), /Bitiş tarihi/],
      [banner({ starts_at: 'dün' }), /Geçersiz tarih/],
    ];
    for (const [body, message] of cases) {
      const r = await call(t.app, 'POST', `/api/admin/banners?site_id=${site}`, { jar: content.jar, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json().error).toMatch(message);
    }
    expect((await call(t.app, 'POST', '/api/admin/banners', { jar: content.jar, body: banner() })).json().error).toBe('Site seçilmedi');
    expect(await count()).toBe(n);
  });

  it('schedules, disables and enables: the player site follows each change', async () => {
    await setup();
    const shownTitles = async () => (await call(t.app, 'GET', '/api/banners.php?page=casino')).json().banners.map((b: { title: string }) => b.title);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const created = (await call(t.app, 'POST', `/api/admin/banners?site_id=${site}`, { jar: content.jar, body: banner({ title: 'Yarın', page: 'casino', starts_at: future }) })).json().banner;
    expect(created.status).toBe('scheduled');
    expect(await shownTitles()).not.toContain('Yarın');
    const now = (await call(t.app, 'PUT', `/api/admin/banners/${created.id}?site_id=${site}`, { jar: content.jar, body: banner({ title: 'Yarın', page: 'casino', starts_at: null }) })).json().banner;
    expect(now.status).toBe('live');
    expect(await shownTitles()).toContain('Yarın');
    expect((await call(t.app, 'POST', `/api/admin/banners/${created.id}/disable?site_id=${site}`, { jar: content.jar })).json().banner.status).toBe('disabled');
    expect(await shownTitles()).not.toContain('Yarın');
    expect((await call(t.app, 'POST', `/api/admin/banners/${created.id}/enable?site_id=${site}`, { jar: content.jar })).json().banner.status).toBe('live');
    expect(await shownTitles()).toContain('Yarın');
    expect((await call(t.app, 'DELETE', `/api/admin/banners/${created.id}?site_id=${site}`, { jar: content.jar })).status).toBe(200);
    expect(await shownTitles()).not.toContain('Yarın');
  });

  it('keeps sites apart: another site id finds nothing and lists nothing of this site', async () => {
    await setup();
    const created = (await call(t.app, 'POST', `/api/admin/banners?site_id=${site}`, { jar: content.jar, body: banner({ title: 'Yalnız birinci' }) })).json().banner;
    for (const [method, url] of [
      ['PUT', `/api/admin/banners/${created.id}?site_id=${other}`],
      ['POST', `/api/admin/banners/${created.id}/disable?site_id=${other}`],
      ['DELETE', `/api/admin/banners/${created.id}?site_id=${other}`],
    ] as const) {
      const r = await call(t.app, method, url, { jar: content.jar, body: method === 'PUT' ? banner() : undefined });
      expect(r.status, url).toBe(404);
      expect(r.json().error).toBe('Banner bulunamadı');
    }
    const list = (await call(t.app, 'GET', `/api/admin/banners?site_id=${other}`, { jar: content.jar })).json();
    expect(list.banners.map((b: { id: number }) => b.id)).not.toContain(created.id);
    expect((await t.db.query(`select 1 from banners where id = $1 and is_active`, [created.id])).length).toBe(1);
  });

  it('lists a grid: filters, sort, paging and total', async () => {
    await setup();
    for (const title of ['Grid A', 'Grid B', 'Grid C']) {
      await call(t.app, 'POST', `/api/admin/banners?site_id=${site}`, { jar: content.jar, body: banner({ title, page: 'promotions', device: 'mobile' }) });
    }
    await call(t.app, 'POST', `/api/admin/banners?site_id=${site}`, { jar: content.jar, body: banner({ title: 'Grid kapalı', page: 'promotions', device: 'mobile', is_active: false }) });
    const r = (await call(t.app, 'GET', `/api/admin/banners?site_id=${site}&page=promotions&device=mobile&status=live&sort=title&dir=desc&limit=2`, { jar: content.jar })).json();
    expect(r.total).toBe(3);
    expect(r.banners.map((b: { title: string }) => b.title)).toEqual(['Grid C', 'Grid B']);
    const off = (await call(t.app, 'GET', `/api/admin/banners?site_id=${site}&status=disabled&q=kapal`, { jar: content.jar })).json();
    expect(off.banners.map((b: { title: string }) => b.title)).toEqual(['Grid kapalı']);
    const bad = await call(t.app, 'GET', `/api/admin/banners?site_id=${site}&sort=image_desktop`, { jar: content.jar });
    expect(bad.status).toBe(400);
    expect(bad.json().error).toBe('Bu sütuna göre sıralanamaz');
  });

  it('reorders one page/device/position: the player site follows; a partial or foreign list is refused', async () => {
    await setup();
    const ids: number[] = [];
    for (const title of ['Sıra 1', 'Sıra 2', 'Sıra 3']) {
      ids.push((await call(t.app, 'POST', `/api/admin/banners?site_id=${site}`, { jar: content.jar, body: banner({ title, page: 'slot' }) })).json().banner.id);
    }
    const group = (await t.db.query<{ id: number }>(`select id from banners where site_id = $1 and page = 'slot' and device = 'desktop' and position = 'main' order by sort, id`, [site])).map((r) => r.id);
    const wanted = [...group].reverse();
    const r = await call(t.app, 'POST', `/api/admin/banners/reorder?site_id=${site}`, { jar: content.jar, body: { page: 'slot', device: 'desktop', position: 'main', ids: wanted } });
    expect(r.status, JSON.stringify(r.json())).toBe(200);
    const shown = (await call(t.app, 'GET', '/api/banners.php?page=slot')).json().banners.map((b: { id: number }) => b.id);
    expect(shown).toEqual(wanted);
    for (const list of [wanted.slice(1), [...wanted, wanted[0]], [...wanted.slice(1), 999_999]]) {
      const bad = await call(t.app, 'POST', `/api/admin/banners/reorder?site_id=${site}`, { jar: content.jar, body: { page: 'slot', device: 'desktop', position: 'main', ids: list } });
      expect(bad.status).toBe(400);
      expect(bad.json().error).toMatch(/Sıralama listesi/);
    }
    const foreign = await call(t.app, 'POST', `/api/admin/banners/reorder?site_id=${other}`, { jar: content.jar, body: { page: 'slot', device: 'desktop', position: 'main', ids: wanted } });
    expect(foreign.status).toBe(400);
  });

  it('needs banners.manage: finance is refused, no session is a 401', async () => {
    await setup();
    const finance = await staffSession(t, 'finance');
    expect((await call(t.app, 'GET', `/api/admin/banners?site_id=${site}`, { jar: finance.jar })).status).toBe(403);
    expect((await call(t.app, 'GET', `/api/admin/banners?site_id=${site}`)).status).toBe(401);
    expect((await upload(sampleFiles.png(), 'a.png', 'image/png', site, finance.jar)).status).toBe(403);
  });
});

describe('banner images', () => {
  it('stores a PNG, JPEG or WebP by its bytes, public only while a published banner shows it', async () => {
    await setup();
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBP'), randomBytes(100)]);
    for (const [data, name, type] of [[sampleFiles.jpeg(), 'a.jpg', 'image/jpeg'], [webp, 'a.webp', 'image/webp']] as const) {
      const r = await upload(data, name, type);
      expect(r.status, JSON.stringify(r.json())).toBe(201);
      expect(r.json().image.type).toBe(type);
    }
    const png = sampleFiles.png();
    const up = await upload(png);
    expect(up.status).toBe(201);
    const url: string = up.json().image.url;
    expect(url).toMatch(/^\/media\/uploads\/banners\/[A-Za-z0-9_-]{22}\.png$/);
    // Not yet shown by any banner: 404, but staff see it in the form's preview.
    const hidden = await media(url);
    expect(hidden.statusCode, hidden.body).toBe(404);
    const preview = await t.app.inject({ method: 'GET', url: `/api/admin/banners/images/${url.split('/').pop()}?site_id=${site}`, headers: { host: 'localhost', cookie: content.jar.header() } });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.equals(png)).toBe(true);

    const created = (await call(t.app, 'POST', `/api/admin/banners?site_id=${site}`, { jar: content.jar, body: banner({ title: 'Yüklenen', image_desktop: url, image_mobile: url, is_active: false }) })).json().banner;
    expect((await media(url)).statusCode).toBe(404);
    await call(t.app, 'POST', `/api/admin/banners/${created.id}/enable?site_id=${site}`, { jar: content.jar });
    const shown = await media(url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(png)).toBe(true);
    // Another site's host does not serve it; an expired banner's image stops.
    expect((await media(url, 'ikinci.example')).statusCode).toBe(404);
    await call(t.app, 'PUT', `/api/admin/banners/${created.id}?site_id=${site}`, {
      jar: content.jar,
      body: banner({ title: 'Yüklenen', image_desktop: url, image_mobile: url, starts_at: '2026-01-01T00:00:00Z', ends_at: '2026-01-02T00:00:00Z' }),
    });
    expect((await media(url)).statusCode).toBe(404);
    expect((await media('/media/uploads/banners/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('refuses SVG, other types, a lying extension, no file and a file over 2 MB, in Turkish', async () => {
    await setup();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
    for (const [data, name, type] of [
      [svg, 'a.svg', 'image/svg+xml'],
      [svg, 'a.png', 'image/png'],
      [sampleFiles.pdf(), 'a.png', 'image/png'],
      [sampleFiles.exe(), 'a.jpg', 'image/jpeg'],
      [Buffer.from('GIF89a' + 'x'.repeat(50)), 'a.gif', 'image/gif'],
    ] as const) {
      const r = await upload(data, name, type);
      expect(r.status, name).toBe(400);
      expect(r.json().error).toMatch(/Yalnızca PNG, JPEG ya da WebP/);
    }
    const big = await upload(Buffer.concat([sampleFiles.png(), Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.json().error).toBe('Görsel en fazla 2 MB olabilir');
    const { payload, contentType } = multipart({ other: 'x' });
    const none = await t.app.inject({ method: 'POST', url: `/api/admin/banners/images?site_id=${site}`, headers: { host: 'localhost', cookie: content.jar.header(), 'content-type': contentType }, payload });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Görsel dosyası seçilmedi');
    expect(Number((await t.db.query<{ n: string }>(`select count(*) as n from banner_images where content_type not in ('image/png', 'image/jpeg', 'image/webp')`))[0]!.n)).toBe(0);
  });

  it('an image of one site cannot be used by another', async () => {
    await setup();
    const url = (await upload(sampleFiles.png())).json().image.url;
    const r = await call(t.app, 'POST', `/api/admin/banners?site_id=${other}`, { jar: content.jar, body: banner({ image_desktop: url, image_mobile: url }) });
    expect(r.status).toBe(400);
    expect(r.json().error).toBe('Görsel bu siteye yüklenmemiş');
  });
});

describe('CMS pages (back office)', () => {
  const pageBody = (over: Record<string, unknown> = {}) => ({ slug: 'kampanya-kurallari', title: 'Kampanya kuralları', content: '<h2>Kurallar</h2><p>Metin</p>', ...over });

  it('creates a page sanitised on save; published it shows and sits in the footer in its order', async () => {
    await setup();
    const r = await call(t.app, 'POST', `/api/admin/pages?site_id=${site}`, {
      jar: content.jar,
      body: pageBody({ content: '<h2>Kurallar</h2><p onclick="x()">Metin</p><script>alert(1)</script><a href="javascript:alert(1)">a</a>', show_in_footer: true, is_published: false }),
    });
    expect(r.status, JSON.stringify(r.json())).toBe(200);
    const created = r.json().page;
    expect(created.content).toBe('<h2>Kurallar</h2><p>Metin</p><a>a</a>');
    expect((await t.db.query<{ content: string }>(`select content from cms_pages where id = $1`, [created.id]))[0]!.content).toBe(created.content);
    expect((await call(t.app, 'GET', '/api/cms-pages.php?action=page&slug=kampanya-kurallari')).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/admin/pages/${created.id}/publish?site_id=${site}`, { jar: content.jar })).json().page.is_published).toBe(true);
    expect((await call(t.app, 'GET', '/api/cms-pages.php?action=page&slug=kampanya-kurallari')).json().page.title).toBe('Kampanya kuralları');

    const second = (await call(t.app, 'POST', `/api/admin/pages?site_id=${site}`, { jar: content.jar, body: pageBody({ slug: 'ikinci', title: 'İkinci', show_in_footer: true, is_published: true }) })).json().page;
    const footer = async () => (await call(t.app, 'GET', '/api/cms-pages.php?action=footer')).json().footer_pages.map((p: { slug: string }) => p.slug);
    expect(await call(t.app, 'POST', `/api/admin/pages/reorder?site_id=${site}`, { jar: content.jar, body: { ids: [second.id, created.id] } })).toMatchObject({ status: 200 });
    expect((await footer()).slice(0, 2)).toEqual(['ikinci', 'kampanya-kurallari']);
    await call(t.app, 'POST', `/api/admin/pages/reorder?site_id=${site}`, { jar: content.jar, body: { ids: [created.id, second.id] } });
    expect((await footer()).slice(0, 2)).toEqual(['kampanya-kurallari', 'ikinci']);

    expect((await call(t.app, 'POST', `/api/admin/pages/${created.id}/unpublish?site_id=${site}`, { jar: content.jar })).status).toBe(200);
    expect(await footer()).not.toContain('kampanya-kurallari');
    expect((await call(t.app, 'DELETE', `/api/admin/pages/${second.id}?site_id=${site}`, { jar: content.jar })).status).toBe(200);
    expect(await footer()).not.toContain('ikinci');
  });

  it('refuses a bad or taken slug, in Turkish, and keeps sites apart', async () => {
    await setup();
    for (const slug of ['Büyük Harf', '../etc', '', 'a'.repeat(101)]) {
      const r = await call(t.app, 'POST', `/api/admin/pages?site_id=${site}`, { jar: content.jar, body: pageBody({ slug }) });
      expect(r.status, slug).toBe(400);
      expect(r.json().error).toMatch(/Sayfa URL'si yalnızca küçük harf/);
    }
    const first = await call(t.app, 'POST', `/api/admin/pages?site_id=${site}`, { jar: content.jar, body: pageBody({ slug: 'tekil' }) });
    expect(first.status).toBe(200);
    const taken = await call(t.app, 'POST', `/api/admin/pages?site_id=${site}`, { jar: content.jar, body: pageBody({ slug: 'tekil' }) });
    expect(taken.status).toBe(409);
    expect(taken.json().error).toBe('Bu URL bu sitede zaten kullanılıyor');
    // The same slug on another site is fine; that site's id cannot touch this site's page.
    expect((await call(t.app, 'POST', `/api/admin/pages?site_id=${other}`, { jar: content.jar, body: pageBody({ slug: 'tekil' }) })).status).toBe(200);
    const id = first.json().page.id;
    const foreign = await call(t.app, 'PUT', `/api/admin/pages/${id}?site_id=${other}`, { jar: content.jar, body: pageBody({ slug: 'tekil' }) });
    expect(foreign.status).toBe(404);
    expect(foreign.json().error).toBe('Sayfa bulunamadı');
    expect((await call(t.app, 'GET', `/api/admin/pages?site_id=${other}`, { jar: content.jar })).json().pages.map((p: { id: number }) => p.id)).not.toContain(id);
    const bad = await call(t.app, 'POST', `/api/admin/pages/reorder?site_id=${other}`, { jar: content.jar, body: { ids: [id] } });
    expect(bad.status).toBe(400);
  });

  it('needs pages.manage', async () => {
    await setup();
    const support = await staffSession(t, 'support');
    expect((await call(t.app, 'POST', `/api/admin/pages?site_id=${site}`, { jar: support.jar, body: pageBody({ slug: 'yasak' }) })).status).toBe(403);
  });
});
