import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { balanceQueryOptions } from '@/api/balance.ts';
import { walletKeys } from '@/api/query-keys.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { useHeaderBalance } from './use-header-balance.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useHeaderBalance', () => {
  it('invalidates the wallet queries only when a known balance changes', async () => {
    const balances = [100, 100, 150.5];
    vi.stubGlobal('fetch', async () => {
      const balance = balances.length > 1 ? balances.shift()! : balances[0]!;
      return new Response(JSON.stringify({ success: true, balance, bonus_balance: 0, withdraw_hold: 0 }));
    });
    const client = createQueryClient();
    const heard: unknown[] = [];
    const invalidate = client.invalidateQueries.bind(client);
    vi.spyOn(client, 'invalidateQueries').mockImplementation((filters, options) => {
      heard.push(filters?.queryKey);
      return invalidate(filters, options);
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    // The session's figure first, then the polled one: the same amount is no change.
    const { result } = renderHook(() => useHeaderBalance(true, 100), { wrapper });
    expect(result.current).toBe(100);
    await waitFor(() => expect(client.getQueryData(balanceQueryOptions.queryKey)).toBeTruthy());
    expect(heard).toEqual([]);
    await act(() => client.refetchQueries({ queryKey: balanceQueryOptions.queryKey }));
    expect(heard).toEqual([]);
    await act(() => client.refetchQueries({ queryKey: balanceQueryOptions.queryKey }));
    await waitFor(() => expect(result.current).toBe(150.5));
    expect(heard).toEqual([walletKeys.all]);
  });

  it('has no balance, and invalidates nothing, while logged out', () => {
    vi.stubGlobal('fetch', vi.fn());
    const client = createQueryClient();
    const heard = vi.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(() => useHeaderBalance(false, undefined), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    expect(result.current).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect(heard).not.toHaveBeenCalled();
  });
});
