import { describe, expect, it } from 'vitest';
import { affiliateMessages } from '@app/shared/api/affiliate.ts';
import {
  call,
  type CookieJar,
  enrolledStaff,
  registeredPlayer,
  staffSession,
  useTestContext,
} from '../../test/harness.ts';
import { addGame, approvedDeposit, defaultSiteId, gameSession, walletCall } from '../../test/wallet-kit.ts';
import { fourEyesMessages } from '@app/shared/api/adjustments.ts';
import { affiliateRequest } from '@app/shared/api/contact.ts';
import { applyAsAffiliate } from '../contact/contact.service.ts';
import { advanceSummaries } from '../reports/reports.service.ts';
import { affiliateJar, approvedAffiliate } from '../../test/affiliate-kit.ts';
import { scheduledJobs } from '../../bootstrap/jobs.ts';
import { istanbulMonth, monthDays, monthEnd, nextMonth, planInEffect, previousMonth } from './commission.ts';
import { closeMonths, commissionFor, cpaQualifiedPlayers, statementOf, statementsOf } from './statements.ts';

/**
 * Commission plans and monthly statements (issue 29; docs/decisions/0032): the carry-over of negative
 * NGR, CPA once per player, a plan change from the next month (the first plan from this one), the
 * statement equal to the btag report, the month closed once and only when the summaries cover it,
 * four eyes above the site's threshold, paid only after approval, one affiliate never reading
 * another's statement.
 */
let admin: CookieJar;
let finance: CookieJar;
let siteId: number;
const t = useTestContext({ demo: false }, async (ctx) => {
  admin = (await staffSession(ctx, 'admin')).jar;
  finance = (await staffSession(ctx, 'finance')).jar;
  siteId = await defaultSiteId(ctx);
});

const current = () => istanbulMonth(new Date());
/** An instant an hour into a month (the job's `now`). */
const into = (month: string) => new Date(monthEnd(previousMonth(month)).getTime() + 3_600_000);

let applied = 0;
/** An affiliate as the issue makes one: it applies, an admin approves it (a btag). */
async function affiliate(): Promise<{ id: number; btag: string }> {
  applied += 1;
  const email = `ortak${applied}.${Date.now().toString(36)}@ornek.example`;
  // The application form's service (the route allows 5 an hour per address).
  const body = affiliateRequest.parse({
    name: 'Ortak',
    email,
    password: 'Ortak.Sifre1',
    password_confirm: 'Ortak.Sifre1',
    phone: '05551234567',
    website: '',
    message: '',
  });
  await applyAsAffiliate(t.db, siteId, body, `192.0.2.${applied}`);
  const [row] = await t.db.query<{ id: number }>(`select id from affiliate_applications where email = $1`, [
    email,
  ]);
  const ok = await call(t.app, 'POST', `/api/admin/affiliate-applications/${row!.id}/approve`, {
    jar: admin,
  });
  expect(ok.status, ok.res.body).toBe(200);
  return { id: row!.id, btag: ok.json().btag as string };
}

const plan = (jar: CookieJar, id: number, body: Record<string, number>) =>
  call(t.app, 'PUT', `/api/admin/affiliates/${id}/plan`, { jar, body });

/** A plan from a past month (an arithmetic case): set as finance sets it, then dated back. */
async function planSince(id: number, month: string, body: Record<string, number>) {
  expect((await plan(finance, id, body)).status).toBe(200);
  await t.db.query(
    `update affiliate_plans set effective_from = to_date($2 || '-01', 'YYYY-MM-DD') where affiliate_id = $1`,
    [id, month],
  );
}

/** An affiliate approved in a past month (an arithmetic case). */
async function approvedIn(id: number, month: string) {
  await t.db.query(`update affiliate_applications set decided_at = $2 where id = $1`, [
    id,
    new Date(monthEnd(previousMonth(month)).getTime() + 86_400_000),
  ]);
}

