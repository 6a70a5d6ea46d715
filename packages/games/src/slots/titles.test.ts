/**
 * Every title's paytable evaluation against hand-computed windows. Each expected value below was
 * worked out by hand from the title's paytable and paylines (the reasoning is in the comments);
 * grids are written as rows, top row first.
 */
import { describe, expect, it } from 'vitest';
import { anadoluKilimi } from './anadolu-kilimi.ts';
import { baklavaUstasi } from './baklava-ustasi.ts';
import { bogazGecesi } from './bogaz-gecesi.ts';
import { efesHazineleri } from './efes-hazineleri.ts';
import { gridFromRows } from './engine.ts';
import { kapadokyaBalonlari } from './kapadokya-balonlari.ts';
import { kizKulesi } from './kiz-kulesi.ts';
import { laleBahcesi } from './lale-bahcesi.ts';
import { nazarBoncugu } from './nazar-boncugu.ts';
import type { Evaluation, SlotGame } from './types.ts';

/** [type, line, symbol, count, ways, units] per win, sorted for comparison. */
type W = [string, number, string, number, number, number];

function evalRows(game: SlotGame, rows: string[], options?: Parameters<SlotGame['evaluate']>[1]): Evaluation {
  return game.evaluate(gridFromRows(rows), options);
}
function wins(e: Evaluation): W[] {
  return e.wins.map((w): W => [w.type, w.line, w.symbol, w.count, w.ways, w.units]).sort();
}

describe('Lale Bahçesi (5x3, 10 paylines, wild)', () => {
  const g = laleBahcesi;

  it('pays a left-to-right line: L L L on the middle line = 30 line bets', () => {
    // Only line 0 (middle) starts with three equal symbols; every other line breaks on reel 2.
    const e = evalRows(g, ['A K Q J T', 'L L L K Q', 'T J A K G']);
    expect(wins(e)).toEqual([['line', 0, 'L', 3, 1, 30]]);
    expect(e.units).toBe(30);
  });

  it('substitutes the wild and pays the better of the wild run and the symbol run', () => {
    // Line 0: W W W Q K -> wild x3 = 50 beats Q x4 = 20. Line 4 [2,1,0,1,2]: J W J Q -> J x3 = 8.
    // Line 9 [1,0,1,2,1]: W Q W K -> Q x3 = 8. Lines 7 and 8 reach only two symbols.
    const e = evalRows(g, ['K Q J T A', 'W W W Q K', 'J T A K Q']);
    expect(wins(e)).toEqual([
      ['line', 0, 'W', 3, 1, 50],
      ['line', 4, 'J', 3, 1, 8],
      ['line', 9, 'Q', 3, 1, 8],
    ]);
    expect(e.units).toBe(66);
  });

  it('pays nothing when reel 2 shares no symbol with reel 1 and there is no wild', () => {
    const e = evalRows(g, ['A J A J A', 'K T K T K', 'Q G Q G Q']);
    expect(e.wins).toEqual([]);
    expect(e.units).toBe(0);
    expect(e.freeSpins).toBe(0);
  });
});

describe('Nazar Boncuğu (3x3, 5 paylines, wild)', () => {
  const g = nazarBoncugu;

  it('pays three sevens on the top line and two cherries on the middle line', () => {
    // Line 1 (top) 7 7 7 = 50; line 0 (middle) C C L = cherry x2 = 1; bottom and diagonals break.
    const e = evalRows(g, ['7 7 7', 'C C L', 'U Z C']);
    expect(wins(e)).toEqual([
      ['line', 0, 'C', 2, 1, 1],
      ['line', 1, '7', 3, 1, 50],
    ]);
    expect(e.units).toBe(51);
  });

  it('three wilds pay the wild line; wilds complete cherry pairs', () => {
    // Middle W W W = 100. Bottom C W U = cherry x2 = 1. Diagonal up [2,1,0]: C W L = cherry x2 = 1.
    // Top Z W L and diagonal down Z W U make only two zils (no pay).
    const e = evalRows(g, ['Z W L', 'W W W', 'C W U']);
    expect(wins(e)).toEqual([
      ['line', 0, 'W', 3, 1, 100],
      ['line', 2, 'C', 2, 1, 1],
      ['line', 4, 'C', 2, 1, 1],
    ]);
    expect(e.units).toBe(102);
  });

  it('pays nothing without a matching pair from the left', () => {
    const e = evalRows(g, ['Z 7 Z', 'U 7 U', 'L Z L']);
    expect(e.wins).toEqual([]);
  });
});

