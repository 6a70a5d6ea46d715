import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashbackCheckReply, CashbackClaimReply } from '@app/shared/api/bonus.ts';
import { bonusKeys } from '@/api/query-keys.ts';
import { apiGet, apiPost, callQueryOptions } from '@/lib/api-client.ts';
import { reloadBonusesAndBalance } from './reload-bonuses.ts';

export type { CashbackCheckReply, CashbackClaimReply };

/** GET cashback-calculate.php: the loss since the later of the last claim and 7 days ago, and whether it can be claimed. */
export function checkCashback(): Promise<CashbackCheckReply> {
  return apiGet<CashbackCheckReply>('cashback-calculate.php');
}

export const cashbackQueryOptions = callQueryOptions(bonusKeys.cashback, checkCashback, { staleTime: 0 });

export function useCashbackCheck() {
  return useQuery(cashbackQueryOptions);
}

/** POST cashback-claim.php: the amount must be the one the check computed. */
export function claimCashback(amount: number): Promise<CashbackClaimReply> {
  return apiPost<CashbackClaimReply>('cashback-claim.php', { amount });
}

/**
 * Claims the loss bonus. Whatever the answer, the bonuses (active list, history, the eligibility
 * check) and the balances reload: after a claim the eligibility is checked again.
 */
export function useClaimCashback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCashback,
    onSettled: () => reloadBonusesAndBalance(queryClient),
  });
}
