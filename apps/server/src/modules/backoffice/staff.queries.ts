import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';

export type StaffRole = 'admin' | 'finance' | 'support' | 'content';

export interface StaffRow {
  id: number;
  username: string;
  password_hash: string;
  role: StaffRole;
  totp_secret: string | null;
  is_active: boolean;
}

export function findStaffByUsername(q: Queryable, username: string) {
  return maybeOne<StaffRow>(q, `select id, username, password_hash, role, totp_secret, is_active from staff where lower(username) = lower($1)`, [
    username,
  ]);
}

/** Records the time step of a login's TOTP code; false when that code (or a later one) was used already. */
export async function claimTotpStep(q: Queryable, staffId: number, step: number): Promise<boolean> {
  const rows = await q.query(
    `update staff set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id`,
    [staffId, step],
  );
  return rows.length === 1;
}

export function insertStaff(q: Queryable, s: { username: string; passwordHash: string; role: StaffRole; totpSecret: string | null }) {
  return one<{ id: number }>(
    q,
    `insert into staff (username, password_hash, role, totp_secret) values ($1, $2, $3, $4) returning id`,
    [s.username, s.passwordHash, s.role, s.totpSecret],
  );
}

export function findStaffSession(q: Queryable, id: string) {
  return maybeOne<{ staff_id: number; username: string; role: StaffRole; is_active: boolean; last_seen_at: Date; expires_at: Date }>(
    q,
    `select s.staff_id, st.username, st.role, st.is_active, s.last_seen_at, s.expires_at
       from staff_sessions s join staff st on st.id = s.staff_id where s.id = $1`,
    [id],
  );
}

export async function insertStaffSession(q: Queryable, s: { id: string; staffId: number; ip: string; expiresAt: Date }) {
  await q.query(`insert into staff_sessions (id, staff_id, ip, expires_at) values ($1, $2, $3, $4)`, [s.id, s.staffId, s.ip, s.expiresAt]);
}

export async function touchStaffSession(q: Queryable, id: string) {
  await q.query(`update staff_sessions set last_seen_at = now() where id = $1`, [id]);
}

export async function deleteStaffSession(q: Queryable, id: string) {
  await q.query(`delete from staff_sessions where id = $1`, [id]);
}

export function listDeposits(q: Queryable, status: string | null, limit: number) {
  return q.query<Record<string, unknown>>(
    `select d.id, d.player_id, p.username, d.amount, d.sender_name, d.description, d.status, d.reject_reason, d.created_at, d.decided_at
       from deposits d join players p on p.id = d.player_id
      where ($1::text is null or d.status = $1) order by d.created_at desc, d.id desc limit $2`,
    [status, limit],
  );
}

export function listWithdrawals(q: Queryable, status: string | null, limit: number) {
  return q.query<Record<string, unknown>>(
    `select w.id, w.player_id, p.username, w.amount, w.account_name, w.bank_name, w.iban, w.status, w.reject_reason,
            w.created_at, w.decided_at, w.paid_at
       from withdrawals w join players p on p.id = w.player_id
      where ($1::text is null or w.status = $1) order by w.created_at desc, w.id desc limit $2`,
    [status, limit],
  );
}

export function listAudit(q: Queryable, limit: number) {
  return q.query<Record<string, unknown>>(
    `select a.id, a.staff_id, s.username as staff_username, a.action, a.entity_type, a.entity_id, a.before, a.after, a.ip, a.created_at
       from audit_log a left join staff s on s.id = a.staff_id order by a.id desc limit $1`,
    [limit],
  );
}

export async function deleteExpiredStaffSessions(q: Queryable) {
  await q.query(`delete from staff_sessions where expires_at <= now()`);
}
