import type { PostingKind } from '@app/shared/posting-kinds.ts';
import type { Queryable } from '../../db/client.ts';
import { one } from '../../db/client.ts';

/**
 * The staff's player page: one read-only grid query per part of the player's record (the rows stay
 * their modules' own; like queues.queries.ts these only read them), each scoped by the player's id,
 * one page in the grid's order with `count(*) over ()` as the total. Staff notes are the back
 * office's own table (migration 016).
 */
export interface GridPage {
  playerId: number;
  orderBy: string;
  limit: number;
  offset: number;
}

/** The ledger grid's sortable columns; `id` (the entry's) is the tie-break. */
export const LEDGER_SORT_SQL = { created_at: 'e.created_at', amount: 'e.amount', kind: 'e.kind' } as const;

export interface LedgerRow {
  id: bigint;
  transaction_id: bigint;
  created_at: Date;
  kind: PostingKind;
  description: string;
  account: 'cash' | 'bonus' | 'withdraw_hold';
  amount: bigint;
  running_balance: bigint;
  total_count: string;
}

/**
 * The entries on the player's own accounts with each account's running balance: a window sum over
 * the account's whole history, taken before the account filter and the page, so every page shows the
 * balance the account had after that entry. The description is the posting's reason (an adjustment),
 * its game round, or what it refers to (a deposit, a withdrawal, a bonus).
 */
export function listLedger(q: Queryable, p: GridPage & { account: string | null }) {
  return q.query<LedgerRow>(
    `select e.*, count(*) over () as total_count
       from (select e.id, e.transaction_id, e.created_at, t.kind, a.kind as account, e.amount,
                    (sum(e.amount) over (partition by e.account_id order by e.id))::int8 as running_balance,
                    case when t.metadata ? 'reason' then t.metadata ->> 'reason'
                         when t.metadata ? 'round_id' then 'Tur ' || (t.metadata ->> 'round_id')
                         when t.reference_type = 'deposit' then 'Yatırım #' || t.reference_id
                         when t.reference_type = 'withdrawal' then 'Çekim #' || t.reference_id
                         when t.reference_type = 'bonus' then 'Bonus #' || t.reference_id
                         when t.metadata ? 'bonus_id' then 'Bonus #' || (t.metadata ->> 'bonus_id')
                         else '' end as description
               from accounts a
               join ledger_entries e on e.account_id = a.id
               join ledger_transactions t on t.id = e.transaction_id
              where a.player_id = $1) e
      where ($4::text is null or e.account = $4::text)
      ${p.orderBy}
      limit $2 offset $3`,
    [p.playerId, p.limit, p.offset, p.account],
  );
}

export const DEPOSIT_SORT_SQL = { created_at: 'd.created_at', amount: 'd.amount', status: 'd.status' } as const;

export function listDeposits(q: Queryable, p: GridPage & { status: string | null }) {
  return q.query<{
    id: bigint; amount: bigint; sender_name: string; reference_code: string; status: string; reject_reason: string;
    created_at: Date; decided_at: Date | null; total_count: string;
  }>(
    `select d.id, d.amount, d.sender_name, d.reference_code, d.status, d.reject_reason, d.created_at, d.decided_at,
            count(*) over () as total_count
       from deposits d
      where d.player_id = $1 and ($4::text is null or d.status = $4::text)
      ${p.orderBy}
      limit $2 offset $3`,
    [p.playerId, p.limit, p.offset, p.status],
  );
}

export const WITHDRAWAL_SORT_SQL = { created_at: 'w.created_at', amount: 'w.amount', status: 'w.status' } as const;

export function listWithdrawals(q: Queryable, p: GridPage & { status: string | null }) {
  return q.query<{
    id: bigint; amount: bigint; account_name: string; bank_name: string; iban: string; status: string; reject_reason: string;
    name_mismatch: boolean; created_at: Date; decided_at: Date | null; paid_at: Date | null; total_count: string;
  }>(
    `select w.id, w.amount, w.account_name, w.bank_name, w.iban, w.status, w.reject_reason, w.name_mismatch,
            w.created_at, w.decided_at, w.paid_at, count(*) over () as total_count
       from withdrawals w
      where w.player_id = $1 and ($4::text is null or w.status = $4::text)
      ${p.orderBy}
      limit $2 offset $3`,
    [p.playerId, p.limit, p.offset, p.status],
  );
}

export const BONUS_SORT_SQL = { created_at: 'b.created_at', amount: 'b.amount', status: 'b.status' } as const;

export function listBonuses(q: Queryable, p: GridPage) {
  return q.query<{
    id: bigint; name: string; kind: string; status: string; end_reason: string | null; amount: bigint; wager_required: bigint;
    wagered: bigint; converted: bigint; created_at: Date; total_count: string;
  }>(
    `select b.id, b.name, b.kind, b.status, b.end_reason, b.amount, b.wager_required, b.wagered, b.converted, b.created_at,
            count(*) over () as total_count
       from player_bonuses b
      where b.player_id = $1
      ${p.orderBy}
      limit $2 offset $3`,
    [p.playerId, p.limit, p.offset],
  );
}

