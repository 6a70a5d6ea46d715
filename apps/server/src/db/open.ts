import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type Db } from './client.ts';

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR. Migrating and
 * seeding it is start-up's work (bootstrap/bootstrap.ts).
 */
export async function openDatabase(config: Config): Promise<Db> {
  await mkdir(config.uploadsDir, { recursive: true });
  return config.databaseUrl ? openPostgres(config.databaseUrl, undefined, config.reportPool) : openPglite(path.join(config.dataDir, 'db'));
}
