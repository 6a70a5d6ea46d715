/**
 * What the page computes from the round it last heard of, between two states: the server's clock
 * (the offset measured at each state), the multiplier of the curve at that clock, and whether the
 * page has gone too long without a state to keep drawing (it stops guessing ~2 s past the last one).
 * Multipliers on the wire are numbers with two decimals (1.57); the curve's maths works in integer
 * hundredths (157).
 */
import { multiplierAt } from '@app/games/crash/crash.ts';
import type { CrashPhase, CrashRound } from '@app/shared/api/crash.ts';

/** Past the last state heard while flying, the page draws on for this long, then says it is behind. */
export const BEHIND_AFTER_MS = 2000;

/** Hundredths from a multiplier on the wire (1.57 -> 157), rounded through the two decimals. */
export function toHundredths(multiplier: number): number {
  return Math.round(multiplier * 100);
}

/** `1,57x`: two decimals, a decimal comma. */
export function formatMultiplier(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  return `${whole.toLocaleString('tr-TR')},${String(hundredths % 100).padStart(2, '0')}x`;
}

/** The server's clock minus the browser's, measured when a state arrives (`server_time`). */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** What the loop shows at one instant. */
export interface FlightFrame {
  phase: CrashPhase;
  /** Betting: milliseconds until take-off (0 when due). */
  countdownMs: number;
  /** Flying: milliseconds since take-off as drawn; crashed: the flight's length. */
  elapsedMs: number;
  /** The multiplier shown, hundredths. */
  multiplier: number;
  /** Flying, and no state heard for longer than BEHIND_AFTER_MS: the curve is held. */
  behind: boolean;
}

/**
 * The frame at browser time `now`: the round as last heard (at `heardAt`, browser time), the
 * server's clock at `now + offset`. While flying, the curve goes on from the last state for at
 * most BEHIND_AFTER_MS; then it is held there and the frame is `behind`. A crashed round shows
 * its crash point.
 */
export function frameAt(round: CrashRound, offset: number, heardAt: number, now: number): FlightFrame {
  const startsAt = Date.parse(round.starts_at);
  const serverNow = now + offset;
  if (round.phase === 'betting') {
    return {
      phase: 'betting',
      countdownMs: Math.max(0, startsAt - serverNow),
      elapsedMs: 0,
      multiplier: 100,
      behind: false,
    };
  }
  if (round.phase === 'crashed') {
    const crashedAt = round.crashed_at ? Date.parse(round.crashed_at) : startsAt;
    const cp = round.crash_point === null ? 100 : toHundredths(round.crash_point);
    return {
      phase: 'crashed',
      countdownMs: 0,
      elapsedMs: Math.max(0, crashedAt - startsAt),
      multiplier: cp,
      behind: false,
    };
  }
  const behind = now - heardAt > BEHIND_AFTER_MS;
  const drawnAt = behind ? heardAt + BEHIND_AFTER_MS : now;
  const elapsedMs = Math.max(0, drawnAt + offset - startsAt);
  // Never below what the server said when it was read.
  const heard = round.multiplier === null ? 100 : toHundredths(round.multiplier);
  return {
    phase: 'flying',
    countdownMs: 0,
    elapsedMs,
    multiplier: Math.max(heard, multiplierAt(elapsedMs)),
    behind,
  };
}

/** A crash point chip's colour: red under 2x, purple under 10x, gold from 10x. */
export function chipTone(crashPoint: number): 'low' | 'mid' | 'high' {
  if (crashPoint < 2) return 'low';
  if (crashPoint < 10) return 'mid';
  return 'high';
}

/** `3,2` seconds (one decimal) of a countdown. */
export function formatSeconds(ms: number): string {
  return (Math.ceil(ms / 100) / 10).toLocaleString('tr-TR', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}
