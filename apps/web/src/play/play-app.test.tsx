import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '@/test/render.tsx';
import { PlayApp } from './play-app.tsx';
import type { GameInfo, HistoryItem, HouseState, SlotDefinition, SlotRound } from '@/lib/game-types.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'tok_1234567890';

const slotDef: SlotDefinition = {
  id: 'nazar-boncugu',
  name: 'Nazar Boncuğu',
  mechanic: 'paylines',
  features: ['wild'],
  volatility: 'low',
  rtp: 96.1,
  reels: 3,
  rows: 3,
  symbols: [
    { id: 'W', name: 'Nazar', kind: 'wild', art: 'art/symbols/nazar-boncugu/nazar.svg' },
    { id: 'C', name: 'Kiraz', kind: 'regular', art: 'art/symbols/nazar-boncugu/kiraz.svg' },
    { id: 'L', name: 'Limon', kind: 'regular', art: 'art/symbols/nazar-boncugu/limon.svg' },
  ],
  paytable: { W: { 3: 100 }, C: { 3: 20 }, L: { 3: 10 } },
  lines: [
    [1, 1, 1],
    [0, 0, 0],
    [2, 2, 2],
    [0, 1, 2],
    [2, 1, 0],
  ],
  unitsPerBet: 5,
  betLevels: [100, 200, 500],
  waysOrLines: 5,
};

function gameInfo(over: Partial<GameInfo> = {}): GameInfo {
  return {
    id: 'nazar-boncugu',
    name: 'Nazar Boncuğu',
    type: 'slot',
    mechanic: 'paylines',
    features: ['wild'],
    layout: '3x3, 5 hat',
    rtp: 96.1,
    rtp_by_bet: null,
    volatility: 'low',
    min_bet: 100,
    max_bet: 500,
    bet_levels: [100, 200, 500],
    description: 'Nazar boncuğu jokerli meyve slotu.',
    provider: 'Lale Games',
    label: null,
    definition: slotDef,
    ...over,
  };
}

function state(over: Partial<HouseState> = {}): HouseState {
  return {
    success: true,
    mode: 'demo',
    game: { slug: 'nazar-boncugu', name: 'Nazar Boncuğu', type: 'slot' },
    balance: 100000,
    seeds: {
      server_seed_hash: 'a'.repeat(64),
      client_seed: 'benim',
      nonce: 3,
      next_server_seed_hash: 'b'.repeat(64),
    },
    resumed_rounds: 0,
    active_hand: null,
    history: [],
    ...over,
  };
}

const winningRound: SlotRound = {
  gameId: 'nazar-boncugu',
  bet: 200,
  unit: 40,
  spins: [
    {
      free: false,
      stops: [1, 2, 3],
      grid: [
        ['L', 'C', 'L'],
        ['L', 'W', 'C'],
        ['C', 'C', 'L'],
      ],
      wins: [
        {
          type: 'line',
          line: 0,
          symbol: 'C',
          count: 3,
          ways: 1,
          pay: 20,
          multiplier: 1,
          units: 20,
          win: 800,
        },
      ],
      cascades: [],
      multiplier: 1,
      scatters: 0,
      freeSpinsAwarded: 0,
      win: 800,
    },
  ],
  freeSpinsAwarded: 0,
  freeSpinsPlayed: 0,
  cascadeSteps: 0,
  totalWin: 800,
  floatsUsed: 3,
};

function setup(opts: {
  state?: HouseState;
  game?: GameInfo;
  routes?: Record<string, (init?: RequestInit) => { status?: number; body: unknown }>;
}) {
  const { fetchStub, calls } = stubFetch({
    'house/state': () => ({ body: opts.state ?? state() }),
    'house/game': () => ({ body: { success: true, game: opts.game ?? gameInfo() } }),
    ...opts.routes,
  });
  vi.stubGlobal('fetch', fetchStub);
  render(<PlayApp launch={{ slug: opts.game?.id ?? 'nazar-boncugu', token: TOKEN, mode: 'demo' }} />);
  const posts = () =>
    calls
      .filter((c) => c.init?.method === 'POST' && c.url !== '/api/house/state') // the game's actions, not its state reads
      .map((c) => ({ url: c.url, body: JSON.parse(String(c.init!.body)) }));
  return { calls, posts };
}

