/**
 * Blackjack, dealt by the RNG. Rules (fixed):
 * - 6 decks; every round starts from a full, freshly shuffled shoe (cards.ts: the k-th card of the
 *   round uses float k).
 * - Deal order: player, dealer (up card), player, dealer (hole card).
 * - The dealer peeks: if the dealer has blackjack the round ends at once (the player's blackjack
 *   pushes, anything else loses the bet).
 * - Player blackjack pays 3:2 (return = bet + floor(bet x 3 / 2)).
 * - Actions: hit, stand, double (on any first two cards: the bet is doubled and exactly one card
 *   is drawn). No split, no surrender, no insurance. A player total of 21 stands automatically.
 * - The dealer draws to 16 and stands on every 17, soft 17 included (S17).
 * - Win pays 1:1 on the (possibly doubled) stake; push returns it.
 * For the wallet a round is the initial bet, plus a second bet of the same amount when doubling,
 * and one win when the round finishes.
 *
 * The declared RTP is that of `basicStrategy` below under these rules, computed exactly (no
 * simulation) by blackjack-exact.ts, which enumerates every card sequence of a fresh 6-deck shoe;
 * blackjack-exact.test.ts checks the declared figure against it and this file against its rules.
 */
import type { RandomSource } from '../rng.ts';
import { Shoe, cardLabel, cardRank } from './cards.ts';
import { RNG_TABLE_LABEL, TABLE_LIMITS, checkAmount, type TableGameInfo } from './types.ts';

export const BLACKJACK_DECKS = 6;

export type BlackjackAction = 'hit' | 'stand' | 'double';
export type BlackjackOutcome = 'blackjack' | 'win' | 'push' | 'lose';

export interface BlackjackState {
  gameId: 'blackjack';
  /** Initial bet, kuruş. */
  bet: number;
  /** Cards 0..51 (see cards.ts). dealer[1] is the hole card. */
  player: number[];
  dealer: number[];
  /** Floats of the round used so far (= cards dealt); a resumed hand continues from here. */
  floatsUsed: number;
  doubled: boolean;
  actions: BlackjackAction[];
  finished: boolean;
  outcome: BlackjackOutcome | null;
  /** Sum of the bets placed (bet, or 2 x bet after a double), kuruş. */
  totalBet: number;
  /** Return when finished, stake included, kuruş. */
  totalWin: number;
}

/** What the player may see: the hole card stays hidden until the round is finished. */
export interface BlackjackView {
  bet: number;
  playerCards: string[];
  dealerCards: string[];
  playerTotal: number;
  playerSoft: boolean;
  dealerTotal: number | null;
  finished: boolean;
  outcome: BlackjackOutcome | null;
  totalBet: number;
  totalWin: number;
  legalActions: BlackjackAction[];
}

export const blackjackInfo: TableGameInfo = {
  kind: 'rng-table',
  label: RNG_TABLE_LABEL,
  id: 'blackjack',
  name: 'Blackjack',
  // Exact (blackjack-exact.ts): 99.1102 % = 1.085548 returned / 1.095294 staked per initial bet.
  // The certification's simulation agrees: 99.109 % over 300,000,000 rounds (standard error 0.006).
  rtp: 99.11,
  rtpByBet: { 'basic-strategy': 99.11 },
  limits: TABLE_LIMITS,
};

/** Blackjack value of a card: A = 1 (or 11, see handValue), 2..10 face, J/Q/K = 10. */
export function cardValue(card: number): number {
  const r = cardRank(card);
  return r >= 9 ? 10 : r + 1;
}

