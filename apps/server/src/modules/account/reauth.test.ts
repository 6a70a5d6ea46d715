import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpNow } from '../../lib/totp.ts';
import { call, createTestContext, registeredPlayer, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

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
