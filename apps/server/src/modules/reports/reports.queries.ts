import type { Queryable } from '../../db/client.ts';

/**
 * The reports' SQL. Every figure comes from the ledger (house accounts only: the bank for money in
 * and out, `games` for bets and wins, `bonus_cost` and `cashback_cost` for what bonuses cost):
 * - deposits: bank → cash of `deposit` postings; withdrawals: hold → bank of `withdrawal_payout`;
 * - bets: what went into `games` by `bet` postings less `rollback` postings; wins: what `games` paid
 *   by `win` postings; GGR = bets − wins = the net of the games account;
 * - bonus cost: the net out of `bonus_cost` and `cashback_cost` (grants, cashback and free-round
 *   wins, less what came back from cancelled, forfeited or expired bonuses); NGR = GGR − bonus cost;
 * - adjustments: staff adjustments, bank → cash.
 * Days are Istanbul days of the posting's time.
 */

const DAY = `(t.created_at at time zone 'Europe/Istanbul')::date`;

/**
 * The ledger transactions with ids in (after, upTo], folded into daily rows (the same shape as
 * report_daily). The range is read first, by the primary key (a materialized CTE): left to itself the
 * planner, which cannot tell how many entries a house account holds, starts from the house accounts
 * and reads every entry they ever had (14 million over a year of bench data) to keep the few after
 * the watermark.
 */
function foldSql(after: string, upTo: string): string {
  return `
    with t as materialized (
      select id, site_id, kind, player_id, metadata, created_at from ledger_transactions where id > ${after} and id <= ${upTo}
    )
    select t.site_id, ${DAY} as day,
           coalesce((t.metadata ->> 'game_id')::integer, 0) as game_id,
           coalesce(t.metadata ->> 'provider', '') as provider_id,
           coalesce(p.affiliate_btag, '') as btag,
           (count(distinct t.id) filter (where t.kind = 'deposit'))::integer as deposits_count,
           coalesce(-sum(e.amount) filter (where t.kind = 'deposit' and a.kind = 'bank'), 0)::int8 as deposits,
           (count(distinct t.id) filter (where t.kind = 'withdrawal_payout'))::integer as withdrawals_count,
           coalesce(sum(e.amount) filter (where t.kind = 'withdrawal_payout' and a.kind = 'bank'), 0)::int8 as withdrawals,
           (count(distinct t.id) filter (where t.kind = 'bet'))::integer as bets_count,
           coalesce(sum(e.amount) filter (where a.kind = 'games' and t.kind in ('bet', 'rollback')), 0)::int8 as bets,
           coalesce(-sum(e.amount) filter (where a.kind = 'games' and t.kind = 'win'), 0)::int8 as wins,
           coalesce(-sum(e.amount) filter (where a.kind in ('bonus_cost', 'cashback_cost')), 0)::int8 as bonus_cost,
           coalesce(-sum(e.amount) filter (where t.kind = 'adjustment' and a.kind = 'bank'), 0)::int8 as adjustments
      from t
      join ledger_entries e on e.transaction_id = t.id
      join accounts a on a.id = e.account_id and a.player_id is null
      left join players p on p.id = t.player_id
     group by 1, 2, 3, 4, 5`;
}

/**
 * A report's statements plan for millions of rows they never read (the planner cannot know how few
 * ledger transactions lie after the watermark), which makes PostgreSQL compile them with JIT: 2 of a
 * report's 3 seconds over a year of data. They run without it (in their transaction only).
 */
export async function withoutJit(tx: Queryable): Promise<void> {
  await tx.query(`set local jit = off`);
}

export function watermark(q: Queryable) {
  return q.query<{ last_transaction_id: bigint }>(`select last_transaction_id from report_watermark`);
}

/**
 * Moves the summaries forward: folds every ledger transaction after the watermark that is older than
 * `settleSeconds` (a transaction still committing has a lower id than one already committed; waiting
 * lets every id below the new watermark be committed first), in one transaction with the watermark
 * row locked so two nodes never fold the same rows; at most `maxTransactions` at a time (a backlog,
 * after downtime say, is folded in bounded steps). Answers how many transactions it folded.
 */
