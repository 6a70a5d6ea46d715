import type { Db } from '../../db/client.ts';
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
