import { beforeAll, describe, expect, it } from 'vitest';
import { categoryMessages, newCategoryDefaults } from '@app/shared/api/site.ts';
import { call, staffSession, useTestContext, type CookieJar } from '../../test/harness.ts';
import { defaultSiteId } from '../../test/wallet-kit.ts';

/**
 * The staff's home-page categories of a site (site.staff.ts; docs/decisions/0017).
 */
const t = useTestContext({ demo: false });

let content: CookieJar;
let finance: CookieJar;
let siteId: number;
let otherSiteId: number;

beforeAll(async () => {
  content = (await staffSession(t, 'content')).jar;
  finance = (await staffSession(t, 'finance')).jar;
  siteId = await defaultSiteId(t);
  otherSiteId = (await t.db.query<{ id: number }>(`insert into sites (name, title, domain) values ('İkinci', 'İkinci', 'ikinci.example') returning id`))[0]!.id;
});

const lastAudit = async () => (await t.db.query<{ action: string; entity_id: string }>(`select action, entity_id from audit_log order by id desc limit 1`))[0]!;

describe('the home page’s game categories (by site)', () => {
  const homeCategories = async () => (await call(t.app, 'GET', '/api/homepage.php')).json().data.categories as { id: number; title: string; link: string }[];
  const url = (site = siteId) => `/api/admin/sites/${site}/categories`;

  it('creates, edits, hides, orders and deletes a tile; the player’s home page follows at once; audited', async () => {
    const made = await call(t.app, 'POST', url(), { jar: content, body: { ...newCategoryDefaults, title: 'Masa Oyunları', link: '/livecasino', sort: 0 } });
    expect(made.status).toBe(201);
    const id = made.json().category.id as number;
    expect(await lastAudit()).toEqual({ action: 'category.create', entity_id: String(id) });
    expect((await homeCategories()).find((c) => c.id === id)).toMatchObject({ title: 'Masa Oyunları', link: '/livecasino' });
    const edited = await call(t.app, 'PUT', `${url()}/${id}`, { jar: content, body: { ...newCategoryDefaults, title: 'Canlı Masalar', link: '/livecasino', image_url: 'https://cdn.example/m.png', is_active: false } });
    expect(edited.json().category).toMatchObject({ title: 'Canlı Masalar', image_url: 'https://cdn.example/m.png', is_active: false });
    expect((await homeCategories()).some((c) => c.id === id)).toBe(false);
    const listed = (await call(t.app, 'GET', url(), { jar: content })).json().categories.map((c: { id: number }) => c.id);
    expect(listed).toContain(id);
    expect((await call(t.app, 'DELETE', `${url()}/${id}`, { jar: content })).status).toBe(200);
    expect(await lastAudit()).toEqual({ action: 'category.delete', entity_id: String(id) });
    expect((await call(t.app, 'DELETE', `${url()}/${id}`, { jar: content })).status).toBe(404);
  });

  it('refuses a link off the site, a script or protocol-relative address, and another site’s tile', async () => {
    for (const link of ['javascript:alert(1)', 'https://kotu.example', '//kotu.example', 'slots']) {
      const r = await call(t.app, 'POST', url(), { jar: content, body: { ...newCategoryDefaults, title: 'X', link } });
      expect([r.status, r.json().message], link).toEqual([400, categoryMessages.link]);
    }
    const img = await call(t.app, 'POST', url(), { jar: content, body: { ...newCategoryDefaults, title: 'X', image_url: 'javascript:alert(1)' } });
    expect([img.status, img.json().message]).toEqual([400, categoryMessages.image]);
    const theirs = (await call(t.app, 'POST', url(otherSiteId), { jar: content, body: { ...newCategoryDefaults, title: 'Öteki' } })).json().category.id;
    expect((await call(t.app, 'PUT', `${url()}/${theirs}`, { jar: content, body: { ...newCategoryDefaults, title: 'Ele Geçirilen' } })).status).toBe(404);
    expect((await call(t.app, 'GET', url(), { jar: content })).json().categories.map((c: { id: number }) => c.id)).not.toContain(theirs);
    expect((await call(t.app, 'GET', url(), { jar: finance })).status).toBe(403);
  });
});
