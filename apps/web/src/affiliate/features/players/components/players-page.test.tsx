import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { me, renderPortal } from '@/affiliate/app/test-kit.tsx';
import { lastDays } from '@/affiliate/ui/period.ts';

afterEach(cleanup);

describe('the players', () => {
  it('lists the players brought, masked, with campaign, days, deposits, NGR and CPA status', async () => {
    const { from, to } = lastDays(90);
    const { calls } = renderPortal('/players', {
      'affiliate/me': me(),
      'affiliate/players': () => ({
        body: {
          success: true,
          players: [
            {
              username: 'el***92',
              campaign: 'instagram-kasim',
              registered_on: '2026-11-03',
              first_deposit_on: '2026-11-04',
              deposits: 750,
              ngr: 420.5,
              cpa_qualified: true,
            },
            {
              username: 'ka***',
              campaign: '',
              registered_on: '2026-11-10',
              first_deposit_on: null,
              deposits: 0,
              ngr: 0,
              cpa_qualified: false,
            },
          ],
        },
      }),
    });
    const table = await screen.findByRole('table');
    expect(table.querySelector('caption')!.textContent).toContain('2 oyuncu');
    const first = within(table).getByRole('row', { name: /el\*\*\*92/ });
    expect([...first.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      'instagram-kasim',
      '03.11.2026',
      '04.11.2026',
      '750,00 ₺',
      '420,50 ₺',
      'Evet',
    ]);
    const second = within(table).getByRole('row', { name: /ka\*\*\*/ });
    expect([...second.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      'Kampanyasız',
      '10.11.2026',
      '—',
      '0,00 ₺',
      '0,00 ₺',
      'Hayır',
    ]);
    expect(calls.find((c) => c.url.startsWith('/api/affiliate/players'))!.url).toBe(
      `/api/affiliate/players?from=${from}&to=${to}`,
    );
  });
});
