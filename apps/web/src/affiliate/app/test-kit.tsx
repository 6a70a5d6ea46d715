/** The portal's web tests: an affiliate and the portal rendered at a path on a stubbed API. */
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Affiliate } from '@app/shared/api/affiliate.ts';
import { stubFetch } from '@/test/render.tsx';
import { AffiliateRoutes } from './app.tsx';
import { createAffiliateQueryClient } from './query-client.ts';

export const affiliate: Affiliate = {
  id: 4,
  email: 'ortak@example.com',
  name: 'Deniz Medya',
  btag: 'deniz42',
  plan: {
    revenue_share_percent: 25,
    cpa_amount: 300,
    cpa_min_deposit: 200,
    cpa_min_wagering: 1000,
    effective_from: '2026-11',
  },
  totp_enabled: false,
};
export const me =
  (who: Affiliate | null = affiliate) =>
  () =>
    who
      ? { body: { success: true, affiliate: who } }
      : { status: 401, body: { success: false, message: 'Lütfen ortaklık hesabınızla giriş yapın' } };

/** The calls' bodies sent to a path (JSON). */
export const bodiesTo = (calls: { url: string; init?: RequestInit }[], url: string) =>
  calls
    .filter((c) => c.url === url)
    .map((c) => JSON.parse(String(c.init?.body ?? '{}')) as Record<string, unknown>);

export function renderPortal(path: string, routes: Parameters<typeof stubFetch>[0]) {
  const { fetchStub, calls } = stubFetch(routes);
  vi.stubGlobal('fetch', fetchStub);
  const client = createAffiliateQueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AffiliateRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, client };
}
