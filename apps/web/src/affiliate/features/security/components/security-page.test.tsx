import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { affiliateMessages } from '@app/shared/api/affiliate.ts';
import { affiliate, bodiesTo, renderPortal } from '@/affiliate/app/test-kit.tsx';

afterEach(cleanup);

const QR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" onclick="alert(1)"/></svg>';

describe('two-step sign-in', () => {
  it('sets up with the QR code or key and a code, then turns off with a code', async () => {
    let enabled = false;
    let wrong = true;
    const { calls } = renderPortal('/security', {
      'affiliate/me': () => ({ body: { success: true, affiliate: { ...affiliate, totp_enabled: enabled } } }),
      'affiliate/totp/setup': () => ({
        body: { success: true, secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x', qr_svg: QR },
      }),
      'affiliate/totp/enable': () => {
        if (wrong) {
          wrong = false;
          return { status: 400, body: { success: false, message: affiliateMessages.totpWrong } };
        }
        enabled = true;
        return { body: { success: true, affiliate: { ...affiliate, totp_enabled: true } } };
      },
      'affiliate/totp/disable': () => {
        enabled = false;
        return { body: { success: true, affiliate } };
      },
    });
    expect(await screen.findByText(/İki adımlı giriş kapalı/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kurulumu başlat' }));
    const qr = await screen.findByRole('img', { name: 'İki adımlı giriş için QR kodu' });
    expect(qr.innerHTML).toContain('<svg');
    expect(qr.innerHTML).not.toContain('onclick');
    expect(screen.getByTestId('enrol-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');

    const form = screen.getByRole('form', { name: 'Etkinleştir' });
    fireEvent.input(within(form).getByLabelText('Doğrulama kodu'), { target: { value: '12ab' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Etkinleştir' }));
    expect(await within(form).findByText('Uygulamadaki 6 haneli kodu girin')).toBeTruthy();
    expect(bodiesTo(calls, '/api/affiliate/totp/enable')).toHaveLength(0);

    fireEvent.input(within(form).getByLabelText('Doğrulama kodu'), { target: { value: '000000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Etkinleştir' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(affiliateMessages.totpWrong);
    fireEvent.input(within(form).getByLabelText('Doğrulama kodu'), { target: { value: '123456' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Etkinleştir' }));
    expect((await screen.findByTestId('notice')).textContent).toContain('İki adımlı giriş açıldı.');
    expect(await screen.findByText(/İki adımlı giriş açık/)).toBeTruthy();
    expect(bodiesTo(calls, '/api/affiliate/totp/enable')).toEqual([{ code: '000000' }, { code: '123456' }]);

    const off = screen.getByRole('form', { name: 'İki adımlı girişi kapat' });
    fireEvent.input(within(off).getByLabelText('Doğrulama kodu'), { target: { value: '654321' } });
    fireEvent.click(within(off).getByRole('button', { name: 'İki adımlı girişi kapat' }));
    expect(await screen.findByText(/İki adımlı giriş kapalı/)).toBeTruthy();
    expect(bodiesTo(calls, '/api/affiliate/totp/disable')).toEqual([{ code: '654321' }]);
  });
});
