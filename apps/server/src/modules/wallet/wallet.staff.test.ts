import { describe, expect, it } from 'vitest';
import { call, CookieJar, fundPlayer, grantTestBonus, registeredPlayer, staffJars, useTestContext } from '../../test/harness.ts';
import { defaultSiteId, requestDeposit, requestWithdrawal } from '../../test/wallet-kit.ts';

/**
 * The work queues: their counts for the navigation (only the queues the role reads), the money queues'
 * items (the player's name, KYC, balances, bonus), call requests (the requester sees the decision) and
 * affiliate applications (approval gives a unique btag).
 */
let admin: CookieJar, finance: CookieJar, support: CookieJar;
let siteId: number;
const t = useTestContext({ demo: false }, async (ctx) => {
  [admin, finance, support] = await staffJars(ctx, 'admin', 'finance', 'support');
  siteId = await defaultSiteId(ctx);
});

const auditActions = async (type: string, id: number) =>
  (await t.db.query<{ action: string }>(`select action from audit_log where entity_type = $1 and entity_id = $2 order by id`, [type, String(id)])).map((r) => r.action);

describe('the money queues', () => {
  it('show the player: real name, KYC status, balances, an active bonus; withdrawals the IBAN and holder', async () => {
    const p = await registeredPlayer(t, { first_name: 'Elif', last_name: 'Şahin' });
    await fundPlayer(t.db, siteId, p.id, 250_050n);
    await grantTestBonus(t.db, siteId, p.id, 10_000n);
    await t.db.query(`update players set kyc_verified = true where id = $1`, [p.id]);
    const d = (await requestDeposit(t, p.jar, 750)).json().deposit;
    const deposits = (await call(t.app, 'GET', '/api/admin/deposits?status=pending', { jar: finance })).json().deposits;
    expect(deposits.find((x: { id: number }) => x.id === d.id)).toMatchObject({
      id: d.id,
      username: p.username,
      amount: 750,
      status: 'pending',
      reference_code: d.reference_code,
      real_name: 'Elif Şahin',
      kyc_status: 'verified',
      balances: { cash: 2500.5, bonus: 100, withdraw_hold: 0 },
      bonus_active: true,
    });
  });

  it('list a withdrawal with its holder, IBAN, the mismatch flag and the player', async () => {
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 100_000n);
    const w = (await requestWithdrawal(t, p.jar, 400)).json().withdrawal.id as number;
    const list = (await call(t.app, 'GET', '/api/admin/withdrawals?status=pending', { jar: finance })).json().withdrawals;
    expect(list.find((x: { id: number }) => x.id === w)).toMatchObject({
      id: w,
      username: p.username,
      amount: 400,
      status: 'pending',
      account_name: 'Ayşe Yılmaz',
      iban: expect.stringMatching(/^TR\d{24}$/),
      name_mismatch: false,
      real_name: 'Ayşe Yılmaz',
      kyc_status: 'none',
      balances: { cash: 600, bonus: 0, withdraw_hold: 400 },
      bonus_active: false,
      created_at: expect.any(String),
    });
  });

  it('are grids: open is what staff still act on, a username part narrows, amounts sort both ways, CSV of the filter', async () => {
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 500_000n);
    const ids = [];
    for (const amount of [100, 300, 200, 400]) ids.push((await requestWithdrawal(t, p.jar, amount)).json().withdrawal.id as number);
    const [pending, paid, approved, rejected] = ids as [number, number, number, number];
    await t.db.query(`update sites set four_eyes_threshold = null where id = $1`, [siteId]);
    for (const id of [paid, approved]) expect((await call(t.app, 'POST', `/api/admin/withdrawals/${id}/approve`, { jar: finance })).status).toBe(200);
    expect((await call(t.app, 'POST', `/api/admin/withdrawals/${paid}/paid`, { jar: finance })).status).toBe(200);
    expect((await call(t.app, 'POST', `/api/admin/withdrawals/${rejected}/reject`, { jar: finance, body: { reason: 'Hata' } })).status).toBe(200);
    const list = async (query: string) => {
      const r = await call(t.app, 'GET', `/api/admin/withdrawals?q=${p.username}&${query}`, { jar: finance });
      expect(r.status, query).toBe(200);
      const body = r.json() as { withdrawals: { id: number; status: string }[]; total: number };
      return { ids: body.withdrawals.map((w) => w.id), total: body.total, statuses: body.withdrawals.map((w) => w.status) };
    };
    expect((await list('status=open&sort=amount&dir=asc')).ids).toEqual([pending, approved]);
    expect((await list('status=open&sort=amount&dir=desc')).ids).toEqual([approved, pending]);
    expect((await list('status=done')).ids).toEqual([paid]);
    const all = await list('sort=amount&dir=asc&limit=2');
    expect(all).toMatchObject({ ids: [pending, approved], total: 4 });
    expect((await list('sort=amount&dir=asc&limit=2&offset=2')).ids).toEqual([paid, rejected]);
    // Someone else's username part finds none of them.
    expect((await call(t.app, 'GET', '/api/admin/withdrawals?q=zzzz-nobody', { jar: finance })).json()).toMatchObject({ withdrawals: [], total: 0 });
    expect((await call(t.app, 'GET', '/api/admin/withdrawals?status=paid', { jar: finance })).json().message).toBe('Geçersiz durum');

    const csv = await call(t.app, 'GET', `/api/admin/withdrawals.csv?q=${p.username}&status=open&sort=amount&dir=asc`, { jar: finance });
    expect(csv.status).toBe(200);
    const lines = csv.res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('"Tutar (TL)";"Hesap sahibi";"İsim uyuşmazlığı";"Banka";"IBAN";"Durum"');
    expect(lines[1]).toContain(`${pending};`);
    expect(lines[1]).toContain(';100;');
    expect(lines[2]).toContain('"Onaylandı, ödenmedi"');
    const deposits = await call(t.app, 'GET', `/api/admin/deposits.csv?q=${p.username}`, { jar: finance });
    expect(deposits.res.headers['content-disposition']).toMatch(/filename="para-yatirma-/);
    expect((await call(t.app, 'GET', '/api/admin/withdrawals.csv', { jar: support })).status).toBe(403);
  });
});

