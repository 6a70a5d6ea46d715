import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { me, renderPortal } from '@/affiliate/app/test-kit.tsx';

afterEach(cleanup);

const figures = (n: number) => ({
  clicks: n * 10,
  registrations: n,
  first_deposits_count: n,
  first_deposits: n * 100,
  deposits: n * 150,
  bets: n * 1000,
  wins: n * 800,
  bonus_cost: n * 20,
  ngr: n * 180,
  commission: n * 45,
});

describe('the reports', () => {
  it('shows the period by day, switches to campaigns, and links the CSV of the query asked', async () => {
    const { calls } = renderPortal('/reports', {
      'affiliate/me': me(),
      'affiliate/report': () => {
        const url = calls.at(-1)!.url;
        const byCampaign = url.includes('group_by=campaign');
        return {
          body: {
            success: true,
            from: '2026-10-01',
            to: '2026-10-31',
            group_by: byCampaign ? 'campaign' : 'day',
            rows: byCampaign
              ? [
                  { key: '', ...figures(1) },
                  { key: 'instagram-kasim', ...figures(2) },
                ]
              : [{ key: '2026-10-05', ...figures(3) }],
            totals: figures(3),
          },
        };
      },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: '05.10.2026' })).toBeTruthy();
    const row = within(table).getByRole('row', { name: /05\.10\.2026/ });
    expect(row.textContent).toContain('540,00 ₺'); // NGR
    expect(row.textContent).toContain('135,00 ₺'); // commission

    fireEvent.input(screen.getByLabelText('Başlangıç'), { target: { value: '2026-10-01' } });
    fireEvent.input(screen.getByLabelText('Bitiş'), { target: { value: '2026-10-31' } });
    fireEvent.change(screen.getByLabelText('Gruplama'), { target: { value: 'campaign' } });
    fireEvent.click(screen.getByRole('button', { name: 'Göster' }));
    expect(await screen.findByRole('rowheader', { name: 'instagram-kasim' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Kampanyasız' })).toBeTruthy();
    expect(calls.at(-1)!.url).toBe('/api/affiliate/report?from=2026-10-01&to=2026-10-31&group_by=campaign');
    expect(screen.getByRole('link', { name: /CSV indir/ }).getAttribute('href')).toBe(
      '/api/affiliate/report?from=2026-10-01&to=2026-10-31&group_by=campaign&format=csv',
    );
    expect(screen.getByRole('table').querySelector('caption')!.textContent).toBe(
      '01.10.2026 – 31.10.2026, kampanya bazında',
    );
  });

  it('refuses a period that ends before it starts, in Turkish, without asking', async () => {
    const { calls } = renderPortal('/reports', {
      'affiliate/me': me(),
      'affiliate/report': () => ({
        body: {
          success: true,
          from: '2026-11-01',
          to: '2026-11-28',
          group_by: 'day',
          rows: [],
          totals: figures(0),
        },
      }),
    });
    expect(await screen.findByText('Bu dönemde kayıt yok.')).toBeTruthy();
    const asked = calls.length;
    fireEvent.input(screen.getByLabelText('Başlangıç'), { target: { value: '2026-11-20' } });
    fireEvent.input(screen.getByLabelText('Bitiş'), { target: { value: '2026-11-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Göster' }));
    expect(await screen.findByText('Başlangıç, bitişten sonra olamaz')).toBeTruthy();
    expect(screen.getByLabelText('Bitiş').getAttribute('aria-invalid')).toBe('true');
    expect(calls.length).toBe(asked);
  });
});
