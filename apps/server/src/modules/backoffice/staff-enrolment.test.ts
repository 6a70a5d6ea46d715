import { describe, expect, it } from 'vitest';
import { staffEnrolmentMessages, staffMessages } from '@app/shared/api/staff.ts';
import { openSecret } from '../../lib/seal.ts';
import { newTotpSecret, totpNow } from '../../lib/totp.ts';
import { call, CookieJar, staffSession, useTestContext } from '../../test/harness.ts';
import { ENROLMENT_MS, ensureAdmin } from './staff.service.ts';

/**
 * TOTP enrolment at first login: an account an admin creates (or whose TOTP an admin resets) starts
 * no session; its owner's login with the password answers a QR code of a NEW secret and a one-time
 * token, and a code from that secret with the owner's own new password enrols the account and signs
 * in (docs/decisions/0022). Wrong codes, expired or replayed tokens are refused, attempts are
 * rate-limited like logins, every step is audited. The new password's rules: staff-password.test.ts.
 */
const t = useTestContext({ demo: false });
let seq = 0;
const newName = () => `yeni_${Date.now().toString(36)}${(seq += 1)}`;
const PASSWORD = 'Uzun.Personel.Sifresi1';
/** The owner's own password, set at enrolment. */
const OWN = 'Kendi.Sifrem.Personel2';

async function created(role = 'support') {
  const admin = await staffSession(t, 'admin');
  const username = newName();
  const r = await call(t.app, 'POST', '/api/admin/staff', { jar: admin.jar, body: { username, password: PASSWORD, role } });
  expect(r.status).toBe(201);
  return { admin, username, id: r.json().staff.id as number };
}

async function login(username: string, totp = '', jar = new CookieJar()) {
  const r = await call(t.app, 'POST', '/api/admin/login', { jar, body: { username, password: PASSWORD, totp } });
  return { r, jar };
}

const enrol = (token: string, totp: string, jar = new CookieJar(), newPassword = OWN) =>
  call(t.app, 'POST', '/api/admin/login/enrol', { jar, body: { token, totp, new_password: newPassword } });

/** A code of `secret` that is not valid now (nor in the steps around now). */
async function wrongCode(secret: string) {
  const valid = await totpNow(secret);
  return String((Number(valid) + 500_000) % 1_000_000).padStart(6, '0');
}

const auditOf = (action: string, id: number) =>
  t.db.query<{ staff_id: number | null; after: Record<string, unknown> | null }>(
    `select staff_id, after from audit_log where action = $1 and entity_type = 'staff' and entity_id = $2 order by id`,
    [action, String(id)],
  );
const enrolledAt = async (id: number) => (await t.db.query<{ at: Date | null }>(`select totp_enrolled_at as at from staff where id = $1`, [id]))[0]!.at;

