import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createThrowawayDatabase } from '../db/throwaway.ts';
import type { DatabaseTemplate } from './database-template.ts';

/**
 * The server project's globalSetup: migrates one database for the whole run and hands it to the
 * test files (test/database-template.ts), which each start from a copy of it instead of creating
 * a database (PGlite's initdb) and running every migration again. Start-up's other steps (secrets,
 * catalogue, seed, admin) stay per file. Returns the teardown that removes the template.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  let template: DatabaseTemplate;
  let remove: () => Promise<void>;
  if (adminUrl) {
    // Copied by CREATE DATABASE ... TEMPLATE, which needs no one connected to it: closed before the files start.
    const target = await createThrowawayDatabase(adminUrl, 'tpl');
    try {
      const db = await openPostgres(target.url, 1);
      await migrate(db).finally(() => db.close());
    } catch (err) {
      await target.drop();
      throw err;
    }
    template = { kind: 'postgres', name: target.name };
    remove = target.drop;
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), 'casino-template-'));
    remove = () => rm(dir, { recursive: true, force: true });
    const db = await openPglite(undefined);
    try {
      await migrate(db);
      const tarball = path.join(dir, 'pgdata.tar');
      await writeFile(tarball, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
      template = { kind: 'pglite', tarball };
    } catch (err) {
      await remove();
      throw err;
    } finally {
      await db.close();
    }
  }
  project.provide('databaseTemplate', template);
  return remove;
}
