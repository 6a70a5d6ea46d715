import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** One server-sent event as a browser's EventSource hands it over (comments and `retry:` are not events). */
export interface SseEvent {
  event: string;
  data: unknown;
}

/**
 * A server-sent events reader over real HTTP (app.inject collects a reply until its end, and a
 * stream has none): the events in order, the comments counted, and how the stream ended.
 */
export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The next event (waits for it); rejects when the stream ends first. */
  next(): Promise<SseEvent>;
  /** The comment lines (heartbeats) seen so far. */
  comments: number;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The app's address, listening on a free port of the loopback (once per app). */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('the app is not listening');
  return `http://127.0.0.1:${bound.port}`;
}

/** Opens `url` as a browser's EventSource would (with the jar's cookies); resolves once the head arrived. */
export function openSse(url: string, cookie: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { cookie, accept: 'text/event-stream', host: 'localhost', ...headers } }, (res) => {
      res.setEncoding('utf8');
      const events: SseEvent[] = [];
      const waiters: { resolve: (e: SseEvent) => void; reject: (err: Error) => void }[] = [];
      let buffer = '';
      let done = false;
      let markEnded: () => void = () => undefined;
      const ended = new Promise<void>((r) => (markEnded = r));
      const client: SseClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        comments: 0,
        ended,
        next() {
          const ready = events.shift();
          if (ready) return Promise.resolve(ready);
          if (done) return Promise.reject(new Error('the stream ended'));
          return new Promise((resolveEvent, rejectEvent) => waiters.push({ resolve: resolveEvent, reject: rejectEvent }));
        },
        close() {
          request.destroy();
        },
      };
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) client.comments += 1;
            else if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trim());
          }
          if (data.length === 0) continue;
          const parsed: SseEvent = { event, data: JSON.parse(data.join('\n')) };
          const waiter = waiters.shift();
          if (waiter) waiter.resolve(parsed);
          else events.push(parsed);
        }
      });
      const finish = () => {
        if (done) return;
        done = true;
        for (const w of waiters.splice(0)) w.reject(new Error('the stream ended'));
        markEnded();
      };
      res.on('end', finish);
      res.on('close', finish);
      res.on('error', finish);
      resolve(client);
    });
    request.on('error', reject);
  });
}
