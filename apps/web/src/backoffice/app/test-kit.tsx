/** The back office's web tests: staff members of two roles and the app rendered at a path on a stubbed API. */
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ROLE_PERMISSIONS } from '@app/shared/api/staff.ts';
import { stubFetch } from '@/test/render.tsx';
import type { StaffUser } from '@/backoffice/ui/api.ts';
import { BackofficeRoutes } from './app.tsx';
import { createBackofficeQueryClient } from './query-client.ts';

export const finance: StaffUser = {
  id: 2,
  username: 'finans1',
  role: 'finance',
  permissions: [...ROLE_PERMISSIONS.finance],
};
export const support: StaffUser = {
  id: 3,
  username: 'destek1',
  role: 'support',
  permissions: [...ROLE_PERMISSIONS.support],
};
export const me = (staff: StaffUser) => () => ({ body: { success: true, staff } });

export function renderBackoffice(path: string, routes: Parameters<typeof stubFetch>[0]) {
  const { fetchStub, calls } = stubFetch(routes);
  vi.stubGlobal('fetch', fetchStub);
  const client = createBackofficeQueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <BackofficeRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls };
}

