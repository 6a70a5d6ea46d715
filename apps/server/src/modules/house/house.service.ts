import type { RoundInput } from '@app/games/verify.ts';
import { playRound } from '@app/games/verify.ts';
import { blackjackView, type BlackjackAction, type BlackjackState } from '@app/games/tables/blackjack.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { playBlackjack } from './blackjack.ts';
import { findSession, houseMessages, type GameSession } from './game-session.ts';
import * as q from './house.queries.ts';
import { resumeRounds } from './recovery.ts';
import { openRound, validateBet } from './rounds.ts';
import { activeSeeds, publicSeeds } from './seeds.ts';
import { RoundSettlement } from './settlement.ts';
import type { WalletClient } from './wallet-client.ts';

export { findSession, houseMessages, type GameSession } from './game-session.ts';
export { rotateSeeds } from './seeds.ts';

/**
 * The in-house game server. A round's outcome is fixed by the seed pair and nonce BEFORE any money
 * moves and stored with the round (rounds.ts); the wallet then gets a bet and a win, idempotent on the
 * round id (settlement.ts), so a round interrupted between them is completed or refunded when the
 * player comes back (recovery.ts). Seeds: seeds.ts; blackjack's hand by hand play: blackjack.ts.
 */
export class HouseGames {
  private readonly settlement: RoundSettlement;

  constructor(
    private readonly db: Db,
    private readonly wallet: WalletClient,
  ) {
    this.settlement = new RoundSettlement(db, wallet);
  }

  async balance(s: GameSession, token: string): Promise<number> {
    return (await this.walletState(s, token)).balance;
  }

  /** The balance, and the free rounds of a free-spins bonus on this game (the wallet's balance reply says). */
  private async walletState(s: GameSession, token: string): Promise<{ balance: number; freeSpins: { left: number; stake: number } | null }> {
    if (s.mode === 'demo') return { balance: Number(await q.demoBalance(this.db, s.id)), freeSpins: null };
    const r = await this.wallet.call('balance', { session_token: token });
    if (r.status !== 'OK') return { balance: 0, freeSpins: null };
    return { balance: r.balance, freeSpins: r.free_rounds ? { left: r.free_rounds.remaining, stake: r.free_rounds.stake } : null };
  }

  /**
   * Slots, roulette and baccarat: one call plays the whole round. `freeSpin` plays a slot round as a
   * free round of the player's free-spins bonus, at its stake (the wallet takes no money for it).
   */
  async play(token: string, input: RoundInput, freeSpin = false) {
    const s = await findSession(this.db, token);
    if (s.mode === 'real' && s.expired) throw new AppError(401, houseMessages.session);
    if (input.gameId !== s.slug || input.gameId === 'blackjack') throw badRequest(houseMessages.bet);
    let free: { left: number; stake: number } | null = null;
    if (freeSpin) {
      free = s.mode === 'real' && 'bet' in input ? (await this.walletState(s, token)).freeSpins : null;
      if (!free || free.left <= 0) throw badRequest(houseMessages.noFreeSpins);
      input = { ...input, bet: free.stake } as RoundInput;
    }
    validateBet(input);
    const round = await openRound(
      this.db,
      s,
      input,
      (rng) => {
        const r = playRound(rng, input);
        return { totalBet: r.totalBet, totalWin: r.totalWin, state: r.outcome, finished: true };
      },
      free !== null,
    );
    const balance =
      s.mode === 'real'
        ? await this.settlement.settleReal(token, {
            id: round.id,
            slug: s.slug,
            totalBet: round.totalBet,
            totalWin: round.totalWin,
            finished: true,
            freeRound: free !== null,
          })
        : await this.balance(s, token);
    return {
      free_round: free !== null,
      free_spins: free ? (free.left > 1 ? { left: free.left - 1, stake: free.stake } : null) : null,
      round_id: round.id,
      nonce: round.nonce,
      outcome: round.state,
      total_bet: round.totalBet,
      total_win: round.totalWin,
      balance,
      seeds: publicSeeds({ ...round.seeds, nonce: BigInt(round.nonce + 1) }),
    };
  }

  /** Blackjack: deal, then hit / stand / double until the hand is over. */
  blackjack(token: string, action: 'deal' | BlackjackAction, bet: number | undefined) {
    return playBlackjack({ db: this.db, settlement: this.settlement, balance: (s, t) => this.balance(s, t) }, token, action, bet);
  }

  /** Completes (or refunds) the rounds a closed page left behind. */
  resume(token: string): Promise<number> {
    return resumeRounds(this.db, this.settlement, token);
  }

  async state(token: string) {
    const s = await findSession(this.db, token);
    const resumed = await this.resume(token);
    const seeds = await inTransaction(this.db, (tx) => activeSeeds(tx, s, false));
    const rounds = await q.listRecentRounds(this.db, { mode: s.mode, id: s.mode === 'real' ? s.player_id : s.id }, s.slug);
    const open = rounds.find((r) => r.status === 'in_progress');
    const wallet = await this.walletState(s, token);
    return {
      mode: s.mode,
      game: { slug: s.slug, name: s.name, type: s.type },
      balance: wallet.balance,
      free_spins: wallet.freeSpins,
      seeds: publicSeeds(seeds),
      resumed_rounds: resumed,
      active_hand: open ? { round_id: open.id, view: blackjackView(open.outcome as unknown as BlackjackState) } : null,
      history: rounds.map((r) => ({
        round_id: r.id,
        nonce: Number(r.nonce),
        total_bet: Number(r.total_bet),
        total_win: Number(r.total_win),
        status: r.status,
        created_at: r.created_at.toISOString(),
        // What the verifier needs once the seed is revealed: the pair's hash and the round's input.
        server_seed_hash: r.server_seed_hash,
        client_seed: r.client_seed,
        input: r.input,
        outcome: r.game_slug === 'blackjack' ? blackjackView(r.outcome as unknown as BlackjackState) : r.outcome,
      })),
    };
  }
}

// How the in-house titles outside this module (the crash game) call the signed wallet API.
export { injectWalletClient, type WalletClient, type WalletReply } from './wallet-client.ts';
