import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { affiliateMessages } from '@app/shared/api/affiliate.ts';
import { affiliate, bodiesTo, me, renderPortal } from './test-kit.tsx';

afterEach(cleanup);

const dashboard = () => ({
  body: {
    success: true,
    from: '2026-11-01',
    to: '2026-11-28',
    figures: {
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
    },
    days: [],
  },
});

const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('the portal’s sign-in', () => {
  it('signs in with e-mail and password, asks for the code when the server wants one, and signs out', async () => {
    let signedIn = false;
    let attempts = 0;
    const { calls } = renderPortal('/', {
      'affiliate/me': () => (signedIn ? me()() : me(null)()),
      'affiliate/login': () => {
        attempts += 1;
        if (attempts === 1)
          return {
            status: 401,
            body: { success: false, message: affiliateMessages.totpRequired, two_factor_required: true },
          };
        if (attempts === 2)
          return {
            status: 401,
            body: { success: false, message: affiliateMessages.totpWrong, two_factor_required: true },
          };
        signedIn = true;
        return { body: { success: true, affiliate: { ...affiliate, totp_enabled: true } } };
      },
      'affiliate/logout': () => ({ body: { success: true } }),
      'affiliate/dashboard': dashboard,
    });
    const form = await screen.findByRole('form', { name: 'Ortak girişi' });
    expect(within(form).queryByLabelText('Doğrulama kodu')).toBeNull();
    // Bad input is refused on the page, in Turkish, before any call.
    fireEvent.click(within(form).getByRole('button', { name: 'Giriş yap' }));
    expect(await within(form).findByText('Geçerli bir e-posta adresi girin')).toBeTruthy();
    expect(screen.getByLabelText('E-posta').getAttribute('aria-invalid')).toBe('true');
    expect(bodiesTo(calls, '/api/affiliate/login')).toHaveLength(0);

    fill('E-posta', 'ortak@example.com');
    fill('Şifre', 'Gizli-sifre-1');
    fireEvent.click(within(form).getByRole('button', { name: 'Giriş yap' }));
    expect(await within(form).findByText(affiliateMessages.totpRequired)).toBeTruthy();
    const code = await within(form).findByLabelText('Doğrulama kodu');
    await waitFor(() => expect(document.activeElement).toBe(code));
    fireEvent.input(code, { target: { value: '111111' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Giriş yap' }));
    expect(await within(form).findByText(affiliateMessages.totpWrong)).toBeTruthy();
    expect((within(form).getByLabelText('Doğrulama kodu') as HTMLInputElement).value).toBe('');
    fireEvent.input(within(form).getByLabelText('Doğrulama kodu'), { target: { value: '123456' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Giriş yap' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Özet' })).toBeTruthy();
    expect(bodiesTo(calls, '/api/affiliate/login')).toEqual([
      { email: 'ortak@example.com', password: 'Gizli-sifre-1' },
      { email: 'ortak@example.com', password: 'Gizli-sifre-1', totp: '111111' },
      { email: 'ortak@example.com', password: 'Gizli-sifre-1', totp: '123456' },
    ]);
    const nav = screen.getByRole('navigation', { name: 'Ortaklık menüsü' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Özet', 'Raporlar', 'Oyuncular', 'Bağlantılar', 'Hesap özetleri', 'Güvenlik']);
    expect(screen.getByText('Deniz Medya (deniz42)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Çıkış yap' }));
    expect(await screen.findByRole('form', { name: 'Ortak girişi' })).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/affiliate/logout')).toHaveLength(1);
  });

  it('shows the server’s refusal of a wrong password and links to the application form', async () => {
    renderPortal('/', {
      'affiliate/me': me(null),
      'affiliate/login': () => ({
        status: 401,
        body: { success: false, message: affiliateMessages.loginFailed },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Ortak girişi' });
    expect(within(form).getByRole('link', { name: 'Başvurun' }).getAttribute('href')).toBe(
      '/affiliate-apply',
    );
    fill('E-posta', 'ortak@example.com');
    fill('Şifre', 'yanlis');
    fireEvent.click(within(form).getByRole('button', { name: 'Giriş yap' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(affiliateMessages.loginFailed);
    expect(within(form).queryByLabelText('Doğrulama kodu')).toBeNull();
  });

  it('returns to the sign-in page, saying so, when a call finds the session ended', async () => {
    renderPortal('/reports', {
      'affiliate/me': me(),
      'affiliate/report': () => ({
        status: 401,
        body: { success: false, message: affiliateMessages.sessionRequired },
      }),
    });
    expect(await screen.findByText('Oturumunuz sona erdi. Lütfen tekrar giriş yapın.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Ortak girişi' })).toBeTruthy();
  });
});
