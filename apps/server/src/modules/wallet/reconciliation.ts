import type { Db } from '../../db/client.ts';
import { baseDatabase } from '../../db/player-notes.ts';
import { reconcile, type Breach } from './ledger.ts';
import * as q from './reconciliation.queries.ts';

export type ReconciliationOutcome = q.ReconciliationRunRow['outcome'];

export interface ReconciliationRun {
  startedAt: Date;
  durationMs: number;
  outcome: ReconciliationOutcome;
  breaches: Breach[];
}

/** PostgreSQL's code for a statement stopped by statement_timeout. */
const QUERY_CANCELED = '57014';
/** At most this many breaches are kept with a run (the count is always right in the log). */
const KEEP_BREACHES = 200;

/**
 * Checks every invariant of the ledger on one snapshot of production data, in bounded time, and
 * records the run: 'ok', 'breach' (with what broke), 'timeout' (the checks took longer than
 * allowed) or 'error'. Money never moves here; the caller decides whom to alert.
 */
export async function runReconciliation(db: Db, timeoutMs: number): Promise<ReconciliationRun> {
  const startedAt = new Date();
  const t0 = performance.now();
  let outcome: ReconciliationOutcome;
  let breaches: Breach[] = [];
  try {
    breaches = await db.tx(async (tx) => {
      await q.beginSnapshot(tx, timeoutMs);
      return reconcile(tx);
    });
    outcome = breaches.length ? 'breach' : 'ok';
  } catch (err) {
    const code = (err as { code?: string }).code;
    outcome = code === QUERY_CANCELED ? 'timeout' : 'error';
    breaches = [{ check: outcome, detail: err instanceof Error ? err.message : String(err) }];
  }
  const durationMs = Math.round(performance.now() - t0);
  await q.insertRun(db, { startedAt, durationMs, outcome, breaches: breaches.slice(0, KEEP_BREACHES) });
  recentlyRead.delete(baseDatabase(db)); // this node's next look sees its own run at once
  return { startedAt, durationMs, outcome, breaches };
}

/** How long the health check reuses the latest run it read: runs are minutes apart. */
export const LATEST_RUN_CACHE_MS = 60_000;
const recentlyRead = new WeakMap<Db, { at: number; run: Promise<q.ReconciliationRunRow | null> }>();

/**
 * The latest run as read at most `LATEST_RUN_CACHE_MS` ago (per database handle), for /healthz,
 * which the load balancer calls every few seconds: a run recorded by another node shows within a
 * minute, one recorded by this node at once. A failed read is not kept.
 */
export function latestReconciliationCached(db: Db): Promise<q.ReconciliationRunRow | null> {
  const now = Date.now();
  const key = baseDatabase(db);
  const kept = recentlyRead.get(key);
  if (kept && now - kept.at < LATEST_RUN_CACHE_MS) return kept.run;
  const run = latestReconciliation(db);
  const entry = { at: now, run };
  recentlyRead.set(key, entry);
  run.catch(() => {
    if (recentlyRead.get(key) === entry) recentlyRead.delete(key);
  });
  return run;
}

/** The latest run, for the health check and staff: null before the first. */
export async function latestReconciliation(db: Db): Promise<q.ReconciliationRunRow | null> {
  const [row] = await q.latestRuns(db, 1);
  return row ?? null;
}

/** The latest runs, newest first (staff). */
export function recentReconciliations(db: Db, limit = 20): Promise<q.ReconciliationRunRow[]> {
  return q.latestRuns(db, limit);
}
