import type { FreeSpins, GameInfo, HistoryItem, PlayReply, RoundOutcome, Seeds } from '@/lib/game-types.ts';

/** What the play shell hands to each game view. */
export interface GameContext {
  token: string;
  slug: string;
  game: GameInfo;
  balance: number;
  seeds: Seeds | null;
  busy: boolean;
  reducedMotion: boolean;
  history: HistoryItem[];
  /** A free-spins bonus on this slot; while spins are left the stake is its own. */
  freeSpins: FreeSpins | null;
  setFreeSpins(freeSpins: FreeSpins | null): void;
  setBusy(busy: boolean): void;
  /** Shows this balance now (the bet taken, the win not revealed yet). */
  showBalance(kurus: number): void;
  setSeeds(seeds: Seeds): void;
  /** Adds a round to the history or replaces it (same round id). */
  record(item: HistoryItem): void;
  /** The round's result is on screen: the final balance and the last win. */
  settle(balance: number, win: number): void;
  /** Shows the server's Turkish message (or a connection error) in the alert region. */
  fail(error: unknown): void;
  alert(text: string): void;
  clearAlert(): void;
}

/** A round the server has just settled, as the history keeps it: the seed hash it used and what was bet. */
export function settledRound<O extends RoundOutcome>(
  reply: PlayReply<O>,
  serverSeedHash: string,
  input: HistoryItem['input'],
): HistoryItem {
  return {
    round_id: reply.round_id,
    nonce: reply.nonce,
    total_bet: reply.total_bet,
    total_win: reply.total_win,
    status: 'settled',
    created_at: new Date().toISOString(),
    outcome: reply.outcome,
    server_seed_hash: serverSeedHash,
    input,
  };
}

/**
 * The free spins after a round: the reply's figure when it sends one; else one less after a free
 * round (a server that flags the round without the count); else unchanged.
 */
export function freeSpinsAfter(
  current: FreeSpins | null,
  reply: { free_round?: boolean; free_spins?: FreeSpins | null },
): FreeSpins | null {
  if (reply.free_spins !== undefined) return reply.free_spins;
  if (reply.free_round && current) return { ...current, left: Math.max(0, current.left - 1) };
  return current;
}
