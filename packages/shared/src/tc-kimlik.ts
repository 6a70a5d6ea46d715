/** Turkish national ID (TC Kimlik No) rules, with the exact texts of the registration form. */
export const TC_LENGTH = 11;

export const tcMessages = {
  startsWithZero: 'TC Kimlik No 0 ile başlayamaz',
  notDigits: 'TC Kimlik No sadece rakamlardan oluşmalıdır',
  invalid: 'Geçersiz TC Kimlik No',
} as const;

/**
 * The live error for the ID field: null while fewer than 11 characters are typed (the form
 * validates only once it has 11) and for a valid number.
 */
export function tcKimlikError(value: string): string | null {
  if (value.length < TC_LENGTH) return null;
  if (value.startsWith('0')) return tcMessages.startsWithZero;
  if (!/^\d+$/.test(value)) return tcMessages.notDigits;
  if (value.length !== TC_LENGTH) return tcMessages.invalid;
  const d = [...value].map(Number) as number[];
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  if (d10 !== d[9]) return tcMessages.invalid;
  const d11 = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  if (d11 !== d[10]) return tcMessages.invalid;
  return null;
}

export function isValidTcKimlik(value: string): boolean {
  return value.length === TC_LENGTH && tcKimlikError(value) === null;
}
