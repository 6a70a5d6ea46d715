import { describe, expect, it } from 'vitest';
import { sitesMessages } from '@app/shared/api/site.ts';
import { walletMessages } from '@app/shared/api/wallet.ts';
import { amlMessages } from '@app/shared/api/aml.ts';
import { call, type CookieJar, fundPlayer, reconcileAfterEach, registeredPlayer, staffJars, useTestContext } from '../../test/harness.ts';
import { decide, defaultSiteId, postings, race, requestDeposit, withdrawBody } from '../../test/wallet-kit.ts';
import { payoutMessages } from './withdrawals.ts';

/**
 * The payout controls: the site's KYC rule for withdrawals, the account holder's name against the
 * player's legal name (a flag staff acknowledge), four eyes above the site's threshold (also when two
 * second approvals race, on PostgreSQL), the deposit's reference code; and the site settings staff set.
 */
let admin: CookieJar, risk: CookieJar, content: CookieJar, financeA: CookieJar, financeB: CookieJar, financeC: CookieJar;
let siteId: number;
const t = useTestContext({ demo: false }, async (ctx) => {
  [admin, risk, content, financeA, financeB, financeC] = await staffJars(ctx, 'admin', 'risk', 'content', 'finance', 'finance', 'finance');
  siteId = await defaultSiteId(ctx);
});
reconcileAfterEach(t);

const settings = (body: unknown, jar: CookieJar = risk, id = siteId) => call(t.app, 'PUT', `/api/admin/sites/${id}/rules`, { jar, body });
const withdraw = (jar: CookieJar, lira: number, accountName = 'Ayşe Yılmaz') =>
  call(t.app, 'POST', '/api/withdraw.php', { jar, body: { ...withdrawBody(lira), account_name: accountName } });
const approve = (jar: CookieJar, id: number, body?: unknown) => call(t.app, 'POST', `/api/admin/withdrawals/${id}/approve`, { jar, body });
const balancesOf = async (playerId: number) =>
  Object.fromEntries(
    (await t.db.query<{ kind: string; balance: bigint }>(`select kind, balance from accounts where player_id = $1`, [playerId])).map((r) => [r.kind, r.balance]),
  );
const payouts = (id: number) => postings(t.db, `t.reference_type = 'withdrawal' and t.reference_id = $1 and t.kind = 'withdrawal_payout'`, [id]);
const fundedPlayer = async (kurus = 1_000_000n, overrides: Record<string, unknown> = {}) => {
  const p = await registeredPlayer(t, overrides);
  await fundPlayer(t.db, siteId, p.id, kurus);
  return p;
};
const staffWithdrawal = async (id: number, status?: string) => {
  const list = (await call(t.app, 'GET', `/api/admin/withdrawals${status ? `?status=${status}` : ''}`, { jar: financeA })).json().withdrawals as Record<string, unknown>[];
  return list.find((w) => w.id === id);
};

describe('site rules: payout controls (PUT /api/admin/sites/:id/rules)', () => {
  it('sets the KYC rule and the four-eyes threshold, audited; risk and admin only', async () => {
    const r = await settings({ withdrawal_requires_kyc: true, four_eyes_threshold: '12500,50' });
    expect(r.status).toBe(200);
    expect(r.json()).toEqual({
      success: true,
      rules: expect.objectContaining({ id: siteId, withdrawal_requires_kyc: true, withdrawal_requires_kyc_setting: true, four_eyes_threshold: 12500.5 }),
    });
    const [row] = await t.db.query<{ four_eyes_threshold: bigint }>(`select four_eyes_threshold from sites where id = $1`, [siteId]);
    expect(row).toEqual({ four_eyes_threshold: 1_250_050n });
    const [entry] = await t.db.query<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      `select before, after from audit_log where action = 'site.rules' and entity_id = $1 order by id desc limit 1`,
      [String(siteId)],
    );
    expect(entry!.before).toMatchObject({ withdrawal_requires_kyc_setting: null, four_eyes_threshold: 50000 });
    expect(entry!.after).toMatchObject({ withdrawal_requires_kyc_setting: true, four_eyes_threshold: 12500.5 });

    // null: the KYC rule goes back to the installation's default (off in tests), four eyes off.
    const back = (await settings({ withdrawal_requires_kyc: null, four_eyes_threshold: null }, admin)).json().rules;
    expect(back).toMatchObject({ withdrawal_requires_kyc: false, withdrawal_requires_kyc_setting: null, four_eyes_threshold: null });
    expect((await call(t.app, 'GET', '/api/admin/site-rules', { jar: risk })).json().sites).toEqual([expect.objectContaining({ id: siteId })]);
    // Content sees the rules in the site editor's list, read only.
    expect((await call(t.app, 'GET', '/api/admin/sites', { jar: content })).json().sites).toEqual([
      expect.objectContaining({ id: siteId, rules: expect.objectContaining({ four_eyes_threshold: null }) }),
    ]);

    expect((await settings({ four_eyes_threshold: 1 }, financeA)).status).toBe(403);
    expect((await settings({ four_eyes_threshold: 1 }, content)).status).toBe(403);
  });

  it('refuses bad values with a Turkish message and changes nothing', async () => {
    for (const [body, message] of [
      [{}, sitesMessages.nothing],
      [{ four_eyes_threshold: -1 }, sitesMessages.threshold],
      [{ four_eyes_threshold: '1.001' }, sitesMessages.threshold],
      [{ four_eyes_threshold: 'çok' }, sitesMessages.threshold],
      [{ withdrawal_requires_kyc: 'belki' }, 'Geçersiz değer'],
    ] as const) {
      const r = await settings(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json(), JSON.stringify(body)).toMatchObject({ success: false, message });
    }
    const unknown = await settings({ four_eyes_threshold: 5 }, risk, 99_999);
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: sitesMessages.siteNotFound });
  });
});

