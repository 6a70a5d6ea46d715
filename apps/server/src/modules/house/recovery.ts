import type { BlackjackState } from '@app/games/tables/blackjack.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findSession } from './game-session.ts';
import * as q from './house.queries.ts';
import type { RoundSettlement } from './settlement.ts';

/**
 * Completes the rounds a closed page left behind: a round whose bet may not have reached the
 * wallet gets it again (idempotent) and its win; if the wallet refuses now, the bet is rolled back.
 */
export async function resumeRounds(db: Db, settlement: RoundSettlement, token: string): Promise<number> {
  const s = await findSession(db, token);
  if (s.mode !== 'real') return 0;
  // Only this session's rounds: the wallet needs the round's own session token.
  const rows = await q.listUnfinishedRounds(db, s.id);
  let completed = 0;
  for (const r of rows) {
    try {
      if (r.status === 'in_progress') {
        await settlement.finishBlackjack(token, r.id, r.game_slug, r.outcome as unknown as BlackjackState);
      } else {
        const state = r.outcome as { finished?: boolean; totalWin?: number };
        await settlement.settleReal(token, {
          id: r.id,
          slug: r.game_slug,
          totalBet: Number(r.total_bet),
          totalWin: Number(state.totalWin ?? 0),
          finished: r.game_slug !== 'blackjack' || Boolean(state.finished),
          freeRound: r.free_round,
        });
      }
      completed += 1;
    } catch (err) {
      // The wallet refused the bet for good (the round is void): make sure nothing of it stays.
      // Anything else (the wallet unreachable) is tried again on the next visit.
      if (!(err instanceof AppError) || err.statusCode >= 500) continue;
      await settlement.refund(token, r.id);
      completed += 1;
    }
  }
  return completed;
}