/** A day's NGR of a btag straight into the summaries (only where the case is the statement's arithmetic). */
async function summaryNgr(btag: string, month: string, liraNgr: number, site = siteId) {
  const kurus = BigInt(Math.round(liraNgr * 100));
  await t.db.query(
    `insert into report_daily_btag (site_id, day, btag, bets, wins) values ($1, to_date($2 || '-10', 'YYYY-MM-DD'), $3, $4, $5)`,
    [site, month, btag, kurus > 0n ? kurus : 0n, kurus > 0n ? 0n : -kurus],
  );
}

const statementsOfMonth = async (id: number) =>
  new Map((await statementsOf(t.db, id)).map((s) => [s.month, s]));

let round = 0;
/** A player brought by `btag`: registers with it, deposits (approved by finance), bets and wins through the wallet API (kuruş). */
async function referredPlayer(btag: string, depositLira: number, plays: { bet: number; win: number }[]) {
  const p = await registeredPlayer(t, { affiliate_btag: btag });
  await approvedDeposit(t, finance, p.jar, depositLira);
  const game = await addGame(t, `ortak-oyun-${p.id}`);
  const session = await gameSession(t, p.id, game);
  for (const { bet, win } of plays) {
    round += 1;
    const tx = `aff-${p.id}-${round}`;
    expect(
      (
        await walletCall(t, 'bet', {
          session_token: session,
          transaction_id: `${tx}b`,
          round_id: tx,
          game_id: game,
          amount: bet,
        })
      ).body.status,
    ).toBe('OK');
    const w = await walletCall(t, 'win', {
      session_token: session,
      transaction_id: `${tx}w`,
      round_id: tx,
      game_id: game,
      amount: win,
      bet_transaction_id: `${tx}b`,
      round_closed: true,
    });
    expect(w.body.status).toBe('OK');
  }
  return p;
}

describe('the month close job', () => {
  it('is scheduled for the cluster every 15 minutes', () => {
    const job = scheduledJobs(t.db, t.config, { info: () => undefined, error: () => undefined }).find(
      (j) => j.name === 'affiliate-statements',
    );
    expect(job?.everyMs).toBe(15 * 60_000);
  });
});

describe('revenue share with negative carry-over', () => {
  it('carries a negative month into the next ones: -1000, +400, +900 pay 0, 0 and the share of 300', async () => {
    const a = await affiliate();
    const m3 = previousMonth(previousMonth(previousMonth(current())));
    const m2 = nextMonth(m3);
    const m1 = nextMonth(m2);
    await approvedIn(a.id, m3);
    await planSince(a.id, m3, {
      revenue_share_percent: 25,
      cpa_amount: 0,
      cpa_min_deposit: 0,
      cpa_min_wagering: 0,
    });
    await summaryNgr(a.btag, m3, -1000);
    await summaryNgr(a.btag, m2, 400);
    await summaryNgr(a.btag, m1, 900);

    expect(await closeMonths(t.db)).toBeGreaterThanOrEqual(3);
    const s = await statementsOfMonth(a.id);
    expect([...s.keys()]).toEqual([m1, m2, m3]);
    expect(s.get(m3)).toMatchObject({
      ngr: -1000,
      carried_in: 0,
      revenue_share: 0,
      carried_out: -1000,
      commission: 0,
      status: 'locked',
    });
    expect(s.get(m2)).toMatchObject({
      ngr: 400,
      carried_in: -1000,
      revenue_share: 0,
      carried_out: -600,
      commission: 0,
    });
    expect(s.get(m1)).toMatchObject({
      ngr: 900,
      carried_in: -600,
      revenue_share: 75,
      carried_out: 0,
      commission: 75,
      revenue_share_percent: 25,
    });
    const last = await statementOf(t.db, a.id, s.get(m1)!.id);
    expect(last.lines).toEqual([
      { kind: 'carry_over', description: 'Önceki aylardan devreden negatif NGR', amount: -600 },
      expect.objectContaining({ kind: 'revenue_share', amount: 75 }),
    ]);
    // Locked: never recomputed, a second run makes nothing, and the database refuses a change.
    expect(await closeMonths(t.db)).toBe(0);
    await expect(
      t.db.query(`update affiliate_statements set commission = 0, revenue_share = 0 where id = $1`, [
        last.id,
      ]),
    ).rejects.toThrow(/never recomputed/);
  });
});

