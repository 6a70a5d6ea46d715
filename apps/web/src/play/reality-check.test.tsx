import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '@/test/render.tsx';
import { CLOSE_REQUEST } from '@/lib/lobby-bridge.ts';
import { PlayApp } from './play-app.tsx';
import { sessionLength } from './reality-check.tsx';
import type { GameInfo, HouseState, SlotDefinition } from '@/lib/game-types.ts';

const TOKEN = 'tok_reality_123';
const MINUTE = 60_000;

const slotDef: SlotDefinition = {
  id: 'nazar-boncugu',
  name: 'Nazar Boncuğu',
  mechanic: 'paylines',
  features: [],
  volatility: 'low',
  rtp: 96.1,
  reels: 3,
  rows: 3,
  symbols: [
    { id: 'C', name: 'Kiraz', kind: 'regular', art: 'art/symbols/nazar-boncugu/kiraz.svg' },
    { id: 'L', name: 'Limon', kind: 'regular', art: 'art/symbols/nazar-boncugu/limon.svg' },
  ],
  paytable: { C: { 3: 20 }, L: { 3: 10 } },
  lines: [[1, 1, 1]],
  unitsPerBet: 1,
  betLevels: [100, 200],
  waysOrLines: 1,
};

const game: GameInfo = {
  id: 'nazar-boncugu',
  name: 'Nazar Boncuğu',
  type: 'slot',
  mechanic: 'paylines',
  features: [],
  layout: '3x3',
  rtp: 96.1,
  rtp_by_bet: null,
  volatility: 'low',
  min_bet: 100,
  max_bet: 200,
  bet_levels: [100, 200],
  description: '',
  provider: 'Lale Games',
  label: null,
  definition: slotDef,
};

function state(mode: 'real' | 'demo'): HouseState {
  return {
    success: true,
    mode,
    game: { slug: 'nazar-boncugu', name: 'Nazar Boncuğu', type: 'slot' },
    balance: 100000,
    seeds: {
      server_seed_hash: 'a'.repeat(64),
      client_seed: 'benim',
      nonce: 0,
      next_server_seed_hash: 'b'.repeat(64),
    },
    resumed_rounds: 0,
    active_hand: null,
    history: [],
  };
}

function setup(mode: 'real' | 'demo' = 'real', minutes: number | null = 30, startedBefore = 0) {
  // the game session's start as the server recorded it: this page's launch, or earlier (a reloaded page)
  const sessionStart = Date.now() - startedBefore;
  const { fetchStub, calls } = stubFetch({
    'house/state': () => ({ body: state(mode) }),
    'house/game': () => ({ body: { success: true, game } }),
    'responsible-gaming.php': () =>
      minutes === null
        ? { status: 401, body: { success: false, message: 'Giriş yapılmamış' } }
        : { body: { success: true, limits: [], reality_check_minutes: minutes, exclusion: null } },
    'responsible-gaming/session.php': () => ({
      body: {
        success: true,
        started_at: new Date(sessionStart).toISOString(),
        bets: 25,
        wins: 10,
        net: -15,
        rounds: 3,
      },
    }),
  });
  vi.stubGlobal('fetch', fetchStub);
  render(<PlayApp launch={{ slug: 'nazar-boncugu', token: TOKEN, mode }} />);
  return { calls };
}

/** The interval has been asked for (and its reply has had time to arrive) before the clock moves. */
async function settingsRead(calls: { url: string }[]) {
  await waitFor(() => expect(calls.some((c) => c.url === '/api/responsible-gaming.php')).toBe(true));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

/** Moves the fake clock on and lets the replies and effects it set off run. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reality check', () => {
  it('pauses the game after the chosen minutes with the session figures; Devam et re-arms it', async () => {
    const { calls } = setup('real', 30);
    expect(await screen.findByRole('heading', { name: 'Nazar Boncuğu' })).toBeTruthy();
    await settingsRead(calls);
    await advance(29 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();

    await advance(MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Oyun süresi hatırlatması' });
    expect(await within(dialog).findByText('25,00 ₺')).toBeTruthy();
    expect(within(dialog).getByTestId('reality-time').textContent).toBe('30 dakika');
    expect(within(dialog).getByTestId('reality-wins').textContent).toBe('10,00 ₺');
    expect(within(dialog).getByTestId('reality-net').textContent).toBe('-15,00 ₺');
    // The token goes in the body of the figures' call, never in its address.
    const figures = calls.find((c) => c.url === '/api/responsible-gaming/session.php')!;
    expect(JSON.parse(String(figures.init!.body))).toEqual({ token: TOKEN });
    // The game underneath is paused (out of reach) while the dialog is open.
    expect(document.querySelector('.play-layout')!.hasAttribute('inert')).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'Oyun geçmişimi gör' }).getAttribute('href')).toBe(
      '/account/transactions?tab=slot_bet',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Devam et' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.play-layout')!.hasAttribute('inert')).toBe(false);

    await advance(29 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(MINUTE);
    const again = await screen.findByRole('dialog', { name: 'Oyun süresi hatırlatması' });
    // The session's time counts from the launch.
    expect(within(again).getByTestId('reality-time').textContent).toBe('1 saat');
  });

  it('Oyundan çık asks the lobby to close the game; Escape continues without closing the game', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    const { calls } = setup('real', 15);
    await screen.findByRole('heading', { name: 'Nazar Boncuğu' });
    await settingsRead(calls);
    await advance(15 * MINUTE);
    let dialog = await screen.findByRole('dialog', { name: 'Oyun süresi hatırlatması' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(postMessage).not.toHaveBeenCalled();

    await advance(15 * MINUTE);
    dialog = await screen.findByRole('dialog', { name: 'Oyun süresi hatırlatması' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oyundan çık' }));
    expect(postMessage).toHaveBeenCalledWith({ type: CLOSE_REQUEST }, '*');
  });

  it('waits 60 minutes when the interval cannot be read; never in demo play', async () => {
    const first = setup('real', null);
    await screen.findByRole('heading', { name: 'Nazar Boncuğu' });
    await settingsRead(first.calls);
    await advance(59 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(MINUTE);
    expect(await screen.findByRole('dialog', { name: 'Oyun süresi hatırlatması' })).toBeTruthy();
    cleanup();

    const { calls } = setup('demo', 15);
    await screen.findByRole('heading', { name: 'Nazar Boncuğu' });
    await advance(120 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.url.includes('responsible-gaming'))).toBe(false);
  });

  it("counts the time from the server's start of the game session when the page was reloaded on it", async () => {
    // the session's figures run from 45 minutes before this page: the time shown must agree with them
    const { calls } = setup('real', 30, 45 * MINUTE);
    await screen.findByRole('heading', { name: 'Nazar Boncuğu' });
    await settingsRead(calls);
    await advance(30 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Oyun süresi hatırlatması' });
    await waitFor(() =>
      expect(within(dialog).getByTestId('reality-time').textContent).toBe('1 saat 15 dakika'),
    );
    expect(within(dialog).getByText(/1 saat 15 dakika/, { selector: 'p' })).toBeTruthy();
  });

  it('words the session length', () => {
    expect(sessionLength(45 * MINUTE + 59_000)).toBe('45 dakika');
    expect(sessionLength(60 * MINUTE)).toBe('1 saat');
    expect(sessionLength(125 * MINUTE)).toBe('2 saat 5 dakika');
  });
});
