/**
 * Avrupa Ruleti: European single-zero roulette, dealt by the RNG.
 *
 * The winning number is floor(float_0 x 37) (0..36). Every bet returns amount x 36 / n when it wins,
 * n being the count of numbers it covers (straight 35:1, split 17:1, street 11:1, corner 8:1,
 * six line 5:1, dozen / column 2:1, even-money 1:1), so every bet has RTP 36 / 37 = 97.30 %.
 * Zero loses every outside bet (no la partage).
 */
import type { RandomSource } from '../rng.ts';
import { RNG_TABLE_LABEL, TABLE_LIMITS, checkAmount, type TableGameInfo } from './types.ts';

export type RouletteBetType =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'line'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

export interface RouletteBet {
  type: RouletteBetType;
  /** Inside bets: the numbers covered (straight 1, split 2, street 3, corner 4, line 6). */
  numbers?: number[];
  /** Dozen / column: 1, 2 or 3. */
  target?: number;
  /** Kuruş. */
  amount: number;
}

export interface RouletteBetResult extends RouletteBet {
  covered: number[];
  /** Returned amount including the stake (0 when lost), kuruş. */
  win: number;
}

export interface RouletteRound {
  gameId: 'avrupa-ruleti';
  number: number;
  color: 'green' | 'red' | 'black';
  bets: RouletteBetResult[];
  totalBet: number;
  totalWin: number;
  floatsUsed: number;
}

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export const rouletteInfo: TableGameInfo = {
  kind: 'rng-table',
  label: RNG_TABLE_LABEL,
  id: 'avrupa-ruleti',
  name: 'Avrupa Ruleti',
  rtp: 97.3,
  rtpByBet: { all: 97.3 },
  limits: TABLE_LIMITS,
};

export const MAX_BETS_PER_ROUND = 200;

export function numberColor(n: number): 'green' | 'red' | 'black' {
  return n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black';
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** All valid coverages of an inside bet type (n >= 1 on the usual 3-column layout). */
function insideCandidates(type: RouletteBetType): number[][] {
  const out: number[][] = [];
  switch (type) {
    case 'straight':
      for (let n = 0; n <= 36; n++) out.push([n]);
      break;
    case 'split':
      for (let n = 1; n <= 36; n++) {
        if (n % 3 !== 0) out.push([n, n + 1]);
        if (n <= 33) out.push([n, n + 3]);
      }
      out.push([0, 1], [0, 2], [0, 3]);
      break;
    case 'street':
      for (let n = 1; n <= 34; n += 3) out.push([n, n + 1, n + 2]);
      out.push([0, 1, 2], [0, 2, 3]);
      break;
    case 'corner':
      for (let n = 1; n <= 32; n++) if (n % 3 !== 0) out.push([n, n + 1, n + 3, n + 4]);
      out.push([0, 1, 2, 3]);
      break;
    case 'line':
      for (let n = 1; n <= 31; n += 3) out.push(range(n, n + 5));
      break;
    default:
      break;
  }
  return out;
}

/** Bit mask of a set of distinct pocket numbers (exact in a double: 2^37 < 2^53); -1 when invalid. */
function maskOf(nums: readonly number[]): number {
  let m = 0;
  for (const n of nums) {
    if (!Number.isInteger(n) || n < 0 || n > 36) return -1;
    const bit = 2 ** n;
    if (Math.floor(m / bit) % 2 === 1) return -1;
    m += bit;
  }
  return m;
}

/** Every valid inside bet: type -> mask of the covered numbers -> covered numbers (sorted). */
const INSIDE = new Map<RouletteBetType, Map<number, readonly number[]>>();
for (const type of ['straight', 'split', 'street', 'corner', 'line'] as const) {
  const byMask = new Map<number, readonly number[]>();
  for (const c of insideCandidates(type))
    byMask.set(
      maskOf(c),
      [...c].sort((a, b) => a - b),
    );
  INSIDE.set(type, byMask);
}
const OUTSIDE = new Map<string, readonly number[]>();
for (let t = 1; t <= 3; t++) {
  OUTSIDE.set(`dozen:${t}`, range(12 * (t - 1) + 1, 12 * t));
  OUTSIDE.set(
    `column:${t}`,
    range(1, 36).filter((n) => n % 3 === t % 3),
  );
}
OUTSIDE.set(
  'red',
  range(1, 36).filter((n) => RED_NUMBERS.has(n)),
);
OUTSIDE.set(
  'black',
  range(1, 36).filter((n) => !RED_NUMBERS.has(n)),
);
OUTSIDE.set(
  'odd',
  range(1, 36).filter((n) => n % 2 === 1),
);
OUTSIDE.set(
  'even',
  range(1, 36).filter((n) => n % 2 === 0),
);
OUTSIDE.set('low', range(1, 18));
OUTSIDE.set('high', range(19, 36));

/** The numbers a bet covers (sorted); throws RangeError for an impossible bet. */
export function coveredNumbers(bet: RouletteBet): readonly number[] {
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line': {
      const nums = Array.isArray(bet.numbers) ? bet.numbers : [];
      const c = INSIDE.get(bet.type)!.get(maskOf(nums));
      if (!c) throw new RangeError(`roulette: ${bet.type} cannot cover [${nums.join(', ')}]`);
      return c;
    }
    case 'dozen':
    case 'column': {
      const c = OUTSIDE.get(`${bet.type}:${String(bet.target)}`);
      if (!c) throw new RangeError(`roulette: ${bet.type} target must be 1, 2 or 3`);
      return c;
    }
    default: {
      const c = OUTSIDE.get(bet.type);
      if (!c) throw new RangeError('roulette: unknown bet type');
      return c;
    }
  }
}

