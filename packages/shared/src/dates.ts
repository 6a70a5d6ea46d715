/** Turkish date formats, always in Istanbul time. */
const dateTime = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Istanbul',
});
const timeOnly = new Intl.DateTimeFormat('tr-TR', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Istanbul',
});
const dateOnly = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Istanbul',
});

/** `05.01.2024 12:07` */
export function formatDateTimeTr(value: string | Date): string {
  return dateTime.format(new Date(value));
}

/** `12:07:31` */
export function formatTimeTr(value: string | Date): string {
  return timeOnly.format(new Date(value));
}

/** `5 Ocak 2024` */
export function formatDateTr(value: string | Date): string {
  return dateOnly.format(new Date(value));
}

/** Birth year choices: 100 years, the newest 18 years before the current year (adults only). */
export function birthYears(now: Date = new Date()): number[] {
  const newest = now.getFullYear() - 18;
  return Array.from({ length: 100 }, (_, i) => newest - i);
}

/** Whole years between a birth date and `now`. */
export function ageOn(birth: { year: number; month: number; day: number }, now: Date = new Date()): number {
  let age = now.getFullYear() - birth.year;
  const m = now.getMonth() + 1;
  if (m < birth.month || (m === birth.month && now.getDate() < birth.day)) age -= 1;
  return age;
}

/** True when year/month/day name a real calendar day. */
export function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}
