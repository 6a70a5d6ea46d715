import { useQuery } from '@tanstack/react-query';
import type { WalletSessionReply } from '@app/shared/api/wallet.ts';
import { apiGet, callQueryOptions } from '@/lib/api-client.ts';
import { walletKeys } from '@/api/query-keys.ts';

export type WalletSession = WalletSessionReply;

export function getWalletSession(): Promise<WalletSession> {
  return apiGet<WalletSession>('session.php');
}

export const walletSessionQueryOptions = callQueryOptions(walletKeys.session, getWalletSession);

/** The wallet's balances (GET session.php). */
export function useWalletSession() {
  return useQuery(walletSessionQueryOptions);
}
