import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Navigate, Route, Routes } from 'react-router';
import { createQueryClient } from '@/lib/query-client.ts';
import { RequireLogin } from './require-login.tsx';
import { LocationProbe, stubFetch } from '@/test/render.tsx';

function renderAccount(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/account" element={<RequireLogin />}>
            <Route index element={<Navigate to="/account/profile" replace />} />
            <Route path="*" element={<p>Hesap içeriği</p>} />
          </Route>
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const USER = { id: 7, username: 'ayse', first_name: 'Ayşe', last_name: 'Y', email: 'a@b.c', balance: 10 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RequireLogin', () => {
  it('sends an anonymous visitor to /auth/login', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'user_session.php': () => ({ body: { success: true, logged_in: false, user: null } }) })
        .fetchStub,
    );
    renderAccount('/account/wallet');
    expect(await screen.findByText('/auth/login')).toBeTruthy();
    expect(screen.queryByText('Hesap içeriği')).toBeNull();
  });

  it('sends the visitor to /auth/login when the session check fails', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'user_session.php': () => ({ status: 500, body: {} }) }).fetchStub);
    renderAccount('/account/profile');
    expect(await screen.findByText('/auth/login')).toBeTruthy();
  });

  it('lets a player in, and /account goes to /account/profile', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'user_session.php': () => ({ body: { success: true, logged_in: true, user: USER } }) })
        .fetchStub,
    );
    renderAccount('/account');
    expect(await screen.findByText('Hesap içeriği')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/account/profile');
  });
});
