import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt, stubFetch } from '@/test/render.tsx';
import { getToasts } from '@/lib/toast.ts';
import { RegisterForm, canSubmitRegistration } from './register-form.tsx';

const VALID_TC = '10000000146';

function submitButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Hesabımı Oluştur' });
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValidForm() {
  type(/^Ad/, 'Ayşe');
  type(/^Soyad/, 'Yılmaz');
  type(/^Telefon/, '0532 123 45 67');
  type(/^TC Kimlik No/, VALID_TC);
  type('Gün', '5');
  type('Ay', '6');
  type('Yıl', '1990');
  fireEvent.click(screen.getByLabelText('Kadın'));
  type(/^Kullanıcı Adı/, 'ayse90');
  type(/^E-posta/, 'ayse@example.com');
  type(/^Şifre\s*\*?$/, 'GizliSifre1');
  type(/^Şifre Tekrar/, 'GizliSifre1');
  fireEvent.click(screen.getByLabelText(/Üyelik sözleşmesini/));
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('canSubmitRegistration', () => {
  it('needs matching passwords and an 11-character valid TC number', () => {
    expect(canSubmitRegistration({ password: 'a', password_confirm: 'a', tc: VALID_TC })).toBe(true);
    expect(canSubmitRegistration({ password: 'a', password_confirm: 'b', tc: VALID_TC })).toBe(false);
    expect(canSubmitRegistration({ password: 'a', password_confirm: 'a', tc: '1000000014' })).toBe(false);
    expect(canSubmitRegistration({ password: 'a', password_confirm: 'a', tc: '12345678901' })).toBe(false);
  });
});

describe('RegisterForm', () => {
  it('offers the fixed country, İstanbul by default and 100 birth years', () => {
    renderAt(<RegisterForm />, { path: '/auth/register' });
    const country = screen.getByLabelText('Ülke') as HTMLInputElement;
    expect(country.value).toBe('Türkiye');
    expect(country.disabled).toBe(true);
    expect((screen.getByLabelText(/^Şehir/) as HTMLSelectElement).value).toBe('İstanbul');
    expect(screen.getByLabelText(/^Şehir/).querySelectorAll('option')).toHaveLength(81);
    const years = [...screen.getByLabelText('Yıl').querySelectorAll('option')]
      .slice(1)
      .map((o) => Number(o.textContent));
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(new Date().getFullYear() - 18);
  });

  it('shows live TC errors only once 11 characters are typed', () => {
    renderAt(<RegisterForm />, { path: '/auth/register' });
    const tc = screen.getByLabelText(/^TC Kimlik No/) as HTMLInputElement;
    expect(tc.maxLength).toBe(11);
    type(/^TC Kimlik No/, '0123456789');
    expect(screen.queryByText('TC Kimlik No 0 ile başlayamaz')).toBeNull();
    type(/^TC Kimlik No/, '01234567890');
    const error = screen.getByText('TC Kimlik No 0 ile başlayamaz');
    expect(tc.getAttribute('aria-describedby')).toContain(error.id);
    type(/^TC Kimlik No/, '1234567890a');
    expect(screen.getByText('TC Kimlik No sadece rakamlardan oluşmalıdır')).toBeTruthy();
    type(/^TC Kimlik No/, '12345678901');
    expect(screen.getByText('Geçersiz TC Kimlik No')).toBeTruthy();
    type(/^TC Kimlik No/, VALID_TC);
    expect(screen.queryByText(/Geçersiz TC Kimlik No/)).toBeNull();
  });

  it('enables submit only when passwords match and the TC number is valid', () => {
    renderAt(<RegisterForm />, { path: '/auth/register' });
    expect(submitButton().disabled).toBe(true);
    type(/^TC Kimlik No/, VALID_TC);
    expect(submitButton().disabled).toBe(false);
    type(/^Şifre\s*\*?$/, 'GizliSifre1');
    expect(submitButton().disabled).toBe(true);
    type(/^Şifre Tekrar/, 'GizliSifre1');
    expect(submitButton().disabled).toBe(false);
    type(/^TC Kimlik No/, '10000000135');
    expect(submitButton().disabled).toBe(true);
  });

  it('sends the registration with the btag from the URL, shows a success toast and goes to login', async () => {
    const { fetchStub, calls } = stubFetch({
      'register.php': () => ({ body: { success: true, message: 'ok' } }),
    });
    vi.stubGlobal('fetch', fetchStub);
    localStorage.setItem('affiliate_btag', 'OLD');
    renderAt(<RegisterForm />, { path: '/auth/register?btag=NEW1' });
    fillValidForm();
    fireEvent.click(submitButton());
    await waitFor(
      () =>
        expect(getToasts().at(-1)).toMatchObject({
          type: 'success',
          message: 'Kayıt başarılı! Giriş yapabilirsiniz.',
        }),
      { timeout: 4000 },
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/login'));
    const body = JSON.parse(String(calls[0]!.init!.body));
    expect(body).toMatchObject({
      first_name: 'Ayşe',
      tc: VALID_TC,
      dob_day: 5,
      dob_month: 6,
      dob_year: 1990,
      gender: 'female',
      country: 'Türkiye',
      city: 'İstanbul',
      currency: 'TRY',
      lang: 'tr',
      terms: true,
      campaign_news: false,
      affiliate_btag: 'NEW1',
      phone: '05321234567',
    });
  });

  it('shows the server error when registration fails', async () => {
    const { fetchStub } = stubFetch({
      'register.php': () => ({
        status: 409,
        body: { success: false, message: 'Kayıt başarısız', error: 'Bu kullanıcı adı zaten kullanılıyor' },
      }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderAt(<RegisterForm />, { path: '/auth/register' });
    fillValidForm();
    fireEvent.click(submitButton());
    expect(
      await screen.findByText('Bu kullanıcı adı zaten kullanılıyor', undefined, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/auth/register');
  });
});
