import { istanbulDay } from '@/backoffice/ui/period-form.tsx';

/** This month so far, in Istanbul days: its first day to today. */
export function thisMonth(now = new Date()): { from: string; to: string } {
  const to = istanbulDay(now);
  return { from: `${to.slice(0, 8)}01`, to };
}

/** The last `days` days to today. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  return { from: istanbulDay(new Date(now.getTime() - (days - 1) * 86_400_000)), to: istanbulDay(now) };
}

/** `2026-11-05` -> `05.11`, a chart's or a table's day. */
export const shortDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
/** `2026-11-05` -> `05.11.2026`. */
export const day = (iso: string | null) =>
  iso ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : '—';
