import { beforeAll, describe, expect, it } from 'vitest';
import { call, staffSession, useTestContext, type CookieJar } from '../../test/harness.ts';
import { addGame, insertGame } from '../../test/wallet-kit.ts';

/**
 * The staff's game catalogue (games.staff.ts; docs/decisions/0017).
 */
const t = useTestContext({ demo: false });

let content: CookieJar;
let slotId: number;
let tableId: number;

beforeAll(async () => {
  content = (await staffSession(t, 'content')).jar;
  slotId = await addGame(t, 'admin-slot');
  tableId = await insertGame(t, { slug: 'admin-table', name: 'Masa', type: 'table', rtp: 98 });
});

const lastAudit = async () => (await t.db.query<{ action: string; entity_id: string }>(`select action, entity_id from audit_log order by id desc limit 1`))[0]!;

describe('the game catalogue', () => {
  it('lists with filters and sort, launch counts read-only; edits flags, active and order (audited)', async () => {
    await t.db.query(`update games set launch_count = 42 where id = $1`, [slotId]);
    const all = (await call(t.app, 'GET', '/api/admin/games?provider=house&type=slot&sort=launch_count&dir=desc', { jar: content })).json();
    expect(all.rows[0]).toMatchObject({ id: slotId, launch_count: 42, provider_name: 'Lale Games' });
    expect(all.rows.every((g: { type: string }) => g.type === 'slot')).toBe(true);
    const r = await call(t.app, 'PUT', `/api/admin/games/${slotId}`, { jar: content, body: { is_featured: true, is_hot: true, sort: 7 } });
    expect(r.json().game).toMatchObject({ is_featured: true, is_hot: true, is_new: false, sort: 7, launch_count: 42 });
    expect(await lastAudit()).toEqual({ action: 'game.update', entity_id: String(slotId) });
    const featured = (await call(t.app, 'GET', '/api/admin/games?featured=true', { jar: content })).json().rows.map((g: { id: number }) => g.id);
    expect(featured).toContain(slotId);
    expect((await call(t.app, 'GET', '/api/admin/games?featured=false', { jar: content })).json().rows.map((g: { id: number }) => g.id)).not.toContain(slotId);
    // the players' catalogue shows the flag
    const list = (await call(t.app, 'POST', '/api/games/list.php', { body: { type: 'slot' } })).json();
    expect(list.data.find((g: { slug?: string; id: number }) => g.id === slotId)).toMatchObject({ is_featured: 1, is_hot: 1 });
    const off = await call(t.app, 'PUT', `/api/admin/games/${tableId}`, { jar: content, body: { is_active: false } });
    expect(off.json().game.is_active).toBe(false);
    expect((await call(t.app, 'PUT', `/api/admin/games/${slotId}`, { jar: content, body: {} })).status).toBe(400);
    expect((await call(t.app, 'PUT', `/api/admin/games/${slotId}`, { jar: content, body: { launch_count: 0 } })).status).toBe(400);
    expect((await call(t.app, 'PUT', `/api/admin/games/999999`, { jar: content, body: { is_new: true } })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/api/admin/games/${slotId}`, { jar: content, body: { sort: -1 } })).status).toBe(400);
  });
});
