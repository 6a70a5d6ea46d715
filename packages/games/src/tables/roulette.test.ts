import { describe, expect, it } from 'vitest';
import { HmacRandomSource, floats } from '../rng.ts';
import {
  coveredNumbers,
  numberColor,
  playRoulette,
  rouletteInfo,
  settleRoulette,
  validateRouletteBets,
  type RouletteBet,
} from './roulette.ts';

const win = (bet: RouletteBet, n: number): number => settleRoulette([bet], n).totalWin;

describe('Avrupa Ruleti payouts (returns include the stake)', () => {
  it('straight up pays 35:1', () => {
    const b: RouletteBet = { type: 'straight', numbers: [17], amount: 100 };
    expect(win(b, 17)).toBe(3600);
    expect(win(b, 16)).toBe(0);
    expect(win({ type: 'straight', numbers: [0], amount: 500 }, 0)).toBe(18000);
  });

  it('split pays 17:1, street 11:1, corner 8:1, six line 5:1', () => {
    expect(win({ type: 'split', numbers: [11, 8], amount: 100 }, 11)).toBe(1800);
    expect(win({ type: 'split', numbers: [0, 2], amount: 100 }, 0)).toBe(1800);
    expect(win({ type: 'street', numbers: [13, 14, 15], amount: 100 }, 15)).toBe(1200);
    expect(win({ type: 'street', numbers: [0, 2, 3], amount: 100 }, 3)).toBe(1200);
    expect(win({ type: 'corner', numbers: [25, 26, 28, 29], amount: 100 }, 28)).toBe(900);
    expect(win({ type: 'corner', numbers: [25, 26, 28, 29], amount: 100 }, 27)).toBe(0);
    expect(win({ type: 'line', numbers: [31, 32, 33, 34, 35, 36], amount: 100 }, 34)).toBe(600);
  });

  it('dozens and columns pay 2:1, even-money bets 1:1, zero loses them all', () => {
    expect(win({ type: 'dozen', target: 2, amount: 100 }, 13)).toBe(300);
    expect(win({ type: 'dozen', target: 2, amount: 100 }, 25)).toBe(0);
    expect(win({ type: 'column', target: 1, amount: 100 }, 34)).toBe(300);
    expect(win({ type: 'column', target: 3, amount: 100 }, 36)).toBe(300);
    expect(win({ type: 'column', target: 3, amount: 100 }, 35)).toBe(0);
    expect(win({ type: 'red', amount: 100 }, 1)).toBe(200);
    expect(win({ type: 'black', amount: 100 }, 2)).toBe(200);
    expect(win({ type: 'odd', amount: 100 }, 35)).toBe(200);
    expect(win({ type: 'even', amount: 100 }, 36)).toBe(200);
    expect(win({ type: 'low', amount: 100 }, 18)).toBe(200);
    expect(win({ type: 'high', amount: 100 }, 19)).toBe(200);
    for (const type of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      expect(win({ type, amount: 100 }, 0)).toBe(0);
    }
    expect(win({ type: 'dozen', target: 1, amount: 100 }, 0)).toBe(0);
  });

  it('colours follow the European wheel', () => {
    expect(numberColor(0)).toBe('green');
    expect(
      [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].every(
        (n) => numberColor(n) === 'red',
      ),
    ).toBe(true);
    expect(numberColor(10)).toBe('black');
    expect(numberColor(29)).toBe('black');
    expect(coveredNumbers({ type: 'red', amount: 100 })).toHaveLength(18);
  });

  it('every bet type returns exactly 36/37 over the 37 pockets', () => {
    const bets: RouletteBet[] = [
      { type: 'straight', numbers: [7], amount: 100 },
      { type: 'split', numbers: [1, 2], amount: 100 },
      { type: 'street', numbers: [4, 5, 6], amount: 100 },
      { type: 'corner', numbers: [0, 1, 2, 3], amount: 100 },
      { type: 'line', numbers: [1, 2, 3, 4, 5, 6], amount: 100 },
      { type: 'dozen', target: 3, amount: 100 },
      { type: 'column', target: 2, amount: 100 },
      { type: 'red', amount: 100 },
      { type: 'odd', amount: 100 },
      { type: 'high', amount: 100 },
    ];
    for (const b of bets) {
      let total = 0;
      for (let n = 0; n <= 36; n++) total += win(b, n);
      expect(total / (37 * b.amount)).toBeCloseTo(36 / 37, 12);
    }
    expect(rouletteInfo.rtp).toBe(97.3);
    expect(rouletteInfo.kind).toBe('rng-table');
    expect(rouletteInfo.label).toBe('RNG Masa Oyunu');
  });

  it('refuses impossible bets and amounts outside the limits', () => {
    expect(() => validateRouletteBets([{ type: 'split', numbers: [8, 10], amount: 100 }])).toThrow(
      RangeError,
    );
    expect(() => validateRouletteBets([{ type: 'split', numbers: [3, 4], amount: 100 }])).toThrow(RangeError);
    expect(() => validateRouletteBets([{ type: 'corner', numbers: [27, 28, 30, 31], amount: 100 }])).toThrow(
      RangeError,
    );
    expect(() => validateRouletteBets([{ type: 'street', numbers: [2, 3, 4], amount: 100 }])).toThrow(
      RangeError,
    );
    expect(() => validateRouletteBets([{ type: 'straight', numbers: [37], amount: 100 }])).toThrow(
      RangeError,
    );
    expect(() => validateRouletteBets([{ type: 'split', numbers: [8, 8], amount: 100 }])).toThrow(RangeError);
    expect(() =>
      validateRouletteBets([{ type: 'corner', numbers: [25, 26, 28, 29, 29], amount: 100 }]),
    ).toThrow(RangeError);
    expect(() => validateRouletteBets([{ type: 'line', numbers: [1, 2, 3, 4, 5], amount: 100 }])).toThrow(
      RangeError,
    );
    expect(() => validateRouletteBets([{ type: 'dozen', target: 4, amount: 100 }])).toThrow(RangeError);
    expect(() => validateRouletteBets([{ type: 'red', amount: 150 }])).toThrow(RangeError);
    expect(() => validateRouletteBets([{ type: 'red', amount: 0 }])).toThrow(RangeError);
    expect(() => validateRouletteBets([])).toThrow(RangeError);
  });

  it('the winning number is floor(float 0 x 37)', () => {
    const rng = new HmacRandomSource('server', 'client', 9);
    const r = playRoulette(rng, [{ type: 'straight', numbers: [3], amount: 100 }]);
    expect(r.number).toBe(Math.floor(floats('server', 'client', 9, 1)[0]! * 37));
    expect(r.totalBet).toBe(100);
  });
});
