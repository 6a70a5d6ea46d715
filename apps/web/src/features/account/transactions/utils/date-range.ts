import { transactionTexts } from '../texts.ts';

export interface DateRange {
  /** YYYY-MM-DD */
  from: string;
  /** YYYY-MM-DD */
  to: string;
}

const istanbulDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Istanbul as YYYY-MM-DD: the server's day too. */
export function istanbulToday(now: Date = new Date()): string {
  return istanbulDay.format(now);
}

export function todayRange(now: Date = new Date()): DateRange {
  const today = istanbulToday(now);
  return { from: today, to: today };
}

/**
 * Why a custom range cannot be used, or null: both days are needed, the end is not before the
 * start, and neither is after today.
 */
export function rangeProblem(range: { from: string; to: string }, today: string): string | null {
  const t = transactionTexts;
  if (!range.from || !range.to) return t.rangeMissing;
  if (range.to < range.from) return t.rangeReversed;
  if (range.from > today || range.to > today) return t.rangeFuture;
  return null;
}
