/**
 * Exact outcome probabilities of a baccarat coup from a fresh 8-deck shoe: every sequence of the
 * six cards a coup can use, by point class, through the game's own drawing rules (dealCoup). Used by
 * the declared-RTP test and by the certification (the correlation of the three bets).
 */
import { BACCARAT_DECKS, dealCoup, handTotal } from './baccarat.ts';

export interface BaccaratOutcomes {
  player: number;
  banker: number;
  tie: number;
}

let cached: BaccaratOutcomes | undefined;

/** P(player wins), P(banker wins), P(tie) (computed once, about a second). */
export function baccaratOutcomes(): BaccaratOutcomes {
  cached ??= enumerate();
  return { ...cached };
}

function enumerate(): BaccaratOutcomes {
  // Point classes: 0 (10, J, Q, K: 16 cards per deck) and 1-9 (4 per deck).
  const counts = [16, 4, 4, 4, 4, 4, 4, 4, 4, 4].map((c) => c * BACCARAT_DECKS);
  const rep = (points: number): number => (points === 0 ? 36 : (points - 1) * 4); // 10♠ or A♠..9♠
  const seq = [0, 0, 0, 0, 0, 0];
  const out: BaccaratOutcomes = { player: 0, banker: 0, tie: 0 };
  const rec = (depth: number, prob: number, left: number): void => {
    if (depth === 6) {
      let i = 0;
      const coup = dealCoup(() => rep(seq[i++]!));
      const p = handTotal(coup.player);
      const b = handTotal(coup.banker);
      if (p > b) out.player += prob;
      else if (b > p) out.banker += prob;
      else out.tie += prob;
      return;
    }
    for (let v = 0; v < 10; v++) {
      if (counts[v] === 0) continue;
      const q = prob * (counts[v]! / left);
      counts[v]!--;
      seq[depth] = v;
      rec(depth + 1, q, left - 1);
      counts[v]!++;
    }
  };
  rec(0, 1, 52 * BACCARAT_DECKS);
  return out;
}
