import { describe, expect, it } from 'vitest';
import { affiliateMessages } from '@app/shared/api/affiliate.ts';
import { totpNow } from '../../lib/totp.ts';
import { call, CookieJar, registeredPlayer, staffJars, useTestContext } from '../../test/harness.ts';
import {
  affiliateJar,
  AFFILIATE_PASSWORD,
  applyAsAffiliate,
  approvedAffiliate,
} from '../../test/affiliate-kit.ts';
import { defaultSiteId } from '../../test/wallet-kit.ts';

/**
 * Affiliate accounts (issue 29 point 1; docs/decisions/0031): an approved application signs in with
 * its e-mail and the password it applied with, into a session of its own (not a player's, not
 * staff's), throttled as logins are, with two-step sign-in available.
 */
let admin: CookieJar;
const t = useTestContext({ demo: false }, async (ctx) => {
  [admin] = await staffJars(ctx, 'admin');
});

const login = (body: Record<string, unknown>, jar = new CookieJar()) =>
  call(t.app, 'POST', '/api/affiliate/login', { jar, body });
const me = (jar: CookieJar) => call(t.app, 'GET', '/api/affiliate/me', { jar });
/** A jar holding only the given cookie. */
function jarWith(name: string, value: string): CookieJar {
  const jar = new CookieJar();
  jar.store({ cookies: [{ name, value }] } as never);
  return jar;
}

describe('affiliate sign-in', () => {
  it('signs an approved affiliate in with the e-mail and password it applied with, and out', async () => {
    const a = await approvedAffiliate(t, admin);
    const jar = new CookieJar();
    const r = await login({ email: a.email.toUpperCase(), password: a.password }, jar);
    expect(r.status, r.res.body).toBe(200);
    expect(r.json().affiliate).toEqual({
      id: a.id,
      email: a.email,
      name: 'Ortak Kişi',
      btag: a.btag,
      plan: null,
      totp_enabled: false,
    });
    const cookie = r.res.cookies.find((c) => c.name === 'aff_sid')!;
    expect(cookie).toMatchObject({ path: '/api/affiliate', httpOnly: true, sameSite: 'Strict' });
    expect((await me(jar)).json().affiliate.id).toBe(a.id);
    // The database keeps the token's hash only.
    expect(await t.db.query(`select 1 from affiliate_sessions where id = $1`, [cookie.value])).toHaveLength(
      0,
    );

    const token = jar.get('aff_sid')!;
    expect((await call(t.app, 'POST', '/api/affiliate/logout', { jar })).status).toBe(200);
    const again = await me(jarWith('aff_sid', token));
    expect(again.status).toBe(401);
    expect(again.json().message).toBe(affiliateMessages.sessionRequired);
  });

  it('answers a wrong password and an unknown address alike, and tells only the right password it is not approved', async () => {
    const a = await approvedAffiliate(t, admin);
    const wrong = await login({ email: a.email, password: 'Yanlis.Sifre.1' });
    const unknown = await login({ email: 'kimse@ornek.example', password: a.password });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.json().message).toBe(affiliateMessages.loginFailed);
      expect(r.res.cookies).toHaveLength(0);
    }
    const pending = await applyAsAffiliate(t);
    const p = await login({ email: pending.email, password: pending.password });
    expect(p.status).toBe(403);
    expect(p.json().message).toBe(affiliateMessages.notApproved);
    expect((await login({ email: pending.email, password: 'Yanlis.Sifre.1' })).json().message).toBe(
      affiliateMessages.loginFailed,
    );
    const rejected = await applyAsAffiliate(t);
    expect(
      (await call(t.app, 'POST', `/api/admin/affiliate-applications/${rejected.id}/reject`, { jar: admin }))
        .status,
    ).toBe(200);
    expect((await login({ email: rejected.email, password: rejected.password })).json().message).toBe(
      affiliateMessages.notApproved,
    );
  });

  it('cannot sign in to an application made without a password', async () => {
    const siteId = await defaultSiteId(t);
    const [row] = await t.db.query<{ id: number }>(
      `insert into affiliate_applications (site_id, name, email, status, btag) values ($1, 'Eski Ortak', 'eski@ornek.example', 'approved', 'affeski0001') returning id`,
      [siteId],
    );
    expect(row).toBeDefined();
    // Whatever password is typed (its hash is null): the same answer as a wrong one.
    const r = await login({ email: 'eski@ornek.example', password: 'Herhangi.Bir.Sifre1' });
    expect(r.status).toBe(401);
    expect(r.json().message).toBe(affiliateMessages.loginFailed);
  });

  it('locks an account after five wrong passwords, even for the right one', async () => {
    const a = await approvedAffiliate(t, admin);
    for (let i = 0; i < 5; i++)
      expect((await login({ email: a.email, password: `Yanlis.${i}` })).status).toBe(401);
    const locked = await login({ email: a.email, password: a.password });
    expect(locked.status).toBe(429);
    expect(locked.json().message).toMatch(/Çok fazla başarısız giriş denemesi/);
  });

  it('keeps one approved account per e-mail address: a second approval is a 409 in Turkish', async () => {
    const a = await approvedAffiliate(t, admin);
    const second = await applyAsAffiliate(t, a.email, 'Baska.Sifre.42');
    const r = await call(t.app, 'POST', `/api/admin/affiliate-applications/${second.id}/approve`, {
      jar: admin,
    });
    expect(r.status).toBe(409);
    expect(r.json().message).toBe(affiliateMessages.duplicateAccount);
    const [row] = await t.db.query<{ status: string; btag: string | null }>(
      `select status, btag from affiliate_applications where id = $1`,
      [second.id],
    );
    expect(row).toEqual({ status: 'pending', btag: null });
    // The account still signs in with its own password.
    expect((await login({ email: a.email, password: a.password })).status).toBe(200);
  });

  it('refuses a suspended account and ends what its sessions can do', async () => {
    const a = await approvedAffiliate(t, admin);
    const jar = await affiliateJar(t, a);
    await t.db.query(`update affiliate_applications set suspended_at = now() where id = $1`, [a.id]);
    expect((await me(jar)).status).toBe(401);
    const r = await login({ email: a.email, password: a.password });
    expect(r.status).toBe(403);
    expect(r.json().message).toBe(affiliateMessages.suspended);
  });
});

