/**
 * The slot engine shared by every title: paylines, ways-to-win and cascades, with wild
 * substitution, scatter pays and scatter-triggered free spins. A title is data (strips, paytable,
 * lines, rules); `createSlot` turns it into a game whose `play` is used both for real rounds (HMAC
 * floats) and for the certification simulation (sfc32), so both run the same code.
 *
 * Random numbers: each spin uses one float per reel, reel 1 first: stop = floor(float x strip length).
 * The window shows strip[stop], strip[stop + 1], ... (wrapping) from the top row down. Free spins
 * follow the paid spin in the same round and take the next floats. Cascades use no floats: new
 * symbols drop in from the strip positions above the window.
 */
import type { RandomSource } from '../rng.ts';
import type { CascadeStep, Grid, SlotDefinition, SlotGame, SlotWin, SpinResult } from './types.ts';

/** Compiled maths, exposed for the exact-RTP computation (exact.ts) and tools. */
export interface SlotMath {
  def: SlotDefinition;
  nsym: number;
  /** Maximum count + 1: pays are indexed symbol * K + count. */
  K: number;
  wild: number;
  scatter: number;
  regular: number[];
  pays: Int32Array;
  /** Scatter pays by count, in bet units (total-bet multiples x unitsPerBet). */
  scatterPays: Int32Array;
  fsAward: Int32Array;
  retrigger: Int32Array;
  baseStrips: Uint8Array[];
  fsStrips: Uint8Array[];
  /** Pay (bet units) of one payline reading `syms` (one symbol index per reel); sets lastSymbol/lastCount. */
  linePay(syms: ArrayLike<number>): number;
  lastSymbol: number;
  lastCount: number;
  /** Units of one window read from cells (reel-major), cascades included, without building results. */
  spinUnits(cells: Uint8Array, tops: Int32Array, strips: Uint8Array[], multiplier: number): number;
  /** Cascade steps taken by the last spinUnits call. */
  lastSteps: number;
}

const MAX_CASCADES = 200;

