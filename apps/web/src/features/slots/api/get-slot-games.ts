import { useQuery } from '@tanstack/react-query';
import type { GamesListReply } from '@app/shared/api/games.ts';
import { apiPost, callQueryOptions } from '@/lib/api-client.ts';
import type { SlotGame } from './slot-game.ts';
import { gameKeys } from '@/api/query-keys.ts';

/** A failed list is silent: the page shows its empty state. */
export async function getSlotGames(): Promise<SlotGame[]> {
  try {
    const reply = await apiPost<GamesListReply>('games/list.php', { type: 'slot' });
    return reply.status === 'success' && Array.isArray(reply.data) ? reply.data : [];
  } catch {
    return [];
  }
}

export const slotGamesQueryKey = gameKeys.slots;

export const slotGamesQueryOptions = callQueryOptions(slotGamesQueryKey, getSlotGames, { staleTime: 60_000 });

export function useSlotGames() {
  return useQuery(slotGamesQueryOptions);
}
