import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_TOPICS, type PublicTopic } from '@app/shared/api/stream.ts';
import { FakeEventSource, fakeBrowser } from '@/test/push-fakes.ts';
import { openPushChannel, type PushChannel, type PushEnv } from './push-channel.ts';
import { TOPICS } from './push-messages.ts';

/** A tab of the browser showing `topics`: its channel and what it heard. */
function openTab(env: PushEnv, playerId: number | null, topics: PublicTopic[] = []) {
  const heard = { changes: [] as string[][], status: [] as boolean[], carried: [] as PublicTopic[][], crash: [] as unknown[] };
  const channel: PushChannel = openPushChannel({
    playerId,
    topics,
    env,
    onChange: (kinds) => heard.changes.push(kinds),
    onStatus: (up) => heard.status.push(up),
    onTopics: (carried) => heard.carried.push(carried),
    onTopic: (topic, data) => {
      if (topic === 'crash') heard.crash.push(data);
    },
  });
  const t = { channel, heard, up: () => heard.status.at(-1) === true, carried: () => heard.carried.at(-1) ?? [] };
  tabs.push(t);
  return t;
}

const tabs: { channel: PushChannel }[] = [];
const settle = async (ms = 0) => {
  await vi.advanceTimersByTimeAsync(ms);
};
/** The one stream no one closed (fails when there are more or none). */
const stream = () => {
  expect(FakeEventSource.open).toHaveLength(1);
  return FakeEventSource.open[0]!;
};
const REOPEN_MS = 100;

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
});
afterEach(() => {
  for (const t of tabs.splice(0)) t.channel.close();
  vi.useRealTimers();
});

