/**
 * bench:load's load generator, in a process of its own (bench/load.ts forks it and drives it by
 * messages): the tabs of bench/load-model.ts over undici's keep-alive connection pool, as a reverse
 * proxy's pool of connections to one node carries every browser's calls. Each call of each tab
 * fires on its own schedule from a random offset, so the tabs' polls are spread; its latency counts
 * from when it was due (time waiting for a free connection counts too: no coordinated omission).
 * In push mode each browser also holds its own connection with GET /api/stream (a plain HTTP request
 * reading the server-sent events, as an EventSource does), open from the step that first has the
 * browser to the end of the run; each `change` it reads makes the browser's tabs read what the site
 * reads (PUSHED_READS), its latency counted from the message's arrival. A stream refused, broken or
 * ended by the server is an error.
 */
import { request as httpRequest, type ClientRequest } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Pool } from 'undici';
import {
  callPath,
  PUSHED_READS,
  SPIN,
  TAB_POLLS,
  TAB_POLLS_PUSH,
  type ClosedResult,
  type FromGenerator,
  type Latencies,
  type StepResult,
  type TabCall,
  type TabIdentity,
  type ToGenerator,
} from './load-model.ts';

const TIMEOUT_MS = 10_000;
const LAG_RESOLUTION_MS = 10;
/** What a browser sends with each of the site's fetch calls (lib/api-client.ts: Accept JSON, the cookies). */
const BROWSER_HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'tr-TR,tr;q=0.9,en-US;q=0.8,en;q=0.7',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
};

let pool: Pool | null = null;
let origin = '';
let tabs: TabIdentity[] = [];
let cursors: number[] = [];
let getHeaders: Record<string, string>[] = [];
let postHeaders: Record<string, string>[] = [];
let port = 0;
let push = true;
/** each browser's tabs, in order */
let browserTabs = new Map<number, number[]>();

/** The step running now (push mode: what a pushed change feeds), or null between steps. */
interface StepContext {
  n: number;
  end: number;
  fireRead(tab: number, call: TabCall, dueAt: number): void;
  streamError(text: string): void;
  changes: number;
}
let current: StepContext | null = null;
/** stream failures between steps: counted in the next step's errors */
let droppedBetween: string[] = [];

interface BrowserStream {
  request: ClientRequest;
  /** closed by the generator (a smaller step, the end): not an error */
  closing: boolean;
}
const streams = new Map<number, BrowserStream>();
const STREAM_OPEN_BATCH = 200;

/** What a browser's tabs read on a pushed change (apps/web/src/app/shell/push-provider.tsx and its listeners). */
function onChange(browser: number, kinds: string[]): void {
  const step = current;
  const at = performance.now();
  if (!step || at >= step.end) return;
  step.changes += 1;
  const inStep = (browserTabs.get(browser) ?? []).filter((t) => t < step.n);
  if (!inStep.length) return;
  for (const kind of kinds) {
    const read = PUSHED_READS[kind as keyof typeof PUSHED_READS];
    if (!read) continue;
    for (const tab of read.everyTab ? inStep : inStep.slice(0, 1)) step.fireRead(tab, read.call, at);
  }
}

/**
 * Opens the browser's stream; resolves at its first `change` (every kind: the reads it asks for are
 * the caller's), rejects when the stream is refused or fails first.
 */
function openStream(browser: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let first = true;
    let buffer = '';
    const fail = (text: string) => {
      const stream = streams.get(browser);
      if (stream?.request !== request) return;
      streams.delete(browser);
      if (stream.closing) return;
      if (first) {
        first = false;
        reject(new Error(text));
      } else if (current) current.streamError(text);
      else droppedBetween.push(text);
      request.destroy();
    };
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/api/stream',
      method: 'GET',
      agent: false,
      headers: { ...getHeaders[browserTabs.get(browser)![0]!]!, accept: 'text/event-stream', 'cache-control': 'no-cache' },
    });
    streams.set(browser, { request, closing: false });
    request.on('response', (reply) => {
      if (reply.statusCode !== 200) {
        reply.resume();
        return fail(`stream: ${reply.statusCode}`);
      }
      reply.setEncoding('utf8');
      reply.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data += line.slice(5).trim();
          }
          if (event === 'end') fail(`stream ended by the server: ${data}`);
          else if (event === 'change') {
            const kinds = (JSON.parse(data) as { kinds: string[] }).kinds;
            if (first) {
              first = false;
              resolve();
            } else onChange(browser, kinds);
          }
        }
      });
      reply.on('end', () => fail('stream: closed by the server'));
      reply.on('error', (err) => fail(`stream: ${err.message}`));
    });
    request.on('error', (err) => fail(`stream: ${err.message}`));
    request.on('close', () => fail('stream: connection closed'));
    request.end();
  });
}