/** Return (stake included) of a bet covering `covered` when `number` wins. */
export function rouletteReturn(covered: readonly number[], amount: number, number: number): number {
  return covered.includes(number) ? (amount * 36) / covered.length : 0;
}

/** Checks every bet (possible, within the limits) and returns what each covers; throws RangeError. */
function resolveBets(bets: readonly RouletteBet[]): (readonly number[])[] {
  if (!Array.isArray(bets) || bets.length === 0 || bets.length > MAX_BETS_PER_ROUND) {
    throw new RangeError(`roulette: 1 to ${MAX_BETS_PER_ROUND} bets per round`);
  }
  const covered: (readonly number[])[] = new Array(bets.length);
  for (let i = 0; i < bets.length; i++) {
    const b = bets[i]!;
    checkAmount(b.amount, rouletteInfo.limits, `roulette ${b.type}`);
    covered[i] = coveredNumbers(b);
  }
  return covered;
}

/** Throws RangeError unless every bet is possible and within the table limits. */
export function validateRouletteBets(bets: readonly RouletteBet[]): void {
  resolveBets(bets);
}

function settle(bets: readonly RouletteBet[], covered: (readonly number[])[], number: number): RouletteRound {
  let totalBet = 0;
  let totalWin = 0;
  const results: RouletteBetResult[] = new Array(bets.length);
  for (let i = 0; i < bets.length; i++) {
    const b = bets[i]!;
    const c = covered[i]!;
    const win = rouletteReturn(c, b.amount, number);
    totalBet += b.amount;
    totalWin += win;
    const r: RouletteBetResult = { type: b.type, amount: b.amount, covered: c.slice(), win };
    if (b.numbers !== undefined) r.numbers = b.numbers.slice();
    if (b.target !== undefined) r.target = b.target;
    results[i] = r;
  }
  return {
    gameId: 'avrupa-ruleti',
    number,
    color: numberColor(number),
    bets: results,
    totalBet,
    totalWin,
    floatsUsed: 1,
  };
}

/** Settles bets for a spin landing on `number` (pure; used by play and the tests). */
export function settleRoulette(bets: readonly RouletteBet[], number: number): RouletteRound {
  return settle(bets, resolveBets(bets), number);
}

/** One round: the bets are validated, then one float picks the number. */
export function playRoulette(rng: RandomSource, bets: readonly RouletteBet[]): RouletteRound {
  const covered = resolveBets(bets);
  const number = Math.floor(rng.next() * 37);
  return settle(bets, covered, number);
}
