import type { Db, Queryable } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/errors.ts';

/**
 * The ledger: the only code that changes balances. A posting is one ledger transaction of two or
 * more entries summing to zero, written by ONE call of the database function ledger_post (one round
 * trip; the provider wallet's batches write theirs set-wise in provider_calls, by the same rules) that also updates
 * the cached balances of the player accounts involved under their row locks. The idempotency key
 * is unique: replaying it moves nothing and returns the first posting. The database itself refuses
 * an unbalanced transaction (trigger), a negative player balance (CHECK) and any change to entries.
 */
export type PlayerAccountKind = 'cash' | 'bonus' | 'withdraw_hold';
export type HouseAccountKind = 'bank' | 'games' | 'bonus_cost' | 'cashback_cost';

export type AccountRef = { playerId: number; kind: PlayerAccountKind } | { house: HouseAccountKind };

export interface Entry {
  account: AccountRef;
  amount: bigint;
}

export interface Posting {
  siteId: number;
  idempotencyKey: string;
  kind: string;
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

// The posting itself is the database function ledger_post (migration 006): one round trip.
const POST_SQL = `select ledger_post($1, $2, $3, $4::int[], $5::text[], $6::int8[], $7, $8, $9, $10::jsonb) as transaction_id`;

/** Posts inside the caller's transaction (or alone, as one atomic statement, when given the Db). */
export async function post(q: Queryable, p: Posting): Promise<PostingResult> {
  validate(p);
  const playerIds = p.entries.map((e) => ('house' in e.account ? null : e.account.playerId));
  const kinds = p.entries.map((e) => ('house' in e.account ? e.account.house : e.account.kind));
  const amounts = p.entries.map((e) => e.amount.toString());
  let rows: { transaction_id: bigint | null }[];
  try {
    rows = await q.query<{ transaction_id: bigint | null }>(POST_SQL, [
      p.siteId,
      p.idempotencyKey,
      p.kind,
      playerIds,
      kinds,
      amounts,
      p.playerId,
      p.reference?.type ?? null,
      p.reference ? String(p.reference.id) : null,
      JSON.stringify(p.metadata ?? {}),
    ]);
  } catch (err) {
    if ((err as { code?: string }).code === '23514') throw new InsufficientFundsError();
    throw err;
  }
  const row = rows[0]!;
  if (row.transaction_id === null) return replay(q, p);
  return {
    transactionId: BigInt(row.transaction_id),
    replayed: false,
  };
}

/** A replayed key returns the first posting, if it was the same posting; otherwise it is refused. */
async function replay(q: Queryable, p: Posting): Promise<PostingResult> {
  const rows = await q.query<{ id: bigint; player_id: number | null; kind: string; amount: bigint }>(
    `select t.id, a.player_id, a.kind, e.amount
       from ledger_transactions t join ledger_entries e on e.transaction_id = t.id join accounts a on a.id = e.account_id
      where t.idempotency_key = $1`,
    [p.idempotencyKey],
  );
  const stored = rows.map((r) => `${r.player_id === null ? 'house' : r.player_id}:${r.kind}:${r.amount}`).sort();
  const wanted = p.entries
    .map((e) => `${'house' in e.account ? 'house' : e.account.playerId}:${'house' in e.account ? e.account.house : e.account.kind}:${e.amount}`)
    .sort();
  if (stored.join('|') !== wanted.join('|')) throw conflict('Bu işlem anahtarı başka bir işlem için kullanılmış');
  return { transactionId: rows[0]!.id, replayed: true };
}

const RACES = ['40001', '40P01'];

/**
 * Runs fn again when the database reports a race (by default a deadlock or serialization failure;
 * callers may name more codes), with a short jittered pause; idempotency keeps the retry safe.
 */
export async function retryOnRace<T>(fn: () => Promise<T>, codes: readonly string[] = RACES, attempts = 4): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await fn();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (!code || !codes.includes(code) || i >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 5 * i + Math.random() * 10));
    }
  }
}

/** Runs a database transaction again on a deadlock or serialization failure. */
export function inTransaction<T>(db: Db, fn: (tx: Queryable) => Promise<T>, attempts = 4): Promise<T> {
  return retryOnRace(() => db.tx(fn), RACES, attempts);
}

export interface PlayerBalances {
  cash: bigint;
  bonus: bigint;
  withdraw_hold: bigint;
}

export async function playerBalances(q: Queryable, playerId: number): Promise<PlayerBalances> {
  const rows = await q.query<{ kind: PlayerAccountKind; balance: bigint }>(
    `select kind, balance from accounts where player_id = $1`,
    [playerId],
  );
  const b: PlayerBalances = { cash: 0n, bonus: 0n, withdraw_hold: 0n };
  for (const r of rows) b[r.kind] = r.balance;
  return b;
}

export interface Breach {
  check: string;
  detail: string;
}

/**
 * Checks every invariant of the ledger and of the money tables around it; returns the breaches
 * (an empty list when everything holds).
 */
