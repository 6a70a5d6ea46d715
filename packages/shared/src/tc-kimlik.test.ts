import { describe, expect, it } from 'vitest';
import { isValidTcKimlik, tcKimlikError, tcMessages } from './tc-kimlik.ts';

describe('TC Kimlik No', () => {
  it.each(['10000000146', '12345678950', '11111111110'])('accepts the valid number %s', (tc) => {
    expect(tcKimlikError(tc)).toBeNull();
    expect(isValidTcKimlik(tc)).toBe(true);
  });

  it.each(['12345678901', '10000000135', '11111111111'])('refuses the invalid number %s', (tc) => {
    expect(tcKimlikError(tc)).toBe(tcMessages.invalid);
    expect(isValidTcKimlik(tc)).toBe(false);
  });

  it('says nothing until 11 characters are typed', () => {
    expect(tcKimlikError('0123')).toBeNull();
    expect(isValidTcKimlik('1234567895')).toBe(false);
  });

  it('refuses a leading zero and non-digits with their own texts', () => {
    expect(tcKimlikError('01234567890')).toBe('TC Kimlik No 0 ile başlayamaz');
    expect(tcKimlikError('1234567890a')).toBe('TC Kimlik No sadece rakamlardan oluşmalıdır');
  });

  it('keeps the 10th-digit rule non-negative', () => {
    // odd sum 5, even sum 36: (35 - 36) mod 10 must be 9, not -1.
    const base = '1999919990';
    const d = [...base].map(Number);
    const d11 = d.reduce((a, b) => a + b, 0) % 10;
    const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
    const even = d[1]! + d[3]! + d[5]! + d[7]!;
    const d10 = (((odd * 7 - even) % 10) + 10) % 10;
    const tc = base.slice(0, 9) + String(d10) + String((d.slice(0, 9).reduce((a, b) => a + b, 0) + d10) % 10);
    expect(isValidTcKimlik(tc)).toBe(true);
    expect(d11).toBeTypeOf('number');
  });
});
