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
  /** Null: created or reset by an admin, awaiting its owner's enrolment (no session until then). */
  totp_enrolled_at: Date | null;
}

const STAFF_COLUMNS = 'id, username, password_hash, role, totp_secret, is_active, totp_enrolled_at';

export function findStaffByUsername(q: Queryable, username: string) {
  return maybeOne<StaffRow>(q, `select ${STAFF_COLUMNS} from staff where lower(username) = lower($1)`, [username]);
}

export function findStaffById(q: Queryable, id: number) {
  return maybeOne<StaffRow>(q, `select ${STAFF_COLUMNS} from staff where id = $1`, [id]);
}

/** The owner's new password (a change of their own, checked by the caller). */
export async function updateStaffPassword(q: Queryable, id: number, passwordHash: string): Promise<void> {
  await q.query(`update staff set password_hash = $2 where id = $1`, [id, passwordHash]);
}

/** Records the time step of a login's TOTP code; false when that code (or a later one) was used already. */
export async function claimTotpStep(q: Queryable, staffId: number, step: number): Promise<boolean> {
  const rows = await q.query(
    `update staff set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id`,
    [staffId, step],
  );
  return rows.length === 1;
}

/** A new account: enrolled (the first admin, from the environment) or awaiting its owner's enrolment. */
export function insertStaff(
  q: Queryable,
  s: { username: string; passwordHash: string; role: StaffRole; totpSecret: string; enrolled: boolean; createdBy: number | null },
) {
  return one<StaffAccountRow>(
    q,
    `insert into staff (username, password_hash, role, totp_secret, totp_enrolled_at, created_by)
     values ($1, $2, $3, $4, case when $5::boolean then now() end, $6) returning ${ACCOUNT_COLUMNS}`,
    [s.username, s.passwordHash, s.role, s.totpSecret, s.enrolled, s.createdBy],
  );
}

/** A staff account as staff management shows it: never its password hash or TOTP secret. */
export interface StaffAccountRow {
  id: number;
  username: string;
  role: StaffRole;
  is_active: boolean;
  enrolled: boolean;
  created_at: Date;
}

const ACCOUNT_COLUMNS = 'id, username, role, is_active, totp_enrolled_at is not null as enrolled, created_at';

/** The staff grid's sortable columns (their SQL); `id` is the default and the tie-break. */
export const STAFF_SORT_SQL = {
  id: 'id',
  username: 'lower(username)',
  role: 'role',
  is_active: 'is_active',
  created_at: 'created_at',
} as const;

/** One page of staff accounts, narrowed by role and active state, each row with the count of all matches. */
export function listStaff(q: Queryable, s: { role: StaffRole | null; active: boolean | null; orderBy: string; limit: number; offset: number }) {
  return q.query<StaffAccountRow & { total_count: string }>(
    `select ${ACCOUNT_COLUMNS}, count(*) over () as total_count from staff
      where ($1::text is null or role = $1::text) and ($2::boolean is null or is_active = $2::boolean)
      ${s.orderBy} limit $3 offset $4`,
    [s.role, s.active, s.limit, s.offset],
  );
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

/**
 * A TOTP reset: the account back to awaiting enrolment with a new sealed placeholder secret no one is
 * told (an active account always has one: migration 013), its pending enrolments forgotten, who reset
 * it noted (the four-eyes pairing rule reads it, decision 0023). The replay guard of the old secret's
 * codes is kept (steps are times).
 */
export async function resetStaffTotp(q: Queryable, id: number, sealedSecret: string, resetBy: number) {
  await q.query(`delete from staff_enrolments where staff_id = $1`, [id]);
  return one<StaffAccountRow>(
    q,
    `update staff set totp_secret = $2, totp_enrolled_at = null, totp_reset_by = $3 where id = $1 returning ${ACCOUNT_COLUMNS}`,
    [id, sealedSecret, resetBy],
  );
}

/**
 * Enrols an account awaiting it with `sealedSecret`, the code's step as its replay guard, and the
 * owner's own password; false when it was enrolled meanwhile.
 */
export async function enrolStaff(q: Queryable, id: number, e: { sealedSecret: string; step: number; passwordHash: string }): Promise<boolean> {
  const rows = await q.query(
    `update staff set totp_secret = $2, totp_enrolled_at = now(), totp_last_step = greatest(coalesce(totp_last_step, 0), $3), password_hash = $4
      where id = $1 and totp_enrolled_at is null and is_active returning id`,
    [id, e.sealedSecret, e.step, e.passwordHash],
  );
  await q.query(`delete from staff_enrolments where staff_id = $1`, [id]);
  return rows.length === 1;
}

/** A pending enrolment: one per account (a new login replaces it), found by its token's hash. */
export async function startEnrolment(q: Queryable, e: { tokenHash: string; staffId: number; sealedSecret: string; expiresAt: Date }) {
  await q.query(`delete from staff_enrolments where staff_id = $1`, [e.staffId]);
  await q.query(`insert into staff_enrolments (token_hash, staff_id, totp_secret, expires_at) values ($1, $2, $3, $4)`, [
    e.tokenHash,
    e.staffId,
    e.sealedSecret,
    e.expiresAt,
  ]);
}

export interface EnrolmentRow {
  staff_id: number;
  username: string;
  /** The account's password now: the one the login was made with, which the new one must differ from. */
  password_hash: string;
  totp_secret: string;
  expired: boolean;
  pending: boolean;
}

/** The enrolment of a token (locked when `lock`), with whether it has expired and its account still awaits enrolment. */
export function findEnrolment(q: Queryable, tokenHash: string, lock = false) {
  return maybeOne<EnrolmentRow>(
    q,
    `select e.staff_id, s.username, s.password_hash, e.totp_secret, e.expires_at <= now() as expired, (s.is_active and s.totp_enrolled_at is null) as pending
       from staff_enrolments e join staff s on s.id = e.staff_id where e.token_hash = $1 ${lock ? 'for update of e' : ''}`,
    [tokenHash],
  );
}

export async function deleteEnrolment(q: Queryable, tokenHash: string): Promise<void> {
  await q.query(`delete from staff_enrolments where token_hash = $1`, [tokenHash]);
}
