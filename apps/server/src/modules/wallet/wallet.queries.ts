import { BONUS_POSTING_KINDS, type BonusPostingKind } from '@app/shared/posting-kinds.ts';
import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';

/** A deposit as the wallet reads it (the bonus offer's columns belong to the bonus module). */
const DEPOSIT_COLUMNS =
  'id, site_id, player_id, amount, method, sender_name, description, reference_code, status, reject_reason, request_key, decided_by, decided_at, created_at';

export interface DepositRow {
  id: bigint;
  site_id: number;
  player_id: number;
  amount: bigint;
  method: string;
  sender_name: string;
  description: string;
  /** The short code the player writes in the transfer's description. */
  reference_code: string;
  status: 'pending' | 'approved' | 'rejected';
  reject_reason: string;
  request_key: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  created_at: Date;
}

export interface WithdrawalRow {
  id: bigint;
  site_id: number;
  player_id: number;
  amount: bigint;
  method: string;
  account_name: string;
  bank_name: string;
  iban: string;
  branch_code: string;
  account_no: string;
  status: 'pending' | 'approved' | 'done' | 'rejected' | 'cancel';
  reject_reason: string;
  request_key: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  paid_at: Date | null;
  created_at: Date;
  /** The account holder's name is not the player's legal name: staff acknowledge it when approving. */
  name_mismatch: boolean;
  /** The first of two approvals (four eyes), while the request is still pending. */
  first_approved_by: number | null;
  first_approved_at: Date | null;
  name_mismatch_acknowledged_by: number | null;
}

export function countPendingDeposits(q: Queryable, playerId: number) {
  return one<{ n: number }>(q, `select count(*)::int as n from deposits where player_id = $1 and status = 'pending'`, [playerId]);
}

export function findDepositByKey(q: Queryable, playerId: number, key: string) {
  return maybeOne<DepositRow>(q, `select ${DEPOSIT_COLUMNS} from deposits where player_id = $1 and request_key = $2`, [playerId, key]);
}

/** A new deposit request; nothing when its reference code is taken already (the caller draws another). */
export function insertDeposit(
  q: Queryable,
  d: { siteId: number; playerId: number; amount: bigint; senderName: string; description: string; requestKey: string | null; referenceCode: string },
) {
  return maybeOne<DepositRow>(
    q,
    `insert into deposits (site_id, player_id, amount, sender_name, description, request_key, reference_code)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (reference_code) do nothing returning ${DEPOSIT_COLUMNS}`,
    [d.siteId, d.playerId, d.amount, d.senderName, d.description, d.requestKey, d.referenceCode],
  );
}

export function findDeposit(q: Queryable, id: bigint | number) {
  return maybeOne<DepositRow>(q, `select ${DEPOSIT_COLUMNS} from deposits where id = $1`, [id]);
}

/** Moves a pending deposit to its decision; nothing when it is not pending any more. */
export function decideDeposit(
  q: Queryable,
  d: { id: bigint | number; status: 'approved' | 'rejected'; staffId: number | null; reason: string },
) {
  return maybeOne<DepositRow>(
    q,
    `update deposits set status = $2, decided_by = $3, decided_at = now(), reject_reason = $4
      where id = $1 and status = 'pending' returning ${DEPOSIT_COLUMNS}`,
    [d.id, d.status, d.staffId, d.reason],
  );
}

export function findWithdrawalByKey(q: Queryable, playerId: number, key: string) {
  return maybeOne<WithdrawalRow>(q, `select * from withdrawals where player_id = $1 and request_key = $2`, [playerId, key]);
}

export function insertWithdrawal(
  q: Queryable,
  w: {
    nameMismatch: boolean;
    siteId: number;
    playerId: number;
    amount: bigint;
    accountName: string;
    bankName: string;
    iban: string;
    branchCode: string;
    accountNo: string;
    requestKey: string | null;
  },
) {
  return one<WithdrawalRow>(
    q,
    `insert into withdrawals (site_id, player_id, amount, account_name, bank_name, iban, branch_code, account_no, request_key, name_mismatch)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`,
    [w.siteId, w.playerId, w.amount, w.accountName, w.bankName, w.iban, w.branchCode, w.accountNo, w.requestKey, w.nameMismatch],
  );
}

