import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort, until } from './nodes.ts';

/** Whether a Redis server answers PING on the port. */
export function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d: Buffer) => done(d.toString().startsWith('+PONG')));
  });
}

/**
 * A redis-server of a test's own on a free port, without persistence: killed, it comes back empty
 * (never the machine's service).
 */
export class OwnRedis {
  private child: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    this.child = child;
    await until('redis-server to answer', async () => {
      if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode})`);
      return redisAnswers(this.port);
    });
  }

  /** SIGKILL: the connections drop at once, nothing is written anywhere. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
