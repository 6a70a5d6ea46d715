import { describe, expect, it } from 'vitest';
import { HmacRandomSource } from '../rng.ts';
import { parseCard } from './cards.ts';
import {
  act,
  basicStrategy,
  blackjackInfo,
  blackjackView,
  dealerShouldDraw,
  deal,
  handValue,
  isBlackjack,
  legalActions,
  playBlackjack,
  replay,
} from './blackjack.ts';
import { riggedShoe } from './test-support.ts';

const cards = (...labels: string[]): number[] => labels.map(parseCard);
/** Deal order: player, dealer up, player, dealer hole, then hits / dealer draws. */
const shoe = (...labels: string[]) => riggedShoe(6, labels);

describe('blackjack hand values', () => {
  it('counts soft and hard totals', () => {
    expect(handValue(cards('A♠', '6♥'))).toEqual({ total: 17, soft: true });
    expect(handValue(cards('A♠', '6♥', '10♦'))).toEqual({ total: 17, soft: false });
    expect(handValue(cards('A♠', 'A♥'))).toEqual({ total: 12, soft: true });
    expect(handValue(cards('A♠', 'A♥', '9♣'))).toEqual({ total: 21, soft: true });
    expect(handValue(cards('K♠', 'Q♥', '5♣'))).toEqual({ total: 25, soft: false });
    expect(handValue(cards('9♠', '7♥'))).toEqual({ total: 16, soft: false });
  });

  it('recognises a blackjack only on two cards', () => {
    expect(isBlackjack(cards('A♠', 'K♥'))).toBe(true);
    expect(isBlackjack(cards('10♠', 'A♥'))).toBe(true);
    expect(isBlackjack(cards('7♠', '7♥', '7♦'))).toBe(false);
  });

  it('the dealer draws to 16 and stands on all 17s, soft 17 included', () => {
    expect(dealerShouldDraw(cards('10♠', '6♥'))).toBe(true);
    expect(dealerShouldDraw(cards('A♠', '5♥'))).toBe(true);
    expect(dealerShouldDraw(cards('A♠', '6♥'))).toBe(false);
    expect(dealerShouldDraw(cards('10♠', '7♥'))).toBe(false);
  });
});

describe('blackjack rounds', () => {
  it('a player blackjack pays 3:2 at once', () => {
    const s = deal(shoe('A♠', '9♥', 'K♦', '7♣'), 1000);
    expect(s.finished).toBe(true);
    expect(s.outcome).toBe('blackjack');
    expect(s.totalWin).toBe(2500);
  });

  it('a dealer blackjack (peeked) ends the round; blackjack against blackjack pushes', () => {
    const lose = deal(shoe('10♠', 'A♥', '9♦', 'K♣'), 1000);
    expect([lose.finished, lose.outcome, lose.totalWin]).toEqual([true, 'lose', 0]);
    const push = deal(shoe('A♠', 'A♥', 'Q♦', 'K♣'), 1000);
    expect([push.outcome, push.totalWin]).toEqual(['push', 1000]);
  });

  it('a hit that busts loses and the dealer does not draw', () => {
    const rng = shoe('10♠', '6♥', '6♦', '10♣', 'K♠');
    let s = deal(rng, 500);
    expect(s.finished).toBe(false);
    expect(legalActions(s)).toEqual(['hit', 'stand', 'double']);
    s = act(rng, s, 'hit');
    expect([s.finished, s.outcome, s.totalWin]).toEqual([true, 'lose', 0]);
    expect(s.dealer).toHaveLength(2);
    expect(s.floatsUsed).toBe(5);
  });

  it('the dealer stands on soft 17: player 18 wins 1:1', () => {
    const rng = shoe('10♠', 'A♥', '8♦', '6♣');
    let s = deal(rng, 1000);
    s = act(rng, s, 'stand');
    expect(s.dealer).toHaveLength(2);
    expect([s.outcome, s.totalWin]).toEqual(['win', 2000]);
  });

  it('the dealer draws on 16 and can bust', () => {
    const rng = shoe('10♠', '10♥', '7♦', '6♣', 'Q♠');
    let s = deal(rng, 1000);
    s = act(rng, s, 'stand');
    expect(handValue(s.dealer).total).toBe(26);
    expect([s.outcome, s.totalWin]).toEqual(['win', 2000]);
  });

  it('double: the stake doubles, one card, then the dealer plays', () => {
    const rng = shoe('6♠', '9♥', '5♦', '7♣', 'K♠', '10♥');
    let s = deal(rng, 1000);
    s = act(rng, s, 'double');
    expect(s.player).toHaveLength(3);
    expect(s.doubled).toBe(true);
    expect(s.totalBet).toBe(2000);
    // Player 21 against the dealer's 16 + 10 = 26.
    expect([s.finished, s.outcome, s.totalWin]).toEqual([true, 'win', 4000]);
    expect(() => act(rng, s, 'hit')).toThrow(RangeError);
  });

  it('a push returns the stake; a lower total loses', () => {
    const rng = shoe('10♠', '10♥', '8♦', '8♣');
    const s = act(rng, deal(rng, 1000), 'stand');
    expect([s.outcome, s.totalWin]).toEqual(['push', 1000]);
    const rng2 = shoe('10♠', '10♥', '7♦', '8♣');
    const t = act(rng2, deal(rng2, 1000), 'stand');
    expect([t.outcome, t.totalWin]).toEqual(['lose', 0]);
  });

  it('refuses odd amounts and actions out of turn', () => {
    expect(() => deal(shoe('2♠', '3♠', '4♠', '5♠'), 150)).toThrow(RangeError);
    const rng = shoe('10♠', '6♥', '2♦', '10♣', '3♠');
    let s = deal(rng, 1000);
    s = act(rng, s, 'hit');
    expect(legalActions(s)).toEqual(['hit', 'stand']);
    expect(() => act(rng, s, 'double')).toThrow(RangeError);
  });

  it('hides the hole card until the round is over', () => {
    const rng = shoe('10♠', '6♥', '2♦', '10♣');
    const s = deal(rng, 1000);
    const v = blackjackView(s);
    expect(v.dealerCards).toEqual(['6♥', '??']);
    expect(v.dealerTotal).toBeNull();
    expect(JSON.stringify(v)).not.toContain('10♣');
  });
});

