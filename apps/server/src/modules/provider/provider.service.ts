import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notePlayer, takesPlayerNotes } from '../../db/player-notes.ts';
import { retryOnRace } from '../../db/transactions.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { sealSecret } from '../../lib/seal.ts';
import { formatLiraText, kurusToLira } from '@app/shared/money.ts';
import * as q from './provider.queries.ts';
import { responsibleMessages } from '@app/shared/api/responsible.ts';
import { errorMessages, type LimitRefusal, type betBody, type ErrorCode, type ProviderReply, type rollbackBody, type winBody } from './provider.schemas.ts';
import type { StoredReply, WalletCall } from './provider.queries.ts';

export type { StoredReply, WalletCall } from './provider.queries.ts';

/**
 * The seamless wallet a game server calls: bet, win, rollback, balance. Every call is idempotent on
 * (provider, transaction_id): the same request gets the same reply and moves money once; the same id
 * with other data is refused. A rollback of an unknown bet leaves a tombstone so the late bet is refused.
 * Wins and rollbacks are accepted after the game session expired; bets are not.
 */
export type { ProviderRow } from './provider.queries.ts';
// How a game server signs its calls (the in-house one too: house/wallet-client.ts).
export { signedHeaders } from './signature.ts';

export function findProvider(db: Db, id: string) {
  return q.findProvider(db, id);
}

const error = (code: ErrorCode, balance?: number, maxBet?: number, limit: LimitRefusal = {}): ProviderReply => ({
  status: 'ERROR',
  code,
  message:
    code === 'BONUS_MAX_BET' && maxBet !== undefined
      ? `Bonus çevrimi sürerken bir bahis en fazla ${formatLiraText(kurusToLira(maxBet))} olabilir`
      : code === 'LIMIT_EXCEEDED'
        ? limitMessage(limit)
        : errorMessages[code],
  ...(balance === undefined ? {} : { balance }),
  ...(maxBet === undefined ? {} : { max_bet: maxBet }),
  ...limit,
});

/** The Turkish text of a LIMIT_EXCEEDED refusal: the limit it names and what is left of it. */
function limitMessage(limit: LimitRefusal): string {
  if (limit.limit_kind === 'session') return responsibleMessages.sessionLimitReached;
  if (limit.limit_kind && limit.limit_period && limit.remaining !== undefined)
    return responsibleMessages.betOverLimit(limit.limit_kind, limit.limit_period, kurusToLira(limit.remaining));
  return errorMessages.LIMIT_EXCEEDED;
}

/** The spendable balance of a real game session's player (the session's game must be the provider's). */
export async function balance(db: Db, providerId: string, token: string): Promise<ProviderReply> {
  const s = await q.findSessionBalance(db, sha256Hex(token), providerId);
  if (!s || s.mode !== 'real' || s.player_id === null) return error('INVALID_SESSION');
  return {
    status: 'OK',
    balance: Number(s.balance),
    transaction_id: '',
    ...(s.free_rounds_left ? { free_rounds: { remaining: s.free_rounds_left, stake: Number(s.free_rounds_stake) } } : {}),
  };
}

function requestHash(kind: string, body: unknown): string {
  return createHash('sha256').update(`${kind}:${JSON.stringify(body)}`).digest('hex');
}

// Besides a deadlock or serialization failure, two identical first calls at once: the loser hits the
// unique key, and its retry answers with the winner's stored reply.
const RACES = ['23505', '40001', '40P01'];


/**
 * One transaction of the database function provider_calls (provider_calls.sql) for a batch
 * of calls; with `lockTimeout`, the transaction gives up (55P03) on a lock it would wait for longer.
 */
export async function runCalls(db: Db, calls: WalletCall[], lockTimeout?: string): Promise<StoredReply[]> {
  const { replies } = await retryOnRace(() => q.callWallet(db, calls, lockTimeout ?? null), RACES);
  // The batch has committed: its players' browsers hear their balance moved (docs/decisions/0029),
  // beside the replies, which do not wait for it.
  if (takesPlayerNotes(db)) void notePlayersOf(db, calls, replies);
  return replies;
}

// Game session -> player, remembered by this process (a session's player never changes), so a
// batch of known sessions costs no query. Bounded: the oldest sessions are forgotten first.
const sessionPlayers = new Map<string, number>();
const SESSION_PLAYERS_KEPT = 50_000;

