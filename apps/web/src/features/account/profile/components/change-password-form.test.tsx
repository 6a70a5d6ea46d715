import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt, stubFetch } from '@/test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

type Reply = { status?: number; body: unknown };

function setup(
  onPost: () => Reply = () => ({ body: { success: true, message: 'Şifreniz başarıyla değiştirildi.' } }),
) {
  const { fetchStub, calls } = stubFetch({ 'change-password.php': onPost });
  vi.stubGlobal('fetch', fetchStub);
  renderAt(<ChangePasswordForm />);
  return { calls };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
function fill(current: string, next: string, confirm: string) {
  fireEvent.change(input(/^Mevcut Şifre/), { target: { value: current } });
  fireEvent.change(input(/^Yeni Şifre(?! \()/), { target: { value: next } });
  fireEvent.change(input(/^Yeni Şifre \(Tekrar\)/), { target: { value: confirm } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChangePasswordForm', () => {
  it('requires all three fields, without asking the server', async () => {
    const { calls } = setup();
    fill('', 'yenisifre1', '');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Lütfen tüm alanları doldurun!');
    expect(input(/^Mevcut Şifre/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/^Mevcut Şifre/).getAttribute('aria-describedby')).toContain('password-feedback');
    expect(input(/^Yeni Şifre \(Tekrar\)/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/^Yeni Şifre(?! \()/).getAttribute('aria-invalid')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('says the new passwords differ, then that the new one is too short', async () => {
    const { calls } = setup();
    fill('eskisifre1', 'yenisifre1', 'yenisifre2');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Yeni şifreler eşleşmiyor!');
    expect(input(/^Yeni Şifre \(Tekrar\)/).getAttribute('aria-invalid')).toBe('true');

    fill('eskisifre1', 'kisa', 'kisa');
    submit();
    // The schema check is asynchronous: the previous message stays until it has run.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Yeni şifre en az 8 karakter olmalı!'),
    );
    expect(input(/^Yeni Şifre(?! \()/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('sends the three fields and shows the success text; the fields are emptied', async () => {
    const { calls } = setup();
    fill('eskisifre1', 'yenisifre1', 'yenisifre1');
    submit();
    const banner = await screen.findByText('Şifreniz başarıyla değiştirildi.');
    expect(banner.getAttribute('role')).toBe('status');
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({
      current_password: 'eskisifre1',
      new_password: 'yenisifre1',
      confirm_password: 'yenisifre1',
    });
    expect(input(/^Mevcut Şifre/).value).toBe('');
  });

  it("shows the server's error, the fallback, and the network text", async () => {
    let reply: Reply = { status: 400, body: { success: false, message: 'Mevcut şifreniz hatalı' } };
    setup(() => reply);
    fill('yanlis123', 'yenisifre1', 'yenisifre1');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Mevcut şifreniz hatalı');
    expect(input(/^Mevcut Şifre/).getAttribute('aria-invalid')).toBe('true');

    reply = { status: 400, body: { success: false } };
    submit();
    expect(await screen.findByText('Şifre değiştirme hatası!')).toBeTruthy();

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    submit();
    expect(await screen.findByText('Bir hata oluştu!')).toBeTruthy();
  });
});
