import type { z } from 'zod';
import {
  affiliateMessages,
  type StaffAffiliateAccount,
  type staffAffiliateAccountsQuery,
} from '@app/shared/api/affiliate.ts';
import { kurusToLira } from '@app/shared/money.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { orderBy, page } from '../../lib/grid.ts';
import { istanbulMonth, nextMonth, presentPlan } from './commission.ts';
import * as q from './affiliate.staff.queries.ts';
import * as sq from './statements.queries.ts';
import type { PlanRow } from './statements.queries.ts';
import { presentStatement } from './statements.ts';

/**
 * The affiliate domain's staff room: the accounts' grid and an account's page (its plans and
 * statements). Setting a plan is commission.ts's, approving and paying statements statements.ts's.
 */

export type AffiliateAccountsInput = z.output<typeof staffAffiliateAccountsQuery>;

/** A plan read back from JSON (its amounts as text). */
function planFromJson(p: Record<string, unknown> | null): PlanRow | null {
  if (!p) return null;
  return {
    id: BigInt(p.id as number),
    affiliate_id: p.affiliate_id as number,
    revenue_share_bps: p.revenue_share_bps as number,
    cpa_amount: BigInt(p.cpa_amount as string),
    cpa_min_deposit: BigInt(p.cpa_min_deposit as string),
    cpa_min_wagering: BigInt(p.cpa_min_wagering as string),
    effective_from: p.effective_from as string,
    set_by: p.set_by as number,
    set_at: new Date(p.set_at as string),
  };
}

function present(r: Awaited<ReturnType<typeof q.listAccounts>>[number]): StaffAffiliateAccount {
  const plan = planFromJson(r.plan);
  const next = planFromJson(r.next_plan);
  return {
    id: r.id,
    site_id: r.site_id,
    name: r.name,
    email: r.email,
    btag: r.btag,
    approved_at: r.approved_at ? r.approved_at.toISOString() : null,
    plan: plan ? presentPlan(plan) : null,
    next_plan: next ? presentPlan(next) : null,
    unpaid: kurusToLira(r.unpaid),
    statements_count: r.statements_count,
  };
}

export async function listAffiliateAccounts(db: Db, input: AffiliateAccountsInput, now = new Date()) {
  const month = istanbulMonth(now);
  const rows = await q.listAccounts(db, {
    text: input.q.trim(),
    orderBy: orderBy(q.AFFILIATE_ACCOUNT_SORT_SQL, input.sort, input.dir, 'a.id', 'a.id'),
    limit: input.limit,
    offset: input.offset,
    month,
    next: nextMonth(month),
  });
  return page(rows, present);
}

/** One affiliate's page: the account, its plans (newest first), its statements (newest first). */
export async function affiliateAccount(db: Db, id: number, now = new Date()) {
  const month = istanbulMonth(now);
  const [row] = await q.listAccounts(db, {
    text: '',
    orderBy: 'order by a.id',
    limit: 1,
    offset: 0,
    month,
    next: nextMonth(month),
    id,
  });
  if (!row) throw notFound(affiliateMessages.affiliateNotFound);
  const [plans, statements] = await Promise.all([sq.plansOf(db, id), sq.statementsOf(db, id)]);
  return {
    affiliate: present(row),
    plans: plans.map((p) => ({ ...presentPlan(p), set_by: p.set_by_name, set_at: p.set_at.toISOString() })),
    statements: statements.map((s) => presentStatement(s)),
  };
}

/** An affiliate's statements for staff (newest first); 404 for an id that is no affiliate. */
export async function affiliateStatements(db: Db, id: number) {
  if (!(await sq.findAffiliate(db, id))) throw notFound(affiliateMessages.affiliateNotFound);
  return (await sq.statementsOf(db, id)).map((s) => presentStatement(s));
}
