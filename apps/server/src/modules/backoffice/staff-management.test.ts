import { describe, expect, it } from 'vitest';
import { staffMessages } from '@app/shared/api/staff.ts';
import { COMMON_PASSWORD_MESSAGE } from '../../lib/common-passwords.ts';
import { totpNow } from '../../lib/totp.ts';
import { newSessionToken } from '../../plugins/session-common.ts';
import { STAFF_IDLE_MS } from '../../plugins/staff-session.ts';
import { call, CookieJar, staffSession, useTestContext } from '../../test/harness.ts';
import { race } from '../../test/wallet-kit.ts';
import { ROLE_PERMISSIONS } from '@app/shared/api/staff.ts';

/**
 * Staff management and the staff session: accounts are created awaiting their owner's TOTP
 * enrolment (the QR step and the owner's own password at first login: staff-enrolment.test.ts); the
 * create and reset replies carry no second factor (decision 0022);
 * role changes, disables, enables and TOTP resets are audited with before and after; a disabled or
 * reset account's sessions end at once; no admin disables or demotes themself, nor leaves none.
 */
const t = useTestContext({ demo: false });
let seq = 0;
const newName = () => `personel_${Date.now().toString(36)}${(seq += 1)}`;
const PASSWORD = 'Uzun.Personel.Sifresi1';

async function create(admin: CookieJar, role = 'finance', username = newName()) {
  const r = await call(t.app, 'POST', '/api/admin/staff', { jar: admin, body: { username, password: PASSWORD, role } });
  return { r, username, body: r.json() };
}

async function login(username: string, secret: string | null, password = PASSWORD) {
  const jar = new CookieJar();
  const totp = secret ? await totpNow(secret) : '';
  const r = await call(t.app, 'POST', '/api/admin/login', { jar, body: { username, password, totp } });
  return { r, jar };
}

const auditOf = (action: string, id: number) =>
  t.db.query<{ staff_id: number; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    `select staff_id, before, after from audit_log where action = $1 and entity_type = 'staff' and entity_id = $2 order by id`,
    [action, String(id)],
  );
const staffIdOf = async (username: string) => (await t.db.query<{ id: number }>(`select id from staff where username = $1`, [username]))[0]!.id;
const sessionsOf = async (id: number) => (await t.db.query(`select 1 from staff_sessions where staff_id = $1`, [id])).length;

describe('creating staff', () => {
  it('creates the account awaiting enrolment; the reply carries no secret (decision 0022), and only its owner’s enrolment leads to a session', async () => {
    const admin = await staffSession(t, 'admin');
    const { r, username, body } = await create(admin.jar, 'support');
    expect(r.status).toBe(201);
    expect(r.res.headers['cache-control']).toBe('no-store');
    expect(body).toMatchObject({ success: true, enrolment: 'pending', staff: { username, role: 'support', is_active: true, enrolment: 'pending' } });
    expect(Object.keys(body).sort()).toEqual(['enrolment', 'staff', 'success']);
    expect(JSON.stringify(r.json())).not.toMatch(/otpauth|totp|secret/i);
    const list = (await call(t.app, 'GET', '/api/admin/staff', { jar: admin.jar })).json();
    const listed = list.staff.find((s: { username: string }) => s.username === username);
    expect(Object.keys(listed).sort()).toEqual(['created_at', 'enrolment', 'id', 'is_active', 'role', 'username']);

    // The password alone: the enrolment step (a QR code of a new secret), never a session.
    const first = await login(username, null);
    expect(first.r.status).toBe(403);
    expect(first.r.json()).toMatchObject({ success: false, enrolment_required: true });
    expect((await call(t.app, 'GET', '/api/admin/me', { jar: first.jar })).status).toBe(401);
    const { enrolment_token: token, totp_secret: secret } = first.r.json();
    const jar = new CookieJar();
    const ok = await call(t.app, 'POST', '/api/admin/login/enrol', { jar, body: { token, totp: await totpNow(secret), new_password: 'Kendi.Sifrem.Destek1' } });
    expect(ok.status).toBe(200);
    expect(ok.json().staff).toMatchObject({ username, role: 'support', permissions: [...ROLE_PERMISSIONS.support] });
    const me = (await call(t.app, 'GET', '/api/admin/me', { jar })).json();
    expect(me.staff).toEqual({ id: body.staff.id, username, role: 'support', permissions: [...ROLE_PERMISSIONS.support] });

    const [entry] = await auditOf('staff.create', body.staff.id);
    expect(entry).toMatchObject({ staff_id: await staffIdOf(admin.username), before: null, after: { username, role: 'support', is_active: true } });
  });

  it('refuses bad input in Turkish and a taken name whatever its case, writing nothing', async () => {
    const admin = await staffSession(t, 'admin');
    const before = (await t.db.query(`select 1 from staff`)).length;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ username: 'a', password: PASSWORD, role: 'finance' }, 400, staffMessages.usernameInvalid],
      [{ username: newName(), password: 'kisa', role: 'finance' }, 400, staffMessages.passwordShort],
      [{ username: newName(), password: PASSWORD, role: 'owner' }, 400, staffMessages.roleInvalid],
      [{ username: newName(), password: 'password1234', role: 'finance' }, 400, COMMON_PASSWORD_MESSAGE],
      [{ username: admin.username.toUpperCase(), password: PASSWORD, role: 'finance' }, 409, staffMessages.usernameTaken],
    ];
    for (const [body, status, message] of cases) {
      const r = await call(t.app, 'POST', '/api/admin/staff', { jar: admin.jar, body });
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.json()).toMatchObject({ success: false, message });
    }
    expect((await t.db.query(`select 1 from staff`)).length).toBe(before);
  });

  it('is for admins only', async () => {
    const finance = await staffSession(t, 'finance');
    const r = await call(t.app, 'POST', '/api/admin/staff', { jar: finance.jar, body: { username: newName(), password: PASSWORD, role: 'admin' } });
    expect(r.status).toBe(403);
    expect(r.json().message).toBe(staffMessages.forbidden);
  });
});