describe('call requests', () => {
  it('staff list them and mark them called or rejected; the requester sees the new status', async () => {
    const p = await registeredPlayer(t);
    await call(t.app, 'POST', '/api/request-call.php', { jar: p.jar, body: { name: 'Ayşe Yılmaz', phone: '05321234567', message: 'Akşam' } });
    const visitor = new CookieJar();
    await call(t.app, 'POST', '/api/request-call.php', { jar: visitor, body: { name: 'Misafir', phone: '05329876543' } });
    const list = (await call(t.app, 'GET', '/api/admin/call-requests?status=pending', { jar: support })).json().call_requests;
    const mine = list.find((c: { username: string | null }) => c.username === p.username);
    const guest = list.find((c: { name: string }) => c.name === 'Misafir');
    expect(mine).toMatchObject({ id: expect.any(Number), player_id: p.id, name: 'Ayşe Yılmaz', phone: '05321234567', message: 'Akşam', status: 'pending', created_at: expect.any(String) });
    expect(guest).toMatchObject({ player_id: null, username: null });

    const done = await call(t.app, 'POST', `/api/admin/call-requests/${mine.id}/status`, { jar: support, body: { status: 'done' } });
    expect(done.status).toBe(200);
    expect(done.json()).toMatchObject({ success: true, call_request: { id: mine.id, status: 'done' } });
    expect((await call(t.app, 'GET', '/api/request-call.php', { jar: p.jar })).json().requests[0]).toMatchObject({ id: mine.id, status: 'done' });
    expect((await call(t.app, 'POST', `/api/admin/call-requests/${guest.id}/status`, { jar: support, body: { status: 'rejected' } })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/request-call.php', { jar: visitor })).json().requests[0]).toMatchObject({ status: 'rejected' });

    // Once decided, decided; a status other than done or rejected is a Turkish 400; an unknown request a 404.
    const again = await call(t.app, 'POST', `/api/admin/call-requests/${mine.id}/status`, { jar: support, body: { status: 'rejected' } });
    expect(again.status).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'Bu arama talebi için karar zaten verilmiş' });
    const bad = await call(t.app, 'POST', `/api/admin/call-requests/${guest.id}/status`, { jar: support, body: { status: 'pending' } });
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: 'Durum "done" veya "rejected" olmalıdır' });
    expect((await call(t.app, 'POST', '/api/admin/call-requests/999999/status', { jar: support, body: { status: 'done' } })).status).toBe(404);
    expect(await auditActions('call_request', mine.id)).toEqual(['call_request.done']);
    expect((await call(t.app, 'GET', '/api/admin/call-requests', { jar: finance })).status).toBe(403);
  });
});

