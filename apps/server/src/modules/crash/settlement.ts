import type { Db } from '../../db/client.ts';
import { Batcher } from '../../lib/batcher.ts';
import { openSecret } from '../../lib/seal.ts';
import type { WalletClient, WalletReply } from '../house/house.service.ts';
import * as q from './crash.queries.ts';

/**
 * A bet's wallet calls. Each transaction id is fixed by the bet's id, so a call sent again (a node
 * died between the decision and the reply; a new leader settles) moves money once (the provider
 * API's idempotency). Every bet is a wallet round of its own (the wallet's rounds are a player's).
 */
export const GAME = 'zeplin';
export const ids = (betId: string, roundId: string) => ({
  round: `zeplin-${roundId}-${betId}`,
  bet: `zeplin-${betId}-bet`,
  win: `zeplin-${betId}-win`,
  rollback: `zeplin-${betId}-rollback`,
});

export interface SettleLog {
  error(obj: object, msg: string): void;
}

export class BetWallet {
  /**
   * The bets' settled marks, gathered (lib/batcher.ts): a busy round's cash-outs and the leader's
   * automatic ones are a few statements a second, not one commit each.
   */
  private readonly marks: Batcher<true, q.SettledMark, true>;

  constructor(
    private readonly db: Db,
    private readonly wallet: WalletClient,
    private readonly key: Buffer,
  ) {
    this.marks = new Batcher(
      async (_, marks) => {
        await q.markSettled(db, marks);
        return marks.map(() => true as const);
      },
      { maxInFlight: 1, maxBatch: 500 },
    );
  }

  /** Marks the bet settled (from the status it was settled in), with the other marks of the moment. */
  async markSettled(betId: string, from: q.BetRow['status'], to: q.BetRow['status']): Promise<void> {
    await this.marks.submit(true, { betId, from, to });
  }

  token(bet: Pick<q.BetRow, 'token_sealed'>): string {
    return openSecret(this.key, bet.token_sealed);
  }

  bet(token: string, betId: string, roundId: string, stake: number): Promise<WalletReply> {
    const id = ids(betId, roundId);
    return this.wallet.call('bet', { session_token: token, transaction_id: id.bet, round_id: id.round, game_id: GAME, amount: stake });
  }

  /** The win of a decided cash-out (or 0 for a lost bet: the wallet round is closed either way). */
  win(token: string, betId: string, roundId: string, amount: number): Promise<WalletReply> {
    const id = ids(betId, roundId);
    return this.wallet.call('win', {
      session_token: token,
      transaction_id: id.win,
      round_id: id.round,
      game_id: GAME,
      amount,
      bet_transaction_id: id.bet,
      round_closed: true,
    });
  }

  rollback(token: string, betId: string, roundId: string): Promise<WalletReply> {
    const id = ids(betId, roundId);
    return this.wallet.call('rollback', { session_token: token, transaction_id: id.rollback, reference_transaction_id: id.bet });
  }

  /**
   * The wallet call a bet of a crashed round still needs, and its row marked settled once the
   * wallet answered: a cash-out's win (sent again with its id), a lost bet's closing win of 0, a
   * placing bet's rollback (its bet may or may not have reached the wallet: the rollback refunds it,
   * or leaves the tombstone that refuses it). An unreachable wallet leaves the bet for the next pass.
   */
  async settle(bet: q.BetRow, log: SettleLog): Promise<number | null> {
    const token = this.token(bet);
    try {
      if (bet.status === 'placing') {
        const r = await this.rollback(token, bet.id, bet.round_id);
        if (r.status !== 'OK') {
          // Not refunded: kept unsettled (the next pass asks again) and reported.
          log.error({ bet: bet.id, code: r.code }, 'crash: the wallet refused the rollback of a placing bet');
          return null;
        }
        await this.markSettled(bet.id, 'placing', 'refunded');
        return r.balance;
      }
      const paid = bet.status === 'cashing_out' || bet.status === 'cashed_out';
      const r = await this.win(token, bet.id, bet.round_id, paid ? Number(bet.win) : 0);
      if (r.status !== 'OK') {
        // Nothing a retry changes is expected here (the bet was taken); kept unsettled and reported.
        log.error({ bet: bet.id, code: r.code }, 'crash: the wallet refused the win of a bet');
        return null;
      }
      await this.markSettled(bet.id, bet.status, paid ? 'cashed_out' : 'lost');
      return r.balance;
    } catch (err) {
      log.error({ err, bet: bet.id }, 'crash: wallet out of reach, the bet is settled on the next pass');
      return null;
    }
  }
}
