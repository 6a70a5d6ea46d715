import type { Queryable } from '../../db/client.ts';
import * as q from './audit.queries.ts';

/**
 * The audit log: who did what, before and after. A module of its own, below every module that
 * changes something staff decide (wallet, kyc, messages, backoffice), so none of them imports another
 * for it.
 */
export interface Actor {
  staffId: number | null;
  ip: string;
}

const toJson = (v: unknown) =>
  v === undefined ? null : JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x instanceof Date ? x.toISOString() : x));

/** Writes who did what, before and after, in the same transaction as the change itself. */
export async function audit(
  tx: Queryable,
  actor: Actor,
  e: { action: string; entityType: string; entityId: string | number | bigint; before?: unknown; after?: unknown },
): Promise<void> {
  await q.insertAuditEntry(tx, {
    staffId: actor.staffId,
    action: e.action,
    entityType: e.entityType,
    entityId: String(e.entityId),
    before: toJson(e.before),
    after: toJson(e.after),
    ip: actor.ip,
  });
}

/** The latest entries, newest first, for the back office. */
export function listAudit(db: Queryable, limit: number) {
  return q.listAudit(db, limit);
}

export { AUDIT_SORT_SQL, type AuditSearch } from './audit.queries.ts';

/** A page of the audit log for the back office's grid (backoffice/audit-log.ts builds the search). */
export function searchAudit(db: Queryable, search: q.AuditSearch) {
  return q.searchAudit(db, search);
}