describe('affiliate applications', () => {
  const apply = (email: string) =>
    call(t.app, 'POST', '/api/affiliate-apply.php', {
      body: { name: 'Zeynep Demir', email, password: 'Gizli.Sifre9', password_confirm: 'Gizli.Sifre9', phone: '05551234567', website: 'https://z.example', message: '' },
    });

  it('staff approve one (the affiliate gets a unique, stored btag) and reject another; each once', async () => {
    await apply('bir@ortak.example');
    await apply('iki@ortak.example');
    await apply('uc@ortak.example');
    const list = (await call(t.app, 'GET', '/api/admin/affiliate-applications?status=pending', { jar: admin })).json().affiliate_applications;
    expect(JSON.stringify(list)).not.toContain('argon2');
    const byEmail = (e: string) => list.find((a: { email: string }) => a.email === e);
    expect(byEmail('bir@ortak.example')).toMatchObject({ id: expect.any(Number), name: 'Zeynep Demir', status: 'pending', btag: null, created_at: expect.any(String) });

    const btags: string[] = [];
    for (const e of ['bir@ortak.example', 'iki@ortak.example']) {
      const r = await call(t.app, 'POST', `/api/admin/affiliate-applications/${byEmail(e).id}/approve`, { jar: admin });
      expect(r.status).toBe(200);
      expect(r.json()).toMatchObject({ success: true, btag: expect.stringMatching(/^aff[a-z2-9]{8}$/), affiliate_application: { status: 'approved' } });
      btags.push(r.json().btag);
      const [row] = await t.db.query<{ btag: string }>(`select btag from affiliate_applications where id = $1`, [byEmail(e).id]);
      expect(row!.btag).toBe(r.json().btag);
    }
    expect(new Set(btags).size).toBe(2);
    const rejected = await call(t.app, 'POST', `/api/admin/affiliate-applications/${byEmail('uc@ortak.example').id}/reject`, { jar: admin });
    expect(rejected.json()).toMatchObject({ success: true, affiliate_application: { status: 'rejected', btag: null } });

    const again = await call(t.app, 'POST', `/api/admin/affiliate-applications/${byEmail('bir@ortak.example').id}/approve`, { jar: admin });
    expect(again.status).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'Bu başvuru için karar zaten verilmiş' });
    expect((await call(t.app, 'POST', `/api/admin/affiliate-applications/${byEmail('uc@ortak.example').id}/approve`, { jar: admin })).status).toBe(409);
    expect((await call(t.app, 'POST', '/api/admin/affiliate-applications/999999/approve', { jar: admin })).status).toBe(404);
    expect(await auditActions('affiliate_application', byEmail('bir@ortak.example').id)).toEqual(['affiliate.approve']);
    expect((await call(t.app, 'GET', '/api/admin/affiliate-applications', { jar: support })).status).toBe(403);
  });
});

describe('KYC documents', () => {
  it('are shown to the KYC permission only: finance is refused the file', async () => {
    const r = await call(t.app, 'GET', '/api/admin/kyc/1/files/id_front', { jar: finance });
    expect(r.status).toBe(403);
  });
});
