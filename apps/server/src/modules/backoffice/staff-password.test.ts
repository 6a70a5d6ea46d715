import { describe, expect, it } from 'vitest';
import { staffMessages } from '@app/shared/api/staff.ts';
import { COMMON_PASSWORD_MESSAGE } from '../../lib/common-passwords.ts';
import { totpNow } from '../../lib/totp.ts';
import { newSessionToken } from '../../plugins/session-common.ts';
import { call, CookieJar, enrolledStaff, staffSession, useTestContext } from '../../test/harness.ts';

/**
 * The staff member's own password (docs/decisions/0022): the admin's first password opens only the
 * enrolment, where the owner sets their own (staff creation's rules, not the first one); after it the
 * first password opens nothing. A signed-in staff member changes their password with the current one
 * and a code; the change is audited and ends their other sessions.
 */
const t = useTestContext({ demo: false });
let seq = 0;
const FIRST = 'Yonetici.Verdi.Sifre1';

async function awaitingEnrolment() {
  const admin = await staffSession(t, 'admin');
  const username = `sifre_${Date.now().toString(36)}${(seq += 1)}`;
  const r = await call(t.app, 'POST', '/api/admin/staff', { jar: admin.jar, body: { username, password: FIRST, role: 'support' } });
  expect(r.status).toBe(201);
  const start = (await call(t.app, 'POST', '/api/admin/login', { body: { username, password: FIRST, totp: '' } })).json();
  return { admin, username, id: r.json().staff.id as number, token: start.enrolment_token as string, secret: start.totp_secret as string };
}

const enrol = async (token: string, secret: string, body: Record<string, unknown>, jar = new CookieJar()) =>
  call(t.app, 'POST', '/api/admin/login/enrol', { jar, body: { token, totp: await totpNow(secret), ...body } });
const enrolledAt = async (id: number) => (await t.db.query<{ at: Date | null }>(`select totp_enrolled_at as at from staff where id = $1`, [id]))[0]!.at;
const forgetStep = (id: number) => t.db.query(`update staff set totp_last_step = null where id = $1`, [id]);
const login = async (username: string, password: string, secret: string, jar = new CookieJar()) =>
  call(t.app, 'POST', '/api/admin/login', { jar, body: { username, password, totp: await totpNow(secret) } });
const actions = async (id: number, prefix: string) =>
  (
    await t.db.query<{ action: string; staff_id: number | null; after: Record<string, unknown> | null }>(
      `select action, staff_id, after from audit_log where entity_type = 'staff' and entity_id = $1 and action like $2 order by id`,
      [String(id), `${prefix}%`],
    )
  ).map((r) => ({ action: r.action, staff_id: r.staff_id, after: r.after }));
const staffIdOf = async (username: string) => (await t.db.query<{ id: number }>(`select id from staff where username = $1`, [username]))[0]!.id;

