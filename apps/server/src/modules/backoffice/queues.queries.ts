import type { Queryable } from '../../db/client.ts';
import { one } from '../../db/client.ts';

/**
 * The back office reads its work queues' sizes across the domains (read only): one statement, which
 * the navigation polls for its live counts. The rows stay their modules' own.
 */
export function queueCounts(q: Queryable) {
  return one<{
    deposits: number; withdrawals: number; withdrawals_awaiting_second_approval: number; kyc: number;
    messages: number; call_requests: number; affiliate_applications: number; aml_flags: number; adjustments: number;
  }>(
    q,
    `select (select count(*) from deposits where status = 'pending')::int as deposits,
            (select count(*) from withdrawals where status = 'pending' and first_approved_by is null)::int as withdrawals,
            (select count(*) from withdrawals where status = 'pending' and first_approved_by is not null)::int as withdrawals_awaiting_second_approval,
            (select count(*) from kyc_submissions where status = 'pending')::int as kyc,
            (select count(*) from messages m where m.direction = 'in' and m.parent_id is null and not m.is_closed
                and not exists (select 1 from messages r where r.parent_id = m.id))::int as messages,
            (select count(*) from call_requests where status = 'pending')::int as call_requests,
            (select count(*) from affiliate_applications where status = 'pending')::int as affiliate_applications,
            (select count(*) from aml_flags where status = 'open')::int as aml_flags,
            (select count(*) from adjustment_requests where status = 'pending')::int as adjustments`,
  );
}
