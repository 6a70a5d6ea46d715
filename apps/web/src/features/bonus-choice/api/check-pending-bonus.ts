import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PendingBonusOffer, PendingBonusReply } from '@app/shared/api/bonus.ts';
import { apiGet, callQueryOptions } from '@/lib/api-client.ts';
import { bonusKeys } from '@/api/query-keys.ts';
import { usePollInterval, usePushChange } from '@/lib/push.ts';

export type { PendingBonusOffer, PendingBonusReply };

export const PENDING_POLL_MS = 2000;

export function checkPendingBonus(): Promise<PendingBonusReply> {
  return apiGet<PendingBonusReply>('bonus-pending-check.php');
}

export const pendingBonusQueryOptions = callQueryOptions(bonusKeys.pending, checkPendingBonus, {
  staleTime: 0,
});

const OFFER_CHANGES = ['bonus_offer'] as const;

/**
 * Checked once at start, then every 2 s while `polling` (the choice is not on screen); a failure
 * is silent and the polling goes on. While the push channel is up, the check runs when it says an
 * offer may have come (and at the safety interval, lib/push.ts).
 */
export function usePendingBonus(polling: boolean) {
  const refetchInterval = usePollInterval(pendingPollInterval(polling));
  const query = useQuery({ ...pendingBonusQueryOptions, refetchInterval });
  const { refetch } = query;
  usePushChange(
    OFFER_CHANGES,
    useCallback(() => {
      if (polling) void refetch();
    }, [polling, refetch]),
  );
  return query;
}

export function pendingPollInterval(polling: boolean): number | false {
  return polling ? PENDING_POLL_MS : false;
}
