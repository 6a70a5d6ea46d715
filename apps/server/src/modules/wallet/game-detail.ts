import { kurusToLira } from '@app/shared/money.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as q from './wallet.queries.ts';

/** One round's wallet movements, for the game-detail modal; only ever the session player's own. */
export async function gameDetail(db: Db, playerId: number, ref: string, provider: string | null) {
  const rows = await q.findRoundDetail(db, playerId, ref, provider);
  if (!rows.length) throw notFound('Oyun detayı bulunamadı');
  const first = rows[0]!;
  return {
    reference_id: first.round_id,
    provider: first.provider,
    game_name: first.game_name,
    created_at: first.created_at.toISOString(),
    // One row per accepted wallet call of the round: a bet (refunded when a rollback cancelled it),
    // a win (0 for a lost spin) or a rollback with the amount it gave back.
    rounds: rows.map((r) => ({
      id: Number(r.tx_id),
      round_id: r.round_id,
      type: r.kind,
      bet_amount: r.kind === 'bet' ? kurusToLira(r.amount) : 0,
      win_amount: r.kind === 'win' ? kurusToLira(r.amount) : 0,
      refund_amount: r.kind === 'rollback' ? kurusToLira(r.amount) : 0,
      refunded: r.kind === 'bet' && r.is_rolled_back,
      created_at: r.tx_at.toISOString(),
    })),
  };
}
