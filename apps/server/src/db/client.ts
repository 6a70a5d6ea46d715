import { createHash } from 'node:crypto';
import pg from 'pg';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';

/**
 * One small interface over the embedded database (PGlite) and a real PostgreSQL server.
 * Both speak the same SQL; int8 (money in kuruş) comes back as bigint in both.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Tx extends Queryable {
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Tx {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function one<T>(db: Queryable, sql: string, params?: unknown[]): Promise<T> {
  const rows = await db.query<T>(sql, params);
  if (rows.length !== 1) throw new Error(`Expected one row, got ${rows.length}`);
  return rows[0]!;
}

export async function maybeOne<T>(db: Queryable, sql: string, params?: unknown[]): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}

export interface PgliteDb extends Db {
  /** The data directory as a tarball, for `openPglite`'s `loadDataDir` (the tests' template). */
  dumpDataDir(): Promise<Blob>;
}

/** `loadDataDir`: a data directory's tarball (PGlite `dumpDataDir`) to start from instead of a new one. */
export async function openPglite(dataDir: string | undefined, options: { loadDataDir?: Blob } = {}): Promise<PgliteDb> {
  const lite = await PGlite.create(dataDir, {
    loadDataDir: options.loadDataDir,
    parsers: { [pgliteTypes.INT8]: (v: string) => BigInt(v) },
    // pg_trgm: the back office's player search (migration 015).
    extensions: { pg_trgm },
  });
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      return (await lite.query<T>(sql, params)).rows;
    },
    tx(fn) {
      return lite.transaction(async (t) =>
        fn({
          query: async <T>(s: string, p?: unknown[]) => (await t.query<T>(s, p)).rows,
          exec: async (s: string) => {
            await t.exec(s);
          },
        }),
      );
    },
    async exec(sql) {
      await lite.exec(sql);
    },
    async close() {
      await lite.close();
    },
    dumpDataDir() {
      return lite.dumpDataDir('none');
    },
  };
}

const int8AsBigint = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (v: string) => BigInt(v);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

// Every statement is prepared once per connection (named by its text's hash): no re-parsing and
// re-planning of the same SQL on the hot paths, as pgbench's prepared mode does.
const statementNames = new Map<string, string>();
function preparedName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function prepared(sql: string, params: unknown[] | undefined) {
  return { name: preparedName(sql), text: sql, values: params ?? [] };
}

export async function openPostgres(url: string, max = 20): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max, types: int8AsBigint });
  let closing = false;
  // An idle connection can be cut by the server (restart, failover, a dropped test database): the
  // pool drops it and opens another on demand; without this handler the process would crash.
  pool.on('error', (err: Error & { code?: string }) => {
    if (closing && err.code === '57P01') return;
    console.error(`PostgreSQL connection lost: ${err.message}`);
  });
  // Fail fast with a clear error when the server is not there.
  await pool.query('select 1');
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      return (await pool.query(prepared(sql, params))).rows as T[];
    },
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          query: async <T>(s: string, p?: unknown[]) => (await client.query(prepared(s, p))).rows as T[],
          exec: async (s: string) => {
            await client.query(s);
          },
        });
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async close() {
      closing = true;
      await pool.end();
    },
  };
}
