import type { Db } from './client.ts';

/**
 * Jobs that run once per interval for the whole cluster, not once per node: every node ticks, and a
 * tick runs the job only if it claims the run, by moving the job's last start with one conditional
 * update (under the row's lock, so of two nodes ticking together exactly one wins). A node that
 * starts after a run was made waits for the interval to pass.
 */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  run: () => Promise<void>;
}

export interface JobLog {
  error(obj: object, msg: string): void;
}

/** Claims the job's run if its last start is at least everyMs old (or it never ran). */
export async function claimJobRun(db: Db, name: string, everyMs: number): Promise<boolean> {
  await db.query(`insert into scheduled_jobs (name) values ($1) on conflict (name) do nothing`, [name]);
  const rows = await db.query(
    `update scheduled_jobs set last_started_at = now()
      where name = $1 and (last_started_at is null or last_started_at <= now() - make_interval(secs => $2::double precision / 1000))
      returning name`,
    [name, everyMs],
  );
  return rows.length === 1;
}

async function finishJobRun(db: Db, name: string): Promise<void> {
  await db.query(`update scheduled_jobs set last_finished_at = now() where name = $1`, [name]);
}

/** Runs the job now if this node claims the run; a failure is logged and the next interval tries again. */
export async function tickJob(db: Db, job: ScheduledJob, log: JobLog): Promise<boolean> {
  try {
    if (!(await claimJobRun(db, job.name, job.everyMs))) return false;
    await job.run();
    await finishJobRun(db, job.name);
    return true;
  } catch (err) {
    log.error({ err, job: job.name }, 'scheduled job failed');
    return false;
  }
}

/**
 * Ticks every job at once and then every minute (or its interval, if shorter), never two ticks of one
 * job at a time on a node. Returns the function that stops them (and waits for a run under way).
 */
export function startScheduledJobs(db: Db, jobs: readonly ScheduledJob[], log: JobLog): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<unknown>>();
  for (const job of jobs) {
    const tick = () => {
      if (running.has(job.name)) return;
      const p = tickJob(db, job, log).finally(() => running.delete(job.name));
      running.set(job.name, p);
    };
    tick();
    timers.push(setInterval(tick, Math.min(job.everyMs, 60_000)).unref());
  }
  return async () => {
    for (const t of timers) clearInterval(t);
    await Promise.allSettled(running.values());
  };
}
