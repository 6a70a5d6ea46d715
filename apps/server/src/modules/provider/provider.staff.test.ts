import { beforeAll, describe, expect, it } from 'vitest';
import { providerMessages } from '@app/shared/api/provider.ts';
import { call, staffSession, useTestContext, type CookieJar } from '../../test/harness.ts';
import { walletCall } from '../../test/wallet-kit.ts';

/**
 * The staff's providers (provider.staff.ts; docs/decisions/0017).
 */
const t = useTestContext({ demo: false });

let content: CookieJar;
let admin: CookieJar;
let finance: CookieJar;

beforeAll(async () => {
  content = (await staffSession(t, 'content')).jar;
  admin = (await staffSession(t, 'admin')).jar;
  finance = (await staffSession(t, 'finance')).jar;
});

const lastAudit = async () => (await t.db.query<{ action: string; entity_id: string }>(`select action, entity_id from audit_log order by id desc limit 1`))[0]!;

describe('providers (admin only)', () => {
  const balance = (provider: { id: string; secret: string }) => walletCall(t, 'balance', { session_token: 'x'.repeat(43) }, provider);
  const refused = (r: { status: number; body: { code?: string } }) => r.status === 401 && r.body.code === 'INVALID_SIGNATURE';

  it('creates a provider: the secret shown once, stored sealed; rotation stops the old secret at once; disable refuses its calls', async () => {
    // a call naming the provider before it exists is refused (and remembered by the wallet's cache)
    expect(refused(await balance({ id: 'acme', secret: 'henuz-yok' }))).toBe(true);
    const made = await call(t.app, 'POST', '/api/admin/providers', { jar: admin, body: { id: 'acme', name: 'Acme Oyun' } });
    expect(made.status, JSON.stringify(made.json())).toBe(201);
    const first = made.json().secret as string;
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(made.json().provider).toMatchObject({ id: 'acme', name: 'Acme Oyun', is_enabled: true, signature_scheme: 'v2', games: 0 });
    const [row] = await t.db.query<{ secret: string }>(`select secret from providers where id = 'acme'`);
    expect(row!.secret.startsWith('v1.')).toBe(true);
    expect(row!.secret).not.toContain(first);
    expect(JSON.stringify((await call(t.app, 'GET', '/api/admin/providers', { jar: admin })).json())).not.toContain(first);
    const audited = await t.db.query<{ after: unknown }>(`select after from audit_log where action = 'provider.create' and entity_id = 'acme'`);
    expect(JSON.stringify(audited)).not.toContain(first);

    expect(refused(await balance({ id: 'acme', secret: first }))).toBe(false);
    const rotated = await call(t.app, 'POST', '/api/admin/providers/acme/rotate-secret', { jar: admin });
    const second = rotated.json().secret as string;
    expect(second).not.toBe(first);
    expect(refused(await balance({ id: 'acme', secret: first }))).toBe(true);
    expect(refused(await balance({ id: 'acme', secret: second }))).toBe(false);
    expect(await lastAudit()).toEqual({ action: 'provider.rotate_secret', entity_id: 'acme' });

    const off = await call(t.app, 'POST', '/api/admin/providers/acme/disable', { jar: admin });
    expect(off.json().provider.is_enabled).toBe(false);
    expect(refused(await balance({ id: 'acme', secret: second }))).toBe(true);
    expect((await call(t.app, 'POST', '/api/admin/providers/acme/enable', { jar: admin })).json().provider.is_enabled).toBe(true);
    expect(refused(await balance({ id: 'acme', secret: second }))).toBe(false);
  });

  it('refuses a taken id, a malformed one, the in-house provider, an unknown one, and every role but admin', async () => {
    const dup = await call(t.app, 'POST', '/api/admin/providers', { jar: admin, body: { id: 'house', name: 'Kopya' } });
    expect([dup.status, dup.json().message]).toEqual([409, providerMessages.exists]);
    const bad = await call(t.app, 'POST', '/api/admin/providers', { jar: admin, body: { id: 'Büyük Harf', name: 'X' } });
    expect([bad.status, bad.json().message]).toEqual([400, providerMessages.id]);
    const house = await call(t.app, 'POST', '/api/admin/providers/house/rotate-secret', { jar: admin });
    expect([house.status, house.json().message]).toEqual([400, providerMessages.house]);
    expect((await call(t.app, 'POST', '/api/admin/providers/house/disable', { jar: admin })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/admin/providers/yok-boyle/disable', { jar: admin })).status).toBe(404);
    for (const jar of [content, finance]) expect((await call(t.app, 'GET', '/api/admin/providers', { jar })).status).toBe(403);
  });
});
