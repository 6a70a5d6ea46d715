import { affiliateMessages, type AffiliateStatement } from '@app/shared/api/affiliate.ts';
import { formatLiraText, kurusToLira } from '@app/shared/money.ts';
import { maskUsername } from '@app/shared/text.ts';
import { reportsOnPrimary, type Db, type Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import {
  btagFigures,
  btagPlayerFigures,
  sumBtagFigures,
  summariesCover,
  type BtagTotals,
} from '../reports/reports.service.ts';
import { checkSecondApprover } from '../wallet/wallet.service.ts';
import {
  istanbulMonth,
  monthDays,
  monthEnd,
  nextMonth,
  planOf,
  previousMonth,
  revenueShare,
  shareOf,
} from './commission.ts';
import * as q from './statements.queries.ts';
import type { PlanRow } from './statements.queries.ts';

/**
 * Monthly statements (docs/decisions/0032): at the month's close (Europe/Istanbul) a scheduled job
 * computes each affiliate's statement from the btag report's figures and locks it; finance approves
 * it (four eyes above the site's threshold) and records the payment, made outside the player ledger.
 */

// ---- Figures: the btag report, the one source

/**
 * An affiliate's figures of Istanbul days from..to (its btag, its own site): the reports service's
 * `btagFigures` summed by its `sumBtagFigures`. The btag report's own statement (the summaries plus
 * the ledger after the watermark), the one path from the summaries to an affiliate's figures, which
 * the portal's `figuresByBtag` (affiliate.service.ts) reads too.
 */
export async function affiliateFigures(
  db: Db,
  a: { site_id: number; btag: string },
  from: string,
  to: string,
): Promise<BtagTotals> {
  return sumBtagFigures(await btagFigures(db, a.site_id, a.btag, from, to));
}

/** An affiliate's figures of one Istanbul month. */
export function monthFigures(
  db: Db,
  a: { site_id: number; btag: string },
  month: string,
): Promise<BtagTotals> {
  const { from, to } = monthDays(month);
  return affiliateFigures(db, a, from, to);
}

// ---- Presenting

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentStatement(r: q.StatementRow, lines?: q.LineRow[]): AffiliateStatement {
  return {
    id: Number(r.id),
    affiliate_id: r.affiliate_id,
    month: r.month,
    ngr: kurusToLira(r.ngr),
    carried_in: kurusToLira(r.carried_in),
    revenue_share_percent: r.revenue_share_bps / 100,
    revenue_share: kurusToLira(r.revenue_share),
    cpa_count: r.cpa_count,
    cpa: kurusToLira(r.cpa),
    commission: kurusToLira(r.commission),
    carried_out: kurusToLira(r.carried_out),
    status: r.status,
    needs_second_approval: needsSecondApproval(r),
    approvals: (r.first_approved_by !== null ? 1 : 0) + (r.approved_by !== null ? 1 : 0),
    paid_at: iso(r.paid_at),
    payment_reference: r.payment_reference,
    created_at: r.created_at.toISOString(),
    ...(lines
      ? {
          lines: lines.map((l) => ({
            kind: l.kind,
            description: l.description,
            amount: kurusToLira(l.amount),
          })),
        }
      : {}),
  };
}

/** Above the site's four-eyes threshold a statement needs two approvals by different staff members. */
const needsSecondApproval = (r: q.StatementRow) =>
  r.four_eyes_threshold !== null && BigInt(r.commission) > BigInt(r.four_eyes_threshold);

// ---- CPA

/** A player whose first deposit and wagering reach a plan's minimums (kuruş). */
interface CpaReached {
  player_id: number;
  first_deposit: bigint;
  wagering: bigint;
}

/**
 * The affiliate's players whose first deposit (made by the end of Istanbul day `to`) and wagering
 * (from the affiliate's approval month to `to`) reach the plan's minimums. Per-player figures from
 * the reports service's `btagPlayerFigures` (the fold's own figure expressions over the ledger), the
 * path the portal's players list reads too; whether they qualified before is `notQualified`'s.
 */
async function cpaReached(db: Db, a: q.AffiliateRow, to: string, plan: PlanRow): Promise<CpaReached[]> {
  const rows = await btagPlayerFigures(db, a.site_id, a.btag, `${a.approval_month}-01`, to);
  const out: CpaReached[] = [];
  for (const r of rows)
    if (
      r.first_deposit !== null &&
      r.first_deposit_day !== null &&
      r.first_deposit_day <= to &&
      r.first_deposit >= BigInt(plan.cpa_min_deposit) &&
      r.bets >= BigInt(plan.cpa_min_wagering)
    )
      out.push({ player_id: r.player_id, first_deposit: r.first_deposit, wagering: r.bets });
  return out;
}

/** Those who never qualified (for any affiliate or plan: once, ever), with their usernames. */
async function notQualified(db: Queryable, reached: CpaReached[]) {
  if (reached.length === 0) return [];
  const names = new Map(
    (
      await q.unqualifiedPlayers(
        db,
        reached.map((r) => r.player_id),
      )
    ).map((p) => [p.id, p.username]),
  );
  return reached
    .filter((r) => names.has(r.player_id))
    .map((r) => ({ ...r, username: names.get(r.player_id)! }));
}

// ---- The month's close

/**
 * Computes one affiliate's statement of `month` and locks it, with its lines and the CPA players who
 * qualified in it, in one transaction. False when the month already has one (another run made it).
 */
async function closeMonth(db: Db, a: q.AffiliateRow, month: string, figures: BtagTotals): Promise<boolean> {
  // A past month's plan never changes (a plan is set for this month or the next): read before.
  const plan = await planOf(db, a.id, month);
  // CPA: a plan that pays it; players qualify once, ever, by the month's end.
  const cpaAmount = plan ? BigInt(plan.cpa_amount) : 0n;
  const reached = plan && cpaAmount > 0n ? await cpaReached(db, a, monthDays(month).to, plan) : [];
  return inTransaction(db, async (tx) => {
    const previous = await q.statementOfMonth(tx, a.id, previousMonth(month));
    const carriedIn = previous ? BigInt(previous.carried_out) : 0n;
    const bps = plan?.revenue_share_bps ?? 0;
    const { share, carriedOut } = revenueShare(figures.ngr, carriedIn, bps);
    const players = await notQualified(tx, reached);
    const cpa = cpaAmount * BigInt(players.length);
    const id = await q.insertStatement(tx, {
      affiliateId: a.id,
      month,
      planId: plan?.id ?? null,
      registrations: figures.registrations,
      firstDepositsCount: figures.first_deposits_count,
      firstDeposits: figures.first_deposits,
      deposits: figures.deposits,
      bets: figures.bets,
      wins: figures.wins,
      bonusCost: figures.bonus_cost,
      ngr: figures.ngr,
      carriedIn,
      revenueShareBps: bps,
      revenueShare: share,
      cpaCount: players.length,
      cpa,
      commission: share + cpa,
      carriedOut,
    });
    if (id === undefined) return false;
    const lira = (k: bigint) => formatLiraText(kurusToLira(k));
    const lines: q.LineRow[] = [];
    if (carriedIn !== 0n)
      lines.push({
        kind: 'carry_over',
        description: 'Önceki aylardan devreden negatif NGR',
        amount: carriedIn,
        player_id: null,
      });
    lines.push({
      kind: 'revenue_share',
      description: `Gelir payı: %${bps / 100} × ${lira(figures.ngr + carriedIn > 0n ? figures.ngr + carriedIn : 0n)} (NGR ${lira(figures.ngr)}${carriedIn !== 0n ? `, devreden ${lira(carriedIn)}` : ''})`,
      amount: share,
      player_id: null,
    });
    if (carriedOut !== 0n)
      lines.push({
        kind: 'carry_over',
        description: 'Sonraki aya devreden negatif NGR',
        amount: carriedOut,
        player_id: null,
      });
    for (const p of players)
      lines.push({
        kind: 'cpa',
        description: `CPA: ${maskUsername(p.username)}`,
        amount: cpaAmount,
        player_id: p.player_id,
      });
    await q.insertLines(tx, id, lines);
    await q.insertQualifications(tx, {
      affiliateId: a.id,
      month,
      statementId: id,
      amount: cpaAmount,
      players,
    });
    return true;
  });
}

/**
 * The month close (the scheduled job `affiliate-statements`): for every approved affiliate, each
 * month from its approval month up to the one before the current Istanbul month that has no
 * statement yet, in order (carry-over needs the previous month), once the report summaries cover
 * the month's end (else it waits for the next run). Answers how many statements it made.
 */
export async function closeMonths(db: Db, now = new Date()): Promise<number> {
  // A locked statement is kept for good: its figures are read on the primary, never on a replica
  // that may lag behind the watermark checked here, nor under the reports' statement timeout.
  const primary = reportsOnPrimary(db);
  const current = istanbulMonth(now);
  const covered = new Map<string, boolean>();
  let made = 0;
  let failed: unknown = null;
  for (const a of await q.affiliatesToClose(db, current)) {
    try {
      for (
        let month = a.last_month ? nextMonth(a.last_month) : a.approval_month;
        month < current;
        month = nextMonth(month)
      ) {
        if (!covered.has(month)) covered.set(month, await summariesCover(primary, monthEnd(month), now));
        if (!covered.get(month)) break;
        if (!(await closeMonth(primary, a, month, await monthFigures(primary, a, month)))) break;
        made += 1;
      }
    } catch (err) {
      // One affiliate's failure does not hold the others' statements back; the job reports it.
      failed ??= err;
    }
  }
  if (failed) throw failed;
  return made;
}

// ---- What the portal reads

/** An affiliate's statements, newest first (without lines). */
export async function statementsOf(db: Queryable, affiliateId: number): Promise<AffiliateStatement[]> {
  return (await q.statementsOf(db, affiliateId)).map((r) => presentStatement(r));
}

/** One of the affiliate's statements with its lines; another affiliate's (or none) is not found. */
export async function statementOf(
  db: Queryable,
  affiliateId: number,
  id: number,
): Promise<AffiliateStatement> {
  const r = await q.statementById(db, id, affiliateId);
  if (!r) throw notFound(affiliateMessages.statementNotFound);
  return presentStatement(r, await q.linesOf(db, r.id));
}

/** The players who qualified for CPA, with the month and the amount (kuruş). */
export function cpaQualifiedPlayers(db: Queryable, affiliateId: number) {
  return q.qualifications(db, affiliateId);
}

const minDay = (a: string, b: string) => (a < b ? a : b);
const maxDay = (a: string, b: string) => (a > b ? a : b);

/**
 * The commission of Istanbul days from..to so far (the dashboard's figure), kuruş: for each month
 * the period touches, the revenue share of the period's NGR in it at that month's plan, without
 * carry-over (nothing for a negative NGR), plus CPA: a closed month's qualified players, an open
 * month's players who qualify by the period's end (from the ledger: a first deposit counts at once).
 */
export async function commissionFor(db: Db, affiliateId: number, from: string, to: string): Promise<bigint> {
  const a = await q.findAffiliate(db, affiliateId);
  if (!a) throw notFound(affiliateMessages.affiliateNotFound);
  let total = 0n;
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = nextMonth(month)) {
    const plan = await planOf(db, affiliateId, month);
    if (!plan) continue;
    const days = monthDays(month);
    const segFrom = maxDay(from, days.from);
    const segTo = minDay(to, days.to);
    const figures = await affiliateFigures(db, a, segFrom, segTo);
    total += shareOf(figures.ngr, plan.revenue_share_bps);
    if (await q.statementOfMonth(db, affiliateId, month)) {
      for (const c of await q.qualifications(db, affiliateId, month, month)) total += BigInt(c.amount);
    } else if (BigInt(plan.cpa_amount) > 0n) {
      const players = await notQualified(db, await cpaReached(db, a, segTo, plan));
      total += BigInt(plan.cpa_amount) * BigInt(players.length);
    }
  }
  return total;
}

