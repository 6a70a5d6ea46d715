import type { Queryable } from '../db/client.ts';
import { maybeOne } from '../db/client.ts';
import type { StaffRole } from '@app/shared/api/staff.ts';

/**
 * The SQL of the session tables, players' (`sessions`), staff's (`staff_sessions`) and affiliates'
 * (`affiliate_sessions`). It
 * belongs to the session plugins, not to a module: a plugin runs before every module's routes and may
 * not import a module, while modules may call down into the plugins (login starts a session, a
 * password change ends the others).
 */
export type { StaffRole };

export interface SessionRow {
  player_id: number;
  username: string;
  status: string;
  site_id: number;
  remember: boolean;
  last_seen_at: Date;
  expires_at: Date;
  /** the route's read of the session's player (`read`), when it asked for one */
  read?: unknown;
}

/**
 * The sessions and their players (the sessions of requests arriving together, plugins/session.ts); with `read` (an SQL expression over `s` and `p` from a module's queries
 * file, never input: plugins/session.ts `sessionReadRoute`), that read of the player too, in the
 * same statement and snapshot.
 */
export function findPlayerSessions(q: Queryable, ids: string[], read?: string) {
  return q.query<SessionRow & { id: string }>(
    `select s.id, s.player_id, p.username, p.status, p.site_id, s.remember, s.last_seen_at, s.expires_at${read ? `, ${read} as read` : ''}
       from sessions s join players p on p.id = s.player_id
      where s.id = any($1::text[])`,
    [ids],
  );
}

/** The last use read as `seen` (to the millisecond: a Date's precision) becomes now; a row changed since is left alone. */
const STILL_SEEN = `last_seen_at between $2::timestamptz - interval '1 millisecond' and $2::timestamptz + interval '1 millisecond'`;

export async function touchPlayerSession(q: Queryable, id: string, seen: Date) {
  await q.query(`update sessions set last_seen_at = now() where id = $1 and ${STILL_SEEN}`, [id, seen]);
}

export async function deletePlayerSession(q: Queryable, id: string) {
  await q.query(`delete from sessions where id = $1`, [id]);
}

export async function insertPlayerSession(
  q: Queryable,
  s: { id: string; playerId: number; remember: boolean; ip: string; userAgent: string; expiresAt: Date },
) {
  await q.query(
    `insert into sessions (id, player_id, remember, ip, user_agent, expires_at) values ($1, $2, $3, $4, $5, $6)`,
    [s.id, s.playerId, s.remember, s.ip, s.userAgent, s.expiresAt],
  );
}

/** Every session of the player (blocked by staff). */
export async function deletePlayerSessions(q: Queryable, playerId: number) {
  await q.query(`delete from sessions where player_id = $1`, [playerId]);
}

/** Every session of the player but one (the one that asked). */
export async function deleteOtherPlayerSessions(q: Queryable, playerId: number, keepId: string) {
  await q.query(`delete from sessions where player_id = $1 and id <> $2`, [playerId, keepId]);
}

export interface StaffSessionRow {
  staff_id: number;
  username: string;
  role: StaffRole;
  is_active: boolean;
  last_seen_at: Date;
  expires_at: Date;
}

export function findStaffSession(q: Queryable, id: string) {
  return maybeOne<StaffSessionRow>(
    q,
    `select s.staff_id, st.username, st.role, st.is_active, s.last_seen_at, s.expires_at
       from staff_sessions s join staff st on st.id = s.staff_id where s.id = $1`,
    [id],
  );
}

export async function insertStaffSession(q: Queryable, s: { id: string; staffId: number; ip: string; expiresAt: Date }) {
  await q.query(`insert into staff_sessions (id, staff_id, ip, expires_at) values ($1, $2, $3, $4)`, [s.id, s.staffId, s.ip, s.expiresAt]);
}

export async function touchStaffSession(q: Queryable, id: string, seen: Date) {
  await q.query(`update staff_sessions set last_seen_at = now() where id = $1 and ${STILL_SEEN}`, [id, seen]);
}

export async function deleteStaffSession(q: Queryable, id: string) {
  await q.query(`delete from staff_sessions where id = $1`, [id]);
}

/** Every session of a staff member (disabled, TOTP reset, logout everywhere). */
export async function deleteStaffSessions(q: Queryable, staffId: number) {
  await q.query(`delete from staff_sessions where staff_id = $1`, [staffId]);
}

/** Every session of a staff member but one (the one that changed the password). */
export async function deleteOtherStaffSessions(q: Queryable, staffId: number, keepId: string) {
  await q.query(`delete from staff_sessions where staff_id = $1 and id <> $2`, [staffId, keepId]);
}

export interface AffiliateSessionRow {
  affiliate_id: number;
  site_id: number;
  btag: string;
  /** approved and not suspended */
  usable: boolean;
  last_seen_at: Date;
  expires_at: Date;
}

/** An affiliate's session and its account (an approved affiliate application: docs/decisions/0031). */
export function findAffiliateSession(q: Queryable, id: string) {
  return maybeOne<AffiliateSessionRow>(
    q,
    `select s.affiliate_id, a.site_id, coalesce(a.btag, '') as btag, (a.status = 'approved' and a.suspended_at is null) as usable,
            s.last_seen_at, s.expires_at
       from affiliate_sessions s join affiliate_applications a on a.id = s.affiliate_id where s.id = $1`,
    [id],
  );
}

export async function insertAffiliateSession(q: Queryable, s: { id: string; affiliateId: number; ip: string; expiresAt: Date }) {
  await q.query(`insert into affiliate_sessions (id, affiliate_id, ip, expires_at) values ($1, $2, $3, $4)`, [s.id, s.affiliateId, s.ip, s.expiresAt]);
}

export async function touchAffiliateSession(q: Queryable, id: string, seen: Date) {
  await q.query(`update affiliate_sessions set last_seen_at = now() where id = $1 and ${STILL_SEEN}`, [id, seen]);
}

export async function deleteAffiliateSession(q: Queryable, id: string) {
  await q.query(`delete from affiliate_sessions where id = $1`, [id]);
}

/** Every session of an affiliate but one (two-step sign-in turned on or off from that one). */
export async function deleteOtherAffiliateSessions(q: Queryable, affiliateId: number, keepId: string) {
  await q.query(`delete from affiliate_sessions where affiliate_id = $1 and id <> $2`, [affiliateId, keepId]);
}

/** Expired sessions of every kind: a session row is a credential's digest, kept no longer than needed. */
export async function deleteExpiredSessions(q: Queryable): Promise<void> {
  await q.query(`delete from sessions where expires_at <= now()`);
  await q.query(`delete from staff_sessions where expires_at <= now()`);
  await q.query(`delete from affiliate_sessions where expires_at <= now()`);
}
