import { createHash } from 'node:crypto';
import pg from 'pg';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { AppError, isUnavailable } from '../lib/errors.ts';

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
  /**
   * Where the back office's reports and CSV exports run (docs/decisions/0015): on PostgreSQL a small
   * pool of its own whose statements stop at a timeout, so a slow report never holds the
   * connections the players' calls use and answers staff a Turkish 503 (REPORT_TIMEOUT) instead of
   * running on; read-only, on the streaming replica when one is configured (REPORT_DATABASE_URL,
   * docs/decisions/0028); on PGlite (one connection, no statement timeout) the database itself.
   */
  readonly reports: Db;
  close(): Promise<void>;
}

/**
 * The report pool's size, its statement timeout and the server it reads from: a streaming replica of
 * the main database, or (no url) the main database itself (config.ts: REPORT_POOL_SIZE,
 * REPORT_STATEMENT_TIMEOUT_SECONDS, REPORT_DATABASE_URL).
 */
export interface ReportPoolOptions {
  size: number;
  statementTimeoutMs: number;
  url?: string | undefined;
}

export const DEFAULT_REPORT_POOL: ReportPoolOptions = { size: 4, statementTimeoutMs: 30_000 };

/**
 * How long a request waits for a connection of the main pool (a new one to open, or one of the
 * `max` to come free) before it is answered 503 (lib/errors.ts `isUnavailable`): a database that
 * does not answer (a host gone, a full pool behind a stuck statement) never holds a request longer.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/** What staff read when a report or an export ran out of time or found no report connection free. */
export const REPORT_TIMEOUT = 'Rapor zamanında hazırlanamadı. Lütfen daha kısa bir dönem seçin ya da biraz sonra tekrar deneyin.';

/** What staff read when the reports' server (the replica, or the database) cannot be reached. */
export const REPORT_UNAVAILABLE = 'Raporlar şu anda hazırlanamıyor. Lütfen biraz sonra tekrar deneyin.';

/**
 * The same database with its `reports` on the primary itself: for work whose result is kept (an
 * affiliate's locked statement), which must not read a replica that lags behind what the primary
 * shows, nor stop at the reports' statement timeout.
 */
export function reportsOnPrimary(db: Db): Db {
  return Object.create(db, { reports: { value: db, enumerable: true } }) as Db;
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
  const db: PgliteDb = {
    kind: 'pglite',
    get reports() {
      return db;
    },
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
  return db;
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

/**
 * PostgreSQL through two pools: the main one (`max` connections: players, games, staff work) and the
 * reports' (`reports.size` connections, each with `statement_timeout`; the wait for a free one is
 * bounded by the same time). Either opens its connections on demand. The reports' pool reads from
 * `reports.url` (a streaming replica) when given, and its transactions are read-only wherever it
 * points: a write sent there by mistake fails on the primary too, never lands on the wrong server.
 */
export async function openPostgres(url: string, max = 20, reports: ReportPoolOptions = DEFAULT_REPORT_POOL): Promise<Db> {
  // TCP keep-alive from 10 s of silence: a pooled connection to a host that vanished without a word
  // is found dead and dropped, not lent to the next request.
  const keepAlive = { keepAlive: true, keepAliveInitialDelayMillis: 10_000 };
  const pool = new pg.Pool({ connectionString: url, max, types: int8AsBigint, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...keepAlive });
  const reportPool = new pg.Pool({
    connectionString: reports.url ?? url,
    max: reports.size,
    types: int8AsBigint,
    application_name: 'reports',
    options: '-c default_transaction_read_only=on',
    statement_timeout: reports.statementTimeoutMs,
    connectionTimeoutMillis: reports.statementTimeoutMs,
    ...keepAlive,
  });
  const state = { closing: false };
  for (const p of [pool, reportPool]) watchIdle(p, state);
  // Fail fast with a clear error when the server is not there.
  await pool.query('select 1');
  const reportDb = poolDb(reportPool, state, reportTimeout);
  const main = poolDb(pool, state, (err) => err);
  return {
    ...main,
    reports: reportDb,
    async close() {
      state.closing = true;
      await Promise.all([pool.end(), reportPool.end()]);
    },
  };
}

// A connection can be cut by the server (restart, failover, a dropped test database) while it is
// idle in the pool or while a request holds it between two statements: either way the client emits
// 'error', which would crash the process without a listener (node-postgres listens for the pool only
// while a client is idle). Each client gets its own listener for its whole life; the pool drops a
// broken client (idle, or when it is released) and opens another on demand (docs/decisions/0027).
function watchIdle(pool: pg.Pool, state: { closing: boolean }) {
  const lost = (err: Error & { code?: string }) => {
    if (state.closing && err.code === '57P01') return;
    console.error(`PostgreSQL connection lost: ${err.message}`);
  };
  pool.on('error', lost);
  pool.on('connect', (client) => {
    client.on('error', () => undefined); // reported once, by the pool's listener or the statement that meets it
  });
}

/**
 * A report statement stopped by its statement timeout (57014, query_canceled), or no report
 * connection free within it (node-postgres's pool): a 503 with a Turkish text for staff. The
 * reports' server out of reach (a replica stopped or restarting): a 503 of its own; the players'
 * calls, on the main pool, go on.
 */
function reportTimeout(err: unknown): unknown {
  const e = err as { code?: string; message?: string };
  if (e?.code === '57014' || /timeout exceeded when trying to connect/.test(e?.message ?? '')) return new AppError(503, REPORT_TIMEOUT);
  if (isUnavailable(err)) return new AppError(503, REPORT_UNAVAILABLE);
  return err;
}

function poolDb(pool: pg.Pool, state: { closing: boolean }, mapError: (err: unknown) => unknown): Db {
  const db: Db = {
    kind: 'postgres',
    get reports() {
      return db;
    },
    async query<T>(sql: string, params?: unknown[]) {
      try {
        return (await pool.query(prepared(sql, params))).rows as T[];
      } catch (err) {
        throw mapError(err);
      }
    },
    async tx(fn) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw mapError(err);
      }
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        await client.query('begin');
        result = await fn({
          query: async <T>(s: string, p?: unknown[]) => (await client.query(prepared(s, p))).rows as T[],
          exec: async (s: string) => {
            await client.query(s);
          },
        });
        await client.query('commit');
      } catch (err) {
        // A connection that cannot even roll back is broken: the pool destroys it rather than lend it again.
        const broken = await client.query('rollback').then(
          () => undefined,
          (rollbackErr: unknown) => (rollbackErr instanceof Error ? rollbackErr : new Error('rollback failed')),
        );
        client.release(broken);
        throw mapError(err);
      }
      client.release();
      return result;
    },
    async exec(sql) {
      try {
        await pool.query(sql);
      } catch (err) {
        throw mapError(err);
      }
    },
    async close() {
      state.closing = true;
      await pool.end();
    },
  };
  return db;
}
