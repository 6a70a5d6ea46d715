import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { accountMessages } from '@app/shared/api/account.ts';
import type { Db } from '../../db/client.ts';
import { maybeOne, type Queryable } from '../../db/client.ts';
import { notify } from '../messages/messages.service.ts';
import { expirePlayerGameSessions } from '../games/games.queries.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../lib/common-passwords.ts';
import { createLimiter } from '../../lib/rate-limit.ts';
import { giveBackAttempt, takeAttempt } from '../../lib/login-throttle.ts';
import { checkTotp, newTotpSecret, openTotpSecret, sealTotpSecret } from '../../lib/totp.ts';
import type { SessionPlayer } from '../../plugins/session.ts';

/** Guessing the current password or a 2FA code from a stolen session is limited too. */
export function createPasswordCheckLimiter(redis: Redis | undefined): RateLimiterAbstract {
  return createLimiter(redis, { keyPrefix: 'account_check', points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 });
}
const TOO_MANY = 'Çok fazla hatalı deneme. Lütfen 15 dakika sonra tekrar deneyin.';
const tooMany = (ms: number) => tooManyRequests(TOO_MANY, Math.ceil(ms / 1000));

/**
 * A re-authentication check (the current password, a 2FA code) behind its limiter: the attempt is
 * taken before the check, so a locked player's right answer is refused too, and given back when right.
 */
async function limitedCheck(limiter: RateLimiterAbstract, key: string, check: () => Promise<boolean>, wrong: string): Promise<void> {
  await takeAttempt(limiter, key, tooMany);
  if (!(await check())) throw badRequest(wrong);
  await giveBackAttempt(limiter, key);
}

interface ProfileRow {
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

export async function profile(db: Db, playerId: number) {
  const row = await maybeOne<ProfileRow>(
    db,
    `select p.username, p.email, p.first_name, p.last_name, p.phone, to_char(p.birthdate, 'YYYY-MM-DD') as birthdate, p.tc, p.city,
            p.created_at, p.kyc_verified, p.two_factor_enabled, k.status as kyc_status, k.reject_reason as kyc_reject_reason
       from players p
       left join lateral (select status, reject_reason from kyc_submissions where player_id = p.id order by id desc limit 1) k on true
      where p.id = $1`,
    [playerId],
  );
  if (!row) throw notFound('Oyuncu bulunamadı');
  const history = await db.query<{ id: bigint; ip: string; location: string; created_at: Date }>(
    `select id, ip, location, created_at from login_history where player_id = $1 and success order by id desc limit 20`,
    [playerId],
  );
  return {
    user: {
      ...row,
      created_at: row.created_at.toISOString(),
      kyc_status: row.kyc_verified ? ('verified' as const) : (row.kyc_status ?? ('none' as const)),
      kyc_reject_reason: row.kyc_status === 'rejected' ? (row.kyc_reject_reason ?? '') : '',
    },
    loginHistory: history.map((h) => ({ id: Number(h.id), ip: h.ip, location: h.location, created_at: h.created_at.toISOString() })),
  };
}

async function checkPassword(db: Db, limiter: RateLimiterAbstract, playerId: number, password: string): Promise<void> {
  await limitedCheck(
    limiter,
    `pw:${playerId}`,
    async () => {
      const row = await maybeOne<{ password_hash: string }>(db, `select password_hash from players where id = $1`, [playerId]);
      return row ? await verifyPassword(row.password_hash, password) : false;
    },
    accountMessages.currentWrong,
  );
}

/** Checks the current password, stores the new hash and ends every other session of the player. */
export async function changePassword(db: Db, limiter: RateLimiterAbstract, player: SessionPlayer, current: string, next: string) {
  await checkPassword(db, limiter, player.id, current);
  if (current === next) throw badRequest(accountMessages.sameAsCurrent);
  if (isCommonPassword(next)) throw badRequest(COMMON_PASSWORD_MESSAGE);
  const hash = await hashPassword(next);
  await db.tx(async (tx) => {
    await tx.query(`update players set password_hash = $2, updated_at = now() where id = $1`, [player.id, hash]);
    await tx.query(`delete from sessions where player_id = $1 and id <> $2`, [player.id, player.sessionId]);
    await expirePlayerGameSessions(tx, player.id);
  });
}

/** A new pending secret, stored sealed; the player's authenticator app gets it in clear, once. */
export async function startTwoFactorSetup(db: Db, totpKey: Buffer, limiter: RateLimiterAbstract, playerId: number, password: string): Promise<string> {
  await checkPassword(db, limiter, playerId, password);
  const secret = newTotpSecret();
  await db.query(`update players set two_factor_pending_secret = $2 where id = $1`, [playerId, sealTotpSecret(totpKey, secret)]);
  return secret;
}

export async function enableTwoFactor(db: Db, totpKey: Buffer, limiter: RateLimiterAbstract, player: SessionPlayer, code: string, password: string) {
  await checkPassword(db, limiter, player.id, password);
  const row = await maybeOne<{ secret: string | null }>(db, `select two_factor_pending_secret as secret from players where id = $1`, [player.id]);
  if (!row?.secret) throw badRequest(accountMessages.twoFactorNoSetup);
  await limitedCheck(limiter, `2fa:${player.id}`, () => checkTotp(openTotpSecret(totpKey, row.secret!), code), accountMessages.twoFactorWrong);
  await twoFactorChanged(db, player, accountMessages.twoFactorNoticeOn, (tx) =>
    tx.query(
      `update players set two_factor_secret = two_factor_pending_secret, two_factor_pending_secret = null, two_factor_enabled = true where id = $1`,
      [player.id],
    ),
  );
}

export async function disableTwoFactor(db: Db, totpKey: Buffer, limiter: RateLimiterAbstract, player: SessionPlayer, code: string, password: string) {
  await checkPassword(db, limiter, player.id, password);
  const row = await maybeOne<{ secret: string | null }>(db, `select two_factor_secret as secret from players where id = $1 and two_factor_enabled`, [player.id]);
  if (!row?.secret) return;
  await limitedCheck(limiter, `2fa:${player.id}`, () => checkTotp(openTotpSecret(totpKey, row.secret!), code), accountMessages.twoFactorWrong);
  await twoFactorChanged(db, player, accountMessages.twoFactorNoticeOff, (tx) =>
    tx.query(`update players set two_factor_enabled = false, two_factor_secret = null where id = $1`, [player.id]),
  );
}

/** The change itself, the end of every other session and the inbox notice: one transaction. */
async function twoFactorChanged(db: Db, player: SessionPlayer, notice: string, change: (tx: Queryable) => Promise<unknown>) {
  await db.tx(async (tx) => {
    await change(tx);
    await tx.query(`delete from sessions where player_id = $1 and id <> $2`, [player.id, player.sessionId]);
    await notify(tx, player.id, 'warning', accountMessages.twoFactorNoticeSubject, notice);
  });
}
