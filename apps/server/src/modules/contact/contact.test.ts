import { describe, expect, it } from 'vitest';
import { call, CookieJar, countRows, useTestContext, validRegistration } from '../../test/harness.ts';

const t = useTestContext();

describe('request-call.php', () => {
  it('takes a request and lists it only to the same browser', async () => {
    const visitor = new CookieJar();
    const r = await call(t.app, 'POST', '/api/request-call.php', {
      jar: visitor,
      body: { name: 'Mehmet Kaya', phone: '0532 111 22 33', message: 'Akşam arayın lütfen' },
    });
    expect(r.status).toBe(201);
    expect(r.json()).toEqual({ success: true, message: 'Talebiniz alındı!' });
    expect(visitor.get('vid')).toBeDefined();

    const mine = (await call(t.app, 'GET', '/api/request-call.php', { jar: visitor })).json();
    expect(mine.success).toBe(true);
    expect(mine.requests).toHaveLength(1);
    expect(mine.requests[0]).toMatchObject({ phone: '05321112233', status: 'pending', message: 'Akşam arayın lütfen' });
    expect(new Date(mine.requests[0].created_at).getTime()).not.toBeNaN();

    const stranger = (await call(t.app, 'GET', '/api/request-call.php', { jar: new CookieJar() })).json();
    expect(stranger.requests).toEqual([]);
  });

  it("lists a logged-in player's own requests, not the browser's anonymous ones", async () => {
    const reg = validRegistration();
    await call(t.app, 'POST', '/api/register.php', { body: reg });
    const jar = new CookieJar();
    await call(t.app, 'POST', '/api/request-call.php', { jar, body: { name: 'Anonim', phone: '05320000001' } });
    await call(t.app, 'POST', '/api/login.php', { jar, body: { username: reg.username, password: reg.password } });
    expect((await call(t.app, 'GET', '/api/request-call.php', { jar })).json().requests).toEqual([]);
    await call(t.app, 'POST', '/api/request-call.php', { jar, form: { name: 'Oyuncu', phone: '05320000002', message: '' } });
    const list = (await call(t.app, 'GET', '/api/request-call.php', { jar })).json().requests;
    expect(list.map((r: { name: string }) => r.name)).toEqual(['Oyuncu']);
    const [row] = await t.db.query<{ player_id: number | null; visitor_id: string | null }>(
      `select player_id, visitor_id from call_requests where name = 'Oyuncu'`,
    );
    expect(row!.player_id).not.toBeNull();
    expect(row!.visitor_id).toBeNull();
  });

  it.each([
    ['no name', { phone: '05321112233' }, 'Ad soyad gerekli'],
    ['no phone', { name: 'Ali' }, 'Telefon numarası gerekli'],
    ['a bad phone', { name: 'Ali', phone: '123' }, 'Geçerli bir telefon numarası girin (05XX XXX XX XX)'],
    ['a message over 100 characters', { name: 'Ali', phone: '05321112233', message: 'x'.repeat(101) }, 'Mesaj en fazla 100 karakter olabilir'],
  ])('refuses %s and writes nothing', async (_n, body, message) => {
    const before = await countRows(t.db, 'call_requests');
    const r = await call(t.app, 'POST', '/api/request-call.php', { body });
    expect(r.status).toBe(400);
    expect(r.json()).toMatchObject({ success: false, message });
    expect(await countRows(t.db, 'call_requests')).toBe(before);
  });

  it('limits one browser to 5 requests an hour', async () => {
    const jar = new CookieJar();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await call(t.app, 'POST', '/api/request-call.php', { jar, body: { name: 'Ali', phone: '05321112233' } })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('affiliate-apply.php', () => {
  const application = {
    name: 'Zeynep Demir',
    email: 'zeynep@ortak.example',
    username: 'Gizli.Sifre9',
    password: 'Gizli.Sifre9',
    password_confirm: 'Gizli.Sifre9',
    phone: '05551234567',
    website: 'https://zeynep.example',
    message: 'Telegram: @zeynep',
  };

  it('records the application and never stores the password as text', async () => {
    const r = await call(t.app, 'POST', '/api/affiliate-apply.php', { body: application });
    expect(r.status).toBe(201);
    expect(r.json()).toEqual({ success: true, message: 'Başvurunuz alındı! En kısa sürede size dönüş yapacağız.' });
    const [row] = await t.db.query<Record<string, string>>(`select * from affiliate_applications where email = $1`, [application.email]);
    expect(row).toMatchObject({ name: 'Zeynep Demir', username: 'zeynep@ortak.example', message: 'Telegram: @zeynep', status: 'pending' });
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain('Gizli.Sifre9');
  });

  it('hashes the password sent as username by a client that follows the spec to the letter', async () => {
    const { password: _p, password_confirm: _c, ...specBody } = { ...application, email: 'spec@ortak.example' };
    const r = await call(t.app, 'POST', '/api/affiliate-apply.php', { body: specBody });
    expect(r.status).toBe(201);
    const [row] = await t.db.query<Record<string, string>>(`select * from affiliate_applications where email = 'spec@ortak.example'`);
    expect(row!.username).toBe('spec@ortak.example');
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second pending application for the same e-mail', async () => {
    const r = await call(t.app, 'POST', '/api/affiliate-apply.php', { body: { ...application, email: 'ZEYNEP@ortak.example' } });
    expect(r.status).toBe(409);
    expect(r.json().message).toBe('Bu e-posta adresiyle bekleyen bir başvurunuz zaten var.');
  });

  it.each([
    ['mismatched passwords', { password_confirm: 'baska' }, 'Şifreler uyuşmuyor!'],
    ['no e-mail', { email: '' }, 'Geçerli bir e-posta adresi girin'],
    ['no name', { name: '' }, 'Ad ve soyad gerekli'],
    ['a bad phone', { phone: '12' }, 'Geçerli bir telefon numarası girin (05XX XXX XX XX)'],
  ])('refuses %s and writes nothing', async (_n, override, message) => {
    const before = await countRows(t.db, 'affiliate_applications');
    const r = await call(t.app, 'POST', '/api/affiliate-apply.php', { body: { ...application, email: 'yeni@ortak.example', ...override } });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe(message);
    expect(await countRows(t.db, 'affiliate_applications')).toBe(before);
  });
});