describe('two-step sign-in', () => {
  it('is set up, enabled with a code, asked at sign-in (a code once), and disabled', async () => {
    const a = await approvedAffiliate(t, admin);
    const jar = await affiliateJar(t, a);
    const other = await affiliateJar(t, a);
    expect(
      (await call(t.app, 'POST', '/api/affiliate/totp/enable', { jar, body: { code: '123456' } })).json()
        .message,
    ).toBe(affiliateMessages.totpSetupFirst);
    const setup = await call(t.app, 'POST', '/api/affiliate/totp/setup', { jar });
    expect(setup.status, setup.res.body).toBe(200);
    const secret = setup.json().secret as string;
    expect(setup.json().qr_svg).toContain('<svg');
    const [stored] = await t.db.query<{ totp_pending_secret: string }>(
      `select totp_pending_secret from affiliate_applications where id = $1`,
      [a.id],
    );
    expect(stored!.totp_pending_secret).toMatch(/^v1\./); // sealed, never in clear
    const code = await totpNow(secret);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const bad = await call(t.app, 'POST', '/api/affiliate/totp/enable', { jar, body: { code: wrongCode } });
    expect(bad.status).toBe(400);
    expect(bad.json().message).toBe(affiliateMessages.totpWrong);
    const on = await call(t.app, 'POST', '/api/affiliate/totp/enable', { jar, body: { code } });
    expect(on.status, on.res.body).toBe(200);
    expect((await me(jar)).json().affiliate.totp_enabled).toBe(true);
    // Turning it on ends the affiliate's other sessions.
    expect((await me(other)).status).toBe(401);
    // (the code that turned it on served once: the next 30-second window, as a test can have it)
    const nextWindow = () => t.db.query(`update affiliate_applications set totp_last_step = null where id = $1`, [a.id]);
    await nextWindow();

    const noCode = await login({ email: a.email, password: a.password });
    expect(noCode.status).toBe(401);
    expect(noCode.json()).toMatchObject({
      message: affiliateMessages.totpRequired,
      two_factor_required: true,
    });
    const wrong = await login({ email: a.email, password: a.password, totp: wrongCode });
    expect(wrong.json().message).toBe(affiliateMessages.totpWrong);
    expect((await login({ email: a.email, password: a.password, totp: code })).status).toBe(200);
    // The same code a second time: refused (a replay).
    const replay = await login({ email: a.email, password: a.password, totp: code });
    expect(replay.status).toBe(401);
    expect(replay.json().message).toBe(affiliateMessages.totpWrong);

    // While it is on, a session alone cannot replace it with a secret of its own.
    const replace = await call(t.app, 'POST', '/api/affiliate/totp/setup', { jar });
    expect(replace.status).toBe(400);
    expect(replace.json().message).toBe(affiliateMessages.totpAlreadyOn);
    // The code that signed in cannot turn it off: a code serves once.
    const replayOff = await call(t.app, 'POST', '/api/affiliate/totp/disable', { jar, body: { code } });
    expect(replayOff.status).toBe(400);
    expect((await me(jar)).json().affiliate.totp_enabled).toBe(true);
    await nextWindow();
    const off = await call(t.app, 'POST', '/api/affiliate/totp/disable', {
      jar,
      body: { code: await totpNow(secret) },
    });
    expect(off.status, off.res.body).toBe(200);
    expect((await login({ email: a.email, password: a.password })).status).toBe(200);
  });
});

