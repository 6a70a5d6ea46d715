import { randomBytes } from 'node:crypto';
import { call, CookieJar, type TestContext } from './harness.ts';

/**
 * What the affiliate programme's tests share: an affiliate that applied through the site's form and
 * was approved by staff (the back office's call), and its portal session.
 */
export const AFFILIATE_PASSWORD = 'Ortak.Sifre.42';

export interface TestAffiliate {
  id: number;
  email: string;
  password: string;
  btag: string;
}

/** An application through the site's form (with a password), answered 201; its id. */
export async function applyAsAffiliate(
  t: TestContext,
  email = `ortak.${randomBytes(3).toString('hex')}@ornek.example`,
  password = AFFILIATE_PASSWORD,
) {
  // Each from an address of its own (documentation range): the form allows an address 5 an hour.
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/affiliate-apply.php',
    headers: { host: 'localhost' },
    remoteAddress: `198.51.100.${1 + (randomBytes(1)[0]! % 250)}`,
    payload: {
      name: 'Ortak Kişi',
      email,
      password,
      password_confirm: password,
      website: 'https://ornek.example',
    },
  });
  if (r.statusCode !== 201) throw new Error(`application failed: ${r.body}`);
  const [row] = await t.db.query<{ id: number }>(
    `select id from affiliate_applications where lower(email) = lower($1) order by id desc limit 1`,
    [email],
  );
  return { id: row!.id, email, password };
}

/** An application approved by staff (`staff`: a role with affiliates.decide): an affiliate account. */
export async function approvedAffiliate(
  t: TestContext,
  staff: CookieJar,
  email?: string,
): Promise<TestAffiliate> {
  const a = await applyAsAffiliate(t, email);
  const r = await call(t.app, 'POST', `/api/admin/affiliate-applications/${a.id}/approve`, { jar: staff });
  if (r.status !== 200) throw new Error(`approval failed: ${r.res.body}`);
  return { ...a, btag: r.json().btag as string };
}

/** The affiliate's portal session (a cookie jar), signed in with its e-mail and password. */
export async function affiliateJar(
  t: TestContext,
  a: { email: string; password: string },
  totp?: string,
): Promise<CookieJar> {
  const jar = new CookieJar();
  const r = await call(t.app, 'POST', '/api/affiliate/login', {
    jar,
    body: { email: a.email, password: a.password, ...(totp ? { totp } : {}) },
  });
  if (r.status !== 200) throw new Error(`affiliate login failed: ${r.res.body}`);
  return jar;
}
