import type { Queryable } from '../../db/client.ts';
import { likeText } from '../../lib/grid.ts';
import type { PlanRow } from './statements.queries.ts';

/**
 * The affiliate accounts as the staff's grid reads them (read only): approved affiliate applications
 * with this month's plan, the plan waiting for next month, and what their statements still owe.
 */

export interface StaffAffiliateAccountRow {
  id: number;
  site_id: number;
  name: string;
  email: string;
  btag: string;
  approved_at: Date | null;
  plan: PlanRow | null;
  next_plan: PlanRow | null;
  unpaid: bigint;
  statements_count: number;
  total_count: string;
}

export const AFFILIATE_ACCOUNT_SORT_SQL = {
  id: 'a.id',
  name: 'lower(a.name)',
  approved_at: 'a.decided_at',
  unpaid: 'unpaid',
} as const;

/** A plan row as JSON (the columns commission.ts's PlanRow names; amounts as text, read back as bigint). */
const planJson = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'affiliate_id', ${alias}.affiliate_id, 'revenue_share_bps', ${alias}.revenue_share_bps,
     'cpa_amount', ${alias}.cpa_amount::text, 'cpa_min_deposit', ${alias}.cpa_min_deposit::text, 'cpa_min_wagering', ${alias}.cpa_min_wagering::text,
     'effective_from', to_char(${alias}.effective_from, 'YYYY-MM'), 'set_by', ${alias}.set_by, 'set_at', ${alias}.set_at)`;

/** $n as the first day of a 'YYYY-MM' month. */
const monthParam = (n: number) => `to_date($${n}::text || '-01', 'YYYY-MM-DD')`;

/**
 * Approved affiliates, one page in the grid's order with the count of all matches (`$1` the search,
 * `$3` this month, `$4` next month); with `id`, that one affiliate.
 */
export function listAccounts(
  q: Queryable,
  f: {
    text: string;
    orderBy: string;
    limit: number;
    offset: number;
    month: string;
    next: string;
    id?: number;
  },
) {
  return q.query<
    Omit<StaffAffiliateAccountRow, 'plan' | 'next_plan'> & {
      plan: Record<string, unknown> | null;
      next_plan: Record<string, unknown> | null;
    }
  >(
    `select a.id, a.site_id, a.name, a.email, a.btag, a.decided_at as approved_at,
            (select ${planJson('p')} from affiliate_plans p where p.affiliate_id = a.id and p.effective_from <= ${monthParam(3)}
              order by p.effective_from desc limit 1) as plan,
            (select ${planJson('p')} from affiliate_plans p where p.affiliate_id = a.id and p.effective_from = ${monthParam(4)}) as next_plan,
            (select coalesce(sum(s.commission), 0)::int8 from affiliate_statements s where s.affiliate_id = a.id and s.status <> 'paid') as unpaid,
            (select count(*)::integer from affiliate_statements s where s.affiliate_id = a.id) as statements_count,
            count(*) over () as total_count
       from affiliate_applications a
      where a.status = 'approved'
        and ($7::integer is null or a.id = $7)
        and ($1 = '' or lower(a.name) like $2 or lower(a.email) like $2 or a.btag like $2)
      ${f.orderBy}
      limit $5 offset $6`,
    [f.text, likeText(f.text), f.month, f.next, f.limit, f.offset, f.id ?? null],
  );
}