describe('PlayApp (slot)', () => {
  it('loads the state and the game, shows the balance in TL and the demo badge', async () => {
    const { calls } = setup({});
    expect(await screen.findByRole('heading', { name: 'Nazar Boncuğu' })).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('1.000,00 ₺');
    expect(screen.getByText('Demo — sanal bakiye')).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(expect.arrayContaining(['/api/house/state', '/api/house/game?slug=nazar-boncugu']));
    // The session token travels in the body, never in a URL.
    expect(calls.every((c) => !c.url.includes(TOKEN))).toBe(true);
    const stateCall = calls.find((c) => c.url === '/api/house/state')!;
    expect(stateCall.init?.method).toBe('POST');
    expect(JSON.parse(String(stateCall.init!.body))).toEqual({ token: TOKEN });
  });

  it('reads the balance again when the player comes back to the tab', async () => {
    let balance = 100000;
    setup({ routes: { 'house/state': () => ({ body: state({ balance }) }) } });
    expect(await screen.findByRole('heading', { name: 'Nazar Boncuğu' })).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('1.000,00 ₺');
    balance = 250000; // a deposit in another tab
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('2.500,00 ₺'));
  });

  it('offers only the title’s bet levels', async () => {
    setup({});
    const select = (await screen.findByLabelText('Bahis')) as HTMLSelectElement;
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => Number(o.value))).toEqual([100, 200, 500]);
    expect(options.map((o) => o.textContent)).toEqual(['1,00 ₺', '2,00 ₺', '5,00 ₺']);
    fireEvent.click(screen.getByRole('button', { name: 'Bahsi artır' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bahsi artır' }));
    expect(select.value).toBe('500');
    expect((screen.getByRole('button', { name: 'Bahsi artır' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('spins with the chosen bet, highlights the winning line and updates balance, win and history', async () => {
    const { posts } = setup({
      routes: {
        'house/play': () => ({
          body: {
            success: true,
            round_id: 'r-1',
            nonce: 3,
            outcome: winningRound,
            total_bet: 200,
            total_win: 800,
            balance: 100600,
            seeds: {
              server_seed_hash: 'a'.repeat(64),
              client_seed: 'benim',
              nonce: 4,
              next_server_seed_hash: 'b'.repeat(64),
            },
          },
        }),
      },
    });
    fireEvent.change(await screen.findByLabelText('Bahis'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Çevir' }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1.006,00 ₺'));
    expect(posts()).toEqual([{ url: '/api/house/play', body: { token: TOKEN, bet: 200 } }]);
    expect(screen.getByTestId('last-win').textContent).toBe('8,00 ₺');
    expect(screen.getByText('Hat 1: 3 × Kiraz')).toBeTruthy();
    // Line 1 is the middle row: the three middle cells are marked.
    expect(document.querySelectorAll('.slot-stage .cell--win')).toHaveLength(3);
    expect(screen.getByTestId('nonce').textContent).toBe('4');
    expect(screen.getAllByRole('listitem').some((li) => li.textContent?.includes('Kazanç: 8,00 ₺'))).toBe(
      true,
    );
  });

  it('shows the server’s insufficient-funds message in the alert region', async () => {
    setup({
      routes: {
        'house/play': () => ({
          status: 400,
          body: { success: false, message: 'Yetersiz bakiye. Lütfen bahsinizi düşürün veya para yatırın.' },
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Çevir' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toContain('Yetersiz bakiye. Lütfen bahsinizi düşürün veya para yatırın.'),
    );
    expect(screen.getByTestId('balance').textContent).toBe('1.000,00 ₺');
    expect(screen.getByRole('button', { name: 'Çevir' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('lists the last 10 rounds and the resumed-round notice', async () => {
    const history: HistoryItem[] = Array.from({ length: 10 }, (_, i) => ({
      round_id: `r-${i}`,
      nonce: 10 - i,
      total_bet: 100,
      total_win: i === 0 ? 250 : 0,
      status: i === 9 ? 'refunded' : 'settled',
      created_at: `2024-01-05T09:0${i}:00Z`,
      outcome: winningRound,
    }));
    setup({ state: state({ history, resumed_rounds: 1 }) });
    expect(await screen.findByText('Yarım kalan 1 tur tamamlandı')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Son 10 Tur' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('05.01.2024 12:00')).toBeTruthy();
    expect(within(list).getByText('İade edildi')).toBeTruthy();
  });

  it('rotates the seed and links the revealed seed to the public verifier', async () => {
    const { posts } = setup({
      routes: {
        'house/seeds': () => ({
          body: {
            success: true,
            revealed: {
              server_seed: 'c'.repeat(64),
              server_seed_hash: 'a'.repeat(64),
              client_seed: 'benim',
              rounds_played: 3,
            },
            seeds: {
              server_seed_hash: 'b'.repeat(64),
              client_seed: 'benim',
              nonce: 0,
              next_server_seed_hash: 'd'.repeat(64),
            },
          },
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Tohumu Yenile' }));
    expect(await screen.findByText('c'.repeat(64))).toBeTruthy();
    expect(posts()).toEqual([{ url: '/api/house/seeds', body: { token: TOKEN } }]);
    const link = screen.getByRole('link', { name: 'Doğrulayıcıda aç' }).getAttribute('href')!;
    const q = new URL(link, 'http://x').searchParams;
    expect(Object.fromEntries(q)).toEqual({
      game: 'nazar-boncugu',
      server_seed: 'c'.repeat(64),
      client_seed: 'benim',
      nonce: '2',
      hash: 'a'.repeat(64),
    });
    expect(screen.getByTestId('nonce').textContent).toBe('0');
  });

  it('checks the client seed before saving it', async () => {
    const { posts } = setup({});
    const input = await screen.findByLabelText('İstemci tohumu');
    fireEvent.change(input, { target: { value: 'boşluklu tohum' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(/İstemci tohumu 1-64 karakter olmalı/)).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('explains a missing token in Turkish', () => {
    render(<PlayApp launch={{ slug: 'nazar-boncugu', token: '', mode: 'demo' }} />);
    expect(screen.getByRole('alert').textContent).toContain('Oyun oturumu bulunamadı');
  });

  it('shows the rules and paytable with values at the chosen bet', async () => {
    setup({});
    await screen.findByRole('heading', { name: 'Kurallar ve Ödeme Tablosu' });
    const table = screen.getByRole('table');
    // Kiraz 3x = 20 units x (1,00 ₺ / 5 lines) = 4,00 ₺
    expect(within(table).getByRole('row', { name: /Kiraz/ }).textContent).toContain('4,00 ₺');
    expect(screen.getByText('%96,10')).toBeTruthy();
  });
});

describe('PlayApp (tables)', () => {
  const tableGame = (id: string, mechanic: string): GameInfo =>
    gameInfo({
      id,
      name: id,
      type: 'table',
      mechanic,
      bet_levels: null,
      min_bet: 100,
      max_bet: 1_000_000,
      definition: {
        kind: 'rng-table',
        label: 'RNG Masa Oyunu',
        id,
        name: id,
        rtp: 97.3,
        rtpByBet: { all: 97.3 },
        limits: { minBet: 100, maxBet: 1_000_000, step: 100 },
      },
    });

  it('roulette: places chips on the board and sends the bets', async () => {
    const { posts } = setup({
      game: tableGame('avrupa-ruleti', 'roulette'),
      state: state({ game: { slug: 'avrupa-ruleti', name: 'Avrupa Ruleti', type: 'table' } }),
      routes: {
        'house/play': () => ({
          body: {
            success: true,
            round_id: 'r-9',
            nonce: 3,
            outcome: {
              gameId: 'avrupa-ruleti',
              number: 17,
              color: 'black',
              bets: [
                { type: 'straight', numbers: [17], amount: 600, covered: [17], win: 21600 },
                { type: 'red', amount: 100, covered: [], win: 0 },
              ],
              totalBet: 700,
              totalWin: 21600,
              floatsUsed: 1,
            },
            total_bet: 700,
            total_win: 21600,
            balance: 120900,
            seeds: state().seeds,
          },
        }),
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: '5 ₺' }));
    fireEvent.click(screen.getByRole('button', { name: '17 Siyah' }));
    fireEvent.click(screen.getByRole('radio', { name: '1 ₺' }));
    fireEvent.click(screen.getByRole('button', { name: /^17 Siyah/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Kırmızı' }));
    expect(screen.getByTestId('bet-total').textContent).toBe('7,00 ₺');
    expect(screen.getByRole('button', { name: '17 Siyah, bahis 6,00 ₺' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Çevir' }));
    expect(await screen.findByText('Kazanan sayı: 17 Siyah')).toBeTruthy();
    expect(posts()[0]!.body).toEqual({
      token: TOKEN,
      bets: [
        { type: 'straight', numbers: [17], amount: 600 },
        { type: 'red', amount: 100 },
      ],
    });
    expect(screen.getByTestId('balance').textContent).toBe('1.209,00 ₺');
  });

  it('blackjack: resumes the open hand and offers only its legal actions', async () => {
    const view = {
      bet: 1000,
      playerCards: ['10♠', '6♥'],
      dealerCards: ['9♣', '??'],
      playerTotal: 16,
      playerSoft: false,
      dealerTotal: null,
      finished: false,
      outcome: null,
      totalBet: 1000,
      totalWin: 0,
      legalActions: ['hit', 'stand'] as ('hit' | 'stand')[],
    };
    const { posts } = setup({
      game: tableGame('blackjack', 'blackjack'),
      state: state({
        game: { slug: 'blackjack', name: 'Blackjack', type: 'table' },
        active_hand: { round_id: 'bj-1', view },
      }),
      routes: {
        'house/blackjack': () => ({
          body: {
            success: true,
            round_id: 'bj-1',
            nonce: 2,
            view: {
              ...view,
              dealerCards: ['9♣', '8♦'],
              dealerTotal: 17,
              finished: true,
              outcome: 'lose',
              legalActions: [],
            },
            balance: 99000,
          },
        }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Kart Çek' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /İkiye Katla/ })).toBeNull();
    expect(screen.getByRole('img', { name: 'Kapalı kart' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dur' }));
    expect(await screen.findByText('Kaybettiniz')).toBeTruthy();
    expect(posts()).toEqual([{ url: '/api/house/blackjack', body: { token: TOKEN, action: 'stand' } }]);
    expect(screen.getByRole('button', { name: 'Yeni El' })).toBeTruthy();
  });

  it('baccarat: refuses to deal without a bet', async () => {
    const { posts } = setup({
      game: tableGame('baccarat', 'baccarat'),
      state: state({ game: { slug: 'baccarat', name: 'Baccarat', type: 'table' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Dağıt' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Önce bir bahis yerleştirin');
    expect(posts()).toEqual([]);
  });
});

describe('PlayApp (slot) free spins of a bonus', () => {
  const seeds = { server_seed_hash: 'a'.repeat(64), client_seed: 'benim', nonce: 4, next_server_seed_hash: 'b'.repeat(64) };
  const freeReply = (left: number | undefined) => ({
    body: {
      success: true,
      round_id: `r-${left}`,
      nonce: 3,
      outcome: winningRound,
      total_bet: 0,
      total_win: 800,
      balance: 100000,
      seeds,
      free_round: true,
      ...(left === undefined ? {} : { free_spins: left > 0 ? { left, stake: 200 } : null }),
    },
  });

  it('shows the spins left, locks the stake at theirs and plays at it until none is left', async () => {
    let left = 2;
    const { posts } = setup({
      state: state({ mode: 'real', free_spins: { left: 2, stake: 200 } }),
      routes: { 'house/play': () => freeReply(--left) },
    });
    expect((await screen.findByTestId('free-spins-left')).textContent).toBe('Ücretsiz dönüş: 2');
    const select = screen.getByLabelText('Bahis') as HTMLSelectElement;
    expect(select.value).toBe('200');
    expect(select.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Bahsi artır' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Bahsi azalt' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Çevir' }));
    await waitFor(() => expect(screen.getByTestId('free-spins-left').textContent).toBe('Ücretsiz dönüş: 1'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Çevir' }).getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Çevir' }));
    await waitFor(() => expect(screen.queryByTestId('free-spins-left')).toBeNull());
    expect(posts().map((p) => p.body)).toEqual([
      { token: TOKEN, bet: 200 },
      { token: TOKEN, bet: 200 },
    ]);
    // Free spins over: the stake is the player's again.
    await waitFor(() => expect((screen.getByLabelText('Bahis') as HTMLSelectElement).disabled).toBe(false));
  });

  it('counts down a free round whose reply carries no count, and offers a stake outside the levels', async () => {
    setup({
      state: state({ mode: 'real', free_spins: { left: 3, stake: 300 } }),
      routes: { 'house/play': () => freeReply(undefined) },
    });
    const select = (await screen.findByLabelText('Bahis')) as HTMLSelectElement;
    expect(select.value).toBe('300');
    expect(screen.getByText('Ücretsiz dönüşleriniz bitene kadar bahis 3,00 ₺ olarak sabittir.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Çevir' }));
    await waitFor(() => expect(screen.getByTestId('free-spins-left').textContent).toBe('Ücretsiz dönüş: 2'));
  });

  it('plays as before when the server sends no free spins', async () => {
    setup({ state: state({ mode: 'real' }) });
    await screen.findByRole('heading', { name: 'Nazar Boncuğu' });
    expect(screen.queryByTestId('free-spins-left')).toBeNull();
    expect((screen.getByLabelText('Bahis') as HTMLSelectElement).disabled).toBe(false);
  });

  it("shows the wallet's refusal of a bet over the bonus max bet in the alert region", async () => {
    const message = 'Aktif bonusunuz varken bir bahis en fazla 50,00 ₺ olabilir.';
    setup({
      state: state({ mode: 'real' }),
      routes: { 'house/play': () => ({ status: 400, body: { success: false, message, max_bet: 50 } }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Çevir' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
    expect(screen.getByTestId('balance').textContent).toBe('1.000,00 ₺');
  });
});
