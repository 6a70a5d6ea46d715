import type { Db, Queryable } from './client.ts';

/** A deadlock or a serialization failure: the database's word for two transactions that raced. */
export const RACES: readonly string[] = ['40001', '40P01'];

/**
 * Runs fn again when the database reports a race (by default a deadlock or serialization failure;
 * callers may name more codes), with a short jittered pause; idempotency keeps the retry safe.
 */
export async function retryOnRace<T>(fn: () => Promise<T>, codes: readonly string[] = RACES, attempts = 4): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await fn();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (!code || !codes.includes(code) || i >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 5 * i + Math.random() * 10));
    }
  }
}

/** Runs a database transaction again on a deadlock or serialization failure. */
export function inTransaction<T>(db: Db, fn: (tx: Queryable) => Promise<T>, attempts = 4): Promise<T> {
  return retryOnRace(() => db.tx(fn), RACES, attempts);
}

/**
 * Holds a transaction-scoped advisory lock on PostgreSQL, so that several app nodes starting at once
 * take turns (migrations, seeding). PGlite is a single connection: the lock is not needed there.
 */
export async function lockForStartUp(db: Db, tx: Queryable, lockId: number): Promise<void> {
  if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [lockId]);
}
