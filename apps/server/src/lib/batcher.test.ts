import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher.ts';

describe('Batcher', () => {
  it('sends an item alone at once, gathers the items that arrive meanwhile, keeps groups apart, answers each its own result', async () => {
    const runs: { key: string; items: number[] }[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const b = new Batcher<string, number, number>(
      async (key, items) => {
        runs.push({ key, items });
        if (runs.length === 1) await gate;
        return items.map((i) => i * 10);
      },
      { maxInFlight: 1, maxBatch: 3 },
    );
    const first = b.submit('a', 1);
    // the first is running: these wait, and go in batches of at most 3, in order
    const waiting = [2, 3, 4, 5].map((i) => b.submit('a', i));
    const other = b.submit('b', 9);
    expect(await other).toBe(90);
    release();
    expect(await first).toBe(10);
    expect(await Promise.all(waiting)).toEqual([20, 30, 40, 50]);
    expect(runs).toEqual([
      { key: 'a', items: [1] },
      { key: 'b', items: [9] },
      { key: 'a', items: [2, 3, 4] },
      { key: 'a', items: [5] },
    ]);
  });

  it('gives every item of a failed batch the error, and one of a batch answered short an error too', async () => {
    const failing = new Batcher<number, number, number>(async () => Promise.reject(new Error('down')), { maxInFlight: 2, maxBatch: 10 });
    await expect(failing.submit(1, 1)).rejects.toThrow('down');
    // the second and third go together and are answered one result: both get an error
    const short = new Batcher<number, number, number>(async (_, items) => items.slice(0, 1), { maxInFlight: 1, maxBatch: 10 });
    const [x, y, z] = await Promise.allSettled([short.submit(1, 1), short.submit(1, 2), short.submit(1, 3)]);
    expect(x).toEqual({ status: 'fulfilled', value: 1 });
    expect(y).toMatchObject({ status: 'rejected' });
    expect(z).toMatchObject({ status: 'rejected' });
    // a later item still goes (the group was not left stuck)
    expect(await new Batcher<number, number, number>(async (_, i) => i, { maxInFlight: 1, maxBatch: 1 }).submit(1, 7)).toBe(7);
  });
});
