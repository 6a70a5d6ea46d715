import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, CookieJar, createTestContext, registeredPlayer, staffSession, type TestContext } from '../test/harness.ts';
import { hashPassword } from './crypto.ts';
import { sealSecret } from './seal.ts';
import { newTotpSecret, totpNow } from './totp.ts';

let dev: TestContext;
let prod: TestContext;
beforeAll(async () => {
  dev = await createTestContext();
  prod = await createTestContext({ config: { isProduction: true, apiDocs: false } });
});
afterAll(async () => {
  await dev.close();
  await prod.close();
});

describe('security headers (ASVS 3.4.x)', () => {
  it('sends a CSP without inline script, with object-src and base-uri none and frame-ancestors self', async () => {
    const r = await call(dev.app, 'GET', '/api/user_session.php');
    const csp = String(r.res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    const media = await dev.app.inject({ method: 'GET', url: '/media/placeholder-game.svg', headers: { host: 'localhost' } });
    expect(media.headers['content-security-policy']).toBe(csp);
  });

  it('marks replies with personal data no-store, and leaves the media cacheable', async () => {
    const p = await registeredPlayer(dev);
    const profile = await call(dev.app, 'GET', '/api/profile.php', { jar: p.jar });
    expect(profile.res.headers['cache-control']).toBe('no-store');
    const session = await call(dev.app, 'GET', '/api/user_session.php', { jar: p.jar });
    expect(session.res.headers['cache-control']).toBe('no-store');
    const media = await dev.app.inject({ method: 'GET', url: '/media/placeholder-game.svg', headers: { host: 'localhost' } });
    expect(media.headers['cache-control']).toMatch(/max-age=3600/);
  });

  it('sends HSTS in production only, and has no API documentation there unless enabled', async () => {
    const p = await call(prod.app, 'GET', '/api/user_session.php');
    expect(p.res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await call(dev.app, 'GET', '/api/user_session.php')).res.headers['strict-transport-security']).toBeUndefined();
    expect((await call(prod.app, 'GET', '/api/docs/json')).status).toBe(404);
    expect((await call(dev.app, 'GET', '/api/docs/json')).status).toBe(200);
  });
});

describe('__Host- and __Secure- cookies in production (ASVS 3.3.1)', () => {
  it('sets the session as __Host-sid (Secure, Path=/) and ignores a plain sid there', async () => {
    const p = await registeredPlayer(prod);
    expect(p.jar.get('__Host-sid')).toBeDefined();
    expect(p.jar.get('sid')).toBeUndefined();
    expect((await call(prod.app, 'GET', '/api/user_session.php', { jar: p.jar })).json().logged_in).toBe(true);
    const planted = await call(prod.app, 'GET', '/api/user_session.php', { headers: { cookie: `sid=${p.jar.get('__Host-sid')}` } });
    expect(planted.json().logged_in).toBe(false);
    const again = await call(prod.app, 'POST', '/api/login.php', { body: { username: p.username, password: p.password } });
    const cookie = again.res.cookies.find((c) => c.name === '__Host-sid')!;
    expect(cookie.secure).toBe(true);
    expect(cookie.path).toBe('/');
    expect(cookie.domain).toBeUndefined();
  });

  it('sets the staff session as __Secure-staff_sid (Secure, Path=/api/admin) and ignores a plain staff_sid there', async () => {
    const secret = newTotpSecret();
    await prod.db.query(`insert into staff (username, password_hash, role, totp_secret) values ('onek', $1, 'finance', $2)`, [
      await hashPassword('Personel.Sifre1'),
      sealSecret(prod.config.totpKey, secret),
    ]);
    const jar = new CookieJar();
    const login = await call(prod.app, 'POST', '/api/admin/login', { jar, body: { username: 'onek', password: 'Personel.Sifre1', totp: await totpNow(secret) } });
    expect(login.status).toBe(200);
    const cookie = login.res.cookies.find((c) => c.name === '__Secure-staff_sid');
    expect(cookie).toMatchObject({ secure: true, path: '/api/admin', httpOnly: true, sameSite: 'Strict' });
    expect(jar.get('staff_sid')).toBeUndefined();
    expect((await call(prod.app, 'GET', '/api/admin/me', { jar })).status).toBe(200);
    expect((await call(prod.app, 'GET', '/api/admin/me', { headers: { cookie: `staff_sid=${cookie!.value}` } })).status).toBe(401);
    const out = await call(prod.app, 'POST', '/api/admin/logout', { jar });
    expect(out.res.cookies.find((c) => c.name === '__Secure-staff_sid')).toMatchObject({ value: '', secure: true, path: '/api/admin' });
    // outside production the plain name stays
    expect((await staffSession(dev)).jar.get('staff_sid')).toBeDefined();
  });
});
