import type { QueryClient } from '@tanstack/react-query';
import { balanceKeys, bonusKeys, walletKeys } from '@/api/query-keys.ts';

/** After a bonus changes (claimed, cancelled): the bonuses, the wallet's balances and the header's balance. */
export function reloadBonusesAndBalance(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
    queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
  ]);
}
