import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, stubFetch } from '@/test/render.tsx';
import { istanbulToday } from '../utils/date-range.ts';
import TransactionsPage from './transactions-page.tsx';

const STATS = {
  total_deposit: 0,
  pending_deposit: 0,
  total_withdraw: 1234.5,
  pending_withdraw: 100,
  total_slot_bet: 0,
  total_slot_win: 0,
  total_casino_bet: 0,
  total_casino_win: 0,
  total_sports_bet: 0,
  total_sports_win: 0,
};

function row(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    date: '2024-03-05T09:30:00Z',
    type: 'withdraw',
    description: `Para çekme — Akbank ${id}`,
    payment_method: 'Banka Havalesi',
    amount: 250,
    status: 'pending',
    status_label: 'Bekliyor',
    game_name: null,
    provider: null,
    reference_id: null,
    balance_before: 1000,
    balance_after: 750,
    ...extra,
  };
}

function historyReply(url: URL) {
  const page = Number(url.searchParams.get('page'));
  return {
    success: true,
    transactions: [row(page * 100 + 1)],
    pagination: { total_pages: 9, current_page: page, per_page: 20, total: 170, pages: [1, 2, 3, 4, 5] },
    statistics: STATS,
    message: '',
  };
}

type Reply = { status?: number; body: unknown };

