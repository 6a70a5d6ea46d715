import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { totpNow } from '../../lib/totp.ts';
import { call, CookieJar, countRows, useTestContext, multipart, registeredPlayer, sampleFiles, staffSession } from '../../test/harness.ts';

let support: CookieJar;
const t = useTestContext({}, async (ctx) => {
  support = (await staffSession(ctx, 'support')).jar;
});

async function upload(jar: CookieJar, files: Parameters<typeof multipart>[0]) {
  const { payload, contentType } = multipart(files);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/kyc-upload.php',
    headers: { host: 'localhost', cookie: jar.header(), 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, json: () => res.json() };
}

const goodDocs = () => ({
  id_front: { filename: 'on.jpg', type: 'image/jpeg', data: sampleFiles.jpeg() },
  id_back: { filename: 'arka.PNG', type: 'image/png', data: sampleFiles.png() },
  address: { filename: 'fatura.pdf', type: 'application/pdf', data: sampleFiles.pdf() },
});

describe('profile.php', () => {
  it("shows the session's own player and their logins, whatever id the request names", async () => {
    const a = await registeredPlayer(t);
    const b = await registeredPlayer(t);
    const r = await call(t.app, 'GET', `/api/profile.php?id=${b.id}&player_id=${b.id}`, { jar: a.jar });
    expect(r.status).toBe(200);
    const body = r.json();
    expect(body.user).toMatchObject({ username: a.username, kyc_verified: false, kyc_status: 'none', two_factor_enabled: false });
    expect(body.user.birthdate).toBe('1990-06-15');
    expect(body.loginHistory).toHaveLength(1);
    expect(body.loginHistory[0]).toMatchObject({ ip: expect.any(String), location: 'Yerel bilgisayar' });
    expect((await call(t.app, 'GET', '/api/profile.php')).status).toBe(401);
  });
});

