/**
 * Zeplin's verifier as the player's browser runs it (in a Web Worker of /adil-oyun), with no
 * Node API: the same module runs in Node's tests against chain.ts. Published with the site's
 * bundle, so anyone can read what it does:
 *
 * - the crash point of a round: HMAC-SHA256(key = salt, message = the round's hash hex) by Web
 *   Crypto, then crashPointFromHmac (crash.ts), the same integer formula the game server uses;
 * - the walk back along the chain: SHA-256 of the lower-case hex of a link, repeatedly, until it
 *   meets the terminating hash; the number of steps is the round's number (round n is n links
 *   before the terminating hash). Millions of links are hashed here, so the walk uses the small
 *   synchronous SHA-256 below (one 64-character message, about a microsecond a link) rather than
 *   Web Crypto's asynchronous digest (tens of microseconds a call); the tests hold it equal to
 *   node:crypto on every link of a generated chain.
 */
import { crashPointFromHmac, isHash } from './crash.ts';

const enc = new TextEncoder();
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += HEX[b]!;
  return s;
}

/** HMAC-SHA256(key = salt, message = the round's hash hex), lower-case hex, by Web Crypto. */
export async function roundHmacWeb(roundHash: string, salt: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Web Crypto is not available');
  const key = await subtle.importKey('raw', enc.encode(salt), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return toHex(new Uint8Array(await subtle.sign('HMAC', key, enc.encode(roundHash))));
}

/** The round's HMAC and its crash point in hundredths (157 = 1.57x). */
export async function crashPointWeb(
  roundHash: string,
  salt: string,
): Promise<{ hmac: string; crashPoint: number }> {
  const hmac = await roundHmacWeb(roundHash, salt);
  return { hmac, crashPoint: crashPointFromHmac(hmac) };
}

// SHA-256 (FIPS 180-4) of a message of exactly 64 bytes: the 64 ASCII characters of a hash's hex.
// The constants are the first 32 bits of the fractional parts of the square roots of the first 8
// primes (H0) and of the cube roots of the first 64 primes (K), computed here rather than typed.
const PRIMES: number[] = [];
for (let n = 2; PRIMES.length < 64; n++) if (PRIMES.every((p) => n % p !== 0)) PRIMES.push(n);
const frac32 = (x: number) => Math.floor((x - Math.floor(x)) * 2 ** 32) >>> 0;
const H0 = Int32Array.from(PRIMES.slice(0, 8), (p) => frac32(Math.sqrt(p)));
const K = Int32Array.from(PRIMES, (p) => frac32(Math.cbrt(p)));

/** The message schedule of one block from its first 16 words. */
function schedule(w: Int32Array): void {
  for (let t = 16; t < 64; t++) {
    const a = w[t - 15]!;
    const b = w[t - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) | 0;
  }
}

/** One compression of `h` (updated in place) by a scheduled block `w`. */
function compress(h: Int32Array, w: Int32Array): void {
  let a = h[0]!,
    b = h[1]!,
    c = h[2]!,
    d = h[3]!,
    e = h[4]!,
    f = h[5]!,
    g = h[6]!,
    k = h[7]!;
  for (let t = 0; t < 64; t++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const ch = (e & f) ^ (~e & g);
    const t1 = (k + S1 + ch + K[t]! + w[t]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (S0 + maj) | 0;
    k = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  h[0] = (h[0]! + a) | 0;
  h[1] = (h[1]! + b) | 0;
  h[2] = (h[2]! + c) | 0;
  h[3] = (h[3]! + d) | 0;
  h[4] = (h[4]! + e) | 0;
  h[5] = (h[5]! + f) | 0;
  h[6] = (h[6]! + g) | 0;
  h[7] = (h[7]! + k) | 0;
}

// The second block of a 64-byte message is always the same (0x80, zeros, the length 512 in bits):
// its schedule is computed once.
const PAD = new Int32Array(64);
PAD[0] = 0x80000000;
PAD[15] = 512;
schedule(PAD);

const W = new Int32Array(64);
/** A byte's two lower-case hex characters as one 16-bit ASCII pair ('a', '3' -> 0x6133). */
const ASCII_PAIR = Int32Array.from(
  { length: 256 },
  (_, b) => (HEX[b]!.charCodeAt(0) << 8) | HEX[b]!.charCodeAt(1),
);

/** The first 16 message words from a hash's 64 hex characters. */
function wordsOfHex(hex: string, w: Int32Array): void {
  for (let i = 0; i < 16; i++) {
    const j = i * 4;
    w[i] =
      (hex.charCodeAt(j) << 24) |
      (hex.charCodeAt(j + 1) << 16) |
      (hex.charCodeAt(j + 2) << 8) |
      hex.charCodeAt(j + 3);
  }
}

/** SHA-256 of the message in w[0..15] into `h`. */
function digest(w: Int32Array, h: Int32Array): void {
  schedule(w);
  h.set(H0);
  compress(h, w);
  compress(h, PAD);
}

/** The next message: the hex text of digest `h` (8 words) as 16 words of ASCII, without a string. */
function wordsOfDigest(h: Int32Array, w: Int32Array): void {
  for (let i = 0; i < 8; i++) {
    const x = h[i]!;
    w[2 * i] = (ASCII_PAIR[x >>> 24]! << 16) | ASCII_PAIR[(x >>> 16) & 255]!;
    w[2 * i + 1] = (ASCII_PAIR[(x >>> 8) & 255]! << 16) | ASCII_PAIR[x & 255]!;
  }
}

function hexOfDigest(h: Int32Array): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += (h[i]! >>> 0).toString(16).padStart(8, '0');
  return out;
}

/** SHA-256 of a 64-character lower-case hex text, as lower-case hex: the chain's next link. */
export function nextLinkSync(hex: string): string {
  const h = new Int32Array(8);
  wordsOfHex(hex, W);
  digest(W, h);
  return hexOfDigest(h);
}

export interface WalkOptions {
  /** At most this many links are hashed (the chain's length: a walk cannot be longer). */
  cap: number;
  /** Links between two progress calls. */
  every?: number;
  /** Called every `every` links with the links walked; the walk waits for it (a caller may yield). */
  onProgress?: (links: number) => void | Promise<void>;
  /** Checked at every progress call. */
  signal?: AbortSignal;
}

export type WalkResult =
  { found: true; links: number } | { found: false; links: number; reason: 'cap' | 'cancelled' };

export const PROGRESS_EVERY = 5_000;

/**
 * Walks from a round's hash towards the terminating hash: `links` is how many SHA-256 steps it took
 * to meet it (the round's number; 0 when the hash given is the terminating hash itself), or the
 * walk stops at `cap` links or when `signal` is aborted.
 */
export async function walkChain(
  hash: string,
  terminatingHash: string,
  opts: WalkOptions,
): Promise<WalkResult> {
  if (!isHash(hash) || !isHash(terminatingHash)) throw new Error('hashes must be 64 lower-case hex digits');
  if (!Number.isSafeInteger(opts.cap) || opts.cap < 0) throw new Error('cap must be a whole number');
  const every = opts.every ?? PROGRESS_EVERY;
  // The link is kept as its 8 digest words (the terminating hash too) and hashed again from them.
  const end = new Int32Array(8);
  for (let i = 0; i < 8; i++) end[i] = parseInt(terminatingHash.slice(8 * i, 8 * i + 8), 16) | 0;
  const link = new Int32Array(8);
  for (let i = 0; i < 8; i++) link[i] = parseInt(hash.slice(8 * i, 8 * i + 8), 16) | 0;
  const w = new Int32Array(64);
  const same = () => link.every((x, i) => x === end[i]);
  let links = 0;
  while (!same()) {
    if (links >= opts.cap) return { found: false, links, reason: 'cap' };
    wordsOfDigest(link, w);
    digest(w, link);
    links += 1;
    if (links % every === 0) {
      await opts.onProgress?.(links);
      if (opts.signal?.aborted) return { found: false, links, reason: 'cancelled' };
    }
  }
  return { found: true, links };
}
