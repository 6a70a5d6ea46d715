import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, stubFetch } from '@/test/render.tsx';
import { dismissToast, getToasts } from '@/lib/toast.ts';
import { testActiveBonus } from '@/test/bonus.ts';
import WalletPage from './wallet-page.tsx';

function setup(path: string, transactions: unknown[] = [], routes: Parameters<typeof stubFetch>[0] = {}) {
  const { fetchStub, calls } = stubFetch({
    ...routes,
    'session.php': () => ({
      body: {
        success: true,
        logged_in: true,
        username: 'demo',
        balance: 5000.75,
        bonus_balance: 320.5,
        withdraw_hold: 0,
      },
    }),
    'withdraw.php': () => ({ body: { success: true, bank_accounts: [] } }),
    'transaction_history.php': () => ({ body: { success: true, transactions } }),
  });
  vi.stubGlobal('fetch', fetchStub);
  renderAt(<WalletPage />, { path });
  return { calls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const t of getToasts()) dismissToast(t.id);
});

describe('WalletPage', () => {
  it('shows the balance in tr-TR without decimals and preselects the tab from ?tab=', async () => {
    setup('/account/wallet?tab=withdraw');
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('—');
    await screen.findByText('5.000 ₺');
    const tab = screen.getByRole('tab', { name: 'Para Çek' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab.id);
    expect(screen.getByRole('button', { name: 'Çekim Talebi Oluştur' })).toBeTruthy();
  });

  it('moves between tabs with the arrow keys and keeps the choice in the address', async () => {
    setup('/account/wallet');
    const deposit = await screen.findByRole('tab', { name: 'Para Yatır' });
    expect(deposit.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(deposit, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Geçmiş' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('location').textContent).toBe('/account/wallet?tab=history');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Geçmiş' }));
  });

  it('lists deposits and withdrawals in the history tab, with an empty state', async () => {
    setup('/account/wallet?tab=history', [
      {
        id: 3,
        type: 'withdraw',
        amount: 150,
        status: 'pending',
        status_label: 'Bekliyor',
        bank_name: 'Akbank',
        created_at: '2024-03-05T09:30:00Z',
      },
    ]);
    expect(await screen.findByText('Para Çekme')).toBeTruthy();
    expect(screen.getByText('150,00 ₺')).toBeTruthy();
    expect(screen.getByText('Bekliyor')).toBeTruthy();
    expect(screen.getByText('05.03.2024 12:30')).toBeTruthy();
    cleanup();
    setup('/account/wallet?tab=history');
    expect(await screen.findByText('Henüz bir yatırım veya çekim işleminiz bulunmuyor.')).toBeTruthy();
  });

  it("shows a deposit's reference code in the history, and none for a withdrawal", async () => {
    setup('/account/wallet?tab=history', [
      { id: 4, type: 'deposit', amount: 750, status: 'pending', status_label: 'Bekliyor', bank_name: 'Akbank', reference_code: 'ABCD2345', created_at: '2024-03-05T10:30:00Z' },
      { id: 3, type: 'withdraw', amount: 150, status: 'pending', status_label: 'Bekliyor', bank_name: 'Akbank', reference_code: null, created_at: '2024-03-05T09:30:00Z' },
    ]);
    const deposit = (await screen.findByText('Para Yatırma')).closest('tr')!;
    expect(within(deposit).getByText('ABCD2345')).toBeTruthy();
    expect(within(deposit).getByText('ABCD2345').parentElement!.textContent).toBe('Referans: ABCD2345');
    const withdrawal = screen.getByText('Para Çekme').closest('tr')!;
    expect(within(withdrawal).queryByText(/Referans/)).toBeNull();
  });

  it('cancels a pending withdrawal after a confirmation; other rows offer nothing', async () => {
    const withdrawal = (id: number, status: string, status_label: string) => ({
      id,
      type: 'withdraw',
      amount: 150,
      status,
      status_label,
      bank_name: 'Akbank',
      created_at: '2024-03-05T09:30:00Z',
    });
    const { calls } = setup('/account/wallet?tab=history', [withdrawal(3, 'pending', 'Bekliyor'), withdrawal(2, 'done', 'Tamamlandı')], {
      'withdraw-cancel.php': () => ({ body: { success: true, message: 'Çekim talebiniz iptal edildi', balance: 5150.75 } }),
    });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const buttons = await screen.findAllByRole('button', { name: '150,00 ₺ tutarındaki çekim talebini iptal et' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    expect(confirm).toHaveBeenCalledWith('Bu çekim talebini iptal etmek istediğinize emin misiniz? Tutar bakiyenize geri eklenir.');
    expect(calls.some((c) => c.url.startsWith('/api/withdraw-cancel.php'))).toBe(false);

    confirm.mockReturnValue(true);
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/withdraw-cancel.php'))).toBe(true));
    const post = calls.find((c) => c.url.startsWith('/api/withdraw-cancel.php'))!;
    expect(JSON.parse(String(post.init!.body))).toEqual({ id: 3 });
    await waitFor(() => expect(getToasts().map((t) => `${t.type}: ${t.message}`)).toEqual(['success: Çekim talebiniz iptal edildi']));
  });

  it('shows the bonus balance and, with an active bonus, its wagering beside it with a link to the bonuses', async () => {
    setup('/account/wallet', [], {
      'player-active-bonuses.php': () => ({ body: { success: true, active_bonuses: [testActiveBonus()] } }),
    });
    expect(await screen.findByText('320 ₺')).toBeTruthy();
    const wagering = await screen.findByTestId('wallet-wagering');
    const bar = within(wagering).getByRole('progressbar', { name: 'Bonus çevrim ilerlemesi' });
    expect(bar.getAttribute('aria-valuenow')).toBe('44');
    expect(wagering.textContent).toContain('Kalan çevrim: 2.762,60 ₺');
    expect(within(wagering).getByRole('link', { name: 'Bonus ayrıntıları' }).getAttribute('href')).toBe('/account/bonuses');
  });

  it('shows no wagering without an active bonus', async () => {
    const { calls } = setup('/account/wallet', [], {
      'player-active-bonuses.php': () => ({ body: { success: true, active_bonuses: [] } }),
    });
    await screen.findByText('5.000 ₺');
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/player-active-bonuses.php'))).toBe(true));
    expect(screen.queryByTestId('wallet-wagering')).toBeNull();
  });
});