describe('Kız Kulesi (5x3, 20 paylines, wild, scatter free spins x3)', () => {
  const g = kizKulesi;

  it('pays lines through the wild', () => {
    // Line 0: M W M M A = M x4 = 120. Line 4 [2,1,0,1,2]: K W K M = K x3 = 8.
    // Lines 3, 11, 12, 13, 14, 15, 16 pass through the wild but stop at two symbols.
    const e = evalRows(g, ['A J K T Q', 'M W M M A', 'K T Q J T']);
    expect(wins(e)).toEqual([
      ['line', 0, 'M', 4, 1, 120],
      ['line', 4, 'K', 3, 1, 8],
    ]);
    expect(e.units).toBe(128);
  });

  it('three scatters pay 3x the total bet anywhere and award 10 free spins', () => {
    const rows = ['S J S T S', 'A Q A Q A', 'K T K J K'];
    const e = evalRows(g, rows);
    expect(wins(e)).toEqual([['scatter', -1, 'S', 3, 1, 60]]); // 3 x 20 line bets
    expect(e.scatters).toBe(3);
    expect(e.freeSpins).toBe(10);
    // During free spins: everything x3 and a retrigger of 10.
    const f = evalRows(g, rows, { freeSpin: true, multiplier: 3 });
    expect(f.units).toBe(180);
    expect(f.freeSpins).toBe(10);
  });

  it('pays nothing on a dead window', () => {
    const e = evalRows(g, ['A J A J A', 'K T K T K', 'Q I Q I Q']);
    expect(e.wins).toEqual([]);
    expect(e.freeSpins).toBe(0);
  });
});

describe('Boğaz Gecesi (5x3, 25 paylines, scatter free spins x3 on wild-rich reels)', () => {
  const g = bogazGecesi;

  it('five yalı on the top line pay 1000 line bets', () => {
    // Lines 5 and 17 also start Y Y on the top row but turn away on reel 3.
    const e = evalRows(g, ['Y Y Y Y Y', 'A J A J A', 'K T K T K']);
    expect(wins(e)).toEqual([['line', 1, 'Y', 5, 1, 1000]]);
  });

  it('four full moons pay 20x the total bet and award 15 free spins', () => {
    const rows = ['S J S Q K', 'A Q A S J', 'K T K J S'];
    const e = evalRows(g, rows);
    expect(wins(e)).toEqual([['scatter', -1, 'S', 4, 1, 500]]); // 20 x 25 line bets
    expect(e.freeSpins).toBe(15);
    const f = evalRows(g, rows, { freeSpin: true, multiplier: 3 });
    expect(f.units).toBe(1500);
    expect(f.freeSpins).toBe(10);
  });

  it('pays nothing on a dead window', () => {
    expect(evalRows(g, ['A J A J A', 'K T K T K', 'Q C Q C Q']).wins).toEqual([]);
  });
});

describe('Anadolu Kilimi (243 ways, wild on reels 2-4)', () => {
  const g = anadoluKilimi;

  it('multiplies ways across reels', () => {
    // E: reels 1-4 hold 1, 2 (E + wild), 1, 1 -> 4 reels x 2 ways x 150 = 300.
    // Q: 1, 1 (wild), 1 -> 3 reels x 1 way x 10 = 10. K stops at reel 3.
    const e = evalRows(g, ['E W E A T', 'K E Q E T', 'Q T J K J']);
    expect(wins(e)).toEqual([
      ['ways', -1, 'E', 4, 2, 300],
      ['ways', -1, 'Q', 3, 1, 10],
    ]);
    expect(e.units).toBe(310);
  });

  it('a wild reel counts three times for every symbol', () => {
    // T: 1 x 3 x 1 x 2 x 1 = 6 ways of five = 6 x 30 = 180. K: 1 x 3 x 1 = 3 ways of three = 30.
    // A: reel 3 has no A -> nothing.
    const e = evalRows(g, ['T W T T A', 'A W K T K', 'K W Q Q T']);
    expect(wins(e)).toEqual([
      ['ways', -1, 'K', 3, 3, 30],
      ['ways', -1, 'T', 5, 6, 180],
    ]);
  });

  it('pays nothing when reel 2 has none of reel 1', () => {
    expect(evalRows(g, ['E A B G Y', 'K T B G Y', 'Q J B G Y']).units).toBe(0);
  });
});

describe('Efes Hazineleri (243 ways, scatter free spins x3)', () => {
  const g = efesHazineleri;

  it('pays ways with the wild', () => {
    // M: 1 x 2 (M, W) x 1 x 2 = 4 ways of four = 4 x 200 = 800. C: 1 x 1 (W) x 1 = C x3 = 25.
    const e = evalRows(g, ['M M C A T', 'C W M M Q', 'K T A M J']);
    expect(wins(e)).toEqual([
      ['ways', -1, 'C', 3, 1, 25],
      ['ways', -1, 'M', 4, 4, 800],
    ]);
  });

  it('three library scatters pay 3x the total bet and award 10 free spins', () => {
    const rows = ['S J S T S', 'A Q A Q A', 'K T K J K'];
    const e = evalRows(g, rows);
    expect(wins(e)).toEqual([['scatter', -1, 'S', 3, 1, 75]]);
    expect(e.freeSpins).toBe(10);
    expect(evalRows(g, rows, { freeSpin: true, multiplier: 3 }).units).toBe(225);
  });

  it('pays nothing on a dead window', () => {
    expect(evalRows(g, ['A J A J A', 'K T K T K', 'Q H Q H Q']).wins).toEqual([]);
  });
});

