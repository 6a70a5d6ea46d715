import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dismissToast, getToasts } from '@/lib/toast.ts';
import { renderAt } from '@/test/render.tsx';
import type { Message, MessageReply } from '../api/get-messages.ts';
import MessagesPage from './messages-page.tsx';

function msg(id: number, extra: Partial<Message> = {}): Message {
  return {
    id,
    subject: `Konu ${id}`,
    body: `İçerik ${id}`,
    type: 'system',
    created_at: '2024-03-05T09:07:00Z',
    is_read: true,
    is_sent_by_me: false,
    sender_name: 'Site Yönetimi',
    is_closed: false,
    replies: [],
    ...extra,
  };
}

function reply(id: number, extra: Partial<MessageReply> = {}): MessageReply {
  const { replies: _r, ...rest } = msg(id, { subject: `Yanıt: Konu`, body: `Yanıt ${id}`, ...extra });
  return rest;
}

type Reply = { status?: number; body: unknown; raw?: string };
interface Call {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

/** The inbox as a server: pages of 10 over `inbox`, DELETE removes, POST marks read, PUT adds. */
function setup(initial: Message[], overrides: Partial<Record<string, (c: Call) => Reply | undefined>> = {}) {
  let inbox = [...initial];
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: Call = {
      method,
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const custom = overrides[method]?.(call);
    let r: Reply;
    if (custom) r = custom;
    else if (method === 'GET') {
      const page = Number(url.searchParams.get('page'));
      const total = inbox.length;
      r = {
        body: {
          success: true,
          messages: inbox.slice((page - 1) * 10, page * 10),
          pagination: {
            total_pages: Math.max(1, Math.ceil(total / 10)),
            current_page: page,
            per_page: 10,
            total,
          },
        },
      };
    } else if (method === 'DELETE') {
      const id = (call.body as { message_id: number }).message_id;
      inbox = inbox.filter((m) => m.id !== id);
      r = { body: { success: true, message: 'Mesaj başarıyla silindi' } };
    } else if (method === 'POST') {
      const id = (call.body as { message_id: number }).message_id;
      inbox = inbox.map((m) => (m.id === id ? { ...m, is_read: true } : m));
      r = { body: { success: true, message: 'Mesaj okundu olarak işaretlendi' } };
    } else {
      const draft = call.body as { subject: string; body: string };
      inbox = [msg(999, { ...draft, type: 'sent', is_sent_by_me: true, sender_name: 'Siz' }), ...inbox];
      r = { status: 201, body: { success: true, message: 'Mesajınız başarıyla gönderildi', id: 999 } };
    }
    return new Response(r.raw ?? JSON.stringify(r.body), { status: r.status ?? 200 });
  });
  renderAt(<MessagesPage />, { path: '/account/messages' });
  const gets = () => calls.filter((c) => c.method === 'GET').map((c) => c.url.searchParams.get('page'));
  return { calls, gets };
}

const toastTexts = () => getToasts().map((t) => `${t.type}: ${t.message}`);

beforeEach(() => {
  vi.spyOn(window, 'confirm').mockReturnValue(true);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const t of getToasts()) dismissToast(t.id);
});