/** Best total of a hand; `soft` when an ace counts as 11. */
export function handValue(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const v = cardValue(c);
    total += v;
    if (v === 1) aces++;
  }
  if (aces > 0 && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

export function isBlackjack(cards: readonly number[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}

/** The dealer's rule: draw to 16, stand on all 17s (soft 17 included). */
export function dealerShouldDraw(cards: readonly number[]): boolean {
  return handValue(cards).total < 17;
}

export function legalActions(state: BlackjackState): BlackjackAction[] {
  if (state.finished) return [];
  return state.player.length === 2 && !state.doubled ? ['hit', 'stand', 'double'] : ['hit', 'stand'];
}

/**
 * The deterministic basic strategy used for the declared RTP (6 decks, S17, double on any two,
 * no split): hard 9 doubles vs 3-6; hard 10 vs 2-9; hard 11 vs 2-10; hard 12 stands vs 4-6;
 * hard 13-16 stand vs 2-6; hard 17+ stands; soft 13-14 double vs 5-6; soft 15-16 vs 4-6;
 * soft 17 vs 3-6; soft 18 doubles vs 3-6, stands vs 2, 7, 8 and hits vs 9, 10, A; soft 19+ stands.
 * Where a double is not allowed, it hits (soft 18 stands).
 */
export function basicStrategy(
  player: readonly number[],
  dealerUp: number,
  canDouble: boolean,
): BlackjackAction {
  const { total, soft } = handValue(player);
  const up = cardValue(dealerUp) === 1 ? 11 : cardValue(dealerUp);
  const double = (ok: boolean, otherwise: BlackjackAction): BlackjackAction =>
    ok ? (canDouble ? 'double' : otherwise === 'stand' ? 'stand' : 'hit') : otherwise;
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18)
      return up >= 3 && up <= 6 ? (canDouble ? 'double' : 'stand') : up <= 8 ? 'stand' : 'hit';
    if (total === 17) return double(up >= 3 && up <= 6, 'hit');
    if (total >= 15) return double(up >= 4 && up <= 6, 'hit');
    if (total >= 13) return double(up >= 5 && up <= 6, 'hit');
    return 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total === 11) return double(up <= 10, 'hit');
  if (total === 10) return double(up <= 9, 'hit');
  if (total === 9) return double(up >= 3 && up <= 6, 'hit');
  return 'hit';
}

const shoe = new Shoe(BLACKJACK_DECKS);

/** A copy with the same shape (explicit fields: object spreads are slow on the simulation's hot path). */
function copyState(s: BlackjackState): BlackjackState {
  return {
    gameId: 'blackjack',
    bet: s.bet,
    player: s.player,
    dealer: s.dealer,
    floatsUsed: s.floatsUsed,
    doubled: s.doubled,
    actions: s.actions,
    finished: s.finished,
    outcome: s.outcome,
    totalBet: s.totalBet,
    totalWin: s.totalWin,
  };
}

function shoeFor(state: BlackjackState): Shoe {
  shoe.reset();
  for (const c of state.player) shoe.remove(c);
  for (const c of state.dealer) shoe.remove(c);
  return shoe;
}

function checkPosition(rng: RandomSource, state: BlackjackState): void {
  const used = (rng as { used?: unknown }).used;
  if (typeof used === 'number' && used !== state.floatsUsed) {
    throw new RangeError(`blackjack: the random source is at float ${used}, the hand at ${state.floatsUsed}`);
  }
}

function settle(state: BlackjackState): BlackjackState {
  const p = handValue(state.player).total;
  const d = handValue(state.dealer).total;
  let outcome: BlackjackOutcome;
  if (p > 21) outcome = 'lose';
  else if (d > 21 || p > d) outcome = 'win';
  else if (p === d) outcome = 'push';
  else outcome = 'lose';
  const next = copyState(state);
  next.finished = true;
  next.outcome = outcome;
  next.totalWin = outcome === 'win' ? state.totalBet * 2 : outcome === 'push' ? state.totalBet : 0;
  return next;
}