/** Tells the players of a batch's accepted calls (a replay too: it only makes a browser read again). */
async function notePlayersOf(db: Db, calls: WalletCall[], replies: StoredReply[]): Promise<void> {
  try {
    const sessions = new Set(calls.filter((_, i) => replies[i]?.status === 'OK').map((c) => c.session));
    if (sessions.size === 0) return;
    const unknown = [...sessions].filter((s) => !sessionPlayers.has(s));
    if (unknown.length > 0) {
      for (const row of await q.gameSessionPlayers(db, unknown)) {
        if (sessionPlayers.size >= SESSION_PLAYERS_KEPT) sessionPlayers.delete(sessionPlayers.keys().next().value!);
        sessionPlayers.set(row.id, Number(row.player_id));
      }
    }
    const players = new Set<number>();
    for (const s of sessions) {
      const player = sessionPlayers.get(s);
      if (player !== undefined) players.add(player);
    }
    for (const player of players) notePlayer(db, player, 'balance');
  } catch {
    // A lost push costs freshness only: the browser polls at its safety interval.
  }
}

const MAX_BATCH = 64;
// A batch's own work takes a few milliseconds; a lock held longer than this belongs to something
// slow (another transaction on the player's accounts), and the batch's calls then run one by one,
// out of the pipeline, so only the call that needs the lock waits for it.
const BATCH_LOCK_TIMEOUT = '100ms';

interface Pending {
  call: WalletCall;
  /** the transaction ids the call is about: its own, and the bet it names */
  keys: string[];
  resolve: (reply: StoredReply) => void;
  reject: (err: unknown) => void;
}

/**
 * Wallet calls go to the database in batches (docs/decisions/0008): a call that arrives while fewer
 * than `maxInFlight` batches are in the database goes at once; the calls that arrive meanwhile wait
 * and go together in the next batch, one transaction and one commit for all of them, as PostgreSQL
 * groups commits. A batch holds one provider's calls. A call about a transaction id that another
 * call in the database, or earlier in the queue, is about waits until that one is done: calls about
 * one id run in arrival order and never share a batch. When a batch meets a long lock wait, or fails
 * for another reason than a race, its calls run one by one outside the pipeline, so one call's wait
 * or error is not another's.
 */
class WalletCallQueue {
  private queue: Pending[] = [];
  private inFlight = 0;
  /** the ids of the calls in the database now, in a batch or alone */
  private busy = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly maxInFlight: number,
  ) {}

  /** calls that arrived and wait for their batch (or for a call about the same id to come back) */
  get waiting(): number {
    return this.queue.length;
  }

  submit(call: WalletCall): Promise<StoredReply> {
    const keys = [call.transactionId, ...(call.reference && call.reference !== call.transactionId ? [call.reference] : [])];
    return new Promise((resolve, reject) => {
      this.queue.push({ call, keys: keys.map((k) => `${call.providerId}:${k}`), resolve, reject });
      this.pump();
    });
  }

  private pump() {
    while (this.inFlight < this.maxInFlight) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private take(): Pending[] {
    const taken: Pending[] = [];
    const left: Pending[] = [];
    const named = new Set(this.busy.keys());
    for (const p of this.queue) {
      const waits =
        taken.length >= MAX_BATCH || (taken.length > 0 && p.call.providerId !== taken[0]!.call.providerId) || p.keys.some((k) => named.has(k));
      // a call left behind still holds its ids, so a later call about them cannot overtake it
      for (const k of p.keys) named.add(k);
      (waits ? left : taken).push(p);
    }
    this.queue = left;
    for (const p of taken) for (const k of p.keys) this.busy.set(k, (this.busy.get(k) ?? 0) + 1);
    return taken;
  }

  private release(done: Pending[]) {
    for (const p of done) {
      for (const k of p.keys) {
        const n = (this.busy.get(k) ?? 1) - 1;
        if (n > 0) this.busy.set(k, n);
        else this.busy.delete(k);
      }
    }
    this.pump();
  }

  private async run(batch: Pending[]) {
    try {
      const replies = await runCalls(
        this.db,
        batch.map((p) => p.call),
        BATCH_LOCK_TIMEOUT,
      );
      batch.forEach((p, i) => p.resolve(replies[i]!));
      this.release(batch);
    } catch (err) {
      if (batch.length > 1 || (err as { code?: string }).code === '55P03') {
        void this.oneByOne(batch);
        return;
      }
      batch[0]!.reject(err);
      this.release(batch);
    }
  }

  /** Each call alone, waiting for its locks as long as they take, beside the pipeline. */
  private async oneByOne(batch: Pending[]) {
    await Promise.all(
      batch.map((p) =>
        runCalls(this.db, [p.call])
          .then(([reply]) => p.resolve(reply!), p.reject)
          .finally(() => this.release([p])),
      ),
    );
  }
}