export function findWithdrawal(q: Queryable, id: bigint | number) {
  return maybeOne<WithdrawalRow>(q, `select * from withdrawals where id = $1`, [id]);
}

/** The withdrawal, locked until the transaction ends (decisions on it queue here), with its site's four-eyes threshold. */
export function lockWithdrawal(q: Queryable, id: bigint | number) {
  return maybeOne<WithdrawalRow & { four_eyes_threshold: bigint | null }>(
    q,
    `select w.*, s.four_eyes_threshold from withdrawals w join sites s on s.id = w.site_id where w.id = $1 for update of w`,
    [id],
  );
}

/** The first of two approvals: recorded on the pending request; nothing when it is not pending or has one already. */
export function recordFirstApproval(q: Queryable, w: { id: bigint | number; staffId: number; acknowledged: boolean }) {
  return maybeOne<WithdrawalRow>(
    q,
    `update withdrawals set first_approved_by = $2, first_approved_at = now(),
            name_mismatch_acknowledged_by = case when name_mismatch and $3 then $2 else name_mismatch_acknowledged_by end
      where id = $1 and status = 'pending' and first_approved_by is null returning *`,
    [w.id, w.staffId, w.acknowledged],
  );
}

/** Who acknowledged the name mismatch at the approval that moved the money. */
export async function recordMismatchAcknowledged(q: Queryable, id: bigint | number, staffId: number): Promise<void> {
  await q.query(`update withdrawals set name_mismatch_acknowledged_by = $2 where id = $1 and name_mismatch`, [id, staffId]);
}

/** What a withdrawal request checks about the player and their site: the legal name, KYC, the site's KYC rule. */
export function findPayoutChecks(q: Queryable, playerId: number) {
  return one<{ first_name: string; last_name: string; kyc_verified: boolean; withdrawal_requires_kyc: boolean | null }>(
    q,
    `select p.first_name, p.last_name, p.kyc_verified, s.withdrawal_requires_kyc
       from players p join sites s on s.id = p.site_id where p.id = $1`,
    [playerId],
  );
}

export function decideWithdrawal(
  q: Queryable,
  w: { id: bigint | number; from: WithdrawalRow['status']; to: WithdrawalRow['status']; staffId: number | null; reason?: string },
) {
  return maybeOne<WithdrawalRow>(
    q,
    `update withdrawals
        set status = $3,
            decided_by = case when $3 in ('approved', 'rejected', 'cancel') then $4 else decided_by end,
            decided_at = case when $3 in ('approved', 'rejected', 'cancel') then now() else decided_at end,
            paid_at = case when $3 = 'done' then now() else paid_at end,
            reject_reason = coalesce($5, reject_reason)
      where id = $1 and status = $2 returning *`,
    [w.id, w.from, w.to, w.staffId, w.reason ?? null],
  );
}

export async function saveBankAccount(
  q: Queryable,
  b: { playerId: number; accountName: string; bankName: string; iban: string; branchCode: string; accountNo: string },
) {
  await q.query(
    `insert into bank_accounts (player_id, account_name, bank_name, iban, branch_code, account_no)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (player_id, iban) do update
       set account_name = excluded.account_name, bank_name = excluded.bank_name,
           branch_code = excluded.branch_code, account_no = excluded.account_no`,
    [b.playerId, b.accountName, b.bankName, b.iban, b.branchCode, b.accountNo],
  );
}

export function listBankAccounts(q: Queryable, playerId: number) {
  return q.query<{ id: number; account_name: string; bank_name: string; iban: string; branch_code: string; account_no: string }>(
    `select id, account_name, bank_name, iban, branch_code, account_no from bank_accounts where player_id = $1 order by id desc`,
    [playerId],
  );
}

