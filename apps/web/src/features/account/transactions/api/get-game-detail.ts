import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { historyKeys } from '@/api/query-keys.ts';

/**
 * One wallet call of the round: its bet (`refunded` when a rollback cancelled it), its win (0 for a
 * lost spin) or the rollback with the amount it gave back. `type`, `refund_amount`, `refunded` and
 * `created_at` are ours, beyond the spec's id, round_id, bet_amount and win_amount.
 */
export interface GameRound {
  id: number;
  round_id: string;
  bet_amount: number;
  win_amount: number;
  type?: 'bet' | 'win' | 'rollback';
  refund_amount?: number;
  refunded?: boolean;
  created_at?: string;
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
