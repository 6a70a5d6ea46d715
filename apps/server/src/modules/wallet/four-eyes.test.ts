import { describe, expect, it } from 'vitest';
import { fourEyesMessages } from '@app/shared/api/adjustments.ts';
import { call, type CookieJar, fundPlayer, reconcileAfterEach, registeredPlayer, staffSession, useTestContext } from '../../test/harness.ts';
import { clearAmlFlags, defaultSiteId, postings, race, requestWithdrawal } from '../../test/wallet-kit.ts';
import { payoutMessages } from './withdrawals.ts';

/**
 * Four eyes that cannot be split or self-paired (decision 0023): the threshold over the player's
 * payouts of 24 hours, the balance credit cap with its queue, the second approver's rules for both,
 * two approvals at once moving money once (on PostgreSQL in the database together), and the
 * credits counted as deposits by the AML turnover rule.
 */
interface Staff {
  jar: CookieJar;
  id: number;
}
let risk: Staff, financeA: Staff, financeB: Staff, financeC: Staff, admin: Staff;
let siteId: number;
const t = useTestContext({ demo: false }, async (ctx) => {
  const one = async (role: 'risk' | 'finance' | 'admin'): Promise<Staff> => {
    const s = await staffSession(ctx, role);
    return { jar: s.jar, id: (await ctx.db.query<{ id: number }>(`select id from staff where username = $1`, [s.username]))[0]!.id };
  };
  [risk, financeA, financeB, financeC, admin] = [await one('risk'), await one('finance'), await one('finance'), await one('finance'), await one('admin')];
  siteId = await defaultSiteId(ctx);
});
reconcileAfterEach(t);

const rules = (body: unknown) => call(t.app, 'PUT', `/api/admin/sites/${siteId}/rules`, { jar: risk.jar, body });
const approve = (s: Staff, id: number) => call(t.app, 'POST', `/api/admin/withdrawals/${id}/approve`, { jar: s.jar });
const adjust = (s: Staff, playerId: number, amount: number, reason = 'Telafi', key?: string) =>
  call(t.app, 'POST', `/api/admin/players/${playerId}/adjust`, { jar: s.jar, body: { amount, reason }, headers: key ? { 'idempotency-key': key } : undefined });
const decideAdjustment = (s: Staff, id: number, action: 'approve' | 'reject', reason?: string) =>
  call(t.app, 'POST', `/api/admin/adjustments/${id}/${action}`, { jar: s.jar, body: action === 'reject' ? { reason } : undefined });
const cashOf = async (playerId: number) =>
  (await t.db.query<{ balance: bigint }>(`select balance from accounts where player_id = $1 and kind = 'cash'`, [playerId]))[0]!.balance;
const credits = (playerId: number) => postings(t.db, `t.player_id = $1 and t.kind = 'adjustment'`, [playerId]);
const payouts = (id: number) => postings(t.db, `t.reference_type = 'withdrawal' and t.reference_id = $1 and t.kind = 'withdrawal_payout'`, [id]);
const fundedPlayer = async (kurus = 1_000_000n) => {
  const p = await registeredPlayer(t);
  await fundPlayer(t.db, siteId, p.id, kurus);
  return p;
};
const withdrawalId = async (jar: CookieJar, lira: number) => {
  const r = await requestWithdrawal(t, jar, lira);
  expect(r.status, JSON.stringify(r.json())).toBe(201);
  return r.json().withdrawal.id as number;
};
const actionsOf = async (type: string, id: number | string) =>
  (await t.db.query<{ action: string }>(`select action from audit_log where entity_type = $1 and entity_id = $2 order by id`, [type, String(id)])).map((r) => r.action);

