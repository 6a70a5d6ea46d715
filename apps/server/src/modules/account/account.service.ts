import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { accountMessages } from '@app/shared/api/account.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { notify } from '../messages/messages.service.ts';
import { endPlayerGameSessions } from '../games/games.service.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../lib/common-passwords.ts';
import { createLimiter } from '../../lib/rate-limit.ts';
import { giveBackAttempt, takeAttempt } from '../../lib/login-throttle.ts';
import { openSecret, sealSecret } from '../../lib/seal.ts';
import { checkTotp, newTotpSecret } from '../../lib/totp.ts';
import { endOtherSessions, type SessionPlayer } from '../../plugins/session.ts';
import * as q from './account.queries.ts';

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
  await limitedCheck(
    limiter,
    `pw:${playerId}`,
    async () => {
      const row = await q.findPasswordHash(db, playerId);
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
  await inTransaction(db, async (tx) => {
    await q.updatePasswordHash(tx, player.id, hash);
    await endOtherSessions(tx, player.id, player.sessionId);
    await endPlayerGameSessions(tx, player.id);
  });
}

/** A new pending secret, stored sealed; the player's authenticator app gets it in clear, once. */
export async function startTwoFactorSetup(db: Db, totpKey: Buffer, limiter: RateLimiterAbstract, playerId: number, password: string): Promise<string> {
  await checkPassword(db, limiter, playerId, password);
  const secret = newTotpSecret();
  await q.setPendingTwoFactorSecret(db, playerId, sealSecret(totpKey, secret));
  return secret;
}

export async function enableTwoFactor(db: Db, totpKey: Buffer, limiter: RateLimiterAbstract, player: SessionPlayer, code: string, password: string) {
  await checkPassword(db, limiter, player.id, password);
  const row = await q.findPendingTwoFactorSecret(db, player.id);
  if (!row?.secret) throw badRequest(accountMessages.twoFactorNoSetup);
  await limitedCheck(limiter, `2fa:${player.id}`, () => checkTotp(openSecret(totpKey, row.secret!), code), accountMessages.twoFactorWrong);
  await twoFactorChanged(db, player, accountMessages.twoFactorNoticeOn, (tx) => q.enableTwoFactor(tx, player.id));
}

export async function disableTwoFactor(db: Db, totpKey: Buffer, limiter: RateLimiterAbstract, player: SessionPlayer, code: string, password: string) {
  await checkPassword(db, limiter, player.id, password);
  const row = await q.findTwoFactorSecret(db, player.id);
  if (!row?.secret) return;
  await limitedCheck(limiter, `2fa:${player.id}`, () => checkTotp(openSecret(totpKey, row.secret!), code), accountMessages.twoFactorWrong);
  await twoFactorChanged(db, player, accountMessages.twoFactorNoticeOff, (tx) => q.disableTwoFactor(tx, player.id));
}

/** The change itself, the end of every other session and the inbox notice: one transaction. */
async function twoFactorChanged(db: Db, player: SessionPlayer, notice: string, change: (tx: Queryable) => Promise<unknown>) {
  await inTransaction(db, async (tx) => {
    await change(tx);
    await endOtherSessions(tx, player.id, player.sessionId);
    await notify(tx, player.id, 'warning', accountMessages.twoFactorNoticeSubject, notice);
  });
}
