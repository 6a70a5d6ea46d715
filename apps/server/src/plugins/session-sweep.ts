import type { Db } from '../db/client.ts';
import { deleteExpiredSessions } from './session.queries.ts';

/**
 * Deletes the expired player and staff sessions (a session row is a credential's digest: none kept
 * longer than needed). Run every 15 minutes for the cluster by the scheduled jobs (bootstrap/jobs.ts).
 */
export async function sweepExpiredSessions(db: Db): Promise<void> {
  await deleteExpiredSessions(db);
}
