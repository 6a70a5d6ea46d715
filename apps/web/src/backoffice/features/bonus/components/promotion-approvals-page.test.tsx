import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { newPromotionDefaults, promotionMessages, type StaffPromotionDraft } from '@app/shared/api/bonus.ts';
import { finance, me, renderBackoffice } from '@/backoffice/app/test-kit.tsx';

/**
 * Promosyon onayı (docs/decisions/0024) against a mocked Staff API: the drafts with their money terms
 * and author, the approval confirmed and sent with the terms' version shown, the server's refusal
 * (the author cannot approve) shown in the dialog.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const draft: StaffPromotionDraft = {
  ...newPromotionDefaults,
  id: 7,
  site_id: 2,
  site_name: 'Zambak',
  name: 'Hafta Sonu',
  bonus_type: 'free',
  percent: 0,
  fixed_amount: 100,
  max_bonus: 0,
  max_bet: 20,
  rollover: 20,
  free_spins_game: null,
  archived_at: null,
  bonuses: 0,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  approved: false,
  approved_at: null,
  approved_by: null,
  approved_by_name: null,
  created_by: 4,
  terms_by: 4,
  terms_by_name: 'icerik1',
  terms_version: 3,
};
const counts = () => ({ body: { success: true, counts: {} } });

describe('Promosyon onayı (finance)', () => {
  it('lists the drafts with their money terms and author, and approves one with the version shown', async () => {
    const { calls } = renderBackoffice('/promotion-approvals', {
      'admin/me': me(finance),
      'admin/queues/counts': counts,
      'admin/promotion-drafts': () => ({ body: { success: true, rows: [draft], total: 1 } }),
      'admin/sites/2/promotions/7/approve': () => ({ body: { success: true, promotion: { ...draft, approved: true } } }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Yönetim menüsü' });
    expect(within(nav).getByRole('link', { name: 'Promosyon onayı' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Promosyonlar' })).toBeNull();
    const row = (await screen.findByText('Hafta Sonu')).closest('tr')!;
    expect(within(row).getByText('Zambak')).toBeTruthy();
    expect(within(row).getByText('icerik1')).toBeTruthy();
    expect(within(row).getByText('100 TL, çevrim 20x, en yüksek bahis 20 TL')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Onayla: Hafta Sonu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hafta Sonu onaylansın mı?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/sites/2/promotions/7/approve')).toBe(true));
    const sent = calls.find((c) => c.url === '/api/admin/sites/2/promotions/7/approve')!;
    expect([sent.init?.method, JSON.parse(String(sent.init?.body))]).toEqual(['POST', { terms_version: 3 }]);
  });

  it("shows the server's refusal in the dialog (the promotion's author cannot approve it)", async () => {
    renderBackoffice('/promotion-approvals', {
      'admin/me': me(finance),
      'admin/queues/counts': counts,
      'admin/promotion-drafts': () => ({ body: { success: true, rows: [draft], total: 1 } }),
      'admin/sites/2/promotions/7/approve': () => ({ status: 403, body: { success: false, message: promotionMessages.approveOwn, error: promotionMessages.approveOwn } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Onayla: Hafta Sonu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hafta Sonu onaylansın mı?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(promotionMessages.approveOwn);
  });
});