describe('the staff grid', () => {
  it('pages, sorts and filters by role and active state, with the total of all matches', async () => {
    const admin = await staffSession(t, 'admin');
    const names = [];
    for (const role of ['risk', 'risk', 'content']) names.push((await create(admin.jar, role)).body.staff);
    await call(t.app, 'POST', `/api/admin/staff/${names[1].id}/disable`, { jar: admin.jar });
    const get = async (qs: string) => (await call(t.app, 'GET', `/api/admin/staff?${qs}`, { jar: admin.jar })).json();

    const risk = await get('role=risk&limit=200');
    const allRisk = (await t.db.query<{ n: number }>(`select count(*)::int as n from staff where role = 'risk'`))[0]!.n;
    expect(risk.total).toBe(allRisk);
    expect(risk.staff.every((s: { role: string }) => s.role === 'risk')).toBe(true);
    const inactive = await get('role=risk&active=false&limit=200');
    expect(inactive.staff.map((s: { id: number }) => s.id)).toContain(names[1].id);
    expect(inactive.staff.every((s: { is_active: boolean }) => !s.is_active)).toBe(true);

    const byName = await get('sort=username&dir=asc&limit=200');
    const sorted = [...byName.staff.map((s: { username: string }) => s.username.toLowerCase())].sort();
    expect(byName.staff.map((s: { username: string }) => s.username.toLowerCase())).toEqual(sorted);
    const paged = await get('limit=2&offset=1');
    expect(paged.staff).toHaveLength(2);
    expect(paged.total).toBe((await t.db.query(`select 1 from staff`)).length);
    // Without a sort: oldest account first, as before the grid.
    const plain = await get('limit=200');
    expect(plain.staff.map((s: { id: number }) => s.id)).toEqual([...plain.staff.map((s: { id: number }) => s.id)].sort((a: number, b: number) => a - b));

    const bad = await call(t.app, 'GET', '/api/admin/staff?role=owner', { jar: admin.jar });
    expect(bad.status).toBe(400);
    expect(bad.json().message).toBe(staffMessages.roleInvalid);
    expect((await call(t.app, 'GET', '/api/admin/staff?sort=password_hash', { jar: admin.jar })).json().message).toBe('Bu sütuna göre sıralanamaz');
  });
});

