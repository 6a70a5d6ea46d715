import { describe, expect, it } from 'vitest';
import { cardLabel, parseCard } from './cards.ts';
import {
  baccaratInfo,
  baccaratReturns,
  bankerDraws,
  cardPoints,
  handTotal,
  playBaccarat,
  validateBaccaratBets,
} from './baccarat.ts';
import { baccaratOutcomes } from './baccarat-exact.ts';
import { riggedShoe } from './test-support.ts';

const ALL = { player: 100, banker: 100, tie: 100 };

describe('baccarat card points', () => {
  it('A = 1, 2-9 face value, 10/J/Q/K = 0; totals mod 10', () => {
    expect(['A♠', '2♥', '9♦', '10♣', 'J♠', 'Q♥', 'K♦'].map((c) => cardPoints(parseCard(c)))).toEqual([
      1, 2, 9, 0, 0, 0, 0,
    ]);
    expect(handTotal(['7♠', '8♥'].map(parseCard))).toBe(5);
    expect(handTotal(['K♠', '9♥'].map(parseCard))).toBe(9);
    expect(cardLabel(parseCard('10♥'))).toBe('10♥');
  });
});

describe('the third-card rules', () => {
  it('banker draws by the standard table (rows: banker total 0-7, columns: player third card 0-9)', () => {
    const table = [
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDSD',
      'SSDDDDDDSS',
      'SSSSDDDDSS',
      'SSSSSSDDSS',
      'SSSSSSSSSS',
    ];
    table.forEach((row, b) => [...row].forEach((d, p) => expect(bankerDraws(b, p)).toBe(d === 'D')));
    // Player stood: the banker draws on 0-5.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((b) => bankerDraws(b, null))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('a natural stops the coup: player 9 beats banker 8', () => {
    const r = playBaccarat(riggedShoe(8, ['4♠', '5♥', '5♦', '3♣']), ALL);
    expect([r.playerTotal, r.bankerTotal, r.natural, r.winner]).toEqual([9, 8, true, 'player']);
    expect(r.playerCards).toEqual(['4♠', '5♦']);
    expect(r.bankerCards).toEqual(['5♥', '3♣']);
    expect(r.wins).toEqual({ player: 200, banker: 0, tie: 0 });
    expect(r.floatsUsed).toBe(4);
  });

  it('player draws on 5; banker on 3 stands when the player drew an 8: tie', () => {
    const r = playBaccarat(riggedShoe(8, ['2♠', 'K♥', '3♦', '3♣', '8♠']), ALL);
    expect(r.playerCards).toEqual(['2♠', '3♦', '8♠']);
    expect(r.bankerCards).toEqual(['K♥', '3♣']);
    expect([r.playerTotal, r.bankerTotal, r.winner]).toEqual([3, 3, 'tie']);
    // Tie pays 8:1; player and banker bets are returned.
    expect(r.wins).toEqual({ player: 100, banker: 100, tie: 900 });
    expect(r.totalWin).toBe(1100);
  });

  it('player stands on 6; banker on 5 draws and wins with 9 (pays 0.95:1)', () => {
    const r = playBaccarat(riggedShoe(8, ['3♠', '2♥', '3♦', '3♣', '4♠']), ALL);
    expect(r.playerCards).toHaveLength(2);
    expect(r.bankerCards).toEqual(['2♥', '3♣', '4♠']);
    expect([r.playerTotal, r.bankerTotal, r.winner]).toEqual([6, 9, 'banker']);
    expect(r.wins).toEqual({ player: 0, banker: 195, tie: 0 });
  });

  it('banker on 6 draws when the player drew a 7', () => {
    const r = playBaccarat(riggedShoe(8, ['A♠', '3♥', 'A♦', '3♣', '7♥', '2♠']), { banker: 1000 });
    expect([r.playerTotal, r.bankerTotal, r.winner]).toEqual([9, 8, 'player']);
    expect(r.floatsUsed).toBe(6);
    expect(r.totalBet).toBe(1000);
    expect(r.totalWin).toBe(0);
  });
});

describe('baccarat payouts and RTP', () => {
  it('banker 1.95x rounded down, player 2x, tie 9x, pushes on a tie', () => {
    expect(baccaratReturns('banker', { player: 0, banker: 1000, tie: 0 }).banker).toBe(1950);
    expect(baccaratReturns('player', { player: 300, banker: 0, tie: 0 }).player).toBe(600);
    expect(baccaratReturns('tie', { player: 100, banker: 200, tie: 300 })).toEqual({
      player: 100,
      banker: 200,
      tie: 2700,
    });
    expect(() => validateBaccaratBets({})).toThrow(RangeError);
    expect(() => validateBaccaratBets({ tie: 50 })).toThrow(RangeError);
  });

  it('the declared RTPs are the exact 8-deck values (full enumeration of six-card sequences)', () => {
    const { player: pP, banker: pB, tie: pT } = baccaratOutcomes();
    expect(pP + pB + pT).toBeCloseTo(1, 9);
    const banker = pB * 1.95 + pT;
    const player = pP * 2 + pT;
    const tie = pT * 9;
    expect((banker * 100).toFixed(2)).toBe(baccaratInfo.rtpByBet.banker!.toFixed(2));
    expect((player * 100).toFixed(2)).toBe(baccaratInfo.rtpByBet.player!.toFixed(2));
    expect((tie * 100).toFixed(2)).toBe(baccaratInfo.rtpByBet.tie!.toFixed(2));
  });
});
