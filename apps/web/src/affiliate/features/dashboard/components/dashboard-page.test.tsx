import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { affiliate, me, renderPortal } from '@/affiliate/app/test-kit.tsx';
import { thisMonth } from '@/affiliate/ui/period.ts';

afterEach(cleanup);

const figures = (over: Record<string, number> = {}) => ({
  clicks: 0,
  registrations: 0,
  first_deposits_count: 0,
  first_deposits: 0,
  deposits: 0,
  bets: 0,
  wins: 0,
  bonus_cost: 0,
  ngr: 0,
  commission: 0,
  ...over,
});

describe('the dashboard', () => {
  it('shows this month’s clicks, registrations, first deposits, NGR and commission, asked for this month', async () => {
    const { from, to } = thisMonth();
    const { calls } = renderPortal('/dashboard', {
      'affiliate/me': me(),
      'affiliate/dashboard': () => ({
        body: {
          success: true,
          from,
          to,
          figures: figures({
            clicks: 1234,
            registrations: 56,
            first_deposits_count: 7,
            first_deposits: 3500,
            ngr: -1250.5,
            commission: 2100,
          }),
          days: [{ day: from, ...figures({ clicks: 1234, registrations: 56 }) }],
        },
      }),
    });
    const kpis = await screen.findByRole('region', { name: 'Bu ayın rakamları' });
    const value = (term: string) => within(kpis).getByText(term).nextElementSibling?.textContent;
    expect(value('Tıklama')).toBe('1.234');
    expect(value('Kayıt')).toBe('56');
    expect(value('İlk yatırımlar')).toBe('7 · 3.500,00 ₺');
    expect(value('Net gelir (NGR)')).toBe('-1.250,50 ₺');
    expect(value('Şimdiye kadarki komisyon')).toBe('2.100,00 ₺');
    expect(screen.getByText('Günlere göre tıklama, kayıt ve ilk yatırım')).toBeTruthy();
    expect(screen.getByTestId('plan').textContent).toBe(
      'Gelir payı %25 · CPA 300,00 ₺ (en az 200,00 ₺ yatırım ve 1.000,00 ₺ çevrim)',
    );
    expect(calls.find((c) => c.url.startsWith('/api/affiliate/dashboard'))!.url).toBe(
      `/api/affiliate/dashboard?from=${from}&to=${to}`,
    );
    expect(from.endsWith('-01')).toBe(true);
  });

  it('says when no plan is set yet and offers a retry when the figures fail to load', async () => {
    let fail = true;
    renderPortal('/dashboard', {
      'affiliate/me': me({ ...affiliate, plan: null }),
      'affiliate/dashboard': () =>
        fail
          ? { status: 503, body: { success: false, message: 'Hizmet geçici olarak kullanılamıyor' } }
          : {
              body: {
                success: true,
                from: '2026-11-01',
                to: '2026-11-28',
                figures: figures({ clicks: 3 }),
                days: [],
              },
            },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Veriler yüklenemedi.');
    expect(screen.getByTestId('plan').textContent).toBe('Komisyon planınız henüz belirlenmedi.');
    fail = false;
    screen.getByRole('button', { name: 'Tekrar dene' }).click();
    expect(await screen.findByRole('region', { name: 'Bu ayın rakamları' })).toBeTruthy();
  });
});
