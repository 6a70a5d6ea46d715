import { describe, expect, it } from 'vitest';
import { call, CookieJar, countRows, useTestContext, validRegistration } from '../../test/harness.ts';

const t = useTestContext();

async function registerPlayer(overrides: Record<string, unknown> = {}) {
  const body = validRegistration(overrides);
  const r = await call(t.app, 'POST', '/api/register.php', { body });
  expect(r.status, JSON.stringify(r.json())).toBe(201);
  return body;
}

describe('register.php', () => {
  it('creates the player, their three ledger accounts and keeps the btag', async () => {
    const body = await registerPlayer({ affiliate_btag: 'ortak-42' });
    const [p] = await t.db.query<{ id: number; affiliate_btag: string; password_hash: string; birthdate: Date; city: string }>(
      `select id, affiliate_btag, password_hash, birthdate, city from players where username = $1`,
      [body.username],
    );
    expect(p!.affiliate_btag).toBe('ortak-42');
    expect(p!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(p!.city).toBe('İzmir');
    const accounts = await t.db.query<{ kind: string; balance: bigint }>(
      `select kind, balance from accounts where player_id = $1 order by kind`,
      [p!.id],
    );
    expect(accounts).toEqual([
      { kind: 'bonus', balance: 0n },
      { kind: 'cash', balance: 0n },
      { kind: 'withdraw_hold', balance: 0n },
    ]);
  });

  it('accepts a form-encoded body as browsers send it', async () => {
    const body = validRegistration();
    const form = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
    const r = await call(t.app, 'POST', '/api/register.php', { form });
    expect(r.status, JSON.stringify(r.json())).toBe(201);
    expect(r.json()).toEqual({ success: true, message: 'Kayıt başarılı! Giriş yapabilirsiniz.' });
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['an invalid TC Kimlik No', { tc: '12345678901' }, 'Geçersiz TC Kimlik No!'],
    ['mismatched passwords', { password_confirm: 'Baska.Sifre1' }, 'Şifreler eşleşmiyor!'],
    ['a minor', { dob_year: String(new Date().getFullYear() - 17) }, 'Kayıt olmak için 18 yaşından büyük olmalısınız'],
    ['a date that does not exist', { dob_day: '31', dob_month: '2' }, 'Geçerli bir doğum tarihi seçin'],
    ['terms not accepted', { terms: false }, 'Üyelik sözleşmesini kabul etmelisiniz'],
    ['a city outside the 81', { city: 'Atlantis' }, 'Geçerli bir il seçin'],
    ['a bad e-mail', { email: 'ayse@' }, 'Geçerli bir e-posta adresi girin'],
    ['a short password', { password: 'kisa', password_confirm: 'kisa' }, 'Şifre en az 8 karakter olmalı'],
    ['a bad phone', { phone: '12345' }, 'Geçerli bir telefon numarası girin (05XX XXX XX XX)'],
    ['no gender', { gender: 'x' }, 'Cinsiyet seçin'],
    ['another currency', { currency: 'USD' }, 'Para birimi yalnızca TRY olabilir'],
    ['a username with spaces', { username: 'a b' }, 'Kullanıcı adı 3-20 karakter olmalı; harf, rakam, nokta ve alt çizgi içerebilir'],
    ['a missing first name', { first_name: '  ' }, 'Ad gerekli'],
  ];
  it.each(bad)('refuses %s with a Turkish message and writes nothing', async (_name, overrides, message) => {
    const before = await countRows(t.db, 'players');
    const r = await call(t.app, 'POST', '/api/register.php', { body: validRegistration(overrides) });
    expect(r.status).toBe(400);
    expect(r.json()).toMatchObject({ success: false, message, error: message });
    expect(await countRows(t.db, 'players')).toBe(before);
  });

  it('refuses a wrong type with a Turkish message, not a 500', async () => {
    const r = await call(t.app, 'POST', '/api/register.php', { body: validRegistration({ username: 42 }) });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe('Kullanıcı adı gerekli');
  });

  it('refuses a taken username, e-mail or TC (case-insensitively) and writes nothing', async () => {
    const first = await registerPlayer();
    const before = await countRows(t.db, 'players');
    const cases: [Record<string, unknown>, string][] = [
      [{ username: first.username.toUpperCase() }, 'Bu kullanıcı adı zaten kullanılıyor'],
      // One reply for both, so nobody can learn whether a given citizen plays here.
      [{ email: first.email.toUpperCase() }, 'Bu e-posta adresi veya TC Kimlik No ile kayıt yapılamıyor. Hesabınız varsa giriş yapın ya da müşteri hizmetleriyle iletişime geçin.'],
      [{ tc: first.tc }, 'Bu e-posta adresi veya TC Kimlik No ile kayıt yapılamıyor. Hesabınız varsa giriş yapın ya da müşteri hizmetleriyle iletişime geçin.'],
    ];
    for (const [overrides, message] of cases) {
      const body = validRegistration(overrides);
      const r = await call(t.app, 'POST', '/api/register.php', { body });
      expect(r.status).toBe(409);
      expect(r.json().message).toBe(message);
    }
    expect(await countRows(t.db, 'players')).toBe(before);
  });

  it('lets only one of two simultaneous identical registrations through', async () => {
    const body = validRegistration();
    const results = await Promise.all([1, 2, 3].map(() => call(t.app, 'POST', '/api/register.php', { body })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const [n] = await t.db.query<{ n: number }>(`select count(*)::int as n from players where username = $1`, [body.username]);
    expect(n!.n).toBe(1);
  });
});

describe('login.php, user_session.php, logout.php', () => {
  it('logs in, reports the session with the balance, and logs out on the server', async () => {
    const p = await registerPlayer();
    const jar = new CookieJar();
    const anon = await call(t.app, 'GET', '/api/user_session.php', { jar });
    expect(anon.json()).toEqual({ success: true, logged_in: false, user: null });

    const r = await call(t.app, 'POST', '/api/login.php', { jar, body: { username: p.username, password: p.password, remember: false } });
    expect(r.status).toBe(200);
    expect(r.json()).toMatchObject({ success: true, user: { username: p.username, balance: 0 } });
    const cookie = r.res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.maxAge).toBeUndefined(); // ends with the browser
    const [stored] = await t.db.query<{ id: string }>(`select id from sessions`);
    expect(stored!.id).not.toBe(cookie.value); // only the hash is stored

    const s = await call(t.app, 'GET', '/api/user_session.php', { jar });
    expect(s.json()).toMatchObject({ success: true, logged_in: true, user: { username: p.username, balance: 0 } });

    const token = jar.get('sid')!;
    expect((await call(t.app, 'POST', '/api/logout.php', { jar })).json().success).toBe(true);
    const replay = await call(t.app, 'GET', '/api/user_session.php', { headers: { cookie: `sid=${token}` } });
    expect(replay.json().logged_in).toBe(false);
  });

  it('remembers for 30 days when asked, and logs in by e-mail too', async () => {
    const p = await registerPlayer();
    const r = await call(t.app, 'POST', '/api/login.php', { form: { username: p.email, password: p.password, remember: 'on' } });
    expect(r.status).toBe(200);
    expect(r.res.cookies.find((c) => c.name === 'sid')!.maxAge).toBe(30 * 24 * 3600);
  });

  it('shows the cash balance from the ledger account', async () => {
    const p = await registerPlayer();
    await t.db.query(
      `update accounts set balance = 123456 where kind = 'cash' and player_id = (select id from players where username = $1)`,
      [p.username],
    );
    const jar = new CookieJar();
    await call(t.app, 'POST', '/api/login.php', { jar, body: { username: p.username, password: p.password } });
    expect((await call(t.app, 'GET', '/api/user_session.php', { jar })).json().user.balance).toBe(1234.56);
  });

  it('ends a session after 2 hours idle unless remembered', async () => {
    const p = await registerPlayer();
    const jar = new CookieJar();
    await call(t.app, 'POST', '/api/login.php', { jar, body: { username: p.username, password: p.password } });
    await t.db.query(`update sessions set last_seen_at = now() - interval '121 minutes'`);
    expect((await call(t.app, 'GET', '/api/user_session.php', { jar })).json().logged_in).toBe(false);
  });

  it('records every attempt in the login history', async () => {
    const p = await registerPlayer();
    await call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: 'yanlis-sifre' } });
    await call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: p.password } });
    const rows = await t.db.query<{ success: boolean; ip: string; location: string }>(
      `select success, ip, location from login_history where username = $1 order by id`,
      [p.username],
    );
    expect(rows.map((r) => r.success)).toEqual([false, true]);
    expect(rows[1]!.ip).not.toBe('');
    expect(rows[1]!.location).toBe('Yerel bilgisayar');
  });

  it('says the same for an unknown user and a wrong password', async () => {
    const p = await registerPlayer();
    const unknown = await call(t.app, 'POST', '/api/login.php', { body: { username: 'hic-yok-boyle-biri', password: 'x' } });
    const wrong = await call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: 'x' } });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json().message).toMatch(/^Kullanıcı adı veya şifre hatalı/);
    expect(wrong.json().message).toMatch(/^Kullanıcı adı veya şifre hatalı/);
  });

  it('locks a username after 5 failures with a Turkish message, even with the right password', async () => {
    const p = await registerPlayer();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: `yanlis${i}` } })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: p.password } });
    expect(locked.status).toBe(429);
    expect(locked.json().message).toMatch(/Çok fazla başarısız giriş denemesi yapıldı.*15 dakika/);
    expect(locked.res.headers['retry-after']).toBeDefined();
  });

  it('refuses a blocked player', async () => {
    const p = await registerPlayer();
    await t.db.query(`update players set status = 'blocked' where username = $1`, [p.username]);
    const r = await call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: p.password } });
    expect(r.status).toBe(403);
    expect(r.json().message).toMatch(/askıya alınmıştır/);
  });

  it('refuses empty credentials with Turkish messages', async () => {
    const r = await call(t.app, 'POST', '/api/login.php', { body: { username: '', password: 'x' } });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe('Kullanıcı adı gerekli');
    const r2 = await call(t.app, 'POST', '/api/login.php', { body: { username: 'a' } });
    expect(r2.json().message).toBe('Şifre gerekli');
  });

  it('refuses a state change from another site', async () => {
    const r = await call(t.app, 'POST', '/api/login.php', {
      body: { username: 'a', password: 'b' },
      headers: { origin: 'https://kotu-site.example' },
    });
    expect(r.status).toBe(403);
    expect(r.json().message).toBe('Geçersiz istek kaynağı');
    const same = await call(t.app, 'POST', '/api/login.php', {
      body: { username: 'a', password: 'b' },
      headers: { origin: 'http://localhost' },
    });
    expect(same.status).toBe(401);
  });

  it('answers malformed JSON with a 400 in Turkish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login.php',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('İstek gövdesi geçerli bir JSON değil');
  });
});
