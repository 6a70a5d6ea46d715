import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { finance, me, renderBackoffice } from '@/backoffice/app/test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const zero = {
  registrations: 0, first_deposits_count: 0, first_deposits: 0, deposits_count: 0, deposits: 0, withdrawals_count: 0,
  withdrawals: 0, bets_count: 0, bets: 0, wins: 0, ggr: 0, bonus_cost: 0, ngr: 0, adjustments: 0, active_players: 0,
};
const today = { ...zero, registrations: 3, deposits_count: 2, deposits: 1500, bets: 800, wins: 600, ggr: 200, bonus_cost: 50, ngr: 150, active_players: 2 };
const dashboard = {
  today,
  last_30_days: { ...today, deposits: 42_000 },
  days: Array.from({ length: 30 }, (_, i) => ({ ...zero, key: `2026-11-${String(i + 1).padStart(2, '0')}`, label: '' })),
  pending: { deposits_count: 4, deposits: 2000, withdrawals_count: 1, withdrawals: 300, bonuses_count: 2, bonus_balance: 125, cash_balance: 9000 },
};

describe('reports page', () => {
  it('shows today, 30 days and the money waiting, then a report by game with its totals, and the CSV of the same query', async () => {
    const { calls } = renderBackoffice('/reports', {
      'admin/me': me(finance),
      'admin/queues/counts': () => ({ body: { success: true, counts: {} } }),
      'admin/reports/dashboard': () => ({ body: { success: true, dashboard } }),
      'admin/reports/daily': (init) => ({
        body: {
          success: true,
          report: {
            from: '2026-11-20',
            to: '2026-11-26',
            group_by: 'game',
            rows: [{ ...zero, key: '7', label: 'Gates of Olympus', bets: 800, wins: 600, ggr: 200, ngr: 200, registrations: null, first_deposits_count: null, first_deposits: null, active_players: null }],
            totals: today,
          },
          init: String(init),
        },
      }),
    });
    const todayBox = await screen.findByRole('region', { name: 'Bugün' });
    expect(within(todayBox).getByText('GGR').nextSibling?.textContent).toBe('200,00 ₺');
    expect(within(screen.getByRole('region', { name: 'Son 30 gün' })).getByText('Yatırım').nextSibling?.textContent).toBe('42.000,00 ₺');
    expect(screen.getByRole('region', { name: 'Bekleyen para' }).textContent).toContain('Onay bekleyen yatırım (4)2.000,00 ₺');

    fireEvent.change(screen.getByLabelText('Gruplama'), { target: { value: 'game' } });
    fireEvent.click(screen.getByRole('button', { name: 'Raporu göster' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('group_by=game'))).toBe(true));
    const table = await screen.findByRole('table', { name: /oyun bazında/ });
    const row = within(table).getByRole('row', { name: /Gates of Olympus/ });
    expect(row.textContent).toContain('800,00 ₺');
    expect(row.textContent).toContain('—'); // no registrations by game
    expect(within(table).getByRole('row', { name: /Toplam/ }).textContent).toContain('150,00 ₺');
    expect(screen.getByRole('link', { name: 'CSV indir' }).getAttribute('href')).toMatch(/^\/api\/admin\/reports\/daily\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&group_by=game$/);
  });

  it('refuses a start after the end in Turkish before asking the server', async () => {
    const { calls } = renderBackoffice('/reports', {
      'admin/me': me(finance),
      'admin/queues/counts': () => ({ body: { success: true, counts: {} } }),
      'admin/reports/dashboard': () => ({ body: { success: true, dashboard } }),
      'admin/reports/daily': () => ({ body: { success: true, report: { from: '2026-11-20', to: '2026-11-26', group_by: 'day', rows: [], totals: zero } } }),
    });
    await screen.findByRole('table');
    const before = calls.length;
    fireEvent.change(screen.getByLabelText('Başlangıç'), { target: { value: '2026-11-25' } });
    fireEvent.change(screen.getByLabelText('Bitiş'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Raporu göster' }));
    expect(await screen.findByText('Başlangıç tarihi bitiş tarihinden sonra olamaz')).toBeTruthy();
    expect(calls.slice(before).some((c) => c.url.includes('reports/daily'))).toBe(false);
  });
});
