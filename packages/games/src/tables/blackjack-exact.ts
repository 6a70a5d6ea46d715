/**
 * Exact expectation of a blackjack strategy, by enumeration over card ranks (no random numbers,
 * no simulation). It shares no code with the game (blackjack.ts): the rules below are written out
 * again from the game's documented rules, so a change to the game that the declared RTP does not
 * follow shows up as a mismatch (blackjack-exact.test.ts).
 *
 * Model: every round starts from a full shoe of `decks` decks (or an infinite shoe: every card drawn
 * with replacement). Cards are ranks 1 (ace) .. 10 (10, J, Q, K): the suit never matters.
 *
 * The hole card is dealt before the player acts, but the player never sees it, and the cards dealt
 * from a shuffled shoe are exchangeable: the probability of (hole = b, hits = a1..ak) is the same in
 * any order of drawing. So the player's hand is enumerated first (p1, up, p2, then the hits of the
 * strategy), and the hole card after it, and the peek is the event "the hole completes the dealer's
 * blackjack". The values below are unconditional contributions (not divided by the chance of "no
 * dealer blackjack"), so they add up to the exact expectation; an action compared with another at
 * the same hand is compared on the same weight, so 'optimal' maximises the player's conditional
 * expectation given everything they have seen and the peek.
 *
 * The return is counted with the stake (a won 1-unit hand returns 2), as the game's RTP is:
 * RTP = E[total returned] / E[total staked], doubles included in both.
 */

/** The rule variations the evaluator knows (the game's rules are GAME_RULES). */
export interface BlackjackRules {
  /** Decks in a fresh shoe; Infinity for an infinite shoe. */
  decks: number;
  /** The dealer draws on soft 17 (H17) instead of standing (S17). */
  dealerHitsSoft17: boolean;
  /** A player blackjack returns 1 + this (3:2 = 1.5, 6:5 = 1.2). */
  blackjackPays: number;
  /** Which first-two-card totals may double (one card, stake doubled). */
  doubleOn: 'any-two' | '9-11' | '10-11' | 'none';
  /** The dealer peeks with an ace or ten up: a dealer blackjack ends the round before the player acts. */
  peek: true;
}

/** The game's rules, as documented in blackjack.ts (no split, surrender or insurance exist). */
export const GAME_RULES: BlackjackRules = {
  decks: 6,
  dealerHitsSoft17: false,
  blackjackPays: 1.5,
  doubleOn: 'any-two',
  peek: true,
};

export type Decision = 'hit' | 'stand' | 'double';

export interface PlayerHand {
  /** Ranks 1 (ace) .. 10, in the order drawn. */
  ranks: readonly number[];
  /** Best total, and whether an ace counts 11 in it. */
  total: number;
  soft: boolean;
}

/**
 * A fixed strategy: the decision for a hand against the dealer's up card (rank 1..10). `canDouble`
 * is true on the first two cards when the rules allow a double of that total. It must depend on the
 * hand's multiset of ranks only (with an infinite shoe: on total, soft and canDouble only).
 */
export type Strategy = (hand: PlayerHand, up: number, canDouble: boolean) => Decision;

export interface Expectation {
  /** E[total returned] per round, in initial bets. */
  returned: number;
  /** E[total staked] per round, in initial bets (1 + P(double)). */
  staked: number;
  /** returned / staked: the RTP as the game defines it. */
  rtp: number;
  /** E[returned - staked] per initial bet (the usual "player's edge"; negative = house edge). */
  edgePerInitialBet: number;
  /** Probability of each result, per round. */
  pDouble: number;
  pPlayerBlackjack: number;
  pDealerBlackjack: number;
}

const RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
// Dealer results: index 0..4 = final 17..21, 5 = bust.
const BUST = 5;

/** The cards left, by rank, and the chance of drawing each. Removing is undone in LIFO order. */
class RankShoe {
  private readonly counts = new Float64Array(11);
  private left = 0;
  /** Removed cards by rank, packed 5 bits a rank (< 32 of one rank are ever out): a memo key. */
  key = 0;