describe('the affiliate session is its own', () => {
  it("answers 401 without it, and neither a player's nor a staff member's cookie is one (nor the reverse)", async () => {
    const a = await approvedAffiliate(t, admin);
    const jar = await affiliateJar(t, a);
    const player = await registeredPlayer(t);
    const playerToken = player.jar.get('sid')!;
    const affiliateToken = jar.get('aff_sid')!;
    const staffToken = admin.get('staff_sid')!;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    for (const [method, url] of [
      ['GET', '/api/affiliate/me'],
      ['GET', `/api/affiliate/dashboard?from=${today}&to=${today}`],
      ['GET', `/api/affiliate/report?from=${today}&to=${today}`],
      ['GET', `/api/affiliate/players?from=${today}&to=${today}`],
      ['POST', '/api/affiliate/totp/setup'],
    ] as const) {
      for (const j of [
        new CookieJar(),
        player.jar,
        admin,
        jarWith('aff_sid', playerToken),
        jarWith('aff_sid', staffToken),
      ]) {
        const r = await call(t.app, method, url, { jar: j });
        expect(r.status, `${method} ${url}`).toBe(401);
        expect(r.json().message).toBe(affiliateMessages.sessionRequired);
      }
    }
    // The affiliate's token is no player's session and no staff member's.
    expect(
      (await call(t.app, 'GET', '/api/profile.php', { jar: jarWith('sid', affiliateToken) })).status,
    ).toBe(401);
    expect(
      (await call(t.app, 'GET', '/api/admin/me', { jar: jarWith('staff_sid', affiliateToken) })).status,
    ).toBe(401);
    expect((await call(t.app, 'GET', '/api/profile.php', { jar })).status).toBe(401);
    // ... and it still is the affiliate's.
    expect((await me(jar)).status).toBe(200);
  });

  it('refuses a sign-in from another site (CSRF, as the other cookie sessions)', async () => {
    const a = await approvedAffiliate(t, admin);
    const r = await call(t.app, 'POST', '/api/affiliate/login', {
      body: { email: a.email, password: AFFILIATE_PASSWORD },
      headers: { origin: 'https://kotu.example' },
    });
    expect(r.status).toBe(403);
  });
});
