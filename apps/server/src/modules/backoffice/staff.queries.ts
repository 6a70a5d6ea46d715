import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';
import type { StaffRole } from '../../plugins/session.queries.ts';

export type { StaffRole };

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

export function insertStaff(q: Queryable, s: { username: string; passwordHash: string; role: StaffRole; totpSecret: string }) {
  return one<{ id: number } & StaffAccountRow>(
    q,
    `insert into staff (username, password_hash, role, totp_secret) values ($1, $2, $3, $4) returning id, username, role, is_active, created_at`,
    [s.username, s.passwordHash, s.role, s.totpSecret],
  );
}

/** A staff account as staff management shows it: never its password hash or TOTP secret. */
export interface StaffAccountRow {
  id: number;
  username: string;
  role: StaffRole;
  is_active: boolean;
  created_at: Date;
}

const ACCOUNT_COLUMNS = 'id, username, role, is_active, created_at';

export function listStaff(q: Queryable) {
  return q.query<StaffAccountRow>(`select ${ACCOUNT_COLUMNS} from staff order by id`);
}

/** The account, locked until the end of the caller's transaction. */
export function lockStaff(q: Queryable, id: number) {
  return maybeOne<StaffAccountRow & { has_totp: boolean }>(
    q,
    `select ${ACCOUNT_COLUMNS}, totp_secret is not null as has_totp from staff where id = $1 for update`,
    [id],
  );
}

/**
 * The active administrators, locked in id order: a change that could take the last one away (a
 * demotion, a disable) is decided under these locks, so two admins demoting each other at the same
 * moment cannot leave none.
 */
export async function lockActiveAdmins(q: Queryable): Promise<number[]> {
  const rows = await q.query<{ id: number }>(`select id from staff where role = 'admin' and is_active order by id for update`);
  return rows.map((r) => r.id);
}

export function findStaffAccount(q: Queryable, id: number) {
  return maybeOne<StaffAccountRow>(q, `select ${ACCOUNT_COLUMNS} from staff where id = $1`, [id]);
}

export function updateStaffRole(q: Queryable, id: number, role: StaffRole) {
  return one<StaffAccountRow>(q, `update staff set role = $2 where id = $1 returning ${ACCOUNT_COLUMNS}`, [id, role]);
}

export function updateStaffActive(q: Queryable, id: number, active: boolean) {
  return one<StaffAccountRow>(q, `update staff set is_active = $2 where id = $1 returning ${ACCOUNT_COLUMNS}`, [id, active]);
}

/** A new sealed TOTP secret; the replay guard of the old one's codes is kept (steps are times). */
export function updateStaffTotp(q: Queryable, id: number, sealedSecret: string) {
  return one<StaffAccountRow>(q, `update staff set totp_secret = $2 where id = $1 returning ${ACCOUNT_COLUMNS}`, [id, sealedSecret]);
}
