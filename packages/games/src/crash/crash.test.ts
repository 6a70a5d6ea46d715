import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TWO_52,
  autoCashoutWins,
  crashPointFromHmac,
  crashTimeMs,
  exactInstantCrashShare,
  exactRtpAt,
  multiplierAt,
  reachCount,
  roundCap,
  timeToReachMs,
  winFor,
} from './crash.ts';
import { CHECKPOINT_EVERY, crashPoint, generateChain, linkAt, nextLink, roundHash, roundHmac } from './chain.ts';

const hex13 = fc.bigInt({ min: 0n, max: TWO_52 - 1n }).map((r) => r.toString(16).padStart(13, '0'));

describe('the crash point in integers', () => {
  it('maps r = 0 to 1.00x (99 < 100), the top of the range to its maximum, and never below 1.00x', () => {
    expect(crashPointFromHmac('0'.repeat(64))).toBe(100);
    expect(crashPointFromHmac('f'.repeat(64))).toBe(Number(99n * TWO_52));
    fc.assert(fc.property(hex13, (h) => crashPointFromHmac(`${h}${'0'.repeat(51)}`) >= 100));
  });

  it('equals floor(99 x 2^52 / (2^52 - r)) in exact integers, and is monotone in r', () => {
    fc.assert(
      fc.property(hex13, hex13, (a, b) => {
        const ra = BigInt(`0x${a}`);
        const expected = (99n * TWO_52) / (TWO_52 - ra);
        const cp = crashPointFromHmac(a + '0'.repeat(51));
        if (cp !== Number(expected < 100n ? 100n : expected)) return false;
        const rb = BigInt(`0x${b}`);
        const cpb = crashPointFromHmac(b + '0'.repeat(51));
        return ra <= rb ? cp <= cpb : cp >= cpb;
      }),
    );
  });

  it('reaches a target m in exactly floor(99 x 2^52 / m) of the 2^52 values of r (checked at the boundary)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 10_000_000 }), (m) => {
        const count = reachCount(m);
        // r reaches m iff r >= 2^52 - count: the first r that does and the last that does not.
        const first = TWO_52 - count;
        const at = (r: bigint) => crashPointFromHmac(r.toString(16).padStart(13, '0'));
        return at(first) >= m && (first === 0n || at(first - 1n) < m);
      }),
    );
  });

  it('has a 1 % edge at every target and 1.98 % of rounds at 1.00x', () => {
    for (const m of [101, 150, 200, 1000, 100_000]) {
      expect(exactRtpAt(m)).toBeLessThanOrEqual(0.99);
      expect(exactRtpAt(m)).toBeGreaterThan(0.989_99);
    }
    expect(exactInstantCrashShare()).toBeCloseTo(0.0198, 4);
  });
});

describe('the flight', () => {
  it('starts at 1.00x, reaches 2.00x at 11.55 s, and crashes at the first millisecond above the crash point', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(timeToReachMs(200)).toBe(11553);
    expect(crashTimeMs(100)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000 }), (cp) => {
        const t = crashTimeMs(cp);
        return multiplierAt(t) > cp && multiplierAt(t - 1) <= cp;
      }),
    );
  });

  it('pays a cash-out before the crash at most the crash point, and an auto cash-out only at or below it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000 }), fc.integer({ min: 101, max: 100_000 }), (cp, target) => {
        const t = crashTimeMs(cp);
        const ok = t === 0 || multiplierAt(t - 1) <= cp;
        return ok && autoCashoutWins(target, cp) === (cp > 100 && target <= cp);
      }),
    );
    expect(autoCashoutWins(101, 100)).toBe(false);
  });

  it('computes a win in whole kuruş, rounded down', () => {
    expect(winFor(1000, 157)).toBe(1570);
    expect(winFor(333, 150)).toBe(499);
    expect(winFor(Number.MAX_SAFE_INTEGER, 100)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe("the round's cap", () => {
  const loss = (bets: { stake: number; target: number }[], m: number) => bets.reduce((sum, b) => sum + winFor(b.stake, Math.min(m, b.target)) - b.stake, 0);

  it('is the highest multiplier whose winnings beyond the stakes stay within the house\'s largest loss', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ stake: fc.integer({ min: 100, max: 1_000_000 }), target: fc.integer({ min: 101, max: 1_000_000 }) }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (bets, maxLoss) => {
          const cap = roundCap(bets, maxLoss);
          const top = Math.max(...bets.map((b) => b.target));
          if (cap === null) return loss(bets, top) <= maxLoss || top <= 101;
          if (cap === 101) return loss(bets, 102) > maxLoss;
          return cap < top && loss(bets, cap) <= maxLoss && loss(bets, cap + 1) > maxLoss;
        },
      ),
    );
  });

  it('caps 2,000 bets of 50 TL without a target at 51.00x for a 5,000,000 TL loss', () => {
    const bets = Array.from({ length: 2000 }, () => ({ stake: 5000, target: 1_000_000 }));
    expect(roundCap(bets, 500_000_000)).toBe(5100);
    expect(roundCap([{ stake: 5000, target: 200 }], 500_000_000)).toBeNull();
  });
});

describe('the hash chain', () => {
  it('links each round to the one before: SHA-256 of round n is round n-1, and of round 1 the terminating hash', () => {
    const chain = generateChain(3 * CHECKPOINT_EVERY + 7, 'a'.repeat(64));
    expect(chain.checkpoints).toHaveLength(4);
    expect(nextLink(roundHash(chain, 1))).toBe(chain.terminatingHash);
    for (const n of [2, 5, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 1, 3 * CHECKPOINT_EVERY + 6]) {
      expect(nextLink(roundHash(chain, n))).toBe(roundHash(chain, n - 1));
    }
    expect(linkAt(chain, 0)).toBe('a'.repeat(64));
    expect(() => roundHash(chain, 3 * CHECKPOINT_EVERY + 7)).toThrow();
  });

  it('keeps the last link as a checkpoint when it falls on one', () => {
    const chain = generateChain(CHECKPOINT_EVERY + 1, 'b'.repeat(64));
    expect(chain.checkpoints).toHaveLength(2);
    expect(chain.checkpoints[1]).toBe(chain.terminatingHash);
  });

  it('mixes the salt in: the same hash with another salt is another round', () => {
    const h = nextLink('c');
    expect(roundHmac(h, 'salt-a')).not.toBe(roundHmac(h, 'salt-b'));
    expect(crashPoint(h, 'salt-a')).toBe(crashPointFromHmac(roundHmac(h, 'salt-a')));
  });
});