describe("the affiliate's own site", () => {
  it("counts only its site's figures: the btag on another site is nobody's", async () => {
    const a = await affiliate();
    const m = previousMonth(current());
    await approvedIn(a.id, m);
    await planSince(a.id, m, {
      revenue_share_percent: 50,
      cpa_amount: 0,
      cpa_min_deposit: 0,
      cpa_min_wagering: 0,
    });
    const [other] = await t.db.query<{ id: number }>(
      `insert into sites (name, title, domain) values ('Diğer', 'Diğer', $1) returning id`,
      [`diger-${a.btag}.example`],
    );
    await summaryNgr(a.btag, m, 1000);
    await summaryNgr(a.btag, m, 5000, other!.id);
    await closeMonths(t.db);
    const [s] = await statementsOf(t.db, a.id);
    expect(s).toMatchObject({ month: m, ngr: 1000, commission: 500 });
  });
});

describe('two runs at once (two nodes)', () => {
  it('make one statement per affiliate and month, with its lines once', async () => {
    const a = await affiliate();
    const m = previousMonth(current());
    await approvedIn(a.id, m);
    await planSince(a.id, m, {
      revenue_share_percent: 20,
      cpa_amount: 0,
      cpa_min_deposit: 0,
      cpa_min_wagering: 0,
    });
    await summaryNgr(a.btag, m, 1000);
    await Promise.all([closeMonths(t.db), closeMonths(t.db), closeMonths(t.db)]);
    const all = await statementsOf(t.db, a.id);
    expect(all.map((s) => [s.month, s.commission])).toEqual([[m, 200]]);
    expect((await statementOf(t.db, a.id, all[0]!.id)).lines).toHaveLength(1);
  });
});

