import { useQuery } from '@tanstack/react-query';
import type { LiveCasinoReply, LobbyGame } from '@app/shared/api/games.ts';
import { apiGet, callQueryOptions } from '@/lib/api-client.ts';
import { gameKeys } from '@/api/query-keys.ts';

/**
 * A table game of livecasino.php (the shared LobbyGame). The page reads every field but the id as
 * possibly missing, and also the spec's other names for the name and the provider.
 */
export type LiveGame = Pick<LobbyGame, 'id'> & {
  [K in Exclude<keyof LobbyGame, 'id'>]?: LobbyGame[K] | null;
} & {
  title?: string;
  provider?: string;
};

export async function getLiveGames(): Promise<LiveGame[]> {
  const reply = await apiGet<LiveCasinoReply>('livecasino.php');
  return Array.isArray(reply.games) ? reply.games : [];
}

export const liveGamesQueryOptions = callQueryOptions(gameKeys.live, getLiveGames, { staleTime: 60_000 });

export function useLiveGames() {
  return useQuery(liveGamesQueryOptions);
}
