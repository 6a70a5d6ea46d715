import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fourEyesMessages } from '@app/shared/api/adjustments.ts';
import type { AdjustmentItem } from '@/backoffice/features/wallet/api/wallet-api.ts';
import { finance, me, renderBackoffice } from '@/backoffice/app/test-kit.tsx';

afterEach(cleanup);

const waiting: AdjustmentItem = {
  id: 7,
  site_id: 1,
  player_id: 11,
  username: 'elif92',
  amount: 1500,
  reason: 'Kampanya telafisi',
  status: 'pending',
  requested_by: 3,
  requested_by_username: 'finans2',
  decided_by: null,
  decided_by_username: null,
  decided_at: null,
  reject_reason: '',
  transaction_id: null,
  created_at: '2026-11-27T10:00:00.000Z',
};

describe('balance credits awaiting a second approver', () => {
  it('lists the queue with its count, approves after the confirmation and shows the server’s refusal', async () => {
    let refuse = true;
    const { calls } = renderBackoffice('/adjustments', {
      'admin/me': me(finance),
      'admin/queues/counts': () => ({ body: { success: true, counts: { adjustments: 1 } } }),
      'admin/adjustments/7/approve': () =>
        refuse
          ? { status: 403, body: { success: false, message: fourEyesMessages.recentCreditor } }
          : { body: { success: true, adjustment: { ...waiting, status: 'approved', decided_by: 2, decided_by_username: 'finans1', transaction_id: 99 } } },
      'admin/adjustments': () => ({ body: { success: true, adjustments: [waiting], total: 1 } }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Yönetim menüsü' });
    expect(await within(nav).findByRole('link', { name: /^Bakiye eklemeleri\s*\(1 bekleyen\)$/ })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'İkinci onay bekleyen bakiye eklemeleri' });
    const row = await within(table).findByRole('row', { name: /elif92/ });
    for (const text of ['Kampanya telafisi', 'finans2', 'İkinci onay bekliyor']) expect(within(row).getByText(text)).toBeTruthy();
    expect(row.textContent).toContain('1.500,00 ₺');

    fireEvent.click(within(row).getByRole('button', { name: 'Onayla: elif92, 1.500,00 ₺' }));
    const dialog = await screen.findByRole('dialog', { name: 'Onayla: elif92, 1.500,00 ₺' });
    expect(dialog.textContent).toContain('elif92 kullanıcısının nakit bakiyesine 1.500,00 ₺ eklenecek.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla ve uygula' }));
    expect(await within(dialog).findByText(fourEyesMessages.recentCreditor)).toBeTruthy();

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla ve uygula' }));
    expect((await screen.findByTestId('notice')).textContent).toContain('elif92 kullanıcısının bakiyesine 1.500,00 ₺ eklendi.');
    expect(calls.filter((c) => c.url === '/api/admin/adjustments/7/approve')).toHaveLength(2);
    expect(calls.find((c) => c.url.startsWith('/api/admin/adjustments?'))!.url).toBe('/api/admin/adjustments?status=pending&limit=50&offset=0');
  });
});
