import type { z } from 'zod';
import type { auditQuery } from '@app/shared/api/staff.ts';
import type { Db } from '../../db/client.ts';
import { AUDIT_SORT_SQL, searchAudit as search } from '../audit/audit.service.ts';
import { orderBy, page } from '../../lib/grid.ts';
import { CSV_MAX_ROWS, toCsv } from '../../lib/csv.ts';

/**
 * The audit screen's grid: who did what to which record and when, filtered by staff member, action,
 * record and a range of Istanbul days, newest first unless sorted otherwise; and its CSV export.
 */
/**
 * The audit actions of the staff's access, beside the decisions each domain audits (decision 0021):
 * a CSV export (`after`: the route's params, the filter, the rows), a refusal by the permission table
 * (entity: the route; `after`: the permission it needs and the caller's role), a login (entity: the
 * staff account's id; a failed login names the account only when the username matches one, else
 * `unknown`, never the typed text).
 */
export const STAFF_ACCESS_ACTIONS = {
  exported: 'staff.export',
  refused: 'staff.forbidden',
  login: 'staff.login',
  loginFailed: 'staff.login_failed',
} as const;

export type AuditSearchInput = z.output<typeof auditQuery>;

/** The start of an Istanbul day (Turkey keeps UTC+3 all year) as an instant; `next` the day after it. */
export function istanbulDayStart(day: string, next = false): Date {
  const d = new Date(`${day}T00:00:00+03:00`);
  if (next) d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

const blank = (v: string | undefined) => (v === undefined || v === '' ? null : v);

export async function searchAudit(db: Db, input: AuditSearchInput) {
  const rows = await search(db, {
    staff: blank(input.staff),
    action: blank(input.action),
    entityType: blank(input.entity_type),
    entityId: blank(input.entity_id),
    from: input.from ? istanbulDayStart(input.from) : null,
    to: input.to ? istanbulDayStart(input.to, true) : null,
    orderBy: orderBy(AUDIT_SORT_SQL, input.sort, input.dir, 'a.created_at', 'a.id'),
    limit: input.limit,
    offset: input.offset,
  });
  return page(rows, ({ total_count: _, ...r }) => ({ ...r, id: Number(r.id), created_at: r.created_at.toISOString() }));
}

/** Every entry the filter matches (up to CSV_MAX_ROWS), as CSV; before and after as JSON text. */
export async function auditCsv(db: Db, input: Omit<AuditSearchInput, 'limit' | 'offset'>) {
  const { rows } = await searchAudit(db.reports, { ...input, limit: CSV_MAX_ROWS, offset: 0 });
  const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
  return toCsv<(typeof rows)[number]>(
    [
      { header: 'ID', value: (r) => r.id },
      { header: 'Zaman', value: (r) => r.created_at },
      { header: 'Personel', value: (r) => r.staff_username ?? '' },
      { header: 'İşlem', value: (r) => r.action },
      { header: 'Kayıt türü', value: (r) => r.entity_type },
      { header: 'Kayıt', value: (r) => r.entity_id },
      { header: 'Önce', value: (r) => json(r.before) },
      { header: 'Sonra', value: (r) => json(r.after) },
      { header: 'IP', value: (r) => r.ip },
    ],
    rows,
  );
}
