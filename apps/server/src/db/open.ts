import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type Db } from './client.ts';
import { migrate } from './migrate.ts';
import { sealPlainTotpSecrets } from './seal-totp.ts';
import { seed } from './seed/seed.ts';
import { ensureHouseProvider } from '../modules/provider/provider.service.ts';
import { syncHouseCatalogue } from '../modules/games/games.service.ts';

/** Opens PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR; migrates and seeds. */
export async function openDatabase(config: Config): Promise<Db> {
  await mkdir(config.uploadsDir, { recursive: true });
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(path.join(config.dataDir, 'db'));
  await migrate(db);
  await seed(db, { demo: config.seedDemo, demoPlayer: config.seedDemoPlayer });
  await sealPlainTotpSecrets(db, config.totpKey);
  await ensureHouseProvider(db, config.providerHouseSecret);
  await syncHouseCatalogue(db);
  return db;
}
