import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt, stubFetch } from '@/test/render.tsx';
import { contactTexts } from '../texts.ts';
import RequestCallPage from './request-call-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function setup(postReply: { status?: number; body: unknown }) {
  let listCalls = 0;
  const { fetchStub, calls } = stubFetch({
    'request-call.php': (init) => {
      if (init?.method === 'POST') return postReply;
      listCalls += 1;
      return {
        body: {
          success: true,
          requests: [
            {
              id: 1,
              created_at: '2024-01-05T09:07:00Z',
              name: 'A',
              phone: '05321234567',
              message: '',
              status: 'done',
            },
          ],
        },
      };
    },
  });
  vi.stubGlobal('fetch', fetchStub);
  renderAt(<RequestCallPage />, { path: '/request-call' });
  return { calls, listCalls: () => listCalls };
}

describe('RequestCallPage', () => {
  it('lists recent requests with Turkish date and status badge', async () => {
    setup({ body: { success: true, message: 'Talebiniz alındı!' } });
    expect(await screen.findByText('05.01.2024 12:07')).toBeTruthy();
    expect(screen.getByText('Tamamlandı')).toBeTruthy();
  });

  it('counts message characters up to 100', () => {
    setup({ body: { success: true, message: '' } });
    const message = screen.getByLabelText(/Mesajınız/) as HTMLTextAreaElement;
    expect(message.maxLength).toBe(100);
    fireEvent.change(message, { target: { value: 'Merhaba' } });
    expect(screen.getByTestId('message-counter').textContent).toBe('7/100');
  });

  it('sends, clears the form, reloads the list and hides the success banner after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, listCalls } = setup({ body: { success: true, message: 'Talebiniz alındı!' } });
    await waitFor(() => expect(listCalls()).toBe(1));
    fireEvent.change(screen.getByLabelText(/^Ad Soyad/), { target: { value: 'Ali Veli' } });
    fireEvent.change(screen.getByLabelText(/^Telefon/), { target: { value: '0532 123 45 67' } });
    fireEvent.click(screen.getByRole('button', { name: 'Talep Gönder' }));
    expect(await screen.findByText('Talebiniz alındı!')).toBeTruthy();
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(JSON.parse(String(post.init!.body))).toEqual({
      name: 'Ali Veli',
      phone: '05321234567',
      message: '',
    });
    expect((screen.getByLabelText(/^Ad Soyad/) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(listCalls()).toBe(2));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Talebiniz alındı!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Talebiniz alındı!')).toBeNull();
  });

  it('shows the server message when the request is refused', async () => {
    setup({ status: 429, body: { success: false, message: 'Çok fazla talep gönderdiniz.' } });
    fireEvent.change(screen.getByLabelText(/^Ad Soyad/), { target: { value: 'Ali' } });
    fireEvent.change(screen.getByLabelText(/^Telefon/), { target: { value: '05321234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Talep Gönder' }));
    expect(await screen.findByText('Çok fazla talep gönderdiniz.')).toBeTruthy();
  });

  it("shows its own text, never a raw 404 or 502 that is not the site's reply", async () => {
    for (const [status, body] of [
      [404, { message: 'Route POST:/api/request-call.php not found', error: 'Not Found', statusCode: 404 }],
      [502, { message: 'upstream connect error or disconnect/reset before headers' }],
    ] as const) {
      cleanup();
      setup({ status, body });
      fireEvent.change(screen.getByLabelText(/^Ad Soyad/), { target: { value: 'Ali' } });
      fireEvent.change(screen.getByLabelText(/^Telefon/), { target: { value: '05321234567' } });
      fireEvent.click(screen.getByRole('button', { name: 'Talep Gönder' }));
      expect(await screen.findByText(contactTexts.call.failed)).toBeTruthy();
      expect(screen.queryByText(body.message)).toBeNull();
    }
  });
});
