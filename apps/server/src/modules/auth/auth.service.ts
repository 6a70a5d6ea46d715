import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { authMessages, type loginRequest, type registerRequest, type SessionUser } from '@app/shared/api/auth.ts';
import { kurusToLira } from '@app/shared/money.ts';
import { accountMessages } from '@app/shared/api/account.ts';
import { openTotpSecret, totpStep } from '../../lib/totp.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { AppError, conflict, forbidden, tooManyRequests, uniqueViolation } from '../../lib/errors.ts';
import { describeIp } from '../../lib/net.ts';
import { createLimiter } from '../../lib/rate-limit.ts';
import { openPlayerAccounts } from '../wallet/ledger.ts';
import * as q from './auth.queries.ts';

export const LOGIN_LIMITS = {
  perUsername: { points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  perIp: { points: 30, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
} as const;

export interface LoginLimiters {
  byUsername: RateLimiterAbstract;
  byIp: RateLimiterAbstract;
}

export function createLoginLimiters(redis: Redis | undefined): LoginLimiters {
  return {
    byUsername: createLimiter(redis, { keyPrefix: 'login_fail_user', ...LOGIN_LIMITS.perUsername }),
    byIp: createLimiter(redis, { keyPrefix: 'login_fail_ip', ...LOGIN_LIMITS.perIp }),
  };
}

export interface RequestContext {
  siteId: number;
  ip: string;
  userAgent: string;
}

async function lockedFor(limiter: RateLimiterAbstract, key: string, points: number): Promise<number | null> {
  const res = await limiter.get(key);
  if (res && res.consumedPoints >= points && res.msBeforeNext > 0) return res.msBeforeNext;
  return null;
}

function lockError(ms: number): AppError {
  const minutes = Math.max(1, Math.ceil(ms / 60000));
  return tooManyRequests(authMessages.locked(minutes), Math.ceil(ms / 1000));
}

/**
 * Checks the credentials; a locked username or IP is refused before any password check, and
 * every failure counts towards both locks. Every attempt is written to the login history.
 */
export async function login(
  db: Db,
  limiters: LoginLimiters,
  totpKey: Buffer,
  input: z.output<typeof loginRequest>,
  ctx: RequestContext,
): Promise<{ playerId: number }> {
  const userKey = `${ctx.siteId}:${input.username.toLocaleLowerCase('tr-TR')}`;
  const ipKey = ctx.ip;
  const locked =
    (await lockedFor(limiters.byUsername, userKey, LOGIN_LIMITS.perUsername.points)) ??
    (await lockedFor(limiters.byIp, ipKey, LOGIN_LIMITS.perIp.points));
  if (locked) throw lockError(locked);

  const player = await q.findPlayerForLogin(db, ctx.siteId, input.username);
  const passwordOk = player ? await verifyPassword(player.password_hash, input.password) : (await burnPasswordCheck(input.password), false);
  if (passwordOk && player?.two_factor_enabled && !input.totp) {
    // Right password, second step still to come: not a failure, and not yet a login.
    throw new AppError(401, accountMessages.twoFactorRequired, { two_factor_required: true });
  }
  const step =
    player?.two_factor_enabled && player.two_factor_secret !== null
      ? await totpStep(openTotpSecret(totpKey, player.two_factor_secret), input.totp ?? '')
      : null;
  let totpOk = !player?.two_factor_enabled || step !== null;
  // A code logs in once: a second login with it (a replay, or the same code sent twice) fails.
  if (player && passwordOk && step !== null) totpOk = await q.claimTotpStep(db, player.id, step);
  const ok = passwordOk && totpOk;
  const location = describeIp(ctx.ip);
  await q.recordLogin(db, {
    playerId: player?.id ?? null,
    username: input.username,
    success: ok,
    ip: ctx.ip,
    location,
    userAgent: ctx.userAgent,
  });
  if (!ok || !player) {
    const [u] = await Promise.allSettled([limiters.byUsername.consume(userKey), limiters.byIp.consume(ipKey)]);
    const left = u.status === 'fulfilled' ? u.value.remainingPoints : 0;
    if (left <= 0) {
      throw lockError(LOGIN_LIMITS.perUsername.blockSeconds * 1000);
    }
    const reason = passwordOk ? accountMessages.twoFactorWrong : authMessages.loginFailed;
    throw new AppError(401, `${reason}. Kalan deneme hakkı: ${left}`, passwordOk ? { two_factor_required: true } : {});
  }
  if (player.status !== 'active') throw forbidden(authMessages.blocked);
  await limiters.byUsername.delete(userKey);
  return { playerId: player.id };
}

export async function getSessionUser(db: Db, playerId: number): Promise<SessionUser | null> {
  const row = await q.findSessionUser(db, playerId);
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    balance: kurusToLira(row.cash),
  };
}

const UNIQUE_MESSAGES: Record<string, string> = {
  players_username: authMessages.usernameTaken,
  players_email: authMessages.emailTaken,
  players_tc: authMessages.tcTaken,
};

/** Creates the player and their ledger accounts in one transaction. */
export async function register(db: Db, input: z.output<typeof registerRequest>, siteId: number): Promise<number> {
  const taken = await q.findTakenIdentity(db, siteId, input);
  if (taken?.username_taken) throw conflict(authMessages.usernameTaken);
  if (taken?.email_taken) throw conflict(authMessages.emailTaken);
  if (taken?.tc_taken) throw conflict(authMessages.tcTaken);
  const passwordHash = await hashPassword(input.password);
  const pad = (n: number) => String(n).padStart(2, '0');
  try {
    return await inTransaction(db, (tx) =>
      openPlayer(tx, {
        siteId,
        username: input.username,
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone,
        tc: input.tc,
        birthdate: `${input.dob_year}-${pad(input.dob_month)}-${pad(input.dob_day)}`,
        gender: input.gender,
        country: 'Türkiye',
        city: input.city,
        currency: input.currency,
        lang: input.lang,
        affiliateBtag: input.affiliate_btag,
        campaignNews: input.campaign_news,
      }),
    );
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint !== null) throw conflict(UNIQUE_MESSAGES[constraint] ?? authMessages.usernameTaken);
    throw err;
  }
}

/** A new player with their ledger accounts, in the caller's transaction. */
export async function openPlayer(tx: Queryable, p: q.NewPlayer): Promise<number> {
  const id = await q.insertPlayer(tx, p);
  await openPlayerAccounts(tx, p.siteId, id);
  return id;
}