describe('the four-eyes threshold over the player’s payouts of 24 hours', () => {
  it('three withdrawals each just under the threshold: the one that crosses waits, and so does the next', async () => {
    expect((await rules({ four_eyes_threshold: 1000 })).status).toBe(200);
    const p = await fundedPlayer();
    const [w1, w2, w3] = [await withdrawalId(p.jar, 999), await withdrawalId(p.jar, 999), await withdrawalId(p.jar, 999)] as [number, number, number];
    expect((await approve(financeA, w1)).json()).toMatchObject({ status: 'approved' });
    const crossing = await approve(financeA, w2);
    expect(crossing.json()).toMatchObject({ status: 'awaiting_second_approval', withdrawal: { status: 'pending' } });
    expect(await payouts(w2)).toEqual([]);
    // one awaiting its second approval counts too
    expect((await approve(financeA, w3)).json()).toMatchObject({ status: 'awaiting_second_approval' });
    expect((await approve(financeB, w2)).json()).toMatchObject({ status: 'approved' });
    expect(await payouts(w2)).toHaveLength(1);
    expect(await actionsOf('withdrawal', w2)).toEqual(['withdrawal.first_approval', 'withdrawal.approve']);
  });

  it('a payout approved more than 24 hours ago no longer counts; a rejected one never did', async () => {
    await rules({ four_eyes_threshold: 1000 });
    const p = await fundedPlayer();
    const old = await withdrawalId(p.jar, 900);
    expect((await approve(financeA, old)).json().status).toBe('approved');
    await t.db.query(`update withdrawals set decided_at = now() - interval '25 hours' where id = $1`, [old]);
    const rejected = await withdrawalId(p.jar, 900);
    expect((await call(t.app, 'POST', `/api/admin/withdrawals/${rejected}/reject`, { jar: financeA.jar, body: { reason: 'Hata' } })).status).toBe(200);
    expect((await approve(financeA, await withdrawalId(p.jar, 900))).json().status).toBe('approved');
  });

  it(`two approvals of one player's withdrawals at once: one pays, the crossing one waits${process.env.TEST_PG_ADMIN_URL ? ' (in the database together)' : ''}`, async () => {
    await rules({ four_eyes_threshold: 1000 });
    const p = await fundedPlayer();
    const [a, b] = [await withdrawalId(p.jar, 700), await withdrawalId(p.jar, 700)] as [number, number];
    const { results, raced } = await race(t, `select id from accounts where player_id = $1 and kind = 'cash' for update`, [p.id], [
      () => approve(financeA, a),
      () => approve(financeA, b),
    ]);
    if (process.env.TEST_PG_ADMIN_URL) expect(raced).toBe(true);
    expect(results.map((r) => r.json().status).sort()).toEqual(['approved', 'awaiting_second_approval']);
    expect((await payouts(a)).length + (await payouts(b)).length).toBe(1);
  });
});