/** Push mode: the streams of the browsers of the first `n` tabs open (new ones with their first reads, awaited), the others closed. */
async function prepareStreams(target: Pool, n: number): Promise<{ seconds: number; errors: string[] }> {
  const t0 = performance.now();
  const wanted = new Set(tabs.slice(0, n).map((t) => t.browser));
  for (const [browser, stream] of streams) {
    if (!wanted.has(browser)) {
      stream.closing = true;
      stream.request.destroy();
      streams.delete(browser);
    }
  }
  const errors: string[] = [];
  const missing = [...wanted].filter((b) => !streams.has(b));
  for (let i = 0; i < missing.length; i += STREAM_OPEN_BATCH) {
    await Promise.all(
      missing.slice(i, i + STREAM_OPEN_BATCH).map(async (browser) => {
        try {
          await openStream(browser);
        } catch (err) {
          errors.push((err as Error).message);
          return;
        }
        // the first change names every kind: the tabs read everything once
        const inStep = browserTabs.get(browser)!.filter((t) => t < n);
        const reads = [PUSHED_READS.balance, PUSHED_READS.events, PUSHED_READS.bonus_offer].flatMap((r) =>
          (r.everyTab ? inStep : inStep.slice(0, 1)).map((tab) => ask(target, tab, r.call)),
        );
        for (const error of await Promise.all(reads)) if (error !== null) errors.push(error);
      }),
    );
  }
  return { seconds: (performance.now() - t0) / 1000, errors };
}

function send(message: FromGenerator): void {
  process.send!(message);
}

export function summarise(values: number[]): Latencies {
  if (!values.length) return { count: 0, p50: 0, p99: 0, max: 0 };
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

/** One call of one tab; resolves to null when it succeeded, else the error's text. */
async function ask(target: Pool, tab: number, call: TabCall): Promise<string | null> {
  const identity = tabs[tab]!;
  const post = call.method === 'POST';
  try {
    const reply = await target.request({
      path: callPath(call, cursors[tab] ?? 0),
      method: call.method,
      headers: post ? postHeaders[tab]! : getHeaders[tab]!,
      body: post ? JSON.stringify({ token: identity.game!.token, bet: identity.game!.bet }) : undefined,
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    if (reply.statusCode !== 200) return `${call.name}: ${reply.statusCode} ${(await reply.body.text()).slice(0, 200)}`;
    if (call.key === 'events') {
      // the events poller keeps the cursor the reply gives
      const body = (await reply.body.json()) as { last_id?: number };
      if (typeof body.last_id === 'number') cursors[tab] = body.last_id;
    } else await reply.body.dump();
    return null;
  } catch (err) {
    return `${call.name}: ${(err as Error).message}`;
  }
}

async function runStep(n: number, seconds: number): Promise<StepResult> {
  if (!pool) throw new Error('not set up');
  const target = pool;
  const opened = push ? await prepareStreams(target, n) : { seconds: 0, errors: [] };
  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  lag.enable();
  const cpu = process.cpuUsage();
  const all: number[] = [];
  const byCall = new Map<string, number[]>();
  const samples: string[] = [...opened.errors, ...droppedBetween].slice(0, 5);
  let errors = opened.errors.length + droppedBetween.length;
  let streamErrors = errors;
  droppedBetween = [];
  let skipped = 0;
  let inFlight = 0;
  const keys = ['balance', 'pending', 'events', 'session', 'spin'];
  const busy = new Map(keys.map((k) => [k, new Uint8Array(n)]));
  const t0 = performance.now() + 100;
  const end = t0 + seconds * 1000;
  let playing = 0;
  const record = (name: string, dueAt: number, error: string | null) => {
    const ms = performance.now() - dueAt;
    if (error !== null) {
      errors += 1;
      if (samples.length < 5) samples.push(error);
    } else {
      all.push(ms);
      let latencies = byCall.get(name);
      if (!latencies) byCall.set(name, (latencies = []));
      latencies.push(ms);
    }
  };
  // A pushed read: an invalidated query refetches even while a poll is on its way (TanStack Query's
  // cancelRefetch); the events poller runs once more after the poll on its way instead.
  const again = new Uint8Array(n);
  const fireRead = (tab: number, call: TabCall, dueAt: number) => {
    if (call.key === 'events') {
      const flags = busy.get('events')!;
      if (flags[tab]) {
        again[tab] = 1;
        return;
      }
      flags[tab] = 1;
    }
    inFlight += 1;
    void ask(target, tab, call).then((error) => {
      inFlight -= 1;
      record(call.name, dueAt, error);
      if (call.key === 'events') {
        busy.get('events')![tab] = 0;
        if (again[tab]) {
          again[tab] = 0;
          if (performance.now() < end) fireRead(tab, call, dueAt);
        }
      }
    });
  };
  const context: StepContext = {
    n,
    end,
    fireRead,
    streamError: (text) => {
      errors += 1;
      streamErrors += 1;
      if (samples.length < 5) samples.push(text);
    },
    changes: 0,
  };
  current = context;
  const polls = push ? TAB_POLLS_PUSH : TAB_POLLS;
  for (let tab = 0; tab < n; tab += 1) {
    const calls = tabs[tab]!.game ? [...polls, SPIN] : polls;
    if (tabs[tab]!.game) playing += 1;
    for (const call of calls) {
      const flags = busy.get(call.key)!;
      let due = t0 + Math.random() * call.everyMs;
      const fire = () => {
        if (due >= end) return;
        if (flags[tab]) skipped += 1;
        else {
          flags[tab] = 1;
          inFlight += 1;
          const dueAt = due;
          void ask(target, tab, call).then((error) => {
            flags[tab] = 0;
            inFlight -= 1;
            record(call.name, dueAt, error);
            if (call.key === 'events' && again[tab]) {
              again[tab] = 0;
              if (performance.now() < end) fireRead(tab, PUSHED_READS.events.call, performance.now());
            }
          });
        }
        due += call.everyMs;
        if (due < end) setTimeout(fire, Math.max(0, due - performance.now()));
      };
      setTimeout(fire, Math.max(0, due - performance.now()));
    }
  }
  await new Promise((r) => setTimeout(r, Math.max(0, end - performance.now())));
  // the calls still on their way finish (or time out) and count
  const waitUntil = performance.now() + TIMEOUT_MS + 2000;
  while (inFlight > 0 && performance.now() < waitUntil) await new Promise((r) => setTimeout(r, 20));
  current = null;
  lag.disable();
  const used = process.cpuUsage(cpu);
  return {
    tabs: n,
    playing,
    seconds,
    requests: all.length + errors,
    errors,
    errorSamples: samples,
    skipped,
    streams: push ? streams.size : 0,
    changes: context.changes,
    streamErrors,
    openSeconds: opened.seconds,
    all: summarise(all),
    byCall: Object.fromEntries([...byCall].map(([name, values]) => [name, summarise(values)])),
    generatorCpu: (used.user + used.system) / 1e6,
    generatorLagP99: Math.max(0, lag.percentile(99) / 1e6 - LAG_RESOLUTION_MS), // the histogram's values include its interval
  };
}

/** As many calls as `connections` loops can make, each starting its next call when its last ends. */
async function runClosed(m: Extract<ToGenerator, { kind: 'closed' }>): Promise<ClosedResult> {
  const target = new Pool(`http://127.0.0.1:${m.port}`, { connections: m.connections, pipelining: 1 });
  const pick = tabs.map((t, i) => (m.playing && !t.game ? -1 : i)).filter((i) => i >= 0);
  const cpu = process.cpuUsage();
  const latencies: number[] = [];
  const samples: string[] = [];
  let errors = 0;
  let next = 0;
  const t0 = performance.now();
  const deadline = t0 + m.seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const tab = pick[next++ % pick.length]!;
      const started = performance.now();
      const error =
        m.method === 'POST'
          ? await ask(target, tab, SPIN)
          : await target
              .request({ path: m.path, method: 'GET', headers: getHeaders[tab]!, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS })
              .then(async (reply) => {
                if (reply.statusCode === 200) {
                  await reply.body.dump();
                  return null;
                }
                return `${m.path}: ${reply.statusCode} ${(await reply.body.text()).slice(0, 200)}`;
              })
              .catch((err: Error) => `${m.path}: ${err.message}`);
      if (error === null) latencies.push(performance.now() - started);
      else {
        errors += 1;
        if (samples.length < 5) samples.push(error);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: m.connections }, loop));
  } finally {
    await target.close();
  }
  const used = process.cpuUsage(cpu);
  return {
    seconds: (performance.now() - t0) / 1000,
    requests: latencies.length + errors,
    errors,
    errorSamples: samples,
    all: summarise(latencies),
    generatorCpu: (used.user + used.system) / 1e6,
  };
}

