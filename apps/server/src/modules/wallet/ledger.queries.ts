import type { PostingKind } from '@app/shared/posting-kinds.ts';
import type { Queryable } from '../../db/client.ts';

/** A player's ledger accounts. */
export type PlayerAccountKind = 'cash' | 'bonus' | 'withdraw_hold';

// The posting itself is the database function ledger_post (ledger_post.sql beside this file): one round trip.
const POST_SQL = `select ledger_post($1, $2, $3, $4::int[], $5::text[], $6::int8[], $7, $8, $9, $10::jsonb) as transaction_id`;

export function postEntries(
  q: Queryable,
  p: {
    siteId: number;
    key: string;
    kind: PostingKind;
    playerIds: (number | null)[];
    kinds: string[];
    amounts: string[];
    playerId: number | null;
    refType: string | null;
    refId: string | null;
    metadata: string;
  },
) {
  return q.query<{ transaction_id: bigint | null }>(POST_SQL, [
    p.siteId,
    p.key,
    p.kind,
    p.playerIds,
    p.kinds,
    p.amounts,
    p.playerId,
    p.refType,
    p.refId,
    p.metadata,
  ]);
}

/** The entries of the posting stored under an idempotency key. */
export function findPostingEntries(q: Queryable, key: string) {
  return q.query<{ id: bigint; player_id: number | null; kind: string; amount: bigint }>(
    `select t.id, a.player_id, a.kind, e.amount
       from ledger_transactions t join ledger_entries e on e.transaction_id = t.id join accounts a on a.id = e.account_id
      where t.idempotency_key = $1`,
    [key],
  );
}

export function listPlayerBalances(q: Queryable, playerId: number) {
  return q.query<{ kind: PlayerAccountKind; balance: bigint }>(`select kind, balance from accounts where player_id = $1`, [playerId]);
}

/**
 * The same balances as one JSON object (kind -> balance in kuruş as text), read in the statement that
 * finds the player's session (plugins/session.ts sessionReadRoute: `s` is the session's row).
 */
export const SESSION_PLAYER_BALANCES = `(select json_object_agg(a.kind, a.balance::text) from accounts a where a.player_id = s.player_id)`;

/** A new site's house accounts (they keep no cached balance). */
export async function insertHouseAccounts(q: Queryable, siteId: number): Promise<void> {
  await q.query(
    `insert into accounts (site_id, player_id, kind)
     select $1, null, k from unnest(array['bank', 'games', 'bonus_cost', 'cashback_cost']) as k`,
    [siteId],
  );
}

/** Every player starts with their three ledger accounts at zero. */
export async function insertPlayerAccounts(q: Queryable, siteId: number, playerId: number): Promise<void> {
  await q.query(
    `insert into accounts (site_id, player_id, kind) select $1, $2, k from unnest(array['cash', 'bonus', 'withdraw_hold']) as k`,
    [siteId, playerId],
  );
}

/** One lock on the player's cash row: concurrent requests of one player queue on it. */
export async function lockPlayerCash(q: Queryable, playerId: number): Promise<void> {
  await q.query(`select id from accounts where player_id = $1 and kind = 'cash' for update`, [playerId]);
}

/**
 * Every account row of the player (cash, bonus, withdraw hold), locked in id order: the first lock
 * of any change to the player's bonus (docs/decisions/0012: accounts, then the bonus row).
 */
export async function lockPlayerAccounts(q: Queryable, playerId: number): Promise<void> {
  await q.query(`select id from accounts where player_id = $1 order by id for update`, [playerId]);
}

