import type { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_KINDS, streamMessages } from '@app/shared/api/stream.ts';
import { AppError } from '../../lib/errors.ts';
import { createBus, playerTopic, publicTopic, type Bus } from '../../lib/bus.ts';
import { PlayerStreams, readTopics } from './stream.service.ts';

/** What a stream wrote, as text, read as it comes. */
function reader(out: PassThrough) {
  let text = '';
  out.setEncoding('utf8');
  out.on('data', (chunk: string) => (text += chunk));
  return {
    get text() {
      return text;
    },
    /** The events named `name`, their data in order. */
    events(name: string) {
      return [...text.matchAll(new RegExp(`event: ${name}\\ndata: (.*)\\n\\n`, 'g'))].map((m) => JSON.parse(m[1]!) as unknown);
    },
    /** The `change` events' kinds, in order. */
    changes() {
      return [...text.matchAll(/event: change\ndata: (.*)\n\n/g)].map((m) => (JSON.parse(m[1]!) as { kinds: string[] }).kinds);
    },
  };
}

const options = { maxPerPlayer: 2, maxPerAddress: 2, heartbeatMs: 1000, throttleMs: 250, busWaitMs: 100 };
const live = async () => true;
const player = (playerId: number, stillLive: () => Promise<boolean>) => ({ playerId, stillLive });
const tick = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('PlayerStreams (the event streams of a node)', () => {
  it('starts with every kind, then sends each change of its own player only, merging a burst', async () => {
    vi.useFakeTimers();
    const bus = createBus();
    const streams = new PlayerStreams(bus, options);
    const mine = reader(await streams.connect(player(1, live)));
    const theirs = reader(await streams.connect(player(2, live)));
    await tick(0);
    expect(mine.text.startsWith('retry: 5000\n\n')).toBe(true);
    expect(mine.changes()).toEqual([[...PUSH_KINDS]]);

    await tick(300);
    bus.publish(playerTopic(1), { kinds: ['events'] });
    await tick(0);
    expect(mine.changes()).toEqual([[...PUSH_KINDS], ['events']]);
    // A burst within the throttle window goes out once, its kinds merged, at the window's end.
    bus.publish(playerTopic(1), { kinds: ['balance'] });
    bus.publish(playerTopic(1), { kinds: ['balance'] });
    bus.publish(playerTopic(1), { kinds: ['bonus_offer', 'unknown'] });
    await tick(0);
    expect(mine.changes()).toHaveLength(2);
    await tick(250);
    expect(mine.changes()).toEqual([[...PUSH_KINDS], ['events'], ['balance', 'bonus_offer']]);
    // A message of no known kind is not sent.
    await tick(300);
    bus.publish(playerTopic(1), { kinds: ['money'] });
    bus.publish(playerTopic(1), 'nonsense');
    await tick(300);
    expect(mine.changes()).toHaveLength(3);
    expect(theirs.changes()).toEqual([[...PUSH_KINDS]]);
    streams.close();
  });

  it('sends a heartbeat comment while the session lives, then an end event when it has ended', async () => {
    vi.useFakeTimers();
    const streams = new PlayerStreams(createBus(), options);
    let sessionLive = true;
    const out = await streams.connect(player(1, async () => sessionLive));
    const read = reader(out);
    const closed = new Promise((resolve) => out.on('close', resolve));
    await tick(1000);
    expect(read.text).toContain(': ping\n\n');
    expect(streams.size).toBe(1);
    sessionLive = false;
    await tick(1000);
    expect(read.text.endsWith('event: end\ndata: {"reason":"session"}\n\n')).toBe(true);
    await closed;
    expect(streams.size).toBe(0);
  });

  it('spreads the streams\' heartbeats (and their session checks) over the interval instead of running them together', async () => {
    vi.useFakeTimers();
    const points = [0.25, 0.75];
    const streams = new PlayerStreams(createBus(), options, () => points.shift()!);
    const checks: [number, number][] = [];
    const check = (player: number) => async () => {
      checks.push([player, Date.now()]);
      return true;
    };
    const t0 = Date.now();
    const first = reader(await streams.connect(player(1, check(1))));
    const second = reader(await streams.connect(player(2, check(2))));
    await tick(250);
    expect(first.text).toContain(': ping\n\n');
    expect(second.text).not.toContain(': ping');
    await tick(500);
    expect(second.text).toContain(': ping\n\n');
    await tick(2000);
    // each every interval from its own point of the first one, never together
    expect(checks.map(([p, at]) => [p, at - t0])).toEqual([
      [1, 250],
      [2, 750],
      [1, 1250],
      [2, 1750],
      [1, 2250],
      [2, 2750],
    ]);
    streams.close();
  });

  it('keeps the stream when a session check fails (a database hiccup is no logout)', async () => {
    vi.useFakeTimers();
    const streams = new PlayerStreams(createBus(), options);
    const read = reader(await streams.connect(player(1, () => Promise.reject(new Error('connection lost')))));
    await tick(1000);
    expect(read.text).toContain(': ping\n\n');
    expect(read.text).not.toContain('event: end');
    streams.close();
  });

  it('refuses a stream over the per-player cap with a 429, and unsubscribes a closed stream from the bus', async () => {
    const memory = createBus();
    let listening = 0;
    const bus: Bus = {
      ...memory,
      subscribe: async (topic, listener) => {
        const off = await memory.subscribe(topic, listener);
        listening += 1;
        return () => {
          listening -= 1;
          off();
        };
      },
    };
    const streams = new PlayerStreams(bus, options);
    const first = await streams.connect(player(7, live));
    await streams.connect(player(7, live));
    await expect(streams.connect(player(7, live))).rejects.toMatchObject({ statusCode: 429 });
    expect(listening).toBe(2);
    const closed = new Promise((resolve) => first.on('close', resolve));
    first.destroy();
    await closed;
    expect(listening).toBe(1);
    expect(streams.size).toBe(1);
    const third = await streams.connect(player(7, live)); // the place is free again
    expect(streams.size).toBe(2);
    third.destroy();
    streams.close();
  });

  it('refuses with a 503 while the bus is down, and ends the open streams when it goes down', async () => {
    let downListener: (() => void) | undefined;
    const memory = createBus();
    let up = true;
    const bus: Bus = {
      ...memory,
      ready: async () => up,
      onDown: (l) => {
        downListener = l;
        return () => undefined;
      },
    };
    const streams = new PlayerStreams(bus, options);
    const out = await streams.connect(player(1, live));
    const read = reader(out);
    const closed = new Promise((resolve) => out.on('close', resolve));
    up = false;
    downListener!();
    await closed;
    expect(read.text).toContain('event: end\ndata: {"reason":"unavailable"}\n\n');
    const refused = await streams.connect(player(1, live)).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(503);
    expect(streams.size).toBe(0);
  });

  it("carries a site's public topic to a visitor's stream, at most once per window with the latest state winning", async () => {
    vi.useFakeTimers();
    const bus = createBus();
    const streams = new PlayerStreams(bus, options);
    const visitor = reader(await streams.connect({ address: '203.0.113.7' }, { siteId: 1, names: ['crash'] }));
    const otherSite = reader(await streams.connect({ address: '203.0.113.8' }, { siteId: 2, names: ['crash'] }));
    await tick(0);
    // No player, so no `change` at all.
    expect(visitor.text).toBe('retry: 5000\n\n');

    bus.publish(publicTopic('crash', 1), { round: { id: 1, phase: 'betting' } });
    await tick(0);
    expect(visitor.events('crash')).toEqual([{ round: { id: 1, phase: 'betting' } }]);
    // Within the window: held, then only the latest (its phase included) goes out at the window's end.
    bus.publish(publicTopic('crash', 1), { round: { id: 1, phase: 'flying' }, bets: [1] });
    bus.publish(publicTopic('crash', 1), { round: { id: 1, phase: 'flying' }, bets: [1, 2] });
    bus.publish(publicTopic('crash', 1), 'not a state');
    bus.publish(publicTopic('crash', 1), null);
    await tick(249);
    expect(visitor.events('crash')).toHaveLength(1);
    await tick(1);
    expect(visitor.events('crash')).toEqual([
      { round: { id: 1, phase: 'betting' } },
      { round: { id: 1, phase: 'flying' }, bets: [1, 2] },
    ]);
    await tick(1000);
    expect(visitor.events('crash')).toHaveLength(2);
    // A state after a quiet window goes out at once.
    bus.publish(publicTopic('crash', 1), { round: { id: 1, phase: 'crashed' } });
    await tick(0);
    expect(visitor.events('crash').at(-1)).toEqual({ round: { id: 1, phase: 'crashed' } });
    // The other site's stream heard nothing of site 1's round.
    expect(otherSite.events('crash')).toEqual([]);
    // A visitor's heartbeat is a comment, with no session to check.
    expect(visitor.text).toContain(': ping\n\n');
    streams.close();
  });

  it("gives a player's stream both its changes and the public topic", async () => {
    vi.useFakeTimers();
    const bus = createBus();
    const streams = new PlayerStreams(bus, options);
    const mine = reader(await streams.connect(player(1, live), { siteId: 1, names: ['crash'] }));
    await tick(0);
    expect(mine.changes()).toEqual([[...PUSH_KINDS]]);
    bus.publish(publicTopic('crash', 1), { round: { id: 9, phase: 'betting' } });
    await tick(300);
    bus.publish(playerTopic(1), { kinds: ['balance'] });
    await tick(0);
    // Each kind of message has its own window: the state did not hold the change back.
    expect(mine.events('crash')).toEqual([{ round: { id: 9, phase: 'betting' } }]);
    expect(mine.changes()).toEqual([[...PUSH_KINDS], ['balance']]);
    streams.close();
  });

  it("refuses a visitor asking for no topic (401), caps a visitor's streams per address (429), and unsubscribes on close", async () => {
    const memory = createBus();
    const topics: string[] = [];
    const bus: Bus = {
      ...memory,
      subscribe: async (topic, listener) => {
        const off = await memory.subscribe(topic, listener);
        topics.push(topic);
        return () => {
          topics.splice(topics.indexOf(topic), 1);
          off();
        };
      },
    };
    const streams = new PlayerStreams(bus, options);
    await expect(streams.connect({ address: '198.51.100.1' })).rejects.toMatchObject({ statusCode: 401 });
    const crash = { siteId: 3, names: ['crash'] as const };
    const first = await streams.connect({ address: '198.51.100.1' }, crash);
    await streams.connect({ address: '198.51.100.1' }, crash);
    const refused = await streams.connect({ address: '198.51.100.1' }, crash).catch((err: unknown) => err);
    expect(refused).toMatchObject({ statusCode: 429, message: streamMessages.tooManyVisitorStreams });
    // Another address, and a player at the same address, are not held back.
    await streams.connect({ address: '198.51.100.2' }, crash);
    await streams.connect(player(5, live), crash);
    expect(topics.sort()).toEqual(['player:5', 'public:crash:3', 'public:crash:3', 'public:crash:3', 'public:crash:3']);
    const closed = new Promise((resolve) => first.on('close', resolve));
    first.destroy();
    await closed;
    expect(topics.filter((t) => t === 'public:crash:3')).toHaveLength(3);
    await streams.connect({ address: '198.51.100.1' }, crash); // the place is free again
    streams.close();
  });

  it('reads the topics asked for: known names once each, a Turkish 400 for an unknown one', () => {
    expect(readTopics(undefined)).toEqual([]);
    expect(readTopics('')).toEqual([]);
    expect(readTopics('crash, crash,')).toEqual(['crash']);
    let refused: unknown;
    try {
      readTopics('crash,wallet');
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 400, message: streamMessages.unknownTopic('wallet') });
  });
});