function setup(
  path: string,
  reply: (url: URL) => Reply = (url) => ({ body: historyReply(url) }),
  routes: Parameters<typeof stubFetch>[0] = {},
) {
  const requests: URL[] = [];
  const { fetchStub } = stubFetch(routes);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/transaction-history.php') {
      requests.push(url);
      const r = reply(url);
      return new Response(JSON.stringify(r.body), { status: r.status ?? 200 });
    }
    return fetchStub(input, init);
  });
  renderAt(<TransactionsPage />, { path });
  return { requests, last: () => requests.at(-1)! };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TransactionsPage', () => {
  it('preselects the tab from ?tab= and loads today, page 1, 20 rows', async () => {
    const { last } = setup('/account/transactions?tab=withdraw');
    expect(await screen.findByText('Para çekme — Akbank 101')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Çekimler' }).getAttribute('aria-selected')).toBe('true');
    const today = istanbulToday();
    expect(Object.fromEntries(last().searchParams)).toEqual({
      type: 'withdraw',
      page: '1',
      limit: '20',
      from: today,
      to: today,
    });
    // The totals of the tab, and the row's figures with 2 decimals.
    expect(screen.getByText('Toplam Çekim')).toBeTruthy();
    expect(screen.getByText('1.234,50 ₺')).toBeTruthy();
    expect(screen.getByText('250,00 ₺')).toBeTruthy();
    expect(screen.getByText('Bekliyor')).toBeTruthy();
    expect(screen.getByText('750,00 ₺')).toBeTruthy();
  });

  it('refuses an end before the start or a day after today, without asking the server', async () => {
    const { requests, last } = setup('/account/transactions?tab=withdraw');
    await screen.findByText('Para çekme — Akbank 101');
    // Choosing the custom range (it starts as today..today) reloads.
    fireEvent.click(screen.getByRole('radio', { name: 'Tarih Aralığı' }));
    await waitFor(() => expect(requests.length).toBe(2));
    const asked = requests.length;

    fireEvent.change(screen.getByLabelText('Bitiş'), { target: { value: '2024-03-05' } });
    expect(screen.getByRole('alert').textContent).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz');
    fireEvent.change(screen.getByLabelText('Başlangıç'), { target: { value: '2024-03-10' } });
    expect(screen.getByRole('alert').textContent).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz');
    expect(screen.getByLabelText('Bitiş').getAttribute('aria-describedby')).toBe('date-range-problem');

    fireEvent.change(screen.getByLabelText('Bitiş'), { target: { value: '2999-01-01' } });
    expect(screen.getByRole('alert').textContent).toBe('Bugünden sonraki bir tarih seçilemez');
    await new Promise((r) => setTimeout(r, 30));
    expect(requests.length).toBe(asked);
    expect(requests.some((u) => u.searchParams.get('to') === '2999-01-01')).toBe(false);

    fireEvent.change(screen.getByLabelText('Bitiş'), { target: { value: '2024-03-12' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(last().searchParams.get('to')).toBe('2024-03-12'));
    expect(last().searchParams.get('from')).toBe('2024-03-10');
    expect(last().searchParams.get('page')).toBe('1');
  });

  it('pages with first, previous, a window of numbers, next and last; a new tab starts at page 1', async () => {
    const { last } = setup('/account/transactions?tab=withdraw');
    await screen.findByText('Para çekme — Akbank 101');
    const pager = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(pager.textContent).toContain('12345');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 3' }));
    expect(await screen.findByText('Para çekme — Akbank 301')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sayfa 3' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Son sayfa' }));
    await waitFor(() => expect(last().searchParams.get('page')).toBe('9'));
    fireEvent.click(screen.getByRole('button', { name: 'İlk sayfa' }));
    await waitFor(() => expect(last().searchParams.get('page')).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    await waitFor(() => expect(last().searchParams.get('page')).toBe('2'));

    fireEvent.click(screen.getByRole('tab', { name: 'Yatırımlar' }));
    await waitFor(() => expect(last().searchParams.get('type')).toBe('deposit'));
    expect(last().searchParams.get('page')).toBe('1');
    expect(screen.getByTestId('location').textContent).toBe('/account/transactions?tab=deposit');
  });

  it('reloads with the refresh button', async () => {
    const { requests } = setup('/account/transactions');
    await screen.findByText('Para çekme — Akbank 101');
    fireEvent.click(screen.getByRole('button', { name: /Yenile/ }));
    await waitFor(() => expect(requests.length).toBe(2));
  });

  it('shows an empty list when the load fails', async () => {
    setup('/account/transactions?tab=withdraw', () => ({
      status: 500,
      body: { success: false, message: 'x' },
    }));
    expect(await screen.findByText('Çekim işlemi bulunamadı')).toBeTruthy();
  });

  it("goes to /login when the reply is 'Giriş yapılmamış'", async () => {
    setup('/account/transactions', () => ({
      status: 401,
      body: { success: false, message: 'Giriş yapılmamış' },
    }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });

  it('opens the game detail from a reference number and says when it cannot be loaded', async () => {
    setup('/account/transactions?tab=slot_bet', () => ({
      body: {
        ...historyReply(new URL('http://x/?page=1')),
        transactions: [
          row(1, {
            type: 'bet',
            description: 'Slot bahsi',
            reference_id: 'R-778',
            game_name: 'Lale',
            provider: 'inhouse',
          }),
        ],
      },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'R-778' }));
    expect(await screen.findByText('Oyun detayı yüklenemedi.')).toBeTruthy();
    expect(screen.getByRole('dialog', { hidden: true })).toBeTruthy();
  });

  it('names each wallet call of the round in the game detail: a bet and its win, a refunded bet and its refund', async () => {
    const slotRow = row(1, { type: 'bet', description: 'Slot bahsi', reference_id: 'R-779', game_name: 'Lale', provider: 'Lale Games' });
    setup(
      '/account/transactions?tab=slot_bet',
      (url) => ({ body: { ...historyReply(url), transactions: [slotRow] } }),
      {
        'game-detail.php': () => ({
          body: {
            success: true,
            message: '',
            game_detail: {
              reference_id: 'R-779',
              provider: 'Lale Games',
              game_name: 'Lale Bahçesi',
              created_at: '2024-03-05T09:30:00Z',
              rounds: [
                { id: 7, round_id: 'R-779', type: 'bet', bet_amount: 50, win_amount: 0, refund_amount: 0, refunded: false, created_at: '2024-03-05T09:30:00Z' },
                { id: 8, round_id: 'R-779', type: 'win', bet_amount: 0, win_amount: 120.5, refund_amount: 0, refunded: false, created_at: '2024-03-05T09:30:01Z' },
                { id: 9, round_id: 'R-779', type: 'bet', bet_amount: 20, win_amount: 0, refund_amount: 0, refunded: true, created_at: '2024-03-05T09:30:02Z' },
                { id: 10, round_id: 'R-779', type: 'rollback', bet_amount: 0, win_amount: 0, refund_amount: 20, refunded: false, created_at: '2024-03-05T09:30:03Z' },
              ],
            },
          },
        }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'R-779' }));
    const dialog = within(screen.getByRole('dialog', { hidden: true }));
    await dialog.findByText('Turun hareketleri');
    const cells = dialog
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((r) => r.textContent);
    expect(cells).toEqual([
      'Bahis 12:30:0050,00 ₺',
      'Kazanç 12:30:01120,50 ₺',
      'Bahis (iade edildi) 12:30:0220,00 ₺',
      'İade 12:30:0320,00 ₺',
    ]);
  });
});
