import type { QueryClient } from '@tanstack/react-query';
import { balanceQueryOptions } from '@/api/balance.ts';

/** After a deposit, a withdrawal or its cancelling: the wallet's lists and balances, and the header's balance. */
export function reloadWalletAndBalance(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['wallet'] }),
    queryClient.invalidateQueries({ queryKey: balanceQueryOptions.queryKey }),
  ]);
}