// ---- Approval and payment (finance)

/**
 * Approves a locked statement (audited). Above the affiliate's site's four-eyes threshold the first
 * approval leaves it waiting; a second staff member approves it, never the first nor one paired with
 * them (the wallet's four-eyes rules: modules/wallet/four-eyes.ts).
 */
export async function approveStatement(db: Db, actor: Actor & { staffId: number }, id: number) {
  return inTransaction(db, async (tx) => {
    const before = await q.lockStatement(tx, id);
    if (!before) throw notFound(affiliateMessages.statementNotFound);
    if (before.status !== 'locked') throw conflict(affiliateMessages.notLocked);
    if (before.first_approved_by !== null) {
      await checkSecondApprover(tx, {
        first: before.first_approved_by,
        second: actor.staffId,
        playerId: null,
        sameMessage: affiliateMessages.secondApproverSame,
      });
    } else if (needsSecondApproval(before)) {
      await q.recordFirstApproval(tx, id, actor.staffId);
      const after = (await q.statementById(tx, id))!;
      await audit(tx, actor, {
        action: 'affiliate_statement.first_approval',
        entityType: 'affiliate_statement',
        entityId: id,
        before,
        after,
      });
      return {
        status: 'awaiting_second_approval' as const,
        statement: presentStatement(after, await q.linesOf(tx, id)),
      };
    }
    await q.recordApproval(tx, id, actor.staffId);
    const after = (await q.statementById(tx, id))!;
    await audit(tx, actor, {
      action: 'affiliate_statement.approve',
      entityType: 'affiliate_statement',
      entityId: id,
      before,
      after,
    });
    return { status: 'approved' as const, statement: presentStatement(after, await q.linesOf(tx, id)) };
  });
}

/** Records an approved statement as paid with the payment's reference (audited); the money leaves outside the player ledger. */
export async function markStatementPaid(
  db: Db,
  actor: Actor & { staffId: number },
  id: number,
  reference: string,
) {
  return inTransaction(db, async (tx) => {
    const before = await q.lockStatement(tx, id);
    if (!before) throw notFound(affiliateMessages.statementNotFound);
    if (before.status !== 'approved' || (await q.recordPaid(tx, id, actor.staffId, reference)).length !== 1)
      throw conflict(affiliateMessages.notApprovedYet);
    const after = (await q.statementById(tx, id))!;
    await audit(tx, actor, {
      action: 'affiliate_statement.paid',
      entityType: 'affiliate_statement',
      entityId: id,
      before,
      after,
    });
    return presentStatement(after, await q.linesOf(tx, id));
  });
}
