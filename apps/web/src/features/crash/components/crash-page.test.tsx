import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMemo, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/api/session.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CrashMyBet, CrashPhase, CrashStateReply } from '@app/shared/api/crash.ts';
import { multiplierAt } from '@app/games/crash/crash.ts';
import { renderAt, stubFetch } from '@/test/render.tsx';
import { dismissToast, getToasts } from '@/lib/toast.ts';
import { PushContext, type PublicTopic, type PushKind, type PushState } from '@/lib/push.ts';
import { DEMO_BALANCE_KEY } from '../lib/demo.ts';
import { sessionBetsKey } from '../hooks/use-crash-play.ts';
import CrashPage from './crash-page.tsx';

const H = (c: string) => c.repeat(64);
/** `1,57x` -> 157. */
const hundredths = (text: string) => Number(text.replace(/[,x]/g, ''));

/** A state of round `id` in `phase`, timed from now: bets close in 5 s, or it took off 5 s ago. */
function state(
  id: number,
  phase: CrashPhase,
  extra: { crash_point?: number; my_bet?: CrashMyBet | null; cap?: number } = {},
): CrashStateReply {
  const now = Date.now();
  return {
    success: true,
    round: {
      id,
      // The round's place in its site's chain: ids are installation-wide (another site's rounds between).
      number: id - 30,
      phase,
      starts_at: new Date(phase === 'betting' ? now + 5000 : now - 5000).toISOString(),
      multiplier: phase === 'flying' ? 1.3 : null,
      crash_point: phase === 'crashed' ? (extra.crash_point ?? 1.35) : null,
      hash: phase === 'crashed' ? H('b') : null,
      previous_hash: H('a'),
      crashed_at: phase === 'crashed' ? new Date(now).toISOString() : null,
      cap_multiplier: extra.cap ?? null,
    },
    bets: [
      {
        username: 'ay***',
        amount: 25,
        auto_cashout: null,
        cashed_out_at: phase === 'betting' ? null : 1.2,
        win: phase === 'betting' ? null : 30,
      },
    ],
    history: [
      { id: id - 1, number: id - 30 - 1, crash_point: 2.47, hash: H('a') },
      { id: id - 2, number: id - 30 - 2, crash_point: 1, hash: H('c') },
      { id: id - 3, number: id - 30 - 3, crash_point: 12.5, hash: H('d') },
    ],
    server_time: new Date(now).toISOString(),
    my_bet: extra.my_bet ?? null,
    limits: { min_bet: 1, max_bet: 1000, max_win: 100000 },
  };
}

const OPEN_BET: CrashMyBet = {
  amount: 10,
  auto_cashout: null,
  cashed_out_at: null,
  win: null,
  status: 'open',
};

interface Server {
  current: () => CrashStateReply;
  down: boolean;
  bet?: () => { status?: number; body: unknown };
  cashout?: () => { status?: number; body: unknown };
}

function setup(
  server: Server,
  {
    loggedIn = true,
    wrap: Wrap,
    session,
  }: {
    loggedIn?: boolean;
    wrap?: (props: { children: ReactNode }) => ReactNode;
    /** The session reply, read at each call (a log-out and a log-in as someone else). */
    session?: () => unknown;
  } = {},
) {
  const { fetchStub, calls } = stubFetch({
    'user_session.php': () => ({
      body: session
        ? session()
        : loggedIn
        ? { success: true, logged_in: true, user: { id: 1, username: 'demo' } }
        : { success: true, logged_in: false },
    }),
    'get-balance.php': () => ({ body: { success: true, balance: 100 } }),
    'crash/state': () => {
      if (server.down) throw new TypeError('Failed to fetch');
      return { body: server.current() };
    },
    'crash/session': () => ({ body: { success: true } }),
    'crash/bet': () => server.bet?.() ?? { status: 500, body: { success: false } },
    'crash/cashout': () => server.cashout?.() ?? { status: 500, body: { success: false } },
    'crash/rounds/': () => ({
      body: {
        success: true,
        round: { ...state(40, 'crashed', { crash_point: 2.47 }).round, id: 40, number: 10, hash: H('e') },
        bets: [{ username: 'me***', amount: 5, auto_cashout: null, cashed_out_at: 2, win: 10 }],
      },
    }),
  });
  vi.stubGlobal('fetch', fetchStub);
  renderAt(
    Wrap ? (
      <Wrap>
        <CrashPage />
      </Wrap>
    ) : (
      <CrashPage />
    ),
    { path: '/zeplin' },
  );
  const posts = (path: string) =>
    calls
      .filter((c) => c.url.startsWith(`/api/${path}`) && c.init?.method === 'POST')
      .map((c) => JSON.parse(String(c.init!.body)));
  return { posts, calls };
}

