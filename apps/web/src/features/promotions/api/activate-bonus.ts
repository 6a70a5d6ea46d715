import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client.ts';
import { promotionsQueryOptions } from '@/api/promotions.ts';

export interface ActivateBonusReply {
  success: true;
  message: string;
}

export function activateBonus(bonusId: number): Promise<ActivateBonusReply> {
  return apiPost<ActivateBonusReply>('bonus-activate.php', { bonus_id: bonusId });
}

/** Activates a non-deposit bonus, then reloads the promotions. */
export function useActivateBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateBonus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsQueryOptions.queryKey }),
  });
}
