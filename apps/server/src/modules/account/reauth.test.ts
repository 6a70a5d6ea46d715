import { describe, expect, it } from 'vitest';
import { totpNow } from '../../lib/totp.ts';
import { call, CookieJar, useTestContext, registeredPlayer } from '../../test/harness.ts';

const t = useTestContext();

describe('re-authentication limits stop a right answer too (ASVS 6.3.1)', () => {
  it('refuses the right current password after 5 wrong ones', async () => {
    const p = await registeredPlayer(t);
    for (let i = 0; i < 5; i += 1) {
      const body = { current_password: `Yanlis.${i}`, new_password: 'Yeni.Sifre1', confirm_password: 'Yeni.Sifre1' };
      expect((await call(t.app, 'POST', '/api/change-password.php', { jar: p.jar, body })).status).toBe(400);
    }
    const right = await call(t.app, 'POST', '/api/change-password.php', {
      jar: p.jar,
      body: { current_password: p.password, new_password: 'Yeni.Sifre1', confirm_password: 'Yeni.Sifre1' },
    });
    expect(right.status).toBe(429);
    // the password did not change
    expect((await call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: p.password } })).status).toBe(200);
  });

  it('lets at most 5 of 20 parallel wrong passwords be checked', async () => {
    const p = await registeredPlayer(t);
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, 'POST', '/api/change-password.php', {
          jar: p.jar,
          body: { current_password: `Yanlis.${i}`, new_password: 'Yeni.Sifre1', confirm_password: 'Yeni.Sifre1' },
        }),
      ),
    );
    expect(tries.filter((r) => r.status === 400)).toHaveLength(5);
    expect(tries.filter((r) => r.status === 429)).toHaveLength(15);
  });

  it('refuses the right 2FA code after 5 wrong ones', async () => {
    const p = await registeredPlayer(t);
    const setup = (await call(t.app, 'POST', '/api/two-factor.php', { jar: p.jar, body: { action: 'setup', password: p.password } })).json();
    for (let i = 0; i < 5; i += 1) {
      const r = await call(t.app, 'POST', '/api/two-factor.php', { jar: p.jar, body: { action: 'enable', code: `00000${i}`, password: p.password } });
      expect(r.status).toBe(400);
    }
    const right = await call(t.app, 'POST', '/api/two-factor.php', {
      jar: p.jar,
      body: { action: 'enable', code: await totpNow(setup.secret), password: p.password },
    });
    expect(right.status).toBe(429);
    expect((await call(t.app, 'GET', '/api/profile.php', { jar: p.jar })).json().user.two_factor_enabled).toBe(false);
  });
});

describe('two-factor changes need the password and end the other sessions (ASVS 6.4.x, 7.4.x)', () => {
  it('refuses setup and enable without the right password', async () => {
    const p = await registeredPlayer(t);
    const none = await call(t.app, 'POST', '/api/two-factor.php', { jar: p.jar, body: { action: 'setup' } });
    expect(none.status).toBe(400);
    expect(none.json().message).toBe('Şifrenizi girin');
    const wrong = await call(t.app, 'POST', '/api/two-factor.php', { jar: p.jar, body: { action: 'setup', password: 'Yanlis.Sifre1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json().message).toBe('Mevcut şifreniz hatalı');
    const setup = (await call(t.app, 'POST', '/api/two-factor.php', { jar: p.jar, body: { action: 'setup', password: p.password } })).json();
    const code = await totpNow(setup.secret);
    const noPassword = await call(t.app, 'POST', '/api/two-factor.php', { jar: p.jar, body: { action: 'enable', code } });
    expect(noPassword.status).toBe(400);
    const wrongPassword = await call(t.app, 'POST', '/api/two-factor.php', { jar: p.jar, body: { action: 'enable', code, password: 'Yanlis.Sifre1' } });
    expect(wrongPassword.json().message).toBe('Mevcut şifreniz hatalı');
    expect((await call(t.app, 'GET', '/api/profile.php', { jar: p.jar })).json().user.two_factor_enabled).toBe(false);
  });

  it('ends every other session and leaves a notice in the inbox when 2FA is turned on and off', async () => {
    const p = await registeredPlayer(t);
    const other = new CookieJar();
    await call(t.app, 'POST', '/api/login.php', { jar: other, body: { username: p.username, password: p.password } });
    const setup = (await call(t.app, 'POST', '/api/two-factor.php', { jar: p.jar, body: { action: 'setup', password: p.password } })).json();
    const on = await call(t.app, 'POST', '/api/two-factor.php', { jar: p.jar, body: { action: 'enable', code: await totpNow(setup.secret), password: p.password } });
    expect(on.json().two_factor_enabled).toBe(true);
    expect((await call(t.app, 'GET', '/api/user_session.php', { jar: other })).json().logged_in).toBe(false);
    expect((await call(t.app, 'GET', '/api/user_session.php', { jar: p.jar })).json().logged_in).toBe(true);

    const third = new CookieJar();
    await t.db.query(`update players set two_factor_last_step = null where id = $1`, [p.id]);
    const login = await call(t.app, 'POST', '/api/login.php', { jar: third, body: { username: p.username, password: p.password, totp: await totpNow(setup.secret) } });
    expect(login.status).toBe(200);
    await t.db.query(`update players set two_factor_last_step = null where id = $1`, [p.id]);
    const off = await call(t.app, 'POST', '/api/two-factor.php', { jar: p.jar, body: { action: 'disable', code: await totpNow(setup.secret), password: p.password } });
    expect(off.json().two_factor_enabled).toBe(false);
    expect((await call(t.app, 'GET', '/api/user_session.php', { jar: third })).json().logged_in).toBe(false);
    const inbox = (await call(t.app, 'GET', '/api/messages.php', { jar: p.jar })).json();
    const subjects = inbox.messages.map((m: { subject: string }) => m.subject);
    expect(subjects.filter((s: string) => s === 'İki adımlı doğrulama ayarınız değişti')).toHaveLength(2);
  });
});
