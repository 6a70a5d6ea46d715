import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { BALANCE_POLL_MS, useBalance } from '@/api/balance.ts';
import { EVENTS_POLL_MS } from '@/api/events.ts';
import { useSession } from '@/api/session.ts';
import { PENDING_POLL_MS, usePendingBonus } from '@/features/bonus-choice/api/check-pending-bonus.ts';
import { LAYER_BALANCE_POLL_MS } from '@/features/bonus-choice/components/bonus-choice-layer.tsx';
import { openPushChannel, type PushChannelOptions } from '@/lib/push-channel.ts';
import { PUSH_SAFETY_POLL_MS, pollInterval, usePublicTopic, usePush } from '@/lib/push.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { stubFetch } from '@/test/render.tsx';
import { FakeEventSource, fakeBrowser } from '@/test/push-fakes.ts';
import { PushProvider, type ConnectPush } from './push-provider.tsx';
import { SESSION_POLL_MS } from './sidebar.tsx';
import { TransactionToasts } from './transaction-toasts.tsx';

/** The calls a logged-in tab polls, answered; `count(path)` is how often each was asked. */
function server() {
  const { fetchStub, calls } = stubFetch({
    'get-balance.php': () => ({ body: { success: true, balance: 100, bonus_balance: 0, withdraw_hold: 0 } }),
    'user_session.php': () => ({ body: { success: true, logged_in: true, user: { id: 7, username: 'oyuncu' } } }),
    'bonus-pending-check.php': () => ({ body: { success: true, pending: false, deposit_id: null, deposit_amount: null, bonuses: [] } }),
    'events.php': () => ({ body: { success: true, events: [], last_id: 0 } }),
  });
  vi.stubGlobal('fetch', fetchStub);
  return { count: (path: string) => calls.filter((c) => c.url.startsWith(`/api/${path}`)).length };
}

/** The polls of a logged-in page: the header balance, the sidebar session, the pending bonus. */
function usePolls() {
  useBalance(true);
  useSession(SESSION_POLL_MS);
  usePendingBonus(true);
}

/** A channel the test drives: what the provider gave it to call. */
function manualChannel() {
  const channel: { options?: PushChannelOptions; closed: boolean; opened: number; wants: string[][] } = { closed: false, opened: 0, wants: [] };
  const connect: ConnectPush = async (options) => {
    channel.options = options;
    channel.opened += 1;
    channel.closed = false;
    return { leader: true, want: (topics) => void channel.wants.push([...topics]), close: () => void (channel.closed = true) };
  };
  return { channel, connect };
}

const advance = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
};

function wrapper(connect?: ConnectPush, playerId: number | null = 7) {
  const client = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <PushProvider playerId={playerId} connect={connect}>
        {children}
      </PushProvider>
    </QueryClientProvider>
  );
  return { client, Wrapper };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('polling and the push channel', () => {
  it('polls at the spec\'s rates while there is no channel: balance 5 s, pending bonus 2 s, session 30 s', async () => {
    const { count } = server();
    const { channel, connect } = manualChannel();
    const { Wrapper } = wrapper(connect);
    renderHook(usePolls, { wrapper: Wrapper });
    await advance(0);
    expect([count('get-balance.php'), count('bonus-pending-check.php'), count('user_session.php')]).toEqual([1, 1, 1]);
    await advance(60_000);
    // every 5 s, 2 s and 30 s: the first read and one per interval
    expect(count('get-balance.php')).toBe(1 + 60_000 / BALANCE_POLL_MS);
    expect(count('bonus-pending-check.php')).toBe(1 + 60_000 / PENDING_POLL_MS);
    expect(count('user_session.php')).toBe(1 + 60_000 / SESSION_POLL_MS);
    // the channel was asked for (the test's stays down: no status from it)
    expect(channel.options?.playerId).toBe(7);
  });

  it('slows the polls to the safety interval while the channel is up, and reads at once what a change names', async () => {
    const { count } = server();
    const { channel, connect } = manualChannel();
    const { Wrapper } = wrapper(connect);
    renderHook(usePolls, { wrapper: Wrapper });
    await advance(0);
    act(() => channel.options!.onStatus(true));
    const before = [count('get-balance.php'), count('bonus-pending-check.php'), count('user_session.php')];
    await advance(PUSH_SAFETY_POLL_MS - 1000);
    expect([count('get-balance.php'), count('bonus-pending-check.php'), count('user_session.php')]).toEqual(before);

    act(() => channel.options!.onChange(['balance']));
    await advance(0);
    expect(count('get-balance.php')).toBe(before[0]! + 1);
    expect(count('bonus-pending-check.php')).toBe(before[1]);
    act(() => channel.options!.onChange(['bonus_offer']));
    await advance(0);
    expect(count('bonus-pending-check.php')).toBe(before[1]! + 1);
    expect(count('get-balance.php')).toBe(before[0]! + 1);
  });

  it("runs the transaction toasts' events poll when the channel announces an event", async () => {
    const { count } = server();
    const { channel, connect } = manualChannel();
    const { Wrapper } = wrapper(connect);
    render(<TransactionToasts playerId={7} />, { wrapper: Wrapper });
    await advance(0);
    expect(count('events.php')).toBe(1);
    await advance(EVENTS_POLL_MS);
    expect(count('events.php')).toBe(2); // the spec's 5 s while down
    act(() => channel.options!.onStatus(true));
    await advance(EVENTS_POLL_MS * 3);
    expect(count('events.php')).toBe(2);
    act(() => channel.options!.onChange(['events']));
    await advance(0);
    expect(count('events.php')).toBe(3);
  });

  it("goes back to the spec's rates when the stream errs (the real channel, one tab)", async () => {
    const { count } = server();
    const env = fakeBrowser();
    const connect: ConnectPush = async (options) => openPushChannel({ ...options, env });
    const { Wrapper } = wrapper(connect);
    renderHook(() => useBalance(true), { wrapper: Wrapper });
    await advance(0);
    const stream = FakeEventSource.open[0]!;
    act(() => stream.open());
    act(() => stream.send('change', { kinds: ['balance', 'events', 'bonus_offer'] }));
    await advance(0);
    const up = count('get-balance.php');
    await advance(30_000);
    expect(count('get-balance.php')).toBe(up);

    act(() => stream.fail(true)); // e.g. a 503 while Redis is down
    await advance(BALANCE_POLL_MS * 2);
    expect(count('get-balance.php')).toBe(up + 2);
  });

  it('has no channel and the spec\'s rates for a visitor', async () => {
    server();
    const { channel, connect } = manualChannel();
    const { Wrapper } = wrapper(connect, null);
    renderHook(() => useSession(SESSION_POLL_MS), { wrapper: Wrapper });
    await advance(0);
    expect(channel.options).toBeUndefined();
  });

  it('keeps each spec rate while down and never polls faster than it while up', () => {
    for (const spec of [LAYER_BALANCE_POLL_MS, BALANCE_POLL_MS, PENDING_POLL_MS, SESSION_POLL_MS, EVENTS_POLL_MS]) {
      expect(pollInterval(spec, false)).toBe(spec);
      expect(pollInterval(spec, true)).toBe(PUSH_SAFETY_POLL_MS);
    }
    expect(pollInterval(false, true)).toBe(false);
  });
});