export async function insertEvent(q: Queryable, playerId: number, type: string, payload: Record<string, unknown>) {
  await q.query(`insert into player_events (player_id, type, payload) values ($1, $2, $3::jsonb)`, [
    playerId,
    type,
    JSON.stringify(payload),
  ]);
}

/** The wallet's own short history: the player's latest deposits and withdrawals together. */
export function listWalletTransactions(q: Queryable, playerId: number, limit: number) {
  return q.query<{ id: bigint; type: 'deposit' | 'withdraw'; amount: bigint; status: string; bank_name: string; reference_code: string | null; created_at: Date }>(
    `select id, type, amount, status, bank_name, reference_code, created_at from (
       select id, 'deposit' as type, amount, status, sender_name as bank_name, reference_code, created_at from deposits where player_id = $1
       union all
       select id, 'withdraw' as type, amount, status, bank_name, null as reference_code, created_at from withdrawals where player_id = $1
     ) x order by created_at desc, id desc limit $2`,
    [playerId, limit],
  );
}

export interface Range {
  from: string | null;
  to: string | null;
}

// Days are Istanbul days: 'from' starts at 00:00 there, 'to' ends at 24:00 there.
const RANGE = `($2::date is null or created_at >= ($2::date)::timestamp at time zone 'Europe/Istanbul')
           and ($3::date is null or created_at < ($3::date + 1)::timestamp at time zone 'Europe/Istanbul')`;

export interface HistoryRow {
  id: bigint;
  amount: bigint;
  status: string;
  bank_name: string;
  created_at: Date;
  balance_after: bigint | null;
  total: number;
}

export function listDepositHistory(q: Queryable, playerId: number, range: Range, limit: number, offset: number) {
  return q.query<HistoryRow>(
    `select d.id, d.amount, d.status, d.sender_name as bank_name, d.created_at, e.balance_after, count(*) over ()::int as total
       from deposits d
       left join ledger_transactions t on t.reference_type = 'deposit' and t.reference_id = d.id
       left join ledger_entries e on e.transaction_id = t.id and e.balance_after is not null
      where d.player_id = $1 and ${RANGE.replaceAll('created_at', 'd.created_at')}
      order by d.created_at desc, d.id desc limit $4 offset $5`,
    [playerId, range.from, range.to, limit, offset],
  );
}

export function listWithdrawalHistory(q: Queryable, playerId: number, range: Range, limit: number, offset: number) {
  return q.query<HistoryRow>(
    `select w.id, w.amount, w.status, w.bank_name, w.created_at, e.balance_after, count(*) over ()::int as total
       from withdrawals w
       left join ledger_transactions t on t.idempotency_key = 'withdrawal:' || w.id || ':request'
       left join ledger_entries e on e.transaction_id = t.id and e.balance_after is not null
            and e.account_id = (select id from accounts where player_id = w.player_id and kind = 'cash')
      where w.player_id = $1 and ${RANGE.replaceAll('created_at', 'w.created_at')}
      order by w.created_at desc, w.id desc limit $4 offset $5`,
    [playerId, range.from, range.to, limit, offset],
  );
}


export interface BonusHistoryRow {
  id: bigint;
  kind: BonusPostingKind;
  bonus_name: string | null;
  amount: bigint;
  balance_after: bigint | null;
  created_at: Date;
  total: number;
}

/**
 * The player's bonus postings, each with its entry on the player's account it is about (the cash
 * entry of a conversion, the bonus entry of the others) and the bonus it concerns.
 */
export function listBonusHistory(q: Queryable, playerId: number, range: Range, limit: number, offset: number) {
  return q.query<BonusHistoryRow>(
    `select t.id, t.kind, b.name as bonus_name, e.amount, e.balance_after, t.created_at, count(*) over ()::int as total
       from ledger_transactions t
       join ledger_entries e on e.transaction_id = t.id
       join accounts a on a.id = e.account_id and a.player_id = $1
                       and a.kind = case when t.kind = 'bonus_convert' then 'cash' else 'bonus' end
       left join player_bonuses b on b.id = coalesce(
                   case when t.reference_type = 'bonus' then t.reference_id end, (t.metadata ->> 'bonus_id')::bigint)
      where t.player_id = $1 and t.kind = any($6::text[]) and ${RANGE.replaceAll('created_at', 't.created_at')}
      order by t.created_at desc, t.id desc limit $4 offset $5`,
    [playerId, range.from, range.to, limit, offset, BONUS_POSTING_KINDS],
  );
}

