import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { walletTransaction, WalletTransactionsReply } from '@app/shared/api/wallet.ts';
import { apiGet } from '@/lib/api-client.ts';
import { walletKeys } from '@/api/query-keys.ts';

export type WalletTransaction = z.infer<typeof walletTransaction>;

export async function getWalletTransactions(): Promise<WalletTransaction[]> {
  const reply = await apiGet<WalletTransactionsReply>('transaction_history.php');
  return reply.transactions ?? [];
}

export const walletTransactionsQueryOptions = queryOptions({
  queryKey: walletKeys.transactions,
  queryFn: getWalletTransactions,
  retry: false,
});

/** The wallet's history tab: deposits and withdrawals. */
export function useWalletTransactions(enabled = true) {
  return useQuery({ ...walletTransactionsQueryOptions, enabled });
}
