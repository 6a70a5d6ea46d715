import { randomUUID } from 'node:crypto';
import { HmacRandomSource } from '@app/games/rng.ts';
import type { RoundInput } from '@app/games/verify.ts';
import { getSlot } from '@app/games/slots/index.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { badRequest } from '../../lib/errors.ts';
import { houseMessages } from './game-session.ts';
import * as q from './house.queries.ts';
import { activeSeeds } from './seeds.ts';

/**
 * Round storage: a round's outcome is fixed by the seed pair and nonce BEFORE any money moves, and
 * stored with the round, so a round interrupted later is completed (or refunded) from what is stored.
 */
export type RoundOutcome = (rng: HmacRandomSource) => { totalBet: number; totalWin: number; state: unknown; finished: boolean };

/** Fixes the outcome (nonce taken under the seed row's lock) and stores the round before money moves. */
export async function openRound(db: Db, s: q.GameSession, input: RoundInput, outcome: RoundOutcome, freeRound = false) {
  try {
    return await inTransaction(db, async (tx) => {
      const seeds = await activeSeeds(tx, s, true);
      const nonce = Number(seeds.nonce);
      const result = outcome(new HmacRandomSource(seeds.server_seed, seeds.client_seed, nonce));
      await q.advanceNonce(tx, seeds.id);
      if (s.mode === 'demo' && !(await q.payDemoStake(tx, s.id, result.totalBet, result.finished ? result.totalWin : 0))) {
        throw badRequest(houseMessages.funds);
      }
      const id = randomUUID();
      await q.insertRound(tx, {
        id,
        sessionId: s.id,
        playerId: s.player_id,
        slug: s.slug,
        mode: s.mode,
        seedId: seeds.id,
        nonce,
        input,
        outcome: result.state,
        totalBet: result.totalBet,
        totalWin: result.finished ? result.totalWin : 0,
        status: s.mode === 'demo' ? (result.finished ? 'settled' : 'in_progress') : 'placing',
        freeRound,
      });
      return { id, nonce, seeds, ...result };
    });
  } catch (err) {
    // The game code refuses a bet it cannot play (an unknown roulette bet, an amount off the levels).
    if (err instanceof RangeError) throw badRequest(houseMessages.bet);
    throw err;
  }
}

export function validateBet(input: RoundInput): void {
  try {
    if ('bet' in input && input.gameId !== 'blackjack') {
      const slot = getSlot(input.gameId);
      if (!slot || !slot.betLevels.includes(input.bet)) throw new RangeError('bet');
    }
    if (
      input.gameId === 'blackjack' &&
      (!Number.isInteger(input.bet) || input.bet < 100 || input.bet > 1_000_000 || input.bet % 100 !== 0)
    ) {
      throw new RangeError('bet');
    }
  } catch {
    throw badRequest(houseMessages.bet);
  }
}
