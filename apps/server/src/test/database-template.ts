import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, type Db } from '../db/client.ts';

/**
 * The migrated database each server test file starts from, made once per run by the server
 * project's globalSetup (test/global-setup.ts): a PGlite data directory's tarball, or a template
 * database on the PostgreSQL server (TEST_PG_ADMIN_URL). docs/decisions/0020.
 */
export type DatabaseTemplate = { kind: 'pglite'; tarball: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | undefined;
  }
}

export function databaseTemplate(): DatabaseTemplate | undefined {
  return inject('databaseTemplate');
}

let tarball: Promise<Blob> | undefined;

/**
 * An embedded database of this test file's own, in memory: a copy of the run's migrated template,
 * or (run without the globalSetup) a new, empty one.
 */
export async function openTestPglite(): Promise<Db> {
  const template = databaseTemplate();
  if (template?.kind !== 'pglite') return openPglite(undefined);
  tarball ??= readFile(template.tarball).then((bytes) => new Blob([bytes]));
  return openPglite(undefined, { loadDataDir: await tarball });
}