export interface AdjustmentHistoryRow {
  id: bigint;
  amount: bigint;
  reason: string | null;
  balance_after: bigint | null;
  created_at: Date;
  total: number;
}

/** The player's staff balance adjustments (ledger kind `adjustment`), each with its entry on the player's cash. */
export function listAdjustmentHistory(q: Queryable, playerId: number, range: Range, limit: number, offset: number) {
  return q.query<AdjustmentHistoryRow>(
    `select t.id, e.amount, t.metadata ->> 'reason' as reason, e.balance_after, t.created_at, count(*) over ()::int as total
       from ledger_transactions t
       join ledger_entries e on e.transaction_id = t.id
       join accounts a on a.id = e.account_id and a.player_id = $1 and a.kind = 'cash'
      where t.player_id = $1 and t.kind = 'adjustment' and ${RANGE.replaceAll('created_at', 't.created_at')}
      order by t.created_at desc, t.id desc limit $4 offset $5`,
    [playerId, range.from, range.to, limit, offset],
  );
}

export function walletStatistics(q: Queryable, playerId: number, range: Range) {
  return one<{ total_deposit: bigint; pending_deposit: bigint; total_withdraw: bigint; pending_withdraw: bigint }>(
    q,
    `select
       (select coalesce(sum(amount), 0) from deposits where player_id = $1 and status = 'approved' and ${RANGE})::int8 as total_deposit,
       (select coalesce(sum(amount), 0) from deposits where player_id = $1 and status = 'pending' and ${RANGE})::int8 as pending_deposit,
       (select coalesce(sum(amount), 0) from withdrawals where player_id = $1 and status in ('approved', 'done') and ${RANGE})::int8 as total_withdraw,
       (select coalesce(sum(amount), 0) from withdrawals where player_id = $1 and status = 'pending' and ${RANGE})::int8 as pending_withdraw`,
    [playerId, range.from, range.to],
  );
}

export interface PlayerEventRow {
  id: bigint;
  type: string;
  payload: { amount?: number };
  created_at: Date;
}

export function listEventsAfter(q: Queryable, playerId: number, after: number, limit: number) {
  return q.query<PlayerEventRow>(
    `select id, type, payload, created_at from player_events where player_id = $1 and id > $2 order by id limit $3`,
    [playerId, after, limit],
  );
}

/** The player's events of the last `seconds`, up to `upTo` (the last id answered with them). */
export function listRecentEvents(q: Queryable, playerId: number, upTo: bigint, seconds: number, limit: number) {
  return q.query<PlayerEventRow>(
    `select id, type, payload, created_at from player_events
      where player_id = $1 and id <= $2 and created_at > now() - make_interval(secs => $3)
      order by id limit $4`,
    [playerId, upTo.toString(), seconds, limit],
  );
}

export function lastEventId(q: Queryable, playerId: number) {
  return one<{ id: bigint }>(q, `select coalesce(max(id), 0)::int8 as id from player_events where player_id = $1`, [playerId]);
}

export interface RoundHistoryRow {
  id: bigint;
  round_id: string;
  provider: string;
  game_name: string;
  total_bet: bigint;
  total_win: bigint;
  balance_before: bigint | null;
  balance_after: bigint | null;
  status: string;
  created_at: Date;
  total: number;
}

/**
 * The player's game rounds of one kind of game: slots, or the casino's others (the RNG tables of the
 * live casino lobby and Zeplin, the crash game: the spec's history has those two tabs).
 */
