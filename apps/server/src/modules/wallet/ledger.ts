import type { PostingKind } from '@app/shared/posting-kinds.ts';
import type { Queryable } from '../../db/client.ts';
import { notePlayer } from '../../db/player-notes.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import * as q from './ledger.queries.ts';
import type { PlayerAccountKind } from './ledger.queries.ts';

/**
 * The ledger: the only code that changes balances. A posting is one ledger transaction of two or
 * more entries summing to zero, written by ONE call of the database function ledger_post
 * (ledger_post.sql; one round trip; the provider wallet's batches write theirs set-wise in provider_calls, by the same rules) that also updates
 * the cached balances of the player accounts involved under their row locks. The idempotency key
 * is unique: replaying it moves nothing and returns the first posting. The database itself refuses
 * an unbalanced transaction (trigger), a negative player balance (CHECK) and any change to entries.
 */
export type { PlayerAccountKind } from './ledger.queries.ts';
export type HouseAccountKind = 'bank' | 'games' | 'bonus_cost' | 'cashback_cost';

export type AccountRef = { playerId: number; kind: PlayerAccountKind } | { house: HouseAccountKind };

export interface Entry {
  account: AccountRef;
  amount: bigint;
}

export interface Posting {
  siteId: number;
  idempotencyKey: string;
  /** One of the posting kinds (packages/shared/src/posting-kinds.ts); the database refuses any other. */
  kind: PostingKind;
  /** The player the posting concerns (for their history), if any. */
  playerId: number | null;
  reference?: { type: string; id: number | bigint };
  metadata?: Record<string, unknown>;
  entries: Entry[];
}

export interface PostingResult {
  transactionId: bigint;
  replayed: boolean;
}

export class InsufficientFundsError extends AppError {
  constructor(message = 'Yetersiz bakiye!') {
    super(400, message);
  }
}

function refKey(a: AccountRef): string {
  return 'house' in a ? `house:${a.house}` : `${a.playerId}:${a.kind}`;
}

function validate(p: Posting): void {
  if (p.entries.length < 2) throw new Error('A posting needs at least two entries');
  let sum = 0n;
  const seen = new Set<string>();
  for (const e of p.entries) {
    if (typeof e.amount !== 'bigint' || e.amount === 0n) throw new Error('Entry amounts are non-zero bigint kuruş');
    const k = refKey(e.account);
    if (seen.has(k)) throw new Error(`Account ${k} appears twice in one posting`);
    seen.add(k);
    sum += e.amount;
  }
  if (sum !== 0n) throw new Error(`Posting ${p.idempotencyKey} does not balance (${sum})`);
  if (!p.idempotencyKey || p.idempotencyKey.length > 200) throw new Error('Idempotency key required (at most 200 characters)');
}

/** Posts inside the caller's transaction (or alone, as one atomic statement, when given the Db). */
export async function post(tx: Queryable, p: Posting): Promise<PostingResult> {
  validate(p);
  let rows: { transaction_id: bigint | null }[];
  try {
    rows = await q.postEntries(tx, {
      siteId: p.siteId,
      key: p.idempotencyKey,
      kind: p.kind,
      playerIds: p.entries.map((e) => ('house' in e.account ? null : e.account.playerId)),
      kinds: p.entries.map((e) => ('house' in e.account ? e.account.house : e.account.kind)),
      amounts: p.entries.map((e) => e.amount.toString()),
      playerId: p.playerId,
      refType: p.reference?.type ?? null,
      refId: p.reference ? String(p.reference.id) : null,
      metadata: JSON.stringify(p.metadata ?? {}),
    });
  } catch (err) {
    // a CHECK: the player balance's (insufficient funds), unless it is the kind's (a bug, left as it is)
    const e = err as { code?: string; constraint?: string };
    if (e.code === '23514' && e.constraint !== 'ledger_transactions_kind') throw new InsufficientFundsError();
    throw err;
  }
  const row = rows[0]!;
  if (row.transaction_id === null) return replay(tx, p);
  // The players whose balances moved hear of it once the posting commits (docs/decisions/0029).
  for (const e of p.entries) if (!('house' in e.account)) notePlayer(tx, e.account.playerId, 'balance');
  return {
    transactionId: BigInt(row.transaction_id),
    replayed: false,
  };
}

/** A replayed key returns the first posting, if it was the same posting; otherwise it is refused. */
async function replay(tx: Queryable, p: Posting): Promise<PostingResult> {
  const rows = await q.findPostingEntries(tx, p.idempotencyKey);
  const stored = rows.map((r) => `${r.player_id === null ? 'house' : r.player_id}:${r.kind}:${r.amount}`).sort();
  const wanted = p.entries
    .map((e) => `${'house' in e.account ? 'house' : e.account.playerId}:${'house' in e.account ? e.account.house : e.account.kind}:${e.amount}`)
    .sort();
  if (stored.join('|') !== wanted.join('|')) throw conflict('Bu işlem anahtarı başka bir işlem için kullanılmış');
  return { transactionId: rows[0]!.id, replayed: true };
}

export interface PlayerBalances {
  cash: bigint;
  bonus: bigint;
  withdraw_hold: bigint;
}

export async function playerBalances(db: Queryable, playerId: number): Promise<PlayerBalances> {
  const rows = await q.listPlayerBalances(db, playerId);
  const b: PlayerBalances = { cash: 0n, bonus: 0n, withdraw_hold: 0n };
  for (const r of rows) b[r.kind] = r.balance;
  return b;
}

/** The player's balances read with their session (`SESSION_BALANCES_READ`), never cached. */
export const SESSION_BALANCES_READ = q.SESSION_PLAYER_BALANCES;

/** What `SESSION_BALANCES_READ` gave: the same figures as playerBalances. */
export function balancesOfSessionRead(read: unknown): PlayerBalances {
  const b: PlayerBalances = { cash: 0n, bonus: 0n, withdraw_hold: 0n };
  if (read && typeof read === 'object') {
    for (const [kind, value] of Object.entries(read as Record<string, unknown>)) {
      if (kind in b && typeof value === 'string') b[kind as PlayerAccountKind] = BigInt(value);
    }
  }
  return b;
}

/**
 * Locks every account of the player (in id order), in the caller's transaction: whatever changes a
 * player's bonus takes this lock first, then reads and changes the bonus row (docs/decisions/0012).
 */
export function lockPlayerAccounts(tx: Queryable, playerId: number): Promise<void> {
  return q.lockPlayerAccounts(tx, playerId);
}

/** A new site's house accounts (bank, games, bonus and cashback costs), in the caller's transaction. */
export function openHouseAccounts(tx: Queryable, siteId: number): Promise<void> {
  return q.insertHouseAccounts(tx, siteId);
}

/** A new player's three accounts at zero, in the caller's transaction. */
export function openPlayerAccounts(tx: Queryable, siteId: number, playerId: number): Promise<void> {
  return q.insertPlayerAccounts(tx, siteId, playerId);
}

export interface Breach {
  check: string;
  detail: string;
}

/**
 * Checks every invariant of the ledger and of the money tables around it; returns the breaches
 * (an empty list when everything holds).
 */
export async function reconcile(db: Queryable): Promise<Breach[]> {
  const breaches: Breach[] = [];
  for (const { check, rows } of await q.invariantBreaches(db)) {
    for (const r of rows) breaches.push({ check, detail: JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)) });
  }
  return breaches;
}
