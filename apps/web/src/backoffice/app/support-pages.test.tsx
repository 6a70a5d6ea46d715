import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { stubFetch } from '@/test/render.tsx';
import type { AffiliateItem, CallRequestItem } from '@/backoffice/features/contact/api/contact-api.ts';
import type { MessageItem } from '@/backoffice/features/messages/api/messages-api.ts';
import type { StaffUser } from '@/backoffice/ui/api.ts';
import { me, renderBackoffice as renderAt, support } from './test-kit.tsx';

/**
 * The support side's pages against a mocked Staff API: the messages grid and a message's thread with
 * the reply form, the call requests (called / rejected) and the affiliate applications (approval
 * shows the btag); each shows the server's refusal.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin: StaffUser = { id: 1, username: 'admin', role: 'admin', permissions: [...support.permissions, 'affiliates.read', 'affiliates.decide'] };

/** The app at `path` for `staff`; `admin/me` is matched last, as it is a prefix of `admin/messages`. */
function renderBackoffice(path: string, staff: StaffUser, routes: Parameters<typeof stubFetch>[0]) {
  return renderAt(path, { ...routes, 'admin/me': me(staff) });
}
const bodyOf = (calls: { url: string; init?: RequestInit }[], url: string) =>
  JSON.parse(String(calls.find((c) => c.url === url)!.init?.body)) as unknown;

const message: MessageItem = {
  id: 55,
  player_id: 7,
  username: 'elif92',
  subject: 'Çekim ne zaman?',
  body: 'Dünkü çekimim hâlâ bekliyor.',
  is_closed: false,
  created_at: '2026-11-26T10:00:00.000Z',
  replies: 0,
  status: 'open',
};

