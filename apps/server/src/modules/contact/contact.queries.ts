import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';

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

export interface StaffCallRequestRow {
  id: number;
  player_id: number | null;
  username: string | null;
  name: string;
  phone: string;
  message: string;
  status: 'pending' | 'done' | 'rejected';
  created_at: Date;
  updated_at: Date;
}

const STAFF_CALL_COLUMNS = `c.id, c.player_id, p.username, c.name, c.phone, c.message, c.status, c.created_at, c.updated_at`;

export function findCallRequest(db: Queryable, id: number) {
  return maybeOne<StaffCallRequestRow>(db, `select ${STAFF_CALL_COLUMNS} from call_requests c left join players p on p.id = c.player_id where c.id = $1`, [id]);
}

/** Decides a pending call request; nothing when it was decided already. */
export function decideCallRequest(db: Queryable, id: number, status: 'done' | 'rejected', staffId: number | null) {
  return maybeOne<{ id: number }>(
    db,
    `update call_requests set status = $2, decided_by = $3, updated_at = now() where id = $1 and status = 'pending' returning id`,
    [id, status, staffId],
  );
}

export interface StaffAffiliateRow {
  id: number;
  name: string;
  email: string;
  username: string;
  phone: string;
  website: string;
  message: string;
  status: 'pending' | 'approved' | 'rejected';
  btag: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const AFFILIATE_COLUMNS = 'id, name, email, username, phone, website, message, status, btag, created_at, decided_at';

export function findAffiliateApplication(db: Queryable, id: number) {
  return maybeOne<StaffAffiliateRow>(db, `select ${AFFILIATE_COLUMNS} from affiliate_applications where id = $1`, [id]);
}

/** Decides a pending application (with its btag when approved); nothing when it was decided already or the btag is taken. */
export function decideAffiliateApplication(db: Queryable, d: { id: number; status: 'approved' | 'rejected'; btag: string | null; staffId: number | null }) {
  return maybeOne<StaffAffiliateRow>(
    db,
    `update affiliate_applications set status = $2, btag = $3, decided_by = $4, decided_at = now(), updated_at = now()
      where id = $1 and status = 'pending'
        and ($3::text is null or not exists (select 1 from affiliate_applications where btag = $3))
      returning ${AFFILIATE_COLUMNS}`,
    [d.id, d.status, d.btag, d.staffId],
  );
}
