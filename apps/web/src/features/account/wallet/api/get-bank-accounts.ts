import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BankAccountsReply, savedBankAccount } from '@app/shared/api/wallet.ts';
import { walletKeys } from '@/api/query-keys.ts';
import { callQueryOptions, getList } from '@/lib/api-client.ts';

export type SavedBankAccount = z.infer<typeof savedBankAccount>;

export function getBankAccounts(): Promise<SavedBankAccount[]> {
  return getList<BankAccountsReply, 'bank_accounts'>('withdraw.php', 'bank_accounts');
}

export const bankAccountsQueryOptions = callQueryOptions(walletKeys.bankAccounts, getBankAccounts);

/** The player's saved bank accounts, offered in the withdraw form. */
export function useBankAccounts() {
  return useQuery(bankAccountsQueryOptions);
}
