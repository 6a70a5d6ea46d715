import type { RealitySessionReply } from '@app/shared/api/responsible-session.ts';
import { kurusToLira } from '@app/shared/money.ts';
import type { Db } from '../../db/client.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import * as q from './responsible-session.queries.ts';

export const realitySessionMessages = {
  session: 'Oyun oturumu bulunamadı. Lütfen oyunu yeniden açın.',
} as const;

/**
 * The reality check's figures: the bets, wins and net result of the player's game session since it
 * started. Only the player's own real-money session answers; any other token is a 404.
 */
export async function realitySession(db: Db, playerId: number, token: string): Promise<RealitySessionReply> {
  const f = await q.sessionFigures(db, sha256Hex(token), playerId);
  if (!f) throw new AppError(404, realitySessionMessages.session);
  return {
    success: true as const,
    started_at: f.started_at.toISOString(),
    bets: kurusToLira(f.bets),
    wins: kurusToLira(f.wins),
    net: kurusToLira(f.wins - f.bets),
    rounds: f.rounds,
  };
}
