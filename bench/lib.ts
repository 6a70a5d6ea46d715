import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { loadConfig } from '../apps/server/src/config.ts';
import pg from 'pg';
import type { Queryable } from '../apps/server/src/db/client.ts';
import { createThrowawayDatabase } from '../apps/server/src/db/throwaway.ts';
import { sha256Hex } from '../apps/server/src/lib/crypto.ts';

/**
 * The server's configuration for a benchmark database: a server database needs real secrets (the
 * configuration refuses the development ones), so each run makes its own.
 */
export function benchConfig(databaseUrl: string) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATABASE_URL: databaseUrl,
    PROVIDER_HOUSE_SECRET: randomBytes(32).toString('hex'),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  });
}

export const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throwaway database on the local PostgreSQL server; dropped by the returned function. */
export function createDatabase(prefix: string) {
  return createThrowawayDatabase(ADMIN_URL, prefix);
}

/**
 * The end of a bench's database: dropped after a moment for the server's connections to close, or
 * kept (and named) with BENCH_KEEP_DB.
 */
export async function releaseDatabase(target: Awaited<ReturnType<typeof createDatabase>>): Promise<void> {
  await new Promise((r) => setTimeout(r, 500));
  if (process.env.BENCH_KEEP_DB) console.log(`kept database ${target.url} (BENCH_KEEP_DB)`);
  else await target.drop();
}

/**
 * `count` players of the site, each with their three ledger accounts at zero; numbered from `first`
 * (their usernames and TC numbers), so the players of several sites stay apart.
 */
export async function insertBenchPlayers(db: Queryable, siteId: number, count: number, first = 1): Promise<void> {
  await db.query(
    `insert into players (site_id, username, email, password_hash, first_name, last_name, phone, tc, birthdate, gender, city)
       select $1, 'bench' || g, 'bench' || g || '@b.example', 'x', 'B', 'P', '05320000000', (10000000000 + g)::text, '1990-01-01', 'male', 'İstanbul'
         from generate_series($3::int, $3::int + $2 - 1) g`,
    [siteId, count, first],
  );
  await db.query(
    `insert into accounts (site_id, player_id, kind)
     select $1, p.id, k from players p, unnest(array['cash', 'bonus', 'withdraw_hold']) k
      where p.site_id = $1 and not exists (select 1 from accounts a where a.player_id = p.id)`,
    [siteId],
  );
}

/**
 * Every player's cash of the site at `kurus`, by one ledger posting each (bank -> cash), so the books stay
 * balanced and the reconciliation after a run is clean.
 */
export async function fundPlayers(db: Queryable, siteId: number, kurus: number): Promise<void> {
  await db.query(
    `with t as (
       insert into ledger_transactions (site_id, idempotency_key, kind, player_id)
       select $1, 'fund:' || id, 'deposit', id from players where site_id = $1 returning id, player_id
     ), e as (
       insert into ledger_entries (transaction_id, account_id, amount, balance_after)
       select t.id, a.id, x.amount, case when a.player_id is null then null else $2::int8 end
         from t cross join lateral (values ('bank', -$2::int8, null::int), ('cash', $2::int8, t.player_id)) x(kind, amount, pid)
         join accounts a on a.kind = x.kind and ((x.pid is null and a.player_id is null and a.site_id = $1) or a.player_id = x.pid)
       returning 1
     ) update accounts set balance = $2::int8 where kind = 'cash' and site_id = $1 and player_id is not null`,
    [siteId, kurus],
  );
}

/**
 * A browser session per player, written as login writes it (the SHA-256 of the cookie's token; not
 * remembered: the 2-hour idle rule and its touches apply): logging thousands of players in through
 * argon2 would measure argon2. Returns the tokens, in the order of `playerIds`.
 */
