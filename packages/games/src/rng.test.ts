import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  FastRandom,
  HmacRandomSource,
  floats,
  ints,
  newServerSeed,
  randomInt,
  serverSeedHash,
} from './rng.ts';
import { createSeedPair, isValidClientSeed, publicSeedPair, rotateSeedPair, takeNonce } from './seeds.ts';
import { chiSquareCritical, chiSquarePValue, chiSquareUniform } from './stats.ts';

const SEED = '2f1c3a5e7d9b0a8c6e4f2d1b3a5c7e9f0d8b6a4c2e1f3d5b7a9c0e8f6d4b2a1c';

/** Independent reimplementation of the published algorithm, straight from node:crypto. */
function referenceFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const h = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let i = 0; i < 32 && out.length < count; i += 4) {
      out.push(h[i]! / 256 + h[i + 1]! / 65536 + h[i + 2]! / 16777216 + h[i + 3]! / 4294967296);
    }
  }
  return out;
}

describe('provably fair floats', () => {
  it('known answer: fixed seeds give fixed floats (also checked with Python hmac)', () => {
    const expected = [
      0.6942724657710642, 0.16904811398126185, 0.41242181952111423, 0.11516626086086035, 0.5435947091318667,
      0.8715435389894992, 0.9714184924960136, 0.6779800225049257, 0.27490274352021515, 0.8636897546239197,
    ];
    expect(floats(SEED, 'lale', 42, 10)).toEqual(expected);
    expect(referenceFloats(SEED, 'lale', 42, 10)).toEqual(expected);
    expect(ints(SEED, 'lale', 42, 10, 37)).toEqual([25, 6, 15, 4, 20, 32, 35, 25, 10, 31]);
  });

  it('the server seed hash is SHA-256 of the seed text', () => {
    expect(serverSeedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(serverSeedHash(SEED)).toBe('fe676e05ee499430cda110cec7e25fc4121d3fdc0b2da4aa749fe8b5c74d8f44');
    expect(serverSeedHash(SEED)).toBe(createHash('sha256').update(SEED).digest('hex'));
  });

  it('float 8 starts the second HMAC block (cursor 1)', () => {
    const h = createHmac('sha256', SEED).update('lale:42:1').digest();
    expect(floats(SEED, 'lale', 42, 9)[8]).toBe(h.readUInt32BE(0) / 2 ** 32);
    expect(referenceFloats(SEED, 'c', 7, 40)).toEqual(floats(SEED, 'c', 7, 40));
  });

  it('the HMAC random source streams the same floats and can resume at any float', () => {
    const all = floats(SEED, 'x', 3, 30);
    const rng = new HmacRandomSource(SEED, 'x', 3);
    expect(Array.from({ length: 30 }, () => rng.next())).toEqual(all);
    expect(rng.used).toBe(30);
    const resumed = new HmacRandomSource(SEED, 'x', 3, 13);
    expect(Array.from({ length: 17 }, () => resumed.next())).toEqual(all.slice(13));
    expect(() => new HmacRandomSource(SEED, 'x', -1)).toThrow(RangeError);
  });

  it('different nonces and client seeds give different streams', () => {
    expect(floats(SEED, 'a', 0, 4)).not.toEqual(floats(SEED, 'a', 1, 4));
    expect(floats(SEED, 'a', 0, 4)).not.toEqual(floats(SEED, 'b', 0, 4));
  });

  it('floats are uniform (chi-square, 100 bins, fixed seed)', () => {
    const bins = new Array<number>(100).fill(0);
    let min = 1;
    let max = 0;
    for (let nonce = 0; nonce < 2500; nonce++) {
      for (const f of floats(SEED, 'uniform', nonce, 40)) {
        min = Math.min(min, f);
        max = Math.max(max, f);
        bins[Math.floor(f * 100)]!++;
      }
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    const r = chiSquareUniform(bins);
    expect(r.pValue).toBeGreaterThan(0.001);
  });

  it('new server seeds are 64 hex characters and differ', () => {
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
  });
});

describe('fast simulation PRNG', () => {
  it('is deterministic per seed, in [0, 1), and roughly uniform', () => {
    const a = new FastRandom('seed');
    const b = new FastRandom('seed');
    const bins = new Array<number>(37).fill(0);
    let same = true;
    let inRange = true;
    for (let i = 0; i < 370_000; i++) {
      const x = a.next();
      same &&= x === b.next();
      inRange &&= x >= 0 && x < 1;
      bins[randomInt({ next: () => x }, 37)]!++;
    }
    expect(same).toBe(true);
    expect(inRange).toBe(true);
    expect(chiSquareUniform(bins).pValue).toBeGreaterThan(0.001);
    expect(new FastRandom(1).next()).not.toBe(new FastRandom(2).next());
  });
});

describe('chi-square helpers', () => {
  it('match tabulated critical values', () => {
    expect(chiSquareCritical(99)).toBeCloseTo(134.642, 2);
    expect(chiSquareCritical(36)).toBeCloseTo(58.619, 2);
    expect(chiSquarePValue(99, 99)).toBeCloseTo(0.481, 2);
  });
});

describe('seed pairs', () => {
  it('shows only hashes, increments the nonce and reveals the old seed on rotation', () => {
    const pair = createSeedPair('oyuncu-1');
    expect(pair.serverSeedHash).toBe(serverSeedHash(pair.serverSeed));
    const view = publicSeedPair(pair);
    expect(JSON.stringify(view)).not.toContain(pair.serverSeed);
    expect(JSON.stringify(view)).not.toContain(pair.nextServerSeed);

    const t1 = takeNonce(pair);
    const t2 = takeNonce(t1.pair);
    expect([t1.nonce, t2.nonce]).toEqual([0, 1]);

    const rotated = rotateSeedPair(t2.pair, 'yeni-tohum');
    expect(rotated.revealed).toEqual({
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: 'oyuncu-1',
      roundsPlayed: 2,
    });
    expect(rotated.pair.serverSeed).toBe(pair.nextServerSeed);
    expect(rotated.pair.serverSeedHash).toBe(pair.nextServerSeedHash);
    expect(rotated.pair.clientSeed).toBe('yeni-tohum');
    expect(rotated.pair.nonce).toBe(0);
  });

  it('validates client seeds', () => {
    expect(isValidClientSeed('abc_DEF-1.2')).toBe(true);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('a:b')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(() => createSeedPair('bad seed')).toThrow(RangeError);
  });
});
