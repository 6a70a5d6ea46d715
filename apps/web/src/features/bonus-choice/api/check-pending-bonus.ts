import { useQuery } from '@tanstack/react-query';
import { apiGet, isApiError, callQueryOptions } from '@/lib/api-client.ts';
import { bonusKeys } from '@/api/query-keys.ts';

/** The shared package has no schema for this call yet; these are the spec's fields. */
export interface PendingBonusOffer {
  id: number;
  name: string;
  amount: number;
  description?: string | null;
  icon?: string | null;
}

export interface PendingBonusReply {
  success?: boolean;
  pending: boolean;
  deposit_id?: number | string | null;
  deposit_amount?: number | null;
  bonuses?: PendingBonusOffer[];
}

export const PENDING_POLL_MS = 2000;

export function checkPendingBonus(): Promise<PendingBonusReply> {
  return apiGet<PendingBonusReply>('bonus-pending-check.php');
}

export const pendingBonusQueryOptions = callQueryOptions(bonusKeys.pending, checkPendingBonus, { staleTime: 0 });

/**
 * Checked once at start, then every 2 s while `polling`; failures are silent. A server that does
 * not offer the call (404: no bonus engine on it) is not asked again every 2 s until the page loads
 * anew; any other failure keeps the polling going.
 */
export function usePendingBonus(polling: boolean) {
  return useQuery({
    ...pendingBonusQueryOptions,
    refetchInterval: (query) => pendingPollInterval(polling, query.state.error),
  });
}

export function pendingPollInterval(polling: boolean, lastError: unknown): number | false {
  if (!polling || (isApiError(lastError) && lastError.status === 404)) return false;
  return PENDING_POLL_MS;
}
