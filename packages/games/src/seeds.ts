/**
 * Seed pairs of the provably fair scheme. The server keeps the active server seed secret and shows
 * its SHA-256; the player may set the client seed at any time; every round uses the current nonce
 * and then increments it. Rotating reveals the old server seed (so every round played with it can
 * be verified) and promotes the pre-committed next seed. Storage is the caller's business.
 */
import { randomBytes } from 'node:crypto';
import { newServerSeed, serverSeedHash } from './rng.ts';

export interface SeedPair {
  /** Secret until rotated. */
  serverSeed: string;
  /** SHA-256 of serverSeed: shown to the player before any round is played with it. */
  serverSeedHash: string;
  clientSeed: string;
  /** Nonce of the next round (0 for the first round of a pair). */
  nonce: number;
  /** The seed that becomes active at the next rotation; only its hash is shown. */
  nextServerSeed: string;
  nextServerSeedHash: string;
}

/** The player-facing view: never contains a live server seed. */
export interface PublicSeedPair {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  nextServerSeedHash: string;
}

export interface RevealedSeed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Rounds played with this pair used nonces 0 .. roundsPlayed - 1. */
  roundsPlayed: number;
}

const CLIENT_SEED = /^[A-Za-z0-9_.-]{1,64}$/;

export function isValidClientSeed(clientSeed: string): boolean {
  return CLIENT_SEED.test(clientSeed);
}

/** A random default client seed (the player may replace it). */
export function newClientSeed(): string {
  return randomBytes(10).toString('hex');
}

export function createSeedPair(clientSeed: string = newClientSeed()): SeedPair {
  if (!isValidClientSeed(clientSeed)) throw new RangeError('invalid client seed');
  const serverSeed = newServerSeed();
  const nextServerSeed = newServerSeed();
  return {
    serverSeed,
    serverSeedHash: serverSeedHash(serverSeed),
    clientSeed,
    nonce: 0,
    nextServerSeed,
    nextServerSeedHash: serverSeedHash(nextServerSeed),
  };
}

export function publicSeedPair(pair: SeedPair): PublicSeedPair {
  return {
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nonce,
    nextServerSeedHash: pair.nextServerSeedHash,
  };
}

/** Takes the nonce for a new round: returns it and the pair with the nonce incremented. */
export function takeNonce(pair: SeedPair): { nonce: number; pair: SeedPair } {
  return { nonce: pair.nonce, pair: { ...pair, nonce: pair.nonce + 1 } };
}

/**
 * Rotation: reveals the active server seed, activates the committed next seed with nonce 0 and
 * commits a fresh next seed. The client seed is kept unless a new one is given.
 */
export function rotateSeedPair(
  pair: SeedPair,
  clientSeed: string = pair.clientSeed,
): { revealed: RevealedSeed; pair: SeedPair } {
  if (!isValidClientSeed(clientSeed)) throw new RangeError('invalid client seed');
  const nextServerSeed = newServerSeed();
  return {
    revealed: {
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      roundsPlayed: pair.nonce,
    },
    pair: {
      serverSeed: pair.nextServerSeed,
      serverSeedHash: pair.nextServerSeedHash,
      clientSeed,
      nonce: 0,
      nextServerSeed,
      nextServerSeedHash: serverSeedHash(nextServerSeed),
    },
  };
}

/** Sets a new client seed; changing it starts a new pair (rotation), as the nonce sequence restarts. */
export function setClientSeed(
  pair: SeedPair,
  clientSeed: string,
): { revealed: RevealedSeed; pair: SeedPair } {
  return rotateSeedPair(pair, clientSeed);
}
