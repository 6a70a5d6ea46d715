import { useQuery } from '@tanstack/react-query';
import type { ActiveBonus, ActiveBonusesReply } from '@app/shared/api/bonus.ts';
import { bonusKeys } from '@/api/query-keys.ts';
import { callQueryOptions, getList } from '@/lib/api-client.ts';

export type { ActiveBonus };

/** GET player-active-bonuses.php: the active bonus (one at a time) with its wagering (the bonuses page and the wallet). */
export function getActiveBonuses(): Promise<ActiveBonus[]> {
  return getList<ActiveBonusesReply, 'active_bonuses'>('player-active-bonuses.php', 'active_bonuses');
}

export const activeBonusesQueryOptions = callQueryOptions(bonusKeys.active, getActiveBonuses);

export function useActiveBonuses() {
  return useQuery(activeBonusesQueryOptions);
}
