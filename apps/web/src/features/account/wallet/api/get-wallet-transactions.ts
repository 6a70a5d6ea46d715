import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { walletTransaction, WalletTransactionsReply } from '@app/shared/api/wallet.ts';
import { walletKeys } from '@/api/query-keys.ts';
import { callQueryOptions, getList } from '@/lib/api-client.ts';

export type WalletTransaction = z.infer<typeof walletTransaction>;

export function getWalletTransactions(): Promise<WalletTransaction[]> {
  return getList<WalletTransactionsReply, 'transactions'>('transaction_history.php', 'transactions');
}

export const walletTransactionsQueryOptions = callQueryOptions(walletKeys.transactions, getWalletTransactions);

/** The wallet's history tab: deposits and withdrawals. */
export function useWalletTransactions(enabled = true) {
  return useQuery({ ...walletTransactionsQueryOptions, enabled });
}
