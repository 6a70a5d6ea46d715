import { describe, expect, it } from 'vitest';
import { ageOn, birthYears, formatDateTimeTr, formatTimeTr, isRealDate } from './dates.ts';
import { foldTr, includesTr } from './text.ts';
import { PROVINCES, DEPOSIT_BANKS, WITHDRAW_BANKS } from './reference.ts';

describe('dates', () => {
  it('offers 100 birth years ending 18 years back', () => {
    const years = birthYears(new Date('2026-11-25T12:00:00Z'));
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1909);
  });

  it('computes age to the day', () => {
    const now = new Date(2026, 10, 25);
    expect(ageOn({ year: 2008, month: 11, day: 25 }, now)).toBe(18);
    expect(ageOn({ year: 2008, month: 11, day: 26 }, now)).toBe(17);
  });

  it('knows real calendar days', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2023, 2, 29)).toBe(false);
    expect(isRealDate(2023, 4, 31)).toBe(false);
  });

  it('formats dates in Istanbul time', () => {
    expect(formatDateTimeTr('2024-01-05T09:07:00Z')).toBe('05.01.2024 12:07');
    expect(formatTimeTr('2024-01-05T21:07:31Z')).toBe('00:07:31');
  });
});

describe('Turkish text and reference data', () => {
  it('folds Turkish capitals correctly', () => {
    expect(foldTr('İSTANBUL')).toBe('istanbul');
    expect(foldTr('IĞDIR')).toBe('ığdır');
    expect(includesTr('Işıklı Şans', 'ışık')).toBe(true);
  });

  it('has 81 provinces and the bank lists of the spec', () => {
    expect(PROVINCES).toHaveLength(81);
    expect(PROVINCES[33]).toBe('İstanbul');
    expect(DEPOSIT_BANKS).toEqual(['Ziraat Bankası', 'İş Bankası', 'Garanti BBVA', 'Yapı Kredi', 'Akbank']);
    expect(WITHDRAW_BANKS).toHaveLength(11);
  });
});
