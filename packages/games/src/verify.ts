/**
 * The public verifier: recomputes any past round from its revealed seeds through the same game
 * code that played it (game.play / playRoulette / playBaccarat / blackjack replay on an
 * HmacRandomSource), and lists the floats it used.
 */
import { HmacRandomSource, floats, serverSeedHash, type RandomSource } from './rng.ts';
import { getSlot } from './slots/index.ts';
import type { SlotRound } from './slots/types.ts';
import { playBaccarat, type BaccaratBets, type BaccaratRound } from './tables/baccarat.ts';
import { replay, type BlackjackAction, type BlackjackState } from './tables/blackjack.ts';
import { playRoulette, type RouletteBet, type RouletteRound } from './tables/roulette.ts';

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** What a round needs besides its seeds. */
export type RoundInput =
  | { gameId: string; bet: number }
  | { gameId: 'avrupa-ruleti'; bets: RouletteBet[] }
  | { gameId: 'baccarat'; bets: BaccaratBets }
  | { gameId: 'blackjack'; bet: number; actions: BlackjackAction[] };

export type VerifyRequest = RoundSeeds &
  RoundInput & {
    /** Optional: the hash shown before play; the result says whether the revealed seed matches it. */
    serverSeedHash?: string;
  };

export type RoundOutcome = SlotRound | RouletteRound | BaccaratRound | BlackjackState;

export interface RoundResult {
  gameId: string;
  totalBet: number;
  totalWin: number;
  floatsUsed: number;
  outcome: RoundOutcome;
}

export interface VerifyResult extends RoundResult {
  serverSeedHash: string;
  /** null when no expected hash was given. */
  hashMatches: boolean | null;
  clientSeed: string;
  nonce: number;
  /** The floats the round used, in order (float i = bytes 4i..4i+3 of the HMAC stream). */
  floats: number[];
}

function isRoulette(i: RoundInput): i is { gameId: 'avrupa-ruleti'; bets: RouletteBet[] } {
  return i.gameId === 'avrupa-ruleti';
}
function isBaccarat(i: RoundInput): i is { gameId: 'baccarat'; bets: BaccaratBets } {
  return i.gameId === 'baccarat';
}
function isBlackjack(i: RoundInput): i is { gameId: 'blackjack'; bet: number; actions: BlackjackAction[] } {
  return i.gameId === 'blackjack';
}

/** A played round as the verifier reports it: its stake, its win and the floats it used. */
function asResult(
  gameId: string,
  totalBet: number,
  outcome: RoundOutcome & { totalWin: number; floatsUsed: number },
): RoundResult {
  return { gameId, totalBet, totalWin: outcome.totalWin, floatsUsed: outcome.floatsUsed, outcome };
}

/**
 * Plays a whole round of any game from a random source. Blackjack is replayed from its list of
 * actions (live play uses deal/act step by step; the result is the same).
 */
export function playRound(rng: RandomSource, input: RoundInput): RoundResult {
  if (isRoulette(input)) {
    const r = playRoulette(rng, input.bets);
    return asResult(input.gameId, r.totalBet, r);
  }
  if (isBaccarat(input)) {
    const r = playBaccarat(rng, input.bets);
    return asResult(input.gameId, r.totalBet, r);
  }
  if (isBlackjack(input)) {
    const r = replay(rng, input.bet, input.actions ?? []);
    return asResult(input.gameId, r.totalBet, r);
  }
  const slot = getSlot(input.gameId);
  if (!slot) throw new RangeError(`unknown game '${input.gameId}'`);
  const r = slot.play(rng, input.bet);
  return asResult(input.gameId, r.bet, r);
}

export function verifyRound(request: VerifyRequest): VerifyResult {
  const { serverSeed, clientSeed, nonce } = request;
  if (typeof serverSeed !== 'string' || serverSeed.length === 0)
    throw new RangeError('serverSeed is required');
  if (typeof clientSeed !== 'string' || clientSeed.length === 0)
    throw new RangeError('clientSeed is required');
  const rng = new HmacRandomSource(serverSeed, clientSeed, nonce);
  const result = playRound(rng, request);
  const hash = serverSeedHash(serverSeed);
  return {
    ...result,
    serverSeedHash: hash,
    hashMatches: request.serverSeedHash === undefined ? null : request.serverSeedHash.toLowerCase() === hash,
    clientSeed,
    nonce,
    floats: floats(serverSeed, clientSeed, nonce, result.floatsUsed),
  };
}
