import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { staffMessages } from '@app/shared/api/staff.ts';
import type { stubFetch } from '@/test/render.tsx';
import type { DepositItem, WithdrawalItem } from '@/backoffice/features/wallet/api/wallet-api.ts';
import { finance, me, renderBackoffice, support } from './test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noSession = () => ({ status: 401, body: { success: false, message: staffMessages.signInRequired } });

const player = {
  kyc_status: 'verified' as const,
  balances: { cash: 10, bonus: 0, withdraw_hold: 0 },
  bonus_active: false,
};
const deposit: DepositItem = {
  id: 41,
  player_id: 7,
  username: 'elif92',
  amount: 500,
  sender_name: 'Akbank',
  description: '',
  reference_code: 'K7QM2RX9',
  status: 'pending',
  reject_reason: '',
  created_at: '2026-11-26T10:00:00.000Z',
  decided_at: null,
  real_name: 'Elif Şahin',
  ...player,
};
const withdrawal: WithdrawalItem = {
  id: 90,
  player_id: 7,
  username: 'elif92',
  amount: 1250,
  account_name: 'Mehmet Kaya',
  bank_name: 'Ziraat Bankası',
  iban: 'TR330006100519786457841326',
  status: 'pending',
  reject_reason: '',
  created_at: '2026-11-26T11:00:00.000Z',
  decided_at: null,
  name_mismatch: true,
  first_approved_by: null,
  first_approved_at: null,
  paid_at: null,
  open_aml_flags: 0,
  real_name: 'Elif Şahin',
  ...player,
};

