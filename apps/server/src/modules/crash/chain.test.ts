import { describe, expect, it } from 'vitest';
import { CHECKPOINT_EVERY, crashPoint, generateChain, nextLink, roundHash, roundsIn } from '@app/games/crash/chain.ts';
import { roundOf, type Chain } from './chain.ts';

describe('a chain\'s rounds on the game server', () => {
  it('reads each round from the links kept since the last checkpoint, exactly as the published walk gives them', () => {
    // Two and a half checkpoints: the rounds cross two checkpoint boundaries.
    const secret = generateChain(2 * CHECKPOINT_EVERY + 5_001);
    const salt = 'a'.repeat(64);
    const chain: Chain = {
      row: { id: 1, site_id: 1, length: secret.length, terminating_hash: secret.terminatingHash, salt, checkpoints_sealed: '', rounds_played: 0 },
      checkpoints: secret.checkpoints,
    };
    let previous = secret.terminatingHash;
    for (let n = 1; n <= roundsIn(secret.length); n += 1) {
      const round = roundOf(chain, n)!;
      // the chain's rule, round after round: SHA-256 of round n's hash is round n-1's
      expect(round.previousHash).toBe(previous);
      expect(nextLink(round.hash)).toBe(previous);
      previous = round.hash;
      if (n % 997 === 1 || n % CHECKPOINT_EVERY <= 1) {
        expect(round.hash).toBe(roundHash(secret, n));
        expect(round.crashPoint).toBe(crashPoint(round.hash, salt));
        // the crash of the round in play reads it again
        expect(roundOf(chain, n)).toEqual(round);
      }
    }
    expect(roundOf(chain, roundsIn(secret.length) + 1)).toBeNull();
  });
});