export const ROUND_SORT_SQL = { created_at: 'r.created_at', total_bet: 'r.total_bet', total_win: 'r.total_win' } as const;

/**
 * The player's game rounds with their game and provider; an in-house round (provider `house`, its
 * round id the house round's) brings its seed pair: hash, client seed, nonce, outcome, and the server
 * seed only once the pair has been revealed.
 */
export function listRounds(q: Queryable, p: GridPage) {
  return q.query<{
    id: bigint; round_id: string; provider: string; game_name: string; total_bet: bigint; total_win: bigint;
    balance_after: bigint | null; status: string; created_at: Date; server_seed_hash: string | null; client_seed: string | null;
    nonce: bigint | null; server_seed: string | null; outcome: unknown; total_count: string;
  }>(
    `select r.id, r.round_id, pr.name as provider, g.name as game_name, r.total_bet, r.total_win, r.balance_after, r.status,
            r.created_at, f.server_seed_hash, f.client_seed, h.nonce,
            case when f.revealed_at is not null then f.server_seed end as server_seed, h.outcome,
            count(*) over () as total_count
       from game_rounds r
       join games g on g.id = r.game_id
       join providers pr on pr.id = r.provider_id
       left join house_rounds h on r.provider_id = 'house' and h.id = r.round_id and h.player_id = r.player_id
       left join fair_seeds f on f.id = h.seed_id
      where r.player_id = $1
      ${p.orderBy}
      limit $2 offset $3`,
    [p.playerId, p.limit, p.offset],
  );
}

export const LOGIN_SORT_SQL = { created_at: 'l.created_at', ip: 'l.ip', success: 'l.success' } as const;

export function listLogins(q: Queryable, p: GridPage) {
  return q.query<{ id: bigint; success: boolean; ip: string; location: string; user_agent: string; created_at: Date; total_count: string }>(
    `select l.id, l.success, l.ip, l.location, l.user_agent, l.created_at, count(*) over () as total_count
       from login_history l
      where l.player_id = $1
      ${p.orderBy}
      limit $2 offset $3`,
    [p.playerId, p.limit, p.offset],
  );
}

export const MESSAGE_SORT_SQL = { created_at: 'm.created_at' } as const;

/** Every message to and from the player, the ones they deleted from their inbox too. */
export function listMessages(q: Queryable, p: GridPage) {
  return q.query<{
    id: bigint; direction: 'in' | 'out'; type: string; subject: string; body: string; parent_id: bigint | null;
    staff_username: string | null; is_read: boolean; created_at: Date; total_count: string;
  }>(
    `select m.id, m.direction, m.type, m.subject, m.body, m.parent_id, s.username as staff_username, m.is_read, m.created_at,
            count(*) over () as total_count
       from messages m left join staff s on s.id = m.staff_id
      where m.player_id = $1
      ${p.orderBy}
      limit $2 offset $3`,
    [p.playerId, p.limit, p.offset],
  );
}

export const KYC_SORT_SQL = { created_at: 'k.created_at', status: 'k.status' } as const;

export function listKyc(q: Queryable, p: GridPage) {
  return q.query<{
    id: number; status: string; reject_reason: string; decided_by_username: string | null; created_at: Date; decided_at: Date | null;
    total_count: string;
  }>(
    `select k.id, k.status, k.reject_reason, s.username as decided_by_username, k.created_at, k.decided_at,
            count(*) over () as total_count
       from kyc_submissions k left join staff s on s.id = k.decided_by
      where k.player_id = $1
      ${p.orderBy}
      limit $2 offset $3`,
    [p.playerId, p.limit, p.offset],
  );
}

export const NOTE_SORT_SQL = { created_at: 'n.created_at' } as const;

export interface NoteRow {
  id: bigint;
  staff_id: number;
  staff_username: string;
  body: string;
  created_at: Date;
}

export function listNotes(q: Queryable, p: GridPage) {
  return q.query<NoteRow & { total_count: string }>(
    `select n.id, n.staff_id, s.username as staff_username, n.body, n.created_at, count(*) over () as total_count
       from player_notes n join staff s on s.id = n.staff_id
      where n.player_id = $1
      ${p.orderBy}
      limit $2 offset $3`,
    [p.playerId, p.limit, p.offset],
  );
}

export function insertNote(q: Queryable, playerId: number, staffId: number, body: string) {
  return one<NoteRow>(
    q,
    `with n as (insert into player_notes (player_id, staff_id, body) values ($1, $2, $3) returning *)
     select n.id, n.staff_id, s.username as staff_username, n.body, n.created_at from n join staff s on s.id = n.staff_id`,
    [playerId, staffId, body],
  );
}

export function playerExists(q: Queryable, id: number) {
  return q.query(`select 1 from players where id = $1`, [id]).then((r) => r.length > 0);
}