describe('a month from real play', () => {
  it('uses the first plan this month and a change from the next; closes once, after the summaries cover it; equals the btag report', async () => {
    const a = await affiliate();
    const m = current();
    // The first plan applies this month; a change waits for the next; setting it again replaces it.
    const first = await plan(finance, a.id, {
      revenue_share_percent: 10,
      cpa_amount: 0,
      cpa_min_deposit: 0,
      cpa_min_wagering: 0,
    });
    expect(first.status, first.res.body).toBe(200);
    expect(first.json().plan.effective_from).toBe(m);
    expect(
      (
        await plan(finance, a.id, {
          revenue_share_percent: 30,
          cpa_amount: 0,
          cpa_min_deposit: 0,
          cpa_min_wagering: 0,
        })
      ).json().plan.effective_from,
    ).toBe(nextMonth(m));
    const change = await plan(finance, a.id, {
      revenue_share_percent: 40,
      cpa_amount: 0,
      cpa_min_deposit: 0,
      cpa_min_wagering: 0,
    });
    expect(change.json().plan).toMatchObject({ effective_from: nextMonth(m), revenue_share_percent: 40 });
    const page = (await call(t.app, 'GET', `/api/admin/affiliates/${a.id}`, { jar: finance })).json();
    expect(page.affiliate).toMatchObject({
      btag: a.btag,
      plan: { revenue_share_percent: 10, effective_from: m },
      next_plan: { revenue_share_percent: 40 },
    });
    expect(page.plans).toHaveLength(2);
    const grid = (await call(t.app, 'GET', `/api/admin/affiliates?q=${a.btag}`, { jar: finance })).json();
    expect(grid.affiliates.map((x: { id: number }) => x.id)).toEqual([a.id]);

    // Play: two referred players (1,000 TL and 500 TL) and one without the btag.
    await referredPlayer(a.btag, 1000, [{ bet: 60_000, win: 10_000 }]);
    await referredPlayer(a.btag, 500, [
      { bet: 20_000, win: 5_000 },
      { bet: 5_000, win: 0 },
    ]);
    await referredPlayer('', 700, [{ bet: 30_000, win: 0 }]);

    // The summaries do not cover the month yet: the close waits.
    expect(await closeMonths(t.db, into(nextMonth(m)))).toBe(0);
    expect(await statementsOf(t.db, a.id)).toEqual([]);
    await advanceSummaries(t.db, 0);
    expect(await closeMonths(t.db, into(nextMonth(m)))).toBeGreaterThanOrEqual(1);
    expect(await closeMonths(t.db, into(nextMonth(m)))).toBe(0);
    const [s] = await statementsOf(t.db, a.id);
    // Bets 850 TL, wins 150 TL, no bonus: NGR 700 TL, 10 % of it.
    expect(s).toMatchObject({
      month: m,
      ngr: 700,
      revenue_share_percent: 10,
      revenue_share: 70,
      commission: 70,
      carried_out: 0,
    });

    // The btag report of the month says the same.
    const { from, to } = monthDays(m);
    const report = (
      await call(t.app, 'GET', `/api/admin/reports/daily?from=${from}&to=${to}&group_by=btag`, {
        jar: finance,
      })
    ).json().report;
    const row = report.rows.find((r: { key: string }) => r.key === a.btag);
    expect(row).toMatchObject({
      ngr: s!.ngr,
      registrations: 2,
      first_deposits_count: 2,
      first_deposits: 1500,
      deposits: 1500,
    });
    const [stored] = await t.db.query<Record<string, string>>(
      `select bets, wins, bonus_cost, deposits, registrations from affiliate_statements where id = $1`,
      [s!.id],
    );
    expect(Number(stored!.bets) / 100).toBe(row.bets);
    expect(Number(stored!.wins) / 100).toBe(row.wins);
    expect(Number(stored!.bonus_cost) / 100).toBe(row.bonus_cost);
    // The dashboard's "so far": this month's share at this month's plan.
    expect(await commissionFor(t.db, a.id, from, to)).toBe(7000n);

    const staffView = await call(t.app, 'GET', `/api/admin/affiliates/${a.id}/statements`, { jar: finance });
    expect(staffView.json().statements).toEqual([s]);
    expect(await planInEffect(t.db, a.id)).toMatchObject({ revenue_share_percent: 10, effective_from: m });

    // The next month: the change applies.
    await closeMonths(t.db, into(nextMonth(nextMonth(m))));
    const next = (await statementsOf(t.db, a.id)).find((x) => x.month === nextMonth(m));
    expect(next).toMatchObject({ ngr: 0, revenue_share_percent: 40, commission: 0 });
  });

  it('refuses a plan out of range or for no affiliate, in Turkish', async () => {
    const a = await affiliate();
    const bad = await plan(finance, a.id, {
      revenue_share_percent: 150,
      cpa_amount: 0,
      cpa_min_deposit: 0,
      cpa_min_wagering: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.json().message).toBe('Gelir payı 0 ile 100 arasında olmalı');
    const none = await plan(finance, 999_999, {
      revenue_share_percent: 10,
      cpa_amount: 0,
      cpa_min_deposit: 0,
      cpa_min_wagering: 0,
    });
    expect(none.status).toBe(404);
    expect(none.json().message).toBe(affiliateMessages.affiliateNotFound);
    expect(
      (await call(t.app, 'GET', `/api/admin/affiliates/${a.id}`, { jar: finance })).json().plans,
    ).toEqual([]);
  });
});

describe('CPA', () => {
  it('pays a qualified first deposit once, never twice, also across a plan change', async () => {
    const a = await affiliate();
    const m = current();
    expect(
      (
        await plan(finance, a.id, {
          revenue_share_percent: 0,
          cpa_amount: 100,
          cpa_min_deposit: 800,
          cpa_min_wagering: 300,
        })
      ).status,
    ).toBe(200);
    const qualified = await referredPlayer(a.btag, 1000, [
      { bet: 20_000, win: 0 },
      { bet: 10_000, win: 25_000 },
    ]);
    const smallDeposit = await referredPlayer(a.btag, 500, [{ bet: 40_000, win: 0 }]);
    const littlePlay = await referredPlayer(a.btag, 900, [{ bet: 29_999, win: 0 }]);
    await referredPlayer('', 1000, [{ bet: 40_000, win: 0 }]);
    // Next month everyone qualifies at once (no minimums), at 150 TL.
    expect(
      (
        await plan(finance, a.id, {
          revenue_share_percent: 0,
          cpa_amount: 150,
          cpa_min_deposit: 0,
          cpa_min_wagering: 0,
        })
      ).status,
    ).toBe(200);
    await advanceSummaries(t.db, 0);

    await closeMonths(t.db, into(nextMonth(m)));
    const [first] = await statementsOf(t.db, a.id);
    expect(first).toMatchObject({ month: m, cpa_count: 1, cpa: 100, commission: 100 });
    const lines = (await statementOf(t.db, a.id, first!.id)).lines!;
    expect(lines.filter((l) => l.kind === 'cpa')).toEqual([
      { kind: 'cpa', description: `CPA: ${qualified.username.slice(0, 2)}***`, amount: 100 },
    ]);

    await closeMonths(t.db, into(nextMonth(nextMonth(m))));
    const second = (await statementsOf(t.db, a.id)).find((s) => s.month === nextMonth(m));
    expect(second).toMatchObject({ cpa_count: 2, cpa: 300, commission: 300 });
    const paid = await cpaQualifiedPlayers(t.db, a.id);
    expect(paid.map((p) => [p.player_id, p.month, Number(p.amount)])).toEqual([
      [qualified.id, m, 10_000],
      [smallDeposit.id, nextMonth(m), 15_000],
      [littlePlay.id, nextMonth(m), 15_000],
    ]);
    // A third month pays nobody again.
    await closeMonths(t.db, into(nextMonth(nextMonth(nextMonth(m)))));
    expect((await statementsOf(t.db, a.id)).find((s) => s.month === nextMonth(nextMonth(m)))).toMatchObject({
      cpa_count: 0,
      cpa: 0,
    });
  });
});

describe('approval and payment', () => {
  /** A locked statement of last month with the given commission (an arithmetic case: NGR in the summaries, 50 %). */
  async function lockedStatement(commissionLira: number) {
    const a = await affiliate();
    const m = previousMonth(current());
    await approvedIn(a.id, m);
    await planSince(a.id, m, {
      revenue_share_percent: 50,
      cpa_amount: 0,
      cpa_min_deposit: 0,
      cpa_min_wagering: 0,
    });
    await summaryNgr(a.btag, m, commissionLira * 2);
    await closeMonths(t.db);
    const [s] = await statementsOf(t.db, a.id);
    expect(s).toMatchObject({ month: m, commission: commissionLira, status: 'locked' });
    return { affiliate: a, id: s!.id };
  }
  const approve = (jar: CookieJar, id: number) =>
    call(t.app, 'POST', `/api/admin/affiliate-statements/${id}/approve`, { jar });
  const paid = (jar: CookieJar, id: number, reference: string) =>
    call(t.app, 'POST', `/api/admin/affiliate-statements/${id}/paid`, { jar, body: { reference } });

  it('needs a second, different approver above the site threshold, and is paid only once approved', async () => {
    const rules = await call(t.app, 'PUT', `/api/admin/sites/${siteId}/rules`, {
      jar: admin,
      body: { four_eyes_threshold: 1000 },
    });
    expect(rules.status, rules.res.body).toBe(200);
    const { id } = await lockedStatement(5000);
    const other = (await staffSession(t, 'finance')).jar;

    const early = await paid(finance, id, 'EFT-1');
    expect(early.status).toBe(409);
    expect(early.json().message).toBe(affiliateMessages.notApprovedYet);

    const one = await approve(admin, id);
    expect(one.status, one.res.body).toBe(200);
    expect(one.json()).toMatchObject({
      status: 'awaiting_second_approval',
      statement: { status: 'locked', approvals: 1, needs_second_approval: true },
    });
    const self = await approve(admin, id);
    expect(self.status).toBe(409);
    expect(self.json().message).toBe(affiliateMessages.secondApproverSame);
    // A staff member the first approver created is no independent second pair of eyes (the wallet's rule).
    const linked = await enrolledStaff(t, admin, 'finance');
    const paired = await approve(linked.jar, id);
    expect(paired.status).toBe(403);
    expect(paired.json().message).toBe(fourEyesMessages.linkedAccount);
    expect((await paid(finance, id, 'EFT-1')).status).toBe(409);

    const two = await approve(other, id);
    expect(two.status, two.res.body).toBe(200);
    expect(two.json()).toMatchObject({ status: 'approved', statement: { status: 'approved', approvals: 2 } });
    expect((await approve(other, id)).json().message).toBe(affiliateMessages.notLocked);

    const noReference = await paid(finance, id, '  ');
    expect(noReference.status).toBe(400);
    expect(noReference.json().message).toBe(affiliateMessages.referenceRequired);
    const done = await paid(finance, id, 'EFT-2026-11-001');
    expect(done.status, done.res.body).toBe(200);
    expect(done.json().statement).toMatchObject({ status: 'paid', payment_reference: 'EFT-2026-11-001' });
    expect(done.json().statement.paid_at).not.toBeNull();
    expect((await paid(finance, id, 'EFT-again')).status).toBe(409);
    const actions = await t.db.query<{ action: string }>(
      `select action from audit_log where entity_type = 'affiliate_statement' and entity_id = $1 order by id`,
      [String(id)],
    );
    expect(actions.map((r) => r.action)).toEqual([
      'affiliate_statement.first_approval',
      'affiliate_statement.approve',
      'affiliate_statement.paid',
    ]);
  });

  it('approves at once at or below the threshold', async () => {
    await call(t.app, 'PUT', `/api/admin/sites/${siteId}/rules`, {
      jar: admin,
      body: { four_eyes_threshold: 1000 },
    });
    const { id } = await lockedStatement(400);
    const r = await approve(finance, id);
    expect(r.json()).toMatchObject({
      status: 'approved',
      statement: { status: 'approved', approvals: 1, needs_second_approval: false },
    });
  });

  it('never shows an affiliate another affiliate statement', async () => {
    const mine = await lockedStatement(10);
    const other = await affiliate();
    await expect(statementOf(t.db, other.id, mine.id)).rejects.toMatchObject({
      statusCode: 404,
      message: affiliateMessages.statementNotFound,
    });
    expect((await statementOf(t.db, mine.affiliate.id, mine.id)).id).toBe(mine.id);
    expect(await statementsOf(t.db, other.id)).toEqual([]);
  });
});

describe('the portal: plan, commission, CPA and statements through the affiliate session', () => {
  const portal = (jar: CookieJar | undefined, path: string) =>
    call(t.app, 'GET', `/api/affiliate/${path}`, jar ? { jar } : {});

  it("shows this month's plan, the commission so far, CPA once qualified, and only its own statements", async () => {
    const a = await approvedAffiliate(t, admin);
    const aJar = await affiliateJar(t, a);
    const b = await approvedAffiliate(t, admin);
    const bJar = await affiliateJar(t, b);
    const m = current();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    const period = `from=${m}-01&to=${today}`;

    expect((await portal(aJar, 'me')).json().affiliate.plan).toBeNull();
    expect(
      (
        await plan(finance, a.id, {
          revenue_share_percent: 10,
          cpa_amount: 100,
          cpa_min_deposit: 800,
          cpa_min_wagering: 300,
        })
      ).status,
    ).toBe(200);
    expect((await portal(aJar, 'me')).json().affiliate.plan).toEqual({
      revenue_share_percent: 10,
      cpa_amount: 100,
      cpa_min_deposit: 800,
      cpa_min_wagering: 300,
      effective_from: m,
    });

    // 1,000 TL first deposit, 600 TL wagered, 100 TL won: NGR 500 TL, CPA qualified.
    const p = await referredPlayer(a.btag, 1000, [{ bet: 60_000, win: 10_000 }]);
    // Not folded yet: the first deposit counts for the CPA so far at once (from the ledger).
    const dash = (await portal(aJar, `dashboard?${period}`)).json();
    // So far: 10 % of 500 TL and one CPA of 100 TL; the day's row its revenue share (CPA is per player).
    expect(dash.figures).toMatchObject({ ngr: 500, commission: 150 });
    expect(dash.days.find((d: { day: string }) => d.day === today)).toMatchObject({
      ngr: 500,
      commission: 50,
    });
    const byCampaign = (await portal(aJar, `report?${period}&group_by=campaign`)).json();
    expect(byCampaign.totals.commission).toBe(150);
    expect(byCampaign.rows).toEqual([expect.objectContaining({ key: '', commission: 50 })]);
    const player = () =>
      portal(aJar, `players?${period}`).then((r) =>
        (r.json().players as { username: string; cpa_qualified: boolean }[]).find(
          (x) => x.username === `${p.username.slice(0, 2)}***`,
        ),
      );
    expect((await player())?.cpa_qualified).toBe(false);
    expect((await portal(bJar, `dashboard?${period}`)).json().figures.commission).toBe(0);

    // The month closes (once the summaries cover it): the statement, the player qualified, the same commission.
    await advanceSummaries(t.db, 0);
    await closeMonths(t.db, into(nextMonth(m)));
    expect((await player())?.cpa_qualified).toBe(true);
    expect((await portal(aJar, `dashboard?${period}`)).json().figures.commission).toBe(150);

    // Its statements, behind its session: the list, one with its lines; another's is not found.
    expect((await portal(undefined, 'statements')).status).toBe(401);
    const list = await portal(aJar, 'statements');
    expect(list.status, list.res.body).toBe(200);
    const [s] = list.json().statements;
    expect(s).toMatchObject({ month: m, ngr: 500, revenue_share: 50, cpa: 100, commission: 150 });
    expect(s.lines).toBeUndefined();
    const unauthenticated = await portal(undefined, `statements/${s.id}`);
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.json().message).toBe(affiliateMessages.sessionRequired);
    const one = await portal(aJar, `statements/${s.id}`);
    expect(one.status, one.res.body).toBe(200);
    expect(one.json().statement).toEqual(await statementOf(t.db, a.id, s.id));
    expect(one.json().statement.lines).toContainEqual({
      kind: 'cpa',
      description: `CPA: ${p.username.slice(0, 2)}***`,
      amount: 100,
    });
    const theirs = await portal(bJar, `statements/${s.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.json().message).toBe(affiliateMessages.statementNotFound);
    expect(
      (await portal(bJar, 'statements')).json().statements.map((x: { id: number }) => x.id),
    ).not.toContain(s.id);
    expect((await portal(aJar, 'statements/abc')).status).toBe(400);

    // Finance approves (a second approver above the site's threshold) and pays; the affiliate sees it paid.
    const approval = await call(t.app, 'POST', `/api/admin/affiliate-statements/${s.id}/approve`, {
      jar: admin,
    });
    expect(approval.status, approval.res.body).toBe(200);
    if (approval.json().status === 'awaiting_second_approval')
      expect(
        (await call(t.app, 'POST', `/api/admin/affiliate-statements/${s.id}/approve`, { jar: finance }))
          .status,
      ).toBe(200);
    const paid = await call(t.app, 'POST', `/api/admin/affiliate-statements/${s.id}/paid`, {
      jar: finance,
      body: { reference: 'EFT-ORTAK-1' },
    });
    expect(paid.status, paid.res.body).toBe(200);
    expect((await portal(aJar, `statements/${s.id}`)).json().statement).toMatchObject({
      status: 'paid',
      payment_reference: 'EFT-ORTAK-1',
      commission: 150,
    });
  });
});
