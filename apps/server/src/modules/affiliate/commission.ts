import type { z } from 'zod';
import { affiliateMessages, type AffiliatePlan, type affiliatePlanBody } from '@app/shared/api/affiliate.ts';
import { kurusToLira, parseLira } from '@app/shared/money.ts';
import { monthName } from '@app/shared/text.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import * as q from './statements.queries.ts';
import type { PlanRow } from './statements.queries.ts';

/**
 * Commission plans and their arithmetic (docs/decisions/0032): a plan per affiliate, set by finance,
 * applies from the next Istanbul month (the very first one from the current month); revenue share is
 * a share (basis points) of NGR with negative NGR carried over to the next month; CPA pays once per
 * player whose first deposit and total wagering reach the plan's minimums. Money in kuruş here.
 */

// ---- Istanbul months ('YYYY-MM') and days ('YYYY-MM-DD')

const monthFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
});
const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Istanbul',
  timeZoneName: 'longOffset',
});

/** The Istanbul month of an instant. */
export const istanbulMonth = (at: Date): string => monthFormat.format(at);

export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The month's first and last Istanbul days. */
export function monthDays(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The instant an Istanbul day starts. */
export function istanbulStart(day: string): Date {
  const utc = Date.parse(`${day}T00:00:00Z`);
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(
    offsetFormat.formatToParts(new Date(utc)).find((p) => p.type === 'timeZoneName')?.value ?? '',
  );
  const minutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  return new Date(utc - minutes * 60_000);
}

/** The instant a month ends (the next month's first Istanbul midnight). */
export const monthEnd = (month: string): Date => istanbulStart(`${nextMonth(month)}-01`);

// ---- The arithmetic

/**
 * Revenue share with negative carry-over: base = the month's NGR + what was carried in (0 or less).
 * A positive base pays its share (rounded down) and carries nothing; otherwise nothing is paid and
 * the base is carried to the next month.
 */
export function revenueShare(
  ngr: bigint,
  carriedIn: bigint,
  bps: number,
): { share: bigint; carriedOut: bigint } {
  const base = ngr + carriedIn;
  if (base > 0n) return { share: (base * BigInt(bps)) / 10_000n, carriedOut: 0n };
  return { share: 0n, carriedOut: base };
}

/** A share of NGR without carry-over (the dashboard's "so far"): nothing for a negative NGR. */
export const shareOf = (ngr: bigint, bps: number): bigint => (ngr > 0n ? (ngr * BigInt(bps)) / 10_000n : 0n);

// ---- Plans

/** A plan as the contract shows it (lira, percent). */
export function presentPlan(p: PlanRow): AffiliatePlan {
  return {
    revenue_share_percent: p.revenue_share_bps / 100,
    cpa_amount: kurusToLira(p.cpa_amount),
    cpa_min_deposit: kurusToLira(p.cpa_min_deposit),
    cpa_min_wagering: kurusToLira(p.cpa_min_wagering),
    effective_from: p.effective_from,
  };
}

/** The plan of a month: the latest set with effective_from at or before it (undefined before the first). */
export function planOf(db: Queryable, affiliateId: number, month: string): Promise<PlanRow | undefined> {
  return q.planOf(db, affiliateId, month);
}

/** The plan in effect in the current Istanbul month, as the contract shows it (null before finance sets one). */
export async function planInEffect(
  db: Queryable,
  affiliateId: number,
  now = new Date(),
): Promise<AffiliatePlan | null> {
  const p = await q.planOf(db, affiliateId, istanbulMonth(now));
  return p ? presentPlan(p) : null;
}

function kurusOf(lira: number): bigint {
  const k = parseLira(lira);
  if (k === null || k < 0n) throw badRequest(affiliateMessages.planInvalid);
  return k;
}

/**
 * Finance sets an affiliate's plan (audited): from the next Istanbul month, or from the current one
 * when the affiliate has no plan yet (there is no earlier plan to respect). Setting again for the
 * same month replaces the row waiting for it.
 */
export async function setPlan(
  db: Db,
  actor: Actor & { staffId: number },
  affiliateId: number,
  body: z.output<typeof affiliatePlanBody>,
  now = new Date(),
) {
  const bps = Math.round(body.revenue_share_percent * 100);
  if (Math.abs(body.revenue_share_percent * 100 - bps) > 1e-6)
    throw badRequest(affiliateMessages.planInvalid);
  const values = {
    revenueShareBps: bps,
    cpaAmount: kurusOf(body.cpa_amount),
    cpaMinDeposit: kurusOf(body.cpa_min_deposit),
    cpaMinWagering: kurusOf(body.cpa_min_wagering),
  };
  return inTransaction(db, async (tx) => {
    // The affiliate's row locked: two plans set at once for one affiliate are decided one after the other.
    const affiliate = await q.lockAffiliate(tx, affiliateId);
    if (!affiliate) throw notFound(affiliateMessages.affiliateNotFound);
    const current = istanbulMonth(now);
    const first = !(await q.hasPlan(tx, affiliateId));
    const from = first ? current : nextMonth(current);
    const before = await q.planOf(tx, affiliateId, from);
    const after = await q.upsertPlan(tx, {
      affiliateId,
      effectiveFrom: from,
      staffId: actor.staffId,
      ...values,
    });
    await audit(tx, actor, {
      action: 'affiliate.plan',
      entityType: 'affiliate',
      entityId: affiliateId,
      before: before ?? null,
      after,
    });
    const message = first
      ? `Komisyon planı bu aydan (${monthName(from)}) itibaren geçerli.`
      : `Komisyon planı ${monthName(from)} ayından itibaren geçerli olacak.`;
    return { plan: presentPlan(after), message };
  });
}