describe('Kapadokya Balonları (5x4, 1024 ways, scatter free spins x2)', () => {
  const g = kapadokyaBalonlari;

  it('pays ways on four rows', () => {
    // R: 1 x 2 (R, W) x 1 x 1 = 2 ways of four = 2 x 150 = 300. P: 1 x 1 (W) x 1 = P x3 = 30.
    const e = evalRows(g, ['R R P A T', 'P W R R Q', 'A T Q K J', 'K J J T A']);
    expect(wins(e)).toEqual([
      ['ways', -1, 'P', 3, 1, 30],
      ['ways', -1, 'R', 4, 2, 300],
    ]);
  });

  it('five sunrise scatters pay 50x the total bet and award 20 free spins', () => {
    const rows = ['S J S A K', 'A S K S A', 'K T A Q S', 'Q J Q J T'];
    const e = evalRows(g, rows);
    expect(wins(e)).toEqual([['scatter', -1, 'S', 5, 1, 2500]]); // 50 x 50 units
    expect(e.freeSpins).toBe(20);
    const f = evalRows(g, rows, { freeSpin: true, multiplier: 2 });
    expect(f.units).toBe(5000);
    expect(f.freeSpins).toBe(8);
  });

  it('pays nothing on a dead window', () => {
    expect(evalRows(g, ['A J A J A', 'K T K T K', 'Q U Q U Q', 'R H R H R']).wins).toEqual([]);
  });
});

describe('Baklava Ustası (243 ways with cascades x1, x2, x3, x5)', () => {
  const g = baklavaUstasi;

  it('evaluates one window by ways', () => {
    // B: 1 x 2 (W, B) x 1 x 2 = 4 ways of four = 400. F: 1 x 1 (W) x 1 = F x3 = 15.
    const e = evalRows(g, ['B W B B A', 'F B L C T', 'A T F B Q']);
    expect(wins(e)).toEqual([
      ['ways', -1, 'B', 4, 4, 400],
      ['ways', -1, 'F', 3, 1, 15],
    ]);
  });

  it('pays nothing on a dead window', () => {
    expect(evalRows(g, ['B A B A B', 'F K F K F', 'C Q C Q C']).wins).toEqual([]);
  });

  it('cascades: winners explode, new symbols drop from the strip, the multiplier climbs', () => {
    // Stops 28, 13, 34, 19, 18 show (reels as columns, top first) ALF FQB WAC BLQ CLA.
    // Step 0 (x1): F on reels 1-3 (F, F, wild) = F x3 = 15. F, F and W explode; each reel takes
    //   the strip symbol above its stop: J (reel 1, index 27), A (reel 2, index 12), L (reel 3, index 33).
    // Step 1 (x2): JAL AQB LAC BLQ CLA -> A x3 = 3, doubled = 6. The three A explode; new T, K, B.
    // Step 2 (x3): TJL KQB BLC BLQ CLA -> no win. Total 21 units.
    const s = g.spinAt([28, 13, 34, 19, 18]);
    const cols = (grid: string[][]): string => grid.map((c) => c.join('')).join(' ');
    expect(cols(s.grid)).toBe('ALF FQB WAC BLQ CLA');
    expect(s.wins.map((w) => [w.symbol, w.count, w.ways, w.multiplier, w.units])).toEqual([
      ['F', 3, 1, 1, 15],
    ]);
    expect(s.cascades).toHaveLength(2);
    expect(cols(s.cascades[0]!.grid)).toBe('JAL AQB LAC BLQ CLA');
    expect(s.cascades[0]!.wins.map((w) => [w.symbol, w.count, w.ways, w.multiplier, w.units])).toEqual([
      ['A', 3, 1, 2, 6],
    ]);
    expect(cols(s.cascades[1]!.grid)).toBe('TJL KQB BLC BLQ CLA');
    expect(s.cascades[1]!.wins).toEqual([]);
    expect(s.win).toBe(21);
    // At a 1 TL bet (25 units of 4 kuruş) the spin pays 84 kuruş.
    expect(g.spinAt([28, 13, 34, 19, 18], { unit: 4 }).win).toBe(84);
  });
});
