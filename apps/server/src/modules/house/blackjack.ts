import { HmacRandomSource } from '@app/games/rng.ts';
import { act, blackjackView, deal, replay, type BlackjackAction, type BlackjackState } from '@app/games/tables/blackjack.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { findSession, houseMessages } from './game-session.ts';
import * as q from './house.queries.ts';
import { openRound, validateBet } from './rounds.ts';
import { publicSeeds } from './seeds.ts';
import type { RoundSettlement } from './settlement.ts';

/** Blackjack: deal, then hit / stand / double until the hand is over. */
export async function playBlackjack(
  ctx: { db: Db; settlement: RoundSettlement; balance: (s: q.GameSession, token: string) => Promise<number> },
  token: string,
  action: 'deal' | BlackjackAction,
  bet: number | undefined,
) {
  const { db, settlement } = ctx;
  const s = await findSession(db, token);
  if (s.slug !== 'blackjack') throw badRequest(houseMessages.action);
  if (action === 'deal') {
    if (s.mode === 'real' && s.expired) throw new AppError(401, houseMessages.session);
    if (await q.findOpenRound(db, s.id)) throw badRequest('Önce devam eden eli bitirin');
    if (!bet) throw badRequest(houseMessages.bet);
    validateBet({ gameId: 'blackjack', bet, actions: [] });
    const round = await openRound(db, s, { gameId: 'blackjack', bet, actions: [] }, (rng) => {
      const state = deal(rng, bet);
      return { totalBet: state.bet, totalWin: state.totalWin, state, finished: state.finished };
    });
    const state = round.state as BlackjackState;
    const balance =
      s.mode === 'real'
        ? await settlement.settleReal(token, {
            id: round.id,
            slug: s.slug,
            totalBet: state.bet,
            totalWin: state.totalWin,
            finished: state.finished,
          })
        : await ctx.balance(s, token);
    return {
      round_id: round.id,
      nonce: round.nonce,
      view: blackjackView(state),
      balance,
      seeds: publicSeeds({ ...round.seeds, nonce: BigInt(round.nonce + 1) }),
    };
  }
  const row = await q.findHandInProgress(db, s.id);
  if (!row) throw badRequest(houseMessages.noHand);
  const seeds = await q.findSeeds(db, row.seed_id);
  const before = row.outcome as unknown as BlackjackState;
  let after: BlackjackState;
  try {
    after = act(new HmacRandomSource(seeds.server_seed, seeds.client_seed, Number(row.nonce), before.floatsUsed), before, action);
  } catch {
    throw badRequest(houseMessages.action);
  }
  // The whole hand is reproducible from seeds + actions (the verifier replays it).
  const check = replay(new HmacRandomSource(seeds.server_seed, seeds.client_seed, Number(row.nonce)), before.bet, after.actions);
  if (check.totalWin !== after.totalWin || check.player.join() !== after.player.join()) throw new Error('blackjack replay mismatch');
  const doubling = after.doubled && !before.doubled;
  // The new state is claimed first (one action wins a race); the extra stake of a double is taken
  // after that, and the claim is undone if it is refused, so a double is never paid for twice or
  // paid for without doubling the hand.
  const claimed = await inTransaction(db, async (tx) => {
    const moved = await q.replaceHand(
      tx,
      row.id,
      { from: before, to: after, input: { gameId: 'blackjack', bet: before.bet, actions: after.actions }, totalBet: after.totalBet },
      true,
    );
    if (!moved) return false;
    if (s.mode === 'demo' && doubling && !(await q.takeDemoStake(tx, s.id, before.bet))) throw badRequest(houseMessages.funds);
    return true;
  });
  if (!claimed) throw badRequest(houseMessages.action);
  if (s.mode === 'real' && doubling) {
    const refused = await settlement.chargeDouble(token, row.id, s.slug, before.bet);
    if (refused !== null) {
      await q.replaceHand(
        db,
        row.id,
        { from: after, to: before, input: { gameId: 'blackjack', bet: before.bet, actions: before.actions }, totalBet: before.totalBet },
        false,
      );
      // the wallet's own text: the funds, or an active bonus's max bet over the round's two stakes
      throw badRequest(refused);
    }
  }
  let balance: number;
  if (after.finished) {
    if (s.mode === 'real') balance = await settlement.finishBlackjack(token, row.id, s.slug, after);
    else {
      const demoBalance = await q.payDemoWin(db, s.id, after.totalWin);
      await q.settleRound(db, row.id, after.totalWin);
      balance = Number(demoBalance);
    }
  } else balance = await ctx.balance(s, token);
  return { round_id: row.id, nonce: Number(row.nonce), view: blackjackView(after), balance };
}