const queues = new WeakMap<Db, WalletCallQueue>();
function queueOf(db: Db): WalletCallQueue {
  let queue = queues.get(db);
  if (!queue) {
    // The embedded database has one connection. On PostgreSQL, two batches at once: one runs while
    // the other waits for its commit to reach the disk (bench:provider: 1 and 2 were alike, 3 and 4
    // slower, as smaller batches each cost a commit).
    queue = new WalletCallQueue(db, db.kind === 'pglite' ? 1 : 2);
    queues.set(db, queue);
  }
  return queue;
}

/** How many wallet calls wait in this server's queue now (none have gone to the database yet). */
export function queuedWalletCalls(db: Db): number {
  return queues.get(db)?.waiting ?? 0;
}

/**
 * Runs one wallet call through the batch queue: the database function takes the advisory locks that
 * serialise calls with the same id and calls about the same bet, answers a replay with the stored
 * reply, checks the session and does the call's work; the Turkish message is added here.
 */
async function call(
  db: Db,
  kind: 'bet' | 'win' | 'rollback',
  providerId: string,
  body: { session_token: string; transaction_id: string; round_id?: string; game_id?: string | number; amount?: number; free_round?: boolean },
  reference: string | null,
  roundClosed: boolean | null,
): Promise<ProviderReply> {
  const gameId = body.game_id;
  const reply = await queueOf(db).submit({
    kind,
    providerId,
    transactionId: body.transaction_id,
    hash: requestHash(kind, body),
    session: sha256Hex(body.session_token),
    round: body.round_id ?? null,
    gameId: typeof gameId === 'number' ? (Number.isSafeInteger(gameId) && gameId > 0 && gameId < 2 ** 31 ? gameId : -1) : null,
    gameSlug: typeof gameId === 'string' ? gameId : null,
    amount: body.amount ?? 0,
    reference,
    roundClosed,
    freeRound: body.free_round ?? null,
  });
  if (reply.status === 'OK') return reply;
  const { limit_kind, limit_period, remaining } = reply;
  return error(reply.code, reply.balance, reply.max_bet, limit_kind ? { limit_kind, limit_period, remaining } : {});
}

export function bet(db: Db, providerId: string, body: z.output<typeof betBody>): Promise<ProviderReply> {
  return call(db, 'bet', providerId, body, null, null);
}

/** A win is accepted after the session expired: the player won while it was open. */
export function win(db: Db, providerId: string, body: z.output<typeof winBody>): Promise<ProviderReply> {
  return call(db, 'win', providerId, body, body.bet_transaction_id ?? null, body.round_closed);
}

/** A rollback of an unknown bet moves nothing and leaves a tombstone that refuses the bet if it comes late. */
export function rollback(db: Db, providerId: string, body: z.output<typeof rollbackBody>): Promise<ProviderReply> {
  return call(db, 'rollback', providerId, body, body.reference_transaction_id, null);
}

let changes = 0;
/** How many times the back office changed a provider (secret, enabled) in this process: the wallet routes' cache follows it. */
export function providerChanges(): number {
  return changes;
}
/** A provider's secret or state changed: the wallet routes of this process read the row again at the next call. */
export function forgetProviders(): void {
  changes += 1;
}

/** The in-house provider's row: its secret (sealed) follows the configuration on every start; it signs v2. */
export async function ensureHouseProvider(db: Db, secret: string, key: Buffer): Promise<void> {
  await q.upsertProvider(db, { id: 'house', name: 'Lale Games', secret: sealSecret(key, secret), scheme: 'v2' });
}