export async function advance(tx: Queryable, settleSeconds: number, maxTransactions: number): Promise<number> {
  const [w] = await tx.query<{ from_id: bigint; to_id: bigint | null; n: string }>(
    `select w.last_transaction_id as from_id, max(x.id) as to_id, count(x.id) as n
       from (select last_transaction_id from report_watermark for update) w
       left join lateral (
         select t.id from ledger_transactions t
          where t.id > w.last_transaction_id and t.created_at < now() - make_interval(secs => $1)
          order by t.id limit $2) x on true
      group by w.last_transaction_id`,
    [settleSeconds, maxTransactions],
  );
  if (!w || w.to_id === null) return 0;
  const params = [w.from_id, w.to_id];
  const figures = ['deposits_count', 'deposits', 'withdrawals_count', 'withdrawals', 'bets_count', 'bets', 'wins', 'bonus_cost', 'adjustments'];
  const sums = figures.map((f) => `sum(${f})`).join(', ');
  const adds = (table: string) => figures.map((f) => `${f} = ${table}.${f} + excluded.${f}`).join(', ');
  await tx.query(
    `with f as (${foldSql('$1', '$2')}),
     by_game as (
       insert into report_daily as r (site_id, day, game_id, provider_id, ${figures.join(', ')})
       select site_id, day, game_id, provider_id, ${sums} from f group by 1, 2, 3, 4
       on conflict (site_id, day, game_id, provider_id) do update set ${adds('r')}
       returning 1
     )
     insert into report_daily_btag as b (site_id, day, btag, ${figures.join(', ')})
     select site_id, day, btag, ${sums} from f group by 1, 2, 3
     on conflict (site_id, day, btag) do update set ${adds('b')}`,
    params,
  );
  // Active players: each player once a day; the day's count grows by the players new to it.
  await tx.query(
    `with added as (
       insert into report_active_players (site_id, day, player_id, btag)
       select distinct t.site_id, ${DAY}, t.player_id, coalesce(p.affiliate_btag, '')
         from ledger_transactions t join players p on p.id = t.player_id
        where t.id > $1 and t.id <= $2 and t.kind = 'bet'
       on conflict do nothing
       returning site_id, day, btag
     )
     insert into report_daily_active as d (site_id, day, btag, players)
     select site_id, day, btag, count(*) from added group by 1, 2, 3
     on conflict (site_id, day, btag) do update set players = d.players + excluded.players`,
    params,
  );
  await tx.query(
    `insert into report_first_deposits (player_id, site_id, day, amount, btag)
     select distinct on (t.player_id) t.player_id, t.site_id, ${DAY}, e.amount, coalesce(p.affiliate_btag, '')
       from ledger_transactions t
       join ledger_entries e on e.transaction_id = t.id
       join accounts a on a.id = e.account_id and a.player_id = t.player_id and a.kind = 'cash'
       join players p on p.id = t.player_id
      where t.id > $1 and t.id <= $2 and t.kind = 'deposit'
      order by t.player_id, t.id
     on conflict do nothing`,
    params,
  );
  await tx.query(`update report_watermark set last_transaction_id = $1, updated_at = now()`, [w.to_id]);
  return Number(w.n);
}

/** The groupings a report answers, each one SQL expression over the daily rows (never the request's text). */
export const GROUPINGS = {
  day: `to_char(f.day, 'YYYY-MM-DD')`,
  game: `f.game_id::text`,
  provider: `f.provider_id`,
  btag: `f.btag`,
  /** One row: the period's totals (active players counted once however many days they played). */
  total: `''`,
} as const;
export type Grouping = keyof typeof GROUPINGS;

export interface ReportRow {
  key: string;
  registrations: number;
  first_deposits_count: number;
  first_deposits: bigint;
  deposits_count: number;
  deposits: bigint;
  withdrawals_count: number;
  withdrawals: bigint;
  bets_count: number;
  bets: bigint;
  wins: bigint;
  bonus_cost: bigint;
  adjustments: bigint;
  active_players: number | null;
  /** The watermark this statement's snapshot saw: the summaries hold the ledger up to it. */
  watermark: bigint;
}

