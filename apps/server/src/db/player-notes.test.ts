import { describe, expect, it } from 'vitest';
import { createBus, playerTopic } from '../lib/bus.ts';
import type { Db, Tx } from './client.ts';
import { notePlayer, takesPlayerNotes, withPlayerNotes } from './player-notes.ts';

/** A database whose transactions commit when fn resolves and roll back when it throws (as client.ts's). */
function fakeDb(log: string[]): Db {
  const db: Db = {
    kind: 'pglite',
    get reports() {
      return db;
    },
    query: async () => [],
    exec: async () => undefined,
    close: async () => undefined,
    async tx<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      const tx: Tx = { query: async () => [], exec: async () => undefined };
      try {
        const result = await fn(tx);
        log.push('commit');
        return result;
      } catch (err) {
        log.push('rollback');
        throw err;
      }
    },
  };
  return db;
}

async function heard(playerIds: number[]) {
  const bus = createBus();
  const messages: string[] = [];
  for (const id of playerIds) await bus.subscribe(playerTopic(id), (m) => messages.push(`${id}:${JSON.stringify(m)}`));
  return { bus, messages };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('player notes (published after the commit)', () => {
  it("publishes a transaction's notes once it has committed, one message per player", async () => {
    const { bus, messages } = await heard([1, 2]);
    const log: string[] = [];
    const db = withPlayerNotes(fakeDb(log), bus);
    await db.tx(async (tx) => {
      notePlayer(tx, 1, 'balance');
      notePlayer(tx, 1, 'events');
      notePlayer(tx, 1, 'balance');
      notePlayer(tx, 2, 'balance');
      await settle();
      expect(messages).toEqual([]); // nothing while the transaction is open
      log.push('work done');
    });
    await settle();
    expect(log).toEqual(['work done', 'commit']);
    expect(messages.sort()).toEqual(['1:{"kinds":["balance","events"]}', '2:{"kinds":["balance"]}']);
  });

  it('publishes nothing for a transaction that rolled back', async () => {
    const { bus, messages } = await heard([1]);
    const db = withPlayerNotes(fakeDb([]), bus);
    await expect(
      db.tx(async (tx) => {
        notePlayer(tx, 1, 'balance');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await settle();
    expect(messages).toEqual([]);
  });

  it('publishes at once for a statement on the Db itself, and drops notes on a handle that takes none', async () => {
    const { bus, messages } = await heard([3]);
    const raw = fakeDb([]);
    const db = withPlayerNotes(raw, bus);
    expect(withPlayerNotes(db, bus)).toBe(db);
    expect(takesPlayerNotes(db)).toBe(true);
    expect(takesPlayerNotes(raw)).toBe(false);
    notePlayer(db, 3, 'balance');
    notePlayer(raw, 3, 'events');
    await raw.tx(async (tx) => notePlayer(tx, 3, 'events'));
    await settle();
    expect(messages).toEqual(['3:{"kinds":["balance"]}']);
  });
});
