import { z } from 'zod';

/**
 * Zod's fallback messages in plain Turkish. Every field of the public API has its own text; these
 * cover what is left (a wrong type, a number out of range in a staff call). Zod's Turkish locale
 * names the types in English ("beklenen string, alınan number"); here a player or staff member
 * reads "metin bekleniyordu". Anything not handled here falls back to that locale.
 */
const TYPE_NAMES: Record<string, string> = {
  string: 'metin',
  number: 'sayı',
  int: 'tam sayı',
  bigint: 'tam sayı',
  boolean: 'evet/hayır değeri',
  object: 'nesne',
  array: 'liste',
  date: 'tarih',
};

export const turkishIssues: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Bu alan gerekli';
      const expected = TYPE_NAMES[issue.expected];
      return expected ? `Geçersiz değer: ${expected} bekleniyordu` : 'Geçersiz değer';
    }
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') return `En az ${n} karakter girilmelidir`;
      if (issue.origin === 'array' || issue.origin === 'set') return `En az ${n} öğe gerekli`;
      if (issue.origin === 'number' || issue.origin === 'bigint') {
        return issue.inclusive ? `Değer en az ${n} olmalıdır` : `Değer ${n} sayısından büyük olmalıdır`;
      }
      return undefined;
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return `En fazla ${n} karakter girilebilir`;
      if (issue.origin === 'array' || issue.origin === 'set') return `En fazla ${n} öğe olabilir`;
      if (issue.origin === 'number' || issue.origin === 'bigint') {
        return issue.inclusive ? `Değer en fazla ${n} olabilir` : `Değer ${n} sayısından küçük olmalıdır`;
      }
      return undefined;
    }
    default:
      return undefined;
  }
};

/** Zod's Turkish locale, with the messages above taking precedence. */
export function useTurkishZodMessages(): void {
  z.config(z.locales.tr());
  z.config({ customError: turkishIssues });
}