export async function openBenchSessions(db: Queryable, playerIds: number[], userAgent: string): Promise<string[]> {
  const tokens = playerIds.map(() => randomBytes(32).toString('base64url'));
  await db.query(
    `insert into sessions (id, player_id, remember, ip, user_agent, expires_at)
     select s.id, s.player_id, false, '127.0.0.1', $3, now() + interval '12 hours'
       from unnest($1::text[], $2::int[]) as s(id, player_id)`,
    [tokens.map(sha256Hex), playerIds, userAgent],
  );
  return tokens;
}

/**
 * pgbench tpcb-like on its own database of the same server: the baseline every figure is compared
 * with. Initialised once; run() may be called several times (a bench interleaves it with its own
 * load, so a machine that gets faster or slower during the run affects both alike).
 */
export async function openPgbench(scale: number) {
  const db = await createDatabase('pgbench');
  const url = new URL(db.url);
  const args = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
  try {
    execFileSync('pgbench', [...args, '-i', '-q', '-s', String(scale), db.name], { stdio: 'ignore' });
  } catch (err) {
    await db.drop();
    throw err;
  }
  return {
    /**
     * Transactions and seconds of one run (connection time excluded). Returns once pgbench's server
     * processes have ended, so what they did is not counted in what is measured next.
     */
    async run(clients: number, seconds: number): Promise<{ txns: number; seconds: number }> {
      const out = execFileSync(
        'pgbench',
        [...args, '-c', String(clients), '-j', '2', '-M', 'prepared', '-T', String(seconds), db.name],
        { encoding: 'utf8' },
      );
      const tps = /tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/.exec(out);
      const txns = /number of transactions actually processed: (\d+)/.exec(out);
      if (!tps || !txns) throw new Error(`could not read pgbench output:\n${out}`);
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      try {
        for (let i = 0; i < 50; i += 1) {
          const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [db.name]);
          if (rows[0].n === 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
      } finally {
        await admin.end();
      }
      return { txns: Number(txns[1]), seconds: Number(txns[1]) / Number(tps[1]) };
    },
    drop: () => db.drop(),
  };
}

export async function pgbenchTps(opts: { scale: number; clients: number; seconds: number }): Promise<number> {
  const pgbench = await openPgbench(opts.scale);
  try {
    const { txns, seconds } = await pgbench.run(opts.clients, opts.seconds);
    return txns / seconds;
  } finally {
    await pgbench.drop();
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
): Promise<{ stop: () => void; kill: () => void; group: number }> {
  const child = spawn('npx', ['tsx', ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []), script], {
    env: { ...process.env, ...env, PORT: String(port) },
    // BENCH_SERVER_LOG: the server's log (stdout) appended to that file, e.g. with LOG_LEVEL=info
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already stopped
    }
  };
  /** A crash: SIGKILL to the group, nothing finishes. */
  const kill = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already stopped
    }
  };
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { stop, kill, group: child.pid! };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`${script} did not start`);
}

/**
 * CPU time used so far on this machine (Linux /proc), in seconds: by the process group `serverGroup`
 * (the server under test), by PostgreSQL's processes, by this process (the load generator), by
 * everything else, and the machine's idle and disk-wait time. Two snapshots' difference says where a
 * run's CPU went; elsewhere than Linux it returns null and the bench prints no split.
 */