describe('a withdrawal needs a verified KYC where the site requires it', () => {
  it('refuses the unverified player with a Turkish 403 and moves nothing; the verified player withdraws', async () => {
    await settings({ withdrawal_requires_kyc: true, four_eyes_threshold: null });
    const p = await fundedPlayer(50_000n);
    const before = await balancesOf(p.id);
    const r = await withdraw(p.jar, 200);
    expect(r.status).toBe(403);
    expect(r.json()).toMatchObject({ success: false, message: walletMessages.withdrawKycRequired });
    expect(await balancesOf(p.id)).toEqual(before);
    expect(await t.db.query(`select 1 from withdrawals where player_id = $1`, [p.id])).toEqual([]);

    await t.db.query(`update players set kyc_verified = true where id = $1`, [p.id]);
    expect((await withdraw(p.jar, 200)).status).toBe(201);

    // Off again (the site's own false): the unverified player withdraws.
    await settings({ withdrawal_requires_kyc: false });
    const q = await fundedPlayer(50_000n);
    expect((await withdraw(q.jar, 200)).status).toBe(201);
    await settings({ withdrawal_requires_kyc: null });
  });
});

describe('the account holder against the legal name', () => {
  it('flags a different name; approval is refused (409, nothing moves) until staff acknowledge it', async () => {
    await settings({ four_eyes_threshold: null });
    const p = await fundedPlayer();
    const w = (await withdraw(p.jar, 300, 'Mehmet Kaya')).json().withdrawal.id as number;
    expect(await staffWithdrawal(w)).toMatchObject({ name_mismatch: true, account_name: 'Mehmet Kaya', real_name: 'Ayşe Yılmaz' });
    const held = await balancesOf(p.id);
    const refused = await approve(financeA, w);
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: payoutMessages.nameMismatch });
    expect((await approve(financeA, w, { acknowledge_name_mismatch: false })).status).toBe(409);
    expect(await balancesOf(p.id)).toEqual(held);
    expect(await payouts(w)).toEqual([]);

    // the mismatch raised an AML flag (modules/aml), which holds the payout until risk clears it (decision 0021)
    const held409 = await approve(financeA, w, { acknowledge_name_mismatch: true });
    expect(held409.status).toBe(409);
    expect(held409.json().message).toBe(amlMessages.payoutHeld);
    expect(await payouts(w)).toEqual([]);
    const [flag] = await t.db.query<{ id: number }>(`select id::int as id from aml_flags where reference = $1 and status = 'open'`, [`withdrawal:${w}`]);
    expect((await call(t.app, 'POST', `/api/admin/aml/flags/${flag!.id}/clear`, { jar: risk, body: { note: 'Eşinin hesabı' } })).status).toBe(200);

    const ok = await approve(financeA, w, { acknowledge_name_mismatch: true });
    expect(ok.status).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, status: 'approved', withdrawal: { id: w, status: 'approved', name_mismatch: true } });
    expect(ok.json().withdrawal.name_mismatch_acknowledged_by).toEqual(expect.any(Number));
    expect(await payouts(w)).toHaveLength(1);
  });

  it('takes the same name in any Turkish letter case, with or without its marks', async () => {
    const p = await fundedPlayer();
    for (const name of ['AYŞE YILMAZ', 'ayse yilmaz', 'Ayşe  Yılmaz']) {
      const w = (await withdraw(p.jar, 100, name)).json().withdrawal.id as number;
      expect((await staffWithdrawal(w))?.name_mismatch, name).toBe(false);
    }
  });
});