async function handle(m: ToGenerator): Promise<void> {
  switch (m.kind) {
    case 'setup': {
      origin = `http://127.0.0.1:${m.port}`;
      port = m.port;
      push = m.push;
      pool = new Pool(origin, { connections: m.connections, pipelining: 1, keepAliveTimeout: 60_000 });
      tabs = m.tabs;
      cursors = tabs.map(() => 0);
      browserTabs = new Map();
      tabs.forEach((t, i) => browserTabs.set(t.browser, [...(browserTabs.get(t.browser) ?? []), i]));
      getHeaders = tabs.map((t) => ({ ...BROWSER_HEADERS, cookie: t.cookie, referer: `${origin}/` }));
      postHeaders = getHeaders.map((h) => ({ ...h, 'content-type': 'application/json', origin, referer: `${origin}/play/` }));
      send({ kind: 'ready' });
      return;
    }
    case 'step':
      send({ kind: 'step', result: await runStep(m.tabs, m.seconds) });
      return;
    case 'closed':
      send({ kind: 'closed', result: await runClosed(m) });
      return;
    case 'hold': {
      const before = streams.size;
      await new Promise((r) => setTimeout(r, m.seconds * 1000));
      const dropped = droppedBetween;
      droppedBetween = [];
      send({ kind: 'hold', streams: Math.min(before, streams.size), streamErrors: dropped.length, errorSamples: dropped.slice(0, 5) });
      return;
    }
    case 'stop':
      for (const stream of streams.values()) {
        stream.closing = true;
        stream.request.destroy();
      }
      await pool?.close();
      process.exit(0);
  }
}

process.on('message', (m) => {
  handle(m as ToGenerator).catch((err: Error) => send({ kind: 'error', message: err.stack ?? err.message }));
});
