import { playerTopic, type Bus, type PlayerChange, type PlayerChangeMessage } from '../lib/bus.ts';
import type { Db, Queryable, Tx } from './client.ts';

/**
 * What changed for which player, told to the event bus only once the change is committed
 * (docs/decisions/0029). The code that changes a player's money or events notes it on the query
 * handle it wrote with (`notePlayer(tx, ...)`: the ledger's postings, the player events, the wallet
 * API's batches); the handle knows where its notes go:
 * - a transaction of a Db made by `withPlayerNotes` keeps them, and they are published after its
 *   commit (never for a transaction that rolled back, nor for an attempt a race ended);
 * - that Db itself (a statement on its own, committed when it returns) publishes at once;
 * - any other handle (start-up, tests' own fixtures, benchmarks) drops them.
 * A transaction's notes go out as one message per player, whatever number of postings it made.
 */
const openTransactions = new WeakMap<Queryable, Map<number, Set<PlayerChange>>>();
const direct = new WeakMap<Queryable, Bus>();

/** Notes that a player's `change` happened in what `q` wrote (published after the commit). */
export function notePlayer(q: Queryable, playerId: number, change: PlayerChange): void {
  const pending = openTransactions.get(q);
  if (pending) {
    let kinds = pending.get(playerId);
    if (!kinds) pending.set(playerId, (kinds = new Set()));
    kinds.add(change);
    return;
  }
  const bus = direct.get(q);
  if (bus) publishNotes(bus, new Map([[playerId, new Set([change])]]));
}

/** Whether notes on `q` go anywhere (a Db made by `withPlayerNotes`, or one of its open transactions). */
export function takesPlayerNotes(q: Queryable): boolean {
  return openTransactions.has(q) || direct.has(q);
}

function publishNotes(bus: Bus, notes: Map<number, Set<PlayerChange>>): void {
  for (const [playerId, kinds] of notes) {
    const message: PlayerChangeMessage = { kinds: [...kinds] };
    bus.publish(playerTopic(playerId), message);
  }
}

const wrapped = new WeakMap<Db, { bus: Bus; db: Db; base: Db }>();

/**
 * The database a Db made by `withPlayerNotes` stands for (any other Db: itself). What is cached per
 * database, not per handle, is keyed by it (a test reconciles on its own handle and asks the app).
 */
export function baseDatabase(db: Db): Db {
  return wrapped.get(db)?.base ?? db;
}

/**
 * The same database, whose transactions publish their players' notes on `bus` after they commit.
 * Given a Db it made for this bus already, returns it as it is.
 */
export function withPlayerNotes(db: Db, bus: Bus): Db {
  const existing = wrapped.get(db);
  if (existing?.bus === bus) return db;
  const notesDb: Db = {
    kind: db.kind,
    get reports() {
      return db.reports;
    },
    query: <T>(sql: string, params?: unknown[]) => db.query<T>(sql, params),
    exec: (sql: string) => db.exec(sql),
    close: () => db.close(),
    async tx<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      const notes = new Map<number, Set<PlayerChange>>();
      const result = await db.tx((tx) => {
        openTransactions.set(tx, notes);
        return fn(tx);
      });
      publishNotes(bus, notes);
      return result;
    },
  };
  direct.set(notesDb, bus);
  wrapped.set(notesDb, { bus, db: notesDb, base: baseDatabase(db) });
  return notesDb;
}