/**
 * A report for Istanbul days from..to of one site (null: every site), grouped by day, game, provider
 * or btag: the summaries up to the watermark plus the ledger after it, folded the same way. Players
 * (registrations, first deposits, active players) count by day and by btag; a game or provider row
 * has money figures only (active_players null). Active players over a period are counted per player
 * (one index probe each), never by reading every day's rows.
 *
 * `after` is the watermark as the caller read it, a parameter so that the planner sees the value and
 * reads the ledger after it by its primary key (a value it only learns while running, it estimates as
 * a third of the ledger and scans the house accounts' entries instead: 20 s over a year's ledger).
 * The statement answers the watermark its own snapshot saw; the caller checks they agree (reportAt).
 */
export function report(q: Queryable, g: Grouping, siteId: number | null, from: string, to: string, after: bigint) {
  const key = GROUPINGS[g];
  const byPlayer = g === 'day' || g === 'btag' || g === 'total';
  const playerKey = g === 'day' ? `to_char(x.day, 'YYYY-MM-DD')` : g === 'btag' ? 'x.btag' : `''`;
  const inRange = (alias: string) => `${alias}.day between $2::date and $3::date and ($1::integer is null or ${alias}.site_id = $1)`;
  const summaries =
    g === 'btag'
      ? `select r.site_id, r.day, 0 as game_id, '' as provider_id, r.btag, r.deposits_count, r.deposits, r.withdrawals_count, r.withdrawals,
                r.bets_count, r.bets, r.wins, r.bonus_cost, r.adjustments
           from report_daily_btag r where ${inRange('r')}`
      : `select r.site_id, r.day, r.game_id, r.provider_id, '' as btag, r.deposits_count, r.deposits, r.withdrawals_count, r.withdrawals,
                r.bets_count, r.bets, r.wins, r.bonus_cost, r.adjustments
           from report_daily r where ${inRange('r')}`;
  // The players who bet after the watermark, by day (the ledger not yet folded).
  const tailBettors = `select distinct t.site_id, ${DAY} as day, t.player_id, coalesce(p.affiliate_btag, '') as btag
                         from ledger_transactions t join players p on p.id = t.player_id
                        where t.kind = 'bet' and t.id > $4::int8 and ($1::integer is null or t.site_id = $1)
                          and ${DAY} between $2::date and $3::date`;
  const active =
    g === 'day'
      ? `select to_char(x.day, 'YYYY-MM-DD') as key, sum(x.n)::integer as n
           from (select d.day, d.players as n from report_daily_active d where ${inRange('d')}
                 union all
                 select b.day, 1 from tail_bettors b
                  where not exists (select 1 from report_active_players a where a.player_id = b.player_id and a.day = b.day)) x
          group by 1`
      : byPlayer
        ? `select ${g === 'btag' ? 'p.affiliate_btag' : `''`} as key, count(*)::integer as n
             from players p
            where ($1::integer is null or p.site_id = $1)
              and (exists (select 1 from report_active_players a where a.player_id = p.id and a.day between $2::date and $3::date)
                   or p.id in (select player_id from tail_bettors))
            group by 1`
        : `select '' as key, 0 as n where false`;
  return q.query<ReportRow>(
    `with w as (select last_transaction_id as id from report_watermark),
     facts as (
       ${summaries}
       union all
       select f.* from (${foldSql('$4::int8', '9223372036854775807')}) f
        where f.day between $2::date and $3::date and ($1::integer is null or f.site_id = $1)
     ),
     money as (
       select ${key} as key, sum(deposits_count)::integer as deposits_count, sum(deposits)::int8 as deposits,
              sum(withdrawals_count)::integer as withdrawals_count, sum(withdrawals)::int8 as withdrawals,
              sum(bets_count)::integer as bets_count, sum(bets)::int8 as bets, sum(wins)::int8 as wins,
              sum(bonus_cost)::int8 as bonus_cost, sum(adjustments)::int8 as adjustments
         from facts f group by 1
     ),
     tail_bettors as (${tailBettors}),
     active as (${active}),
     registrations as (
       select ${g === 'day' ? `to_char((p.created_at at time zone 'Europe/Istanbul')::date, 'YYYY-MM-DD')` : g === 'btag' ? 'p.affiliate_btag' : `''`} as key,
              count(*)::integer as n
         from players p
        where ${byPlayer ? 'true' : 'false'} and ($1::integer is null or p.site_id = $1)
          and p.created_at >= ($2::date::timestamp at time zone 'Europe/Istanbul')
          and p.created_at < (($3::date + 1)::timestamp at time zone 'Europe/Istanbul')
        group by 1
     ),
     firsts as (
       select ${playerKey} as key, count(*)::integer as n, sum(x.amount)::int8 as amount
         from (select d.player_id, d.day, d.amount, d.btag from report_first_deposits d
                where ${byPlayer ? 'true' : 'false'} and ${inRange('d')}
               union all
               (select distinct on (t.player_id) t.player_id, ${DAY}, e.amount, coalesce(p.affiliate_btag, '')
                  from ledger_transactions t
                  join ledger_entries e on e.transaction_id = t.id
                  join accounts a on a.id = e.account_id and a.player_id = t.player_id and a.kind = 'cash'
                  join players p on p.id = t.player_id
                 where ${byPlayer ? 'true' : 'false'} and t.kind = 'deposit' and t.id > $4::int8 and ($1::integer is null or t.site_id = $1)
                   and not exists (select 1 from report_first_deposits d where d.player_id = t.player_id)
                 order by t.player_id, t.id)) x
        where x.day between $2::date and $3::date
        group by 1
     ),
     keys as (select key from money union select key from registrations union select key from firsts union select key from active)
     select k.key,
            coalesce(r.n, 0) as registrations, coalesce(fd.n, 0) as first_deposits_count, coalesce(fd.amount, 0)::int8 as first_deposits,
            coalesce(m.deposits_count, 0) as deposits_count, coalesce(m.deposits, 0)::int8 as deposits,
            coalesce(m.withdrawals_count, 0) as withdrawals_count, coalesce(m.withdrawals, 0)::int8 as withdrawals,
            coalesce(m.bets_count, 0) as bets_count, coalesce(m.bets, 0)::int8 as bets, coalesce(m.wins, 0)::int8 as wins,
            coalesce(m.bonus_cost, 0)::int8 as bonus_cost, coalesce(m.adjustments, 0)::int8 as adjustments,
            ${byPlayer ? 'coalesce(ac.n, 0)' : 'null::integer'} as active_players,
            (select id from w) as watermark
       from keys k
       left join money m on m.key = k.key
       left join registrations r on r.key = k.key
       left join firsts fd on fd.key = k.key
       left join active ac on ac.key = k.key
      order by k.key`,
    [siteId, from, to, after],
  );
}

