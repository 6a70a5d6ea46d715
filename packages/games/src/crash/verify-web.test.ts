import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { crashPoint, generateChain, linkAt, nextLink, roundHash, roundHmac } from './chain.ts';
import { crashPointWeb, nextLinkSync, roundHmacWeb, walkChain } from './verify-web.ts';

const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
// A chain as the server generates it (chain.ts), with a fixed seed: rounds 1 ... 24,999.
const LENGTH = 25_000;
const chain = generateChain(LENGTH, createHash('sha256').update('zeplin verify-web test').digest('hex'));
const SALT = createHash('sha256').update('salt').digest('hex');

describe('the browser verifier against the server chain (node:crypto)', () => {
  it('hashes a link exactly as nextLink does, on every link of a generated chain and on random hashes', () => {
    let link = linkAt(chain, 0);
    for (let k = 1; k < LENGTH; k++) {
      const next = nextLinkSync(link);
      if (next !== nextLink(link)) expect.fail(`link ${k} differs`);
      link = next;
    }
    expect(link).toBe(chain.terminatingHash);
    fc.assert(fc.property(hex64, (h) => nextLinkSync(h) === nextLink(h)));
  });

  it('computes the HMAC and the crash point of a round by Web Crypto as the server does', async () => {
    for (const n of [1, 2, 777, 10_000, LENGTH - 1]) {
      const hash = roundHash(chain, n);
      expect(await roundHmacWeb(hash, SALT)).toBe(roundHmac(hash, SALT));
      expect((await crashPointWeb(hash, SALT)).crashPoint).toBe(crashPoint(hash, SALT));
    }
    await fc.assert(
      fc.asyncProperty(
        hex64,
        hex64,
        async (h, salt) => (await crashPointWeb(h, salt)).crashPoint === crashPoint(h, salt),
      ),
      { numRuns: 200 },
    );
  });

  it('walks a round back to the terminating hash in as many links as its number', async () => {
    for (const n of [1, 5_000, 12_345, LENGTH - 1]) {
      await expect(walkChain(roundHash(chain, n), chain.terminatingHash, { cap: LENGTH })).resolves.toEqual({
        found: true,
        links: n,
      });
    }
    await expect(walkChain(chain.terminatingHash, chain.terminatingHash, { cap: LENGTH })).resolves.toEqual({
      found: true,
      links: 0,
    });
  });

  it('reports progress, stops at the cap and when cancelled', async () => {
    const seen: number[] = [];
    const r = await walkChain(roundHash(chain, 12_345), chain.terminatingHash, {
      cap: LENGTH,
      every: 4_000,
      onProgress: (links) => void seen.push(links),
    });
    expect(r).toEqual({ found: true, links: 12_345 });
    expect(seen).toEqual([4_000, 8_000, 12_000]);

    // A hash not on the chain never meets the terminating hash.
    await expect(walkChain('ab'.repeat(32), chain.terminatingHash, { cap: 3_000 })).resolves.toEqual({
      found: false,
      links: 3_000,
      reason: 'cap',
    });
    await expect(
      walkChain(roundHash(chain, 12_345), chain.terminatingHash, { cap: 12_344 }),
    ).resolves.toMatchObject({
      found: false,
      reason: 'cap',
    });

    const stop = new AbortController();
    const cancelled = await walkChain(roundHash(chain, 20_000), chain.terminatingHash, {
      cap: LENGTH,
      every: 1_000,
      signal: stop.signal,
      onProgress: (links) => {
        if (links === 3_000) stop.abort();
      },
    });
    expect(cancelled).toEqual({ found: false, links: 3_000, reason: 'cancelled' });
  });

  it('refuses what is not a lower-case hash', async () => {
    await expect(walkChain('AB'.repeat(32), chain.terminatingHash, { cap: 10 })).rejects.toThrow();
    await expect(walkChain('abc', chain.terminatingHash, { cap: 10 })).rejects.toThrow();
  });
});
