import { gameTexts } from '@/lib/game-texts.ts';

/** Playing cards drawn with text only (no images): rank and suit on a white card. */
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const SUIT_NAMES = gameTexts.suitNames;
const RANK_NAMES = gameTexts.rankNames;

/** Card number 0..51 (rank = card / 4, suit = card mod 4) to its label, e.g. 'Q♥'. */
export function cardLabel(card: number): string {
  return `${RANKS[card >> 2] ?? '?'}${SUITS[card & 3] ?? '?'}`;
}

function splitLabel(label: string): { rank: string; suit: string } {
  return { rank: label.slice(0, -1), suit: label.slice(-1) };
}

export function cardName(label: string): string {
  const { rank, suit } = splitLabel(label);
  return `${SUIT_NAMES[suit] ?? suit} ${RANK_NAMES[rank] ?? rank}`;
}

export function PlayingCard({ label, hiddenText = gameTexts.hiddenCard }: { label: string; hiddenText?: string }) {
  if (label === '??') {
    return (
      <span className="pcard pcard--back" role="img" aria-label={hiddenText}>
        <span aria-hidden="true">?</span>
      </span>
    );
  }
  const { rank, suit } = splitLabel(label);
  const red = suit === '♥' || suit === '♦';
  return (
    <span className={`pcard ${red ? 'pcard--red' : ''}`} role="img" aria-label={cardName(label)}>
      <span className="pcard__rank" aria-hidden="true">
        {rank}
      </span>
      <span className="pcard__suit" aria-hidden="true">
        {suit}
      </span>
    </span>
  );
}

export function CardHand({
  title,
  cards,
  total,
  winner = false,
}: {
  title: string;
  cards: string[];
  total: string | number | null;
  winner?: boolean;
}) {
  return (
    <div className={`hand ${winner ? 'hand--winner' : ''}`}>
      <p className="hand__title">
        <span>{title}</span>
        {total !== null && <span className="hand__total">{total}</span>}
      </p>
      <div className="hand__cards">
        {cards.map((c, i) => (
          <PlayingCard key={`${i}-${c}`} label={c} />
        ))}
      </div>
    </div>
  );
}

/** Blackjack value of a hand of card numbers (A = 1 or 11). */
export function blackjackTotal(cards: number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const r = c >> 2;
    const v = r >= 9 ? 10 : r + 1;
    total += v;
    if (v === 1) aces++;
  }
  return aces > 0 && total + 10 <= 21 ? { total: total + 10, soft: true } : { total, soft: false };
}