/** The games' and providers' names, for a report's labels. */
export function gameNames(q: Queryable) {
  return q.query<{ id: number; name: string }>(`select id, name from games`);
}
export function providerNames(q: Queryable) {
  return q.query<{ id: string; name: string }>(`select id, name from providers`);
}

/** Money waiting: deposits and withdrawals to decide, and what active bonuses hold (liabilities). */
export function pending(q: Queryable, siteId: number | null) {
  return q.query<{
    deposits_count: number; deposits: bigint; withdrawals_count: number; withdrawals: bigint;
    bonuses_count: number; bonus_balance: bigint; cash_balance: bigint;
  }>(
    `select (select count(*)::integer from deposits d join players p on p.id = d.player_id where d.status = 'pending' and ($1::integer is null or p.site_id = $1)) as deposits_count,
            (select coalesce(sum(d.amount), 0)::int8 from deposits d join players p on p.id = d.player_id where d.status = 'pending' and ($1::integer is null or p.site_id = $1)) as deposits,
            (select count(*)::integer from withdrawals w join players p on p.id = w.player_id where w.status = 'pending' and ($1::integer is null or p.site_id = $1)) as withdrawals_count,
            (select coalesce(sum(w.amount), 0)::int8 from withdrawals w join players p on p.id = w.player_id where w.status = 'pending' and ($1::integer is null or p.site_id = $1)) as withdrawals,
            (select count(*)::integer from player_bonuses b join players p on p.id = b.player_id where b.status = 'active' and ($1::integer is null or p.site_id = $1)) as bonuses_count,
            (select coalesce(sum(a.balance), 0)::int8 from accounts a where a.kind = 'bonus' and a.player_id is not null and ($1::integer is null or a.site_id = $1)) as bonus_balance,
            (select coalesce(sum(a.balance), 0)::int8 from accounts a where a.kind = 'cash' and a.player_id is not null and ($1::integer is null or a.site_id = $1)) as cash_balance`,
    [siteId],
  );
}
