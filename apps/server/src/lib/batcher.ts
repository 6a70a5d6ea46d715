/**
 * Statements that many requests send at once, gathered into one (docs/decisions/0008's pattern, as
 * the provider wallet's call queue does with its own ordering rules): an item that arrives while
 * fewer than `maxInFlight` batches of its group are running goes at once; the items that arrive
 * meanwhile wait and go together in that group's next batch (at most `maxBatch`). Under load this
 * turns hundreds of round trips a second into a few dozen, each one statement for many rows; alone,
 * an item waits for nothing.
 *
 * `run` gets a group's items and answers one result per item, in order. If it throws, every item of
 * the batch gets the error.
 */
export class Batcher<K, I, O> {
  private readonly groups = new Map<K, { queue: { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[]; inFlight: number }>();

  constructor(
    private readonly run: (key: K, items: I[]) => Promise<O[]>,
    private readonly options: { maxInFlight: number; maxBatch: number },
  ) {}

  submit(key: K, item: I): Promise<O> {
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = { queue: [], inFlight: 0 }));
    const g = group;
    return new Promise<O>((resolve, reject) => {
      g.queue.push({ item, resolve, reject });
      this.pump(key, g);
    });
  }

  private pump(key: K, g: { queue: { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[]; inFlight: number }) {
    while (g.inFlight < this.options.maxInFlight && g.queue.length > 0) {
      const batch = g.queue.splice(0, this.options.maxBatch);
      g.inFlight += 1;
      // (through a promise, so a `run` that throws at once fails its batch instead of leaving it)
      void Promise.resolve()
        .then(() =>
          this.run(
            key,
            batch.map((p) => p.item),
          ),
        )
        .then(
          (out: O[]) => {
            if (out.length === batch.length) batch.forEach((p, i) => p.resolve(out[i]!));
            else batch.forEach((p) => p.reject(new Error(`a batch of ${batch.length} answered ${out.length} results`)));
          },
          (err: unknown) => batch.forEach((p) => p.reject(err)),
        )
        .finally(() => {
          g.inFlight -= 1;
          if (g.inFlight === 0 && g.queue.length === 0) this.groups.delete(key);
          else this.pump(key, g);
        });
    }
  }
}