describe('a balance credit above the site’s cap waits for a second approver', () => {
  it('is set in the site rules (risk, admin), refused when bad, audited', async () => {
    const r = await rules({ adjustment_cap: '2500,50' });
    expect(r.status).toBe(200);
    expect(r.json().rules).toMatchObject({ adjustment_cap: 2500.5 });
    const bad = await rules({ adjustment_cap: -1 });
    expect(bad.status).toBe(400);
    expect(bad.json().message).toBe('Bakiye ekleme sınırı 0 veya daha büyük, en fazla 2 ondalıklı bir TL tutarı olmalıdır');
    expect((await call(t.app, 'PUT', `/api/admin/sites/${siteId}/rules`, { jar: financeA.jar, body: { adjustment_cap: 1e6 } })).status).toBe(403);
    const [entry] = await t.db.query<{ after: { adjustment_cap: number } }>(`select after from audit_log where action = 'site.rules' order by id desc limit 1`);
    expect(entry!.after.adjustment_cap).toBe(2500.5);
    await rules({ adjustment_cap: 1000 });
  });

  it('posts nothing until another staff member approves; the requester cannot; it posts once', async () => {
    await rules({ adjustment_cap: 1000 });
    const p = await registeredPlayer(t);
    const r = await adjust(financeA, p.id, 1500, 'Kampanya telafisi', 'kredi-anahtari-1');
    expect(r.status).toBe(202);
    const asked = r.json().adjustment;
    expect(asked).toMatchObject({ id: null, request_id: expect.any(Number), status: 'pending', amount: 1500 });
    expect(await credits(p.id)).toEqual([]);
    expect(await cashOf(p.id)).toBe(0n);
    // the same key again answers the waiting request, and moves nothing
    const again = await adjust(financeA, p.id, 1500, 'Kampanya telafisi', 'kredi-anahtari-1');
    expect(again.status).toBe(200);
    expect(again.json().adjustment).toMatchObject({ request_id: asked.request_id, status: 'pending' });

    const queue = (await call(t.app, 'GET', `/api/admin/adjustments?status=pending&player_id=${p.id}`, { jar: financeB.jar })).json();
    expect(queue).toMatchObject({ total: 1, adjustments: [{ id: asked.request_id, amount: 1500, status: 'pending', requested_by: financeA.id }] });
    expect((await call(t.app, 'GET', '/api/admin/queues/counts', { jar: financeB.jar })).json().counts).toMatchObject({ adjustments: expect.any(Number) });

    const self = await decideAdjustment(financeA, asked.request_id, 'approve');
    expect(self.status).toBe(409);
    expect(self.json()).toMatchObject({ success: false, message: fourEyesMessages.selfApproval });
    expect(await credits(p.id)).toEqual([]);

    const ok = await decideAdjustment(financeB, asked.request_id, 'approve');
    expect(ok.status).toBe(200);
    expect(ok.json().adjustment).toMatchObject({ status: 'approved', decided_by: financeB.id, transaction_id: expect.any(Number) });
    expect(await credits(p.id)).toEqual([
      {
        kind: 'adjustment',
        key: `adjustment_request:${asked.request_id}:approve`,
        reference: `adjustment_request:${asked.request_id}`,
        entries: [[`${p.id}:cash`, 150_000n], ['house:bank', -150_000n]],
      },
    ]);
    const twice = await decideAdjustment(financeC, asked.request_id, 'approve');
    expect(twice.status).toBe(409);
    expect(twice.json().message).toBe(fourEyesMessages.notPending);
    expect(await cashOf(p.id)).toBe(150_000n);
    expect(await actionsOf('adjustment_request', asked.request_id)).toEqual(['adjustment.request', 'adjustment.approve']);
  });

  it('a credit split under the cap waits once the 24 hours’ credits pass it; a rejection moves nothing; debits have no cap', async () => {
    await rules({ adjustment_cap: 1000 });
    const p = await registeredPlayer(t);
    expect((await adjust(financeA, p.id, 600)).status).toBe(201);
    const second = await adjust(financeA, p.id, 600);
    expect(second.status).toBe(202);
    const id = second.json().adjustment.request_id as number;
    const rejected = await decideAdjustment(financeA, id, 'reject', 'Gerek yok');
    expect(rejected.json().adjustment).toMatchObject({ status: 'rejected', reject_reason: 'Gerek yok', transaction_id: null });
    expect(await cashOf(p.id)).toBe(60_000n);
    expect((await decideAdjustment(financeB, id, 'approve')).status).toBe(409);
    expect(await actionsOf('adjustment_request', id)).toEqual(['adjustment.request', 'adjustment.reject']);
    await fundPlayer(t.db, siteId, p.id, 500_000n);
    expect((await adjust(financeA, p.id, -4000, 'Hatalı ödeme')).status).toBe(201);
  });

  it(`two approvals at once post the credit once${process.env.TEST_PG_ADMIN_URL ? ' (in the database together)' : ''}`, async () => {
    await rules({ adjustment_cap: 1000 });
    const p = await registeredPlayer(t);
    const id = (await adjust(financeA, p.id, 2000)).json().adjustment.request_id as number;
    const { results, raced } = await race(t, `select id from adjustment_requests where id = $1 for update`, [id], [
      () => decideAdjustment(financeB, id, 'approve'),
      () => decideAdjustment(financeC, id, 'approve'),
    ]);
    if (process.env.TEST_PG_ADMIN_URL) expect(raced).toBe(true);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await credits(p.id)).toHaveLength(1);
    expect(await cashOf(p.id)).toBe(200_000n);
  });
});

