import { describe, expect, it } from 'vitest';
import { staffMessages } from '@app/shared/api/staff.ts';
import { call, registeredPlayer, staffSession, useTestContext } from '../../test/harness.ts';
import { STAFF_ACCESS_ACTIONS } from './audit-log.ts';
import { ROLE_PERMISSIONS } from '@app/shared/api/staff.ts';
import { ROUTE_ACCESS } from './permissions.ts';

/**
 * What leaves and what is refused is audited (decision 0021): every CSV export of the Staff API (walked
 * from the permission table, so a new export is covered without a line here), every refusal of the
 * permission table, failed logins by account id and never the typed text; the audit log refuses
 * TRUNCATE; the exclusion guard an installation runs has no test clock.
 */
const t = useTestContext({ demo: false });

interface AuditRow {
  staff_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string;
  after: Record<string, unknown> | null;
}
const lastId = async () => (await t.db.query<{ id: number }>(`select coalesce(max(id), 0)::int as id from audit_log`))[0]!.id;
const since = (id: number) => t.db.query<AuditRow>(`select staff_id, action, entity_type, entity_id, after from audit_log where id > $1 order by id`, [id]);
const staffIdOf = async (username: string) => (await t.db.query<{ id: number }>(`select id from staff where username = $1`, [username]))[0]!.id;

/** The query a CSV route needs (a period), or a filter to see in the entry; the rest are sent without one. */
const QUERIES: Record<string, string> = {
  'GET /reports/daily.csv': '?from=2026-01-01&to=2026-01-31&group_by=day',
  'GET /aml/report.csv': '?from=2026-01-01&to=2026-01-31&period=day',
  'GET /deposits.csv': '?status=pending&q=oyuncu',
  'GET /withdrawals.csv': '?status=pending&q=oyuncu',
};

describe('CSV exports', () => {
  const exports = Object.keys(ROUTE_ACCESS).filter((key) => key.startsWith('GET ') && key.endsWith('.csv'));

  it('finds the exports in the permission table', () => {
    expect(exports.length).toBeGreaterThanOrEqual(12);
  });

  for (const key of exports) {
    it(`${key}: audits who exported, which filter and how many rows`, async () => {
      const admin = await staffSession(t, 'admin');
      const staffId = await staffIdOf(admin.username);
      const player = await registeredPlayer(t);
      const path = key.slice(4);
      const query = QUERIES[key] ?? '';
      const before = await lastId();
      const r = (await call(t.app, 'GET', `/api/admin${path.replace(':id', String(player.id))}${query}`, { jar: admin.jar })).res;
      expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
      const lines = r.body.split('\r\n').filter(Boolean).length - 1;
      const entries = (await since(before)).filter((e) => e.action === STAFF_ACCESS_ACTIONS.exported);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ staff_id: staffId, entity_type: 'export', entity_id: path });
      expect(entries[0]!.after).toMatchObject({ rows: lines });
      expect(entries[0]!.after!.filter).toMatchObject(Object.fromEntries(new URLSearchParams(query)));
      if (path.includes(':id')) expect(entries[0]!.after!.params).toEqual({ id: player.id });
    });
  }

  it('counts rows whose cells hold line breaks once', async () => {
    const { csvRecords, toCsv } = await import('../../lib/csv.ts');
    expect(csvRecords(toCsv([{ header: 'Metin', value: (r: string) => r }], ['bir\r\niki', '"tırnak"\nüç', 'dört']))).toBe(3);
    expect(csvRecords(toCsv([{ header: 'Metin', value: (r: string) => r }], []))).toBe(0);
  });
});