export async function reconcile(q: Queryable): Promise<Breach[]> {
  const breaches: Breach[] = [];
  const add = (check: string, rows: Record<string, unknown>[]) => {
    for (const r of rows) breaches.push({ check, detail: JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)) });
  };
  add(
    'transaction-sums-to-zero',
    await q.query(
      `select transaction_id, sum(amount) as sum, count(*) as n from ledger_entries group by transaction_id
        having sum(amount) <> 0 or count(*) < 2`,
    ),
  );
  add(
    'transaction-has-entries',
    await q.query(`select t.id from ledger_transactions t where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)`),
  );
  add(
    'cached-balance-equals-entries',
    await q.query(
      `select a.id, a.player_id, a.kind, a.balance, coalesce(sum(e.amount), 0) as entries
         from accounts a left join ledger_entries e on e.account_id = a.id
        where a.player_id is not null
        group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
    ),
  );
  // Conservation, per site: what the house accounts hold (the sum of their entries; they keep no
  // cached balance) is exactly minus what the site's players hold.
  add(
    'house-equals-minus-player-balances',
    await q.query(
      `select site_id, sum(house) as house, sum(players) as players from (
         select a.site_id, sum(e.amount) as house, 0 as players
           from ledger_entries e join accounts a on a.id = e.account_id where a.player_id is null group by a.site_id
         union all
         select site_id, 0, sum(balance) from accounts where player_id is not null group by site_id
       ) x group by site_id having sum(house) + sum(players) <> 0`,
    ),
  );
  add('player-balance-not-negative', await q.query(`select id, balance from accounts where player_id is not null and balance < 0`));
  add('house-balance-not-cached', await q.query(`select id, balance from accounts where player_id is null and balance <> 0`));
  add(
    'balance-after-chain',
    await q.query(
      `select account_id, id from (
         select e.account_id, e.id, e.balance_after,
                sum(e.amount) over (partition by e.account_id order by e.id) as running
           from ledger_entries e join accounts a on a.id = e.account_id where a.player_id is not null
       ) x where balance_after <> running`,
    ),
  );
  add(
    'withdraw-hold-equals-pending-withdrawals',
    await q.query(
      `select a.player_id, a.balance, coalesce(w.pending, 0) as pending
         from accounts a
         left join (select player_id, sum(amount) as pending from withdrawals where status = 'pending' group by player_id) w
           on w.player_id = a.player_id
        where a.kind = 'withdraw_hold' and a.balance <> coalesce(w.pending, 0)`,
    ),
  );
  add(
    'approved-deposit-posted-once',
    await q.query(
      `select d.id, d.status, count(t.id) as postings
         from deposits d left join ledger_transactions t on t.reference_type = 'deposit' and t.reference_id = d.id
        group by d.id having (d.status = 'approved') <> (count(t.id) = 1) or count(t.id) > 1`,
    ),
  );
  add(
    'withdrawal-postings-match-status',
    await q.query(
      `select w.id, w.status, count(t.id) as postings
         from withdrawals w left join ledger_transactions t on t.reference_type = 'withdrawal' and t.reference_id = w.id
        group by w.id
       having count(t.id) <> case when w.status = 'pending' then 1 when w.status in ('approved', 'done', 'rejected', 'cancel') then 2 end`,
    ),
  );
  // The wallet's append-only tables keep no foreign keys to these rows (migration 007): they must exist.
  add(
    'money-rows-refer-to-existing-rows',
    await q.query(
      `select 'provider_transactions' as tbl, c.id from provider_transactions c
        where not exists (select 1 from providers p where p.id = c.provider_id)
           or (c.player_id is not null and not exists (select 1 from players p where p.id = c.player_id))
           or (c.game_id is not null and not exists (select 1 from games g where g.id = c.game_id))
       union all
       select 'game_rounds', r.id from game_rounds r
        where not exists (select 1 from providers p where p.id = r.provider_id)
           or not exists (select 1 from players p where p.id = r.player_id)
           or not exists (select 1 from games g where g.id = r.game_id)
       union all
       select 'ledger_transactions', t.id from ledger_transactions t
        where not exists (select 1 from sites s where s.id = t.site_id)
           or (t.player_id is not null and not exists (select 1 from players p where p.id = t.player_id))`,
    ),
  );
  // Every accepted bet, and every accepted win of money, is posted exactly once; refused calls and
  // wins of nothing are not posted; no provider posting is without its call.
  add(
    'provider-call-posted-once',
    await q.query(
      `select c.provider_id, c.transaction_id, c.kind, t.id as posting
         from provider_transactions c
         left join ledger_transactions t on t.idempotency_key = 'provider:' || c.provider_id || ':' || c.transaction_id
        where c.kind in ('bet', 'win')
          and ((c.response ->> 'status' = 'OK' and (c.kind = 'bet' or c.amount > 0)) <> (t.id is not null))
       union all
       select null, t.idempotency_key, t.kind, t.id
         from ledger_transactions t
        where t.idempotency_key like 'provider:%'
          and not exists (select 1 from provider_transactions c
                           where 'provider:' || c.provider_id || ':' || c.transaction_id = t.idempotency_key)`,
    ),
  );
  return breaches;
}
