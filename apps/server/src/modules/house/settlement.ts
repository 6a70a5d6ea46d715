import type { BlackjackState } from '@app/games/tables/blackjack.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { houseMessages } from './game-session.ts';
import * as q from './house.queries.ts';
import type { WalletClient } from './wallet-client.ts';

/**
 * The wallet calls of a stored real-money round: the bet, the win, a blackjack double's extra stake.
 * Each is idempotent on the round id, so sending one again (a page closed in between) moves money once.
 */
export class RoundSettlement {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletClient,
  ) {}

  /** Sends the bet (and, when the round is over, the win) for a stored real-money round. */
  async settleReal(token: string, round: { id: string; slug: string; totalBet: number; totalWin: number; finished: boolean; freeRound?: boolean }) {
    const bet = await this.stake(token, round.id, round.slug, round.totalBet, 'bet', round.freeRound ?? false);
    if (bet.status !== 'OK') {
      await q.voidRound(this.db, round.id);
      if (bet.code === 'INSUFFICIENT_FUNDS') throw badRequest(houseMessages.funds);
      if (bet.code === 'INVALID_SESSION') throw new AppError(401, houseMessages.session);
      throw badRequest(bet.message);
    }
    if (!round.finished) {
      await q.markRoundInProgress(this.db, round.id);
      return bet.balance;
    }
    return this.payWin(token, round.id, round.slug, round.totalWin);
  }

  async payWin(token: string, roundId: string, slug: string, amount: number): Promise<number> {
    const win = await this.wallet.call('win', {
      session_token: token,
      transaction_id: `${roundId}:win`,
      round_id: roundId,
      game_id: slug,
      amount,
      bet_transaction_id: `${roundId}:bet`,
      round_closed: true,
    });
    if (win.status !== 'OK') throw new AppError(503, houseMessages.wallet);
    await q.settleRound(this.db, roundId, amount);
    return win.balance;
  }

  /**
   * The extra stake of a blackjack double (idempotent on the round): a second bet of the same round,
   * so an active bonus's max bet counts the round's first stake too. null when taken, else the
   * player's text of the refusal.
   */
  async chargeDouble(token: string, roundId: string, slug: string, amount: number): Promise<string | null> {
    const reply = await this.stake(token, roundId, slug, amount, 'double');
    if (reply.status === 'OK') return null;
    return reply.code === 'INSUFFICIENT_FUNDS' ? houseMessages.funds : reply.message;
  }

  /** A stake of the round: its bet, or a double's extra stake (a bet call of its own id). */
  private stake(token: string, roundId: string, slug: string, amount: number, what: 'bet' | 'double', freeRound = false) {
    return this.wallet.call('bet', {
      session_token: token,
      transaction_id: `${roundId}:${what}`,
      round_id: roundId,
      game_id: slug,
      amount,
      ...(freeRound ? { free_round: true } : {}),
    });
  }

  /** Pays a finished hand; a doubled hand's extra stake is (re)sent first, idempotently. */
  async finishBlackjack(token: string, roundId: string, slug: string, state: BlackjackState): Promise<number> {
    if (state.doubled && (await this.chargeDouble(token, roundId, slug, state.bet)) !== null) {
      // The extra stake cannot be taken any more: the hand is paid as the undoubled bet would be.
      return this.payWin(token, roundId, slug, Math.floor(state.totalWin / 2));
    }
    return this.payWin(token, roundId, slug, state.totalWin);
  }

  /** Refunds a round whose bet the wallet refused for good: nothing of it stays. */
  async refund(token: string, roundId: string): Promise<void> {
    await this.wallet.call('rollback', {
      session_token: token,
      transaction_id: `${roundId}:rollback`,
      reference_transaction_id: `${roundId}:bet`,
    });
    await q.refundRound(this.db, roundId);
  }
}
