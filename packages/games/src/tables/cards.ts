/**
 * Cards and shoes for the RNG card tables.
 *
 * A card is an integer 0..51: rank = floor(card / 4) (0 = A, 1 = 2, ..., 9 = 10, 10 = J, 11 = Q,
 * 12 = K), suit = card mod 4 (0 = ♠, 1 = ♥, 2 = ♦, 3 = ♣). A shoe of D decks holds D copies of
 * each card. Every round starts from a full, freshly shuffled shoe. Dealing the k-th card of a
 * round uses the round's float k: i = floor(float x cards left), and the card dealt is the i-th
 * card left when the remaining cards are listed in card order (all copies of card 0, then of card 1,
 * ...). That is exactly a uniformly random draw from the remaining shoe, i.e. a fair shuffle
 * revealed one card at a time.
 */
import type { RandomSource } from '../rng.ts';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

export function cardRank(card: number): number {
  return card >> 2;
}

export function cardLabel(card: number): string {
  return `${RANKS[card >> 2]}${SUITS[card & 3]}`;
}

/** Parses 'A♠', '10♥', 'K♣' (or with S/H/D/C for the suit) into a card number. */
export function parseCard(label: string): number {
  const m = /^(A|[2-9]|10|J|Q|K)([♠♥♦♣SHDC])$/.exec(label.trim());
  if (!m) throw new RangeError(`bad card '${label}'`);
  const suit = '♠♥♦♣'.includes(m[2]!) ? '♠♥♦♣'.indexOf(m[2]!) : 'SHDC'.indexOf(m[2]!);
  return RANKS.indexOf(m[1]!) * 4 + suit;
}

export class Shoe {
  private readonly counts = new Uint16Array(52);
  private left = 0;

  constructor(readonly decks: number) {
    this.reset();
  }

  reset(): void {
    this.counts.fill(this.decks);
    this.left = 52 * this.decks;
  }

  get cardsLeft(): number {
    return this.left;
  }

  /** Takes a known card out (rebuilding a shoe from a saved hand). */
  remove(card: number): void {
    if (this.counts[card] === 0) throw new RangeError('card not in shoe');
    this.counts[card]!--;
    this.left--;
  }

  draw(rng: RandomSource): number {
    let i = Math.floor(rng.next() * this.left);
    let card = 0;
    const counts = this.counts;
    while (i >= counts[card]!) {
      i -= counts[card]!;
      card++;
    }
    counts[card]!--;
    this.left--;
    return card;
  }
}
