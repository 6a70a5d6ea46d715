import { useQuery } from '@tanstack/react-query';
import type { AllBonusesReply, BonusHistoryItem } from '@app/shared/api/bonus.ts';
import { bonusKeys } from '@/api/query-keys.ts';
import { callQueryOptions, getList } from '@/lib/api-client.ts';

export type { BonusHistoryItem };

/** The spec's page size: the call sends every bonus, the page splits them 10 a page. */
export const BONUS_HISTORY_PAGE_SIZE = 10;

/** GET player-all-bonuses.php: every bonus of the player, newest first. */
export function getBonusHistory(): Promise<BonusHistoryItem[]> {
  return getList<AllBonusesReply, 'bonuses'>('player-all-bonuses.php', 'bonuses');
}

export const bonusHistoryQueryOptions = callQueryOptions(bonusKeys.history, getBonusHistory);

export function useBonusHistory() {
  return useQuery(bonusHistoryQueryOptions);
}

/** The items of `page` (1-based) and the number of pages (at least 1). */
export function historyPage<T>(items: readonly T[], page: number): { items: T[]; totalPages: number } {
  const totalPages = Math.max(1, Math.ceil(items.length / BONUS_HISTORY_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), totalPages);
  const start = (current - 1) * BONUS_HISTORY_PAGE_SIZE;
  return { items: items.slice(start, start + BONUS_HISTORY_PAGE_SIZE), totalPages };
}