const status = () => screen.getByTestId('crash-status').textContent;
const announcer = () => screen.getByTestId('crash-announcer').textContent;

beforeEach(() => {
  // jsdom has no canvas: the page draws nothing, its figures still update.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  window.localStorage.removeItem(DEMO_BALANCE_KEY);
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const t of getToasts()) dismissToast(t.id);
});

describe('Zeplin: the round', () => {
  it('shows a visitor the countdown, the last crash points, the commitment and a login prompt', async () => {
    const server: Server = { current: () => state(41, 'betting'), down: false };
    const { posts, calls } = setup(server, { loggedIn: false });
    await waitFor(() => expect(status()).toMatch(/^Kalkışa [0-5],\d sn$/));
    expect(screen.getByRole('link', { name: 'Tur #40: 2,47x' }).getAttribute('href')).toBe('/zeplin?tur=40');
    expect(screen.getByRole('link', { name: 'Tur #39: 1,00x' }).className).toContain('crash-chip--low');
    expect(screen.getByRole('link', { name: 'Tur #38: 12,50x' }).className).toContain('crash-chip--high');
    expect(screen.getAllByText(H('a')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bahis Yap' })).toBeNull();
    expect(screen.getByRole('link', { name: /Adil Oyun/ }).getAttribute('href')).toBe('/adil-oyun');
    expect(posts('crash/bet')).toHaveLength(0);
    // a visitor has no game session to open
    expect(calls.filter((c) => c.url === '/api/crash/session')).toHaveLength(0);
  });

  it('follows the phases: the curve from starts_at while flying, the crash point at the crash, each change announced', async () => {
    let current = state(41, 'betting');
    setup({ current: () => current, down: false }, { loggedIn: false });
    await waitFor(() => expect(status()).toMatch(/^Kalkışa/));
    current = state(41, 'flying');
    await waitFor(() => expect(status()).toBe('Zeplin uçuyor'));
    await waitFor(() => expect(announcer()).toBe('Tur #41: zeplin kalktı.'));
    // From starts_at (5 s before the state: floor(100 e^0.3) = 1.34x), rising with the clock.
    const startsAt = Date.parse(current.round.starts_at);
    const shown = () => hundredths(screen.getByTestId('crash-multiplier').textContent!);
    const first = shown();
    expect(first).toBeGreaterThanOrEqual(134);
    expect(first).toBeLessThanOrEqual(multiplierAt(Date.now() - startsAt));
    await waitFor(() => expect(shown()).toBeGreaterThan(first));
    current = state(41, 'crashed', { crash_point: 1.35 });
    await waitFor(() => expect(status()).toBe("1,35x'te düştü"));
    expect(screen.getByTestId('crash-multiplier').textContent).toBe('1,35x');
    await waitFor(() => expect(announcer()).toBe("Zeplin 1,35x'te düştü."));
  });

  it('says it is behind, and holds the multiplier, when no state came for more than ~2 s while flying', async () => {
    const server: Server = { current: () => state(41, 'flying'), down: false };
    setup(server, { loggedIn: false });
    await waitFor(() => expect(status()).toBe('Zeplin uçuyor'));
    server.down = true;
    await waitFor(() => expect(status()).toBe('Bağlantı gecikiyor...'), { timeout: 5000 });
    const held = screen.getByTestId('crash-multiplier').textContent;
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.getByTestId('crash-multiplier').textContent).toBe(held);
    expect(screen.getByText(/gösterilen çarpan son bilinen değerdir/)).toBeTruthy();
    server.down = false;
    await waitFor(() => expect(status()).toBe('Zeplin uçuyor'), { timeout: 4000 });
  });
});

describe('Zeplin: before the first round', () => {
  it("shows the server's Turkish text while the game is not ready, then the round", async () => {
    let ready = false;
    const { fetchStub } = stubFetch({
      'user_session.php': () => ({ body: { success: true, logged_in: false } }),
      'crash/state': () =>
        ready
          ? { body: state(1, 'betting') }
          : {
              status: 503,
              body: {
                success: false,
                message: 'Zeplin hazırlanıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
              },
            },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderAt(<CrashPage />, { path: '/zeplin' });
    expect(
      await screen.findByText('Zeplin hazırlanıyor. Lütfen birkaç saniye sonra tekrar deneyin.'),
    ).toBeTruthy();
    ready = true;
    await waitFor(() => expect(status()).toMatch(/^Kalkışa/));
    expect(screen.queryByText(/Zeplin hazırlanıyor/)).toBeNull();
  });
});

describe('Zeplin: the canvas', () => {
  /** A 2D context that counts its drawings, on a canvas of 600 x 300 CSS pixels. */
  function fakeCanvas() {
    const drawings = { count: 0 };
    const ctx = new Proxy({} as Record<string, unknown>, {
      get: (_t, key) => {
        if (key === 'clearRect') return () => void drawings.count++;
        if (key === 'createLinearGradient') return () => ({ addColorStop: () => undefined });
        return () => undefined;
      },
      set: () => true,
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      ctx as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLCanvasElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    return drawings;
  }

  async function countOverHalfASecond(drawings: { count: number }) {
    setup({ current: () => state(41, 'flying'), down: false }, { loggedIn: false });
    await waitFor(() => expect(status()).toBe('Zeplin uçuyor'));
    const before = drawings.count;
    const mult = screen.getByTestId('crash-multiplier').textContent;
    await waitFor(() => expect(screen.getByTestId('crash-multiplier').textContent).not.toBe(mult));
    await new Promise((r) => setTimeout(r, 500));
    return drawings.count - before;
  }

  it('redraws the flight at each animation frame', async () => {
    const drawings = fakeCanvas();
    expect(await countOverHalfASecond(drawings)).toBeGreaterThan(10);
  });

  it('with prefers-reduced-motion, does not animate the curve; the multiplier still updates', async () => {
    const drawings = fakeCanvas();
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q.includes('reduce'),
      media: q,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    expect(await countOverHalfASecond(drawings)).toBe(0);
  });
});

/** A channel whose carried topics the test sets, and which hands the test its crash listeners. */
function fakeChannel() {
  const listeners = new Set<(data: unknown) => void>();
  const changes = new Set<(kinds: readonly PushKind[]) => void>();
  const listen = (l: (kinds: readonly PushKind[]) => void) => {
    changes.add(l);
    return () => void changes.delete(l);
  };
  const control = { setCarried: (_c: PublicTopic[]) => undefined as void };
  const listenTopic = (topic: PublicTopic, l: (data: unknown) => void) => {
    expect(topic).toBe('crash');
    listeners.add(l);
    return () => void listeners.delete(l);
  };
  function Channel({ children }: { children: ReactNode }) {
    const [carried, setCarried] = useState<PublicTopic[]>(['crash']);
    control.setCarried = (c) => act(() => setCarried(c));
    const value = useMemo<PushState>(() => ({ up: false, carried, listen, listenTopic }), [carried]);
    return <PushContext.Provider value={value}>{children}</PushContext.Provider>;
  }
  const send = (data: unknown) => listeners.forEach((l) => l(data));
  const change = (kinds: PushKind[]) => act(() => changes.forEach((l) => l(kinds)));
  return { Channel, control, send, change };
}

describe('Zeplin: the push channel', () => {
  it('takes the round from the crash topic, reads the state once and then only at the safety interval, and is not behind in a quiet flight', async () => {
    const { Channel, control, send } = fakeChannel();
    const { calls } = setup(
      { current: () => state(41, 'betting'), down: false },
      { loggedIn: false, wrap: Channel },
    );
    await waitFor(() => expect(status()).toMatch(/^Kalkışa/));
    const polls = () => calls.filter((c) => c.url === '/api/crash/state').length;
    const before = polls();
    // The topic's data is a CrashState (no my_bet, no limits); junk is ignored.
    const { success: _s, my_bet: _m, limits: _l, ...flying } = state(41, 'flying');
    send({ nonsense: true });
    send({ ...flying, server_time: new Date().toISOString() });
    await waitFor(() => expect(status()).toBe('Zeplin uçuyor'));
    // Nothing is sent per tick: 3 s of silence while carried is no delay.
    await new Promise((r) => setTimeout(r, 3000));
    expect(status()).toBe('Zeplin uçuyor');
    expect(polls()).toBe(before);
    // The channel stops carrying the topic: the page polls about every second.
    control.setCarried([]);
    await waitFor(() => expect(polls()).toBeGreaterThan(before + 1), { timeout: 3000 });
    expect(status()).toBe('Zeplin uçuyor');
  });
});

describe('Zeplin: real play on the push channel', () => {
  it("reads the player's own bet again at each pushed phase change and each balance change", async () => {
    const { Channel, send, change } = fakeChannel();
    let current = state(41, 'flying', { my_bet: OPEN_BET });
    const { calls } = setup({ current: () => current, down: false }, { wrap: Channel });
    await screen.findByRole('button', { name: /^Çıkış Yap/ });
    const polls = () => calls.filter((c) => c.url === '/api/crash/state').length;
    // An auto cash-out: the player's topic says the balance changed.
    current = state(41, 'flying', {
      my_bet: { ...OPEN_BET, status: 'cashed_out', cashed_out_at: 1.5, win: 15 },
    });
    const before = polls();
    change(['balance']);
    await waitFor(() =>
      expect(screen.getByTestId('crash-my-bet').textContent).toBe('1,50x ile çıkış: 15,00 ₺'),
    );
    expect(polls()).toBe(before + 1);
    await waitFor(() => expect(announcer()).toBe('1,50x çarpanla çıkış yaptınız: 15,00 ₺ kazandınız.'));
    // The next round: a bet, then the crash pushed; the loss is read from the state.
    current = state(42, 'flying', { my_bet: OPEN_BET });
    const { success: _s, my_bet: _m, limits: _l, ...flying } = current;
    send(flying);
    await waitFor(() => expect(screen.getByTestId('crash-my-bet').textContent).toBe('Açık bahis: 10,00 ₺'));
    current = state(42, 'crashed', { my_bet: { ...OPEN_BET, status: 'lost' } });
    const { success: _s2, my_bet: _m2, limits: _l2, ...crashed } = current;
    send(crashed);
    await waitFor(() => expect(screen.getByTestId('crash-my-bet').textContent).toBe('Kaybetti'));
  });
});

describe('Zeplin: real play', () => {
  it('places a bet in lira with a decimal comma and an auto cash-out, and announces it', async () => {
    const server: Server = {
      current: () => state(41, 'betting'),
      down: false,
      bet: () => ({
        body: {
          success: true,
          round_id: 41,
          bet: { ...OPEN_BET, amount: 2.5, auto_cashout: 1.5 },
          balance: 97.5,
        },
      }),
    };
    const { posts, calls } = setup(server);
    const amount = await screen.findByLabelText('Bahis tutarı (₺)');
    // the page opened the player's game session once, before any bet
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/crash/session' && c.init?.method === 'POST')).toHaveLength(1),
    );
    fireEvent.change(amount, { target: { value: '2,50' } });
    fireEvent.click(screen.getByLabelText('Otomatik çıkış'));
    fireEvent.change(await screen.findByLabelText('Otomatik çıkış çarpanı (x)'), {
      target: { value: '1,50' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bahis Yap' }));
    await waitFor(() => expect(posts('crash/bet')).toEqual([{ amount: 2.5, auto_cashout: 1.5 }]));
    await waitFor(() => expect(announcer()).toBe('Bahsiniz alındı: 2,50 ₺.'));
    expect(screen.getByTestId('crash-my-bet').textContent).toBe('Açık bahis: 2,50 ₺, otomatik çıkış 1,50x');
    const button = screen.getByRole('button', { name: 'Bahis Yap' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('crash-why');
    expect(screen.getByText('Bu turda bahsiniz var.')).toBeTruthy();
  });

  it('refuses a bad amount and a low auto cash-out in Turkish, without a call', async () => {
    const { posts } = setup({ current: () => state(41, 'betting'), down: false });
    fireEvent.change(await screen.findByLabelText('Bahis tutarı (₺)'), { target: { value: '2,505' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bahis Yap' }));
    expect(await screen.findByText('Geçerli bir bahis tutarı girin (ör. 10 veya 2,50).')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bahis tutarı (₺)'), { target: { value: '5000' } });
    fireEvent.click(screen.getByLabelText('Otomatik çıkış'));
    fireEvent.change(await screen.findByLabelText('Otomatik çıkış çarpanı (x)'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bahis Yap' }));
    expect(await screen.findByText('En yüksek bahis 1.000,00 ₺.')).toBeTruthy();
    expect(await screen.findByText('Otomatik çıkış çarpanı en az 1,01x olmalı.')).toBeTruthy();
    // Above the largest multiplier (10.000x): both bounds said.
    fireEvent.change(screen.getByLabelText('Otomatik çıkış çarpanı (x)'), { target: { value: '10000,01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bahis Yap' }));
    expect(
      await screen.findByText('Otomatik çıkış çarpanı 1,01x ile 10.000x arasında olmalı.'),
    ).toBeTruthy();
    expect(posts('crash/bet')).toHaveLength(0);
  });

  it("the cash-out figure promises no more than the server pays: the bet's auto target, the cap, the largest win", async () => {
    // The flight is past 1,30x: an auto cash-out at 1,25x is what the server pays at most.
    let current = state(41, 'flying', { my_bet: { ...OPEN_BET, auto_cashout: 1.25 }, cap: 50 });
    setup({ current: () => current, down: false });
    const button = await screen.findByRole('button', { name: 'Çıkış Yap: bahsi şimdiki çarpanla al' });
    await waitFor(() => expect(button.textContent).toBe('Çıkış Yap (1,25x · 12,50 ₺)'));
    cleanup();
    // The round's cap below the flight.
    current = state(41, 'flying', { my_bet: OPEN_BET, cap: 1.2 });
    setup({ current: () => current, down: false });
    const capped = await screen.findByRole('button', { name: 'Çıkış Yap: bahsi şimdiki çarpanla al' });
    await waitFor(() => expect(capped.textContent).toBe('Çıkış Yap (1,20x · 12,00 ₺)'));
    cleanup();
    // The largest win (limits.max_win, 11 ₺ here) below stake x multiplier.
    const base = state(41, 'flying', { my_bet: OPEN_BET });
    current = { ...base, limits: { ...base.limits, max_win: 11 } };
    setup({ current: () => current, down: false });
    const limited = await screen.findByRole('button', { name: 'Çıkış Yap: bahsi şimdiki çarpanla al' });
    await waitFor(() => expect(limited.textContent).toMatch(/^Çıkış Yap \(1,3\dx · 11,00 ₺\)$/));
  });

  it('keeps a real bet standing in the round: the Demo switch is disabled and says why', async () => {
    let current = state(41, 'flying', { my_bet: OPEN_BET });
    setup({ current: () => current, down: false });
    await screen.findByRole('button', { name: /^Çıkış Yap/ });
    const demo = screen.getByRole('switch', { name: 'Demo' }) as HTMLButtonElement;
    expect(demo.disabled).toBe(true);
    const why = screen.getByText('Bu turda açık bir gerçek bahsiniz var: Demo, bahsiniz sonuçlanınca açılabilir.');
    expect(demo.getAttribute('aria-describedby')?.split(' ')).toContain(why.id);
    fireEvent.click(demo);
    expect(demo.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('button', { name: /^Çıkış Yap/ })).toBeTruthy();
    // Once the bet is settled, demo can be switched on.
    current = state(41, 'crashed', { my_bet: { ...OPEN_BET, status: 'lost' } });
    await waitFor(() => expect(demo.disabled).toBe(false));
    expect(demo.getAttribute('aria-describedby')).toBe('crash-demo-hint');
    fireEvent.click(demo);
    expect(demo.getAttribute('aria-checked')).toBe('true');
  });

  it("keeps the session's bets per player: another player in the same tab does not see them", async () => {
    const user = (id: number, username: string) => ({
      success: true,
      logged_in: true,
      user: { id, username, first_name: '', last_name: '', email: '', balance: 100 },
    });
    let session: unknown = user(1, 'demo');
    let current = state(41, 'crashed', { my_bet: { ...OPEN_BET, status: 'lost' } });
    let client: QueryClient | null = null;
    function Grab({ children }: { children: ReactNode }) {
      client = useQueryClient();
      return children;
    }
    setup({ current: () => current, down: false }, { session: () => session, wrap: Grab });
    const mine = () => screen.getByRole('region', { name: 'Bu oturumdaki bahisleriniz' }).textContent;
    await waitFor(() => expect(mine()).toContain('#41'));
    expect(JSON.parse(window.sessionStorage.getItem(sessionBetsKey(1))!)).toHaveLength(1);

    // Log-out, then another player logs in in the same tab: the state still holds the last bet read.
    session = { success: true, logged_in: false, user: null };
    await act(() => client!.invalidateQueries({ queryKey: sessionQueryKey }));
    await waitFor(() => expect(mine()).toContain('Bu oturumda henüz bahsiniz yok.'));
    current = state(42, 'betting');
    session = user(2, 'ikinci');
    await act(() => client!.invalidateQueries({ queryKey: sessionQueryKey }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bahis Yap' })).toBeTruthy());
    expect(mine()).toContain('Bu oturumda henüz bahsiniz yok.');
    expect(mine()).not.toContain('#41');
    expect(window.sessionStorage.getItem(sessionBetsKey(2))).toBe('[]');

    // The first player back: their list again.
    session = user(1, 'demo');
    await act(() => client!.invalidateQueries({ queryKey: sessionQueryKey }));
    await waitFor(() => expect(mine()).toContain('#41'));
  });

  it('sets the amount with ½, x2, min and max within the limits', async () => {
    setup({ current: () => state(41, 'betting'), down: false });
    const amount = (await screen.findByLabelText('Bahis tutarı (₺)')) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'x2: tutarın iki katı' }));
    await waitFor(() => expect(amount.value).toBe('20'));
    fireEvent.click(screen.getByRole('button', { name: '½: tutarın yarısı' }));
    fireEvent.click(screen.getByRole('button', { name: '½: tutarın yarısı' }));
    await waitFor(() => expect(amount.value).toBe('5'));
    fireEvent.click(screen.getByRole('button', { name: 'Max: en yüksek tutar' }));
    await waitFor(() => expect(amount.value).toBe('1000'));
    fireEvent.click(screen.getByRole('button', { name: 'Min: en düşük tutar' }));
    await waitFor(() => expect(amount.value).toBe('1'));
  });

  it("cashes out and shows the server's multiplier and win, not the figure on screen", async () => {
    const server: Server = {
      current: () => state(41, 'flying', { my_bet: OPEN_BET, cap: 50 }),
      down: false,
      cashout: () => ({ body: { success: true, multiplier: 1.21, win: 12.1, balance: 102.1 } }),
    };
    const { posts } = setup(server);
    expect(
      await screen.findByText(
        'Bu turda açık bahisler en geç 50,00x çarpanında otomatik çıkış yapar (tur tavanı).',
      ),
    ).toBeTruthy();
    // The name stays put (no announcement per tick); the figure on it follows the flight.
    const button = await screen.findByRole('button', { name: 'Çıkış Yap: bahsi şimdiki çarpanla al' });
    await waitFor(() => expect(button.textContent).toMatch(/^Çıkış Yap \(1,3\dx · 13,\d0 ₺\)$/));
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByTestId('crash-my-bet').textContent).toBe('1,21x ile çıkış: 12,10 ₺'),
    );
    expect(posts('crash/cashout')).toEqual([{}]);
    await waitFor(() => expect(announcer()).toBe('1,21x çarpanla çıkış yaptınız: 12,10 ₺ kazandınız.'));
    expect(screen.queryByRole('button', { name: /Çıkış Yap/ })).toBeNull();
    expect(
      within(screen.getByRole('table', { name: 'Bu oturumdaki bahisleriniz' })).getByText(
        '1,21x ile çıkış: 12,10 ₺',
      ),
    ).toBeTruthy();
  });

  it("shows the server's refusal of a late cash-out", async () => {
    const server: Server = {
      current: () => state(41, 'flying', { my_bet: OPEN_BET }),
      down: false,
      cashout: () => ({ status: 409, body: { success: false, message: 'Zeplin düştü; çıkış yapılamadı.' } }),
    };
    setup(server);
    fireEvent.click(await screen.findByRole('button', { name: /^Çıkış Yap/ }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toEqual(['Zeplin düştü; çıkış yapılamadı.']),
    );
  });

  it("announces a loss when the round crashes with the player's bet open", async () => {
    let current = state(41, 'flying', { my_bet: OPEN_BET });
    setup({ current: () => current, down: false });
    await screen.findByRole('button', { name: /^Çıkış Yap/ });
    current = state(41, 'crashed', { my_bet: { ...OPEN_BET, status: 'lost' } });
    await waitFor(() => expect(screen.getByTestId('crash-my-bet').textContent).toBe('Kaybetti'));
    await waitFor(() => expect(announcer()).toBe("Zeplin 1,35x'te düştü. Bahsiniz kaybetti."));
  });
});

describe('Zeplin: demo mode', () => {
  async function demoBet(server: Server) {
    const { posts, calls } = setup(server, { loggedIn: false });
    fireEvent.click(await screen.findByRole('switch', { name: 'Demo' }));
    expect(screen.getByText('Demo modu: oyun parası, gerçek para değildir.')).toBeTruthy();
    expect(screen.getByText('1.000,00 ₺')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Bahis tutarı (₺)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bahis Yap' }));
    await waitFor(() => expect(screen.getByText('990,00 ₺')).toBeTruthy());
    expect(window.localStorage.getItem(DEMO_BALANCE_KEY)).toBe('99000');
    return { posts, calls };
  }

  it('plays money in the browser against the public round: a cash-out under the crash point wins', async () => {
    let current = state(41, 'betting');
    const server: Server = { current: () => current, down: false };
    const { calls } = await demoBet(server);
    current = state(41, 'flying');
    const cashOut = await screen.findByRole('button', { name: 'Çıkış Yap: bahsi şimdiki çarpanla al' });
    await waitFor(() => expect(cashOut.textContent).toMatch(/^Çıkış Yap \(\d,\d\dx · \d+,\d0 ₺\)$/));
    fireEvent.click(cashOut);
    await waitFor(() =>
      expect(screen.getByTestId('crash-my-bet').textContent).toMatch(/^Açık bahis: 10,00 ₺ · \d,\d\dx · /),
    );
    const clicked = hundredths(/· (\d,\d\dx) ·/.exec(screen.getByTestId('crash-my-bet').textContent!)![1]!);
    current = state(41, 'crashed', { crash_point: 5 });
    const win = clicked * 10; // 10 ₺ x the multiplier clicked, kuruş
    const winText = `${Math.floor(win / 100)},${String(win % 100).padStart(2, '0')} ₺`;
    await waitFor(() =>
      expect(announcer()).toBe(
        `Zeplin 5,00x'te düştü. Demo: ${(clicked / 100).toFixed(2).replace('.', ',')}x çarpanla ${winText} kazandınız (oyun parası).`,
      ),
    );
    expect(window.localStorage.getItem(DEMO_BALANCE_KEY)).toBe(String(99000 + win));
    expect(calls.filter((c) => c.url.includes('crash/bet') || c.url.includes('crash/cashout'))).toHaveLength(
      0,
    );
  });

  it('loses when the round crashes below the multiplier clicked', async () => {
    let current = state(41, 'betting');
    await demoBet({ current: () => current, down: false });
    current = state(41, 'flying');
    fireEvent.click(await screen.findByRole('button', { name: /^Çıkış Yap/ }));
    current = state(41, 'crashed', { crash_point: 1.2 });
    await waitFor(() => expect(announcer()).toBe("Zeplin 1,20x'te düştü. Demo bahsiniz kaybetti."));
    expect(window.localStorage.getItem(DEMO_BALANCE_KEY)).toBe('99000');
  });
});

describe('Zeplin: a past round', () => {
  it('opens a crash point chip in a dialog with its hash, crash point and bets', async () => {
    const { calls } = setup({ current: () => state(41, 'betting'), down: false }, { loggedIn: false });
    fireEvent.click(await screen.findByRole('link', { name: 'Tur #40: 2,47x' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tur #40' });
    await waitFor(() => expect(within(dialog).getByText(H('e'))).toBeTruthy());
    expect(within(dialog).getByText('2,47x')).toBeTruthy();
    expect(within(dialog).getByText('me***')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/crash/rounds/40')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/zeplin'));
  });
});
