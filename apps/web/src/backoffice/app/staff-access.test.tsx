import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { STAFF_PERMISSIONS, staffEnrolmentMessages, staffMessages } from '@app/shared/api/staff.ts';
import type { StaffUser } from '@/backoffice/ui/api.ts';
import type { AuditEntry, StaffAccountItem } from '@/backoffice/features/staff/api/staff-api.ts';
import { diffRows } from '@/backoffice/features/staff/components/audit-page.tsx';
import { me, renderBackoffice } from './test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin: StaffUser = { id: 1, username: 'yonetici', role: 'admin', permissions: [...STAFF_PERMISSIONS] };
const noSession = () => ({ status: 401, body: { success: false, message: staffMessages.signInRequired } });
const noCounts = () => ({ body: { success: true, counts: {} } });
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;

const QR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10v10H0z"/><script>alert(1)</script></svg>';

describe('TOTP enrolment at first login', () => {
  it('shows the QR code and the secret, asks for the owner’s own password, refuses a wrong code with the server text, and signs in with the right one', async () => {
    let enrolCalls = 0;
    const { calls } = renderBackoffice('/', {
      'admin/me': noSession,
      'admin/login/enrol': () => {
        enrolCalls += 1;
        return enrolCalls === 1
          ? { status: 401, body: { success: false, message: staffEnrolmentMessages.codeWrong } }
          : {
              body: {
                success: true,
                staff: { ...admin, username: 'yeni1', role: 'support', permissions: ['players.read'] },
              },
            };
      },
      'admin/login': () => ({
        status: 403,
        body: {
          success: false,
          message: staffEnrolmentMessages.required,
          enrolment_required: true,
          enrolment_token: 'tok-123',
          otpauth_uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
          qr_svg: QR,
          totp_secret: 'JBSWY3DPEHPK3PXP',
          expires_in: 600,
        },
      }),
      'admin/queues/counts': noCounts,
      'admin/players': () => ({ body: { success: true, players: [], total: 0 } }),
    });
    fireEvent.change(await screen.findByLabelText('Kullanıcı adı'), { target: { value: 'yeni1' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'Gecici.Sifre.123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));

    expect(await screen.findByRole('heading', { name: 'İki adımlı doğrulamayı kurun' })).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'Doğrulama uygulamasıyla okutulacak QR kodu' });
    expect(qr.querySelector('svg')).toBeTruthy();
    expect(qr.innerHTML).not.toContain('script');
    expect(screen.getByTestId('enrol-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByText('QR kodunu okutamıyorsanız bu anahtarı uygulamaya elle girin')).toBeTruthy();

    const code = screen.getByLabelText('Uygulamadaki 6 haneli kod');
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula ve giriş yap' }));
    expect(await screen.findByText('Doğrulama kodu 6 haneli olmalı')).toBeTruthy();
    // The owner's own password is required, with staff creation's rules, typed twice.
    expect(screen.getByText(staffMessages.passwordShort)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Yeni şifreniz'), { target: { value: 'Kendi.Sifrem.2026' } });
    fireEvent.change(screen.getByLabelText('Yeni şifreniz (tekrar)'), {
      target: { value: 'Kendi.Sifrem.2027' },
    });
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula ve giriş yap' }));
    expect(await screen.findByText(staffMessages.passwordMismatch)).toBeTruthy();
    expect(calls.some((c) => c.url.includes('login/enrol'))).toBe(false);

    fireEvent.change(screen.getByLabelText('Yeni şifreniz (tekrar)'), {
      target: { value: 'Kendi.Sifrem.2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula ve giriş yap' }));
    expect((await screen.findByRole('alert')).textContent).toContain(staffEnrolmentMessages.codeWrong);
    expect(bodyOf(calls.find((c) => c.url === '/api/admin/login/enrol')!.init)).toEqual({
      token: 'tok-123',
      totp: '111111',
      new_password: 'Kendi.Sifrem.2026',
    });

    fireEvent.change(screen.getByLabelText('Uygulamadaki 6 haneli kod'), { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula ve giriş yap' }));
    expect(await screen.findByText('yeni1 (Destek)')).toBeTruthy();
  });

  it('goes back to the login form', async () => {
    renderBackoffice('/', {
      'admin/me': noSession,
      'admin/login': () => ({
        status: 403,
        body: {
          success: false,
          message: 'x',
          enrolment_required: true,
          enrolment_token: 't',
          qr_svg: QR,
          totp_secret: 'AAAA',
          otpauth_uri: 'o',
        },
      }),
    });
    fireEvent.change(await screen.findByLabelText('Kullanıcı adı'), { target: { value: 'yeni1' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'Gecici.Sifre.123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Girişe dön' }));
    expect(await screen.findByRole('heading', { name: 'Personel girişi' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('logout everywhere', () => {
  it('asks in a dialog that Escape closes, then ends every session and shows the login page', async () => {
    const { calls } = renderBackoffice('/players', {
      'admin/me': me(admin),
      'admin/queues/counts': noCounts,
      'admin/players': () => ({ body: { success: true, players: [], total: 0 } }),
      'admin/logout-everywhere': () => ({ body: { success: true } }),
    });
    const button = await screen.findByRole('button', { name: 'Tüm oturumları kapat' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Tüm oturumlar kapatılsın mı?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Hepsini kapat' }));
    // Tab from the last control comes back to the first.
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Vazgeç' }), { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Hepsini kapat' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(calls.some((c) => c.url.includes('logout-everywhere'))).toBe(false);

    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: 'Hepsini kapat' }));
    expect(await screen.findByRole('heading', { name: 'Personel girişi' })).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/admin/logout-everywhere')?.init?.method).toBe('POST');
  });
});

const account = (over: Partial<StaffAccountItem>): StaffAccountItem => ({
  id: 5,
  username: 'finans1',
  role: 'finance',
  is_active: true,
  enrolment: 'enrolled',
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('the staff screen', () => {
  it('lists staff in the grid with filters, creates an account its owner enrols at the first login, and shows refusals in the dialog', async () => {
    const list = [
      account({ id: 1, username: 'yonetici', role: 'admin' }),
      account({ id: 5 }),
      account({ id: 6, username: 'yeni2', role: 'support', enrolment: 'pending' }),
    ];
    const { calls } = renderBackoffice('/staff', {
      'admin/me': me(admin),
      'admin/queues/counts': noCounts,
      'admin/staff/5/disable': () => ({
        status: 409,
        body: { success: false, message: staffMessages.lastAdmin },
      }),
      'admin/staff/6/reset-totp': () => ({ body: { success: true, staff: list[2], enrolment: 'pending' } }),
      'admin/staff': (init) =>
        init?.method === 'POST'
          ? {
              status: 201,
              body: {
                success: true,
                enrolment: 'pending',
                staff: account({ id: 7, username: 'destek9', role: 'support', enrolment: 'pending' }),
              },
            }
          : { body: { success: true, staff: list, total: 3 } },
    });
    const grid = await screen.findByRole('table', { name: /Personel hesapları/ });
    expect(await within(grid).findByText('yonetici (siz)')).toBeTruthy();
    expect(within(grid).getByText('Kurulum bekliyor')).toBeTruthy();
    expect(
      screen.getByText(/ilk girişinde kullanıcı adı ve bu geçici şifreyle girer.*kendi şifresini belirler/),
    ).toBeTruthy();
    expect(calls.find((c) => c.url.startsWith('/api/admin/staff?'))!.url).toContain('limit=50');

    fireEvent.change(screen.getByLabelText('Rol', { selector: '#bo-staff-role' }), {
      target: { value: 'support' },
    });
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes('role=support'))).toBe(true));

    // The form checks with the shared schema before calling.
    fireEvent.click(screen.getByRole('button', { name: 'Personeli oluştur' }));
    expect(await screen.findByText('Şifre en az 12 karakter olmalı')).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText('Kullanıcı adı', { selector: '#bo-new-username' }), {
      target: { value: 'destek9' },
    });
    fireEvent.change(screen.getByLabelText('Geçici şifre'), { target: { value: 'Uzun.Gecici.Sifre1' } });
    fireEvent.change(screen.getByLabelText('Rol', { selector: '#bo-new-role' }), {
      target: { value: 'support' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Personeli oluştur' }));
    expect((await screen.findByTestId('notice')).textContent).toContain(
      'destek9 oluşturuldu. İlk girişinde iki adımlı doğrulamayı kuracak ve kendi şifresini belirleyecek.',
    );
    expect(
      bodyOf(calls.find((c) => c.init?.method === 'POST' && c.url === '/api/admin/staff')!.init),
    ).toEqual({
      username: 'destek9',
      password: 'Uzun.Gecici.Sifre1',
      role: 'support',
    });

    fireEvent.click(within(grid).getByRole('button', { name: 'Devre dışı bırak: finans1' }));
    const dialog = await screen.findByRole('dialog', { name: 'finans1 devre dışı bırakılsın mı?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devre dışı bırak' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(staffMessages.lastAdmin);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(grid).getByRole('button', { name: 'Doğrulamayı sıfırla: yeni2' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Doğrulamayı sıfırla' }),
    );
    expect((await screen.findByText(/yeni2 için doğrulama sıfırlandı/)).textContent).toContain(
      'yeni şifresini belirleyecek',
    );
  });

  it('changes a role in a dialog and shows the refusal for one’s own role', async () => {
    const { calls } = renderBackoffice('/staff', {
      'admin/me': me(admin),
      'admin/queues/counts': noCounts,
      'admin/staff/1': () => ({
        status: 400,
        body: { success: false, message: staffMessages.notSelfDemote },
      }),
      'admin/staff': () => ({
        body: { success: true, staff: [account({ id: 1, username: 'yonetici', role: 'admin' })], total: 1 },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rolü değiştir: yonetici' }));
    const dialog = await screen.findByRole('dialog', { name: 'yonetici için rol' });
    fireEvent.change(within(dialog).getByLabelText('Rol'), { target: { value: 'finance' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rolü kaydet' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(staffMessages.notSelfDemote);
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(put.url).toBe('/api/admin/staff/1');
    expect(bodyOf(put.init)).toEqual({ role: 'finance' });
  });
});

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 10,
  staff_id: 1,
  staff_username: 'yonetici',
  action: 'staff.role',
  entity_type: 'staff',
  entity_id: '5',
  before: { role: 'finance', is_active: true },
  after: { role: 'support', is_active: true },
  ip: '10.0.0.1',
  created_at: '2026-11-26T10:00:00.000Z',
  ...over,
});

describe('the audit screen', () => {
  it('filters by staff, action, record and days, and opens a row to show before and after with the changes marked', async () => {
    const { calls } = renderBackoffice('/audit', {
      'admin/me': me(admin),
      'admin/queues/counts': noCounts,
      'admin/audit': () => ({
        body: {
          success: true,
          audit: [
            entry({}),
            entry({ id: 11, action: 'staff.login', staff_username: null, before: null, after: null }),
          ],
          total: 2,
        },
      }),
    });
    const grid = await screen.findByRole('table', { name: /Personel işlemleri/ });
    expect(await within(grid).findByText('Sistem')).toBeTruthy();
    const csv = screen.getByRole('link', { name: /CSV indir/ });
    expect(csv.getAttribute('href')).toMatch(/^\/api\/admin\/audit\.csv\?/);

    const toggle = within(grid).getByRole('button', { name: 'staff.role 10 ayrıntılarını göster' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const detail = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const diff = within(detail).getByRole('table', {
      name: 'Önceki ve sonraki değerler (değişenler işaretli)',
    });
    const role = within(diff).getByRole('rowheader', { name: /role/ }).closest('tr')!;
    expect(role.className).toContain('bo-diff__changed');
    expect(role.textContent).toContain('finance');
    expect(role.textContent).toContain('support');
    expect(within(diff).getByRole('rowheader', { name: 'is_active' }).closest('tr')!.className).toBe('');
    fireEvent.click(within(grid).getByRole('button', { name: 'staff.role 10 ayrıntılarını gizle' }));
    expect(document.getElementById('bo-audit-detail-10')).toBeNull();

    fireEvent.change(screen.getByLabelText('Personel (kullanıcı adı)'), {
      target: { value: 'finans1' },
    });
    fireEvent.change(screen.getByLabelText('İşlem (tamamı ya da başı)'), {
      target: { value: 'staff.' },
    });
    fireEvent.change(screen.getByLabelText('Kayıt türü', { selector: '#bo-audit-entity_type' }), {
      target: { value: 'staff' },
    });
    fireEvent.change(screen.getByLabelText('Kayıt no', { selector: '#bo-audit-entity_id' }), {
      target: { value: '5' },
    });
    fireEvent.change(screen.getByLabelText('Başlangıç günü', { selector: '#bo-audit-from' }), {
      target: { value: '2026-11-01' },
    });
    fireEvent.change(screen.getByLabelText('Bitiş günü', { selector: '#bo-audit-to' }), {
      target: { value: '2026-11-26' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
    await vi.waitFor(() => {
      const last = calls.filter((c) => c.url.startsWith('/api/admin/audit?')).at(-1)!.url;
      const q = new URLSearchParams(last.split('?')[1]);
      expect(
        Object.fromEntries(
          ['staff', 'action', 'entity_type', 'entity_id', 'from', 'to'].map((k) => [k, q.get(k)]),
        ),
      ).toEqual({
        staff: 'finans1',
        action: 'staff.',
        entity_type: 'staff',
        entity_id: '5',
        from: '2026-11-01',
        to: '2026-11-26',
      });
    });
    fireEvent.click(within(grid).getByRole('button', { name: 'Zaman' }));
    await vi.waitFor(() => expect(calls.at(-1)!.url).toContain('sort=created_at'));
  });

  it('diffs values key by key, and a missing side as empty', () => {
    expect(diffRows({ a: 1, b: 'x' }, { a: 2, b: 'x', c: true })).toEqual([
      { key: 'a', before: '1', after: '2', changed: true },
      { key: 'b', before: 'x', after: 'x', changed: false },
      { key: 'c', before: '', after: 'true', changed: true },
    ]);
    expect(diffRows(null, { status: 'blocked' })).toEqual([
      { key: 'status', before: '', after: 'blocked', changed: true },
    ]);
    expect(diffRows(null, null)).toEqual([]);
  });
});
