import type { Queryable } from '../../db/client.ts';

export interface Actor {
  staffId: number | null;
  ip: string;
}

const toJson = (v: unknown) =>
  v === undefined ? null : JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x instanceof Date ? x.toISOString() : x));

/** Writes who did what, before and after, in the same transaction as the change itself. */
export async function audit(
  q: Queryable,
  actor: Actor,
  e: { action: string; entityType: string; entityId: string | number | bigint; before?: unknown; after?: unknown },
): Promise<void> {
  await q.query(
    `insert into audit_log (staff_id, action, entity_type, entity_id, before, after, ip) values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
    [actor.staffId, e.action, e.entityType, String(e.entityId), toJson(e.before), toJson(e.after), actor.ip],
  );
}
