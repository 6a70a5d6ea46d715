import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { PlayerEvent, PlayerEventType } from '@/api/events.ts';
import { balanceKeys, bonusKeys, historyKeys, walletKeys } from '@/api/query-keys.ts';
import { dismissToast, getToasts } from '@/lib/toast.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { createEventsPoller } from './events-poller.ts';
import { ToastStack } from './toast-stack.tsx';
import { eventToast, TransactionToasts } from './transaction-toasts.tsx';

/** A stand-in for GET /api/events.php: everything after `after`, or only the cursor without it. */
function eventsServer() {
  const state = { events: [] as PlayerEvent[], failNext: false, requests: [] as string[] };
  let nextId = 1;
  const add = (type: PlayerEventType, amount: number | null = 500) => {
    const event = { id: nextId++, type, amount, created_at: new Date().toISOString() };
    state.events.push(event);
    return event;
  };
  const fetchStub = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    state.requests.push(url.pathname + url.search);
    if (state.failNext) {
      state.failNext = false;
      throw new TypeError('Failed to fetch');
    }
    const after = url.searchParams.get('after');
    const lastId = state.events.at(-1)?.id ?? 0;
    const body =
      after === null
        ? { success: true, events: [], last_id: lastId }
        : (() => {
            const events = state.events.filter((e) => e.id > Number(after));
            return { success: true, events, last_id: events.at(-1)?.id ?? Number(after) };
          })();
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', fetchStub);
  return { state, add };
}

const messages = () => getToasts().map((t) => t.message);
const cursor = () => window.localStorage.getItem('events_cursor:7');

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
  cleanup();
  vi.unstubAllGlobals();
});

describe('events poller', () => {
  it('starts from now in a new browser: earlier events are not shown', async () => {
    const server = eventsServer();
    server.add('deposit_pending');
    server.add('deposit_approved');
    const poller = createEventsPoller({ playerId: 7, onEvent: vi.fn() });
    await poller.poll();
    expect(server.state.requests).toEqual(['/api/events.php']);
    expect(cursor()).toBe('2');
  });

  it('shows a new browser the recent events its first reply carries (made while that poll was on its way), once', async () => {
    eventsServer();
    const shown: number[] = [];
    const recent = { id: 5, type: 'deposit_pending', amount: 750, created_at: '2026-11-27T10:00:00.000Z' };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true, events: [recent], last_id: 5 }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const poller = createEventsPoller({ playerId: 7, onEvent: (e) => shown.push(e.id) });
    await poller.poll();
    expect(shown).toEqual([5]);
    expect(cursor()).toBe('5');
  });

  it('shows each new event once, in order, and advances the per-player cursor', async () => {
    const server = eventsServer();
    window.localStorage.setItem('events_cursor:7', '0');
    const shown: number[] = [];
    const poller = createEventsPoller({ playerId: 7, onEvent: (e) => shown.push(e.id) });
    server.add('deposit_pending');
    server.add('deposit_approved');
    await poller.poll();
    expect(shown).toEqual([1, 2]);
    expect(cursor()).toBe('2');
    await poller.poll();
    expect(shown).toEqual([1, 2]);
    expect(server.state.requests.at(-1)).toBe('/api/events.php?after=2');
  });

  it('loses nothing when a poll fails: the next one catches up from the cursor', async () => {
    const server = eventsServer();
    window.localStorage.setItem('events_cursor:7', '0');
    const shown: number[] = [];
    const poller = createEventsPoller({ playerId: 7, onEvent: (e) => shown.push(e.id) });
    server.add('withdraw_pending');
    server.state.failNext = true;
    await poller.poll();
    expect(shown).toEqual([]);
    expect(cursor()).toBe('0');
    server.add('withdraw_approved');
    await poller.poll();
    expect(shown).toEqual([1, 2]);
    expect(cursor()).toBe('2');
  });

  it('never shows an event twice, even when the reply repeats it or another tab polls', async () => {
    const server = eventsServer();
    window.localStorage.setItem('events_cursor:7', '0');
    const shownA: number[] = [];
    const shownB: number[] = [];
    const tabA = createEventsPoller({ playerId: 7, onEvent: (e) => shownA.push(e.id) });
    const tabB = createEventsPoller({ playerId: 7, onEvent: (e) => shownB.push(e.id) });
    server.add('deposit_pending');
    await tabA.poll();
    await tabB.poll();
    expect(shownA).toEqual([1]);
    expect(shownB).toEqual([]);

    // A reply that repeats an event already shown.
    const repeat = { ...server.state.events[0]! };
    const repeating = createEventsPoller({
      playerId: 7,
      onEvent: (e) => shownA.push(e.id),
      fetchEvents: async () => ({ success: true, events: [repeat, repeat], last_id: 1 }),
    });
    await repeating.poll();
    expect(shownA).toEqual([1]);
  });

  it("polls under the browser's 'events-poll' lock and skips the round while another tab holds it", async () => {
    const server = eventsServer();
    window.localStorage.setItem('events_cursor:7', '0');
    server.add('deposit_approved');
    let held = true;
    const request = vi.fn(
      async (_name: string, _options: unknown, callback: (lock: object | null) => Promise<void>) =>
        callback(held ? null : {}),
    );
    vi.stubGlobal('navigator', { ...window.navigator, locks: { request } });
    const shown: number[] = [];
    const poller = createEventsPoller({ playerId: 7, onEvent: (e) => shown.push(e.id) });
    await poller.poll();
    expect(request).toHaveBeenCalledWith('events-poll', { ifAvailable: true }, expect.any(Function));
    expect(server.state.requests).toEqual([]);
    held = false;
    await poller.poll();
    expect(shown).toEqual([1]);
  });

  it('keeps the cursors of different players apart', async () => {
    const server = eventsServer();
    server.add('deposit_pending');
    await createEventsPoller({ playerId: 7, onEvent: vi.fn() }).poll();
    expect(cursor()).toBe('1');
    expect(window.localStorage.getItem('events_cursor:8')).toBeNull();
  });
});

