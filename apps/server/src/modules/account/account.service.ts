import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { accountMessages } from '@app/shared/api/account.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { consumeOrThrow, createLimiter } from '../../lib/rate-limit.ts';
import { checkTotp, newTotpSecret, openTotpSecret, sealTotpSecret } from '../../lib/totp.ts';
import { endOtherSessions, type SessionPlayer } from '../../plugins/session.ts';
import * as q from './account.queries.ts';

/** Guessing the current password or a 2FA code from a stolen session is limited too. */
export function createPasswordCheckLimiter(redis: Redis | undefined): RateLimiterAbstract {
  return createLimiter(redis, { keyPrefix: 'account_check', points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 });
}
const TOO_MANY = 'Çok fazla hatalı deneme. Lütfen 15 dakika sonra tekrar deneyin.';

export async function profile(db: Db, playerId: number) {
  const row = await q.findProfile(db, playerId);
  if (!row) throw notFound('Oyuncu bulunamadı');
  const history = await q.listLoginHistory(db, playerId);
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
  const row = await q.findPasswordHash(db, playerId);
  if (!row || !(await verifyPassword(row.password_hash, password))) {
    await consumeOrThrow(limiter, `pw:${playerId}`, TOO_MANY);
    throw badRequest(accountMessages.currentWrong);
  }
}

/** Checks the current password, stores the new hash and ends every other session of the player. */
export async function changePassword(db: Db, limiter: RateLimiterAbstract, player: SessionPlayer, current: string, next: string) {
  await checkPassword(db, limiter, player.id, current);
  if (current === next) throw badRequest(accountMessages.sameAsCurrent);
  const hash = await hashPassword(next);
  await inTransaction(db, async (tx) => {
    await q.updatePasswordHash(tx, player.id, hash);
    await endOtherSessions(tx, player.id, player.sessionId);
  });
}

/** A new pending secret, stored sealed; the player's authenticator app gets it in clear, once. */
export async function startTwoFactorSetup(db: Db, totpKey: Buffer, playerId: number): Promise<string> {
  const secret = newTotpSecret();
  await q.setPendingTwoFactorSecret(db, playerId, sealTotpSecret(totpKey, secret));
  return secret;
}

export async function enableTwoFactor(db: Db, totpKey: Buffer, limiter: RateLimiterAbstract, playerId: number, code: string) {
  const row = await q.findPendingTwoFactorSecret(db, playerId);
  if (!row?.secret) throw badRequest(accountMessages.twoFactorNoSetup);
  if (!(await checkTotp(openTotpSecret(totpKey, row.secret), code))) {
    await consumeOrThrow(limiter, `2fa:${playerId}`, TOO_MANY);
    throw badRequest(accountMessages.twoFactorWrong);
  }
  await q.enableTwoFactor(db, playerId);
}

export async function disableTwoFactor(db: Db, totpKey: Buffer, limiter: RateLimiterAbstract, playerId: number, code: string, password: string) {
  await checkPassword(db, limiter, playerId, password);
  const row = await q.findTwoFactorSecret(db, playerId);
  if (!row?.secret) return;
  if (!(await checkTotp(openTotpSecret(totpKey, row.secret), code))) {
    await consumeOrThrow(limiter, `2fa:${playerId}`, TOO_MANY);
    throw badRequest(accountMessages.twoFactorWrong);
  }
  await q.disableTwoFactor(db, playerId);
}
