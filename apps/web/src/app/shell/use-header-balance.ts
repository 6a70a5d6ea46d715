import { useEffect, useRef } from 'react';
import { useBalance } from '@/api/balance.ts';
import { emitBalanceChange } from '@/lib/app-events.ts';

/**
 * The header balance: polled every 5 s while logged in, falling back to the session's figure.
 * Emits `balance-change` on window only when a balance is present, a previous one is known
 * and the two differ.
 */
export function useHeaderBalance(loggedIn: boolean, sessionBalance: number | undefined): number | undefined {
  const { data } = useBalance(loggedIn);
  const balance = loggedIn ? (typeof data?.balance === 'number' ? data.balance : sessionBalance) : undefined;
  const previous = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (typeof balance !== 'number') return;
    const before = previous.current;
    previous.current = balance;
    if (typeof before === 'number' && before !== balance) emitBalanceChange({ balance, previous: before });
  }, [balance]);

  return balance;
}