describe('enrolment at first login', () => {
  it('answers a QR code of a new secret instead of a session; a code from it enrols and signs in, once', async () => {
    const { username, id } = await created('support');
    expect(await enrolledAt(id)).toBeNull();

    const first = await login(username);
    expect(first.r.status).toBe(403);
    const body = first.r.json();
    expect(body).toMatchObject({ success: false, enrolment_required: true, message: staffEnrolmentMessages.required, expires_in: ENROLMENT_MS / 1000 });
    expect(body.enrolment_token).toMatch(/^[\w-]{32,}$/);
    expect(body.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(body.totp_secret).toMatch(/^[A-Z2-7]{16,}$/);
    // A new secret: not the placeholder the account was created with.
    const [held] = await t.db.query<{ totp_secret: string }>(`select totp_secret from staff where id = $1`, [id]);
    expect(openSecret(t.config.totpKey, held!.totp_secret)).not.toBe(body.totp_secret);
    expect(body.otpauth_uri).toContain(`secret=${body.totp_secret}`);
    expect(first.r.res.headers['set-cookie']).toBeUndefined();
    // Until enrolled the account can do nothing.
    expect((await call(t.app, 'GET', '/api/admin/me', { jar: first.jar })).status).toBe(401);
    expect((await t.db.query(`select 1 from staff_sessions where staff_id = $1`, [id])).length).toBe(0);
    // The token is kept only as a hash; the secret sealed.
    const [row] = await t.db.query<{ token_hash: string; totp_secret: string }>(`select token_hash, totp_secret from staff_enrolments where staff_id = $1`, [id]);
    expect(row!.token_hash).not.toBe(body.enrolment_token);
    expect(row!.totp_secret).not.toContain(body.totp_secret);

    const wrong = await enrol(body.enrolment_token, await wrongCode(body.totp_secret));
    expect(wrong.status).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, message: staffEnrolmentMessages.codeWrong });
    expect(await enrolledAt(id)).toBeNull();

    const code = await totpNow(body.totp_secret);
    const jar = new CookieJar();
    const ok = await enrol(body.enrolment_token, code, jar);
    expect(ok.status).toBe(200);
    expect(ok.json().staff).toMatchObject({ id, username, role: 'support' });
    expect((await call(t.app, 'GET', '/api/admin/me', { jar })).json().staff.username).toBe(username);
    expect(await enrolledAt(id)).not.toBeNull();
    const staffList = await call(t.app, 'GET', '/api/admin/staff?limit=200', { jar: (await staffSession(t, 'admin')).jar });
    expect(staffList.json().staff.find((s: { id: number }) => s.id === id).enrolment).toBe('enrolled');

    // The token works once; the code logs in no more (replay).
    const replay = await enrol(body.enrolment_token, code);
    expect(replay.status).toBe(401);
    expect(replay.json().message).toBe(staffEnrolmentMessages.expired);
    expect((await call(t.app, 'POST', '/api/admin/login', { body: { username, password: OWN, totp: code } })).status).toBe(401);
    // An enrolled account with no code is a plain failed login, never a new enrolment.
    const noCode = await login(username);
    expect(noCode.r.status).toBe(401);
    expect(noCode.r.json().enrolment_required).toBeUndefined();

    expect(await auditOf('staff.enrol_start', id)).toEqual([expect.objectContaining({ staff_id: id })]);
    expect(await auditOf('staff.enrol_failed', id)).toEqual([expect.objectContaining({ staff_id: id, after: { reason: 'wrong_code' } })]);
    const enrolled = await auditOf('staff.enrol', id);
    expect(enrolled).toEqual([expect.objectContaining({ staff_id: id, after: { totp: 'enrolled' } })]);
    expect(JSON.stringify(await t.db.query(`select before, after from audit_log where entity_id = $1`, [String(id)]))).not.toContain(body.totp_secret);
  });

  it('refuses an expired token, and a wrong password gets no enrolment', async () => {
    const { username, id } = await created('finance');
    const bad = await call(t.app, 'POST', '/api/admin/login', { body: { username, password: 'Yanlis.Sifre.12345', totp: '' } });
    expect(bad.status).toBe(401);
    expect(bad.json()).toEqual(expect.objectContaining({ message: staffMessages.loginFailed }));
    expect(bad.json().enrolment_token).toBeUndefined();

    const { r } = await login(username);
    const { enrolment_token: token, totp_secret: secret } = r.json();
    await t.db.query(`update staff_enrolments set expires_at = now() - interval '1 second' where staff_id = $1`, [id]);
    const late = await enrol(token, await totpNow(secret));
    expect(late.status).toBe(401);
    expect(late.json().message).toBe(staffEnrolmentMessages.expired);
    expect(await enrolledAt(id)).toBeNull();
    expect(await auditOf('staff.enrol_failed', id)).toEqual([expect.objectContaining({ after: { reason: 'expired' } })]);
    // An unknown token, and a malformed code, in Turkish.
    expect((await enrol('yok-boyle-bir-anahtar', '123456')).json().message).toBe(staffEnrolmentMessages.expired);
    const malformed = await enrol(token, '12ab');
    expect(malformed.status).toBe(400);
    expect(malformed.json().message).toBe('Doğrulama kodu 6 haneli olmalı');
  });

  it('a new login replaces the pending enrolment (its token and secret)', async () => {
    const { username } = await created('risk');
    const a = (await login(username)).r.json();
    const b = (await login(username)).r.json();
    expect(b.totp_secret).not.toBe(a.totp_secret);
    expect((await enrol(a.enrolment_token, await totpNow(a.totp_secret))).status).toBe(401);
    expect((await enrol(b.enrolment_token, await totpNow(b.totp_secret))).status).toBe(200);
  });

  it('rate-limits wrong codes like logins: after five, even the right code waits', async () => {
    const { username } = await created('content');
    const { enrolment_token: token, totp_secret: secret } = (await login(username)).r.json();
    for (let i = 0; i < 5; i += 1) expect((await enrol(token, await wrongCode(secret))).status).toBe(401);
    const locked = await enrol(token, await totpNow(secret));
    expect(locked.status).toBe(429);
    expect(locked.json().retry_after).toBeGreaterThan(0);
  });

  it('a disabled account cannot finish its enrolment', async () => {
    const { admin, username, id } = await created('finance');
    const { enrolment_token: token, totp_secret: secret } = (await login(username)).r.json();
    expect((await call(t.app, 'POST', `/api/admin/staff/${id}/disable`, { jar: admin.jar })).status).toBe(200);
    expect((await enrol(token, await totpNow(secret))).status).toBe(401);
    expect(await enrolledAt(id)).toBeNull();
  });
});