export interface CpuSnapshot {
  server: number;
  postgres: number;
  generator: number;
  other: number;
  idle: number;
  iowait: number;
}
export async function cpuSnapshot(serverGroup: number | undefined): Promise<CpuSnapshot | null> {
  const { readdir, readFile } = await import('node:fs/promises');
  let stat: string;
  try {
    stat = await readFile('/proc/stat', 'utf8');
  } catch {
    return null;
  }
  const tick = 100; // USER_HZ on Linux
  const cpu = stat.split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const snap: CpuSnapshot = { server: 0, postgres: 0, generator: 0, other: 0, idle: cpu[3]! / tick, iowait: cpu[4]! / tick };
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let line: string;
    try {
      line = await readFile(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const close = line.lastIndexOf(')');
    const comm = line.slice(line.indexOf('(') + 1, close);
    const f = line.slice(close + 2).split(' ');
    // fields after the name: state(0) ppid(1) pgrp(2) ... utime(11) stime(12) cutime(13) cstime(14)
    const seconds = (Number(f[11]) + Number(f[12])) / tick;
    const pgrp = Number(f[2]);
    if (Number(pid) === process.pid) snap.generator += seconds;
    else if (serverGroup !== undefined && pgrp === serverGroup) snap.server += seconds;
    // (a PostgreSQL process also counts its ended children: backends and workers that came and went)
    else if (comm === 'postgres') snap.postgres += seconds + (Number(f[13]) + Number(f[14])) / tick;
    else snap.other += seconds;
  }
  return snap;
}

/** The sum of several snapshots (a run measured in turns: the sum of the befores and of the afters). */
export function sumCpu(snaps: (CpuSnapshot | null)[]): CpuSnapshot | null {
  if (snaps.some((x) => x === null)) return null;
  const total: CpuSnapshot = { server: 0, postgres: 0, generator: 0, other: 0, idle: 0, iowait: 0 };
  for (const x of snaps as CpuSnapshot[]) for (const k of Object.keys(total) as (keyof CpuSnapshot)[]) total[k] += x[k];
  return total;
}

/** "where the CPU went" line from two snapshots, per unit of work (microseconds of CPU per unit). */
export function cpuSplit(a: CpuSnapshot | null, b: CpuSnapshot | null, units: number, unit: string): string {
  if (!a || !b) return 'CPU split: not available on this system';
  const us = (k: keyof CpuSnapshot) => (((b[k] - a[k]) / units) * 1e6).toFixed(0);
  return (
    `CPU per ${unit}: server ${us('server')} µs, PostgreSQL ${us('postgres')} µs, load generator ${us('generator')} µs, ` +
    `other ${us('other')} µs; machine idle ${us('idle')} µs, waiting for the disk ${us('iowait')} µs`
  );
}

/** Deletes the column statistics of every table of the public schema (as if none had been analyzed). Needs a superuser. */
export async function deleteStatistics(q: Queryable): Promise<void> {
  await q.query(`delete from pg_statistic where starelid in (select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public')`);
}

/**
 * Statistics from before a load: each of `tables` gets the statistics of its first 5 % (by physical
 * order, the order it was written in): a copy of those rows analyzed, its pg_statistic rows moved onto
 * the table by column name, its row count set to theirs; the other tables' statistics are deleted.
 * Works inside a transaction too (bench/report-plans.ts rolls it back). Needs a superuser.
 */
export async function staleStatistics(q: Queryable, tables: string[]): Promise<void> {
  await deleteStatistics(q);
  for (const table of tables) {
    const copy = `bench_stale_${table}`;
    await q.query(`drop table if exists ${copy}`);
    await q.query(`create table ${copy} as select * from ${table} limit (select greatest(1000, reltuples::bigint / 20) from pg_class where oid = '${table}'::regclass)`);
    await q.query(`analyze ${copy}`);
    await q.query(
      `insert into pg_statistic
       select t.attrelid, t.attnum, s.stainherit, s.stanullfrac, s.stawidth, s.stadistinct,
              s.stakind1, s.stakind2, s.stakind3, s.stakind4, s.stakind5, s.staop1, s.staop2, s.staop3, s.staop4, s.staop5,
              s.stacoll1, s.stacoll2, s.stacoll3, s.stacoll4, s.stacoll5, s.stanumbers1, s.stanumbers2, s.stanumbers3, s.stanumbers4, s.stanumbers5,
              s.stavalues1, s.stavalues2, s.stavalues3, s.stavalues4, s.stavalues5
         from pg_statistic s
         join pg_attribute c on c.attrelid = s.starelid and c.attnum = s.staattnum
         join pg_attribute t on t.attrelid = '${table}'::regclass and t.attname = c.attname and not t.attisdropped
        where s.starelid = '${copy}'::regclass`,
    );
    await q.query(`update pg_class set reltuples = (select reltuples from pg_class where oid = '${copy}'::regclass) where oid = '${table}'::regclass`);
    await q.query(`drop table ${copy}`);
  }
}
