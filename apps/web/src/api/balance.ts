import { useQuery } from '@tanstack/react-query';
import type { BalanceReply } from '@app/shared/api/wallet.ts';
import { apiGet, callQueryOptions } from '@/lib/api-client.ts';
import { balanceKeys } from '@/api/query-keys.ts';
import { usePollInterval } from '@/lib/push.ts';

export type { BalanceReply };

export function getBalance(): Promise<BalanceReply> {
  return apiGet<BalanceReply>('get-balance.php');
}

export const BALANCE_POLL_MS = 5000;

export const balanceQueryOptions = callQueryOptions(balanceKeys.all, getBalance);

/**
 * The header's balance, polled every 5 s while logged in (at the safety interval while the push
 * channel is up: a change is pushed, lib/push.ts); failures are silent.
 */
export function useBalance(enabled: boolean) {
  const refetchInterval = usePollInterval(enabled ? BALANCE_POLL_MS : false);
  return useQuery({ ...balanceQueryOptions, enabled, refetchInterval });
}
