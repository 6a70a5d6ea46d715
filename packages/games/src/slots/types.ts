import type { RandomSource } from '../rng.ts';

export type Volatility = 'low' | 'medium' | 'high';
export type SlotMechanic = 'paylines' | 'ways' | 'cascade';
export type SlotFeature = 'wild' | 'scatter' | 'free-spins' | 'multiplier' | 'cascade';

export interface SlotSymbol {
  /** One character: the symbol's code in reel strips, grids and wins. */
  id: string;
  /** Turkish display name. */
  name: string;
  kind: 'regular' | 'wild' | 'scatter';
  /** SVG path relative to packages/games/ (e.g. art/symbols/lale.svg). */
  art: string;
}

/** A visible window: grid[reel][row], row 0 at the top; each cell a symbol id. */
export type Grid = string[][];

export interface SlotWin {
  type: 'line' | 'ways' | 'scatter';
  /** Payline index (0-based) for line wins; -1 otherwise. */
  line: number;
  symbol: string;
  /** Reels covered from the left (line/ways) or number of scatters. */
  count: number;
  /** Number of ways (1 for line and scatter wins). */
  ways: number;
  /** Paytable value in bet units (unit = bet / units per bet). */
  pay: number;
  /** Feature multiplier applied (free-spin or cascade multiplier; 1 otherwise). */
  multiplier: number;
  /** pay x ways x multiplier. */
  units: number;
  /** units x unit value in kuruş. */
  win: number;
}

export interface Evaluation {
  wins: SlotWin[];
  /** Sum of the wins in bet units. */
  units: number;
  scatters: number;
  /** Free spins this window awards (scatter trigger or retrigger). */
  freeSpins: number;
}

export interface CascadeStep {
  /** The window after the winning symbols were removed and new ones dropped in. */
  grid: Grid;
  wins: SlotWin[];
  multiplier: number;
  win: number;
}

export interface SpinResult {
  free: boolean;
  /** Stop index of each reel (the strip position shown in the top row). */
  stops: number[];
  grid: Grid;
  wins: SlotWin[];
  /** Cascade steps after the first window (cascade titles only). */
  cascades: CascadeStep[];
  multiplier: number;
  scatters: number;
  freeSpinsAwarded: number;
  /** Total of this spin including its cascades, kuruş. */
  win: number;
}

export interface SlotRound {
  gameId: string;
  bet: number;
  /** Kuruş value of one bet unit (bet / units per bet). */
  unit: number;
  /** spins[0] is the paid spin; the rest are the free spins it led to. */
  spins: SpinResult[];
  freeSpinsAwarded: number;
  freeSpinsPlayed: number;
  cascadeSteps: number;
  /** Integer kuruş, rounded down. */
  totalWin: number;
  /** Floats of the round's random stream used. */
  floatsUsed: number;
}

export interface ScatterRule {
  symbol: string;
  /** Pays by scatter count anywhere on the window, in multiples of the TOTAL bet. */
  pays: Record<number, number>;
  /** Free spins awarded by scatter count in the paid spin. */
  freeSpins: Record<number, number>;
  /** Free spins added by scatter count during free spins (empty: no retrigger). */
  retrigger: Record<number, number>;
  /** Multiplier on every win during free spins. */
  freeSpinMultiplier: number;
}

export interface SlotDefinition {
  id: string;
  name: string;
  mechanic: SlotMechanic;
  features: SlotFeature[];
  volatility: Volatility;
  /** Declared RTP in percent (the exact or long-simulated return of these maths). */
  rtp: number;
  reels: number;
  rows: number;
  symbols: SlotSymbol[];
  /** Base-game reel strips, one string of symbol ids per reel (read top to bottom, wrapping). */
  strips: string[];
  /** Free-spin reel strips (defaults to the base strips). */
  freeSpinStrips?: string[];
  /** Paytable: symbol id -> pay by count of reels, in bet units (line bet for paylines). */
  paytable: Record<string, Record<number, number>>;
  /** Paylines: row index per reel. Paylines mechanic only. */
  lines?: number[][];
  /** Bet units per bet: the number of lines for paylines, the coin count for ways/cascade. */
  unitsPerBet: number;
  scatter?: ScatterRule;
  /** Cascade titles: multiplier of cascade step i (the last value repeats). */
  cascadeMultipliers?: number[];
  /** Allowed bets in kuruş; each a multiple of unitsPerBet. */
  betLevels: number[];
}

export interface SlotGame extends SlotDefinition {
  kind: 'slot';
  /** Number of ways (reels^rows product) for ways/cascade titles; lines count for paylines. */
  waysOrLines: number;
  /** Pure evaluation of one window (no cascades): wins, scatter count, free spins awarded. */
  evaluate(grid: Grid, options?: { multiplier?: number; unit?: number; freeSpin?: boolean }): Evaluation;
  /** The window shown at the given stops. */
  gridAt(stops: readonly number[], freeSpin?: boolean): Grid;
  /** One spin from known stops, including its cascades (deterministic). */
  spinAt(
    stops: readonly number[],
    options?: { freeSpin?: boolean; multiplier?: number; unit?: number },
  ): SpinResult;
  /** One paid round: the spin, its cascades and any free spins it triggers. */
  play(rng: RandomSource, bet: number): SlotRound;
}

/**
 * A slot's definition as the game server sends it to the client (GET /api/house/game): no reel strips,
 * no code (the server sends `kind` and `waysOrLines` too; a client needs neither).
 */
export type PublicSlotDefinition = Omit<SlotDefinition, 'strips' | 'freeSpinStrips'> &
  Partial<Pick<SlotGame, 'kind' | 'waysOrLines'>>;