export function createSlot(def: SlotDefinition): SlotGame & { math: SlotMath } {
  const { reels, rows } = def;
  const cellsN = reels * rows;
  const ids = def.symbols.map((s) => s.id);
  const nsym = ids.length;
  const index = new Map<string, number>();
  ids.forEach((id, i) => {
    if (id.length !== 1) throw new Error(`${def.id}: symbol id '${id}' must be one character`);
    if (index.has(id)) throw new Error(`${def.id}: duplicate symbol '${id}'`);
    index.set(id, i);
  });
  const idx = (id: string): number => {
    const i = index.get(id);
    if (i === undefined) throw new Error(`${def.id}: unknown symbol '${id}'`);
    return i;
  };
  const wild = def.symbols.findIndex((s) => s.kind === 'wild');
  const scatter = def.symbols.findIndex((s) => s.kind === 'scatter');
  const regular = def.symbols.flatMap((s, i) => (s.kind === 'regular' ? [i] : []));

  const compile = (strips: string[]): Uint8Array[] => {
    if (strips.length !== reels) throw new Error(`${def.id}: ${strips.length} strips for ${reels} reels`);
    return strips.map((s) => {
      if (s.length < rows) throw new Error(`${def.id}: strip shorter than the window`);
      return Uint8Array.from([...s].map(idx));
    });
  };
  const baseStrips = compile(def.strips);
  const fsStrips = def.freeSpinStrips ? compile(def.freeSpinStrips) : baseStrips;

  const K = Math.max(reels, cellsN) + 1;
  const pays = new Int32Array(nsym * K);
  for (const [id, byCount] of Object.entries(def.paytable)) {
    const s = idx(id);
    for (const [count, pay] of Object.entries(byCount)) {
      if (!Number.isInteger(pay) || pay < 0) throw new Error(`${def.id}: pays must be whole bet units`);
      pays[s * K + Number(count)] = pay;
    }
  }
  const scatterPays = new Int32Array(cellsN + 1);
  const fsAward = new Int32Array(cellsN + 1);
  const retrigger = new Int32Array(cellsN + 1);
  const sc = def.scatter;
  if (sc) {
    if (idx(sc.symbol) !== scatter) throw new Error(`${def.id}: scatter rule symbol is not the scatter`);
    for (const [c, p] of Object.entries(sc.pays)) scatterPays[Number(c)] = p * def.unitsPerBet;
    for (const [c, n] of Object.entries(sc.freeSpins)) fsAward[Number(c)] = n;
    for (const [c, n] of Object.entries(sc.retrigger)) retrigger[Number(c)] = n;
  }
  const fsMultiplier = sc?.freeSpinMultiplier ?? 1;
  const cascadeMult = def.cascadeMultipliers ?? [1];
  const isLines = def.mechanic === 'paylines';
  const isCascade = def.mechanic === 'cascade';
  const lines = def.lines ?? [];
  if (isLines) {
    if (lines.length !== def.unitsPerBet) throw new Error(`${def.id}: unitsPerBet must equal the line count`);
    for (const l of lines) {
      if (l.length !== reels || l.some((r) => r < 0 || r >= rows)) throw new Error(`${def.id}: bad payline`);
    }
  }
  for (const b of def.betLevels) {
    if (!Number.isSafeInteger(b) || b <= 0 || b % def.unitsPerBet !== 0) {
      throw new Error(`${def.id}: bet level ${b} is not a multiple of ${def.unitsPerBet}`);
    }
  }
  const lineOff = new Int32Array(lines.length * reels);
  lines.forEach((l, li) => l.forEach((row, r) => (lineOff[li * reels + r] = r * rows + row)));

  // Work buffers (the engine is single-threaded; nothing here survives a call).
  const lineBuf = new Uint8Array(reels);
  const counts = new Int32Array(reels * nsym);
  const marks = new Uint8Array(cellsN);
  const colBuf = new Uint8Array(rows);

  const math: SlotMath = {
    def,
    nsym,
    K,
    wild,
    scatter,
    regular,
    pays,
    scatterPays,
    fsAward,
    retrigger,
    baseStrips,
    fsStrips,
    lastSymbol: -1,
    lastCount: 0,
    lastSteps: 0,
    linePay,
    spinUnits,
  };

  /** Left-to-right payline evaluation with wild substitution; the better of the symbol and pure-wild pays. */
  function linePay(syms: ArrayLike<number>): number {
    let w = 0;
    while (w < reels && syms[w] === wild) w++;
    const payW = w > 0 ? pays[wild * K + w]! : 0;
    let payT = 0;
    let target = -1;
    let cnt = w;
    if (w < reels) {
      target = syms[w]!;
      if (target !== scatter) {
        cnt = w + 1;
        while (cnt < reels) {
          const s = syms[cnt];
          if (s !== target && s !== wild) break;
          cnt++;
        }
        payT = pays[target * K + cnt]!;
      }
    }
    if (payT === 0 && payW === 0) {
      math.lastSymbol = -1;
      math.lastCount = 0;
      return 0;
    }
    if (payT >= payW) {
      math.lastSymbol = target;
      math.lastCount = cnt;
      return payT;
    }
    math.lastSymbol = wild;
    math.lastCount = w;
    return payW;
  }

  function win(
    type: SlotWin['type'],
    line: number,
    symbol: number,
    count: number,
    ways: number,
    pay: number,
    multiplier: number,
    unit: number,
  ): SlotWin {
    const units = pay * ways * multiplier;
    return { type, line, symbol: ids[symbol]!, count, ways, pay, multiplier, units, win: units * unit };
  }

  function countScatters(cells: Uint8Array): number {
    if (scatter < 0) return 0;
    let n = 0;
    for (let i = 0; i < cellsN; i++) if (cells[i] === scatter) n++;
    return n;
  }

  /**
   * Line or ways wins of one window plus the scatter pay. With `mark`, flags the cells that are
   * part of a line/ways win (for cascades). Returns units (already multiplied).
   */
  function evalCells(
    cells: Uint8Array,
    multiplier: number,
    out: SlotWin[] | null,
    unit: number,
    mark: boolean,
  ): number {
    let total = 0;
    if (isLines) {
      for (let l = 0; l < lines.length; l++) {
        const base = l * reels;
        for (let r = 0; r < reels; r++) lineBuf[r] = cells[lineOff[base + r]!]!;
        const pay = linePay(lineBuf);
        if (pay === 0) continue;
        total += pay * multiplier;
        if (out) out.push(win('line', l, math.lastSymbol, math.lastCount, 1, pay, multiplier, unit));
        if (mark) for (let r = 0; r < math.lastCount; r++) marks[lineOff[base + r]!] = 1;
      }
    } else {
      counts.fill(0);
      for (let r = 0; r < reels; r++) {
        const o = r * rows;
        const co = r * nsym;
        for (let row = 0; row < rows; row++) counts[co + cells[o + row]!]!++;
      }
      for (let i = 0; i < regular.length; i++) {
        const s = regular[i]!;
        let ways = 1;
        let k = 0;
        while (k < reels) {
          const c = counts[k * nsym + s]! + (wild >= 0 ? counts[k * nsym + wild]! : 0);
          if (c === 0) break;
          ways *= c;
          k++;
        }
        const pay = pays[s * K + k]!;
        if (pay === 0) continue;
        total += pay * ways * multiplier;
        if (out) out.push(win('ways', -1, s, k, ways, pay, multiplier, unit));
        if (mark) {
          for (let i2 = 0; i2 < k * rows; i2++) {
            const v = cells[i2];
            if (v === s || v === wild) marks[i2] = 1;
          }
        }
      }
    }
    if (scatter >= 0) {
      const n = countScatters(cells);
      const pay = scatterPays[n]!;
      if (pay > 0) {
        total += pay * multiplier;
        if (out) out.push(win('scatter', -1, scatter, n, 1, pay, multiplier, unit));
      }
    }
    return total;
  }

  function fill(cells: Uint8Array, tops: Int32Array, strips: Uint8Array[]): void {
    for (let r = 0; r < reels; r++) {
      const strip = strips[r]!;
      const len = strip.length;
      let p = tops[r]!;
      for (let row = 0; row < rows; row++) {
        cells[r * rows + row] = strip[p]!;
        p = p + 1 === len ? 0 : p + 1;
      }
    }
  }

  /** Removes marked cells; survivors drop, new symbols come from the strip above. Clears marks. */
  function tumble(cells: Uint8Array, tops: Int32Array, strips: Uint8Array[]): void {
    for (let r = 0; r < reels; r++) {
      const o = r * rows;
      let kept = 0;
      for (let row = 0; row < rows; row++) if (marks[o + row] === 0) colBuf[kept++] = cells[o + row]!;
      const removed = rows - kept;
      if (removed === 0) continue;
      const strip = strips[r]!;
      const len = strip.length;
      let top = tops[r]! - removed;
      if (top < 0) top += len;
      tops[r] = top;
      for (let i = 0; i < removed; i++) cells[o + i] = strip[(top + i) % len]!;
      for (let i = 0; i < kept; i++) cells[o + removed + i] = colBuf[i]!;
      for (let row = 0; row < rows; row++) marks[o + row] = 0;
    }
  }

  function stepMultiplier(step: number): number {
    return cascadeMult[Math.min(step, cascadeMult.length - 1)]!;
  }

  function spinUnits(cells: Uint8Array, tops: Int32Array, strips: Uint8Array[], multiplier: number): number {
    fill(cells, tops, strips);
    if (!isCascade) {
      math.lastSteps = 0;
      return evalCells(cells, multiplier, null, 1, false);
    }
    let total = 0;
    let step = 0;
    for (;;) {
      const u = evalCells(cells, multiplier * stepMultiplier(step), null, 1, true);
      if (u === 0 || !hasMarks()) break;
      total += u;
      if (step === MAX_CASCADES) throw new Error(`${def.id}: cascade limit`);
      tumble(cells, tops, strips);
      step++;
    }
    math.lastSteps = step;
    return total;
  }

  function hasMarks(): boolean {
    for (let i = 0; i < cellsN; i++) if (marks[i] === 1) return true;
    return false;
  }

  function toGrid(cells: Uint8Array): Grid {
    const g: Grid = new Array(reels);
    for (let r = 0; r < reels; r++) {
      const col: string[] = new Array(rows);
      for (let row = 0; row < rows; row++) col[row] = ids[cells[r * rows + row]!]!;
      g[r] = col;
    }
    return g;
  }

  function fromGrid(grid: Grid): Uint8Array {
    if (grid.length !== reels || grid.some((c) => c.length !== rows)) {
      throw new RangeError(`${def.id}: grid must be ${reels} reels x ${rows} rows`);
    }
    const cells = new Uint8Array(cellsN);
    grid.forEach((col, r) => col.forEach((id, row) => (cells[r * rows + row] = idx(id))));
    return cells;
  }

  const spinCells = new Uint8Array(cellsN);
  const spinTops = new Int32Array(reels);

  /** The full spin from stops already placed in spinTops. */
  function spinFromTops(stops: number[], free: boolean, multiplier: number, unit: number): SpinResult {
    const strips = free ? fsStrips : baseStrips;
    const cells = spinCells;
    fill(cells, spinTops, strips);
    const grid = toGrid(cells);
    const wins: SlotWin[] = [];
    const scatters = countScatters(cells);
    const freeSpinsAwarded = (free ? retrigger : fsAward)[scatters] ?? 0;
    const cascades: CascadeStep[] = [];
    let units = evalCells(cells, multiplier * (isCascade ? stepMultiplier(0) : 1), wins, unit, isCascade);
    if (isCascade && units > 0 && hasMarks()) {
      for (let step = 1; ; step++) {
        if (step > MAX_CASCADES) throw new Error(`${def.id}: cascade limit`);
        tumble(cells, spinTops, strips);
        const m = multiplier * stepMultiplier(step);
        const stepWins: SlotWin[] = [];
        const u = evalCells(cells, m, stepWins, unit, true);
        cascades.push({ grid: toGrid(cells), wins: stepWins, multiplier: m, win: u * unit });
        units += u;
        if (u === 0 || !hasMarks()) break;
      }
    }
    marks.fill(0);
    return {
      free,
      stops,
      grid,
      wins,
      cascades,
      multiplier,
      scatters,
      freeSpinsAwarded,
      win: units * unit,
    };
  }

  function checkStops(stops: readonly number[], free: boolean): number[] {
    const strips = free ? fsStrips : baseStrips;
    if (stops.length !== reels) throw new RangeError(`${def.id}: ${reels} stops expected`);
    return stops.map((s, r) => {
      const len = strips[r]!.length;
      if (!Number.isInteger(s) || s < 0 || s >= len)
        throw new RangeError(`${def.id}: stop ${s} out of range`);
      spinTops[r] = s;
      return s;
    });
  }

  function spin(rng: RandomSource, free: boolean, multiplier: number, unit: number): SpinResult {
    const strips = free ? fsStrips : baseStrips;
    const stops: number[] = new Array(reels);
    for (let r = 0; r < reels; r++) {
      const s = Math.floor(rng.next() * strips[r]!.length);
      stops[r] = s;
      spinTops[r] = s;
    }
    return spinFromTops(stops, free, multiplier, unit);
  }

  const betSet = new Set(def.betLevels);

  const game: SlotGame & { math: SlotMath } = {
    ...def,
    kind: 'slot',
    waysOrLines: isLines ? lines.length : rows ** reels,
    math,
    evaluate(grid, options = {}) {
      const cells = fromGrid(grid);
      const wins: SlotWin[] = [];
      const units = evalCells(cells, options.multiplier ?? 1, wins, options.unit ?? 1, false);
      marks.fill(0);
      const scatters = countScatters(cells);
      return { wins, units, scatters, freeSpins: (options.freeSpin ? retrigger : fsAward)[scatters] ?? 0 };
    },
    gridAt(stops, freeSpin = false) {
      checkStops(stops, freeSpin);
      const cells = new Uint8Array(cellsN);
      fill(cells, spinTops, freeSpin ? fsStrips : baseStrips);
      return toGrid(cells);
    },
    spinAt(stops, options = {}) {
      const free = options.freeSpin ?? false;
      const s = checkStops(stops, free);
      return spinFromTops(s, free, options.multiplier ?? 1, options.unit ?? 1);
    },
    play(rng, bet) {
      if (!betSet.has(bet)) throw new RangeError(`${def.id}: bet ${bet} is not an allowed bet level`);
      const unit = bet / def.unitsPerBet;
      const first = spin(rng, false, 1, unit);
      const spins = [first];
      let total = first.win;
      let awarded = first.freeSpinsAwarded;
      let remaining = awarded;
      let cascadeSteps = first.cascades.length;
      while (remaining > 0) {
        remaining--;
        const s = spin(rng, true, fsMultiplier, unit);
        spins.push(s);
        total += s.win;
        cascadeSteps += s.cascades.length;
        if (s.freeSpinsAwarded > 0) {
          awarded += s.freeSpinsAwarded;
          remaining += s.freeSpinsAwarded;
        }
      }
      return {
        gameId: def.id,
        bet,
        unit,
        spins,
        freeSpinsAwarded: awarded,
        freeSpinsPlayed: spins.length - 1,
        cascadeSteps,
        totalWin: Math.floor(total),
        floatsUsed: spins.length * reels,
      };
    },
  };
  return game;
}

/** Parses a window written as rows (top first), symbols separated by spaces: ['A K Q J T', ...]. */
export function gridFromRows(rows: string[]): Grid {
  const cells = rows.map((r) => r.trim().split(/\s+/));
  const reels = cells[0]?.length ?? 0;
  if (cells.some((r) => r.length !== reels)) throw new RangeError('ragged grid');
  return Array.from({ length: reels }, (_, reel) => cells.map((r) => r[reel]!));
}
