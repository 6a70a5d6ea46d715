import { describe, expect, it } from 'vitest';
import { call, staffSession, useTestContext } from '../../test/harness.ts';
import { istanbulDayStart } from './audit-log.ts';

/** The audit screen's grid: filters by staff member, action, record and Istanbul days; sort by time; CSV. */
const t = useTestContext({ demo: false });

const staffIdOf = async (username: string) => (await t.db.query<{ id: number }>(`select id from staff where username = $1`, [username]))[0]!.id;

async function entry(staffId: number, action: string, entityId: string, at: string, before: unknown = null, after: unknown = null) {
  await t.db.query(
    `insert into audit_log (staff_id, action, entity_type, entity_id, before, after, ip, created_at) values ($1, $2, 'deneme', $3, $4::jsonb, $5::jsonb, '10.0.0.1', $6)`,
    [staffId, action, entityId, JSON.stringify(before), JSON.stringify(after), at],
  );
}

describe('GET /audit', () => {
  it('filters by staff, action (or its start), record and Istanbul days, newest first, with the total', async () => {
    const admin = await staffSession(t, 'admin');
    const actor = await staffSession(t, 'finance');
    const id = await staffIdOf(actor.username);
    // 2026-03-01 00:30 in Istanbul is 2026-02-28 21:30 UTC.
    await entry(id, 'deneme.ilk', 'A1', '2026-02-28T21:30:00Z', { status: 'active' }, { status: 'blocked' });
    await entry(id, 'deneme.ikinci', 'A2', '2026-03-02T20:59:00Z');
    await entry(id, 'deneme.ikinci', 'A3', '2026-03-02T21:01:00Z');
    const get = async (qs: string) => {
      const r = await call(t.app, 'GET', `/api/admin/audit?${qs}`, { jar: admin.jar });
      expect(r.status, JSON.stringify(r.json())).toBe(200);
      return r.json() as { audit: { entity_id: string; staff_username: string; before: unknown; after: unknown }[]; total: number };
    };
    // Their login is in the log too; the entries made here are of type 'deneme'.
    const mine = await get(`staff=${actor.username.toUpperCase()}&entity_type=deneme`);
    expect(mine.total).toBe(3);
    expect(mine.audit.map((a) => a.entity_id)).toEqual(['A3', 'A2', 'A1']);
    expect(mine.audit[2]).toMatchObject({ staff_username: actor.username, before: { status: 'active' }, after: { status: 'blocked' } });
    expect((await get(`staff=${actor.username}&entity_type=deneme&sort=created_at&dir=asc`)).audit.map((a) => a.entity_id)).toEqual(['A1', 'A2', 'A3']);
    expect((await get(`staff=${actor.username}&action=deneme.iki`)).total).toBe(2);
    expect((await get(`action=deneme.ilk`)).total).toBe(1);
    expect((await get(`entity_type=deneme&entity_id=A2`)).audit.map((a) => a.entity_id)).toEqual(['A2']);
    // Istanbul days: 1 March holds A1 (00:30 local); 2 March ends at 23:59 local (A2), 3 March starts with A3.
    expect((await get(`staff=${actor.username}&entity_type=deneme&from=2026-03-01&to=2026-03-01`)).audit.map((a) => a.entity_id)).toEqual(['A1']);
    expect((await get(`staff=${actor.username}&entity_type=deneme&from=2026-03-02&to=2026-03-02`)).audit.map((a) => a.entity_id)).toEqual(['A2']);
    expect((await get(`staff=${actor.username}&entity_type=deneme&from=2026-03-03`)).audit.map((a) => a.entity_id)).toEqual(['A3']);
    const paged = await get(`staff=${actor.username}&entity_type=deneme&limit=1&offset=1`);
    expect(paged).toMatchObject({ total: 3, audit: [{ entity_id: 'A2' }] });

    const bad = await call(t.app, 'GET', '/api/admin/audit?from=01.03.2026', { jar: admin.jar });
    expect(bad.status).toBe(400);
    expect(bad.json().message).toBe('Tarih YYYY-AA-GG biçiminde olmalı');
    // A like pattern in the action is text, not a wildcard.
    expect((await get('action=%25')).total).toBe(0);
  });

  it('exports the filtered rows as CSV, and only to those who read the audit log', async () => {
    const admin = await staffSession(t, 'admin');
    const actor = await staffSession(t, 'support');
    const id = await staffIdOf(actor.username);
    await entry(id, 'deneme.csv', '=1+1', '2026-04-01T10:00:00Z', null, { not: 'x' });
    const r = await call(t.app, 'GET', `/api/admin/audit.csv?staff=${actor.username}&entity_type=deneme`, { jar: admin.jar });
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toContain('text/csv');
    expect(r.res.headers['content-disposition']).toMatch(/attachment; filename="islem-kaydi-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = r.res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"ID";"Zaman";"Personel";"İşlem";"Kayıt türü";"Kayıt";"Önce";"Sonra";"IP"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${actor.username}";"deneme.csv";"deneme";"'=1+1";"";"{""not"":""x""}"`);
    expect((await call(t.app, 'GET', '/api/admin/audit.csv', { jar: actor.jar })).status).toBe(403);
  });

  it('takes an Istanbul day as UTC+3', () => {
    expect(istanbulDayStart('2026-03-01').toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(istanbulDayStart('2026-12-31', true).toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });
});
