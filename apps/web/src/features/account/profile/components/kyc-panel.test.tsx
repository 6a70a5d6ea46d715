import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { KYC_MAX_BYTES } from '@app/shared/api/account.ts';
import { renderAt, stubFetch } from '@/test/render.tsx';
import type { ProfileUser } from '../api/get-profile.ts';
import { KycPanel } from './kyc-panel.tsx';
import { profileReplyFor } from './profile-fixtures.ts';

type Reply = { status?: number; body: unknown };

function setup(
  user: Partial<ProfileUser> = {},
  onUpload: () => Reply = () => ({
    status: 201,
    body: {
      success: true,
      message: 'Belgeleriniz başarıyla gönderildi ve onay sürecine alındı!',
      status: 'pending',
    },
  }),
) {
  const { fetchStub, calls } = stubFetch({
    'kyc-upload.php': onUpload,
    'profile.php': () => ({ body: profileReplyFor({ kyc_status: 'pending' }) }),
  });
  vi.stubGlobal('fetch', fetchStub);
  renderAt(<KycPanel user={profileReplyFor(user).user} />);
  return { uploads: () => calls.filter((c) => c.url.includes('kyc-upload.php')) };
}

const image = (name = 'kimlik.jpg') => new File(['jpeg'], name, { type: 'image/jpeg' });
const pdf = (name = 'fatura.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const big = () => {
  const f = new File(['x'], 'buyuk.png', { type: 'image/png' });
  Object.defineProperty(f, 'size', { value: KYC_MAX_BYTES + 1 });
  return f;
};
const slot = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const choose = (label: RegExp, file: File) => fireEvent.change(slot(label), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Belgeleri Gönder' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('KycPanel form', () => {
  it('offers images for the ID sides and images or PDF for the address document', () => {
    setup();
    expect(slot(/^Kimlik Ön Yüz/).accept).toBe('image/jpeg,image/png,image/webp');
    expect(slot(/^Kimlik Arka Yüz/).accept).toBe('image/jpeg,image/png,image/webp');
    expect(slot(/^Adres Belgesi/).accept).toBe('image/jpeg,image/png,image/webp,application/pdf');
    expect(slot(/^Adres Belgesi/).getAttribute('aria-describedby')).toBe('kyc-address-hint');
  });

  it('refuses a file over 5 MB as soon as it is chosen', async () => {
    const { uploads } = setup();
    choose(/^Kimlik Ön Yüz/, big());
    expect((await screen.findByRole('alert')).textContent).toBe("Dosya boyutu 5MB'dan küçük olmalı!");
    expect(slot(/^Kimlik Ön Yüz/).getAttribute('aria-invalid')).toBe('true');
    expect(slot(/^Kimlik Ön Yüz/).getAttribute('aria-describedby')).toContain('kyc-feedback');
    expect(screen.queryByText(/buyuk\.png/)).toBeNull();
    expect(screen.getAllByText('Dosya seçilmedi')).toHaveLength(3);
    expect(uploads()).toHaveLength(0);
  });

  it('refuses a PDF for the front of the ID but takes it for the address document', async () => {
    setup();
    choose(/^Kimlik Ön Yüz/, pdf('on.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Kimliğin ön ve arka yüzü için yalnızca resim (JPG, PNG, WEBP) yükleyebilirsiniz',
    );
    choose(/^Adres Belgesi/, pdf());
    expect(screen.getByText('fatura.pdf (1 KB)')).toBeTruthy();
  });

  it('asks for all three documents before sending', async () => {
    const { uploads } = setup();
    choose(/^Kimlik Ön Yüz/, image());
    choose(/^Adres Belgesi/, pdf());
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Lütfen tüm belgeleri yükleyin!');
    expect(slot(/^Kimlik Arka Yüz/).getAttribute('aria-invalid')).toBe('true');
    expect(slot(/^Kimlik Ön Yüz/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(slot(/^Kimlik Arka Yüz/));
    expect(uploads()).toHaveLength(0);
  });

  it('sends the three files as multipart and shows the success text', async () => {
    const { uploads } = setup();
    choose(/^Kimlik Ön Yüz/, image('on.jpg'));
    choose(/^Kimlik Arka Yüz/, image('arka.jpg'));
    choose(/^Adres Belgesi/, pdf());
    submit();
    expect(
      (await screen.findByText('Belgeleriniz başarıyla gönderildi ve onay sürecine alındı!')).closest(
        '[role=status]',
      ),
    ).toBeTruthy();
    const body = uploads()[0]!.init!.body as FormData;
    expect((body.get('id_front') as File).name).toBe('on.jpg');
    expect((body.get('id_back') as File).name).toBe('arka.jpg');
    expect((body.get('address') as File).name).toBe('fatura.pdf');
  });

  it("prefixes the server's refusal, or 'Upload hatası' without one", async () => {
    let reply: Reply = {
      status: 400,
      body: { success: false, message: 'Dosyanın içeriği uzantısıyla uyuşmuyor' },
    };
    setup({}, () => reply);
    choose(/^Kimlik Ön Yüz/, image());
    choose(/^Kimlik Arka Yüz/, image());
    choose(/^Adres Belgesi/, pdf());
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Belge yükleme hatası: Dosyanın içeriği uzantısıyla uyuşmuyor',
    );
    reply = { status: 500, body: {} };
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Belge yükleme hatası: Upload hatası'),
    );
  });
});

describe('KycPanel states', () => {
  it('verified: the confirmation, no form', () => {
    setup({ kyc_verified: true, kyc_status: 'verified' });
    expect(screen.getByText('Hesabınız Onaylanmış!')).toBeTruthy();
    expect(screen.getByText('Tüm özellikleri kullanabilirsiniz.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Belgeleri Gönder' })).toBeNull();
  });

  it('pending: under review, no form', () => {
    setup({ kyc_status: 'pending' });
    expect(screen.getByText('Belgeleriniz inceleniyor')).toBeTruthy();
    expect(screen.queryByLabelText(/^Kimlik Ön Yüz/)).toBeNull();
  });

  it('rejected: the reason and the form again', () => {
    setup({ kyc_status: 'rejected', kyc_reject_reason: 'Belge okunmuyor' });
    expect(screen.getByText('Belgeleriniz onaylanmadı')).toBeTruthy();
    expect(screen.getByText('Belge okunmuyor')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Belgeleri Gönder' })).toBeTruthy();
  });
});