describe('changing staff', () => {
  it('changes a role at once for the next call, audited with before and after', async () => {
    const admin = await staffSession(t, 'admin');
    const member = await staffSession(t, 'finance');
    const id = await staffIdOf(member.username);
    expect((await call(t.app, 'GET', '/api/admin/deposits', { jar: member.jar })).status).toBe(200);
    const r = await call(t.app, 'PUT', `/api/admin/staff/${id}`, { jar: admin.jar, body: { role: 'support' } });
    expect(r.status).toBe(200);
    expect(r.json().staff).toMatchObject({ id, role: 'support' });
    expect((await call(t.app, 'GET', '/api/admin/deposits', { jar: member.jar })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/me', { jar: member.jar })).json().staff.permissions).toEqual([...ROLE_PERMISSIONS.support]);
    expect(await auditOf('staff.role', id)).toEqual([
      expect.objectContaining({ staff_id: await staffIdOf(admin.username), before: expect.objectContaining({ role: 'finance' }), after: expect.objectContaining({ role: 'support' }) }),
    ]);
  });

  it('disables: every session ends at once and login is refused; enable lets the account in again', async () => {
    const admin = await staffSession(t, 'admin');
    const member = await staffSession(t, 'risk');
    const id = await staffIdOf(member.username);
    // A second session of the same account (another browser).
    const other = newSessionToken();
    await t.db.query(`insert into staff_sessions (id, staff_id, expires_at) values ($1, $2, now() + interval '1 hour')`, [other.id, id]);
    expect(await sessionsOf(id)).toBe(2);

    const r = await call(t.app, 'POST', `/api/admin/staff/${id}/disable`, { jar: admin.jar });
    expect(r.status).toBe(200);
    expect(r.json().staff).toMatchObject({ id, is_active: false });
    expect(await sessionsOf(id)).toBe(0);
    expect((await call(t.app, 'GET', '/api/admin/me', { jar: member.jar })).status).toBe(401);
    expect((await login(member.username, member.secret, member.password)).r.status).toBe(401);
    expect(await auditOf('staff.disable', id)).toEqual([expect.objectContaining({ before: expect.objectContaining({ is_active: true }), after: expect.objectContaining({ is_active: false }) })]);

    // Disabling again answers the account as it is and writes nothing.
    const again = await call(t.app, 'POST', `/api/admin/staff/${id}/disable`, { jar: admin.jar });
    expect(again.status).toBe(200);
    expect(again.json().staff).toMatchObject({ id, is_active: false });
    expect(await auditOf('staff.disable', id)).toHaveLength(1);

    expect((await call(t.app, 'POST', `/api/admin/staff/${id}/enable`, { jar: admin.jar })).json().staff.is_active).toBe(true);
    expect((await call(t.app, 'POST', `/api/admin/staff/${id}/enable`, { jar: admin.jar })).status).toBe(200);
    expect((await call(t.app, 'PUT', `/api/admin/staff/${id}`, { jar: admin.jar, body: { role: 'risk' } })).status).toBe(200);
    expect(await auditOf('staff.enable', id)).toHaveLength(1);
    expect(await auditOf('staff.role', id)).toHaveLength(0);
    // The replay guard would refuse this 30-second step's code a second time: forget it, as a later step would.
    await t.db.query(`update staff set totp_last_step = null where id = $1`, [id]);
    expect((await login(member.username, member.secret, member.password)).r.status).toBe(200);
  });

  it('refuses an admin disabling or demoting themself, in Turkish, and changes nothing', async () => {
    const admin = await staffSession(t, 'admin');
    const id = await staffIdOf(admin.username);
    const disable = await call(t.app, 'POST', `/api/admin/staff/${id}/disable`, { jar: admin.jar });
    expect(disable.status).toBe(400);
    expect(disable.json()).toMatchObject({ success: false, message: staffMessages.notSelfDisable });
    const demote = await call(t.app, 'PUT', `/api/admin/staff/${id}`, { jar: admin.jar, body: { role: 'finance' } });
    expect(demote.status).toBe(400);
    expect(demote.json()).toMatchObject({ success: false, message: staffMessages.notSelfDemote });
    expect((await call(t.app, 'GET', '/api/admin/me', { jar: admin.jar })).json().staff.role).toBe('admin');
    expect(await auditOf('staff.disable', id)).toEqual([]);
    expect(await auditOf('staff.role', id)).toEqual([]);
  });

  it('answers an unknown account with 404', async () => {
    const admin = await staffSession(t, 'admin');
    for (const [method, path, body] of [
      ['PUT', '/api/admin/staff/999999', { role: 'finance' }],
      ['POST', '/api/admin/staff/999999/disable', undefined],
      ['POST', '/api/admin/staff/999999/enable', undefined],
      ['POST', '/api/admin/staff/999999/reset-totp', undefined],
    ] as const) {
      const r = await call(t.app, method, path, { jar: admin.jar, body });
      expect(r.status, path).toBe(404);
      expect(r.json().message).toBe(staffMessages.staffNotFound);
    }
  });

  it('resets TOTP: the account awaits enrolment again, the reply carries no secret, the old secret stops working, sessions end', async () => {
    const admin = await staffSession(t, 'admin');
    const member = await staffSession(t, 'content');
    const id = await staffIdOf(member.username);
    const r = await call(t.app, 'POST', `/api/admin/staff/${id}/reset-totp`, { jar: admin.jar });
    expect(r.status).toBe(200);
    expect(Object.keys(r.json()).sort()).toEqual(['enrolment', 'staff', 'success']);
    expect(JSON.stringify(r.json())).not.toMatch(/otpauth|totp|secret/i);
    expect(await sessionsOf(id)).toBe(0);
    expect((await call(t.app, 'GET', '/api/admin/me', { jar: member.jar })).status).toBe(401);
    await t.db.query(`update staff set totp_last_step = null where id = $1`, [id]);
    expect(r.json()).toMatchObject({ enrolment: 'pending', staff: { enrolment: 'pending' } });
    // The old code is no code of the account any more: the password alone leads to enrolment.
    const old = await login(member.username, member.secret, member.password);
    expect(old.r.status).toBe(403);
    expect(old.r.json().enrolment_required).toBe(true);
    expect(await sessionsOf(id)).toBe(0);
    const entries = await auditOf('staff.reset_totp', id);
    expect(entries).toHaveLength(1);
  });

  const onPostgres = process.env.TEST_PG_ADMIN_URL !== undefined;
  it(`never leaves the installation without an active admin, even when two admins demote each other at once${onPostgres ? ' (both in the database together)' : ''}`, async () => {
    for (let round = 0; round < 4; round += 1) {
      // This file's installation has no seeded admin (demo: false): exactly these two, then.
      await t.db.query(`update staff set is_active = false where role = 'admin'`);
      const a = await staffSession(t, 'admin');
      const b = await staffSession(t, 'admin');
      const [idA, idB] = [await staffIdOf(a.username), await staffIdOf(b.username)];
      // Both requests pass the role check of their session, then wait on the admins' rows.
      const { results, raced } = await race(t, `select id from staff where id = $1 for update`, [round % 2 ? idB : idA], [
        () => call(t.app, 'PUT', `/api/admin/staff/${idB}`, { jar: a.jar, body: { role: 'finance' } }),
        () => call(t.app, 'PUT', `/api/admin/staff/${idA}`, { jar: b.jar, body: { role: 'finance' } }),
      ]);
      expect(raced).toBe(onPostgres);
      expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
      expect(await t.db.query(`select id from staff where role = 'admin' and is_active`)).toHaveLength(1);
      const [{ n }] = (await t.db.query<{ n: number }>(`select count(*)::int as n from audit_log where action = 'staff.role' and entity_id in ($1, $2)`, [String(idA), String(idB)])) as [{ n: number }];
      expect(n).toBe(1);
    }
  });
});

describe('the staff session', () => {
  it('ends after 30 minutes idle, not before', async () => {
    expect(STAFF_IDLE_MS).toBe(30 * 60 * 1000);
    const s = await staffSession(t, 'support');
    const id = await staffIdOf(s.username);
    await t.db.query(`update staff_sessions set last_seen_at = now() - interval '29 minutes' where staff_id = $1`, [id]);
    expect((await call(t.app, 'GET', '/api/admin/me', { jar: s.jar })).status).toBe(200);
    await t.db.query(`update staff_sessions set last_seen_at = now() - interval '31 minutes' where staff_id = $1`, [id]);
    const r = await call(t.app, 'GET', '/api/admin/me', { jar: s.jar });
    expect(r.status).toBe(401);
    expect(r.json().message).toBe(staffMessages.signInRequired);
    expect(await sessionsOf(id)).toBe(0);
  });

  it('logout everywhere ends every session of the staff member, and only theirs, audited', async () => {
    const s = await staffSession(t, 'finance');
    const bystander = await staffSession(t, 'finance');
    const id = await staffIdOf(s.username);
    const other = newSessionToken();
    await t.db.query(`insert into staff_sessions (id, staff_id, expires_at) values ($1, $2, now() + interval '1 hour')`, [other.id, id]);
    const otherJar = new CookieJar();
    otherJar.store({ cookies: [{ name: 'staff_sid', value: other.token }] } as never);
    expect((await call(t.app, 'GET', '/api/admin/me', { jar: otherJar })).status).toBe(200);

    const r = await call(t.app, 'POST', '/api/admin/logout-everywhere', { jar: s.jar });
    expect(r.status).toBe(200);
    expect(await sessionsOf(id)).toBe(0);
    expect((await call(t.app, 'GET', '/api/admin/me', { jar: otherJar })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/me', { jar: s.jar })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/me', { jar: bystander.jar })).status).toBe(200);
    expect(await auditOf('staff.logout_everywhere', id)).toHaveLength(1);
  });

  it('refuses to log in an account without a TOTP secret, and the database refuses an active one', async () => {
    const s = await staffSession(t, 'support');
    await expect(t.db.query(`update staff set totp_secret = null where username = $1`, [s.username])).rejects.toThrow();
    // An enrolled account always has its secret, active or not.
    await expect(t.db.query(`update staff set is_active = false, totp_secret = null where username = $1`, [s.username])).rejects.toThrow();
    await t.db.query(`update staff set is_active = false, totp_secret = null, totp_enrolled_at = null where username = $1`, [s.username]);
    const r = await login(s.username, null, s.password);
    expect(r.r.status).toBe(401);
    const admin = await staffSession(t, 'admin');
    const enable = await call(t.app, 'POST', `/api/admin/staff/${await staffIdOf(s.username)}/enable`, { jar: admin.jar });
    expect(enable.status).toBe(409);
    expect(enable.json().message).toBe(staffMessages.noTotp);
  });
});
