import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startUp } from './bootstrap/bootstrap.ts';
import { openDatabase } from './db/open.ts';
import { startJobs } from './bootstrap/jobs.ts';

/** Process entry: config -> database -> app -> start-up (bootstrap/) -> listen, and a graceful stop. */
async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : undefined;
  const app = await buildApp({ config, db, redis });
  await startUp(db, config, { log: app.log });
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

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Site: http://localhost:${config.port}  (veritabanı: ${db.kind === 'pglite' ? config.dataDir : 'PostgreSQL'})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