describe('change-password.php', () => {
  it.each([
    ['a missing field', { current_password: '', new_password: 'Yeni.Sifre1', confirm_password: 'Yeni.Sifre1' }, 'Lütfen tüm alanları doldurun!'],
    ['mismatched new passwords', { current_password: 'x', new_password: 'Yeni.Sifre1', confirm_password: 'Yeni.Sifre2' }, 'Yeni şifreler eşleşmiyor!'],
    ['a short new password', { current_password: 'x', new_password: 'kisa', confirm_password: 'kisa' }, 'Yeni şifre en az 8 karakter olmalı!'],
    ['a wrong current password', { current_password: 'yanlis-sifre', new_password: 'Yeni.Sifre1', confirm_password: 'Yeni.Sifre1' }, 'Mevcut şifreniz hatalı'],
  ])('refuses %s', async (_n, body, message) => {
    const p = await registeredPlayer(t);
    const r = await call(t.app, 'POST', '/api/change-password.php', { jar: p.jar, body });
    expect(r.status).toBe(400);
    expect(r.json()).toMatchObject({ success: false, error: message });
  });

  it('refuses the same password, then changes it and ends the other sessions only', async () => {
    const p = await registeredPlayer(t);
    const other = new CookieJar();
    await call(t.app, 'POST', '/api/login.php', { jar: other, body: { username: p.username, password: p.password } });
    const same = await call(t.app, 'POST', '/api/change-password.php', {
      jar: p.jar,
      body: { current_password: p.password, new_password: p.password, confirm_password: p.password },
    });
    expect(same.json().message).toBe('Yeni şifre mevcut şifrenizden farklı olmalı');
    const r = await call(t.app, 'POST', '/api/change-password.php', {
      jar: p.jar,
      body: { current_password: p.password, new_password: 'Yepyeni.Sifre9', confirm_password: 'Yepyeni.Sifre9' },
    });
    expect(r.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user_session.php', { jar: p.jar })).json().logged_in).toBe(true);
    expect((await call(t.app, 'GET', '/api/user_session.php', { jar: other })).json().logged_in).toBe(false);
    expect((await call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: p.password } })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: 'Yepyeni.Sifre9' } })).status).toBe(200);
  });

  it('locks the current-password check after 5 wrong guesses', async () => {
    const p = await registeredPlayer(t);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const body = { current_password: `yanlis${i}`, new_password: 'Yeni.Sifre1', confirm_password: 'Yeni.Sifre1' };
      statuses.push((await call(t.app, 'POST', '/api/change-password.php', { jar: p.jar, body })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('two-factor.php and login with a code', () => {
  it('enrols with a QR code, then asks for the code at login', async () => {
    const p = await registeredPlayer(t);
    const setup = (await call(t.app, 'POST', '/api/two-factor.php', { jar: p.jar, body: { action: 'setup', password: p.password } })).json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    expect(setup.qr_svg).toContain('<svg');
    const wrong = await call(t.app, 'POST', '/api/two-factor.php', { jar: p.jar, body: { action: 'enable', code: '000000', password: p.password } });
    expect(wrong.json().message).toBe('Doğrulama kodu hatalı');
    const ok = await call(t.app, 'POST', '/api/two-factor.php', { jar: p.jar, body: { action: 'enable', code: await totpNow(setup.secret), password: p.password } });
    expect(ok.json()).toMatchObject({ success: true, two_factor_enabled: true });
    expect((await call(t.app, 'GET', '/api/profile.php', { jar: p.jar })).json().user.two_factor_enabled).toBe(true);
    // stored sealed: the database alone does not give the codes
    const [stored] = await t.db.query<{ secret: string }>(`select two_factor_secret as secret from players where id = $1`, [p.id]);
    expect(stored!.secret).toMatch(/^v1\./);
    expect(stored!.secret).not.toContain(setup.secret);

    const noCode = await call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: p.password } });
    expect(noCode.status).toBe(401);
    expect(noCode.json()).toMatchObject({ two_factor_required: true, message: 'İki adımlı doğrulama kodunu girin' });
    const badCode = await call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: p.password, totp: '123456' } });
    expect(badCode.status).toBe(401);
    expect(badCode.json().message).toMatch(/^Doğrulama kodu hatalı/);
    const wrongPassword = await call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: 'yanlis', totp: await totpNow(setup.secret) } });
    expect(wrongPassword.json().two_factor_required).toBeUndefined();
    // A code logs in once: two logins with it at the same moment give one session, and a later
    // replay of it is refused.
    const code = await totpNow(setup.secret);
    const both = await Promise.all(
      [1, 2].map(() => call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: p.password, totp: code } })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
    const replay = await call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: p.password, totp: code } });
    expect(replay.status).toBe(401);
    expect(replay.json().message).toMatch(/^Doğrulama kodu hatalı/);

    const off = await call(t.app, 'POST', '/api/two-factor.php', {
      jar: p.jar,
      body: { action: 'disable', code: await totpNow(setup.secret), password: p.password },
    });
    expect(off.json().two_factor_enabled).toBe(false);
    expect((await call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: p.password } })).status).toBe(200);
  });
});

