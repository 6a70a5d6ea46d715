import { describe, expect, it } from 'vitest';
import type { SlotRound, SlotWin } from '@/lib/game-types.ts';
import { describeWin, roundSteps, winCells } from './slot-math.ts';

const symbols = [
  { id: 'W', name: 'Joker', kind: 'wild' as const, art: 'art/w.svg' },
  { id: 'S', name: 'Dolunay', kind: 'scatter' as const, art: 'art/s.svg' },
  { id: 'A', name: 'As', kind: 'regular' as const, art: 'art/a.svg' },
  { id: 'K', name: 'Papaz', kind: 'regular' as const, art: 'art/k.svg' },
];
const win = (over: Partial<SlotWin> & Pick<SlotWin, 'type' | 'symbol'>): SlotWin => ({
  line: -1,
  ways: 1,
  pay: 1,
  multiplier: 1,
  units: 1,
  win: 10,
  count: 3,
  ...over,
});

describe('slot maths helpers', () => {
  it('marks line, ways (with wilds) and scatter cells', () => {
    const grid = [
      ['A', 'K', 'S'],
      ['W', 'A', 'K'],
      ['K', 'A', 'A'],
    ];
    const lines = [[0, 1, 2]];
    expect([...winCells({ symbols, lines }, grid, [win({ type: 'line', line: 0, symbol: 'A' })])]).toEqual([
      '0:0',
      '1:1',
      '2:2',
    ]);
    expect(
      [...winCells({ symbols }, grid, [win({ type: 'ways', symbol: 'A', count: 3, ways: 4 })])].sort(),
    ).toEqual(['0:0', '1:0', '1:1', '2:1', '2:2']);
    expect([...winCells({ symbols }, grid, [win({ type: 'scatter', symbol: 'S' })])]).toEqual(['0:2']);
  });

  it('lists the paid spin, its cascades and the free spins in play order', () => {
    const spin = (free: boolean, cascades: number) => ({
      free,
      stops: [0, 0, 0],
      grid: [['A'], ['A'], ['A']],
      wins: [win({ type: 'ways', symbol: 'A', win: 40 })],
      cascades: Array.from({ length: cascades }, (_, i) => ({
        grid: [['K'], ['K'], ['K']],
        wins: [],
        multiplier: i + 2,
        win: 0,
      })),
      multiplier: free ? 3 : 1,
      scatters: 0,
      freeSpinsAwarded: free ? 0 : 2,
      win: 40,
    });
    const round: SlotRound = {
      gameId: 'x',
      bet: 100,
      unit: 4,
      spins: [spin(false, 1), spin(true, 0), spin(true, 0)],
      freeSpinsAwarded: 2,
      freeSpinsPlayed: 2,
      cascadeSteps: 1,
      totalWin: 120,
      floatsUsed: 9,
    };
    const steps = roundSteps(round);
    expect(steps.map((s) => s.label)).toEqual([
      'Ana dönüş',
      'Ana dönüş · Düşüş 1',
      'Bedava dönüş 1/2',
      'Bedava dönüş 2/2',
    ]);
    expect(steps.reduce((s, x) => s + x.win, 0)).toBe(120);
    expect(steps[0]!.freeSpinsAwarded).toBe(2);
  });

  it('describes wins in Turkish', () => {
    expect(describeWin({ symbols }, win({ type: 'line', line: 2, symbol: 'K', count: 4 }))).toBe(
      'Hat 3: 4 × Papaz',
    );
    expect(describeWin({ symbols }, win({ type: 'ways', symbol: 'A', ways: 6, multiplier: 3 }))).toBe(
      '3 makara As · 6 yol · x3',
    );
    expect(describeWin({ symbols }, win({ type: 'scatter', symbol: 'S' }))).toBe('3 × Dolunay (dağınık)');
  });
});