describe('four eyes above the site threshold', () => {
  it('the first approval moves nothing, the same approver is refused, another completes it once', async () => {
    await settings({ four_eyes_threshold: 1000 });
    const p = await fundedPlayer();
    const w = (await withdraw(p.jar, 1500)).json().withdrawal.id as number;
    const held = await balancesOf(p.id);

    const first = await approve(financeA, w);
    expect(first.status).toBe(200);
    expect(first.json()).toMatchObject({ success: true, status: 'awaiting_second_approval', withdrawal: { id: w, status: 'pending', first_approved_by: expect.any(Number) } });
    expect(await balancesOf(p.id)).toEqual(held);
    expect(await payouts(w)).toEqual([]);
    expect(await staffWithdrawal(w, 'awaiting_second_approval')).toMatchObject({ status: 'awaiting_second_approval' });
    expect(await staffWithdrawal(w, 'pending')).toBeUndefined();

    const again = await approve(financeA, w);
    expect(again.status).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: payoutMessages.sameApprover });
    expect(await payouts(w)).toEqual([]);

    const second = await approve(financeB, w);
    expect(second.status).toBe(200);
    expect(second.json()).toMatchObject({ status: 'approved', withdrawal: { status: 'approved' } });
    expect(second.json().withdrawal.decided_by).not.toBe(first.json().withdrawal.first_approved_by);
    // The posting: the hold to the bank, once.
    expect(await payouts(w)).toEqual([
      { kind: 'withdrawal_payout', key: `withdrawal:${w}:approve`, reference: `withdrawal:${w}`, entries: [[`${p.id}:withdraw_hold`, -150_000n], ['house:bank', 150_000n]] },
    ]);
    expect((await balancesOf(p.id)).withdraw_hold).toBe(0n);
    expect((await approve(financeC, w)).status).toBe(409);
    const actions = await t.db.query<{ action: string }>(`select action from audit_log where entity_type = 'withdrawal' and entity_id = $1 order by id`, [String(w)]);
    expect(actions.map((a) => a.action)).toEqual(['withdrawal.first_approval', 'withdrawal.approve']);
  });

  it('needs one approval at or below the threshold; a rejection after the first approval returns the hold', async () => {
    await settings({ four_eyes_threshold: 1000 });
    const p = await fundedPlayer();
    const w = (await withdraw(p.jar, 1000)).json().withdrawal.id as number;
    expect((await approve(financeA, w)).json()).toMatchObject({ status: 'approved' });
    const big = (await withdraw(p.jar, 2000)).json().withdrawal.id as number;
    await approve(financeA, big);
    expect((await decide(t, financeB, 'withdrawals', big, 'reject')).status).toBe(200);
    expect((await balancesOf(p.id)).withdraw_hold).toBe(0n);
  });

  it(`pays out once when two second approvals race${process.env.TEST_PG_ADMIN_URL ? ' (in the database together)' : ''}`, async () => {
    await settings({ four_eyes_threshold: 1000 });
    const p = await fundedPlayer();
    const w = (await withdraw(p.jar, 5000)).json().withdrawal.id as number;
    expect((await approve(financeA, w)).json().status).toBe('awaiting_second_approval');
    const { results, raced } = await race(t, `select id from withdrawals where id = $1 for update`, [w], [() => approve(financeB, w), () => approve(financeC, w)]);
    if (process.env.TEST_PG_ADMIN_URL) expect(raced).toBe(true);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.json().success).toBe(false);
    expect(await payouts(w)).toHaveLength(1);
    expect((await balancesOf(p.id)).withdraw_hold).toBe(0n);
  });
});

describe('the deposit reference code', () => {
  it('is answered with the request, listed to the player and to staff, and unique', async () => {
    const p = await registeredPlayer(t);
    const codes: string[] = [];
    for (const lira of [500, 600]) {
      const r = await requestDeposit(t, p.jar, lira);
      expect(r.status).toBe(201);
      expect(r.json().deposit.reference_code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      codes.push(r.json().deposit.reference_code);
    }
    expect(new Set(codes).size).toBe(2);
    const mine = (await call(t.app, 'GET', '/api/transaction_history.php', { jar: p.jar })).json().transactions as { type: string; reference_code: string | null }[];
    expect(mine.filter((x) => x.type === 'deposit').map((x) => x.reference_code).sort()).toEqual([...codes].sort());
    const staff = (await call(t.app, 'GET', '/api/admin/deposits?status=pending', { jar: financeA })).json().deposits as Record<string, unknown>[];
    const item = staff.find((d) => d.reference_code === codes[0]);
    expect(item).toMatchObject({
      username: p.username,
      amount: 500,
      status: 'pending',
      real_name: 'Ayşe Yılmaz',
      kyc_status: 'none',
      balances: { cash: 0, bonus: 0, withdraw_hold: 0 },
      bonus_active: false,
      created_at: expect.any(String),
    });
  });
});
