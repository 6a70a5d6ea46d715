import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';

/** One wallet call of the round: its bet, its win (0 for a lost spin) or the refund of its bet. */
export interface GameRound {
  id: number;
  round_id: string;
  type: 'bet' | 'win' | 'rollback';
  bet_amount: number;
  win_amount: number;
  refunded: boolean;
  created_at: string;
}

export interface GameDetail {
  reference_id: string;
  provider: string;
  game_name: string;
  created_at: string;
  rounds: GameRound[];
}

export interface GameDetailTarget {
  ref: string;
  provider: string;
}

export async function getGameDetail({ ref, provider }: GameDetailTarget): Promise<GameDetail> {
  const query = new URLSearchParams({ ref, provider });
  const reply = await apiGet<{ success: true; game_detail: GameDetail }>(
    `game-detail.php?${query.toString()}`,
  );
  if (!reply.game_detail) throw new Error('No game detail');
  return reply.game_detail;
}

export function gameDetailQueryOptions(target: GameDetailTarget) {
  return queryOptions({
    queryKey: ['game-detail', target.ref, target.provider],
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