describe('the second approver', () => {
  it('is never one who credited the player in the last 30 days, asking or approving (withdrawals and credits)', async () => {
    await rules({ four_eyes_threshold: 1000, adjustment_cap: 1000 });
    const p = await fundedPlayer();
    expect((await adjust(financeB, p.id, 100, 'Telafi')).status).toBe(201);
    await clearAmlFlags(t, p.id);
    const w = await withdrawalId(p.jar, 2000);
    await clearAmlFlags(t, p.id);
    expect((await approve(financeA, w)).json().status).toBe('awaiting_second_approval');
    const refused = await approve(financeB, w);
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: fourEyesMessages.recentCreditor });
    expect(await payouts(w)).toEqual([]);
    // a credit of the same player asked by A: B credited them, so B cannot approve it either
    const id = (await adjust(financeA, p.id, 5000)).json().adjustment.request_id as number;
    expect((await decideAdjustment(financeB, id, 'approve')).json().message).toBe(fourEyesMessages.recentCreditor);
    // the approver of a credit credited the player too; one who did neither pays out
    expect((await decideAdjustment(financeC, id, 'approve')).status).toBe(200);
    await clearAmlFlags(t, p.id);
    expect((await approve(financeC, w)).json().message).toBe(fourEyesMessages.recentCreditor);
    expect(await payouts(w)).toEqual([]);
    expect((await approve(admin, w)).json()).toMatchObject({ status: 'approved' });
  });

  it('is never the staff member who created or last reset the first’s account, nor one the first created', async () => {
    await rules({ four_eyes_threshold: 1000 });
    const p = await fundedPlayer();
    const w = await withdrawalId(p.jar, 3000);
    expect((await approve(financeA, w)).json().status).toBe('awaiting_second_approval');
    for (const [column, on, by] of [
      ['created_by', financeA, financeB],
      ['totp_reset_by', financeA, financeB],
      ['created_by', financeB, financeA],
    ] as const) {
      await t.db.query(`update staff set ${column} = $2 where id = $1`, [on.id, by.id]);
      const refused = await approve(financeB, w);
      expect(refused.status, `${column} ${on.id}`).toBe(403);
      expect(refused.json().message).toBe(fourEyesMessages.linkedAccount);
      await t.db.query(`update staff set created_by = null, totp_reset_by = null where id = $1`, [on.id]);
    }
    expect(await payouts(w)).toEqual([]);
    expect((await approve(financeA, w)).json().message).toBe(payoutMessages.sameApprover);
    expect((await approve(financeB, w)).json()).toMatchObject({ status: 'approved' });
  });

  it('the back office records who created an account and who reset its TOTP', async () => {
    const created = await call(t.app, 'POST', '/api/admin/staff', { jar: admin.jar, body: { username: 'yeni_finans', password: 'Guclu.Sifre-2024', role: 'finance' } });
    expect(created.status, JSON.stringify(created.json())).toBe(201);
    const id = created.json().staff.id as number;
    expect((await call(t.app, 'POST', `/api/admin/staff/${id}/reset-totp`, { jar: admin.jar })).status).toBe(200);
    expect(await t.db.query(`select created_by, totp_reset_by from staff where id = $1`, [id])).toEqual([{ created_by: admin.id, totp_reset_by: admin.id }]);
  });
});

describe('the AML turnover rule', () => {
  it('counts an approved balance credit as a deposit', async () => {
    await rules({ adjustment_cap: 1000 });
    const p = await registeredPlayer(t);
    expect((await adjust(financeA, p.id, 500)).status).toBe(201);
    const w = await withdrawalId(p.jar, 100);
    const [flag] = await t.db.query<{ reference: string; details: Record<string, unknown> }>(
      `select reference, details from aml_flags where player_id = $1 and kind = 'low_turnover'`,
      [p.id],
    );
    expect(flag).toMatchObject({ reference: `withdrawal:${w}`, details: { deposits: 500, turnover: 0 } });
  });
});
