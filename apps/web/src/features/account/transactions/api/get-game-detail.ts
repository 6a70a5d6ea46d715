import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameDetailReply } from '@app/shared/api/wallet.ts';
import { apiGet } from '@/lib/api-client.ts';
import { historyKeys } from '@/api/query-keys.ts';

export type GameDetail = GameDetailReply['game_detail'];
/**
 * One wallet call of the round: its bet (`refunded` when a rollback cancelled it), its win (0 for a
 * lost spin) or the rollback with the amount it gave back.
 */
export type GameRound = GameDetail['rounds'][number];

export interface GameDetailTarget {
  ref: string;
  provider: string;
}

export async function getGameDetail({ ref, provider }: GameDetailTarget): Promise<GameDetail> {
  const query = new URLSearchParams({ ref, provider });
  const reply = await apiGet<GameDetailReply>(`game-detail.php?${query.toString()}`);
  if (!reply.game_detail) throw new Error('No game detail');
  return reply.game_detail;
}

export function gameDetailQueryOptions(target: GameDetailTarget) {
  return queryOptions({
    queryKey: historyKeys.gameDetail(target.ref, target.provider),
    queryFn: () => getGameDetail(target),
    retry: false,
  });
}

/** The rounds behind a reference number; nothing is asked while no reference is open. */
export function useGameDetail(target: GameDetailTarget | null) {
  return useQuery({
    ...gameDetailQueryOptions(target ?? { ref: '', provider: '' }),
    enabled: target !== null,
  });
}
