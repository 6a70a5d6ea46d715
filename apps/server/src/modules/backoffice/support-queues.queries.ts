import type { Queryable } from '../../db/client.ts';
import type { StaffAffiliateRow } from '../contact/contact.service.ts';

/**
 * The support side's work queues as the back office's grids read them: players' messages, call
 * requests and affiliate applications (read only, like queues.queries.ts; every decision on a row is
 * its module's: messages, contact). Each list pages in the grid's order (an `order by` built by
 * grid.ts from the list's sort map below, never the request's text) and counts all its matches.
 */

/** `%part%` for `like`, the search's wildcards taken as text. */
const like = (v: string) => `%${v.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface GridFilter<S extends string> {
  text: string;
  status: S | null;
  orderBy: string;
  limit: number;
  offset: number;
}

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
    [f.text, like(f.text), f.status, f.limit, f.offset],
  );
}

export interface StaffCallRequestListRow {
  id: number;
  player_id: number | null;
  username: string | null;
  name: string;
  phone: string;
  message: string;
  status: 'pending' | 'done' | 'rejected';
  created_at: Date;
  updated_at: Date;
  total_count: string;
}

export const CALL_REQUEST_SORT_SQL = {
  created_at: 'c.created_at',
  updated_at: 'c.updated_at',
  id: 'c.id',
  name: 'lower(c.name)',
  status: 'c.status',
} as const;

/** Call requests, a player's (with the username) or an anonymous visitor's. */
export function listCallRequests(q: Queryable, f: GridFilter<StaffCallRequestListRow['status']>) {
  return q.query<StaffCallRequestListRow>(
    `select c.id, c.player_id, p.username, c.name, c.phone, c.message, c.status, c.created_at, c.updated_at,
            count(*) over () as total_count
       from call_requests c left join players p on p.id = c.player_id
      where ($3::text is null or c.status = $3::text)
        and ($1 = '' or lower(c.name) like $2 or c.phone like $2 or lower(coalesce(p.username, '')) like $2)
      ${f.orderBy}
      limit $4 offset $5`,
    [f.text, like(f.text), f.status, f.limit, f.offset],
  );
}

/** An affiliate application as staff see it (the contact module's row), with the grid's count of matches. */
export type StaffAffiliateListRow = StaffAffiliateRow & { total_count: string };

export const AFFILIATE_SORT_SQL = {
  created_at: 'a.created_at',
  decided_at: 'a.decided_at',
  id: 'a.id',
  name: 'lower(a.name)',
  email: 'lower(a.email)',
  status: 'a.status',
} as const;

/** Affiliate applications (never the password hash). */
export function listAffiliateApplications(q: Queryable, f: GridFilter<StaffAffiliateListRow['status']>) {
  return q.query<StaffAffiliateListRow>(
    `select a.id, a.name, a.email, a.username, a.phone, a.website, a.message, a.status, a.btag, a.created_at, a.decided_at,
            count(*) over () as total_count
       from affiliate_applications a
      where ($3::text is null or a.status = $3::text)
        and ($1 = '' or lower(a.name) like $2 or lower(a.email) like $2 or lower(a.username) like $2 or lower(a.website) like $2)
      ${f.orderBy}
      limit $4 offset $5`,
    [f.text, like(f.text), f.status, f.limit, f.offset],
  );
}
