import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { walletKeys } from '@/api/query-keys.ts';

export interface WalletSession {
  success: true;
  logged_in: boolean;
  username: string;
  /** Cash balance in lira. */
  balance: number;
  bonus_balance: number;
  withdraw_hold: number;
}

export function getWalletSession(): Promise<WalletSession> {
  return apiGet<WalletSession>('session.php');
}

export const walletSessionQueryOptions = queryOptions({
  queryKey: walletKeys.session,
  queryFn: getWalletSession,
  retry: false,
});

/** The wallet's balances (GET session.php). */
export function useWalletSession() {
  return useQuery(walletSessionQueryOptions);
}
