import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { lockForStartUp } from '../db/transactions.ts';
import { sealPlainSecrets } from '../db/seal-secrets.ts';
import { ensureAdmin } from '../modules/backoffice/staff.service.ts';
import { syncHouseCatalogue } from '../modules/games/games.service.ts';
import { ensureHouseProvider } from '../modules/provider/provider.service.ts';
import { seed } from './seed.ts';

export interface StartUpOptions {
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** The demo content on the first start; by default as the configuration says (SEED_DEMO). */
  demo?: boolean;
  /** Brings the in-house catalogue in line with packages/games (default true; tests that need no games skip it). */
  catalogue?: boolean;
}

/**
 * Start-up, the one sequence main.ts, the test harness and the benchmarks run on a database:
 * migrate (and re-apply the changed rule files), seal TOTP and provider secrets stored in clear, the
 * in-house provider's row and secret, its catalogue, seed a new database, the first back-office admin. Every
 * step is safe to run again, and several app nodes may run it at once (migrations and the seed take
 * turns under advisory locks).
 */
export async function startUp(db: Db, config: Config, options: StartUpOptions): Promise<void> {
  await migrate(db);
  await sealPlainSecrets(db, config.totpKey);
  await ensureHouseProvider(db, config.providerHouseSecret, config.totpKey);
  if (options.catalogue ?? true) await syncHouseCatalogue(db);
  // After the catalogue: the demo's free-spins promotion names one of its slots.
  await seed(db, { demo: options.demo ?? config.seedDemo, demoPlayer: config.seedDemoPlayer });
  // Nodes starting together take turns: the second finds the first's admin instead of a unique violation.
  await db.tx(async (tx) => {
    await lockForStartUp(db, tx, ADMIN_LOCK);
    await ensureAdmin(tx, config, options.log);
  });
}

const ADMIN_LOCK = 734_221_003;
