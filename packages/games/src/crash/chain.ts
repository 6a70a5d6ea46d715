/**
 * Zeplin's hash chain on the server and in the certification (node:crypto). See crash.ts for the
 * published rules. A chain of `length` links is generated once from a secret seed (link 0);
 * only every CHECKPOINT_EVERY-th link is kept (secret: the links below the one in play are future
 * rounds), and a round's hash is found by hashing forward from the checkpoint at or below it.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { crashPointFromHmac } from './crash.ts';

export const CHECKPOINT_EVERY = 10_000;

/** SHA-256 of a link's lower-case hex, as lower-case hex: the next link. */
export function nextLink(hex: string): string {
  return createHash('sha256').update(hex, 'utf8').digest('hex');
}

/** HMAC-SHA256(key = salt, message = the round's hash hex), lower-case hex. */
export function roundHmac(roundHash: string, salt: string): string {
  return createHmac('sha256', salt).update(roundHash, 'utf8').digest('hex');
}

/** The round's crash point in hundredths. */
export function crashPoint(roundHash: string, salt: string): number {
  return crashPointFromHmac(roundHmac(roundHash, salt));
}

export interface ChainSecret {
  length: number;
  /** Links 0, CHECKPOINT_EVERY, 2 x CHECKPOINT_EVERY, ... (link 0 is the seed). */
  checkpoints: string[];
  terminatingHash: string;
}

/**
 * Generates a chain of `length` links from a random seed (or the one given). Synchronous and
 * CPU-bound (about 0.7 s per million links on one core): `onProgress` is called every checkpoint,
 * and a caller that must stay responsive runs it in a worker thread.
 */
export function generateChain(length: number, seed = randomBytes(32).toString('hex'), onProgress?: (done: number) => void): ChainSecret {
  if (!Number.isInteger(length) || length < 2) throw new Error('a chain has at least 2 links');
  const checkpoints: string[] = [];
  let link = seed;
  for (let k = 0; k < length - 1; k += 1) {
    if (k % CHECKPOINT_EVERY === 0) {
      checkpoints.push(link);
      onProgress?.(k);
    }
    link = nextLink(link);
  }
  if ((length - 1) % CHECKPOINT_EVERY === 0) checkpoints.push(link);
  return { length, checkpoints, terminatingHash: link };
}

/** Link k of the chain (0 <= k < length). */
export function linkAt(chain: Pick<ChainSecret, 'length' | 'checkpoints'>, k: number): string {
  return segmentTo(chain, k).links.at(-1)!;
}

/**
 * The links from the checkpoint at or below link k up to link k: `links[i]` is link `base + i`. A
 * game server keeps it: the next rounds' links (k - 1, k - 2, ... down to `base`) are then read from
 * it instead of hashed again from the checkpoint (up to CHECKPOINT_EVERY links each).
 */
export function segmentTo(chain: Pick<ChainSecret, 'length' | 'checkpoints'>, k: number): { base: number; links: string[] } {
  if (!Number.isInteger(k) || k < 0 || k >= chain.length) throw new Error(`no link ${k}`);
  const index = Math.floor(k / CHECKPOINT_EVERY);
  const first = chain.checkpoints[index];
  if (first === undefined) throw new Error(`checkpoint ${index} missing`);
  const base = index * CHECKPOINT_EVERY;
  const links = [first];
  for (let i = base; i < k; i += 1) links.push(nextLink(links[links.length - 1]!));
  return { base, links };
}

/** The link round n (1-based) uses: link length - 1 - n. */
export function roundLinkIndex(length: number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > roundsIn(length)) throw new Error(`round ${n} is outside the chain`);
  return length - 1 - n;
}

/** How many rounds a chain of `length` links plays (the terminating hash is never a round's). */
export const roundsIn = (length: number) => length - 1;

/** The hash of round n (1-based): link length - 1 - n. */
export function roundHash(chain: Pick<ChainSecret, 'length' | 'checkpoints'>, n: number): string {
  return linkAt(chain, roundLinkIndex(chain.length, n));
}

/** A new salt: 32 random bytes, lower-case hex. */
export function newSalt(): string {
  return randomBytes(32).toString('hex');
}
