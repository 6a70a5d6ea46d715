import { describe, expect, it } from 'vitest';
import type { CookieJar} from '../../test/harness.ts';
import { call, fundPlayer, registeredPlayer, staffSession, useTestContext } from '../../test/harness.ts';
import { defaultSiteId, requestDeposit, requestWithdrawal } from '../../test/wallet-kit.ts';

/**
 * The work queues: their counts for the navigation (only the queues the role reads), the money queues'
 * items (the player's name, KYC, balances, bonus), call requests (the requester sees the decision) and
 * affiliate applications (approval gives a unique btag).
 */
let admin: CookieJar;
let finance: CookieJar;
let support: CookieJar;
let content: CookieJar;
let siteId: number;
const t = useTestContext({ demo: false }, async (ctx) => {
  admin = (await staffSession(ctx, 'admin')).jar;
  finance = (await staffSession(ctx, 'finance')).jar;
  support = (await staffSession(ctx, 'support')).jar;
  content = (await staffSession(ctx, 'content')).jar;
  siteId = await defaultSiteId(ctx);
});

const counts = async (jar: CookieJar) => {
  const r = await call(t.app, 'GET', '/api/admin/queues/counts', { jar });
  expect(r.status).toBe(200);
  return r.json().counts as Record<string, number>;
};

describe('queue counts', () => {
  it('counts what waits in each queue, and answers each role only the queues it reads', async () => {
    const before = await counts(admin);
    expect(Object.keys(before).sort()).toEqual(
      ['adjustments', 'affiliate_applications', 'aml_flags', 'call_requests', 'deposits', 'kyc', 'messages', 'withdrawals', 'withdrawals_awaiting_second_approval'].sort(),
    );
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 100_000n);
    await requestDeposit(t, p.jar, 500);
    const w = (await requestWithdrawal(t, p.jar, 300)).json().withdrawal.id as number;
    const big = (await requestWithdrawal(t, p.jar, 600)).json().withdrawal.id as number;
    await t.db.query(`update sites set four_eyes_threshold = 50000 where id = $1`, [siteId]);
    expect((await call(t.app, 'POST', `/api/admin/withdrawals/${big}/approve`, { jar: finance })).json().status).toBe('awaiting_second_approval');
    expect((await call(t.app, 'PUT', '/api/messages.php', { jar: p.jar, body: { subject: 'Soru', body: 'Merhaba' }, headers: { 'x-requested-with': 'XMLHttpRequest' } })).status).toBe(201);
    await call(t.app, 'POST', '/api/request-call.php', { jar: p.jar, body: { name: 'Ayşe', phone: '05321234567' } });
    await call(t.app, 'POST', '/api/affiliate-apply.php', {
      body: { name: 'Ortak', email: `ortak${p.id}@ornek.example`, password: 'Ortak.Sifre1', password_confirm: 'Ortak.Sifre1', phone: '05551234567', website: '', message: '' },
    });
    // a balance credit above the site's cap (1,000 TL by default) waits for its second approver
    expect((await call(t.app, 'POST', `/api/admin/players/${p.id}/adjust`, { jar: finance, body: { amount: 1500, reason: 'Telafi' } })).status).toBe(202);
    const after = await counts(admin);
    expect(Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - before[k]!]))).toEqual({
      deposits: 1,
      withdrawals: 1,
      withdrawals_awaiting_second_approval: 1,
      kyc: 0,
      messages: 1,
      call_requests: 1,
      affiliate_applications: 1,
      adjustments: 1,
      // the player's open AML flags (a shared address, when the file's players have come from one)
      aml_flags: (await t.db.query<{ n: number }>(`select count(*)::int as n from aml_flags where player_id = $1 and status = 'open'`, [p.id]))[0]!.n,
    });
    expect(Object.keys(await counts(finance)).sort()).toEqual(['adjustments', 'deposits', 'withdrawals', 'withdrawals_awaiting_second_approval']);
    expect(Object.keys(await counts(support)).sort()).toEqual(['call_requests', 'kyc', 'messages']);
    expect(await counts(content)).toEqual({});
    expect((await call(t.app, 'GET', '/api/admin/queues/counts')).status).toBe(401);
    await call(t.app, 'POST', `/api/admin/withdrawals/${w}/reject`, { jar: finance, body: { reason: 'Test' } });
    expect((await counts(finance)).withdrawals).toBe(after.withdrawals! - 1);
    await t.db.query(`update sites set four_eyes_threshold = null where id = $1`, [siteId]);
  });
});
