/**
 * Provably fair random numbers (Stake-style floats) and a fast seeded generator for simulation.
 *
 * Every game reads its randomness through `RandomSource.next()` (a float in [0, 1)), so real play
 * (HMAC floats from the player's seeds) and the certification simulation (sfc32) run exactly the
 * same game code. The published algorithm is in packages/games/README.md.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A stream of floats in [0, 1) with 32 bits of resolution. */
export interface RandomSource {
  next(): number;
}

/** SHA-256 of the server seed (the seed's text, UTF-8), lower-case hex. Shown to the player before play. */
export function serverSeedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/** A new server seed: 32 random bytes as 64 lower-case hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`): 32 bytes = 8 floats. */
export function hmacBlock(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Buffer {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`, 'utf8').digest();
}

/** Float from four bytes: b0/256 + b1/256^2 + b2/256^3 + b3/256^4 (exact in a double). */
export function bytesToFloat(b0: number, b1: number, b2: number, b3: number): number {
  return b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4;
}

/** The first `count` floats of a round (float i comes from block cursor = floor(i / 8), bytes 4(i mod 8)..+3). */
export function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const block = hmacBlock(serverSeed, clientSeed, nonce, cursor);
    for (let i = 0; i < 32 && out.length < count; i += 4) {
      out.push(bytesToFloat(block[i]!, block[i + 1]!, block[i + 2]!, block[i + 3]!));
    }
  }
  return out;
}

/** floats(...) mapped to integers in [0, n): floor(float x n). */
export function ints(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
  n: number,
): number[] {
  return floats(serverSeed, clientSeed, nonce, count).map((f) => Math.floor(f * n));
}

/** floor(rng.next() x n): an integer in [0, n). */
export function randomInt(rng: RandomSource, n: number): number {
  return Math.floor(rng.next() * n);
}

/**
 * The provably fair source of one round: floats 0, 1, 2, ... of (serverSeed, clientSeed, nonce).
 * `skip` starts at a later float (a resumed blackjack hand continues where it stopped).
 */
export class HmacRandomSource implements RandomSource {
  private block: Buffer | null = null;
  private cursor = -1;
  private index: number;

  constructor(
    private readonly serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
    skip = 0,
  ) {
    if (!Number.isSafeInteger(nonce) || nonce < 0)
      throw new RangeError('nonce must be a non-negative integer');
    if (!Number.isSafeInteger(skip) || skip < 0) throw new RangeError('skip must be a non-negative integer');
    this.index = skip;
  }

  /** How many floats of this round have been used so far (including skipped ones). */
  get used(): number {
    return this.index;
  }

  next(): number {
    const cursor = Math.floor(this.index / 8);
    if (cursor !== this.cursor || this.block === null) {
      this.block = hmacBlock(this.serverSeed, this.clientSeed, this.nonce, cursor);
      this.cursor = cursor;
    }
    const o = (this.index % 8) * 4;
    this.index++;
    const b = this.block;
    return bytesToFloat(b[o]!, b[o + 1]!, b[o + 2]!, b[o + 3]!);
  }
}

/** 32-bit seed mixer (splitmix32 finaliser). */
function mix32(x: number): number {
  x = (x + 0x9e3779b9) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x21f0aaad);
  x = Math.imul(x ^ (x >>> 15), 0x735a2d97);
  return (x ^ (x >>> 15)) >>> 0;
}

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): NOT cryptographic, used only to
 * simulate millions of rounds for certification. Floats have the same 32-bit resolution as the
 * HMAC floats (uint32 / 2^32).
 */
export class FastRandom implements RandomSource {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string) {
    let s = typeof seed === 'number' ? seed >>> 0 : 0;
    if (typeof seed === 'string') {
      const h = createHash('sha256').update(seed).digest();
      s = h.readUInt32BE(0) ^ h.readUInt32BE(4);
    }
    this.a = mix32(s);
    this.b = mix32(this.a ^ 0x85ebca6b);
    this.c = mix32(this.b ^ 0xc2b2ae35);
    this.d = 1;
    for (let i = 0; i < 16; i++) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  next(): number {
    return this.nextUint32() / 4294967296;
  }
}
