import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { serverRoot } from '../config.ts';

/**
 * Real server processes for the tests that need more than one app in this process (the two-node test,
 * the fault tests): each is the entry main.ts (config -> database -> start-up -> jobs -> listen) run by
 * node with tsx's loader, as `npm run dev` and the browser tests run it, with an environment of the
 * test's own only (nothing of the test runner's leaks in); free ports, a browser's cookies and its
 * calls over real HTTP.
 */
export const repoRoot = path.resolve(serverRoot, '../..');
const MAIN = path.join(serverRoot, 'src', 'main.ts');

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls check() until it is true; throws naming `what` after timeoutMs. */
export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000, everyMs = 100): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

const taken = new Set<number>();

/** A TCP port no one listens on now (never the same twice in one test process). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const s = net.createServer();
      s.on('error', reject);
      s.listen(0, '127.0.0.1', () => {
        const { port: p } = s.address() as net.AddressInfo;
        s.close(() => resolve(p));
      });
    });
    if (!taken.has(port)) {
      taken.add(port);
      return port;
    }
  }
}

/**
 * One server process: main.ts with `env` (PORT is set here) and PATH and HOME, nothing else. `start`
 * waits until its /healthz answers 200; `spawn` does not (then `ready()`).
 */
export class ServerNode {
  /** The JSON log lines (pino, production) the node has written so far. */
  readonly logs: Record<string, unknown>[] = [];
  readonly url: string;
  readonly exited: Promise<void>;
  private text = '';

  private constructor(
    readonly name: string,
    readonly port: number,
    private readonly child: ChildProcess,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    let partial = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      this.keep(chunk);
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        try {
          this.logs.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          // not a log line
        }
      }
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => this.keep(chunk));
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  /** Starts the process on `port` (a free one if not given) without waiting for it. */
  static spawn(name: string, env: Record<string, string>, port: number): ServerNode {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new ServerNode(name, port, child);
  }

  /** Starts the process on a free port and waits until its /healthz answers 200. */
  static async start(name: string, env: Record<string, string>, timeoutMs = 150_000): Promise<ServerNode> {
    const node = ServerNode.spawn(name, env, await freePort());
    try {
      await node.ready(timeoutMs);
    } catch (err) {
      await node.stop();
      throw err;
    }
    return node;
  }

  private keep(chunk: string): void {
    this.text += chunk;
    if (this.text.length > 100_000) this.text = this.text.slice(-50_000);
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The end of everything it wrote, for a failure's message. */
  output(chars = 20_000): string {
    return this.text.slice(-chars);
  }

  /** Until /healthz answers 200 (migrations and start-up done, listening). */
  async ready(timeoutMs = 150_000): Promise<void> {
    await until(
      `node ${this.name} to answer /healthz`,
      async () => {
        if (!this.running) throw new Error(`node ${this.name} ended before it answered /healthz:\n${this.output()}`);
        try {
          return (await send(this.url, { method: 'GET', path: '/healthz', timeoutMs: 2_000 })).status === 200;
        } catch (err) {
          if (err instanceof NoAnswer) return false;
          throw err;
        }
      },
      timeoutMs,
      100,
    ).catch((err: unknown) => {
      throw this.running ? new Error(`${(err as Error).message}:\n${this.output()}`) : err;
    });
  }

  /** SIGKILL: the process ends at once, in the middle of whatever it does. */
  async kill9(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM (the graceful stop), SIGKILL if it has not ended 15 s later. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
  }
}

/** A browser's cookies for one site (names only: the paths do not matter here), kept across calls to any node. */
export class Cookies {
  private jar = new Map<string, string>();

  /** The Set-Cookie lines of a reply. */
  store(lines: readonly string[]): void {
    for (const c of lines) {
      const [pair = ''] = c.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /max-age=0\b/i.test(c) || /expires=Thu, 01 Jan 1970/i.test(c)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  header(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.jar.get(name);
  }
}

export interface Req {
  method: 'GET' | 'POST';
  path: string;
  json?: unknown;
  /** a body sent as is (a signed wallet call) */
  raw?: string;
  headers?: Record<string, string>;
  cookies?: Cookies;
  timeoutMs?: number;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the replies of many calls, read field by field
  body: any;
  text: string;
  contentType: string;
  retryAfter: string | null;
  sentAt: number;
  ms: number;
}

/** No answer came: the connection was refused or cut, or the answer did not come in time. */
export class NoAnswer extends Error {
  constructor(
    readonly timedOut: boolean,
    message: string,
  ) {
    super(message);
  }
}

/** One call to a node as a browser on the site's own origin would make it (the cookies sent and kept). */
export async function send(base: string, r: Req): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', ...r.headers };
  const cookie = r.cookies?.header();
  if (cookie) headers.cookie = cookie;
  let body: string | undefined = r.raw;
  if (r.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(r.json);
  }
  const sentAt = Date.now();
  let res: Response;
  let text: string;
  try {
    res = await fetch(base + r.path, { method: r.method, headers, body, signal: AbortSignal.timeout(r.timeoutMs ?? 10_000) });
    text = await res.text();
  } catch (err) {
    const timedOut = (err as Error).name === 'TimeoutError';
    throw new NoAnswer(timedOut, `${r.method} ${r.path}: ${timedOut ? 'no answer in time' : (err as Error).message}`);
  }
  r.cookies?.store(res.headers.getSetCookie());
  const contentType = res.headers.get('content-type') ?? '';
  let parsed: unknown = undefined;
  if (contentType.includes('json')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  return { status: res.status, body: parsed, text, contentType, retryAfter: res.headers.get('retry-after'), sentAt, ms: Date.now() - sentAt };
}
