import type { QueryClient } from '@tanstack/react-query';
import { balanceKeys, walletKeys } from '@/api/query-keys.ts';

/** After a deposit, a withdrawal or its cancelling: the wallet's lists and balances, and the header's balance. */
export function reloadWalletAndBalance(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
  ]);
}
