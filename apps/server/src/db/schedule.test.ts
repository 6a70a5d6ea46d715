import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/harness.ts';
import { claimJobRun, startScheduledJobs, tickJob, type ScheduledJob } from './schedule.ts';

const t = useTestContext({ demo: false });

const silent = { errors: [] as unknown[], error(obj: object) { this.errors.push(obj); } };
const HOUR = 60 * 60 * 1000;

describe('scheduled jobs (once per interval for the cluster)', () => {
  it('lets exactly one of many nodes claiming at once run the job, and none again within the interval', async () => {
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimJobRun(t.db, 'claim-race', HOUR)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobRun(t.db, 'claim-race', HOUR)).toBe(false);
    // Once the interval has passed (the last start moved back), the next claim wins again.
    await t.db.query(`update scheduled_jobs set last_started_at = now() - interval '61 minutes' where name = 'claim-race'`);
    expect(await claimJobRun(t.db, 'claim-race', HOUR)).toBe(true);
  });

  it('runs the job only on a claimed tick, records its end, and logs a failure without throwing', async () => {
    let runs = 0;
    const job: ScheduledJob = { name: 'tick-job', everyMs: HOUR, run: async () => void (runs += 1) };
    expect(await tickJob(t.db, job, silent)).toBe(true);
    expect(await tickJob(t.db, job, silent)).toBe(false);
    expect(runs).toBe(1);
    const [row] = await t.db.query<{ started: Date; finished: Date }>(
      `select last_started_at as started, last_finished_at as finished from scheduled_jobs where name = 'tick-job'`,
    );
    expect(row!.finished.getTime()).toBeGreaterThanOrEqual(row!.started.getTime());

    const failing: ScheduledJob = { name: 'failing-job', everyMs: HOUR, run: () => Promise.reject(new Error('boom')) };
    expect(await tickJob(t.db, failing, silent)).toBe(false);
    expect(silent.errors).toHaveLength(1);
  });

  it('runs a job once when two nodes start their schedules together', async () => {
    let runs = 0;
    const job: ScheduledJob = { name: 'two-nodes', everyMs: HOUR, run: async () => void (runs += 1) };
    const stopA = startScheduledJobs(t.db, [job], silent);
    const stopB = startScheduledJobs(t.db, [job], silent);
    await Promise.all([stopA(), stopB()]);
    expect(runs).toBe(1);
  });
});