describe('messages', () => {
  it('lists open messages with the nav count, opens a thread and sends a reply checked by the shared schema', async () => {
    let replies: { id: number; body: string; staff_username: string | null; created_at: string }[] = [];
    const { calls } = renderBackoffice('/messages', support, {
      'admin/queues/counts': () => ({ body: { success: true, counts: { kyc: 0, messages: 3, call_requests: 2 } } }),
      'admin/messages/55/reply': () => {
        replies = [{ id: 60, body: 'Bugün hesabınızda olur.', staff_username: 'destek1', created_at: '2026-11-26T11:00:00.000Z' }];
        return { body: { success: true, message: { id: 60 } } };
      },
      'admin/messages/55': () => ({
        body: { success: true, message: { ...message, replies: replies.length, status: replies.length ? 'answered' : 'open' }, replies },
      }),
      'admin/messages?': () => ({ body: { success: true, messages: [message], total: 1 } }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Yönetim menüsü' });
    expect(await within(nav).findByRole('link', { name: /^Mesajlar\s*\(3 bekleyen\)$/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /^Geri arama talepleri\s*\(2 bekleyen\)$/ })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: /Affiliate/ })).toBeNull();

    const table = await screen.findByRole('table', { name: /Oyuncu mesajları/ });
    await within(table).findByText('elif92');
    // The open ones by default, newest first, one page; the CSV link exports the same filter.
    const list = calls.find((c) => c.url.startsWith('/api/admin/messages?'))!.url;
    expect(new URLSearchParams(list.split('?')[1]).get('status')).toBe('open');
    expect(screen.getByRole('link', { name: /CSV indir/ }).getAttribute('href')).toBe('/api/admin/messages.csv?status=open');
    expect((screen.getByRole('combobox', { name: 'Durum' }) as HTMLSelectElement).value).toBe('open');

    fireEvent.click(within(table).getByRole('button', { name: 'Mesajı aç: Çekim ne zaman?' }));
    const thread = await screen.findByRole('article', { name: 'Mesaj: Çekim ne zaman?' });
    expect(within(thread).getByText('Dünkü çekimim hâlâ bekliyor.')).toBeTruthy();
    expect(within(thread).getByText('Henüz yanıt verilmedi.')).toBeTruthy();

    // Empty: the shared schema's Turkish message, and no call.
    fireEvent.click(within(thread).getByRole('button', { name: 'Yanıtı gönder' }));
    expect(await within(thread).findByText('Mesaj gerekli')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/reply'))).toBe(false);

    fireEvent.change(within(thread).getByLabelText('Yanıtınız'), { target: { value: '  Bugün hesabınızda olur.  ' } });
    fireEvent.click(within(thread).getByRole('button', { name: 'Yanıtı gönder' }));
    expect((await screen.findByTestId('notice')).textContent).toContain('elif92 kullanıcısına yanıtınız gönderildi.');
    expect(bodyOf(calls, '/api/admin/messages/55/reply')).toEqual({ body: 'Bugün hesabınızda olur.' });
    expect(await within(thread).findByText('Bugün hesabınızda olur.')).toBeTruthy();
    expect(within(thread).getByText(/destek1 yanıtladı/)).toBeTruthy();
    expect((within(thread).getByLabelText('Yanıtınız') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server’s refusal of a reply (a closed message)', async () => {
    renderBackoffice('/messages?open=55', support, {
      'admin/queues/counts': () => ({ body: { success: true, counts: {} } }),
      'admin/messages/55/reply': () => ({ status: 409, body: { success: false, message: 'Kapatılmış bir mesaja yanıt verilemez' } }),
      'admin/messages/55': () => ({ body: { success: true, message, replies: [] } }),
      'admin/messages?': () => ({ body: { success: true, messages: [message], total: 1 } }),
    });
    const thread = await screen.findByRole('article', { name: 'Mesaj: Çekim ne zaman?' });
    fireEvent.change(within(thread).getByLabelText('Yanıtınız'), { target: { value: 'Merhaba' } });
    fireEvent.click(within(thread).getByRole('button', { name: 'Yanıtı gönder' }));
    expect((await screen.findByTestId('notice')).textContent).toContain('Kapatılmış bir mesaja yanıt verilemez');
    // What was written stays, to send again or copy.
    expect((within(thread).getByLabelText('Yanıtınız') as HTMLTextAreaElement).value).toBe('Merhaba');
  });
});

const callRequest: CallRequestItem = {
  id: 21,
  player_id: 7,
  username: 'elif92',
  name: 'Elif Şahin',
  phone: '05321234567',
  message: 'Akşam arayın',
  status: 'pending',
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
};

describe('call requests', () => {
  it('lists the pending ones and marks one called', async () => {
    let listed = [callRequest];
    const { calls } = renderBackoffice('/call-requests', support, {
      'admin/queues/counts': () => ({ body: { success: true, counts: { call_requests: listed.length } } }),
      'admin/call-requests/21/status': () => {
        listed = [];
        return { body: { success: true, call_request: { ...callRequest, status: 'done' } } };
      },
      'admin/call-requests?': () => ({ body: { success: true, call_requests: listed, total: listed.length } }),
    });
    const table = await screen.findByRole('table', { name: /Geri arama talepleri/ });
    const row = (await within(table).findByText('Elif Şahin')).closest('tr')!;
    expect(within(row).getByText('Bekliyor')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '05321234567' }).getAttribute('href')).toBe('tel:05321234567');
    expect(calls.find((c) => c.url.startsWith('/api/admin/call-requests?'))!.url).toContain('status=pending');
    fireEvent.click(within(row).getByRole('button', { name: 'Arandı olarak işaretle: Elif Şahin' }));
    expect((await screen.findByTestId('notice')).textContent).toContain('Elif Şahin arandı olarak işaretlendi.');
    expect(bodyOf(calls, '/api/admin/call-requests/21/status')).toEqual({ status: 'done' });
    expect(await screen.findByText('Bu filtreye uyan talep yok.')).toBeTruthy();
  });

  it('shows the server’s refusal when the request was decided already, and sorts by date', async () => {
    const { calls } = renderBackoffice('/call-requests', support, {
      'admin/queues/counts': () => ({ body: { success: true, counts: {} } }),
      'admin/call-requests/21/status': () => ({ status: 409, body: { success: false, message: 'Bu arama talebi için karar zaten verilmiş' } }),
      'admin/call-requests?': () => ({ body: { success: true, call_requests: [callRequest], total: 1 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reddet: Elif Şahin' }));
    expect((await screen.findByTestId('notice')).textContent).toContain('Bu arama talebi için karar zaten verilmiş');
    expect(bodyOf(calls, '/api/admin/call-requests/21/status')).toEqual({ status: 'rejected' });
    fireEvent.click(screen.getByRole('button', { name: /^Tarih/ }));
    await waitFor(() => expect(calls.some((c) => /sort=created_at&dir=desc/.test(c.url))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /^Tarih/ }));
    await waitFor(() => expect(calls.some((c) => /sort=created_at&dir=asc/.test(c.url))).toBe(true));
  });
});

const application: AffiliateItem = {
  id: 8,
  name: 'Zeynep Demir',
  email: 'zeynep@ortak.example',
  username: 'zeynep',
  phone: '05551234567',
  website: 'https://z.example',
  message: '',
  status: 'pending',
  btag: null,
  created_at: '2026-11-26T10:00:00.000Z',
  decided_at: null,
};

describe('affiliate applications', () => {
  it('approves one and shows the affiliate’s btag', async () => {
    const { calls } = renderBackoffice('/affiliates', admin, {
      'admin/queues/counts': () => ({ body: { success: true, counts: { affiliate_applications: 1 } } }),
      'admin/affiliate-applications/8/approve': () => ({
        body: { success: true, affiliate_application: { ...application, status: 'approved', btag: 'affk7m2p9qx' }, btag: 'affk7m2p9qx' },
      }),
      'admin/affiliate-applications?': () => ({ body: { success: true, affiliate_applications: [application], total: 1 } }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Yönetim menüsü' });
    expect(await within(nav).findByRole('link', { name: /^Affiliate başvuruları\s*\(1 bekleyen\)$/ })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Onayla: Zeynep Demir' }));
    expect((await screen.findByTestId('notice')).textContent).toContain('Zeynep Demir başvurusu onaylandı. btag: affk7m2p9qx');
    expect(calls.find((c) => c.url === '/api/admin/affiliate-applications/8/approve')?.init?.method).toBe('POST');
    expect(screen.getByRole('link', { name: /CSV indir/ }).getAttribute('href')).toBe('/api/admin/affiliate-applications.csv?status=pending');
  });

  it('shows the server’s refusal of a decision', async () => {
    renderBackoffice('/affiliates', admin, {
      'admin/queues/counts': () => ({ body: { success: true, counts: {} } }),
      'admin/affiliate-applications/8/reject': () => ({ status: 409, body: { success: false, message: 'Bu başvuru için karar zaten verilmiş' } }),
      'admin/affiliate-applications?': () => ({ body: { success: true, affiliate_applications: [application], total: 1 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reddet: Zeynep Demir' }));
    expect((await screen.findByTestId('notice')).textContent).toContain('Bu başvuru için karar zaten verilmiş');
  });

  it('is not routed for support, even by address', async () => {
    renderBackoffice('/affiliates', support, {
      'admin/queues/counts': () => ({ body: { success: true, counts: {} } }),
    });
    expect(await screen.findByText('Bu sayfa bulunamadı ya da yetkiniz yok.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Affiliate başvuruları' })).toBeNull();
  });
});