describe('no provisional secret', () => {
  it('a code of the secret an account awaiting enrolment holds opens nothing: the login still answers the enrolment step', async () => {
    const { username, id } = await created('finance');
    const [row] = await t.db.query<{ totp_secret: string }>(`select totp_secret from staff where id = $1`, [id]);
    const held = openSecret(t.config.totpKey, row!.totp_secret);
    const { r, jar } = await login(username, await totpNow(held));
    expect(r.status).toBe(403);
    expect(r.json().enrolment_required).toBe(true);
    expect(r.json().totp_secret).not.toBe(held);
    expect(r.res.headers['set-cookie']).toBeUndefined();
    expect((await call(t.app, 'GET', '/api/admin/me', { jar })).status).toBe(401);
    expect((await t.db.query(`select 1 from staff_sessions where staff_id = $1`, [id])).length).toBe(0);
    expect(await enrolledAt(id)).toBeNull();
    expect(await auditOf('staff.enrol', id)).toEqual([]);
  });
});

describe('reset-totp', () => {
  it('sends an enrolled account back to enrolment: sessions end, the old codes open nothing, the QR step comes back with a new password', async () => {
    const admin = await staffSession(t, 'admin');
    const member = await staffSession(t, 'support');
    const [{ id }] = (await t.db.query<{ id: number }>(`select id from staff where username = $1`, [member.username])) as [{ id: number }];
    const r = await call(t.app, 'POST', `/api/admin/staff/${id}/reset-totp`, { jar: admin.jar });
    expect(r.status).toBe(200);
    expect(r.json()).toMatchObject({ enrolment: 'pending', staff: { id, enrolment: 'pending' } });
    expect((await call(t.app, 'GET', '/api/admin/me', { jar: member.jar })).status).toBe(401);
    await t.db.query(`update staff set totp_last_step = null where id = $1`, [id]);
    const again = await call(t.app, 'POST', '/api/admin/login', { body: { username: member.username, password: member.password, totp: await totpNow(member.secret) } });
    expect(again.status).toBe(403);
    const body = again.json();
    expect(body.enrolment_required).toBe(true);
    // The owner's own password led here; it cannot be kept (decision 0022): a new one is needed.
    const kept = await enrol(body.enrolment_token, await totpNow(body.totp_secret), new CookieJar(), member.password);
    expect(kept.status).toBe(400);
    expect(kept.json().message).toBe(staffMessages.passwordSame);
    expect(await enrolledAt(id)).toBeNull();
    const jar = new CookieJar();
    expect((await enrol(body.enrolment_token, await totpNow(body.totp_secret), jar)).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/me', { jar })).status).toBe(200);
    // The password before the reset opens nothing now, not even a new enrolment.
    await t.db.query(`update staff set totp_last_step = null where id = $1`, [id]);
    const old = await call(t.app, 'POST', '/api/admin/login', { body: { username: member.username, password: member.password, totp: await totpNow(body.totp_secret) } });
    expect(old.status).toBe(401);
    expect(old.json().enrolment_required).toBeUndefined();
  });
});

describe('the first admin from the environment', () => {
  it('is enrolled with BACKOFFICE_ADMIN_TOTP_SECRET: its code signs in, no QR step', async () => {
    await t.db.query(`update staff set username = 'admin_eski' where username = 'admin'`);
    const secret = newTotpSecret();
    const config = { ...t.config, backofficeAdmin: { password: 'Uzun.Yonetici.Sifresi1', totpSecret: secret } };
    await ensureAdmin(t.db, config, { info: () => undefined, warn: () => undefined } as never);
    const [row] = await t.db.query<{ at: Date | null }>(`select totp_enrolled_at as at from staff where username = 'admin'`);
    expect(row!.at).not.toBeNull();
    const r = await call(t.app, 'POST', '/api/admin/login', { body: { username: 'admin', password: 'Uzun.Yonetici.Sifresi1', totp: await totpNow(secret) } });
    expect(r.status).toBe(200);
    expect(r.json().staff.role).toBe('admin');
  });
});
