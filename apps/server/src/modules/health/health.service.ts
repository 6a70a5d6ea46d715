import type { Db } from '../../db/client.ts';
import { latestReconciliationCached } from '../wallet/wallet.service.ts';
import * as q from './health.queries.ts';

/** Whether the database answers (the load balancer's health check). */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await q.ping(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * The ledger's last reconciliation, for monitoring: when it ran and what it found ('ok', 'breach',
 * 'timeout', 'error'); null fields before the first run. A breach does not make the node unhealthy
 * (taking nodes out of the load balancer would not mend the ledger): it is an alert for staff.
 * Read at most once a minute per node (the load balancer asks every few seconds).
 */
export async function ledgerHealth(db: Db): Promise<{ reconciled_at: string | null; outcome: string | null }> {
  const run = await latestReconciliationCached(db);
  return { reconciled_at: run ? run.finished_at.toISOString() : null, outcome: run?.outcome ?? null };
}
