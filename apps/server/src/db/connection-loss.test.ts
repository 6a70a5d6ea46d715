import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isUnavailable } from '../lib/errors.ts';
import { openPostgres } from './client.ts';
import { createThrowawayDatabase } from './throwaway.ts';

const adminUrl = process.env.TEST_PG_ADMIN_URL;

/**
 * A connection cut while a request holds it between two statements (a database restart, a failover,
 * an operator's pg_terminate_backend): node-postgres emits 'error' on the client, which would end the
 * process without a listener. The request fails as unavailable (a 503), the broken connection is
 * dropped and the pool serves the next one (docs/decisions/0027; the whole restart:
 * test/faults/postgres-restart.faults.ts). PostgreSQL only: PGlite has no connection to cut.
 */
describe.skipIf(!adminUrl)('a PostgreSQL connection cut under a transaction', () => {
  it('fails that transaction as unavailable; the process and the pool carry on', async () => {
    const database = await createThrowawayDatabase(adminUrl!, 'conn_loss');
    const db = await openPostgres(database.url, 1);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      let backend!: (pid: number) => void;
      const pid = new Promise<number>((resolve) => (backend = resolve));
      let resume!: () => void;
      const cut = new Promise<void>((resolve) => (resume = resolve));
      const work = db.tx(async (tx) => {
        const [row] = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
        backend(row!.pid);
        await cut; // no statement running: the cut reaches the client as an 'error' event
        await tx.query('select 1');
      });
      await admin.query('select pg_terminate_backend($1)', [await pid]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      resume();
      const failure = await work.then(
        () => null,
        (err: unknown) => err,
      );
      expect(isUnavailable(failure)).toBe(true);
      // the pool's one connection was the cut one: the next statement gets a new connection
      expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await db.close();
      await database.drop();
    }
  });
});
