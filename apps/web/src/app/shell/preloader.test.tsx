import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client.ts';
import { Preloader, PRELOADER_MS } from './preloader.tsx';
import { stubFetch } from '@/test/render.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPreloader() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Preloader />
    </QueryClientProvider>,
  );
}

describe('Preloader', () => {
  it('shows the page load at 0 %, then 100 % when the session answered, and goes 400 ms later', async () => {
    let answer: (v: unknown) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      ),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderPreloader();
    const bar = screen.getByRole('progressbar', { name: 'Sayfa yükleniyor...' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    await act(async () => {
      answer(
        new Response(JSON.stringify({ success: true, logged_in: false, user: null }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await act(() => vi.advanceTimersByTimeAsync(PRELOADER_MS - 50));
    expect(screen.queryByRole('progressbar')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('goes at once when the page load fails', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'user_session.php': () => ({ status: 500, body: {} }) }).fetchStub);
    renderPreloader();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), {
      timeout: PRELOADER_MS - 100,
    });
  });
});
