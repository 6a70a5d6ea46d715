import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@app/shared/api/common.ts';
import { apiPost } from '@/lib/api-client.ts';
import { promotionsQueryOptions } from '@/api/promotions.ts';

export type ActivateBonusReply = MessageReply;

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
