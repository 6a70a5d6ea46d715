import type { Queryable } from '../../db/client.ts';
import { one } from '../../db/client.ts';

/**
 * The four-eyes rules' SQL (docs/decisions/0023): what a player was paid out and credited over the
 * rolling windows, and whether two staff members may pair on one approval. Read only: the staff
 * table is the back office's, the ledger's rows are posted by ledger.ts.
 */

/** A player's balance credits (ledger kind `adjustment`, a positive entry on the player's cash) since `interval` ago. */
const CREDITS = `from ledger_transactions t
       join ledger_entries e on e.transaction_id = t.id
       join accounts a on a.id = e.account_id and a.player_id = t.player_id and a.kind = 'cash'
      where t.player_id = $1 and t.kind = 'adjustment' and e.amount > 0`;

/**
 * What counts against the four-eyes threshold beside a withdrawal: the player's other payouts
 * approved in the last 24 hours (approved or paid since), and every one of theirs awaiting its
 * second approval (the money leaves when it comes).
 */
export async function recentPayouts(q: Queryable, playerId: number, exceptId: bigint | number): Promise<bigint> {
  const row = await one<{ total: bigint }>(
    q,
    `select coalesce(sum(amount), 0)::int8 as total from withdrawals
      where player_id = $1 and id <> $2
        and ((status in ('approved', 'done') and decided_at > now() - interval '24 hours')
             or (status = 'pending' and first_approved_by is not null))`,
    [playerId, exceptId],
  );
  return row.total;
}

/** What counts against the adjustment cap beside a credit: the player's credits posted in the last 24 hours and those waiting for their second approver. */
export async function recentCredits(q: Queryable, playerId: number): Promise<bigint> {
  const row = await one<{ total: bigint }>(
    q,
    `select ((select coalesce(sum(e.amount), 0) ${CREDITS} and t.created_at > now() - interval '24 hours')
           + (select coalesce(sum(r.amount), 0) from adjustment_requests r where r.player_id = $1 and r.status = 'pending'))::int8 as total`,
    [playerId],
  );
  return row.total;
}

/**
 * Whether `second` may pair with `first` on a player's money: `linked` when either created the
 * other's account or last reset its TOTP; `credited` when `second` credited the player (asked for or
 * approved an adjustment credit that was posted) in the last 30 days.
 */
export function pairing(q: Queryable, p: { first: number; second: number; playerId: number | null }) {
  return one<{ linked: boolean; credited: boolean }>(
    q,
    `select exists (select 1 from staff f, staff s
                     where f.id = $2 and s.id = $3
                       and (s.id in (f.created_by, f.totp_reset_by) or f.id in (s.created_by, s.totp_reset_by))) as linked,
            exists (select 1 ${CREDITS} and t.created_at > now() - interval '30 days'
                       and $3::text in (t.metadata ->> 'staff_id', t.metadata ->> 'approved_by')) as credited`,
    [p.playerId, p.first, p.second],
  );
}

/** The player's site's adjustment cap (kuruş). */
export async function adjustmentCap(q: Queryable, siteId: number): Promise<bigint> {
  return (await one<{ adjustment_cap: bigint }>(q, `select adjustment_cap from sites where id = $1`, [siteId])).adjustment_cap;
}
