import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BankAccountsReply, savedBankAccount } from '@app/shared/api/wallet.ts';
import { apiGet } from '@/lib/api-client.ts';
import { walletKeys } from '@/api/query-keys.ts';

export type SavedBankAccount = z.infer<typeof savedBankAccount>;

export async function getBankAccounts(): Promise<SavedBankAccount[]> {
  const reply = await apiGet<BankAccountsReply>('withdraw.php');
  return reply.bank_accounts ?? [];
}

export const bankAccountsQueryOptions = queryOptions({
  queryKey: walletKeys.bankAccounts,
  queryFn: getBankAccounts,
  retry: false,
});

/** The player's saved bank accounts, offered in the withdraw form. */
export function useBankAccounts() {
  return useQuery(bankAccountsQueryOptions);
}