function dealerPlays(rng: RandomSource, state: BlackjackState): BlackjackState {
  const s = shoeFor(state);
  const dealer = [...state.dealer];
  let used = state.floatsUsed;
  while (dealerShouldDraw(dealer)) {
    dealer.push(s.draw(rng));
    used++;
  }
  const next = copyState(state);
  next.dealer = dealer;
  next.floatsUsed = used;
  return settle(next);
}

/** Starts a round: deals four cards and settles at once on a blackjack. */
export function deal(rng: RandomSource, bet: number): BlackjackState {
  checkAmount(bet, blackjackInfo.limits, 'blackjack');
  checkPosition(rng, { floatsUsed: 0 } as BlackjackState);
  shoe.reset();
  const p1 = shoe.draw(rng);
  const d1 = shoe.draw(rng);
  const p2 = shoe.draw(rng);
  const d2 = shoe.draw(rng);
  const state: BlackjackState = {
    gameId: 'blackjack',
    bet,
    player: [p1, p2],
    dealer: [d1, d2],
    floatsUsed: 4,
    doubled: false,
    actions: [],
    finished: false,
    outcome: null,
    totalBet: bet,
    totalWin: 0,
  };
  const pbj = isBlackjack(state.player);
  if (isBlackjack(state.dealer)) {
    state.finished = true;
    state.outcome = pbj ? 'push' : 'lose';
    state.totalWin = pbj ? bet : 0;
  } else if (pbj) {
    state.finished = true;
    state.outcome = 'blackjack';
    state.totalWin = bet + Math.floor((bet * 3) / 2);
  }
  return state;
}

/**
 * Applies one player action and returns the new state (the input is not changed). `rng` must be
 * the round's stream positioned at `state.floatsUsed` (HmacRandomSource with skip = floatsUsed).
 */
export function act(rng: RandomSource, state: BlackjackState, action: BlackjackAction): BlackjackState {
  if (!legalActions(state).includes(action))
    throw new RangeError(`blackjack: '${action}' is not allowed now`);
  checkPosition(rng, state);
  const next = copyState(state);
  next.actions = [...state.actions, action];
  if (action === 'stand') return dealerPlays(rng, next);
  const s = shoeFor(state);
  next.player = [...state.player, s.draw(rng)];
  next.floatsUsed = state.floatsUsed + 1;
  if (action === 'double') {
    next.doubled = true;
    next.totalBet = state.bet * 2;
  }
  const total = handValue(next.player).total;
  if (total > 21) return settle(next);
  if (next.doubled || total === 21) return dealerPlays(rng, next);
  return next;
}

/** Replays a whole round from its actions (the verifier's path; same functions as live play). */
export function replay(rng: RandomSource, bet: number, actions: readonly BlackjackAction[]): BlackjackState {
  if (!Array.isArray(actions)) throw new RangeError('blackjack: actions must be a list');
  let state = deal(rng, bet);
  for (const a of actions) {
    if (state.finished) throw new RangeError('blackjack: action after the round finished');
    state = act(rng, state, a);
  }
  return state;
}

/** A whole round played with basicStrategy (simulation and demo auto-play). */
export function playBlackjack(rng: RandomSource, bet: number): BlackjackState {
  let state = deal(rng, bet);
  while (!state.finished) {
    const canDouble = state.player.length === 2 && !state.doubled;
    state = act(rng, state, basicStrategy(state.player, state.dealer[0]!, canDouble));
  }
  return state;
}

export function blackjackView(state: BlackjackState): BlackjackView {
  const p = handValue(state.player);
  const dealerCards = state.finished ? state.dealer.map(cardLabel) : [cardLabel(state.dealer[0]!), '??'];
  return {
    bet: state.bet,
    playerCards: state.player.map(cardLabel),
    dealerCards,
    playerTotal: p.total,
    playerSoft: p.soft,
    dealerTotal: state.finished ? handValue(state.dealer).total : null,
    finished: state.finished,
    outcome: state.outcome,
    totalBet: state.totalBet,
    totalWin: state.totalWin,
    legalActions: legalActions(state),
  };
}