describe("the push channel's public topics: one stream carries the union of the tabs' topics", () => {
  it("reopens the player's stream with a follower's topic, passes its messages to that tab only, keeps `up` through the reopening", async () => {
    const env = fakeBrowser();
    const leader = openTab(env, 7);
    const other = openTab(env, 7);
    await settle();
    const first = stream();
    expect(first.url).toBe('/api/stream');
    first.open();
    await settle();
    expect([leader.up(), other.up()]).toEqual([true, true]);

    // The other tab opens the crash page: the leader's stream is opened again with the topic, once.
    other.channel.want(['crash']);
    await settle(REOPEN_MS);
    expect(first.closed).toBe(true);
    const second = stream();
    expect(second.url).toBe('/api/stream?topics=crash');
    // The player's polls kept their pace: no `down` between the two streams.
    expect([leader.heard.status, other.heard.status]).toEqual([[false, true], [true]]);
    expect(other.carried()).toEqual([]);
    second.open();
    second.send('change', { kinds: ['balance', 'events', 'bonus_offer'] });
    await settle();
    expect([leader.carried(), other.carried()]).toEqual([['crash'], ['crash']]);

    second.send('crash', { round: { id: 1, phase: 'betting' } });
    second.send('crash', { round: { id: 1, phase: 'flying' } });
    await settle();
    expect(other.heard.crash).toEqual([{ round: { id: 1, phase: 'betting' } }, { round: { id: 1, phase: 'flying' } }]);
    expect(leader.heard.crash).toEqual([]); // the leader's tab does not show it
    expect(other.heard.changes).toEqual([['balance', 'events', 'bonus_offer']]);

    // The crash page closes: the stream goes back to the player's topic alone.
    other.channel.want([]);
    await settle(REOPEN_MS);
    expect(second.closed).toBe(true);
    expect(stream().url).toBe('/api/stream');
    stream().open();
    await settle();
    expect([leader.carried(), other.carried()]).toEqual([[], []]);
    expect([leader.up(), other.up()]).toEqual([true, true]);
  });

  it('coalesces tabs announcing together into one reopening, and drops the topic of a tab that closes', async () => {
    const env = fakeBrowser();
    openTab(env, 7);
    await settle();
    const first = stream();
    first.open();
    const two = openTab(env, 7, ['crash']);
    const three = openTab(env, 7, ['crash']);
    await settle(REOPEN_MS);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(stream().url).toBe('/api/stream?topics=crash');
    stream().open();
    await settle();
    // One of the two closes: the other still shows it, the stream stays.
    two.channel.close();
    await settle(REOPEN_MS);
    expect(FakeEventSource.instances).toHaveLength(2);
    three.channel.close();
    await settle(REOPEN_MS);
    expect(FakeEventSource.instances).toHaveLength(3);
    expect(stream().url).toBe('/api/stream');
  });

  it("has a new leader ask the tabs' topics (those of a gone tab are forgotten)", async () => {
    const env = fakeBrowser();
    const one = openTab(env, 7, ['crash']);
    const two = openTab(env, 7);
    const three = openTab(env, 7, ['crash']);
    await settle(REOPEN_MS);
    expect(stream().url).toBe('/api/stream?topics=crash');
    one.channel.close();
    await settle();
    expect(two.channel.leader).toBe(true);
    // Opened at once for the player's changes, then again when tab three has answered.
    await settle(REOPEN_MS);
    expect(stream().url).toBe('/api/stream?topics=crash');
    stream().open();
    stream().send('crash', { round: { id: 2 } });
    await settle();
    expect(three.heard.crash).toEqual([{ round: { id: 2 } }]);
    expect(two.heard.crash).toEqual([]);
  });

  it("opens a visitor's stream only while a tab shows a topic, with the topics alone", async () => {
    const env = fakeBrowser();
    const visitor = openTab(env, null);
    await settle(REOPEN_MS);
    expect(visitor.channel.leader).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(0);
    visitor.channel.want(['crash']);
    await settle(REOPEN_MS);
    expect(stream().url).toBe('/api/stream?topics=crash');
    stream().open();
    stream().send('crash', { round: { id: 3 } });
    await settle();
    expect(visitor.heard.crash).toEqual([{ round: { id: 3 } }]);
    expect(visitor.carried()).toEqual(['crash']);
    visitor.channel.want([]);
    await settle(REOPEN_MS);
    expect(FakeEventSource.open).toHaveLength(0);
    expect(visitor.carried()).toEqual([]);
    expect(visitor.up()).toBe(false);
  });

  it("hands a visitor's stream to the next tab showing the topic when the leader's tab closes", async () => {
    const env = fakeBrowser();
    const one = openTab(env, null, ['crash']);
    const two = openTab(env, null, ['crash']);
    await settle();
    expect(stream().url).toBe('/api/stream?topics=crash');
    stream().open();
    await settle();
    expect(two.carried()).toEqual(['crash']);
    one.channel.close();
    await settle();
    expect(two.channel.leader).toBe(true);
    expect(two.carried()).toEqual([]); // polling until the new stream is open
    expect(stream().url).toBe('/api/stream?topics=crash');
    stream().open();
    await settle();
    expect(two.carried()).toEqual(['crash']);
  });

  it('carries the topics where Web Locks are missing (the elected leader)', async () => {
    const env = fakeBrowser({ locks: false });
    const one = openTab(env, 7);
    const two = openTab(env, 7, ['crash']);
    await settle(6000);
    expect(stream().url).toBe('/api/stream?topics=crash');
    stream().open();
    stream().send('crash', { round: { id: 4 } });
    await settle();
    expect(two.heard.crash).toEqual([{ round: { id: 4 } }]);
    expect(one.heard.crash).toEqual([]);
  });

  it("keeps the channel's list of topics the server's, and ignores what it does not know", async () => {
    expect(TOPICS).toEqual(PUBLIC_TOPICS);
    const env = fakeBrowser();
    const tab = openTab(env, 7, ['crash', 'lottery' as PublicTopic]);
    await settle();
    expect(stream().url).toBe('/api/stream?topics=crash');
    stream().open();
    stream().send('crash', 'not an object but JSON');
    stream().send('lottery', { n: 1 });
    await settle();
    expect(tab.heard.crash).toEqual(['not an object but JSON']);
  });
});