export function listRoundHistory(q: Queryable, playerId: number, gameType: 'slot' | 'table', range: Range, limit: number, offset: number) {
  return q.query<RoundHistoryRow>(
    `select r.id, r.round_id, pr.name as provider, g.name as game_name, r.total_bet, r.total_win, r.balance_before, r.balance_after,
            r.status, r.created_at, count(*) over ()::int as total
       from game_rounds r join games g on g.id = r.game_id join providers pr on pr.id = r.provider_id
      where r.player_id = $1 and (g.type = $6 or ($6 = 'table' and g.type = 'crash')) and ${RANGE.replaceAll('created_at', 'r.created_at')}
      order by r.created_at desc, r.id desc limit $4 offset $5`,
    [playerId, range.from, range.to, limit, offset, gameType],
  );
}

export function roundStatistics(q: Queryable, playerId: number, range: Range) {
  return one<{ slot_bet: bigint; slot_win: bigint; casino_bet: bigint; casino_win: bigint }>(
    q,
    `select coalesce(sum(r.total_bet) filter (where g.type = 'slot'), 0)::int8 as slot_bet,
            coalesce(sum(r.total_win) filter (where g.type = 'slot'), 0)::int8 as slot_win,
            coalesce(sum(r.total_bet) filter (where g.type in ('table', 'crash')), 0)::int8 as casino_bet,
            coalesce(sum(r.total_win) filter (where g.type in ('table', 'crash')), 0)::int8 as casino_win
       from game_rounds r join games g on g.id = r.game_id
      where r.player_id = $1 and ${RANGE.replaceAll('created_at', 'r.created_at')}`,
    [playerId, range.from, range.to],
  );
}

export function findRoundDetail(q: Queryable, playerId: number, roundId: string, provider: string | null) {
  return q.query<{ round_id: string; provider: string; game_name: string; created_at: Date; tx_id: bigint; kind: 'bet' | 'win' | 'rollback'; amount: bigint; is_rolled_back: boolean; tx_at: Date }>(
    `select r.round_id, pr.name as provider, g.name as game_name, r.created_at, t.id as tx_id, t.kind, t.amount, t.is_rolled_back, t.created_at as tx_at
       from game_rounds r
       join games g on g.id = r.game_id
       join providers pr on pr.id = r.provider_id
       join provider_transactions t on t.provider_id = r.provider_id and t.round_id = r.round_id and t.player_id = r.player_id
      where r.player_id = $1 and r.round_id = $2 and ($3::text is null or pr.id = $3 or pr.name = $3)
        and (t.response ->> 'status') = 'OK'
      order by t.id`,
    [playerId, roundId, provider],
  );
}

/**
 * What a money queue item shows of its player: the real name, KYC status, balances (kuruş) and
 * whether a bonus is active (a withdrawal then forfeits it, a deposit may get an offer).
 */
const QUEUE_PLAYER = `p.first_name || ' ' || p.last_name as real_name,
            case when p.kyc_verified then 'verified'
                 else coalesce((select k.status from kyc_submissions k where k.player_id = p.id order by k.id desc limit 1), 'none') end as kyc_status,
            coalesce((select a.balance from accounts a where a.player_id = p.id and a.kind = 'cash'), 0)::int8 as cash,
            coalesce((select a.balance from accounts a where a.player_id = p.id and a.kind = 'bonus'), 0)::int8 as bonus,
            coalesce((select a.balance from accounts a where a.player_id = p.id and a.kind = 'withdraw_hold'), 0)::int8 as withdraw_hold,
            exists (select 1 from player_bonuses b where b.player_id = p.id and b.status = 'active') as bonus_active`;

export interface QueuePlayer {
  real_name: string;
  kyc_status: 'none' | 'pending' | 'verified' | 'rejected';
  cash: bigint;
  bonus: bigint;
  withdraw_hold: bigint;
  bonus_active: boolean;
}

export type StaffDepositRow = QueuePlayer & {
  id: bigint; player_id: number; username: string; amount: bigint; sender_name: string; description: string; reference_code: string;
  status: string; reject_reason: string; created_at: Date; decided_at: Date | null;
};