/** The invariants reconcile() checks: each query returns the rows that break its rule. */
const INVARIANTS: [check: string, sql: string][] = [
  ['transaction-sums-to-zero', `select transaction_id, sum(amount) as sum, count(*) as n from ledger_entries group by transaction_id
        having sum(amount) <> 0 or count(*) < 2`],
  ['transaction-has-entries', `select t.id from ledger_transactions t where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)`],
  ['cached-balance-equals-entries', `select a.id, a.player_id, a.kind, a.balance, coalesce(sum(e.amount), 0) as entries
         from accounts a left join ledger_entries e on e.account_id = a.id
        where a.player_id is not null
        group by a.id having a.balance <> coalesce(sum(e.amount), 0)`],
  // Conservation, per site: what the house accounts hold (the sum of their entries; they keep no
  // cached balance) is exactly minus what the site's players hold.
  ['house-equals-minus-player-balances', `select site_id, sum(house) as house, sum(players) as players from (
         select a.site_id, sum(e.amount) as house, 0 as players
           from ledger_entries e join accounts a on a.id = e.account_id where a.player_id is null group by a.site_id
         union all
         select site_id, 0, sum(balance) from accounts where player_id is not null group by site_id
       ) x group by site_id having sum(house) + sum(players) <> 0`],
  ['player-balance-not-negative', `select id, balance from accounts where player_id is not null and balance < 0`],
  ['house-balance-not-cached', `select id, balance from accounts where player_id is null and balance <> 0`],
  ['balance-after-chain', `select account_id, id from (
         select e.account_id, e.id, e.balance_after,
                sum(e.amount) over (partition by e.account_id order by e.id) as running
           from ledger_entries e join accounts a on a.id = e.account_id where a.player_id is not null
       ) x where balance_after <> running`],
  ['withdraw-hold-equals-pending-withdrawals', `select a.player_id, a.balance, coalesce(w.pending, 0) as pending
         from accounts a
         left join (select player_id, sum(amount) as pending from withdrawals where status = 'pending' group by player_id) w
           on w.player_id = a.player_id
        where a.kind = 'withdraw_hold' and a.balance <> coalesce(w.pending, 0)`],
  ['approved-deposit-posted-once', `select d.id, d.status, count(t.id) as postings
         from deposits d left join ledger_transactions t on t.reference_type = 'deposit' and t.reference_id = d.id
        group by d.id having (d.status = 'approved') <> (count(t.id) = 1) or count(t.id) > 1`],
  ['withdrawal-postings-match-status', `select w.id, w.status, count(t.id) as postings
         from withdrawals w left join ledger_transactions t on t.reference_type = 'withdrawal' and t.reference_id = w.id
        group by w.id
       having count(t.id) <> case when w.status = 'pending' then 1 when w.status in ('approved', 'done', 'rejected', 'cancel') then 2 end`],
  // The wallet's append-only tables keep no foreign keys to these rows (migration 007): they must exist.
  ['money-rows-refer-to-existing-rows', `select 'provider_transactions' as tbl, c.id from provider_transactions c
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
           or (t.player_id is not null and not exists (select 1 from players p where p.id = t.player_id))`],
  // Every accepted bet, and every accepted win of money, is posted exactly once; refused calls,
  // wins of nothing and free rounds' bets are not posted (a free round's win is posted as its bonus's
  // grant while that bonus is active); no provider posting is without its call.
  ['provider-call-posted-once', `select c.provider_id, c.transaction_id, c.kind, t.id as posting
         from provider_transactions c
         left join ledger_transactions t on t.idempotency_key = 'provider:' || c.provider_id || ':' || c.transaction_id
        where c.kind in ('bet', 'win') and not (c.free_round and c.kind = 'win')
          and ((c.response ->> 'status' = 'OK' and not c.free_round and (c.kind = 'bet' or c.amount > 0)) <> (t.id is not null))
       union all
       select null, t.idempotency_key, t.kind, t.id
         from ledger_transactions t
        where t.idempotency_key like 'provider:%'
          and not exists (select 1 from provider_transactions c
                           where 'provider:' || c.provider_id || ':' || c.transaction_id = t.idempotency_key)`],
  // The bonus account's balance is the active bonus's money (docs/decisions/0012): without an active
  // bonus it is 0. (More than one active bonus per player cannot happen: a unique partial index.)
  ['bonus-balance-without-active-bonus', `select a.player_id, a.balance from accounts a
        where a.kind = 'bonus' and a.balance <> 0
          and not exists (select 1 from player_bonuses b where b.player_id = a.player_id and b.status = 'active')`],
];

export async function invariantBreaches(q: Queryable): Promise<{ check: string; rows: Record<string, unknown>[] }[]> {
  const found: { check: string; rows: Record<string, unknown>[] }[] = [];
  for (const [check, sql] of INVARIANTS) found.push({ check, rows: await q.query(sql) });
  return found;
}
