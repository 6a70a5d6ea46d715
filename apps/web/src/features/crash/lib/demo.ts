/**
 * Demo mode: play money kept in this browser (localStorage), bets placed against the same public
 * round, no server call. A demo bet is settled when the round's crash point is revealed: a cash-out
 * clicked at multiplier m (or an auto cash-out at m) wins stake x m when the crash point is at or
 * above m (a round that crashes at 1.00x wins nothing), by the curve's own rule (autoCashoutWins);
 * as every bet, it is cashed out at the round's cap when the flight reaches it first.
 * Amounts are integer kuruş.
 */
import { autoCashoutWins, winFor } from '@app/games/crash/crash.ts';
import { readStorage, writeStorage } from '@/lib/storage.ts';

export const DEMO_BALANCE_KEY = 'zeplin_demo_balance';
/** A new demo wallet, and a refill: 1.000 ₺ of play money. */
export const DEMO_START_KURUS = 100_000;
/** Demo bets' limits when the server's are not known yet (kuruş). */
export const DEMO_LIMITS = { min: 100, max: 100_000 };

export function readDemoBalance(): number {
  const raw = readStorage(DEMO_BALANCE_KEY);
  const n = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n >= 0 ? n : DEMO_START_KURUS;
}

export function writeDemoBalance(kurus: number): void {
  writeStorage(DEMO_BALANCE_KEY, String(kurus));
}

/** A demo bet on one round. */
export interface DemoBet {
  roundId: number;
  stake: number;
  /** The auto cash-out target, hundredths, or null. */
  auto: number | null;
  /** The multiplier on screen when the player clicked "Çıkış Yap", hundredths. */
  clickedAt: number | null;
}

/** The multiplier a demo bet cashed out at (hundredths) and its win (kuruş): 0 and null when it lost. */
export function settleDemoBet(
  bet: DemoBet,
  crashPoint: number,
  /** The round's cap (hundredths), where every bet still flying is cashed out; null without one. */
  cap: number | null = null,
): { at: number | null; win: number } {
  const targets = [bet.clickedAt, bet.auto, cap].filter((m): m is number => m !== null);
  // The earlier of the click and the auto target is the one that happened first in the flight.
  const at = targets.length ? Math.min(...targets) : null;
  if (at === null || !autoCashoutWins(at, crashPoint)) return { at: null, win: 0 };
  return { at, win: winFor(bet.stake, at) };
}
