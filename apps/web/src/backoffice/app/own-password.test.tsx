import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { STAFF_PERMISSIONS, staffMessages } from '@app/shared/api/staff.ts';
import type { StaffUser } from '@/backoffice/ui/api.ts';
import { me, renderBackoffice } from './test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin: StaffUser = { id: 1, username: 'yonetici', role: 'admin', permissions: [...STAFF_PERMISSIONS] };
const noCounts = () => ({ body: { success: true, counts: {} } });
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;

describe('changing one’s own password', () => {
  it('opens from the header, checks the form with the shared schema, shows the refusal in the dialog, then the change', async () => {
    let tries = 0;
    const { calls } = renderBackoffice('/players', {
      'admin/me/password': () => {
        tries += 1;
        return tries === 1
          ? { status: 400, body: { success: false, message: staffMessages.currentWrong } }
          : { body: { success: true } };
      },
      'admin/me': me(admin),
      'admin/queues/counts': noCounts,
      'admin/players': () => ({ body: { success: true, players: [], total: 0 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Şifremi değiştir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Şifremi değiştir' });
    const submit = within(dialog).getByRole('button', { name: 'Şifreyi değiştir' });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Mevcut şifre gerekli')).toBeTruthy();
    expect(within(dialog).getByText(staffMessages.passwordShort)).toBeTruthy();
    expect(within(dialog).getByText('Doğrulama kodu 6 haneli olmalı')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Mevcut şifre'), {
      target: { value: 'Eski.Sifrem.2025' },
    });
    fireEvent.change(within(dialog).getByLabelText('Yeni şifre'), {
      target: { value: 'Yepyeni.Sifrem.2026' },
    });
    fireEvent.change(within(dialog).getByLabelText('Yeni şifre (tekrar)'), {
      target: { value: 'Yepyeni.Sifrem.2026' },
    });
    fireEvent.change(within(dialog).getByLabelText('Doğrulama kodu'), { target: { value: '123456' } });
    fireEvent.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(staffMessages.currentWrong);
    const post = calls.find((c) => c.url === '/api/admin/me/password')!;
    expect(post.init?.method).toBe('POST');
    expect(bodyOf(post.init)).toEqual({
      current_password: 'Eski.Sifrem.2025',
      new_password: 'Yepyeni.Sifrem.2026',
      totp: '123456',
    });
    // A code is used once: the refused one is cleared.
    expect((within(dialog).getByLabelText('Doğrulama kodu') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(dialog).getByLabelText('Doğrulama kodu'), { target: { value: '654321' } });
    fireEvent.click(submit);
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Şifreniz değiştirildi. Diğer oturumlarınız kapatıldı.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