describe('event toasts', () => {
  it("uses the spec's text, type and title for every event", () => {
    const ev = (type: PlayerEventType, amount: number | null = null): PlayerEvent => ({
      id: 1,
      type,
      amount,
      created_at: '2024-01-01T00:00:00Z',
    });
    expect(eventToast(ev('deposit_pending'))).toEqual({
      type: 'info',
      title: 'İşlem alındı',
      message: 'Yatırım talebiniz alındı, onay bekleniyor...',
    });
    expect(eventToast(ev('deposit_approved'))).toEqual({
      type: 'success',
      message: 'Yatırımınız onaylanmıştır! Bakiyeniz güncellendi.',
    });
    expect(eventToast(ev('deposit_rejected'))).toEqual({
      type: 'error',
      message: 'Yatırım talebiniz reddedildi.',
    });
    expect(eventToast(ev('withdraw_pending'))).toEqual({
      type: 'info',
      message: 'Çekim talebiniz alındı, işlem yapılıyor...',
    });
    expect(eventToast(ev('withdraw_approved'))).toEqual({
      type: 'success',
      message: 'Çekim talebiniz onaylandı!',
    });
    expect(eventToast(ev('withdraw_rejected'))).toEqual({
      type: 'error',
      message: 'Çekim talebiniz reddedildi.',
    });
    expect(eventToast(ev('bonus_activated', 250))).toEqual({
      type: 'success',
      message: '250,00 ₺ bonus hesabınıza eklendi!',
    });
    expect(eventToast(ev('bonus_error'))).toEqual({ type: 'error', message: 'Bonus aktifleştirilemedi.' });
  });

  it('raises the toasts on screen and invalidates the balance, wallet, history and bonus queries', async () => {
    const server = eventsServer();
    window.localStorage.setItem('events_cursor:7', '0');
    server.add('deposit_pending');
    server.add('deposit_rejected');
    const client = createQueryClient();
    const heard: unknown[] = [];
    vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
      heard.push(filters?.queryKey);
    });
    render(
      <QueryClientProvider client={client}>
        <TransactionToasts playerId={7} />
        <ToastStack />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Yatırım talebiniz alındı, onay bekleniyor...')).toBeTruthy();
    expect(screen.getByText('İşlem alındı')).toBeTruthy();
    expect(await screen.findByText('Yatırım talebiniz reddedildi.')).toBeTruthy();
    await vi.waitFor(() => expect(heard).toEqual([balanceKeys.all, walletKeys.all, historyKeys.all, bonusKeys.all]));
    expect(messages()).toHaveLength(2);
  });
});
