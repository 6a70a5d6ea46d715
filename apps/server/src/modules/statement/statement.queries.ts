import { BONUS_POSTING_KINDS, GAME_POSTING_KINDS, type PostingKind } from '@app/shared/posting-kinds.ts';
import type { Queryable } from '../../db/client.ts';
import { one } from '../../db/client.ts';

/**
 * The ledger kinds a statement lists: the game's bets, refunds and wins; the bonus engine's postings;
 * and the operator's balance adjustments (so every movement of the balance is explained).
 */
export const GAME_KINDS = GAME_POSTING_KINDS;
const OPERATOR_KINDS = [...BONUS_POSTING_KINDS, 'adjustment'] as const satisfies readonly PostingKind[];
/** The ledger kinds a statement lists. */
export type StatementLedgerKind = (typeof GAME_KINDS)[number] | (typeof OPERATOR_KINDS)[number];
/** A line's kind: a ledger kind above, or a deposit or withdrawal request (from their own tables). */
export type StatementKind = StatementLedgerKind | 'deposit' | 'withdrawal';

// Days are Istanbul days: `from` starts at 00:00 there, `to` ends at 24:00 there. $1 is the player.
const range = (col: string) =>
  `${col} >= ($2::date)::timestamp at time zone 'Europe/Istanbul' and ${col} < ($3::date + 1)::timestamp at time zone 'Europe/Istanbul'`;

/**
 * Every line of the period: the player's deposit and withdrawal requests (with their status), and
 * the ledger postings of the game and the bonus engine, each with its amount on the player's own
 * accounts (cash and bonus for the game's postings; the bonus account for the bonus engine's, the
 * cash one for a conversion), as the wallet history shows them.
 */
const LINES = `
  select d.created_at, 'deposit'::text as kind, d.sender_name as detail, d.amount, d.status, d.id
    from deposits d where d.player_id = $1 and ${range('d.created_at')}
  union all
  select w.created_at, 'withdrawal', w.bank_name, w.amount, w.status, w.id
    from withdrawals w where w.player_id = $1 and ${range('w.created_at')}
  union all
  select t.created_at, t.kind, g.name, x.amount, 'done', t.id
    from ledger_transactions t
    cross join lateral (
      select coalesce(sum(e.amount), 0)::bigint as amount
        from ledger_entries e join accounts a on a.id = e.account_id
       where e.transaction_id = t.id and a.player_id = $1
         and a.kind = any(case when t.kind = any($4::text[]) then array['cash', 'bonus']
                               when t.kind in ('bonus_convert', 'adjustment') then array['cash'] else array['bonus'] end)
    ) x
    left join games g on g.id = (t.metadata ->> 'game_id')::int
   where t.player_id = $1 and (t.kind = any($4::text[]) or t.kind = any($5::text[])) and ${range('t.created_at')}`;

export interface StatementRow {
  created_at: Date;
  kind: StatementKind;
  detail: string | null;
  amount: bigint;
  status: string;
  id: bigint;
}

export function listStatementLines(q: Queryable, playerId: number, from: string, to: string, limit: number) {
  return q.query<StatementRow & { total: number }>(
    `select l.*, count(*) over ()::int as total from (${LINES}) l order by l.created_at, l.kind, l.id limit $6`,
    [playerId, from, to, GAME_KINDS, OPERATOR_KINDS, limit],
  );
}

export interface StatementSums {
  deposits: bigint;
  withdrawals: bigint;
  bets: bigint;
  wins: bigint;
  bonuses: bigint;
}

/**
 * The period's totals over every line (not only the listed ones): approved deposits, approved or
 * paid withdrawals, stakes net of refunded stakes, wins, and bonus money credited (grants, free
 * rounds' wins and cashback).
 */
export function statementSums(q: Queryable, playerId: number, from: string, to: string) {
  return one<StatementSums>(
    q,
    `select coalesce(sum(amount) filter (where kind = 'deposit' and status = 'approved'), 0)::bigint as deposits,
            coalesce(sum(amount) filter (where kind = 'withdrawal' and status in ('approved', 'done')), 0)::bigint as withdrawals,
            (-coalesce(sum(amount) filter (where kind in ('bet', 'rollback')), 0))::bigint as bets,
            coalesce(sum(amount) filter (where kind = 'win'), 0)::bigint as wins,
            coalesce(sum(amount) filter (where kind in ('bonus_grant', 'cashback')), 0)::bigint as bonuses
       from (${LINES}) l`,
    [playerId, from, to, GAME_KINDS, OPERATOR_KINDS],
  );
}