describe('MessagesPage list', () => {
  it('shows the loading text, then the empty state', async () => {
    setup([]);
    expect(screen.getByText('Mesajlar yükleniyor...')).toBeTruthy();
    expect(await screen.findByText('Henüz mesajınız bulunmamaktadır')).toBeTruthy();
    expect(screen.getByText('Önemli bildirimler burada görünecek')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: /Mesajlarım/ })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Mesaj sayfaları' })).toBeNull();
  });

  it('shows badges and buttons by sender, read and closed state, and staff replies under their message', async () => {
    setup([
      msg(1, { is_read: false, type: 'bonus', subject: 'Hoş geldin bonusu' }),
      msg(2, {
        type: 'sent',
        is_sent_by_me: true,
        sender_name: 'Siz',
        subject: 'Çekim sorusu',
        is_closed: true,
        replies: [reply(3, { is_read: false, body: 'Çekiminiz onaylandı.' })],
      }),
      msg(4, { is_read: true, subject: 'Eski bildirim' }),
    ]);
    const rows = await screen.findAllByTestId('message-row');
    expect(rows).toHaveLength(3);
    const [bonus, sent, old] = rows as [HTMLElement, HTMLElement, HTMLElement];

    // Unread notice from site management: its type, the badge, mark-read and delete, styled as unread.
    expect(within(bonus).getByRole('heading', { name: 'Bonus bildirimi: Hoş geldin bonusu' })).toBeTruthy();
    expect(within(bonus).getByText('Site Yönetimi')).toBeTruthy();
    expect(within(bonus).queryByText('Gönderildi')).toBeNull();
    expect(within(bonus).getByText('Okunmadı')).toBeTruthy();
    expect(within(bonus).getByText('05.03.2024 12:07')).toBeTruthy();
    expect(within(bonus).getByText('İçerik 1')).toBeTruthy();
    expect(within(bonus).getByRole('button', { name: 'Okundu İşaretle' })).toBeTruthy();
    expect(within(bonus).getByRole('button', { name: 'Sil' })).toBeTruthy();
    expect(bonus.className).toContain('is-unread');

    // My own message: Gönderildi and Kapalı, no Site Yönetimi badge on it, no mark-read; the reply under it.
    const own = within(sent).getByRole('article').querySelector('.message__head')!;
    expect(own.textContent).toContain('Gönderildi');
    expect(own.textContent).toContain('Kapalı');
    expect(own.textContent).not.toContain('Site Yönetimi');
    expect(sent.className).toContain('is-sent');
    const replies = within(sent).getByRole('list', { name: 'Yanıtlar' });
    expect(within(replies).getByText('Çekiminiz onaylandı.')).toBeTruthy();
    expect(within(replies).getByText('Site Yönetimi')).toBeTruthy();
    expect(within(replies).getByRole('button', { name: 'Okundu İşaretle' })).toBeTruthy();
    expect(
      within(sent)
        .getAllByRole('button', { name: 'Okundu İşaretle' })
        .every((b) => replies.contains(b)),
    ).toBe(true);

    // Already read: only Sil.
    expect(within(old).queryByRole('button', { name: 'Okundu İşaretle' })).toBeNull();
    expect(within(old).getByRole('button', { name: 'Sil' })).toBeTruthy();
    expect(old.className).not.toContain('is-unread');
  });

  it('marks a message read with a toast', async () => {
    const { calls } = setup([msg(1, { is_read: false })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Okundu İşaretle' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Mesaj okundu olarak işaretlendi'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ message_id: 1 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Okundu İşaretle' })).toBeNull());
  });

  it('pages with Sayfa X / Y; previous is disabled on the first page and next on the last', async () => {
    const { gets } = setup(Array.from({ length: 15 }, (_, i) => msg(i + 1)));
    expect(await screen.findByText('Sayfa 1 / 2')).toBeTruthy();
    const prev = screen.getByRole('button', { name: 'Önceki sayfa' }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(await screen.findByText('Sayfa 2 / 2')).toBeTruthy();
    expect(screen.getAllByTestId('message-row')).toHaveLength(5);
    expect((screen.getByRole('button', { name: 'Sonraki sayfa' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Önceki sayfa' }) as HTMLButtonElement).disabled).toBe(false);
    expect(gets()).toEqual(['1', '2']);
  });

  it('deleting the last message of page 2 (after confirming) loads page 1', async () => {
    const { calls, gets } = setup(Array.from({ length: 11 }, (_, i) => msg(i + 1)));
    await screen.findByText('Sayfa 1 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    await screen.findByText('Konu 11');
    fireEvent.click(screen.getByRole('button', { name: 'Sil' }));
    expect(window.confirm).toHaveBeenCalled();
    await waitFor(() => expect(toastTexts()).toContain('success: Mesaj başarıyla silindi'));
    expect(calls.find((c) => c.method === 'DELETE')!.body).toEqual({ message_id: 11 });
    expect(await screen.findByText('Konu 1')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(10));
    expect(gets().at(-1)).toBe('1');
    // Ten messages left: one page, no pager.
    expect(screen.queryByRole('navigation', { name: 'Mesaj sayfaları' })).toBeNull();
  });

  it('does not delete when the confirmation is declined; a failed delete says so', async () => {
    const { calls } = setup([msg(1)], {
      DELETE: () => ({ status: 500, body: { success: false } }),
    });
    vi.mocked(window.confirm).mockReturnValueOnce(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Sil' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toastTexts()).toContain('error: Mesaj silinirken bir hata oluştu'));
    expect(screen.getByText('Konu 1')).toBeTruthy();
  });

  it("says 'API yanıtı geçersiz' for a reply that is not JSON", async () => {
    setup([], { GET: () => ({ raw: '<html>hata</html>', body: null }) });
    expect((await screen.findByRole('alert')).textContent).toContain('API yanıtı geçersiz');
  });

  it('shows the load error text when the server refuses without a message', async () => {
    setup([], { GET: () => ({ status: 500, body: { success: false } }) });
    expect((await screen.findByRole('alert')).textContent).toContain('Mesajlar yüklenirken bir hata oluştu');
  });
});

describe('MessagesPage new message modal', () => {
  const open = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni Mesaj' }));
    return screen.getByRole('dialog', { name: 'Yeni Mesaj Gönder' });
  };

  it('counts the characters live, limits subject to 255 and body to 2000', async () => {
    setup([]);
    const dialog = await open();
    const subject = within(dialog).getByLabelText(/^Konu/) as HTMLInputElement;
    const body = within(dialog).getByLabelText(/^Mesajınız/) as HTMLTextAreaElement;
    expect(subject.maxLength).toBe(255);
    expect(body.maxLength).toBe(2000);
    expect(within(dialog).getByText('0/2000')).toBeTruthy();
    fireEvent.change(body, { target: { value: 'Merhaba' } });
    expect(within(dialog).getByText('7/2000')).toBeTruthy();
    expect(body.getAttribute('aria-describedby')).toBe('new-message-body-hint');
  });

  it('refuses empty (or blank) fields without asking the server', async () => {
    const { calls } = setup([]);
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText(/^Konu/), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Lütfen tüm alanları doldurun');
    expect(within(dialog).getByLabelText(/^Konu/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('sends with the AJAX marker, shows Gönderiliyor... disabled meanwhile, then closes with a toast', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const { calls } = setup([], {
      PUT: () => undefined,
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') await gate;
      return realFetch(input, init);
    });
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText(/^Konu/), { target: { value: 'Çekim' } });
    fireEvent.change(within(dialog).getByLabelText(/^Mesajınız/), { target: { value: 'Ne zaman gelir?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    const sending = await within(dialog).findByRole('button', { name: 'Gönderiliyor...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(toastTexts()).toContain('success: Mesajınız başarıyla gönderildi'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ subject: 'Çekim', body: 'Ne zaman gelir?' });
    expect(put.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(await screen.findByText('Ne zaman gelir?')).toBeTruthy();
  });

  it("shows the server's refusal in the modal, and closes on İptal", async () => {
    setup([], {
      PUT: () => ({
        status: 400,
        body: { success: false, message: 'Bir saatte en fazla 10 mesaj gönderebilirsiniz.' },
      }),
    });
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText(/^Konu/), { target: { value: 'A' } });
    fireEvent.change(within(dialog).getByLabelText(/^Mesajınız/), { target: { value: 'B' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Bir saatte en fazla 10 mesaj gönderebilirsiniz.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape and on the close button', async () => {
    setup([]);
    let dialog = await open();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
