import type { Queryable } from '../../db/client.ts';

/**
 * The reconciliation's view of the data: one snapshot (repeatable read, read only) so that every
 * check sees the same moment while money keeps moving, and a statement timeout that bounds the run.
 * Must be the first statement of its transaction.
 */
export async function beginSnapshot(q: Queryable, timeoutMs: number): Promise<void> {
  await q.query(`set transaction isolation level repeatable read, read only`);
  await q.query(`select set_config('statement_timeout', $1, true)`, [String(timeoutMs)]);
}

export interface ReconciliationRunRow {
  id: string;
  started_at: Date;
  finished_at: Date;
  duration_ms: number;
  outcome: 'ok' | 'breach' | 'timeout' | 'error';
  breaches: { check: string; detail: string }[];
}

export async function insertRun(
  q: Queryable,
  r: { startedAt: Date; durationMs: number; outcome: ReconciliationRunRow['outcome']; breaches: unknown[] },
): Promise<ReconciliationRunRow> {
  const [row] = await q.query<ReconciliationRunRow>(
    `insert into reconciliation_runs (started_at, duration_ms, outcome, breaches) values ($1, $2, $3, $4::jsonb)
     returning id::text, started_at, finished_at, duration_ms, outcome, breaches`,
    [r.startedAt, r.durationMs, r.outcome, JSON.stringify(r.breaches)],
  );
  return row!;
}

export function latestRuns(q: Queryable, limit: number) {
  return q.query<ReconciliationRunRow>(
    `select id::text, started_at, finished_at, duration_ms, outcome, breaches from reconciliation_runs
      order by started_at desc, id desc limit $1`,
    [limit],
  );
}
