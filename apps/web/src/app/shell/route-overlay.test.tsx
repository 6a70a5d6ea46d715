import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '@/lib/query-client.ts';
import { CONTENT_LOADED_MS, RouteOverlay } from './route-overlay.tsx';

afterEach(cleanup);

const OVERLAY = 'İçerik yükleniyor...';
const sleep = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

/** A page whose content is one query that answers (or fails) when the test says so. */
function setup() {
  let settle: { ok: () => void; fail: () => void } = { ok: () => {}, fail: () => {} };
  const load = () =>
    new Promise<string>((resolve, reject) => {
      settle = { ok: () => resolve('içerik'), fail: () => reject(new Error('hata')) };
    });
  function Page() {
    const { data } = useQuery({ queryKey: ['page'], queryFn: load });
    return <p>{data ?? ''}</p>;
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <RouteOverlay />
        <Routes>
          <Route path="/" element={<Link to="/page">git</Link>} />
          <Route path="/page" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { settle: () => settle };
}

describe('RouteOverlay (the content loader)', () => {
  it('is off on the first page, on while the new page content loads, off 300 ms after it loaded', async () => {
    const page = setup();
    expect(screen.queryByText(OVERLAY)).toBeNull();
    fireEvent.click(screen.getByText('git'));
    expect(screen.getByText(OVERLAY)).toBeTruthy();
    // Still loading well past any fixed delay: the loader stays.
    await sleep(CONTENT_LOADED_MS + 400);
    expect(screen.getByText(OVERLAY)).toBeTruthy();
    await act(async () => page.settle().ok());
    await screen.findByText('içerik');
    await sleep(CONTENT_LOADED_MS - 150);
    expect(screen.getByText(OVERLAY)).toBeTruthy();
    await sleep(300);
    expect(screen.queryByText(OVERLAY)).toBeNull();
  });

  it('goes at once when the content fails to load', async () => {
    const page = setup();
    fireEvent.click(screen.getByText('git'));
    await sleep(50);
    expect(screen.getByText(OVERLAY)).toBeTruthy();
    await act(async () => page.settle().fail());
    await sleep(20);
    expect(screen.queryByText(OVERLAY)).toBeNull();
  });
});
