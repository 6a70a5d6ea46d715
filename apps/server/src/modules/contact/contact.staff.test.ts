import { describe, expect, it } from 'vitest';
import { call, CookieJar, registeredPlayer, staffJars, useTestContext } from '../../test/harness.ts';

/**
 * The support side's grids: players' messages, call requests and affiliate applications. Each sorts
 * by a named column both ways, filters by status and text, counts every match in `total`, keeps the
 * DOMAIN contract (`{success, <list>: [...]}` with ids, `?status=`), exports what the filter matches
 * as CSV a spreadsheet opens safely, and answers only the roles that read it. A message's thread
 * shows the staff replies under it.
 */
let admin: CookieJar, support: CookieJar, finance: CookieJar;
const t = useTestContext({ demo: false }, async (ctx) => {
  [admin, support, finance] = await staffJars(ctx, 'admin', 'support', 'finance');
});

async function list<T>(path: string, jar = support) {
  const r = await call(t.app, 'GET', `/api/admin/${path}`, { jar });
  expect(r.status, `${path}: ${r.res.body}`).toBe(200);
  return r.json() as { success: true; total: number; messages: T[]; call_requests: T[]; affiliate_applications: T[] };
}
const csvLines = (body: string) => body.replace(/^\uFEFF/, '').trim().split('\r\n');

