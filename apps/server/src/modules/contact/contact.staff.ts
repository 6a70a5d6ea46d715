import type { z } from 'zod';
import type { staffAffiliatesQuery, staffCallRequestsQuery } from '@app/shared/api/contact.ts';
import type { Db } from '../../db/client.ts';
import { gridFilter, orderBy, page } from '../../lib/grid.ts';
import { CSV_MAX_ROWS, toCsv } from '../../lib/csv.ts';
import * as q from './contact.staff.queries.ts';

/**
 * Call requests and affiliate applications as the staff's grids: one page in the grid's order with
 * the count of all matches, or every match (up to CSV_MAX_ROWS) as CSV. Deciding a row is contact.service.ts's.
 */

export type CallRequestsInput = z.output<typeof staffCallRequestsQuery>;
export type AffiliatesInput = z.output<typeof staffAffiliatesQuery>;
type CsvInput<T> = Omit<T, 'limit' | 'offset'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listCallRequests(db: Db, input: CallRequestsInput) {
  const rows = await q.listCallRequests(db, gridFilter(input, orderBy(q.CALL_REQUEST_SORT_SQL, input.sort, input.dir, 'c.created_at', 'c.id')));
  return page(rows, ({ total_count: _, ...r }) => ({ ...r, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() }));
}

const CALL_STATUS = { pending: 'Bekliyor', done: 'Arandı', rejected: 'Reddedildi' } as const;

export async function callRequestsCsv(db: Db, input: CsvInput<CallRequestsInput>) {
  const { rows } = await listCallRequests(db.reports, { ...input, limit: CSV_MAX_ROWS, offset: 0 });
  return toCsv<(typeof rows)[number]>(
    [
      { header: 'ID', value: (r) => r.id },
      { header: 'Kullanıcı adı', value: (r) => r.username },
      { header: 'Ad soyad', value: (r) => r.name },
      { header: 'Telefon', value: (r) => r.phone },
      { header: 'Mesaj', value: (r) => r.message },
      { header: 'Durum', value: (r) => CALL_STATUS[r.status] },
      { header: 'Tarih', value: (r) => r.created_at },
      { header: 'Güncelleme', value: (r) => r.updated_at },
    ],
    rows,
  );
}

export async function listAffiliateApplications(db: Db, input: AffiliatesInput) {
  const rows = await q.listAffiliateApplications(db, gridFilter(input, orderBy(q.AFFILIATE_SORT_SQL, input.sort, input.dir, 'a.created_at', 'a.id')));
  return page(rows, ({ total_count: _, ...r }) => ({ ...r, created_at: r.created_at.toISOString(), decided_at: iso(r.decided_at) }));
}

const AFFILIATE_STATUS = { pending: 'Bekliyor', approved: 'Onaylandı', rejected: 'Reddedildi' } as const;

export async function affiliatesCsv(db: Db, input: CsvInput<AffiliatesInput>) {
  const { rows } = await listAffiliateApplications(db.reports, { ...input, limit: CSV_MAX_ROWS, offset: 0 });
  return toCsv<(typeof rows)[number]>(
    [
      { header: 'ID', value: (r) => r.id },
      { header: 'Ad soyad', value: (r) => r.name },
      { header: 'E-posta', value: (r) => r.email },
      { header: 'Kullanıcı adı', value: (r) => r.username },
      { header: 'Telefon', value: (r) => r.phone },
      { header: 'Web sitesi', value: (r) => r.website },
      { header: 'Mesaj', value: (r) => r.message },
      { header: 'Durum', value: (r) => AFFILIATE_STATUS[r.status] },
      { header: 'btag', value: (r) => r.btag },
      { header: 'Başvuru tarihi', value: (r) => r.created_at },
      { header: 'Karar tarihi', value: (r) => r.decided_at },
    ],
    rows,
  );
}