/** The money grids' sortable columns (their SQL over the list's rows). */
export const MONEY_SORT_SQL = { created_at: 'x.created_at', amount: 'x.amount', username: 'lower(x.username)', id: 'x.id' } as const;

export interface StaffMoneyFilter {
  status: string | null;
  /** A part of the player's username ('' for all). */
  username: string;
  orderBy: string;
  limit: number;
  offset: number;
}
const usernameLike = (part: string) => (part === '' ? '' : `%${part.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

export function listDepositsForStaff(q: Queryable, f: StaffMoneyFilter) {
  return q.query<StaffDepositRow & { total_count: string }>(
    `select x.*, count(*) over () as total_count from (
       select d.id, d.player_id, p.username, d.amount, d.sender_name, d.description, d.reference_code, d.status, d.reject_reason,
              d.created_at, d.decided_at, ${QUEUE_PLAYER}
         from deposits d join players p on p.id = d.player_id
        where ($1::text is null or d.status = $1) and ($2 = '' or lower(p.username) like $2)
     ) x ${f.orderBy} limit $3 offset $4`,
    [f.status, usernameLike(f.username), f.limit, f.offset],
  );
}

export type StaffWithdrawalRow = QueuePlayer & {
  id: bigint; player_id: number; username: string; amount: bigint; account_name: string; bank_name: string; iban: string;
  status: string; name_mismatch: boolean; first_approved_by: number | null; first_approved_at: Date | null; reject_reason: string;
  created_at: Date; decided_at: Date | null; paid_at: Date | null; open_aml_flags: number;
};

/**
 * Withdrawals for the grid; a pending one with its first of two approvals has the status
 * `awaiting_second_approval` here (and is filtered by it; the row itself stays pending); `open` is
 * every one staff still act on (pending, awaiting the second approval, approved and not yet paid).
 */
export function listWithdrawalsForStaff(q: Queryable, f: StaffMoneyFilter) {
  return q.query<StaffWithdrawalRow & { total_count: string }>(
    `select x.*, count(*) over () as total_count from (
       select w.id, w.player_id, p.username, w.amount, w.account_name, w.bank_name, w.iban,
              case when w.status = 'pending' and w.first_approved_by is not null then 'awaiting_second_approval' else w.status end as status,
              w.name_mismatch, w.first_approved_by, w.first_approved_at, w.reject_reason, w.created_at, w.decided_at, w.paid_at,
              (select count(*) from aml_flags f where f.player_id = w.player_id and f.status = 'open')::int as open_aml_flags,
              ${QUEUE_PLAYER}
         from withdrawals w join players p on p.id = w.player_id
        where ($1::text is null
               or w.status = case $1 when 'awaiting_second_approval' then 'pending' when 'open' then w.status else $1 end)
          and ($2 = '' or lower(p.username) like $2)
     ) x
     where ($1::text is null or x.status = $1 or ($1 = 'open' and x.status in ('pending', 'awaiting_second_approval', 'approved')))
     ${f.orderBy} limit $3 offset $4`,
    [f.status, usernameLike(f.username), f.limit, f.offset],
  );
}

/** The player a staff adjustment is for: their site and name. */
export function findPlayerRef(q: Queryable, playerId: number) {
  return maybeOne<{ id: number; site_id: number; username: string }>(q, `select id, site_id, username from players where id = $1`, [playerId]);
}

/** A staff adjustment by its idempotency key: its transaction, the amount to the player's cash and its reason. */
export function findAdjustment(q: Queryable, key: string) {
  return maybeOne<{ id: bigint; player_id: number; amount: bigint; reason: string; created_at: Date }>(
    q,
    `select t.id, t.player_id, e.amount, coalesce(t.metadata ->> 'reason', '') as reason, t.created_at
       from ledger_transactions t
       join ledger_entries e on e.transaction_id = t.id
       join accounts a on a.id = e.account_id and a.player_id = t.player_id and a.kind = 'cash'
      where t.idempotency_key = $1 and t.kind = 'adjustment'`,
    [key],
  );
}
