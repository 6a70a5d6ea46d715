import { describe, expect, it } from 'vitest';
import { multiplierAt } from '@app/games/crash/crash.ts';
import type { CrashRound } from '@app/shared/api/crash.ts';
import { settleDemoBet } from './demo.ts';
import { BEHIND_AFTER_MS, chipTone, formatMultiplier, frameAt } from './flight.ts';

const T0 = Date.parse('2026-01-01T12:00:00.000Z');
const round = (phase: CrashRound['phase'], extra: Partial<CrashRound> = {}): CrashRound => ({
  id: 1,
  number: 1,
  phase,
  starts_at: new Date(T0).toISOString(),
  multiplier: phase === 'flying' ? 1 : null,
  crash_point: null,
  hash: null,
  previous_hash: 'a'.repeat(64),
  crashed_at: null,
  ...extra,
});

describe('frameAt', () => {
  it("counts down to take-off on the server's clock", () => {
    // The browser's clock is 3 s behind the server's.
    expect(frameAt(round('betting'), 3000, T0 - 9000, T0 - 5000).countdownMs).toBe(2000);
    expect(frameAt(round('betting'), 0, T0, T0 + 100).countdownMs).toBe(0);
  });

  it('draws the curve from starts_at, and holds it BEHIND_AFTER_MS after the last state', () => {
    const heardAt = T0 + 4000;
    const live = frameAt(round('flying'), 0, heardAt, T0 + 5000);
    expect(live).toMatchObject({ behind: false, elapsedMs: 5000, multiplier: multiplierAt(5000) });
    const late = frameAt(round('flying'), 0, heardAt, heardAt + BEHIND_AFTER_MS + 1);
    expect(late).toMatchObject({
      behind: true,
      elapsedMs: 4000 + BEHIND_AFTER_MS,
      multiplier: multiplierAt(4000 + BEHIND_AFTER_MS),
    });
    expect(frameAt(round('flying'), 0, heardAt, heardAt + 60_000).multiplier).toBe(late.multiplier);
  });

  it("never shows less than the server's multiplier, and shows the crash point once crashed", () => {
    expect(frameAt(round('flying', { multiplier: 1.5 }), -10_000, T0, T0 + 1000).multiplier).toBe(150);
    const crashed = round('crashed', { crash_point: 2.47, crashed_at: new Date(T0 + 15_000).toISOString() });
    expect(frameAt(crashed, 0, T0, T0 + 99_000)).toMatchObject({
      phase: 'crashed',
      multiplier: 247,
      elapsedMs: 15_000,
    });
  });
});

describe('formats', () => {
  it('writes multipliers with a decimal comma and colours the chips by size', () => {
    expect(formatMultiplier(157)).toBe('1,57x');
    expect(formatMultiplier(100)).toBe('1,00x');
    expect(formatMultiplier(123456)).toBe('1.234,56x');
    expect([chipTone(1), chipTone(1.99), chipTone(2), chipTone(9.99), chipTone(10)]).toEqual([
      'low',
      'low',
      'mid',
      'mid',
      'high',
    ]);
  });
});

describe('settleDemoBet', () => {
  const bet = { roundId: 1, stake: 1000, auto: null, clickedAt: null };
  it('wins stake x the multiplier clicked when the crash point is at or above it', () => {
    expect(settleDemoBet({ ...bet, clickedAt: 150 }, 150)).toEqual({ at: 150, win: 1500 });
    expect(settleDemoBet({ ...bet, clickedAt: 151 }, 150)).toEqual({ at: null, win: 0 });
  });
  it('takes the earlier of the click and the auto target; nothing wins at a 1.00x crash; no cash-out loses', () => {
    expect(settleDemoBet({ ...bet, clickedAt: 300, auto: 200 }, 500)).toEqual({ at: 200, win: 2000 });
    expect(settleDemoBet({ ...bet, auto: 101 }, 100)).toEqual({ at: null, win: 0 });
    expect(settleDemoBet(bet, 10_000)).toEqual({ at: null, win: 0 });
  });
  it("is cashed out at the round's cap, as every bet, when the flight reaches it first", () => {
    expect(settleDemoBet(bet, 10_000, 5_000)).toEqual({ at: 5_000, win: 50_000 });
    expect(settleDemoBet({ ...bet, clickedAt: 300 }, 10_000, 5_000)).toEqual({ at: 300, win: 3000 });
    expect(settleDemoBet(bet, 4_000, 5_000)).toEqual({ at: null, win: 0 });
  });
});
