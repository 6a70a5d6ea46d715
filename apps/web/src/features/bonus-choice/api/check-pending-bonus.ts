import { useQuery } from '@tanstack/react-query';
import type { PendingBonusOffer, PendingBonusReply } from '@app/shared/api/bonus.ts';
import { apiGet, callQueryOptions } from '@/lib/api-client.ts';
import { bonusKeys } from '@/api/query-keys.ts';

export type { PendingBonusOffer, PendingBonusReply };

export const PENDING_POLL_MS = 2000;

export function checkPendingBonus(): Promise<PendingBonusReply> {
  return apiGet<PendingBonusReply>('bonus-pending-check.php');
}

export const pendingBonusQueryOptions = callQueryOptions(bonusKeys.pending, checkPendingBonus, {
  staleTime: 0,
});

/**
 * Checked once at start, then every 2 s while `polling` (the choice is not on screen); a failure
 * is silent and the polling goes on.
 */
export function usePendingBonus(polling: boolean) {
  return useQuery({ ...pendingBonusQueryOptions, refetchInterval: pendingPollInterval(polling) });
}

export function pendingPollInterval(polling: boolean): number | false {
  return polling ? PENDING_POLL_MS : false;
}
