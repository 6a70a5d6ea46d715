/**
 * Punto Banco (baccarat), 8 decks, dealt by the RNG from a fresh shoe every round (see cards.ts).
 *
 * Deal order (floats 0..5): Player 1, Banker 1, Player 2, Banker 2, then Player 3 and Banker 3 when
 * the drawing rules ask for them. Card points: A = 1, 2-9 face value, 10/J/Q/K = 0; a hand is worth
 * its points mod 10.
 * - Natural: if either hand has 8 or 9 on two cards, both stand.
 * - Player draws on 0-5 and stands on 6-7.
 * - If the Player stood, the Banker draws on 0-5 and stands on 6-7.
 * - If the Player drew a third card worth p, the Banker (two-card total b):
 *   b 0-2 draws; b 3 draws unless p = 8; b 4 draws on p 2-7; b 5 draws on p 4-7; b 6 draws on p 6-7;
 *   b 7 stands.
 * Payouts (returns including the stake): Player 2x; Banker 1.95x (5 % commission, rounded down to
 * kuruş); Tie 9x (8:1). Player and Banker bets are returned on a tie.
 * RTP (8 decks): Banker 98.94 %, Player 98.76 %, Tie 85.64 %.
 */
import type { RandomSource } from '../rng.ts';
import { Shoe, cardLabel, cardRank } from './cards.ts';
import { RNG_TABLE_LABEL, TABLE_LIMITS, checkAmount, type TableGameInfo } from './types.ts';

export const BACCARAT_DECKS = 8;

export interface BaccaratBets {
  player?: number;
  banker?: number;
  tie?: number;
}

export interface BaccaratRound {
  gameId: 'baccarat';
  /** Cards as numbers 0..51 (see cards.ts) and as labels. */
  player: number[];
  banker: number[];
  playerCards: string[];
  bankerCards: string[];
  playerTotal: number;
  bankerTotal: number;
  natural: boolean;
  winner: 'player' | 'banker' | 'tie';
  bets: Required<BaccaratBets>;
  /** Return of each bet, stake included, kuruş. */
  wins: Required<BaccaratBets>;
  totalBet: number;
  totalWin: number;
  floatsUsed: number;
}

export const baccaratInfo: TableGameInfo = {
  kind: 'rng-table',
  label: RNG_TABLE_LABEL,
  id: 'baccarat',
  name: 'Baccarat',
  rtp: 98.94,
  rtpByBet: { banker: 98.94, player: 98.76, tie: 85.64 },
  limits: TABLE_LIMITS,
};

/** Baccarat points of a card: A = 1, 2..9, 10/J/Q/K = 0. */
export function cardPoints(card: number): number {
  const r = cardRank(card);
  return r >= 9 ? 0 : r + 1;
}

export function handTotal(cards: readonly number[]): number {
  let t = 0;
  for (const c of cards) t += cardPoints(c);
  return t % 10;
}

/** The Banker's third-card rule: does a Banker holding `banker` (two cards) draw after the Player drew a card worth `p`? */
export function bankerDraws(banker: number, p: number | null): boolean {
  if (p === null) return banker <= 5;
  switch (banker) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

/**
 * Plays out a coup from a card source (`next()` returns the next card), applying the drawing rules.
 * Pure given the cards; used by play, the tests and the exact enumeration.
 */
export function dealCoup(next: () => number): { player: number[]; banker: number[]; natural: boolean } {
  const p1 = next();
  const b1 = next();
  const p2 = next();
  const b2 = next();
  const player = [p1, p2];
  const banker = [b1, b2];
  const pt = handTotal(player);
  const bt = handTotal(banker);
  if (pt >= 8 || bt >= 8) return { player, banker, natural: true };
  let p3: number | null = null;
  if (pt <= 5) {
    const c = next();
    player.push(c);
    p3 = cardPoints(c);
  }
  if (bankerDraws(bt, p3)) banker.push(next());
  return { player, banker, natural: false };
}

/** Returns of each bet (stake included) for a settled coup. */
export function baccaratReturns(
  winner: 'player' | 'banker' | 'tie',
  bets: Required<BaccaratBets>,
): Required<BaccaratBets> {
  return {
    player: winner === 'player' ? bets.player * 2 : winner === 'tie' ? bets.player : 0,
    banker: winner === 'banker' ? Math.floor((bets.banker * 195) / 100) : winner === 'tie' ? bets.banker : 0,
    tie: winner === 'tie' ? bets.tie * 9 : 0,
  };
}

export function validateBaccaratBets(bets: BaccaratBets): Required<BaccaratBets> {
  const out = { player: bets.player ?? 0, banker: bets.banker ?? 0, tie: bets.tie ?? 0 };
  let any = false;
  for (const k of ['player', 'banker', 'tie'] as const) {
    if (out[k] === 0) continue;
    checkAmount(out[k], baccaratInfo.limits, `baccarat ${k}`);
    any = true;
  }
  if (!any) throw new RangeError('baccarat: place at least one bet');
  return out;
}

const shoe = new Shoe(BACCARAT_DECKS);

export function playBaccarat(rng: RandomSource, bets: BaccaratBets): BaccaratRound {
  const b = validateBaccaratBets(bets);
  shoe.reset();
  let used = 0;
  const coup = dealCoup(() => {
    used++;
    return shoe.draw(rng);
  });
  const playerTotal = handTotal(coup.player);
  const bankerTotal = handTotal(coup.banker);
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  const wins = baccaratReturns(winner, b);
  return {
    gameId: 'baccarat',
    player: coup.player,
    banker: coup.banker,
    playerCards: coup.player.map(cardLabel),
    bankerCards: coup.banker.map(cardLabel),
    playerTotal,
    bankerTotal,
    natural: coup.natural,
    winner,
    bets: b,
    wins,
    totalBet: b.player + b.banker + b.tie,
    totalWin: wins.player + wins.banker + wins.tie,
    floatsUsed: used,
  };
}
