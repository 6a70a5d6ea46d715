import { describe, expect, it } from 'vitest';
import { formatBalance, formatBalanceWhole, formatLiraInput, formatLiraText, kurusToLira, parseLira } from './money.ts';

describe('money', () => {
  it('parses lira into integer kuruş without floating-point noise', () => {
    expect(parseLira(1234.5)).toBe(123450n);
    expect(parseLira('1234,56')).toBe(123456n);
    expect(parseLira('500')).toBe(50000n);
    expect(parseLira(0.1 + 0.2)).toBe(30n);
    expect(parseLira('-12.3')).toBe(-1230n);
  });

  it('refuses more than two decimals and garbage', () => {
    expect(parseLira('1.234')).toBeNull();
    expect(parseLira('abc')).toBeNull();
    expect(parseLira(Number.NaN)).toBeNull();
    expect(parseLira('')).toBeNull();
  });

  it('turns kuruş back into lira exactly', () => {
    expect(kurusToLira(123456n)).toBe(1234.56);
    expect(kurusToLira(5n)).toBe(0.05);
    expect(kurusToLira(-150n)).toBe(-1.5);
    expect(kurusToLira(0)).toBe(0);
  });

  it('formats in the Turkish locale', () => {
    expect(formatBalance(1234.5)).toBe('1.234,50 ₺');
    expect(formatBalance(0)).toBe('0,00 ₺');
    expect(formatBalanceWhole(1234.99)).toBe('1.234 ₺');
    expect(formatLiraText(5000)).toBe('5.000 TL');
  });

  it('writes kuruş as the text of a lira field, which parseLira reads back', () => {
    expect(formatLiraInput(250n)).toBe('2,50');
    expect(formatLiraInput(205)).toBe('2,05');
    expect(formatLiraInput(100n)).toBe('1');
    expect(formatLiraInput(123456700n)).toBe('1234567');
    expect(formatLiraInput(0n)).toBe('0');
    expect(formatLiraInput(-150n)).toBe('-1,50');
    for (const k of [1n, 99n, 250n, 100n, 9007199254740993n]) expect(parseLira(formatLiraInput(k))).toBe(k);
  });
});
