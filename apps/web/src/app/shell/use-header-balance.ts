import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBalance } from '@/api/balance.ts';
import { walletKeys } from '@/api/query-keys.ts';

/**
 * The header balance: polled every 5 s while logged in, falling back to the session's figure.
 * When a known balance moves (a game, another tab), the wallet's queries are invalidated, so an
 * open wallet page shows the new figures.
 */
export function useHeaderBalance(loggedIn: boolean, sessionBalance: number | undefined): number | undefined {
  const { data } = useBalance(loggedIn);
  const balance = loggedIn ? (typeof data?.balance === 'number' ? data.balance : sessionBalance) : undefined;
  const previous = useRef<number | undefined>(undefined);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof balance !== 'number') return;
    const before = previous.current;
    previous.current = balance;
    if (typeof before === 'number' && before !== balance)
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  }, [balance, queryClient]);

  return balance;
}
