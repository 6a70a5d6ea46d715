import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { startScheduledJobs, type JobLog, type ScheduledJob } from '../db/schedule.ts';
import { closeMonths } from '../modules/affiliate/statements.ts';
import { expireBonuses } from '../modules/bonus/bonus.service.ts';
import { advanceSummaries } from '../modules/reports/reports.service.ts';
import { runReconciliation } from '../modules/wallet/wallet.service.ts';
import { sweepExpiredSessions } from '../plugins/session-sweep.ts';

export interface JobsLog extends JobLog {
  info(obj: object, msg: string): void;
}

/**
 * The cluster's scheduled work (db/schedule.ts: each job runs once per interval for all nodes):
 * - ledger reconciliation: every invariant of the ledger checked on production data, the run
 *   recorded (reconciliation_runs, shown by /healthz and to staff); a breach, a timeout or an
 *   error is logged as an error, the alert the operator's log monitoring pages on;
 * - session sweep: expired player and staff sessions deleted;
 * - report summaries: the ledger folded into the reports' daily rows (modules/reports), every minute;
 * - bonus expiry: active bonuses past their expiry end, the rest of their money back to the house
 *   (safe on several nodes at once even without the schedule's claim: bonus.service.ts expireBonuses);
 * - affiliate statements: at each Istanbul month's close, once the report summaries cover it, every
 *   affiliate's statement computed and locked (modules/affiliate/statements.ts closeMonths; a second
 *   run finds the month made: one statement per affiliate and month).
 */
export function scheduledJobs(db: Db, config: Config, log: JobsLog): ScheduledJob[] {
  return [
    {
      name: 'ledger-reconciliation',
      everyMs: config.reconcile.everyMs,
      run: async () => {
        const run = await runReconciliation(db, config.reconcile.timeoutMs);
        const summary = { outcome: run.outcome, durationMs: run.durationMs, breaches: run.breaches.length };
        if (run.outcome === 'ok') log.info(summary, 'ledger reconciliation: all invariants hold');
        else log.error({ ...summary, first: run.breaches.slice(0, 20) }, 'LEDGER RECONCILIATION FAILED');
      },
    },
    {
      name: 'report-summaries',
      everyMs: 60_000,
      run: async () => {
        const folded = await advanceSummaries(db);
        if (folded > 0) log.info({ folded }, 'report summaries: ledger transactions folded');
      },
    },
    { name: 'session-sweep', everyMs: 15 * 60_000, run: () => sweepExpiredSessions(db) },
    {
      name: 'bonus-expiry',
      everyMs: 60_000,
      run: async () => {
        const ended = await expireBonuses(db);
        if (ended > 0) log.info({ ended }, 'bonus expiry: expired bonuses ended');
      },
    },
    {
      name: 'affiliate-statements',
      everyMs: 15 * 60_000,
      run: async () => {
        const made = await closeMonths(db);
        if (made > 0) log.info({ made }, 'affiliate statements: months closed');
      },
    },
  ];
}

/** Starts the scheduled jobs on this node; the function returned stops them. */
export function startJobs(db: Db, config: Config, log: JobsLog): () => Promise<void> {
  return startScheduledJobs(db, scheduledJobs(db, config, log), log);
}
