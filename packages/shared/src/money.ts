/**
 * Money: integer kuruş inside the system, decimal lira (at most 2 decimals) on the wire.
 * These are the only conversions; no floating-point arithmetic is done on amounts.
 */
export type Kurus = bigint;

const LIRA_PATTERN = /^(-)?(\d+)(?:[.,](\d{1,2}))?$/;

/** Parses a lira amount (number or string, '.' or ',' decimal) into kuruş; null when malformed. */
export function parseLira(input: number | string): Kurus | null {
  const text = typeof input === 'number' ? numberToPlainString(input) : input.trim();
  if (text === null) return null;
  const m = LIRA_PATTERN.exec(text);
  if (!m) return null;
  const lira = BigInt(m[2]!);
  const kurus = BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  const value = lira * 100n + kurus;
  return m[1] ? -value : value;
}

function numberToPlainString(n: number): string | null {
  if (!Number.isFinite(n)) return null;
  // Round to 2 decimals through the decimal string so 0.1 + 0.2 style noise cannot leak in.
  const s = n.toFixed(2);
  return s.endsWith('.00') ? s.slice(0, -3) : s.replace(/0$/, '');
}

/** Kuruş to a lira number for JSON replies (exact for every amount below 2^53 kuruş). */
export function kurusToLira(kurus: Kurus | number): number {
  const k = BigInt(kurus);
  const neg = k < 0n;
  const abs = neg ? -k : k;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return Number(neg ? `-${text}` : text);
}

const tryTwoDecimals = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const tryWhole = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
const tryPlain = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

/** Header balance: Turkish locale, exactly 2 decimals, ₺ sign: `1.234,56 ₺`. */
export function formatBalance(lira: number): string {
  return `${tryTwoDecimals.format(lira)} ₺`;
}

/** Wallet balance: Turkish locale, no decimals: `1.235 ₺`. */
export function formatBalanceWhole(lira: number): string {
  return `${tryWhole.format(Math.floor(lira))} ₺`;
}

/** Amounts in text such as promotion limits: `5.000 TL`. */
export function formatLiraText(lira: number): string {
  return `${tryPlain.format(lira)} TL`;
}

export function formatNumberTr(n: number): string {
  return tryPlain.format(n);
}

/**
 * Kuruş as the text of a lira input field, which parseLira reads back: `2,50`, `1234` (no digit
 * grouping, a comma before the kuruş, none for a whole amount).
 */
export function formatLiraInput(kurus: Kurus | number): string {
  const k = BigInt(kurus);
  const abs = k < 0n ? -k : k;
  const rest = abs % 100n;
  const text = rest === 0n ? `${abs / 100n}` : `${abs / 100n},${String(rest).padStart(2, '0')}`;
  return k < 0n ? `-${text}` : text;
}
