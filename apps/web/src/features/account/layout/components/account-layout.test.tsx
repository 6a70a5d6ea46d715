import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '@/lib/query-client.ts';
import { stubFetch } from '@/test/render.tsx';
import AccountLayout from './account-layout.tsx';

const USER = { id: 7, username: 'ayse', first_name: 'Ayşe', last_name: 'Y', email: 'a@b.c', balance: 10 };

function renderLayout(path = '/account/wallet') {
  const { fetchStub, calls } = stubFetch({
    'user_session.php': () => ({ body: { success: true, logged_in: true, user: USER } }),
    'logout.php': () => ({ body: { success: true } }),
  });
  vi.stubGlobal('fetch', fetchStub);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/account" element={<AccountLayout />}>
            <Route path="wallet" element={<p>Cüzdan içeriği</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AccountLayout (mobile bar)', () => {
  it('shows the username, and a collapsible menu with the six links and Çıkış', async () => {
    renderLayout();
    expect(await screen.findByText('ayse')).toBeTruthy();
    expect(screen.getByText('Cüzdan içeriği')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: /Hesap menüsünü aç/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: /Profil/ })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const links = screen.getAllByRole('link').map((a) => [a.textContent?.trim(), a.getAttribute('href')]);
    expect(links).toEqual([
      ['Profil', '/account/profile'],
      ['Cüzdan', '/account/wallet'],
      ['Bonuslar', '/account/bonuses'],
      ['İşlemler', '/account/transactions'],
      ['Mesajlar', '/account/messages'],
      ['Sorumlu Oyun', '/account/responsible'],
    ]);
    // Each link's icon is an SVG beside its label, hidden from assistive tech.
    for (const link of screen.getAllByRole('link')) {
      expect(link.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
    }
    expect(screen.getByRole('link', { name: /Cüzdan/ }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: /Çıkış/ })).toBeTruthy();
  });

  it('logs out only after the player confirms', async () => {
    const { calls } = renderLayout();
    await screen.findByText('ayse');
    fireEvent.click(screen.getByRole('button', { name: /Hesap menüsünü aç/ }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: /Çıkış/ }));
    expect(confirm).toHaveBeenCalledWith('Çıkış yapmak istediğinize emin misiniz?');
    expect(calls.some((c) => c.url.includes('logout.php'))).toBe(false);

    window.localStorage.setItem('user', '{"id":7}');
    window.localStorage.setItem('player_id', '7');
    confirm.mockReturnValue(true);
    // jsdom cannot navigate; the reload of the home page is replaced by a no-op here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: /Çıkış/ }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('logout.php') && c.init?.method === 'POST')).toBe(true),
    );
    await waitFor(() => expect(window.localStorage.getItem('user')).toBeNull());
    expect(window.localStorage.getItem('player_id')).toBeNull();
  });
});
