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

export function insertStaff(q: Queryable, s: { username: string; passwordHash: string; role: StaffRole; totpSecret: string | null }) {
  return one<{ id: number }>(
    q,
    `insert into staff (username, password_hash, role, totp_secret) values ($1, $2, $3, $4) returning id`,
    [s.username, s.passwordHash, s.role, s.totpSecret],
  );
}
