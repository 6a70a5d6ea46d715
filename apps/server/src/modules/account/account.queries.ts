import type { Queryable } from '../../db/client.ts';
import { maybeOne } from '../../db/client.ts';

export interface ProfileRow {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  birthdate: string;
  tc: string;
  city: string;
  created_at: Date;
  kyc_verified: boolean;
  two_factor_enabled: boolean;
  kyc_status: 'pending' | 'verified' | 'rejected' | null;
  kyc_reject_reason: string | null;
}

export function findProfile(q: Queryable, playerId: number) {
  return maybeOne<ProfileRow>(
    q,
    `select p.username, p.email, p.first_name, p.last_name, p.phone, to_char(p.birthdate, 'YYYY-MM-DD') as birthdate, p.tc, p.city,
            p.created_at, p.kyc_verified, p.two_factor_enabled, k.status as kyc_status, k.reject_reason as kyc_reject_reason
       from players p
       left join lateral (select status, reject_reason from kyc_submissions where player_id = p.id order by id desc limit 1) k on true
      where p.id = $1`,
    [playerId],
  );
}

/** The player's latest successful logins. */
export function listLoginHistory(q: Queryable, playerId: number) {
  return q.query<{ id: bigint; ip: string; location: string; created_at: Date }>(
    `select id, ip, location, created_at from login_history where player_id = $1 and success order by id desc limit 20`,
    [playerId],
  );
}

export function findPasswordHash(q: Queryable, playerId: number) {
  return maybeOne<{ password_hash: string }>(q, `select password_hash from players where id = $1`, [playerId]);
}

export async function updatePasswordHash(q: Queryable, playerId: number, hash: string): Promise<void> {
  await q.query(`update players set password_hash = $2, updated_at = now() where id = $1`, [playerId, hash]);
}

export async function setPendingTwoFactorSecret(q: Queryable, playerId: number, sealed: string): Promise<void> {
  await q.query(`update players set two_factor_pending_secret = $2 where id = $1`, [playerId, sealed]);
}

export function findPendingTwoFactorSecret(q: Queryable, playerId: number) {
  return maybeOne<{ secret: string | null }>(q, `select two_factor_pending_secret as secret from players where id = $1`, [playerId]);
}

/** The pending secret becomes the player's two-factor secret. */
export async function enableTwoFactor(q: Queryable, playerId: number): Promise<void> {
  await q.query(
    `update players set two_factor_secret = two_factor_pending_secret, two_factor_pending_secret = null, two_factor_enabled = true where id = $1`,
    [playerId],
  );
}

export function findTwoFactorSecret(q: Queryable, playerId: number) {
  return maybeOne<{ secret: string | null }>(q, `select two_factor_secret as secret from players where id = $1 and two_factor_enabled`, [playerId]);
}

export async function disableTwoFactor(q: Queryable, playerId: number): Promise<void> {
  await q.query(`update players set two_factor_enabled = false, two_factor_secret = null where id = $1`, [playerId]);
}