  constructor(readonly decks: number) {
    if (Number.isFinite(decks)) {
      if (!Number.isInteger(decks) || decks < 1) throw new RangeError('decks must be a whole number >= 1');
      for (const r of RANKS) this.counts[r] = (r === 10 ? 16 : 4) * decks;
      this.left = 52 * decks;
    }
  }

  count(rank: number): number {
    return this.counts[rank]!;
  }

  get cardsLeft(): number {
    return this.left;
  }

  p(rank: number): number {
    if (!Number.isFinite(this.decks)) return rank === 10 ? 4 / 13 : 1 / 13;
    return this.counts[rank]! / this.left;
  }

  take(rank: number): void {
    if (Number.isFinite(this.decks)) {
      this.counts[rank]!--;
      this.left--;
    }
    this.key += 32 ** (rank - 1);
  }

  put(rank: number): void {
    if (Number.isFinite(this.decks)) {
      this.counts[rank]!++;
      this.left++;
    }
    this.key -= 32 ** (rank - 1);
  }
}

/**
 * Every multiset of cards the dealer can draw after the up card (hole card first; none that makes a
 * dealer blackjack), with the number of its orderings that end on each result: the orderings in
 * which the dealer would have stopped before the last card do not count. Independent of the shoe:
 * a given ordering of k cards has the chance prod_r n_r (n_r - 1) ... / (N (N - 1) ...) whatever its
 * order, so the shoe enters only in `dealer` above.
 */
interface DealerTable {
  size: number;
  /** Cards drawn (hole included) per multiset. */
  cards: Int32Array;
  /** Multiset i is rank[start[i] .. start[i + 1]) with multiplicities mult[...]. */
  start: Int32Array;
  rank: Int32Array;
  mult: Int32Array;
  /** orderings[i * 6 + result]. */
  orderings: Float64Array;
}

function dealerSequences(up: number, rules: BlackjackRules): DealerTable {
  const byKey = new Map<number, { m: number[]; n: number; o: Float64Array }>();
  const m = new Array<number>(11).fill(0);
  const rec = (hard: number, hasAce: boolean, n: number, key: number): void => {
    const { total, soft } = best(hard, hasAce);
    let result = -1;
    if (total > 21) result = BUST;
    else if (dealerStands(total, soft, rules)) result = total - 17;
    if (result >= 0) {
      let e = byKey.get(key);
      if (!e) byKey.set(key, (e = { m: [...m], n, o: new Float64Array(6) }));
      e.o[result]!++;
      return;
    }
    for (const r of RANKS) {
      if (n === 0 && isDealerBlackjack(up, r)) continue;
      m[r]!++;
      rec(hard + r, hasAce || r === 1, n + 1, key + 32 ** (r - 1));
      m[r]!--;
    }
  };
  rec(up, up === 1, 0, 0);
  const entries = [...byKey.values()];
  const start = new Int32Array(entries.length + 1);
  const rank: number[] = [];
  const mult: number[] = [];
  const orderings = new Float64Array(entries.length * 6);
  entries.forEach((e, i) => {
    start[i] = rank.length;
    for (const r of RANKS) {
      if (e.m[r]! > 0) {
        rank.push(r);
        mult.push(e.m[r]!);
      }
    }
    orderings.set(e.o, i * 6);
  });
  start[entries.length] = rank.length;
  return {
    size: entries.length,
    cards: Int32Array.from(entries, (e) => e.n),
    start,
    rank: Int32Array.from(rank),
    mult: Int32Array.from(mult),
    orderings,
  };
}

