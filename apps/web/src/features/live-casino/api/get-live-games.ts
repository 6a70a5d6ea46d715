import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { gameKeys } from '@/api/query-keys.ts';

/** The spec does not show the live games' shape; these are the fields the page uses if present. */
export interface LiveGame {
  id: number | string;
  name?: string;
  title?: string;
  provider?: string;
  provider_name?: string;
  image?: string | null;
  image_url?: string | null;
  rtp?: number | null;
  has_demo?: number | boolean | null;
  /** 'RNG Masa Oyunu' for the in-house tables: they are not live-dealer games. */
  label?: string | null;
}

export async function getLiveGames(): Promise<LiveGame[]> {
  const reply = await apiGet<{ success: true; games: LiveGame[] }>('livecasino.php');
  return Array.isArray(reply.games) ? reply.games : [];
}

export const liveGamesQueryOptions = queryOptions({
  queryKey: gameKeys.live,
  queryFn: getLiveGames,
  staleTime: 60_000,
  retry: false,
});

export function useLiveGames() {
  return useQuery(liveGamesQueryOptions);
}
