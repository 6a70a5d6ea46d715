import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { createLimiter } from './rate-limit.ts';

export const LOGIN_LIMITS = {
  perAccount: { points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  perIp: { points: 30, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
} as const;

/** Registrations per IP (an hour) and site-wide (a minute): each one costs an argon2 hash. */
export interface RegistrationLimits {
  perIpPerHour: number;
  globalPerMinute: number;
}

/** Player and staff logins share these (their keys differ by a prefix); registrations have their own. */
export interface LoginLimiters {
  byAccount: RateLimiterAbstract;
  byIp: RateLimiterAbstract;
  registerByIp: RateLimiterAbstract;
  registerGlobal: RateLimiterAbstract;
}

export function createLoginLimiters(redis: Redis | undefined, registration: RegistrationLimits): LoginLimiters {
  return {
    byAccount: createLimiter(redis, { keyPrefix: 'login_account', ...LOGIN_LIMITS.perAccount }),
    byIp: createLimiter(redis, { keyPrefix: 'login_ip', ...LOGIN_LIMITS.perIp }),
    registerByIp: createLimiter(redis, { keyPrefix: 'register_ip', points: registration.perIpPerHour, durationSeconds: 60 * 60 }),
    registerGlobal: createLimiter(redis, { keyPrefix: 'register_all', points: registration.globalPerMinute, durationSeconds: 60 }),
  };
}

/**
 * Takes one attempt from the allowance of `key` BEFORE any password is checked: the increment is
 * atomic in the store (Redis or memory), so parallel guesses cannot all pass a check made first.
 * Returns the attempts left after this one; when none was left, throws `locked(ms until one is back)`.
 */
export async function takeAttempt(limiter: RateLimiterAbstract, key: string, locked: (ms: number) => Error): Promise<number> {
  try {
    const res = await limiter.consume(key);
    return res.remainingPoints;
  } catch (err) {
    if (err instanceof RateLimiterRes) throw locked(err.msBeforeNext);
    throw err;
  }
}

/** Gives an attempt back (a right password is not a guess). */
export async function giveBackAttempt(limiter: RateLimiterAbstract, key: string): Promise<void> {
  await limiter.reward(key, 1);
}

/**
 * The key of an account's allowance: its id once the lookup found it, so the username in any
 * letter case and the e-mail address share one counter. An unknown name gets a key of its own
 * (lower-cased as PostgreSQL's lower() does for the lookup), never an account's.
 */
export function accountKey(scope: string, accountId: number | null, typed: string): string {
  return accountId !== null ? `${scope}:id:${accountId}` : `${scope}:name:${typed.toLowerCase()}`;
}
