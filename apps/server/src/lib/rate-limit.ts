import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { tooManyRequests } from './errors.ts';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  blockSeconds?: number;
}

/**
 * Limiters live in Redis when REDIS_URL is set (shared by every app node), else in memory. While
 * Redis is out of reach (not connected, or a command failing) a limiter counts in this node's memory
 * instead, its insurance limiter, so a limit still limits, per node, and no request waits for Redis
 * or fails with it (docs/decisions/0027).
 */
export function createLimiter(redis: Redis | undefined, o: LimiterOptions): RateLimiterAbstract {
  const common = {
    keyPrefix: o.keyPrefix,
    points: o.points,
    duration: o.durationSeconds,
    blockDuration: o.blockSeconds ?? 0,
  };
  if (!redis) return new RateLimiterMemory(common);
  return new RateLimiterRedis({ ...common, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(common) });
}

/** Consumes one point or throws a 429 with the given Turkish message. */
export async function consumeOrThrow(limiter: RateLimiterAbstract, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooManyRequests(message, Math.ceil(err.msBeforeNext / 1000));
    throw err;
  }
}
