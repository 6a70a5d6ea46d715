import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throwaway database on the local PostgreSQL server; dropped by the returned function. */
export async function createDatabase(
  prefix: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** pgbench tpcb-like on its own database of the same server: the baseline every figure is compared with. */
export async function pgbenchTps(opts: { scale: number; clients: number; seconds: number }): Promise<number> {
  const db = await createDatabase('pgbench');
  try {
    const url = new URL(db.url);
    const args = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
    execFileSync('pgbench', [...args, '-i', '-q', '-s', String(opts.scale), db.name], { stdio: 'ignore' });
    const out = execFileSync(
      'pgbench',
      [...args, '-c', String(opts.clients), '-j', '2', '-M', 'prepared', '-T', String(opts.seconds), db.name],
      { encoding: 'utf8' },
    );
    const m =
      /tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/.exec(out);
    if (!m) throw new Error(`could not read pgbench output:\n${out}`);
    return Number(m[1]);
  } finally {
    await db.drop();
  }
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function synchronousCommit(url: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query('show synchronous_commit');
  await c.end();
  return rows[0].synchronous_commit;
}

/**
 * Starts a TypeScript server script (through tsx) in its own process group and waits for its
 * /healthz; stop() ends the group, so the tsx child stops too.
 */
export async function startServer(
  script: string,
  port: number,
  env: Record<string, string>,
): Promise<{ stop: () => void }> {
  const child = spawn('npx', ['tsx', script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already stopped
    }
  };
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`${script} did not start`);
}