describe('back office login', () => {
  it('signs in with username, password and code, shows the server refusal, and opens the shell after /me', async () => {
    let attempts = 0;
    const { calls } = renderBackoffice('/', {
      'admin/me': noSession,
      'admin/login': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 401, body: { success: false, message: staffMessages.loginFailed } }
          : { body: { success: true, staff: finance } };
      },
      'admin/queues/counts': () => ({
        body: {
          success: true,
          counts: { deposits: 3, withdrawals: 1, withdrawals_awaiting_second_approval: 1 },
        },
      }),
      'admin/deposits': () => ({ body: { success: true, deposits: [] } }),
    });
    const username = await screen.findByLabelText('Kullanıcı adı');
    fireEvent.change(username, { target: { value: 'finans1' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'Finans.Sifre.1' } });
    fireEvent.change(screen.getByLabelText('Doğrulama kodu'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect((await screen.findByRole('alert')).textContent).toContain(staffMessages.loginFailed);
    expect((screen.getByLabelText('Doğrulama kodu') as HTMLInputElement).value).toBe('');
    const login = calls.find((c) => c.url === '/api/admin/login')!;
    expect(JSON.parse(String(login.init?.body))).toEqual({
      username: 'finans1',
      password: 'Finans.Sifre.1',
      totp: '123456',
    });

    fireEvent.change(screen.getByLabelText('Doğrulama kodu'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(await screen.findByRole('heading', { name: 'Para yatırma talepleri' })).toBeTruthy();
    expect(screen.getByText('finans1 (Finans)')).toBeTruthy();
    expect((await screen.findByTestId('count-deposits')).textContent).toContain('3');
    expect(screen.getByTestId('count-withdrawals').textContent).toContain('2');
  });

  it('asks for the username and password before calling the server', async () => {
    const { calls } = renderBackoffice('/', { 'admin/me': noSession });
    fireEvent.click(await screen.findByRole('button', { name: 'Giriş yap' }));
    expect(await screen.findByText('Kullanıcı adı gerekli')).toBeTruthy();
    expect(screen.getByText('Şifre gerekli')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('admin/login'))).toBe(false);
  });

  it('logs out, and a 401 from any call sends back to the login page', async () => {
    let signedIn = true;
    const { calls } = renderBackoffice('/deposits', {
      'admin/me': () => (signedIn ? me(finance)() : noSession()),
      'admin/queues/counts': () =>
        signedIn ? { body: { success: true, counts: { deposits: 1 } } } : noSession(),
      'admin/deposits/41/approve': noSession,
      'admin/deposits': () => ({ body: { success: true, deposits: [deposit], total: 1 } }),
      'admin/logout': () => ({ body: { success: true } }),
    });
    const approve = await screen.findByRole('button', { name: /^Onayla: elif92/ });
    signedIn = false;
    fireEvent.click(approve);
    expect(await screen.findByRole('heading', { name: 'Personel girişi' })).toBeTruthy();
    expect(screen.getByText('Oturumunuz sona erdi. Lütfen yeniden giriş yapın.')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/admin/logout')).toBe(false);
  });

  it('the logout button ends the session', async () => {
    const { calls } = renderBackoffice('/deposits', {
      'admin/me': me(finance),
      'admin/queues/counts': () => ({ body: { success: true, counts: {} } }),
      'admin/deposits': () => ({ body: { success: true, deposits: [] } }),
      'admin/logout': () => ({ body: { success: true } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Çıkış yap' }));
    expect(await screen.findByRole('heading', { name: 'Personel girişi' })).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/admin/logout')?.init?.method).toBe('POST');
  });
});

describe('back office navigation', () => {
  const counts = { deposits: 4, withdrawals: 2, kyc: 5 };
  it('shows finance the money queues, the players and the affiliates, nothing else', async () => {
    renderBackoffice('/', {
      'admin/me': me(finance),
      'admin/queues/counts': () => ({
        body: { success: true, counts: { deposits: counts.deposits, withdrawals: counts.withdrawals } },
      }),
      'admin/deposits': () => ({ body: { success: true, deposits: [] } }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Yönetim menüsü' });
    expect(await within(nav).findByRole('link', { name: /^Para yatırma\s*\(4 bekleyen\)$/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /^Para çekme\s*\(2 bekleyen\)$/ })).toBeTruthy();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/deposits', '/withdrawals', '/adjustments', '/players', '/affiliate-accounts', '/promotion-approvals', '/reports']);
    expect(within(nav).queryByRole('link', { name: /Kimlik doğrulama/ })).toBeNull();
    // The index opens the first page the role may open.
    expect(await screen.findByRole('heading', { name: 'Para yatırma talepleri' })).toBeTruthy();
  });

  it('shows support the KYC queue and not the money queues, even by address', async () => {
    renderBackoffice('/deposits', {
      'admin/me': me(support),
      'admin/queues/counts': () => ({ body: { success: true, counts: { kyc: counts.kyc } } }),
      'admin/kyc': () => ({ body: { success: true, kyc: [] } }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Yönetim menüsü' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/kyc', '/players', '/messages', '/call-requests']);
    expect(
      within(nav)
        .getByRole('link', { name: /Kimlik doğrulama/ })
        .getAttribute('href'),
    ).toBe('/kyc');
    expect(screen.getByText('Bu sayfa bulunamadı ya da yetkiniz yok.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Para yatırma talepleri' })).toBeNull();
  });

  it('polls the queue counts every 15 seconds', async () => {
    const { COUNTS_REFRESH_MS } = await import('./shell.tsx');
    expect(COUNTS_REFRESH_MS).toBe(15_000);
  });
});

describe('deposits queue', () => {
  it('lists the pending deposit with the player and approves it, reporting the result', async () => {
    let listed = [deposit];
    const { calls } = renderBackoffice('/deposits', {
      'admin/me': me(finance),
      'admin/queues/counts': () => ({ body: { success: true, counts: { deposits: listed.length } } }),
      'admin/deposits/41/approve': () => {
        listed = [];
        return {
          body: {
            success: true,
            deposit: {
              ...deposit,
              site_id: 1,
              method: 'bank_transfer',
              status: 'approved',
              request_key: null,
              decided_by: 2,
            },
          },
        };
      },
      'admin/deposits': () => ({ body: { success: true, deposits: listed, total: listed.length } }),
    });
    const table = await screen.findByRole('table', { name: 'Onay bekleyen para yatırma talepleri' });
    const row = await within(table).findByRole('row', { name: /elif92/ });
    for (const text of ['Elif Şahin', 'K7QM2RX9', 'KYC: Doğrulandı', 'Bonus yok', 'Akbank'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(row.textContent).toContain('500,00 ₺');
    expect(row.textContent).toContain('Nakit10,00 ₺');
    fireEvent.click(within(row).getByRole('button', { name: 'Onayla: elif92, 500,00 ₺' }));
    expect((await screen.findByTestId('notice')).textContent).toContain(
      'elif92 kullanıcısının 500,00 ₺ yatırımı onaylandı.',
    );
    expect(calls.find((c) => c.url === '/api/admin/deposits/41/approve')?.init?.method).toBe('POST');
    expect(await screen.findByText('Onay bekleyen para yatırma talebi yok.')).toBeTruthy();
    // The queue is the grid's default filter: pending, newest first, one page.
    expect(calls.find((c) => c.url.startsWith('/api/admin/deposits?'))!.url).toBe(
      '/api/admin/deposits?status=pending&limit=50&offset=0',
    );
  });

  it('rejects with a reason and shows a refusal from the server', async () => {
    const { calls } = renderBackoffice('/deposits', {
      'admin/me': me(finance),
      'admin/queues/counts': () => ({ body: { success: true, counts: {} } }),
      'admin/deposits/41/reject': () => ({
        status: 409,
        body: { success: false, message: 'Bu talep zaten sonuçlandırılmış' },
      }),
      'admin/deposits': () => ({ body: { success: true, deposits: [deposit], total: 1 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reddet: elif92, 500,00 ₺' }));
    fireEvent.change(screen.getByLabelText('Red nedeni'), { target: { value: 'Havale ulaşmadı' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reddet' }));
    expect((await screen.findByTestId('notice')).textContent).toContain('Bu talep zaten sonuçlandırılmış');
    const call = calls.find((c) => c.url === '/api/admin/deposits/41/reject')!;
    expect(JSON.parse(String(call.init?.body))).toEqual({ reason: 'Havale ulaşmadı' });
  });
});

describe('withdrawals queue', () => {
  function routes(extra: Parameters<typeof stubFetch>[0] = {}) {
    return {
      'admin/me': me(finance),
      'admin/queues/counts': () => ({ body: { success: true, counts: { withdrawals: 1 } } }),
      ...extra,
      'admin/withdrawals?status=open': () => ({
        body: {
          success: true,
          total: 3,
          withdrawals: [
            withdrawal,
            {
              ...withdrawal,
              id: 91,
              username: 'ahmet',
              name_mismatch: false,
              status: 'awaiting_second_approval',
              first_approved_by: 1,
            },
            { ...withdrawal, id: 92, username: 'zeynep', name_mismatch: false, status: 'approved' },
          ],
        },
      }),
    };
  }

  it('approves a name-mismatch withdrawal only after the acknowledgement, and sends it', async () => {
    const { calls } = renderBackoffice(
      '/withdrawals',
      routes({
        'admin/withdrawals/90/approve': () => ({
          body: { success: true, status: 'awaiting_second_approval', withdrawal: {} },
        }),
      }),
    );
    const table = await screen.findByRole('table', { name: 'Onay ve ödeme bekleyen para çekme talepleri' });
    const row = await within(table).findByRole('row', { name: /elif92/ });
    expect(within(row).getByText('İsim uyuşmuyor')).toBeTruthy();
    expect(within(row).getByText('TR330006100519786457841326')).toBeTruthy();
    expect(within(table).getByRole('row', { name: /ahmet/ }).textContent).toContain('İkinci onay bekliyor');
    expect(
      within(within(table).getByRole('row', { name: /zeynep/ })).getByRole('button', { name: /^Ödendi/ }),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sayfalar' }).textContent).toContain('1–3 / 3 kayıt');

    fireEvent.click(within(row).getByRole('button', { name: 'Onayla: elif92, 1.250,00 ₺' }));
    expect(calls.some((c) => c.url.includes('/approve'))).toBe(false);
    const send = screen.getByRole('button', { name: 'Onayı gönder' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/adının oyuncunun adıyla uyuşmadığını gördüm/));
    fireEvent.click(send);
    expect((await screen.findByTestId('notice')).textContent).toContain(
      'ikinci bir yetkilinin onayı bekleniyor',
    );
    const call = calls.find((c) => c.url === '/api/admin/withdrawals/90/approve')!;
    expect(JSON.parse(String(call.init?.body))).toEqual({ acknowledge_name_mismatch: true });
  });

  it('approves a withdrawal without a flag at once, without the acknowledgement', async () => {
    const { calls } = renderBackoffice(
      '/withdrawals',
      routes({
        'admin/withdrawals/91/approve': () => ({
          body: { success: true, status: 'approved', withdrawal: {} },
        }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Onayla: ahmet/ }));
    expect((await screen.findByTestId('notice')).textContent).toContain(
      'ahmet kullanıcısının çekimi onaylandı.',
    );
    const call = calls.find((c) => c.url === '/api/admin/withdrawals/91/approve')!;
    expect(JSON.parse(String(call.init?.body))).toEqual({});
  });
});

describe('withdrawals queue: an open AML flag', () => {
  it('shows the badge on a flagged player’s withdrawal only, and the server’s refusal of its approval', async () => {
    const held =
      'Bu çekimin ya da oyuncusunun açık bir AML işareti var; risk ekibi işareti notuyla kapatmadan çekim onaylanamaz.';
    renderBackoffice('/withdrawals', {
      'admin/me': me(finance),
      'admin/queues/counts': () => ({ body: { success: true, counts: { withdrawals: 2 } } }),
      'admin/withdrawals/93/approve': () => ({
        status: 409,
        body: { success: false, message: held, error: held },
      }),
      'admin/withdrawals?status=open': () => ({
        body: {
          success: true,
          total: 2,
          withdrawals: [
            { ...withdrawal, id: 93, username: 'kemal', name_mismatch: false, open_aml_flags: 2 },
            { ...withdrawal, id: 94, username: 'ayse', name_mismatch: false },
          ],
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Onay ve ödeme bekleyen para çekme talepleri' });
    const flagged = await within(table).findByRole('row', { name: /kemal/ });
    const badge = within(flagged).getByText('AML işareti');
    expect(badge.closest('[title]')?.getAttribute('title')).toContain('2 açık AML işareti');
    expect(within(within(table).getByRole('row', { name: /ayse/ })).queryByText('AML işareti')).toBeNull();
    fireEvent.click(within(flagged).getByRole('button', { name: /^Onayla: kemal/ }));
    expect((await screen.findByTestId('notice')).textContent).toContain(held);
  });
});
