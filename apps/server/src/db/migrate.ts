import Postgrator from 'postgrator';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db, Tx } from './client.ts';
import { lockForStartUp } from './transactions.ts';

const migrationsDir = path.join(import.meta.dirname, 'migrations');
// The rule files sit beside their modules (src/modules/...); the production bundle (dist/main.js,
// apps/server/build.mjs) carries copies of them in dist/modules/.
const modulesDir = [path.join(import.meta.dirname, '..', 'modules'), path.join(import.meta.dirname, 'modules')].find((dir) =>
  existsSync(path.join(dir, 'wallet', 'ledger_post.sql')),
) ?? path.join(import.meta.dirname, '..', 'modules');
const LOCK_ID = 734_221_001;

/**
 * The rule files applied after the migrations, in this order, each again whenever its content
 * changes: they re-create database functions (CREATE OR REPLACE) whose rules belong beside the module
 * that calls them, where a reader looks for them.
 */
export const REPEATABLE_FILES: readonly string[] = [
  path.join(modulesDir, 'wallet', 'ledger_post.sql'),
  path.join(modulesDir, 'provider', 'provider_calls.sql'),
  path.join(modulesDir, 'crash', 'crash_cashout.sql'),
];

/**
 * Applies the SQL migrations in db/migrations (the same files for PGlite and PostgreSQL), then the
 * repeatable rule files whose content changed since they were last applied. Returns what it applied.
 */
export async function migrate(db: Db, options: { repeatables?: readonly string[] } = {}): Promise<string[]> {
  // Several app nodes may start at once against one PostgreSQL: only one migrates at a time.
  return db.tx(async (tx) => {
    await lockForStartUp(db, tx, LOCK_ID);
    const postgrator = new Postgrator({
      migrationPattern: path.join(migrationsDir, '*.sql').replaceAll('\\', '/'),
      driver: 'pg',
      schemaTable: 'schema_version',
      execQuery: async (sql: string) => ({ rows: await tx.query(sql) }),
      execSqlScript: (sql: string) => tx.exec(sql),
    });
    const applied = (await postgrator.migrate()).map((m) => m.filename);
    for (const file of options.repeatables ?? REPEATABLE_FILES) {
      if (await applyIfChanged(tx, file)) applied.push(path.basename(file));
    }
    return applied;
  });
}

/** Runs a repeatable file when its checksum differs from the one recorded (or none is); true if it ran. */
async function applyIfChanged(tx: Tx, file: string): Promise<boolean> {
  const sql = await readFile(file, 'utf8');
  const checksum = createHash('sha256').update(sql).digest('hex');
  const name = path.basename(file);
  const [row] = await tx.query<{ checksum: string }>('select checksum from schema_repeatable where name = $1', [name]);
  if (row?.checksum === checksum) return false;
  await tx.exec(sql);
  await tx.query(
    `insert into schema_repeatable (name, checksum) values ($1, $2)
     on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`,
    [name, checksum],
  );
  return true;
}