describe('call requests grid', () => {
  it('filters by status and text, sorts both ways, counts all, and exports CSV safely', async () => {
    const p = await registeredPlayer(t);
    await call(t.app, 'POST', '/api/request-call.php', { jar: p.jar, body: { name: 'Aaa Arayan', phone: '05321110000', message: '=cmd|x' } });
    const visitor = new CookieJar();
    await call(t.app, 'POST', '/api/request-call.php', { jar: visitor, body: { name: 'Zzz Misafir', phone: '05329990000' } });
    type Item = { id: number; name: string; status: string; username: string | null };
    const all = await list<Item>('call-requests?limit=200');
    expect(all.total).toBe(all.call_requests.length);
    const byName = (n: string) => all.call_requests.find((c) => c.name === n)!;
    expect(byName('Aaa Arayan')).toMatchObject({ username: p.username, status: 'pending' });
    expect(byName('Zzz Misafir')).toMatchObject({ username: null });

    await call(t.app, 'POST', `/api/admin/call-requests/${byName('Zzz Misafir').id}/status`, { jar: support, body: { status: 'done' } });
    const pending = await list<Item>('call-requests?status=pending&limit=200');
    expect(pending.call_requests.map((c) => c.id)).toContain(byName('Aaa Arayan').id);
    expect(pending.call_requests.map((c) => c.id)).not.toContain(byName('Zzz Misafir').id);
    expect(pending.total).toBe(pending.call_requests.length);
    expect((await list<Item>('call-requests?status=done')).call_requests.map((c) => c.name)).toEqual(['Zzz Misafir']);
    // By phone, by name or by the player's username.
    expect((await list<Item>('call-requests?q=0532999')).call_requests.map((c) => c.name)).toEqual(['Zzz Misafir']);
    expect((await list<Item>(`call-requests?q=${p.username}`)).call_requests.map((c) => c.name)).toEqual(['Aaa Arayan']);

    const asc = (await list<Item>('call-requests?sort=name&dir=asc&limit=200')).call_requests.map((c) => c.name);
    const desc = (await list<Item>('call-requests?sort=name&dir=desc&limit=200')).call_requests.map((c) => c.name);
    expect(asc.indexOf('Aaa Arayan')).toBeLessThan(asc.indexOf('Zzz Misafir'));
    expect(desc.indexOf('Zzz Misafir')).toBeLessThan(desc.indexOf('Aaa Arayan'));
    const newest = (await list<Item>('call-requests?limit=200')).call_requests.map((c) => c.name);
    expect(newest.indexOf('Zzz Misafir')).toBeLessThan(newest.indexOf('Aaa Arayan'));
    expect((await call(t.app, 'GET', '/api/admin/call-requests?status=called', { jar: support })).status).toBe(400);

    const csv = await call(t.app, 'GET', `/api/admin/call-requests.csv?q=${p.username}`, { jar: support });
    expect(csv.status).toBe(200);
    expect(csv.res.headers['content-disposition']).toMatch(/filename="arama-talepleri-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csvLines(csv.res.body);
    expect(lines[0]).toBe('"ID";"Kullanıcı adı";"Ad soyad";"Telefon";"Mesaj";"Durum";"Tarih";"Güncelleme"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;"${p.username}";"Aaa Arayan";"05321110000";"'=cmd|x";"Bekliyor";`);
    expect((await call(t.app, 'GET', '/api/admin/call-requests.csv', { jar: finance })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/call-requests.csv', {})).status).toBe(401);
  });
});

describe('affiliate applications grid', () => {
  const apply = (name: string, email: string) =>
    call(t.app, 'POST', '/api/affiliate-apply.php', {
      body: { name, email, password: 'Gizli.Sifre9', password_confirm: 'Gizli.Sifre9', phone: '05551234567', website: 'https://z.example', message: '@SUM(A1)' },
    });

  it('filters by status and text, sorts both ways, shows the btag, and exports CSV to admins only', async () => {
    await apply('Aaa Ortak', 'aaa@grid.example');
    await apply('Zzz Ortak', 'zzz@grid.example');
    type Item = { id: number; name: string; status: string; btag: string | null };
    const mine = (await list<Item>('affiliate-applications?q=grid.example', admin)).affiliate_applications;
    expect(mine.map((a) => a.name).sort()).toEqual(['Aaa Ortak', 'Zzz Ortak']);
    expect(JSON.stringify(mine)).not.toContain('argon2');
    const approved = await call(t.app, 'POST', `/api/admin/affiliate-applications/${mine.find((a) => a.name === 'Zzz Ortak')!.id}/approve`, { jar: admin });
    const btag = approved.json().btag as string;
    expect(btag).toMatch(/^aff[a-z2-9]{8}$/);

    const byStatus = await list<Item>('affiliate-applications?status=approved&q=grid.example', admin);
    expect(byStatus.affiliate_applications).toMatchObject([{ name: 'Zzz Ortak', status: 'approved', btag }]);
    expect(byStatus.total).toBe(1);
    expect((await list<Item>('affiliate-applications?status=pending&q=grid.example', admin)).affiliate_applications.map((a) => a.name)).toEqual(['Aaa Ortak']);
    const asc = (await list<Item>('affiliate-applications?q=grid.example&sort=email&dir=asc', admin)).affiliate_applications.map((a) => a.name);
    const desc = (await list<Item>('affiliate-applications?q=grid.example&sort=email&dir=desc', admin)).affiliate_applications.map((a) => a.name);
    expect(asc).toEqual(['Aaa Ortak', 'Zzz Ortak']);
    expect(desc).toEqual(['Zzz Ortak', 'Aaa Ortak']);

    const csv = await call(t.app, 'GET', '/api/admin/affiliate-applications.csv?q=grid.example&sort=name&dir=asc', { jar: admin });
    expect(csv.status).toBe(200);
    expect(csv.res.headers['content-disposition']).toMatch(/filename="ortaklik-basvurulari-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csvLines(csv.res.body);
    expect(lines[0]).toBe('"ID";"Ad soyad";"E-posta";"Kullanıcı adı";"Telefon";"Web sitesi";"Mesaj";"Durum";"btag";"Başvuru tarihi";"Karar tarihi"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"Aaa Ortak";"aaa@grid.example"`);
    expect(lines[1]).toContain(`"'@SUM(A1)";"Bekliyor";;`);
    expect(lines[2]).toContain(`"Onaylandı";"${btag}"`);
    expect(csv.res.body).not.toContain('argon2');
    // Support does not read affiliate applications, in the grid or its export.
    expect((await call(t.app, 'GET', '/api/admin/affiliate-applications.csv', { jar: support })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/affiliate-applications', { jar: support })).status).toBe(403);
  });
});
