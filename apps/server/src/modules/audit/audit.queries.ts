import type { Queryable } from '../../db/client.ts';

export async function insertAuditEntry(
  q: Queryable,
  e: { staffId: number | null; action: string; entityType: string; entityId: string; before: string | null; after: string | null; ip: string },
): Promise<void> {
  await q.query(
    `insert into audit_log (staff_id, action, entity_type, entity_id, before, after, ip) values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
    [e.staffId, e.action, e.entityType, e.entityId, e.before, e.after, e.ip],
  );
}

export interface AuditListRow {
  id: bigint;
  staff_id: number | null;
  staff_username: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  ip: string;
  created_at: Date;
}

export function listAudit(q: Queryable, limit: number) {
  return q.query<AuditListRow>(
    `select a.id, a.staff_id, s.username as staff_username, a.action, a.entity_type, a.entity_id, a.before, a.after, a.ip, a.created_at
       from audit_log a left join staff s on s.id = a.staff_id order by a.id desc limit $1`,
    [limit],
  );
}

/** The audit grid's sortable columns (their SQL): time, with the id as the tie-break. */
export const AUDIT_SORT_SQL = { created_at: 'a.created_at' } as const;

export interface AuditSearch {
  /** A staff member's username (any letter case). */
  staff: string | null;
  /** An action or the start of one (`staff.` for every staff change). */
  action: string | null;
  entityType: string | null;
  entityId: string | null;
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
  orderBy: string;
  limit: number;
  offset: number;
}

/** One page of the audit log, filtered, each row with the count of all matches. */
export function searchAudit(q: Queryable, s: AuditSearch) {
  const prefix = s.action === null ? null : `${s.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return q.query<AuditListRow & { total_count: string }>(
    `select a.id, a.staff_id, s.username as staff_username, a.action, a.entity_type, a.entity_id, a.before, a.after, a.ip, a.created_at,
            count(*) over () as total_count
       from audit_log a left join staff s on s.id = a.staff_id
      where ($1::text is null or lower(s.username) = lower($1::text))
        and ($2::text is null or a.action like $2::text)
        and ($3::text is null or a.entity_type = $3::text)
        and ($4::text is null or a.entity_id = $4::text)
        and ($5::timestamptz is null or a.created_at >= $5::timestamptz)
        and ($6::timestamptz is null or a.created_at < $6::timestamptz)
      ${s.orderBy}
      limit $7 offset $8`,
    [s.staff, prefix, s.entityType, s.entityId, s.from, s.to, s.limit, s.offset],
  );
}
