/** Case folding for Turkish text: 'İSTANBUL' and 'istanbul' match, 'I' folds to 'ı'. */
export function foldTr(value: string): string {
  return value.toLocaleLowerCase('tr-TR');
}

export function includesTr(haystack: string, needle: string): boolean {
  return foldTr(haystack).includes(foldTr(needle));
}

const TR_PLAIN: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/**
 * A person's name as names are compared: Turkish case folding ('I' -> 'ı', 'İ' -> 'i'), then the
 * letters without their marks ('Şahin', 'SAHIN' and 'şahin' match), any other mark dropped,
 * punctuation and runs of spaces as one space.
 */
export function nameKey(value: string): string {
  return foldTr(value)
    .replace(/[çğıöşüâîû]/g, (c) => TR_PLAIN[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether an account holder's name is the player's legal name (first names, then last name). */
export function sameLegalName(holder: string, firstName: string, lastName: string): boolean {
  return nameKey(holder) === nameKey(`${firstName} ${lastName}`);
}

/**
 * A username as others may see it (the crash game's bets, an affiliate's players and statement
 * lines): its first two letters (whole characters, never half of one), then stars.
 */
export function maskUsername(username: string): string {
  return `${Array.from(username).slice(0, 2).join('')}***`;
}

/** The months in Turkish, January first (the registration form's birth date, month labels). */
export const TR_MONTHS: readonly string[] = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];

/** A `YYYY-MM` month as people read it: `2026-11` -> `Kasım 2026`. */
export function monthName(ym: string): string {
  return `${TR_MONTHS[Number(ym.slice(5, 7)) - 1] ?? ym.slice(5, 7)} ${ym.slice(0, 4)}`;
}
