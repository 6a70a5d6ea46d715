import net from 'node:net';

/**
 * The load generator's HTTP/1.1 client: one keep-alive connection, one request at a time, replies
 * read by their content-length (the server under test always sends one). It does only what the
 * benchmark needs, at about two thirds of the CPU of undici's lowest-level API on this machine:
 * the generator shares the two cores with the server and the database, so what it spends is taken
 * from them (a load generator of a real wallet runs on the provider's own machines).
 */
export class BenchConnection {
  private readonly socket: net.Socket;
  private readonly connected: Promise<void>;
  private received: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (reply: { status: number; body: string }) => void; reject: (err: Error) => void } | null = null;
  private broken: Error | null = null;

  constructor(private readonly port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.setNoDelay(true);
    this.connected = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
    this.connected.catch(() => undefined); // reported by post(); no unhandled rejection before the first one
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('error', (err) => this.fail(err));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  async post(path: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: string }> {
    await this.connected;
    if (this.broken) throw this.broken;
    if (this.waiting) throw new Error('one request at a time');
    let head = `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1:${this.port}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(`${head}\r\n${body}`);
    });
  }

  close(): void {
    this.broken ??= new Error('connection closed');
    this.socket.destroy();
  }

  private onData(chunk: Buffer) {
    this.received = this.received.length ? Buffer.concat([this.received, chunk]) : chunk;
    const end = this.received.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.received.toString('latin1', 0, end);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      this.fail(new Error(`reply without content-length: ${head}`));
      this.socket.destroy();
      return;
    }
    const total = end + 4 + Number(length[1]);
    if (this.received.length < total) return;
    const reply = { status: Number(head.slice(9, 12)), body: this.received.toString('utf8', end + 4, total) };
    this.received = this.received.subarray(total);
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve(reply);
  }

  private fail(err: Error) {
    this.broken ??= err;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(err);
  }
}
