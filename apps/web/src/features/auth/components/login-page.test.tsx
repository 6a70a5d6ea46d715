import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt } from '@/test/render.tsx';
import LoginPage from './login-page.tsx';

type Reply = { status: number; body: unknown };
const USER = { id: 1, username: 'demo', first_name: 'D', last_name: 'O', email: 'd@o.tr', balance: 0 };

function setup(answer: (body: Record<string, unknown>) => Reply) {
  const posted: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
    posted.push(body);
    const r = answer(body);
    return new Response(JSON.stringify(r.body), { status: r.status });
  });
  renderAt(<LoginPage />, { path: '/auth/login' });
  fireEvent.change(screen.getByLabelText(/^Kullanıcı Adı/), { target: { value: 'demo' } });
  fireEvent.change(screen.getByLabelText(/^Şifre/), { target: { value: 'Demo.12345' } });
  return { posted };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
const codeField = () => screen.getByLabelText(/^Doğrulama Kodu/) as HTMLInputElement;

/** The server of a player with two-factor on: code 123456 is right. */
function twoFactorServer(body: Record<string, unknown>): Reply {
  if (!body.totp)
    return {
      status: 401,
      body: { success: false, message: 'İki adımlı doğrulama kodunu girin', two_factor_required: true },
    };
  if (body.totp !== '123456')
    return {
      status: 401,
      body: {
        success: false,
        message: 'Doğrulama kodu hatalı. Kalan deneme hakkı: 3',
        two_factor_required: true,
      },
    };
  return { status: 200, body: { success: true, message: 'Giriş başarılı', user: USER } };
}

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
  window.alert = alert as unknown as typeof window.alert;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LoginPage two-factor step', () => {
  it('has no code field until the server asks for one', () => {
    setup(twoFactorServer);
    expect(screen.queryByLabelText(/^Doğrulama Kodu/)).toBeNull();
  });

  it('asks for the code without an alert, then shows a wrong code and signs in with the right one', async () => {
    const { posted } = setup(twoFactorServer);
    // Leaving the page is jsdom's navigation; only the assignment matters.
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      set href(v: string) {
        assign(v);
      },
    } as unknown as Location);
    submit();

    const code = await screen.findByLabelText(/^Doğrulama Kodu/);
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByText(/6 haneli kodu girin/)).toBeTruthy();
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('aria-describedby')).toBe('login-totp-hint');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(posted[0]!.totp).toBeUndefined();

    // Not six digits: refused here.
    fireEvent.change(codeField(), { target: { value: '12' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Lütfen 6 haneli doğrulama kodunu girin');
    expect(posted).toHaveLength(1);

    fireEvent.change(codeField(), { target: { value: '000000' } });
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Doğrulama kodu hatalı. Kalan deneme hakkı: 3'),
    );
    expect(alert).not.toHaveBeenCalled();
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(codeField().getAttribute('aria-describedby')).toContain('login-totp-error');
    expect(posted[1]).toMatchObject({ username: 'demo', password: 'Demo.12345', totp: '000000' });

    fireEvent.change(codeField(), { target: { value: '123456' } });
    submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(posted[2]).toMatchObject({ totp: '123456' });
  });

  it('shows a wrong password in the form banner, never in a window alert', async () => {
    setup(() => ({
      status: 401,
      body: { success: false, message: 'Kullanıcı adı veya şifre hatalı. Kalan deneme hakkı: 4' },
    }));
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Kullanıcı adı veya şifre hatalı. Kalan deneme hakkı: 4',
      ),
    );
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').closest('form')!.getAttribute('aria-describedby')).toBe('login-error');
    expect(screen.queryByLabelText(/^Doğrulama Kodu/)).toBeNull();
  });

  it('tells a player in a time-out that the account is closed to play, and leads to the withdrawal, not the lobby', async () => {
    const message =
      'Mola süreniz 4 Aralık 2026 14:00 tarihine kadar devam ediyor. Bu süre boyunca oyun oynayamaz, para yatıramaz ve promosyon alamazsınız; bakiyenizi çekebilirsiniz.';
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      set href(v: string) {
        assign(v);
      },
    } as unknown as Location);
    setup(() => ({ status: 200, body: { success: true, message, user: USER, restricted: true } }));
    submit();
    expect(await screen.findByRole('heading', { name: 'Hesabınız oyuna kapalı' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Bakiyemi Çek' }).getAttribute('href')).toBe(
      '/account/wallet?tab=withdraw',
    );
    expect(screen.getByRole('link', { name: 'Sorumlu Oyun' }).getAttribute('href')).toBe(
      '/account/responsible',
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
