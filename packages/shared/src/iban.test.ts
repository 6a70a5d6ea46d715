import { describe, expect, it } from 'vitest';
import { formatIban, ibanBankCode, isValidTrIban, maskIban, normalizeIban } from './iban.ts';

describe('TR IBAN', () => {
  it('accepts the published valid IBAN, with or without spaces', () => {
    expect(isValidTrIban('TR330006100519786457841326')).toBe(true);
    expect(isValidTrIban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidTrIban('tr330006100519786457841326')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and another country', () => {
    expect(isValidTrIban('TR340006100519786457841326')).toBe(false);
    expect(isValidTrIban('TR33000610051978645784132')).toBe(false);
    expect(isValidTrIban('DE89370400440532013000')).toBe(false);
  });

  it('normalizes, groups by 4 and masks as the withdraw form does', () => {
    expect(normalizeIban(' tr33-0006 1005 1978 6457 8413 26 99')).toBe('TR330006100519786457841326');
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(maskIban('TR330006100519786457841326')).toBe('TR3300****************1326');
    expect(ibanBankCode('TR330006100519786457841326')).toBe('00061');
  });
});
