import type { Queryable } from '../../db/client.ts';
import { maybeOne } from '../../db/client.ts';

export interface SessionFigures {
  started_at: Date;
  bets: bigint;
  wins: bigint;
  rounds: number;
}

/**
 * What the player staked and won in one real-money game session (`id`: the sha256 of its launch
 * token), from the wallet's own record of the calls: accepted bets not rolled back, accepted wins.
 * Undefined when the session is not this player's real-money session.
 */
export function sessionFigures(q: Queryable, sessionId: string, playerId: number) {
  return maybeOne<SessionFigures>(
    q,
    `select s.created_at as started_at,
            coalesce(sum(t.amount) filter (where t.kind = 'bet' and not t.is_rolled_back), 0)::bigint as bets,
            coalesce(sum(t.amount) filter (where t.kind = 'win'), 0)::bigint as wins,
            (count(distinct t.round_id) filter (where t.kind = 'bet' and not t.is_rolled_back))::int as rounds
       from game_sessions s
       left join provider_transactions t on t.session_id = s.id and t.player_id = s.player_id
                                        and t.response ->> 'status' = 'OK'
      where s.id = $1 and s.player_id = $2 and s.mode = 'real'
      group by s.id, s.created_at`,
    [sessionId, playerId],
  );
}
