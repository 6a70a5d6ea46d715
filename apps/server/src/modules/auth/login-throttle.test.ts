import { describe, expect, it } from 'vitest';
import { call, countRows, useTestContext, registeredPlayer, staffSession } from '../../test/harness.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../lib/common-passwords.ts';

const t = useTestContext();

/** A login from an address of its own, so only the account's allowance can stop it. */
function loginFrom(ip: string, username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login.php',
    headers: { host: 'localhost', 'content-type': 'application/json' },
    remoteAddress: ip,
    payload: JSON.stringify({ username, password }),
  });
}

async function evaluated(playerId: number): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from login_history where player_id = $1`, [playerId]);
  return row!.n;
}

describe('login lock-out (ASVS 6.3.1)', () => {
  it('lets at most 5 of 50 parallel wrong guesses be evaluated and refuses the right password while locked', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const p = await registeredPlayer(t, { username: `ali${suffix}` });
    const [{ email }] = (await t.db.query<{ email: string }>(`select email from players where id = $1`, [p.id])) as [{ email: string }];
    const before = await evaluated(p.id);
    // The same account typed three ways: ALI… (Turkish lower case would make it "alı…"), ali…, the e-mail.
    const names = [`ALI${suffix.toUpperCase()}`, `ali${suffix}`, email.toUpperCase()];
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => loginFrom(`198.51.100.${i + 1}`, names[i % 3]!, `Yanlis.Tahmin${i}`)),
    );
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401 || s === 429)).toHaveLength(50);
    expect((await evaluated(p.id)) - before).toBeLessThanOrEqual(5);
    const right = await loginFrom('203.0.113.77', p.username, p.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/Çok fazla başarısız giriş denemesi yapıldı/);
  });

  it('counts the username in any case and the e-mail on one counter', async () => {
    const p = await registeredPlayer(t);
    const [{ email }] = (await t.db.query<{ email: string }>(`select email from players where id = $1`, [p.id])) as [{ email: string }];
    const typed = [p.username.toUpperCase(), p.username, email, email.toUpperCase(), p.username];
    const statuses: number[] = [];
    for (const [i, name] of typed.entries()) statuses.push((await loginFrom(`192.0.2.${i + 10}`, name, 'Yanlis.Sifre0')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('gives the attempt back on a right password: a login does not use up the allowance', async () => {
    const p = await registeredPlayer(t);
    for (let i = 0; i < 8; i += 1) expect((await loginFrom('192.0.2.200', p.username, p.password)).statusCode).toBe(200);
  });

  it('lets at most 5 of 30 parallel staff guesses be evaluated and refuses the right password while locked', async () => {
    const s = await staffSession(t, 'support');
    const staffLogin = (ip: string, username: string, password: string, totp: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { host: 'localhost', 'content-type': 'application/json' },
        remoteAddress: ip,
        payload: JSON.stringify({ username, password, totp }),
      });
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => staffLogin(`198.51.100.${100 + i}`, i % 2 ? s.username.toUpperCase() : s.username, `Yanlis.${i}`, '000000')),
    );
    expect(guesses.map((r) => r.statusCode).filter((c) => c === 401 || c === 429)).toHaveLength(30);
    const [{ id: staffId }] = (await t.db.query<{ id: number }>(`select id from staff where username = $1`, [s.username])) as [{ id: number }];
    const audited = await t.db.query(`select 1 from audit_log where action = 'staff.login_failed' and entity_id = $1`, [String(staffId)]);
    expect(audited.length).toBeLessThanOrEqual(5);
    const { totpNow } = await import('../../lib/totp.ts');
    const right = await staffLogin('203.0.113.90', s.username, s.password, await totpNow(s.secret));
    expect(right.statusCode).toBe(429);
  });
});

describe('common passwords (ASVS 6.2.4)', () => {
  it('ships a list of at least 10,000', async () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('galatasaray')).toBe(true);
    expect(isCommonPassword('Guclu.Sifre1')).toBe(false);
    const { readFileSync } = await import('node:fs');
    const file = new URL('../../../assets/security/common-passwords.txt', import.meta.url);
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses a common password at registration, in Turkish', async () => {
    const before = await countRows(t.db, 'players');
    const { validRegistration } = await import('../../test/harness.ts');
    const r = await call(t.app, 'POST', '/api/register.php', { body: validRegistration({ password: 'Galatasaray', password_confirm: 'Galatasaray' }) });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe(COMMON_PASSWORD_MESSAGE);
    expect(await countRows(t.db, 'players')).toBe(before);
  });

  it('refuses a common password at a password change', async () => {
    const p = await registeredPlayer(t);
    const r = await call(t.app, 'POST', '/api/change-password.php', {
      jar: p.jar,
      body: { current_password: p.password, new_password: 'iloveyou123', confirm_password: 'iloveyou123' },
    });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe(COMMON_PASSWORD_MESSAGE);
  });
});
