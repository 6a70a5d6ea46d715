import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './nodes.ts';

/**
 * PostgreSQL servers of a test's own, each on its own port and data directory in a temporary folder:
 * a primary made by initdb, and a streaming replica of it made by pg_basebackup; stopped and started
 * again as a test needs. The machine's server is never touched (its pg_hba.conf may not allow
 * replication; a test never changes it). As root (CI) the server programs run as the `postgres` user,
 * which PostgreSQL requires. Throwaway servers: fsync off, small buffers.
 */

/** The server programs: PG_BIN_DIR, else the newest /usr/lib/postgresql/<version>/bin (Debian's layout). */
export function postgresBin(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('no PostgreSQL server binaries (initdb) under /usr/lib/postgresql: set PG_BIN_DIR');
  return path.join(root, newest, 'bin');
}

const asRoot = process.getuid?.() === 0;

/** A command's exit (not its pipes' close: pg_ctl leaves a server running behind it). */
async function runTool(command: string, args: string[], cwd: string): Promise<string> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd, timeout: 120_000 });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code}): ${out}`);
  return out;
}

/** One of the server programs, as the `postgres` user when root, from `cwd` (that user may not enter the tests' own). */
function pgTool(program: string, args: string[], cwd: string): Promise<string> {
  const command = path.join(postgresBin(), program);
  return asRoot
    ? runTool(existsSync('/usr/sbin/runuser') ? '/usr/sbin/runuser' : 'runuser', ['-u', 'postgres', '--', command, ...args], cwd)
    : runTool(command, args, cwd);
}

/** A temporary folder the servers' owner may write in, holding the servers made in it. */
export class PgFolder {
  private readonly servers: PgServer[] = [];

  private constructor(readonly dir: string) {}

  static async create(prefix = 'casino-pg-'): Promise<PgFolder> {
    const dir = await mkdtemp(path.join(tmpdir(), prefix));
    if (asRoot) await runTool('chown', ['postgres:postgres', dir], dir);
    return new PgFolder(dir);
  }

  /** A new primary (initdb: trust for every connection from this machine, replication included), started. */
  async primary(port?: number): Promise<PgServer> {
    await pgTool('initdb', ['-D', path.join(this.dir, 'primary'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], this.dir);
    return this.started('primary', port);
  }

  /** A hot-standby streaming replica of `primary` (pg_basebackup -R -X stream), started. */
  async replica(primary: PgServer, port?: number): Promise<PgServer> {
    const dataDir = path.join(this.dir, 'replica');
    await pgTool('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', dataDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'], this.dir);
    return this.started('replica', port);
  }

  private async started(name: string, port?: number): Promise<PgServer> {
    const server = new PgServer(this.dir, name, port ?? (await freePort()));
    this.servers.push(server);
    await server.start();
    return server;
  }

  /** Stops every server still running (immediate) and deletes the folder with everything inside. */
  async remove(): Promise<void> {
    for (const s of this.servers.reverse()) await s.kill().catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }
}

export class PgServer {
  readonly dataDir: string;
  private running = false;

  constructor(
    private readonly folder: string,
    readonly name: string,
    readonly port: number,
  ) {
    this.dataDir = path.join(folder, name);
  }

  /** The URL of one of its databases (user postgres, trust on 127.0.0.1). */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** One statement on a connection of its own. */
  async query<T = Record<string, unknown>>(sql: string, params?: unknown[], database?: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.url(database) });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** Starts it and waits until it accepts connections (the socket beside the data, loopback only). */
  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c shared_buffers=16MB`;
    await pgTool('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.folder, `${this.name}.log`), '-o', options, '-w', '-t', '60', 'start'], this.folder);
    this.running = true;
  }

  /** A fast shutdown, as an operator's restart or a failover does: sessions cut, open transactions rolled back. */
  async stop(): Promise<void> {
    if (!this.running) return;
    await pgTool('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', '-t', '60', 'stop'], this.folder);
    this.running = false;
  }

  /** An immediate shutdown: the server ends at once, as if it crashed (its data is thrown away with the folder). */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await pgTool('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop'], this.folder);
  }
}

/** Waits until the replica has replayed everything the primary had written when called. */
export async function caughtUp(primary: PgServer, replica: PgServer, timeoutMs = 20_000): Promise<void> {
  const [{ lsn }] = (await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')) as [{ lsn: string }];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await replica.query<{ done: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [lsn]);
    if (row?.done) return;
    if (Date.now() > deadline) throw new Error(`the replica did not replay up to ${lsn} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
