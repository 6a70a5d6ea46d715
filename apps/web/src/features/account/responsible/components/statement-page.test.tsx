import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StatementReply } from '@app/shared/api/statement.ts';
import { renderAt, stubFetch } from '@/test/render.tsx';
import StatementPage from './statement-page.tsx';

const STATEMENT: StatementReply = {
  success: true,
  from: '2026-11-01',
  to: '2026-11-20',
  totals: { deposits: 1000, withdrawals: 200, bets: 15, wins: 7.5, bonuses: 50, game_result: -7.5 },
  lines: [
    { date: '2026-11-02T10:00:00Z', type: 'deposit', description: 'Banka havalesi (Akbank)', amount: 1000, status: 'Onaylandı' },
    { date: '2026-11-03T10:00:00Z', type: 'bet', description: 'Lale Bahçesi — bahis', amount: -5, status: 'Tamamlandı' },
  ],
  truncated: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(reply: () => { status?: number; body: unknown } = () => ({ body: STATEMENT })) {
  const { fetchStub, calls } = stubFetch({ 'statement.php': reply });
  vi.stubGlobal('fetch', fetchStub);
  renderAt(<StatementPage />);
  return { calls };
}

describe('StatementPage', () => {
  it('asks for the chosen period, shows the totals and lines, and offers print and CSV', async () => {
    const { calls } = setup();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Başlangıç'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Bitiş'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dökümü göster' }));
    expect(await screen.findByText('Dönem: 01.11.2026 – 20.11.2026')).toBeTruthy();
    expect(calls[0]!.url).toBe('/api/statement.php?from=2026-11-01&to=2026-11-20&format=json');
    expect(screen.getByTestId('total-deposits').textContent).toBe('1.000 TL');
    expect(screen.getByTestId('total-game_result').textContent).toBe('-7,5 TL');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]!.textContent).toContain('Lale Bahçesi — bahis');
    expect(rows[2]!.textContent).toContain('Bahis');
    const csv = screen.getByRole('link', { name: 'CSV indir' });
    expect(csv.getAttribute('href')).toBe('/api/statement.php?from=2026-11-01&to=2026-11-20&format=csv');
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByRole('button', { name: 'Yazdır' }));
    expect(print).toHaveBeenCalled();
  });

  it("refuses a reversed period without asking, and shows the server's refusal", async () => {
    const { calls } = setup(() => ({ status: 400, body: { success: false, message: 'Bugünden sonraki bir tarih seçilemez' } }));
    fireEvent.change(screen.getByLabelText('Başlangıç'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('Bitiş'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dökümü göster' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz');
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Bitiş'), { target: { value: '2026-11-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dökümü göster' }));
    await waitFor(() => expect(screen.getByText('Bugünden sonraki bir tarih seçilemez')).toBeTruthy());
  });
});