describe('resuming and replaying a hand from the seeds', () => {
  it('step-by-step play with a resumed HMAC source equals the replay of its actions', () => {
    const seeds = ['server-seed', 'client', 77] as const;
    for (let nonce = 0; nonce < 40; nonce++) {
      let s = deal(new HmacRandomSource(seeds[0], seeds[1], nonce), 1000);
      while (!s.finished) {
        const a = basicStrategy(s.player, s.dealer[0]!, legalActions(s).includes('double'));
        // A new request: a fresh source positioned where the hand stopped.
        s = act(new HmacRandomSource(seeds[0], seeds[1], nonce, s.floatsUsed), s, a);
      }
      expect(replay(new HmacRandomSource(seeds[0], seeds[1], nonce), 1000, s.actions)).toEqual(s);
      expect(playBlackjack(new HmacRandomSource(seeds[0], seeds[1], nonce), 1000)).toEqual(s);
    }
  });

  it('refuses a source that is not positioned at the hand', () => {
    let nonce = 0;
    while (deal(new HmacRandomSource('a', 'b', nonce), 1000).finished) nonce++;
    const s = deal(new HmacRandomSource('a', 'b', nonce), 1000);
    expect(() => act(new HmacRandomSource('a', 'b', nonce), s, 'hit')).toThrow(/positioned|float/);
    expect(act(new HmacRandomSource('a', 'b', nonce, 4), s, 'hit').player).toHaveLength(3);
  });
});

describe('basic strategy', () => {
  const up = (label: string): number => parseCard(label);
  it('follows the documented chart', () => {
    expect(basicStrategy(cards('10♠', '6♥'), up('10♣'), true)).toBe('hit');
    expect(basicStrategy(cards('10♠', '6♥'), up('6♣'), true)).toBe('stand');
    expect(basicStrategy(cards('6♠', '5♥'), up('6♣'), true)).toBe('double');
    expect(basicStrategy(cards('6♠', '5♥'), up('A♣'), true)).toBe('hit');
    expect(basicStrategy(cards('6♠', '4♥'), up('10♣'), true)).toBe('hit');
    expect(basicStrategy(cards('5♠', '4♥'), up('2♣'), true)).toBe('hit');
    expect(basicStrategy(cards('5♠', '4♥'), up('3♣'), true)).toBe('double');
    expect(basicStrategy(cards('10♠', '2♥'), up('3♣'), true)).toBe('hit');
    expect(basicStrategy(cards('10♠', '2♥'), up('4♣'), true)).toBe('stand');
    expect(basicStrategy(cards('A♠', '7♥'), up('9♣'), true)).toBe('hit');
    expect(basicStrategy(cards('A♠', '7♥'), up('4♣'), true)).toBe('double');
    expect(basicStrategy(cards('A♠', '7♥'), up('4♣'), false)).toBe('stand');
    expect(basicStrategy(cards('A♠', '7♥'), up('2♣'), true)).toBe('stand');
    expect(basicStrategy(cards('A♠', '2♥'), up('5♣'), true)).toBe('double');
    expect(basicStrategy(cards('A♠', '2♥'), up('5♣'), false)).toBe('hit');
    expect(basicStrategy(cards('A♠', '8♥'), up('6♣'), true)).toBe('stand');
    expect(basicStrategy(cards('10♠', '7♥'), up('A♣'), true)).toBe('stand');
  });

  it('is labelled as an RNG table with its declared RTP', () => {
    expect(blackjackInfo.kind).toBe('rng-table');
    expect(blackjackInfo.label).toBe('RNG Masa Oyunu');
    expect(blackjackInfo.rtp).toBeGreaterThan(98);
  });
});