describe('the new password at enrolment', () => {
  it('is required and follows staff creation’s rules, in Turkish; a refused one enrols nothing and leaves the token usable', async () => {
    const { id, token, secret } = await awaitingEnrolment();
    const cases: [Record<string, unknown>, string][] = [
      [{}, staffMessages.newPasswordRequired],
      [{ new_password: '' }, staffMessages.passwordShort],
      [{ new_password: 'Kisa.Sifre1' }, staffMessages.passwordShort],
      [{ new_password: 'password1234' }, COMMON_PASSWORD_MESSAGE],
      [{ new_password: FIRST }, staffMessages.passwordSame],
    ];
    for (const [body, message] of cases) {
      const r = await enrol(token, secret, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json()).toMatchObject({ success: false, message });
      expect(await enrolledAt(id)).toBeNull();
    }
    expect((await t.db.query(`select 1 from staff_sessions where staff_id = $1`, [id])).length).toBe(0);
    const jar = new CookieJar();
    expect((await enrol(token, secret, { new_password: 'Kendi.Sifrem.2026' }, jar)).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/me', { jar })).status).toBe(200);
  });

  it('replaces the first password: after enrolment the first one opens nothing (no session, no new enrolment), the own one logs in', async () => {
    const { username, id, token, secret } = await awaitingEnrolment();
    expect((await enrol(token, secret, { new_password: 'Kendi.Sifrem.2026' })).status).toBe(200);
    await forgetStep(id);
    const first = await login(username, FIRST, secret);
    expect(first.status).toBe(401);
    expect(first.json().message).toBe(staffMessages.loginFailed);
    expect(first.json().enrolment_required).toBeUndefined();
    const noCode = await call(t.app, 'POST', '/api/admin/login', { body: { username, password: FIRST, totp: '' } });
    expect(noCode.status).toBe(401);
    expect(noCode.json().enrolment_token).toBeUndefined();
    expect((await login(username, 'Kendi.Sifrem.2026', secret)).status).toBe(200);
    expect(await actions(id, 'staff.password_change')).toEqual([{ action: 'staff.password_change', staff_id: id, after: { by: 'enrolment' } }]);
    const [row] = await t.db.query<{ password_hash: string }>(`select password_hash from staff where id = $1`, [id]);
    expect(row!.password_hash).not.toContain('Kendi');
  });
});

describe('changing one’s own password', () => {
  const change = (jar: CookieJar, body: Record<string, unknown>) => call(t.app, 'POST', '/api/admin/me/password', { jar, body });

  it('works with the current password and a code, is audited, ends the other sessions and keeps this one', async () => {
    const admin = await staffSession(t, 'admin');
    const s = await enrolledStaff(t, admin.jar, 'risk');
    const other = newSessionToken();
    await t.db.query(`insert into staff_sessions (id, staff_id, expires_at) values ($1, $2, now() + interval '1 hour')`, [other.id, s.id]);
    const otherJar = new CookieJar();
    otherJar.store({ cookies: [{ name: 'staff_sid', value: other.token }] } as never);
    expect((await call(t.app, 'GET', '/api/admin/me', { jar: otherJar })).status).toBe(200);

    const r = await change(s.jar, { current_password: s.password, new_password: 'Yepyeni.Sifrem.2026', totp: await totpNow(s.secret) });
    expect(r.status).toBe(200);
    expect(r.json()).toEqual({ success: true });
    expect((await call(t.app, 'GET', '/api/admin/me', { jar: s.jar })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/me', { jar: otherJar })).status).toBe(401);
    expect((await t.db.query(`select 1 from staff_sessions where staff_id = $1`, [s.id])).length).toBe(1);
    expect((await actions(s.id, 'staff.password_change')).at(-1)).toEqual({
      action: 'staff.password_change',
      staff_id: s.id,
      after: { by: 'owner', other_sessions: 'ended' },
    });
    // The old password logs in no more; the new one does.
    await forgetStep(s.id);
    expect((await login(s.username, s.password, s.secret)).status).toBe(401);
    await forgetStep(s.id);
    expect((await login(s.username, 'Yepyeni.Sifrem.2026', s.secret)).status).toBe(200);
  });

  it('refuses a wrong current password or code (400, audited, nothing changed), a weak or unchanged new one, and needs a session', async () => {
    const s = await staffSession(t, 'support');
    const id = await staffIdOf(s.username);
    await forgetStep(id);
    const [before] = await t.db.query<{ password_hash: string }>(`select password_hash from staff where id = $1`, [id]);
    const code = await totpNow(s.secret);
    const wrongCode = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const cases: [Record<string, unknown>, string][] = [
      [{ current_password: 'Yanlis.Sifre.12345', new_password: 'Yepyeni.Sifrem.2026', totp: code }, staffMessages.currentWrong],
      [{ current_password: s.password, new_password: 'Yepyeni.Sifrem.2026', totp: wrongCode }, staffMessages.currentWrong],
      [{ current_password: s.password, new_password: 'kisa', totp: code }, staffMessages.passwordShort],
      [{ current_password: s.password, totp: code }, staffMessages.newPasswordRequired],
    ];
    for (const [body, message] of cases) {
      const r = await change(s.jar, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json()).toMatchObject({ success: false, message });
    }
    expect(await actions(id, 'staff.password_change')).toEqual([
      { action: 'staff.password_change_failed', staff_id: id, after: { reason: 'wrong_password' } },
      { action: 'staff.password_change_failed', staff_id: id, after: { reason: 'wrong_code' } },
    ]);
    // The session stays (a 401 would send the back office to its login page).
    expect((await call(t.app, 'GET', '/api/admin/me', { jar: s.jar })).status).toBe(200);
    const common = await change(s.jar, { current_password: s.password, new_password: 'password1234', totp: code });
    expect(common.json().message).toBe(COMMON_PASSWORD_MESSAGE);
    await forgetStep(id);
    const same = await change(s.jar, { current_password: s.password, new_password: s.password, totp: code });
    expect(same.json().message).toBe(staffMessages.passwordSame);
    const [after] = await t.db.query<{ password_hash: string }>(`select password_hash from staff where id = $1`, [id]);
    expect(after!.password_hash).toBe(before!.password_hash);
    expect((await change(new CookieJar(), { current_password: s.password, new_password: 'Yepyeni.Sifrem.2026', totp: code })).status).toBe(401);
  });

  it('refuses the right answers after five wrong ones, as a login would', async () => {
    const s = await staffSession(t, 'content');
    const id = await staffIdOf(s.username);
    for (let i = 0; i < 5; i += 1) {
      expect((await change(s.jar, { current_password: `Yanlis.Sifre.${i}0000`, new_password: 'Yepyeni.Sifrem.2026', totp: '000000' })).status).toBe(400);
    }
    await forgetStep(id);
    const locked = await change(s.jar, { current_password: s.password, new_password: 'Yepyeni.Sifrem.2026', totp: await totpNow(s.secret) });
    expect(locked.status).toBe(429);
  });
});
