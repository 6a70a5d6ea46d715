import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { consumeOrThrow, createLimiter } from './rate-limit.ts';

/** Redis out of reach (docs/decisions/0027; the real cut: test/faults/redis-cut.faults.ts). */
describe('a Redis limiter without its Redis', () => {
  it('counts in memory and still limits, without waiting for Redis', async () => {
    // nothing listens on port 1: never connected, and told not to queue commands or retry
    const redis = new Redis({ port: 1, host: '127.0.0.1', lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null });
    try {
      const limiter = createLimiter(redis, { keyPrefix: 'test_insurance', points: 2, durationSeconds: 60 });
      await consumeOrThrow(limiter, 'k', 'Çok fazla deneme');
      await consumeOrThrow(limiter, 'k', 'Çok fazla deneme');
      await expect(consumeOrThrow(limiter, 'k', 'Çok fazla deneme')).rejects.toMatchObject({ statusCode: 429, message: 'Çok fazla deneme' });
      await consumeOrThrow(limiter, 'another', 'Çok fazla deneme'); // each key its own count
    } finally {
      redis.disconnect();
    }
  });
});