describe('kyc-upload.php', () => {
  const stored = async (playerId: number) => {
    try {
      return await readdir(path.join(t.config.uploadsDir, 'kyc', String(playerId)));
    } catch {
      return [];
    }
  };

  it.each([
    ['a missing document', { id_front: goodDocs().id_front, id_back: goodDocs().id_back }, 'Lütfen tüm belgeleri yükleyin!'],
    ['a wrong extension', { ...goodDocs(), id_front: { filename: 'on.gif', type: 'image/gif', data: sampleFiles.jpeg() } }, 'Kimliğin ön ve arka yüzü için yalnızca resim (JPG, PNG, WEBP) yükleyebilirsiniz'],
    ['a renamed executable', { ...goodDocs(), id_back: { filename: 'arka.jpg', type: 'image/jpeg', data: sampleFiles.exe() } }, 'Dosyanın içeriği uzantısıyla uyuşmuyor'],
    ['a PDF in the front slot', { ...goodDocs(), id_front: { filename: 'on.pdf', type: 'application/pdf', data: sampleFiles.pdf() } }, 'Kimliğin ön ve arka yüzü için yalnızca resim (JPG, PNG, WEBP) yükleyebilirsiniz'],
    ['a PNG named .pdf', { ...goodDocs(), address: { filename: 'fatura.pdf', type: 'application/pdf', data: sampleFiles.png() } }, 'Dosyanın içeriği uzantısıyla uyuşmuyor'],
    [
      'a file over 5 MB',
      { ...goodDocs(), address: { filename: 'fatura.pdf', type: 'application/pdf', data: Buffer.concat([sampleFiles.pdf(), Buffer.alloc(5 * 1024 * 1024)]) } },
      "Dosya boyutu 5MB'dan küçük olmalı!",
    ],
  ])('refuses %s with the spec text and stores nothing', async (_n, files, message) => {
    const p = await registeredPlayer(t);
    const before = await countRows(t.db, 'kyc_submissions');
    const r = await upload(p.jar, files);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.json()).toMatchObject({ success: false, message });
    expect(await countRows(t.db, 'kyc_submissions')).toBe(before);
    expect(await stored(p.id)).toEqual([]);
  });

  it('stores the documents under server-made names for staff to verify', async () => {
    const p = await registeredPlayer(t);
    const r = await upload(p.jar, goodDocs());
    expect(r.status).toBe(201);
    expect(r.json()).toMatchObject({ success: true, message: 'Belgeleriniz başarıyla gönderildi ve onay sürecine alındı!' });
    const files = await stored(p.id);
    expect(files).toHaveLength(3);
    expect(files.every((f) => !/on\.jpg|arka|fatura/.test(f))).toBe(true);
    expect((await call(t.app, 'GET', '/api/profile.php', { jar: p.jar })).json().user.kyc_status).toBe('pending');
    expect((await upload(p.jar, goodDocs())).json().message).toBe('Belgeleriniz inceleniyor. Sonuç bildirildiğinde yeniden yükleyebilirsiniz.');

    const list = (await call(t.app, 'GET', '/api/admin/kyc?status=pending', { jar: support })).json().kyc;
    const item = list.find((k: { player_id: number }) => k.player_id === p.id);
    const doc = await t.app.inject({ method: 'GET', url: `/api/admin/kyc/${item.id}/files/id_front`, headers: { host: 'localhost', cookie: support.header() } });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('image/jpeg');
    expect((await call(t.app, 'GET', `/api/admin/kyc/${item.id}/files/id_front`, { jar: p.jar })).status).toBe(401);

    expect((await call(t.app, 'POST', `/api/admin/kyc/${item.id}/verify`, { jar: support })).status).toBe(200);
    expect((await call(t.app, 'POST', `/api/admin/kyc/${item.id}/reject`, { jar: support })).status).toBe(409);
    const profile = (await call(t.app, 'GET', '/api/profile.php', { jar: p.jar })).json().user;
    expect(profile).toMatchObject({ kyc_verified: true, kyc_status: 'verified' });
    const inbox = (await call(t.app, 'GET', '/api/messages.php', { jar: p.jar })).json().messages;
    expect(inbox[0]).toMatchObject({ type: 'success', subject: 'Hesabınız onaylandı', sender_name: 'Site Yönetimi', is_read: false });
    expect((await upload(p.jar, goodDocs())).json().message).toBe('Hesabınız zaten onaylanmış');
  });

  it('lets a rejected player upload again and shows the reason', async () => {
    const p = await registeredPlayer(t);
    await upload(p.jar, goodDocs());
    const [row] = await t.db.query<{ id: number }>(`select id from kyc_submissions where player_id = $1`, [p.id]);
    await call(t.app, 'POST', `/api/admin/kyc/${row!.id}/reject`, { jar: support, body: { reason: 'Fotoğraf okunmuyor' } });
    const profile = (await call(t.app, 'GET', '/api/profile.php', { jar: p.jar })).json().user;
    expect(profile).toMatchObject({ kyc_status: 'rejected', kyc_reject_reason: 'Fotoğraf okunmuyor', kyc_verified: false });
    expect((await upload(p.jar, goodDocs())).status).toBe(201);
  });

  it('refuses a visitor', async () => {
    expect((await upload(new CookieJar(), goodDocs())).status).toBe(401);
  });
});
