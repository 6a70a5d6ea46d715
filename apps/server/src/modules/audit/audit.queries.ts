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
