import type { Queryable } from '../../db/client.ts';
import { likeText, type GridFilter } from '../../lib/grid.ts';

/**
 * Players' messages as the staff's grid reads them (read only; replying and closing are
 * messages.service.ts's). Each list pages in the grid's order (an `order by` built by
 * grid.ts from the list's sort map below, never the request's text) and counts all its matches.
 */

export interface StaffMessageListRow {
  id: bigint;
  player_id: number;
  username: string;
  subject: string;
  body: string;
  is_closed: boolean;
  created_at: Date;
  replies: number;
  status: 'open' | 'answered' | 'closed';
  total_count: string;
}

/** The messages grid's sortable columns (their SQL, over the subquery `m`). */
export const MESSAGE_SORT_SQL = {
  created_at: 'm.created_at',
  id: 'm.id',
  username: 'lower(m.username)',
  subject: 'lower(m.subject)',
  status: 'm.status',
} as const;

/**
 * Players' own messages to site management (top-level, direction `in`; never notices or replies),
 * with their reply count and state: `closed`, `answered` (a reply hangs under it) or `open`.
 */
export function listMessages(q: Queryable, f: GridFilter<StaffMessageListRow['status']>) {
  return q.query<StaffMessageListRow>(
    `select m.*, count(*) over () as total_count
       from (select m.id, m.player_id, p.username, m.subject, m.body, m.is_closed, m.created_at, r.replies,
                    case when m.is_closed then 'closed' when r.replies > 0 then 'answered' else 'open' end as status
               from messages m
               join players p on p.id = m.player_id
               cross join lateral (select count(*)::int as replies from messages r where r.parent_id = m.id) r
              where m.direction = 'in' and m.parent_id is null
                and ($1 = '' or lower(m.subject) like $2 or lower(p.username) like $2)) m
      where ($3::text is null or m.status = $3::text)
      ${f.orderBy}
      limit $4 offset $5`,
    [f.text, likeText(f.text), f.status, f.limit, f.offset],
  );
}
