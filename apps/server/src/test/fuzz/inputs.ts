import fc from 'fast-check';
import { makeIban, randomValidTc } from '../harness.ts';

/**
 * The fuzzer's inputs, all from one seed: a seeded generator picks what to send, and fast-check draws
 * the hostile values with seeds taken from it, so a seed replays the same requests.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: Json[];
  const?: Json;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  default?: Json;
}

export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** mulberry32: [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** one value of a fast-check arbitrary, seeded from this generator */
  draw<T>(arb: fc.Arbitrary<T>): T {
    return fc.sample(arb, { seed: this.int(2 ** 31), numRuns: 1 })[0]!;
  }
}

const INJECTIONS = [
  "' OR '1'='1",
  "1; DROP TABLE players; --",
  "1' UNION SELECT password_hash FROM staff --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\uFEFF\u202E\u200Bİıİ',
  '😀'.repeat(50),
  '\ud800',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  ' ',
  '',
];

/** A hostile value of any kind: wrong types, extreme numbers, long or odd strings. */
export function hostileValue(rng: Rng): Json {
  switch (rng.int(12)) {
    case 0:
      return rng.pick(INJECTIONS);
    case 1:
      return rng.pick([-1, 0, -0.01, 0.001, 1.5, 2 ** 31, 2 ** 53 + 1, 1e21, 9.99e307, -1e300, Number.MAX_SAFE_INTEGER]);
    case 2:
      return rng.pick(['NaN', 'Infinity', '-Infinity', '1e309', '١٢٣', '12,50', '1.005', '00012', '+5', '5 ', '0x1F']);
    case 3:
      return 'x'.repeat(rng.pick([256, 1_000, 10_000, 100_000]));
    case 4:
      return rng.draw(fc.string({ unit: 'binary', maxLength: 40 }));
    case 5:
      return rng.draw(fc.string({ unit: 'grapheme', maxLength: 20 }));
    case 6:
      return rng.pick([null, true, false]);
    case 7:
      return rng.pick([[], [1, 2], ['a'], [null]]);
    case 8:
      return rng.pick([{}, { a: 1 }, { $gt: '' }, { __proto__: { admin: true } } as Json]);
    case 9:
      return rng.draw(fc.double({ noNaN: false }));
    case 10:
      return rng.draw(fc.integer({ min: -(2 ** 31), max: 2 ** 31 }));
    default:
      return rng.draw(fc.jsonValue({ maxDepth: 2 })) as Json;
  }
}

/** A string that passes the usual rules of a field of this name (the rules are then reached). */
function plausibleString(name: string, s: Schema, rng: Rng): string {
  const n = name.toLowerCase();
  if (n.includes('iban')) return makeIban();
  if (n === 'tc') return randomValidTc();
  if (n.includes('email')) return `fuzz${rng.int(1e6)}@ornek.example`;
  if (n.includes('password')) return 'Guclu.Sifre1';
  if (n.includes('phone')) return '0532 123 45 67';
  if (n === 'from' || n === 'to' || n.endsWith('_at') || n.includes('date') || s.format === 'date') return rng.pick(['2026-01-01', '2026-11-27', '1999-12-31']);
  if (n.includes('username')) return `oyuncu${rng.int(1e6)}`;
  if (n.includes('token')) return 'a'.repeat(43);
  if (n.includes('totp') || n === 'code') return '123456';
  if (s.format === 'uri' || n.includes('url')) return 'https://ornek.example/a';
  if (n.includes('amount')) return String(rng.pick([10, 50, 100.5, 1000]));
  const min = s.minLength ?? 1;
  const max = s.maxLength ?? 20;
  return 'Deneme değer'.padEnd(Math.min(Math.max(min, 3), max), 'x').slice(0, Math.max(min, Math.min(max, 12)));
}

/** A value that the schema accepts as often as this simple reading of it can make one. */
export function sample(s: Schema | undefined, rng: Rng, name = ''): Json {
  if (!s) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum) return rng.pick(s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return sample(rng.pick(branches), rng, name);
  if (s.allOf?.length) return sample(s.allOf[0], rng, name);
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, child] of Object.entries(s.properties ?? {})) {
        if (s.required?.includes(key) || rng.chance(0.5)) out[key] = sample(child, rng, key);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: rng.int(3) }, () => sample(s.items, rng, name));
    case 'integer': {
      const min = Math.max(s.minimum ?? 0, -1e6);
      const max = Math.min(s.maximum ?? min + 5, min + 1000);
      return min + rng.int(Math.max(1, max - min + 1));
    }
    case 'number':
      return name.includes('amount') ? rng.pick([10, 50, 100.5, 1000]) : Math.max(s.minimum ?? 0, 1 + rng.int(100));
    case 'boolean':
      return rng.chance(0.5);
    case 'string':
      return plausibleString(name, s, rng);
    case 'null':
      return null;
    default:
      return s.properties ? sample({ ...s, type: 'object' }, rng, name) : 'x';
  }
}

/** Path parameters out of range or of the wrong type (each as sent in a URL). */
export const HOSTILE_PATH_PARAMS = [
  '0', '-1', '1.5', '2147483648', '9223372036854775808', '1e3', 'abc', '%00', '%27%20OR%201%3D1', 'NaN',
  '%F0%9F%98%80', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(300), '%E0%A4%A', ' 1', '00001', '0x1',
];

export const BROKEN_BODIES = ['{', '{"a":', '[1,2', '{"amount": NaN}', '{"a":1}}', 'null', '', '\u0000', '{"a":"\\u0000"}', '{"__proto__":{"x":1}}', '"x"', '1', '[]', 'true'];

export const WRONG_CONTENT_TYPES = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=zz', 'application/json; charset=latin1', 'image/png', 'application/json, text/plain'];