describe('refusals of the permission table', () => {
  it('audits each 403 with the actor, the route and the permission it needs', async () => {
    const support = await staffSession(t, 'support');
    const staffId = await staffIdOf(support.username);
    expect(ROLE_PERMISSIONS.support).not.toContain('audit.read');
    const before = await lastId();
    for (const url of ['/api/admin/audit', '/api/admin/audit.csv']) {
      const r = await call(t.app, 'GET', url, { jar: support.jar });
      expect(r.status).toBe(403);
      expect(r.json().message).toBe(staffMessages.forbidden);
    }
    const r = await call(t.app, 'POST', '/api/admin/withdrawals/999999/approve', { jar: support.jar, body: {} });
    expect(r.status).toBe(403);
    const entries = await since(before);
    expect(entries.map((e) => [e.action, e.staff_id, e.entity_type, e.entity_id, e.after?.permission])).toEqual([
      [STAFF_ACCESS_ACTIONS.refused, staffId, 'route', 'GET /audit', 'audit.read'],
      [STAFF_ACCESS_ACTIONS.refused, staffId, 'route', 'GET /audit.csv', 'audit.read'],
      [STAFF_ACCESS_ACTIONS.refused, staffId, 'route', 'POST /withdrawals/:id/approve', 'withdrawals.decide'],
    ]);
    // an allowed call writes no refusal
    const admin = await staffSession(t, 'admin');
    const after = await lastId();
    expect((await call(t.app, 'GET', '/api/admin/audit', { jar: admin.jar })).status).toBe(200);
    expect((await since(after)).filter((e) => e.action === STAFF_ACCESS_ACTIONS.refused)).toEqual([]);
  });
});

describe('failed staff logins', () => {
  it('are audited by the account id when the username names one, never by the typed text', async () => {
    const s = await staffSession(t, 'finance');
    const staffId = await staffIdOf(s.username);
    const typedPassword = `Gizli.Parola.${Date.now()}`;
    const before = await lastId();
    const wrong = await call(t.app, 'POST', '/api/admin/login', { body: { username: s.username, password: 'Yanlis.Sifre1', totp: '000000' } });
    expect(wrong.status).toBe(401);
    // a password typed into the username field
    const stray = await call(t.app, 'POST', '/api/admin/login', { body: { username: typedPassword, password: 'x', totp: '000000' } });
    expect(stray.status).toBe(401);
    const entries = await since(before);
    expect(entries.map((e) => [e.action, e.staff_id, e.entity_id])).toEqual([
      [STAFF_ACCESS_ACTIONS.loginFailed, staffId, String(staffId)],
      [STAFF_ACCESS_ACTIONS.loginFailed, null, 'unknown'],
    ]);
    const leaked = await t.db.query(`select id from audit_log where entity_id ilike $1 or before::text ilike $1 or after::text ilike $1`, [`%${typedPassword}%`]);
    expect(leaked).toEqual([]);
    // a successful login names the account by its id too
    const ok = await staffSession(t, 'support');
    const [login] = await t.db.query<{ entity_id: string }>(`select entity_id from audit_log where action = 'staff.login' and staff_id = $1`, [await staffIdOf(ok.username)]);
    expect(login?.entity_id).toBe(String(await staffIdOf(ok.username)));
  });
});

describe('the append-only tables', () => {
  it('refuse TRUNCATE of the audit log (and UPDATE and DELETE, as before); nothing is lost', async () => {
    const [{ n }] = (await t.db.query<{ n: number }>(`select count(*)::int as n from audit_log`)) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    await expect(t.db.query(`truncate audit_log`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`truncate audit_log cascade`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`delete from audit_log`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`update audit_log set action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`truncate rg_exclusions`)).rejects.toThrow(/append-only/);
    expect((await t.db.query<{ n: number }>(`select count(*)::int as n from audit_log`))[0]!.n).toBeGreaterThanOrEqual(n);
  });

  it('the exclusion guard an installation runs has no test clock: the setting changes nothing', async () => {
    const p = await registeredPlayer(t);
    await t.db.query(`insert into rg_exclusions (player_id, kind, ends_at) values ($1, 'timeout', now() + interval '7 days')`, [p.id]);
    const early = (sql: string) =>
      t.db.tx(async (tx) => {
        await tx.query(`set local rg.test_clock = 'on'`);
        await tx.query(sql, [p.id]);
      });
    await expect(early(`update rg_exclusions set ends_at = now() - interval '1 day' where player_id = $1`)).rejects.toThrow(/cannot be changed/);
    await expect(early(`delete from rg_exclusions where player_id = $1`)).rejects.toThrow(/never deleted/);
    const [row] = await t.db.query<{ future: boolean }>(`select ends_at > now() as future from rg_exclusions where player_id = $1`, [p.id]);
    expect(row?.future).toBe(true);
  });
});
