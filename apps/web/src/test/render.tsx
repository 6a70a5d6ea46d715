import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '@/lib/query-client.ts';

/** Shows the current path so tests can assert on navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders `ui` at `path` inside a router (with a catch-all probe) and a fresh query client. */
export function renderAt(
  ui: ReactElement,
  { path = '/', route = '*' }: { path?: string; route?: string } = {},
) {
  const client = createQueryClient();
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

/** A fetch stub answering by path; unknown paths get a 404 JSON error. */
export function stubFetch(
  routes: Record<string, (init?: RequestInit) => { status?: number; body: unknown }>,
) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const key = Object.keys(routes).find((k) => url.startsWith(`/api/${k}`));
    const reply = key ? routes[key]!(init) : { status: 404, body: { success: false, message: 'yok' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetchStub: fetchStub as typeof fetch, calls };
}
