import type { Db } from '../../db/client.ts';
import * as q from './queues.queries.ts';

/** What waits in each work queue: pending deposits, withdrawals (first approval and awaiting the second), KYC, open messages, call requests, affiliate applications, open AML flags, balance credits awaiting their second approver. */
export function queueCounts(db: Db) {
  return q.queueCounts(db);
}
