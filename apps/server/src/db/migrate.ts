import Postgrator from 'postgrator';
import path from 'node:path';
import type { Db } from './client.ts';

const migrationsDir = path.join(import.meta.dirname, 'migrations');
const LOCK_ID = 734_221_001;

/** Applies the SQL migrations in db/migrations (the same files for PGlite and PostgreSQL). */
export async function migrate(db: Db): Promise<string[]> {
  // Several app nodes may start at once against one PostgreSQL: only one migrates at a time.
  // PGlite is a single connection, so the lock is not needed (nor possible across connections).
  return db.tx(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [LOCK_ID]);
    const postgrator = new Postgrator({
      migrationPattern: path.join(migrationsDir, '*.sql').replaceAll('\\', '/'),
      driver: 'pg',
      schemaTable: 'schema_version',
      execQuery: async (sql: string) => ({ rows: await tx.query(sql) }),
      execSqlScript: (sql: string) => tx.exec(sql),
    });
    const applied = await postgrator.migrate();
    return applied.map((m) => m.filename);
  });
}
