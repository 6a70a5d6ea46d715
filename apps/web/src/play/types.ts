/**
 * Shapes of the in-house game server's replies (apps/server/src/modules/house), mirrored from
 * packages/games. The browser never imports packages/games itself: its RNG and verifier use
 * node:crypto, and the slot modules carry the reel strips.
 */
export type PlayMode = 'real' | 'demo';
export type Volatility = 'low' | 'medium' | 'high';

export interface Seeds {
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  next_server_seed_hash: string | null;
}

export interface SlotSymbol {
  id: string;
  name: string;
  kind: 'regular' | 'wild' | 'scatter';
  /** Path relative to packages/games/, e.g. art/symbols/lale-bahcesi/lale.svg. */
  art: string;
}

export type Grid = string[][];

export interface SlotWin {
  type: 'line' | 'ways' | 'scatter';
  line: number;
  symbol: string;
  count: number;
  ways: number;
  pay: number;
  multiplier: number;
  units: number;
  win: number;
}

export interface CascadeStep {
  grid: Grid;
  wins: SlotWin[];
  multiplier: number;
  win: number;
}

export interface SpinResult {
  free: boolean;
  stops: number[];
  grid: Grid;
  wins: SlotWin[];
  cascades: CascadeStep[];
  multiplier: number;
  scatters: number;
  freeSpinsAwarded: number;
  win: number;
}

export interface SlotRound {
  gameId: string;
  bet: number;
  unit: number;
  spins: SpinResult[];
  freeSpinsAwarded: number;
  freeSpinsPlayed: number;
  cascadeSteps: number;
  totalWin: number;
  floatsUsed: number;
}

export interface ScatterRule {
  symbol: string;
  pays: Record<string, number>;
  freeSpins: Record<string, number>;
  retrigger: Record<string, number>;
  freeSpinMultiplier: number;
}

/** A slot's SlotDefinition without its reel strips. */
export interface SlotDefinition {
  id: string;
  name: string;
  mechanic: 'paylines' | 'ways' | 'cascade';
  features: string[];
  volatility: Volatility;
  rtp: number;
  reels: number;
  rows: number;
  symbols: SlotSymbol[];
  paytable: Record<string, Record<string, number>>;
  lines?: number[][];
  unitsPerBet: number;
  scatter?: ScatterRule;
  cascadeMultipliers?: number[];
  betLevels: number[];
  waysOrLines?: number;
}

export interface TableInfo {
  kind: 'rng-table';
  label: string;
  id: string;
  name: string;
  rtp: number;
  rtpByBet: Record<string, number>;
  limits: { minBet: number; maxBet: number; step: number };
}

/** GET /api/house/game: the catalogue entry plus the definition. */
export interface GameInfo {
  id: string;
  name: string;
  type: 'slot' | 'table';
  mechanic: string;
  features: string[];
  layout: string;
  rtp: number;
  rtp_by_bet: Record<string, number> | null;
  volatility: Volatility;
  min_bet: number;
  max_bet: number;
  bet_levels: number[] | null;
  description: string;
  provider: string;
  label: string | null;
  definition: SlotDefinition | TableInfo | null;
}

export type RouletteBetType =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'line'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

export interface RouletteBet {
  type: RouletteBetType;
  numbers?: number[];
  target?: number;
  amount: number;
}

export interface RouletteRound {
  gameId: 'avrupa-ruleti';
  number: number;
  color: 'green' | 'red' | 'black';
  bets: (RouletteBet & { covered: number[]; win: number })[];
  totalBet: number;
  totalWin: number;
  floatsUsed: number;
}

export interface BaccaratBets {
  player: number;
  banker: number;
  tie: number;
}

export interface BaccaratRound {
  gameId: 'baccarat';
  player: number[];
  banker: number[];
  playerCards: string[];
  bankerCards: string[];
  playerTotal: number;
  bankerTotal: number;
  natural: boolean;
  winner: 'player' | 'banker' | 'tie';
  bets: BaccaratBets;
  wins: BaccaratBets;
  totalBet: number;
  totalWin: number;
  floatsUsed: number;
}

export type BlackjackAction = 'hit' | 'stand' | 'double';
export type BlackjackOutcome = 'blackjack' | 'win' | 'push' | 'lose';

/** What the player sees of a blackjack hand ('??' is the dealer's hidden hole card). */
export interface BlackjackView {
  bet: number;
  playerCards: string[];
  dealerCards: string[];
  playerTotal: number;
  playerSoft: boolean;
  dealerTotal: number | null;
  finished: boolean;
  outcome: BlackjackOutcome | null;
  totalBet: number;
  totalWin: number;
  legalActions: BlackjackAction[];
}

/** The full blackjack state the verifier returns (cards as numbers 0..51). */
export interface BlackjackState {
  gameId: 'blackjack';
  bet: number;
  player: number[];
  dealer: number[];
  floatsUsed: number;
  doubled: boolean;
  actions: BlackjackAction[];
  finished: boolean;
  outcome: BlackjackOutcome | null;
  totalBet: number;
  totalWin: number;
}

export type RoundOutcome = SlotRound | RouletteRound | BaccaratRound | BlackjackView | BlackjackState;

export interface HistoryItem {
  round_id: string;
  nonce: number;
  total_bet: number;
  total_win: number;
  status: 'settled' | 'in_progress' | 'refunded' | 'void' | 'placing';
  created_at: string;
  outcome: RoundOutcome | null;
  /** Hash of the seed pair the round used (sent by newer servers; kept locally for this page's rounds). */
  server_seed_hash?: string;
  /** What the round needs besides its seeds (blackjack actions). */
  input?: { bet?: number; bets?: unknown; actions?: BlackjackAction[] };
}

export interface HouseState {
  success: true;
  mode: PlayMode;
  game: { slug: string; name: string; type: 'slot' | 'table' };
  balance: number;
  seeds: Seeds;
  resumed_rounds: number;
  active_hand: { round_id: string; view: BlackjackView } | null;
  history: HistoryItem[];
}

export interface PlayReply<O = RoundOutcome> {
  success: true;
  round_id: string;
  nonce: number;
  outcome: O;
  total_bet: number;
  total_win: number;
  balance: number;
  seeds: Seeds;
}

export interface BlackjackReply {
  success: true;
  round_id: string;
  nonce: number;
  view: BlackjackView;
  balance: number;
}

export interface RevealedSeed {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  rounds_played: number;
}

export interface SeedsReply {
  success: true;
  revealed: RevealedSeed;
  seeds: Seeds;
}
