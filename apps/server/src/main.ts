import { isMainThread } from 'node:worker_threads';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startUp } from './bootstrap/bootstrap.ts';
import { openDatabase } from './db/open.ts';
import { withPlayerNotes } from './db/player-notes.ts';
import { createBus } from './lib/bus.ts';
import { startJobs } from './bootstrap/jobs.ts';

/** Process entry: config -> database -> app -> start-up (bootstrap/) -> listen, and a graceful stop. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  // Shared by every node: rate-limit counters (REDIS_KEY_PREFIX keeps installations sharing a Redis apart).
  const redis = config.redisUrl ? openRedis(config.redisUrl, config.redisKeyPrefix) : undefined;
  // The real-time channel's event bus (docs/decisions/0029): the app's and the scheduled jobs'
  // changes (a bonus expiring) reach the players' browsers, on every node when Redis is there.
  const logger: { current?: FastifyBaseLogger } = {};
  const bus = createBus({ redis, log: { warn: (obj, msg) => logger.current?.warn(obj, msg) } });
  const db = withPlayerNotes(database, bus);
  const app = await buildApp({ config, db, redis, bus });
  logger.current = app.log;
  await startUp(database, config, { log: app.log });
  // Scheduled work for the cluster: the ledger's reconciliation (at once when its interval has
  // passed since the last run of any node, so a first start checks at once), the session sweep.
  const stopJobs = startJobs(db, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      await stopJobs();
      await bus.close();
      await redis?.quit();
      await db.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // A node joining the cluster counts in Redis from its first request when Redis answers (else it
  // starts anyway, counting in memory): waits for the connection, 2 s at most.
  if (redis) await readyWithin(redis, 2_000);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Site: http://localhost:${config.port}  (veritabanı: ${db.kind === 'pglite' ? config.dataDir : 'PostgreSQL'})`);
}

/**
 * Redis holds only rate-limit counters (docs/decisions/0027): while it is out of reach a command
 * fails at once instead of waiting in a queue (no offline queue; a second at most for one sent to a
 * Redis that stopped answering), and each limiter counts in this node's memory (lib/rate-limit.ts).
 * The client reconnects on its own (every 2 s at most) and the limiters use Redis again.
 */
function openRedis(url: string, keyPrefix: string): Redis {
  const redis = new Redis(url, { keyPrefix, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 });
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) console.error(`Redis out of reach, rate limits count in this node's memory: ${err.message}`);
    down = true;
  });
  redis.on('ready', () => {
    if (down) console.error('Redis reachable again, rate limits count in Redis');
    down = false;
  });
  return redis;
}

function readyWithin(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

// A worker thread of this bundle (the crash game's chain, modules/crash/chain-worker.ts) runs its own job only.
if (isMainThread) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
