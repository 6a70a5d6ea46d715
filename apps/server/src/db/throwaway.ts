import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A throwaway database on a PostgreSQL server, for a test file or a benchmark run: created under a
 * random name (a copy of `template` when given: a database no one is connected to), dropped (with
 * its connections) by the returned function.
 */
export async function createThrowawayDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
