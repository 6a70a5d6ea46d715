import type { Queryable } from '../../db/client.ts';
import { one } from '../../db/client.ts';

export interface CallRequestRow {
  id: number;
  created_at: Date;
  name: string;
  phone: string;
  message: string;
  status: 'pending' | 'done' | 'rejected';
}

export async function insertCallRequest(
  db: Queryable,
  r: { siteId: number; playerId: number | null; visitorId: string | null; name: string; phone: string; message: string; ip: string },
): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `insert into call_requests (site_id, player_id, visitor_id, name, phone, message, ip)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [r.siteId, r.playerId, r.visitorId, r.name, r.phone, r.message, r.ip],
  );
  return row.id;
}

/** The requester's own requests: by player when logged in, else by this browser's visitor id. */
export function listCallRequests(db: Queryable, owner: { siteId: number; playerId: number | null; visitorId: string | null }) {
  return db.query<CallRequestRow>(
    `select id, created_at, name, phone, message, status from call_requests
      where site_id = $1 and (case when $2::int is not null then player_id = $2 else visitor_id = $3 end)
      order by created_at desc, id desc limit 20`,
    [owner.siteId, owner.playerId, owner.visitorId],
  );
}

export async function insertAffiliateApplication(
  db: Queryable,
  a: {
    siteId: number;
    name: string;
    email: string;
    username: string;
    passwordHash: string | null;
    phone: string;
    website: string;
    message: string;
    ip: string;
  },
): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `insert into affiliate_applications (site_id, name, email, username, password_hash, phone, website, message, ip)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [a.siteId, a.name, a.email, a.username, a.passwordHash, a.phone, a.website, a.message, a.ip],
  );
  return row.id;
}
