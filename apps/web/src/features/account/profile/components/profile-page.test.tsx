import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, stubFetch } from '@/test/render.tsx';
import type { ProfileUser } from '../api/get-profile.ts';
import ProfilePage from './profile-page.tsx';
import { profileReplyFor } from './profile-fixtures.ts';

type Reply = { status?: number; body: unknown };
const QR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path stroke="#000" d="M4 4.5h7"/></svg>';

function setup(
  path: string,
  {
    user = {} as Partial<ProfileUser>,
    twoFactor = (_body: Record<string, string>): Reply => ({ status: 400, body: { success: false } }),
  } = {},
) {
  let current = profileReplyFor(user);
  const { fetchStub, calls } = stubFetch({
    'profile.php': () => ({ body: current }),
    'two-factor.php': (init) => {
      const body = JSON.parse(String(init!.body)) as Record<string, string>;
      const reply = twoFactor(body);
      const enabled = (reply.body as { two_factor_enabled?: boolean }).two_factor_enabled;
      if (typeof enabled === 'boolean') current = profileReplyFor({ ...user, two_factor_enabled: enabled });
      return reply;
    },
  });
  vi.stubGlobal('fetch', fetchStub);
  renderAt(<ProfilePage />, { path });
  const posted = () =>
    calls
      .filter((c) => c.url.includes('two-factor.php'))
      .map((c) => JSON.parse(String(c.init!.body)) as Record<string, string>);
  return { posted };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfilePage', () => {
  it('shows the personal info read-only, birth date in Turkish format, and the customer service note', async () => {
    setup('/account/profile');
    expect(await screen.findByText('07.05.1990')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Kişisel Bilgiler' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Kişisel Bilgiler',
      'Şifre Değiştir',
      'Hesap Doğrulama',
      'Güvenlik',
    ]);
    expect(screen.getByText('10000000146')).toBeTruthy();
    expect(screen.getByText('TC Kimlik No')).toBeTruthy();
    expect(screen.getByText('5 Ocak 2024')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: /müşteri hizmetleri/i }).getAttribute('href')).toBe('/support');
  });

  it('preselects a tab from ?tab= and switches with the keyboard', async () => {
    setup('/account/profile?tab=kyc');
    expect(await screen.findByLabelText(/^Kimlik Ön Yüz/)).toBeTruthy();
    const tab = screen.getByRole('tab', { name: 'Hesap Doğrulama' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Güvenlik' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('location').textContent).toBe('/account/profile?tab=security');
  });

  it('goes to /auth/login when the profile says 401', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ success: false, message: 'Giriş yapılmamış' }), { status: 401 }),
    );
    renderAt(<ProfilePage />, { path: '/account/profile' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/login'));
  });

  it('lists the recent logins with IP, location and Turkish date-time', async () => {
    setup('/account/profile?tab=security');
    const table = await screen.findByRole('table', { name: 'Son Girişler' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('05.03.2024 12:07');
    expect(rows[1]!.textContent).toContain('85.100.10.20');
    expect(rows[1]!.textContent).toContain('İstanbul, Türkiye');
    expect(rows[2]!.textContent).toContain('Bilinmiyor');
  });
});

describe('ProfilePage two-factor', () => {
  it('enrols: QR code and key, a wrong code, then the right one turns the switch on', async () => {
    const { posted } = setup('/account/profile?tab=security', {
      twoFactor: (body) => {
        if (body.action === 'setup')
          return {
            body: {
              success: true,
              secret: 'JBSWY3DPEHPK3PXP',
              otpauth_uri: 'otpauth://totp/x',
              qr_svg: QR,
            },
          };
        if (body.code === '123456')
          return {
            body: {
              success: true,
              message: 'İki adımlı doğrulama etkinleştirildi',
              two_factor_enabled: true,
            },
          };
        return { status: 400, body: { success: false, message: 'Doğrulama kodu hatalı' } };
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'İki Adımlı Doğrulama' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);

    // The password first: a stolen session alone cannot start the enrolment.
    fireEvent.click(await screen.findByRole('button', { name: 'Devam' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Şifrenizi girin');
    expect(posted()).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Şifre/), { target: { value: 'Demo.12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));

    const qr = await screen.findByRole('img', { name: 'İki adımlı doğrulama QR kodu' });
    expect(qr.querySelector('svg path')).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    const code = screen.getByLabelText(/^Doğrulama Kodu/) as HTMLInputElement;
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');

    // Not six digits: refused here.
    fireEvent.change(code, { target: { value: '12a' } });
    expect(code.value).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula ve Etkinleştir' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Lütfen 6 haneli doğrulama kodunu girin');
    expect(posted()).toEqual([{ action: 'setup', password: 'Demo.12345' }]);

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula ve Etkinleştir' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Doğrulama kodu hatalı'));
    expect(code.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula ve Etkinleştir' }));
    expect(await screen.findByText('İki adımlı doğrulama etkinleştirildi')).toBeTruthy();
    expect(posted().at(-1)).toEqual({ action: 'enable', code: '123456', password: 'Demo.12345' });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'İki Adımlı Doğrulama' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    expect(screen.queryByRole('img', { name: 'İki adımlı doğrulama QR kodu' })).toBeNull();
  });

  it('disables with a code and the password', async () => {
    const { posted } = setup('/account/profile?tab=security', {
      user: { two_factor_enabled: true },
      twoFactor: () => ({
        body: { success: true, message: 'İki adımlı doğrulama kapatıldı', two_factor_enabled: false },
      }),
    });
    const toggle = await screen.findByRole('switch', { name: 'İki Adımlı Doğrulama' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    fireEvent.change(screen.getByLabelText(/^Doğrulama Kodu/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'İki Adımlı Doğrulamayı Kapat' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Şifrenizi girin');
    expect(posted()).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Şifre/), { target: { value: 'Demo.12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'İki Adımlı Doğrulamayı Kapat' }));
    expect(await screen.findByText('İki adımlı doğrulama kapatıldı')).toBeTruthy();
    expect(posted()).toEqual([{ action: 'disable', code: '654321', password: 'Demo.12345' }]);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'İki Adımlı Doğrulama' }).getAttribute('aria-checked')).toBe(
        'false',
      ),
    );
  });
});
