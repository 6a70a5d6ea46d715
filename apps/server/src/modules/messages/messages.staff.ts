import type { z } from 'zod';
import type { staffMessagesQuery } from '@app/shared/api/messages.ts';
import type { Db } from '../../db/client.ts';
import { gridFilter, orderBy, page } from '../../lib/grid.ts';
import { CSV_MAX_ROWS, toCsv } from '../../lib/csv.ts';
import * as q from './messages.staff.queries.ts';

/**
 * Players' messages as the staff's grid: one page in the grid's order with the count of all matches,
 * or every match (up to CSV_MAX_ROWS) as CSV. Replying and closing are messages.service.ts's.
 */

export type MessagesInput = z.output<typeof staffMessagesQuery>;
type CsvInput<T> = Omit<T, 'limit' | 'offset'>;


export async function listMessages(db: Db, input: MessagesInput) {
  const rows = await q.listMessages(db, gridFilter(input, orderBy(q.MESSAGE_SORT_SQL, input.sort, input.dir, 'm.created_at', 'm.id')));
  return page(rows, ({ total_count: _, ...r }) => ({ ...r, id: Number(r.id), created_at: r.created_at.toISOString() }));
}

const MESSAGE_STATUS = { open: 'Yanıt bekliyor', answered: 'Yanıtlandı', closed: 'Kapatıldı' } as const;

export async function messagesCsv(db: Db, input: CsvInput<MessagesInput>) {
  const { rows } = await listMessages(db.reports, { ...input, limit: CSV_MAX_ROWS, offset: 0 });
  return toCsv<(typeof rows)[number]>(
    [
      { header: 'ID', value: (r) => r.id },
      { header: 'Kullanıcı adı', value: (r) => r.username },
      { header: 'Konu', value: (r) => r.subject },
      { header: 'Mesaj', value: (r) => r.body },
      { header: 'Durum', value: (r) => MESSAGE_STATUS[r.status] },
      { header: 'Yanıt sayısı', value: (r) => r.replies },
      { header: 'Tarih', value: (r) => r.created_at },
    ],
    rows,
  );
}
