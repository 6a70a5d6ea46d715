import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTurkishZodMessages } from './zod-tr.ts';

useTurkishZodMessages();
const first = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('Turkish fallback messages of zod', () => {
  it('names the expected type in Turkish, and a missing value as missing', () => {
    expect(first(z.object({ reason: z.string() }), { reason: 5 })).toBe('Geçersiz değer: metin bekleniyordu');
    expect(first(z.object({ reason: z.string() }), {})).toBe('Bu alan gerekli');
    expect(first(z.number(), 'x')).toBe('Geçersiz değer: sayı bekleniyordu');
    expect(first(z.coerce.number(), 'abc')).toBe('Geçersiz değer: sayı bekleniyordu');
  });

  it('says the bounds of texts, numbers and lists in Turkish', () => {
    expect(first(z.string().max(20), 'x'.repeat(21))).toBe('En fazla 20 karakter girilebilir');
    expect(first(z.string().min(3), 'ab')).toBe('En az 3 karakter girilmelidir');
    expect(first(z.number().min(1), 0)).toBe('Değer en az 1 olmalıdır');
    expect(first(z.number().positive(), 0)).toBe('Değer 0 sayısından büyük olmalıdır');
    expect(first(z.number().max(500), 501)).toBe('Değer en fazla 500 olabilir');
    expect(first(z.array(z.number()).max(1), [1, 2])).toBe('En fazla 1 öğe olabilir');
  });

  it('leaves a field’s own message alone', () => {
    expect(first(z.string({ error: 'Kullanıcı adı gerekli' }), undefined)).toBe('Kullanıcı adı gerekli');
    expect(first(z.string().max(5, 'Çok uzun'), 'abcdefg')).toBe('Çok uzun');
  });
});
