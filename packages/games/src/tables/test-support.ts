/** Test support: a random source that deals chosen cards from a fresh shoe (cards.ts draw rule). */
import type { RandomSource } from '../rng.ts';
import { parseCard } from './cards.ts';

export function riggedShoe(decks: number, labels: string[]): RandomSource & { used: number } {
  const counts = new Array<number>(52).fill(decks);
  let left = 52 * decks;
  const values = labels.map((label) => {
    const card = parseCard(label);
    let index = 0;
    for (let c = 0; c < card; c++) index += counts[c]!;
    const f = (index + 0.5) / left;
    counts[card]!--;
    left--;
    return f;
  });
  let i = 0;
  return {
    get used() {
      return i;
    },
    next() {
      if (i >= values.length) throw new Error('rigged shoe ran out of cards');
      return values[i++]!;
    },
  };
}
