import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, fakeBrowser } from '@/test/push-fakes.ts';
import { openPushChannel, type PushChannel, type PushEnv } from './push-channel.ts';
import { readKinds } from './push-messages.ts';

/** A tab of the browser: its channel and what it heard. */
function tab(env: PushEnv, playerId = 7) {
  const heard = { changes: [] as string[][], status: [] as boolean[], sessionEnds: 0 };
  const channel: PushChannel = openPushChannel({
    playerId,
    env,
    onChange: (kinds) => heard.changes.push(kinds),
    onStatus: (up) => heard.status.push(up),
    onSessionEnd: () => (heard.sessionEnds += 1),
  });
  return { channel, heard, up: () => heard.status.at(-1) === true };
}

const tabs: { channel: PushChannel }[] = [];
function openTab(env: PushEnv, playerId?: number) {
  const t = tab(env, playerId);
  tabs.push(t);
  return t;
}

const settle = async (ms = 0) => {
  await vi.advanceTimersByTimeAsync(ms);
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
});
afterEach(() => {
  for (const t of tabs.splice(0)) t.channel.close();
  vi.useRealTimers();
});

describe('the push channel: one EventSource per browser, shared by its tabs', () => {
  it('lets the Web Lock holder stream and passes its changes and status to the other tabs', async () => {
    const env = fakeBrowser();
    const one = openTab(env);
    const two = openTab(env);
    const three = openTab(env);
    await settle();
    expect(FakeEventSource.open).toHaveLength(1);
    expect(FakeEventSource.open[0]!.url).toBe('/api/stream');
    expect([one, two, three].map((t) => t.channel.leader)).toEqual([true, false, false]);
    expect([one, two, three].map((t) => t.up())).toEqual([false, false, false]);

    FakeEventSource.open[0]!.open();
    FakeEventSource.open[0]!.send('change', { kinds: ['balance', 'events', 'bonus_offer'] });
    await settle();
    expect([one, two, three].map((t) => t.up())).toEqual([true, true, true]);
    FakeEventSource.open[0]!.send('change', { kinds: ['balance', 'a-kind-of-later'] });
    await settle();
    for (const t of [one, two, three]) expect(t.heard.changes).toEqual([['balance', 'events', 'bonus_offer'], ['balance']]);

    // The leader's tab closes: the next tab in line takes the lock and opens its own stream; until it
    // is open, every tab is down (the spec's polling).
    one.channel.close();
    await settle();
    expect(two.channel.leader).toBe(true);
    expect(FakeEventSource.open).toHaveLength(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect([two, three].map((t) => t.up())).toEqual([false, false]);
    FakeEventSource.open[0]!.open();
    await settle();
    expect([two, three].map((t) => t.up())).toEqual([true, true]);
  });

  it("tells a tab that joins the leader's status", async () => {
    const env = fakeBrowser();
    openTab(env);
    await settle();
    FakeEventSource.open[0]!.open();
    await settle();
    const late = openTab(env);
    await settle();
    expect(late.up()).toBe(true);
  });

  it('falls back to polling in every tab when the stream errs, and the leader reconnects later', async () => {
    const env = fakeBrowser();
    const one = openTab(env);
    const two = openTab(env);
    await settle();
    const first = FakeEventSource.open[0]!;
    first.open();
    await settle();
    expect([one.up(), two.up()]).toEqual([true, true]);

    // The browser reconnecting by itself (the server's retry): down until it is open again.
    first.fail(false);
    await settle();
    expect([one.up(), two.up()]).toEqual([false, false]);
    first.open();
    await settle();
    expect([one.up(), two.up()]).toEqual([true, true]);

    // Refused or broken for good (a 503, a 429): down, and a new stream after 5 s (the middle of its
    // spread: half to one and a half times the wait).
    env.fixRandom(0.5);
    first.fail(true);
    await settle();
    expect([one.up(), two.up()]).toEqual([false, false]);
    expect(first.closed).toBe(true);
    await settle(4999);
    expect(FakeEventSource.instances).toHaveLength(1);
    await settle(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    // ... refused again: the next try waits longer (10 s).
    FakeEventSource.instances[1]!.fail(true);
    await settle(9999);
    expect(FakeEventSource.instances).toHaveLength(2);
    await settle(1);
    expect(FakeEventSource.instances).toHaveLength(3);
    FakeEventSource.instances[2]!.open();
    await settle();
    expect([one.up(), two.up()]).toEqual([true, true]);
    // an open stream starts the waits again from 5 s; at the low end of its spread, half of it
    env.fixRandom(0);
    FakeEventSource.instances[2]!.fail(true);
    await settle(2499);
    expect(FakeEventSource.instances).toHaveLength(3);
    await settle(1);
    expect(FakeEventSource.instances).toHaveLength(4);
  });

  it("tells every tab that the session ended, and stops that stream (the server's end event)", async () => {
    const env = fakeBrowser();
    const one = openTab(env);
    const two = openTab(env);
    await settle();
    const stream = FakeEventSource.open[0]!;
    stream.open();
    stream.send('end', { reason: 'session' });
    await settle();
    expect([one.heard.sessionEnds, two.heard.sessionEnds]).toEqual([1, 1]);
    expect(stream.closed).toBe(true);
    expect([one.up(), two.up()]).toEqual([false, false]);
  });

  it('elects one leader over the BroadcastChannel where Web Locks are missing, and replaces it when it goes', async () => {
    const env = fakeBrowser({ locks: false });
    const one = openTab(env);
    const two = openTab(env);
    const three = openTab(env);
    await settle(6000);
    expect(FakeEventSource.open).toHaveLength(1);
    expect([one, two, three].filter((t) => t.channel.leader)).toHaveLength(1);
    FakeEventSource.open[0]!.open();
    FakeEventSource.open[0]!.send('change', { kinds: ['events'] });
    await settle();
    for (const t of [one, two, three]) expect(t.heard.changes).toEqual([['events']]);
    // It stays one leader while it beats.
    await settle(20_000);
    expect(FakeEventSource.instances).toHaveLength(1);

    const leader = [one, two, three].find((t) => t.channel.leader)!;
    leader.channel.close();
    await settle(6000);
    expect(FakeEventSource.open).toHaveLength(1);
    expect([one, two, three].filter((t) => t !== leader && t.channel.leader)).toHaveLength(1);
  });

  it('keeps every tab on polling where the browser has no EventSource', async () => {
    const env = fakeBrowser({ eventSource: false });
    const one = openTab(env);
    await settle();
    expect(one.channel.leader).toBe(true);
    expect(one.up()).toBe(false);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('reads only the known kinds of a change', () => {
    expect(readKinds('{"kinds":["events","x"]}')).toEqual(['events']);
    expect(readKinds('{"kinds":["x"]}')).toBeNull();
    expect(readKinds('not json')).toBeNull();
  });
});
