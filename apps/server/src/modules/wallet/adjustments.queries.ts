import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';

/** The balance credits waiting for a second approver (table adjustment_requests, decision 0023): their SQL. */

export interface AdjustmentRequestRow {
  id: bigint;
  site_id: number;
  player_id: number;
  amount: bigint;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  requested_by: number;
  request_key: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  reject_reason: string;
  transaction_id: bigint | null;
  created_at: Date;
}

export function insertRequest(
  q: Queryable,
  r: { siteId: number; playerId: number; amount: bigint; reason: string; requestedBy: number; requestKey: string | null },
) {
  return one<AdjustmentRequestRow>(
    q,
    `insert into adjustment_requests (site_id, player_id, amount, reason, requested_by, request_key)
     values ($1, $2, $3, $4, $5, $6) returning *`,
    [r.siteId, r.playerId, r.amount, r.reason, r.requestedBy, r.requestKey],
  );
}

export function findRequestByKey(q: Queryable, playerId: number, key: string) {
  return maybeOne<AdjustmentRequestRow>(q, `select * from adjustment_requests where player_id = $1 and request_key = $2`, [playerId, key]);
}

/** The request, locked until the transaction ends: decisions on it queue here. */
export function lockRequest(q: Queryable, id: number) {
  return maybeOne<AdjustmentRequestRow>(q, `select * from adjustment_requests where id = $1 for update`, [id]);
}

/** Moves a pending request to its decision; nothing when it is not pending any more. */
export function decideRequest(
  q: Queryable,
  d: { id: bigint | number; status: 'approved' | 'rejected'; staffId: number; reason: string; transactionId: bigint | null },
) {
  return maybeOne<AdjustmentRequestRow>(
    q,
    `update adjustment_requests set status = $2, decided_by = $3, decided_at = now(), reject_reason = $4, transaction_id = $5
      where id = $1 and status = 'pending' returning *`,
    [d.id, d.status, d.staffId, d.reason, d.transactionId],
  );
}

export type StaffAdjustmentRequestRow = AdjustmentRequestRow & {
  username: string;
  requested_by_username: string;
  decided_by_username: string | null;
  total_count: string;
};

export const ADJUSTMENT_SORT_SQL = { created_at: 'x.created_at', amount: 'x.amount', username: 'lower(x.username)', id: 'x.id' } as const;

/** The grid: one status or all, one player or all, a part of the player's username. */
export function listRequests(
  q: Queryable,
  f: { status: string | null; playerId: number | null; username: string; orderBy: string; limit: number; offset: number },
) {
  const like = f.username === '' ? '' : `%${f.username.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return q.query<StaffAdjustmentRequestRow>(
    `select x.*, count(*) over () as total_count from (
       select r.*, p.username, rs.username as requested_by_username, ds.username as decided_by_username
         from adjustment_requests r
         join players p on p.id = r.player_id
         join staff rs on rs.id = r.requested_by
         left join staff ds on ds.id = r.decided_by
        where ($1::text is null or r.status = $1) and ($2::int is null or r.player_id = $2) and ($3 = '' or lower(p.username) like $3)
     ) x ${f.orderBy} limit $4 offset $5`,
    [f.status, f.playerId, like, f.limit, f.offset],
  );
}

export function findRequestForStaff(q: Queryable, id: bigint | number) {
  return one<StaffAdjustmentRequestRow>(
    q,
    `select r.*, p.username, rs.username as requested_by_username, ds.username as decided_by_username, '1' as total_count
       from adjustment_requests r
       join players p on p.id = r.player_id
       join staff rs on rs.id = r.requested_by
       left join staff ds on ds.id = r.decided_by
      where r.id = $1`,
    [id],
  );
}