describe('public topics on the push channel', () => {
  /** A component of the crash page: what the topic brought, and whether the channel carries it. */
  function CrashPage({ heard, seen }: { heard: unknown[]; seen: { carried?: boolean; up?: boolean } }) {
    const onData = useCallback((data: unknown) => void heard.push(data), [heard]);
    seen.carried = usePublicTopic('crash', onData);
    seen.up = usePush().up;
    return null;
  }
  /** A tab whose crash page is on screen or not. */
  function tabShowing(Wrapper: (props: { children: ReactNode }) => ReactNode) {
    const heard: unknown[] = [];
    const seen: { carried?: boolean; up?: boolean } = {};
    const ui = (show: boolean) => <Wrapper>{show ? <CrashPage heard={heard} seen={seen} /> : null}</Wrapper>;
    const view = render(ui(false));
    return { heard, seen, show: (show: boolean) => view.rerender(ui(show)) };
  }

  it("opens a visitor's channel only while a component listens to a topic, and hands it the topic's messages", async () => {
    const { channel, connect } = manualChannel();
    const { Wrapper } = wrapper(connect, null);
    const page = tabShowing(Wrapper);
    const { heard, seen } = page;
    await advance(0);
    expect(channel.opened).toBe(0);

    page.show(true);
    await advance(0);
    expect(channel.opened).toBe(1);
    expect(channel.options).toMatchObject({ playerId: null, topics: ['crash'] });
    expect(seen).toEqual({ carried: false, up: false });
    act(() => channel.options!.onTopics!(['crash']));
    act(() => channel.options!.onStatus(true));
    // The topic is carried; `up` (the player's polls) stays false for a visitor.
    expect(seen).toEqual({ carried: true, up: false });
    act(() => channel.options!.onTopic!('crash', { round: { id: 5 } }));
    expect(heard).toEqual([{ round: { id: 5 } }]);

    page.show(false);
    await advance(0);
    expect(channel.closed).toBe(true);
    // A message after it left reaches no one.
    act(() => channel.options!.onTopic!('crash', { round: { id: 6 } }));
    expect(heard).toHaveLength(1);
  });

  it("tells a player's channel the topics this tab listens to, without opening another", async () => {
    const { channel, connect } = manualChannel();
    const { Wrapper } = wrapper(connect, 7);
    const page = tabShowing(Wrapper);
    await advance(0);
    expect(channel.opened).toBe(1);
    expect(channel.options?.topics).toEqual([]);
    page.show(true);
    await advance(0);
    page.show(false);
    await advance(0);
    expect(channel.opened).toBe(1);
    expect(channel.closed).toBe(false);
    expect(channel.wants.filter((w) => w.length > 0)).toEqual([['crash']]);
    expect(channel.wants.at(-1)).toEqual([]);
  });
});