/** Best total of `hard` (aces counted 1) with `aces` aces. */
function best(hard: number, hasAce: boolean): { total: number; soft: boolean } {
  return hasAce && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

/** Best total of a hand of ranks (1 = ace), and whether an ace counts 11 in it. */
export function handTotal(ranks: readonly number[]): { total: number; soft: boolean } {
  let hard = 0;
  for (const r of ranks) hard += r;
  return best(hard, ranks.includes(1));
}

/** The dealer's rule: stand on 17 or more, except soft 17 under H17. */
export function dealerStands(total: number, soft: boolean, rules: BlackjackRules): boolean {
  return total >= 17 && !(total === 17 && soft && rules.dealerHitsSoft17);
}

export function isDealerBlackjack(up: number, hole: number): boolean {
  return (up === 1 && hole === 10) || (up === 10 && hole === 1);
}

function mayDouble(rules: BlackjackRules, total: number, soft: boolean): boolean {
  switch (rules.doubleOn) {
    case 'any-two':
      return true;
    case '9-11':
      return !soft && total >= 9 && total <= 11;
    case '10-11':
      return !soft && total >= 10 && total <= 11;
    case 'none':
      return false;
  }
}

/** Exact expectation of `strategy` (or of the best play at every hand: 'optimal') under `rules`. */
export function blackjackExpectation(rules: BlackjackRules, strategy: Strategy | 'optimal'): Expectation {
  const shoe = new RankShoe(rules.decks);
  const infinite = !Number.isFinite(rules.decks);
  // Memo per up card: dealer results, keyed by the cards out (player's + up card).
  const dealerMemo = RANKS.map(() => new Map<number, Float64Array>());
  const handMemo = RANKS.map(() => new Map<number, [number, number]>());

  const tables = RANKS.map((up) => dealerSequences(up, rules));

  /**
   * Dealer results for the shoe as it is now, restricted to "no dealer blackjack" (the peek): the
   * sum over the dealer's possible multisets of drawn cards of (orderings) x P(one ordering).
   */
  const dealer = (up: number): Float64Array => {
    const memo = dealerMemo[up - 1]!;
    const key = infinite ? 0 : shoe.key;
    let out = memo.get(key);
    if (out) return out;
    out = new Float64Array(6);
    // f[r * 16 + j] = chance factor of j cards of rank r; g[k] = the same for k cards in all.
    const f = new Float64Array(11 * 16);
    const g = new Float64Array(32);
    for (const r of RANKS) {
      f[r * 16] = 1;
      for (let j = 1; j < 16; j++) {
        f[r * 16 + j] = infinite
          ? f[r * 16 + j - 1]! * shoe.p(r)
          : f[r * 16 + j - 1]! * Math.max(0, shoe.count(r) - j + 1);
      }
    }
    g[0] = 1;
    for (let k = 1; k < 32; k++) g[k] = infinite ? 1 : g[k - 1]! * (shoe.cardsLeft - k + 1);
    const t = tables[up - 1]!;
    for (let i = 0; i < t.size; i++) {
      let p = 1 / g[t.cards[i]!]!;
      for (let j = t.start[i]!; j < t.start[i + 1]! && p > 0; j++) p *= f[t.rank[j]! * 16 + t.mult[j]!]!;
      if (p === 0) continue;
      for (let res = 0; res < 6; res++) out[res]! += p * t.orderings[i * 6 + res]!;
    }
    memo.set(key, out);
    return out;
  };

  /** P(no dealer blackjack) with the shoe as it is now. */
  const noDealerBlackjack = (up: number): number =>
    up === 1 ? 1 - shoe.p(10) : up === 10 ? 1 - shoe.p(1) : 1;

  /** [returned, staked] of standing on `total` with `stake` units. */
  const stand = (total: number, stake: number, up: number): [number, number] => {
    const d = dealer(up);
    let ret = d[BUST]!;
    for (let t = 17; t <= 21; t++) {
      const q = d[t - 17]!;
      if (total > t) ret += q;
      else if (total === t) ret += q / 2;
    }
    // win returns 2 x stake, push 1 x stake: 2 x stake x (P(win) + P(push) / 2).
    const weight = noDealerBlackjack(up);
    return [2 * stake * ret, stake * weight];
  };

  const ranks: number[] = [];

  /** [returned, staked] of the hand in `ranks` (hard total, ace?) from here on. */
  const hand = (hard: number, hasAce: boolean, up: number): [number, number] => {
    const { total, soft } = best(hard, hasAce);
    if (total > 21) return [0, noDealerBlackjack(up)];
    if (total === 21) return stand(21, 1, up);
    const first = ranks.length === 2;
    const canDouble = first && mayDouble(rules, total, soft);
    const memo = handMemo[up - 1]!;
    // An infinite shoe: the hand's value depends on total, soft and canDouble only.
    const key = infinite ? total * 4 + (soft ? 2 : 0) + (canDouble ? 1 : 0) : shoe.key;
    const m = memo.get(key);
    if (m) return m;
    /** Sum over the next card r of P(r) x value(r), with r out of the shoe while valued. */
    const overNextCard = (value: (r: number) => [number, number]): [number, number] => {
      let ret = 0;
      let staked = 0;
      for (const r of RANKS) {
        const p = shoe.p(r);
        if (p === 0) continue;
        shoe.take(r);
        const [a, b] = value(r);
        shoe.put(r);
        ret += p * a;
        staked += p * b;
      }
      return [ret, staked];
    };
    const hit = (): [number, number] =>
      overNextCard((r) => {
        ranks.push(r);
        const v = hand(hard + r, hasAce || r === 1, up);
        ranks.pop();
        return v;
      });
    const double = (): [number, number] =>
      overNextCard((r) => {
        const v = best(hard + r, hasAce || r === 1).total;
        return v > 21 ? [0, 2 * noDealerBlackjack(up)] : stand(v, 2, up);
      });
    let result: [number, number];
    if (strategy === 'optimal') {
      const options = [stand(total, 1, up), hit()];
      if (canDouble) options.push(double());
      result = options.reduce((a, b) => (b[0] - b[1] > a[0] - a[1] ? b : a));
    } else {
      const decision = strategy({ ranks: [...ranks], total, soft }, up, canDouble);
      if (decision === 'double' && !canDouble) throw new RangeError('the strategy doubled where it may not');
      if (decision === 'stand') result = stand(total, 1, up);
      else if (decision === 'hit') result = hit();
      else result = double();
    }
    memo.set(key, result);
    return result;
  };

  let returned = 0;
  let staked = 0;
  let pPlayerBj = 0;
  let pDealerBj = 0;
  let pDouble = 0;
  for (const p1 of RANKS) {
    const q1 = shoe.p(p1);
    shoe.take(p1);
    for (const up of RANKS) {
      const q2 = shoe.p(up);
      shoe.take(up);
      for (const p2 of RANKS) {
        const q3 = shoe.p(p2);
        if (q3 === 0) continue;
        shoe.take(p2);
        const w = q1 * q2 * q3;
        const dealerBj = 1 - noDealerBlackjack(up);
        pDealerBj += w * dealerBj;
        if (best(p1 + p2, p1 === 1 || p2 === 1).total === 21) {
          // Player blackjack: a push against the dealer's, else paid at once.
          pPlayerBj += w;
          returned += w * (dealerBj + (1 - dealerBj) * (1 + rules.blackjackPays));
          staked += w;
        } else {
          // A dealer blackjack takes the single bet; otherwise the player plays.
          staked += w * dealerBj;
          ranks.push(p1, p2);
          if (strategy !== 'optimal') {
            const { total, soft } = best(p1 + p2, p1 === 1 || p2 === 1);
            const canDouble = mayDouble(rules, total, soft);
            if (strategy({ ranks: [p1, p2], total, soft }, up, canDouble) === 'double')
              pDouble += w * (1 - dealerBj);
          }
          const [a, b] = hand(p1 + p2, p1 === 1 || p2 === 1, up);
          ranks.length = 0;
          returned += w * a;
          staked += w * b;
        }
        shoe.put(p2);
      }
      shoe.put(up);
    }
    shoe.put(p1);
  }
  return {
    returned,
    staked,
    rtp: returned / staked,
    edgePerInitialBet: returned - staked,
    pDouble: strategy === 'optimal' ? Number.NaN : pDouble,
    pPlayerBlackjack: pPlayerBj,
    pDealerBlackjack: pDealerBj,
  };
}
