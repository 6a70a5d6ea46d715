/** Turkish IBAN rules (ISO 13616 mod-97): TR + 2 check digits + 5-digit bank code + 0 + 16 digits. */
export const TR_IBAN_LENGTH = 26;

/** Upper-cases, drops everything but letters and digits, and caps at 26 characters. */
export function normalizeIban(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, TR_IBAN_LENGTH);
}

/** Groups by four with spaces, as the withdraw form shows it. */
export function formatIban(input: string): string {
  return normalizeIban(input).replace(/(.{4})/g, '$1 ').trim();
}

/** First 6 characters, stars, last 4: how saved accounts are shown. */
export function maskIban(iban: string): string {
  const v = normalizeIban(iban);
  if (v.length <= 10) return v;
  return `${v.slice(0, 6)}${'*'.repeat(v.length - 10)}${v.slice(-4)}`;
}

export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function isValidTrIban(input: string): boolean {
  const iban = input.replace(/\s/g, '').toUpperCase();
  if (!/^TR\d{24}$/.test(iban)) return false;
  if (iban[9] !== '0') return false;
  return ibanMod97(iban) === 1;
}

/** The 5-digit bank code at characters 5-9. */
export function ibanBankCode(iban: string): string {
  return normalizeIban(iban).slice(4, 9);
}
