import { describe, expect, it } from 'vitest';
import { FastRandom, HmacRandomSource } from '../rng.ts';
import { createSlot, gridFromRows, type SlotMath } from './engine.ts';
import { enumerateRtp, exactRtp } from './exact.ts';
import { SLOTS, getSlot } from './index.ts';
import { kizKulesi } from './kiz-kulesi.ts';
import type { SlotGame, SlotRound } from './types.ts';

const math = (g: SlotGame): SlotMath => (g as SlotGame & { math: SlotMath }).math;

describe('the slot catalogue', () => {
  it('has at least 8 titles over paylines, ways and cascades, with free spins', () => {
    expect(SLOTS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(SLOTS.map((g) => g.mechanic))).toEqual(new Set(['paylines', 'ways', 'cascade']));
    expect(SLOTS.some((g) => g.features.includes('free-spins'))).toBe(true);
    expect(new Set(SLOTS.map((g) => g.volatility))).toEqual(new Set(['low', 'medium', 'high']));
    for (const g of SLOTS) {
      expect(g.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(g.rtp).toBeGreaterThanOrEqual(94);
      expect(g.rtp).toBeLessThanOrEqual(97);
      expect(getSlot(g.id)).toBe(g);
      for (const b of g.betLevels) expect(b % g.unitsPerBet).toBe(0);
    }
  });

  it.each(SLOTS.filter((g) => g.mechanic !== 'cascade').map((g) => [g.id, g] as const))(
    '%s: the declared RTP is the exact RTP of its strips',
    (_id, g) => {
      const x = exactRtp(math(g));
      expect((x.rtp * 100).toFixed(2)).toBe(g.rtp.toFixed(2));
    },
  );

  // Enumerates every stop combination (~54 million spins, ~30 s): GAMES_EXACT=1 to run here. CI runs
  // the same check on worker threads in `npm run certify:games` (certification.ts, exact jobs).
  it.runIf(process.env.GAMES_EXACT === '1')(
    'cascade titles: the declared RTP is the exact enumerated RTP',
    () => {
      for (const g of SLOTS.filter((s) => s.mechanic === 'cascade')) {
        expect((enumerateRtp(math(g)).rtp * 100).toFixed(2)).toBe(g.rtp.toFixed(2));
      }
    },
    300_000,
  );
});

describe('the engine', () => {
  it('exact RTP agrees with a brute-force enumeration on a small title', () => {
    const tiny = createSlot({
      id: 'tiny',
      name: 'Tiny',
      mechanic: 'paylines',
      features: ['wild', 'scatter', 'free-spins'],
      volatility: 'low',
      rtp: 0,
      reels: 3,
      rows: 2,
      symbols: [
        { id: 'W', name: 'W', kind: 'wild', art: '' },
        { id: 'S', name: 'S', kind: 'scatter', art: '' },
        { id: 'A', name: 'A', kind: 'regular', art: '' },
        { id: 'B', name: 'B', kind: 'regular', art: '' },
      ],
      paytable: { W: { 3: 20 }, A: { 2: 1, 3: 5 }, B: { 3: 3 } },
      lines: [
        [0, 0, 0],
        [1, 1, 1],
      ],
      unitsPerBet: 2,
      scatter: { symbol: 'S', pays: { 2: 1, 3: 4 }, freeSpins: {}, retrigger: {}, freeSpinMultiplier: 1 },
      betLevels: [100],
      strips: ['WABSAB', 'ABWBSAA', 'BASWB'],
    });
    const m = tiny.math;
    let sum = 0;
    let n = 0;
    for (let a = 0; a < 6; a++)
      for (let b = 0; b < 7; b++)
        for (let c = 0; c < 5; c++) {
          sum += tiny.spinAt([a, b, c]).win;
          n++;
        }
    expect(exactRtp(m).rtp).toBeCloseTo(sum / n / 2, 12);
  });

  it('shows the strips at the stops, wrapping around', () => {
    const g = kizKulesi;
    const last = g.strips.map((s) => s.length - 1);
    const grid = g.gridAt(last);
    grid.forEach((col, r) => expect(col).toEqual([g.strips[r]!.at(-1), g.strips[r]![0], g.strips[r]![1]]));
    expect(() => g.gridAt([0, 0, 0, 0, 99])).toThrow(RangeError);
    expect(() => g.gridAt([0, 0, 0])).toThrow(RangeError);
    expect(() => g.evaluate(gridFromRows(['A K Q J T', 'A K Q J T']))).toThrow(RangeError);
  });

  it('refuses bets that are not bet levels', () => {
    const rng = new FastRandom(1);
    for (const g of SLOTS) {
      expect(() => g.play(rng, 150)).toThrow(RangeError);
      expect(() => g.play(rng, -100)).toThrow(RangeError);
    }
  });

  it('a round is one bet and one whole-kuruş win: the sum of its spins and cascades', () => {
    const rng = new FastRandom('rounds');
    for (const g of SLOTS) {
      for (let i = 0; i < 2000; i++) {
        const bet = g.betLevels[i % g.betLevels.length]!;
        const r = g.play(rng, bet);
        expect(Number.isSafeInteger(r.totalWin)).toBe(true);
        expect(r.unit).toBe(bet / g.unitsPerBet);
        const sum = r.spins.reduce((a, s) => a + s.win, 0);
        expect(r.totalWin).toBe(sum);
        for (const s of r.spins) {
          const stepWins = s.wins.reduce((a, w) => a + w.win, 0) + s.cascades.reduce((a, c) => a + c.win, 0);
          expect(s.win).toBe(stepWins);
        }
        expect(r.floatsUsed).toBe(r.spins.length * g.reels);
        expect(r.freeSpinsPlayed).toBe(r.spins.length - 1);
        expect(r.freeSpinsAwarded).toBe(r.freeSpinsPlayed);
      }
    }
  });

  it('plays triggered free spins inside the same round, with the multiplier', () => {
    const rng = new FastRandom('free-spins');
    let round: SlotRound | null = null;
    for (let i = 0; i < 100_000 && !round; i++) {
      const r = kizKulesi.play(rng, 1000);
      if (r.freeSpinsPlayed > 0) round = r;
    }
    expect(round).not.toBeNull();
    const r = round!;
    expect(r.spins[0]!.free).toBe(false);
    expect(r.spins[0]!.scatters).toBeGreaterThanOrEqual(3);
    expect(r.spins[0]!.freeSpinsAwarded).toBeGreaterThanOrEqual(10);
    for (const s of r.spins.slice(1)) {
      expect(s.free).toBe(true);
      expect(s.multiplier).toBe(3);
      for (const w of s.wins) expect(w.multiplier).toBe(3);
    }
    // The same stops, replayed one by one, give the same spins.
    for (const s of r.spins) {
      expect(kizKulesi.spinAt(s.stops, { freeSpin: s.free, multiplier: s.multiplier, unit: r.unit })).toEqual(
        s,
      );
    }
  });

  it('real play is deterministic per seeds: one float per reel, reel 1 first', () => {
    const g = SLOTS[0]!;
    const a = g.play(new HmacRandomSource('seed', 'client', 5), 100);
    const b = g.play(new HmacRandomSource('seed', 'client', 5), 100);
    expect(a).toEqual(b);
    const rng = new HmacRandomSource('seed', 'client', 5);
    const stops = g.strips.map((s) => Math.floor(rng.next() * s.length));
    expect(a.spins[0]!.stops).toEqual(stops);
  });
});
