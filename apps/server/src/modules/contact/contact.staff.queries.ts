import type { Queryable } from '../../db/client.ts';
import { likeText, type GridFilter } from '../../lib/grid.ts';
import type { StaffAffiliateRow } from './contact.service.ts';
import type { StaffCallRequestRow } from './contact.queries.ts';

/**
 * Call requests and affiliate applications as the staff's grids read them (read only; the
 * decisions are contact.service.ts's). Each list pages in the grid's order (an `order by` built by
 * grid.ts from the list's sort map below, never the request's text) and counts all its matches.
 */

export interface StaffCallRequestListRow extends StaffCallRequestRow {
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
    [f.text, likeText(f.text), f.status, f.limit, f.offset],
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
    [f.text, likeText(f.text), f.status, f.limit, f.offset],
  );
}
