import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivateBonusReply } from '@app/shared/api/bonus.ts';
import { apiPost } from '@/lib/api-client.ts';
import { balanceKeys, bonusKeys, promotionKeys } from '@/api/query-keys.ts';

export type { ActivateBonusReply };

/** POST bonus-activate.php (JSON): a `free` or `free_spins` promotion is granted at once. */
export function activateBonus(bonusId: number): Promise<ActivateBonusReply> {
  return apiPost<ActivateBonusReply>('bonus-activate.php', { bonus_id: bonusId });
}

/** Activates a non-deposit bonus; the promotions reload whatever the answer, the balances and bonuses after a grant. */
export function useActivateBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateBonus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
        queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
      ]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}
