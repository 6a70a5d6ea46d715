import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AffiliateStatement } from '@app/shared/api/affiliate.ts';
import { me, renderPortal } from '@/affiliate/app/test-kit.tsx';

afterEach(cleanup);

const statement = (over: Partial<AffiliateStatement>): AffiliateStatement => ({
  id: 1,
  affiliate_id: 4,
  month: '2026-09',
  ngr: 0,
  carried_in: 0,
  revenue_share_percent: 25,
  revenue_share: 0,
  cpa_count: 0,
  cpa: 0,
  commission: 0,
  carried_out: 0,
  status: 'locked',
  needs_second_approval: false,
  approvals: 0,
  paid_at: null,
  payment_reference: null,
  created_at: '2026-10-01T00:05:00.000Z',
  ...over,
});

const october = statement({
  id: 12,
  month: '2026-10',
  ngr: 8000,
  carried_in: -3000,
  revenue_share: 1250,
  cpa_count: 2,
  cpa: 600,
  commission: 1850,
  status: 'paid',
  approvals: 1,
  paid_at: '2026-11-05T09:00:00.000Z',
  payment_reference: 'EFT-2026-1105',
  lines: [
    { kind: 'carry_over', description: 'Eylül ayından devreden negatif NGR', amount: -3000 },
    { kind: 'revenue_share', description: 'Gelir payı: %25 × 5.000,00 ₺', amount: 1250 },
    { kind: 'cpa', description: 'CPA: 2 oyuncu × 300,00 ₺', amount: 600 },
  ],
});
const september = statement({ id: 11, month: '2026-09', ngr: -3000, carried_out: -3000 });

describe('the statements', () => {
  it('lists the months with their status and opens a statement’s lines', async () => {
    const { calls } = renderPortal('/statements', {
      'affiliate/me': me(),
      'affiliate/statements/12': () => ({ body: { success: true, statement: october } }),
      'affiliate/statements': () => ({
        body: { success: true, statements: [{ ...october, lines: undefined }, september] },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Aylık hesap özetleri' });
    const oct = within(table).getByRole('row', { name: /Ekim 2026/ });
    expect(within(oct).getByText('Ödendi')).toBeTruthy();
    expect(oct.textContent).toContain('1.850,00 ₺');
    const sep = within(table).getByRole('row', { name: /Eylül 2026/ });
    expect(within(sep).getByText('Onay bekliyor')).toBeTruthy();
    expect(sep.textContent).toContain('-3.000,00 ₺');

    fireEvent.click(within(oct).getByRole('link', { name: 'Ekim 2026 hesap özetinin ayrıntıları' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ekim 2026 hesap özeti' })).toBeTruthy();
    const lines = await screen.findByRole('table', { name: 'Kalemler' });
    expect(
      within(lines)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      'Eylül ayından devreden negatif NGR-3.000,00 ₺',
      'Gelir payı: %25 × 5.000,00 ₺1.250,00 ₺',
      'CPA: 2 oyuncu × 300,00 ₺600,00 ₺',
    ]);
    const summary = screen.getByRole('region', { name: 'Özet' });
    expect(summary.textContent).toContain('EFT-2026-1105');
    expect(summary.textContent).toContain('Gelir payı (%25)');
    expect(calls.some((c) => c.url === '/api/affiliate/statements/12')).toBe(true);
  });

  it('says there is no statement before the first month closes', async () => {
    renderPortal('/statements', {
      'affiliate/me': me(),
      'affiliate/statements': () => ({ body: { success: true, statements: [] } }),
    });
    expect(await screen.findByText('Henüz hesap özeti yok. İlk özet ayın kapanışında oluşur.')).toBeTruthy();
  });
});
