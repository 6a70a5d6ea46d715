/** Pure helpers over a slot round: the steps to show and the cells each win covers. */
import { gameTexts } from '@/lib/game-texts.ts';
import type { Grid, SlotDefinition, SlotRound, SlotSymbol, SlotWin } from '@/lib/game-types.ts';

export interface SlotStep {
  spinIndex: number;
  free: boolean;
  /** 0 for the spin's first window, i for its i-th cascade. */
  cascade: number;
  grid: Grid;
  wins: SlotWin[];
  multiplier: number;
  win: number;
  freeSpinsAwarded: number;
  label: string;
}

/** Every window of a round in play order: the paid spin, its cascades, then each free spin and its cascades. */
export function roundSteps(round: SlotRound): SlotStep[] {
  const steps: SlotStep[] = [];
  const frees = round.spins.length - 1;
  round.spins.forEach((spin, i) => {
    const base = i === 0 ? gameTexts.paidSpin : gameTexts.freeSpin(i, frees);
    steps.push({
      spinIndex: i,
      free: spin.free,
      cascade: 0,
      grid: spin.grid,
      wins: spin.wins,
      multiplier: spin.multiplier,
      win: spin.wins.reduce((s, w) => s + w.win, 0),
      freeSpinsAwarded: spin.freeSpinsAwarded,
      label: base,
    });
    spin.cascades.forEach((c, j) => {
      steps.push({
        spinIndex: i,
        free: spin.free,
        cascade: j + 1,
        grid: c.grid,
        wins: c.wins,
        multiplier: c.multiplier,
        win: c.win,
        freeSpinsAwarded: 0,
        label: `${base} · ${gameTexts.cascade(j + 1)}`,
      });
    });
  });
  return steps;
}

export const cellKey = (reel: number, row: number): string => `${reel}:${row}`;

/** The cells (reel:row) that make up the given wins on `grid`. */
export function winCells(
  def: Pick<SlotDefinition, 'lines' | 'symbols'>,
  grid: Grid,
  wins: SlotWin[],
): Set<string> {
  const cells = new Set<string>();
  const wilds = new Set(def.symbols.filter((s) => s.kind === 'wild').map((s) => s.id));
  for (const w of wins) {
    if (w.type === 'line') {
      const line = def.lines?.[w.line];
      if (!line) continue;
      for (let r = 0; r < w.count && r < line.length; r++) cells.add(cellKey(r, line[r]!));
    } else if (w.type === 'ways') {
      for (let r = 0; r < w.count && r < grid.length; r++) {
        grid[r]!.forEach((s, row) => {
          if (s === w.symbol || wilds.has(s)) cells.add(cellKey(r, row));
        });
      }
    } else {
      grid.forEach((reel, r) =>
        reel.forEach((s, row) => {
          if (s === w.symbol) cells.add(cellKey(r, row));
        }),
      );
    }
  }
  return cells;
}

export function symbolOf(def: Pick<SlotDefinition, 'symbols'>, id: string): SlotSymbol | undefined {
  return def.symbols.find((s) => s.id === id);
}

/** 'Hat 3: 4 × Lale' / '3 makara Lale · 9 yol' / '3 × Dolunay (dağınık)' (+ multiplier). */
export function describeWin(def: Pick<SlotDefinition, 'symbols'>, w: SlotWin): string {
  const name = symbolOf(def, w.symbol)?.name ?? w.symbol;
  const text =
    w.type === 'line'
      ? gameTexts.lineWin(w.line + 1, w.count, name)
      : w.type === 'ways'
        ? gameTexts.waysWin(w.count, name, w.ways)
        : gameTexts.scatterWin(w.count, name);
  return w.multiplier > 1 ? `${text} · x${w.multiplier}` : text;
}
