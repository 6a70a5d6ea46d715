/** What every RNG table game declares. */
export const RNG_TABLE_LABEL = 'RNG Masa Oyunu';

export interface TableLimits {
  /** Smallest single bet, kuruş. */
  minBet: number;
  /** Largest single bet, kuruş. */
  maxBet: number;
  /** Bets must be multiples of this (kuruş): whole lira, so every payout is whole kuruş. */
  step: number;
}

export interface TableGameInfo {
  kind: 'rng-table';
  /** Shown in the live casino lobby: these tables are dealt by the RNG, not by a live dealer. */
  label: typeof RNG_TABLE_LABEL;
  id: string;
  name: string;
  /** Declared RTP in percent (the best bet / the documented strategy). */
  rtp: number;
  /** Declared RTP per bet type, percent. */
  rtpByBet: Record<string, number>;
  limits: TableLimits;
}

export const TABLE_LIMITS: TableLimits = { minBet: 100, maxBet: 1_000_000, step: 100 };

export function checkAmount(amount: number, limits: TableLimits, what = 'bet'): void {
  if (
    !Number.isSafeInteger(amount) ||
    amount < limits.minBet ||
    amount > limits.maxBet ||
    amount % limits.step !== 0
  ) {
    throw new RangeError(
      `${what}: amount must be a multiple of ${limits.step} kuruş between ${limits.minBet} and ${limits.maxBet}`,
    );
  }
}
