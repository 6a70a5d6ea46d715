import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cancelBonusReply } from '@app/shared/api/bonus.ts';
import { apiPost } from '@/lib/api-client.ts';
import { reloadBonusesAndBalance } from './reload-bonuses.ts';

export type CancelBonusReply = z.infer<typeof cancelBonusReply>;

/** POST bonus-cancel.php: the player gives up the active bonus; what is left of it returns to the house. */
export function cancelBonus(bonusId: number): Promise<CancelBonusReply> {
  return apiPost<CancelBonusReply>('bonus-cancel.php', { bonus_id: bonusId });
}

/** Cancels the bonus; the bonuses and the balances reload whatever the answer. */
export function useCancelBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBonus,
    onSettled: () => reloadBonusesAndBalance(queryClient),
  });
}
