import { describe, expect, it } from 'vitest';
import { maskUsername, nameKey, sameLegalName } from './text.ts';

describe('legal names', () => {
  it('match whatever the Turkish letter case and marks', () => {
    expect(sameLegalName('AYŞE YILMAZ', 'Ayşe', 'Yılmaz')).toBe(true);
    expect(sameLegalName('ayse yilmaz', 'Ayşe', 'Yılmaz')).toBe(true);
    expect(sameLegalName('  İsmail   Çağrı-Öztürk ', 'İsmail Çağrı', 'Öztürk')).toBe(true);
    expect(sameLegalName('ISMAIL OZTURK', 'İsmail', 'Öztürk')).toBe(true);
    expect(sameLegalName('Gül Şen', 'Gül', 'Şen')).toBe(true);
    expect(nameKey('IŞIK')).toBe('isik');
  });

  it('differ when the person differs', () => {
    expect(sameLegalName('Ayşe Yılmaz', 'Ayşe', 'Kaya')).toBe(false);
    expect(sameLegalName('Mehmet Yılmaz', 'Ayşe', 'Yılmaz')).toBe(false);
    expect(sameLegalName('Ayşe', 'Ayşe', 'Yılmaz')).toBe(false);
    expect(sameLegalName('Yılmaz Ayşe', 'Ayşe', 'Yılmaz')).toBe(false);
  });
});

describe('maskUsername', () => {
  it('keeps the first two characters, whole, and hides the rest', () => {
    expect(maskUsername('ahmet42')).toBe('ah***');
    expect(maskUsername('a')).toBe('a***');
    expect(maskUsername('😀😀xyz')).toBe('😀😀***');
  });
});
