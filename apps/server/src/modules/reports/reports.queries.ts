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

/** The highest ledger id: the upper end of a range read "to the end" (see foldSql). */
const LAST_ID = '9223372036854775807';

/** A player's affiliate btag ('' without one), by one probe of the players' primary key. */
const btagOf = (playerId: string) => `coalesce((select p.affiliate_btag from players p where p.id = ${playerId}), '')`;
/** A player's affiliate campaign ('' without one), likewise. */
const campaignOf = (playerId: string) => `coalesce((select p.affiliate_campaign from players p where p.id = ${playerId}), '')`;

/**
 * The money figures of ledger rows `t` (a transaction's kind with one of its entries: `account_id`,
 * `amount`) joined to the house account `a` they moved: the one definition of each figure, which the
 * fold (the summaries and a report's tail) and the per-player figures (`playerFigures`) share.
 */
const MONEY_FIGURES = `
           (count(distinct t.id) filter (where t.kind = 'deposit'))::integer as deposits_count,
           coalesce(-sum(t.amount) filter (where t.kind = 'deposit' and a.kind = 'bank'), 0)::int8 as deposits,
           (count(distinct t.id) filter (where t.kind = 'withdrawal_payout'))::integer as withdrawals_count,
           coalesce(sum(t.amount) filter (where t.kind = 'withdrawal_payout' and a.kind = 'bank'), 0)::int8 as withdrawals,
           (count(distinct t.id) filter (where t.kind = 'bet'))::integer as bets_count,
           coalesce(sum(t.amount) filter (where a.kind = 'games' and t.kind in ('bet', 'rollback')), 0)::int8 as bets,
           coalesce(-sum(t.amount) filter (where a.kind = 'games' and t.kind = 'win'), 0)::int8 as wins,
           coalesce(-sum(t.amount) filter (where a.kind in ('bonus_cost', 'cashback_cost')), 0)::int8 as bonus_cost,
           coalesce(-sum(t.amount) filter (where t.kind = 'adjustment' and a.kind = 'bank'), 0)::int8 as adjustments`;

/**
 * The ledger transactions with ids in (after, upTo], folded into daily rows (the same shape as
 * report_daily). Written so that its plan does not depend on statistics (decision 0015, "Plans that
 * cannot flip"):
 * - the range's transactions and their entries are read together in one materialized step, both
 *   tables bounded by the id range (two-sided: without a histogram PostgreSQL takes `id > x` for a
 *   third of the table, a range for 0.5 %), so whatever join method the planner picks (an index probe
 *   per transaction, a hash or merge of the two range reads) it reads only the range;
 * - only then the house accounts, themselves read first (a handful of rows, by their partial index):
 *   a join with a handful of rows cannot go wrong whatever its method; left to itself the planner
 *   started from the house accounts and read every entry they ever had (14 million over a year of
 *   bench data: 15 s a fold step), or, when the two steps were separate CTEs without statistics,
 *   joined a day of transactions to a day of entries by a nested loop (175 s for one report);
 * - the btag by a probe of the players' primary key per row: no join with the players' table for
 *   the planner to order.
 */
function foldSql(after: string, upTo: string, btag = true): string {
  return `
    with te as materialized (
      select t.id, t.site_id, t.kind, t.player_id, t.metadata, t.created_at, e.account_id, e.amount
        from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
       where t.id > ${after} and t.id <= ${upTo} and e.transaction_id > ${after} and e.transaction_id <= ${upTo}
    ),
    h as materialized (
      select id, kind from accounts where player_id is null
    )
    select t.site_id, ${DAY} as day,
           coalesce((t.metadata ->> 'game_id')::integer, 0) as game_id,
           coalesce(t.metadata ->> 'provider', '') as provider_id,
           ${btag ? btagOf('t.player_id') : `''`} as btag,
           ${btag ? campaignOf('t.player_id') : `''`} as campaign,${MONEY_FIGURES}
      from te t
      join h a on a.id = t.account_id
     group by 1, 2, 3, 4, 5, 6`;
}

/**
 * Each player's first deposit among the ledger transactions with ids in (after, upTo] of one site
 * (null: every site), for players the summaries hold none of: the deposits read by the id range
 * first (the players' ledger index is never a way in: from the players, the planner read each
 * player's whole ledger), the cash entry by the player's cash account, the btag by a probe.
 */
function firstDepositsSql(after: string, upTo: string, site: string): string {
  return `
    select distinct on (t.player_id) t.player_id, t.site_id, ${DAY} as day, e.amount, ${btagOf('t.player_id')} as btag,
           ${campaignOf('t.player_id')} as campaign
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
     where t.id > ${after} and t.id <= ${upTo} and e.transaction_id > ${after} and e.transaction_id <= ${upTo}
       and t.kind = 'deposit' and (${site}::integer is null or t.site_id = ${site})
       and e.account_id = (select a.id from accounts a where a.player_id = t.player_id and a.kind = 'cash')
       and not exists (select 1 from report_first_deposits d where d.player_id = t.player_id)
     order by t.player_id, t.id`;
}

/**
 * A report's (and a fold step's) settings, in its transaction only: no JIT (its statements plan for
 * millions of rows they never read, as the planner cannot know how few ledger transactions lie after
 * the watermark, which made PostgreSQL compile them: 2 of a report's 3 seconds over a year of data),
 * memory enough to sort a day of ledger in memory rather than on disk, and a plan made for each
 * run's own values: every statement is prepared once per connection (db/client.ts), and after five
 * runs PostgreSQL may keep a generic plan, made without the watermark's value, which takes the
 * ledger after it for a third of the ledger.
 */
export async function reportSettings(tx: Queryable): Promise<void> {
  await tx.query(`set local jit = off`);
  await tx.query(`set local work_mem = '64MB'`);
  await tx.query(`set local plan_cache_mode = force_custom_plan`);
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
  await reportSettings(tx);
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
     insert into report_daily_btag as b (site_id, day, btag, campaign, ${figures.join(', ')})
     select site_id, day, btag, campaign, ${sums} from f group by 1, 2, 3, 4
     on conflict (site_id, day, btag, campaign) do update set ${adds('b')}`,
    params,
  );
  // Active players: each player once a day; the day's count grows by the players new to it.
  await tx.query(
    `with added as (
       insert into report_active_players (site_id, day, player_id, btag)
       select distinct t.site_id, ${DAY}, t.player_id, ${btagOf('t.player_id')}
         from ledger_transactions t
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
    `insert into report_first_deposits (player_id, site_id, day, amount, btag, campaign)
     ${firstDepositsSql('$1', '$2', 'null')}
     on conflict do nothing`,
    params,
  );
  await tx.query(`update report_watermark set last_transaction_id = $1, updated_at = now()`, [w.to_id]);
  return Number(w.n);
}

/**
 * Whether the summaries hold every ledger transaction made before `until`: none after the watermark
 * `after` (read first, a parameter: the ledger after it read by a two-sided id range) is older.
 */
export async function foldedBefore(q: Queryable, after: bigint, until: Date): Promise<boolean> {
  const rows = await q.query<{ covered: boolean }>(
    `select not exists (select 1 from ledger_transactions t where t.id > $1::int8 and t.id <= ${LAST_ID} and t.created_at < $2) as covered`,
    [after, until],
  );
  return rows[0]!.covered;
}

/** The groupings a report answers, each one SQL expression over the daily rows (never the request's text). */
export const GROUPINGS = {
  day: `to_char(f.day, 'YYYY-MM-DD')`,
  game: `f.game_id::text`,
  provider: `f.provider_id`,
  btag: `f.btag`,
  /** A day and a campaign ('YYYY-MM-DD|campaign'): an affiliate's figures (with `only.btag`), summed by day or by campaign by the caller. */
  day_campaign: `to_char(f.day, 'YYYY-MM-DD') || '|' || f.campaign`,
} as const;
export type Grouping = keyof typeof GROUPINGS;

export interface ReportRow {
  /** The group's key; '' on the totals row. */
  key: string;
  /** The period's totals row (one per report, always present). */
  total: boolean;
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

const inRange = (alias: string) => `${alias}.day between $2::date and $3::date and ($1::integer is null or ${alias}.site_id = $1)`;
/** A part's key ('' on the totals row) and whether it is the totals row (its key is null inside: grouping sets). */
const keyed = (expr: string) => `coalesce(${expr}, '') as key, ${expr} is null as total`;
/** The players who bet after the watermark (the ledger not yet folded), by day. */
const TAIL_BETTORS = `
  select distinct t.site_id, ${DAY} as day, t.player_id
    from ledger_transactions t
   where t.kind = 'bet' and t.id > $4::int8 and t.id <= ${LAST_ID} and ($1::integer is null or t.site_id = $1)
     and ${DAY} between $2::date and $3::date`;

/**
 * A report for Istanbul days from..to of one site (null: every site), grouped by day, game, provider
 * or btag, with the period's totals row: the summaries up to the watermark plus the ledger after it,
 * folded once (the job's own fold) and summed both by group and in all (grouping sets). Players
 * (registrations, first deposits, active players by day) count by day and by btag; a game or
 * provider row has money figures only, its totals row has them all. Active players over the period
 * (the totals row, and the btag rows) come from activePlayers(), a second statement the service runs
 * beside this one: one index probe per player, the one part that grows with the number of players.
 *
 * `after` is the watermark as the caller read it, a parameter so that the planner sees the value and
 * reads the ledger after it by its primary key (a value it only learns while running, it estimates as
 * a third of the ledger and scans the house accounts' entries instead: 20 s over a year's ledger).
 * The statement answers the watermark its own snapshot saw; the caller checks they agree (reportAt).
 */
export function report(
  q: Queryable,
  g: Grouping,
  siteId: number | null,
  from: string,
  to: string,
  after: bigint,
  only: { btag: string } | null = null,
) {
  const key = GROUPINGS[g];
  const byPlayer = g === 'day' || g === 'btag' || g === 'day_campaign';
  // One btag's figures ($5: an affiliate's), from the btag summaries whatever the grouping.
  const perBtag = g === 'btag' || g === 'day_campaign' || only !== null;
  const ofBtag = (column: string) => (only ? ` and ${column} = $5::text` : '');
  const summaries = perBtag
    ? `select r.site_id, r.day, 0 as game_id, '' as provider_id, r.btag, r.campaign, r.deposits_count, r.deposits, r.withdrawals_count, r.withdrawals,
                r.bets_count, r.bets, r.wins, r.bonus_cost, r.adjustments
           from report_daily_btag r where ${inRange('r')}${ofBtag('r.btag')}`
    : `select r.site_id, r.day, r.game_id, r.provider_id, '' as btag, '' as campaign, r.deposits_count, r.deposits, r.withdrawals_count, r.withdrawals,
                r.bets_count, r.bets, r.wins, r.bonus_cost, r.adjustments
           from report_daily r where ${inRange('r')}`;
  // A players' figure by the row's key and in all (day, btag), or in all only (game, provider).
  const playerSets = (expr: string) => (byPlayer ? `group by grouping sets ((${expr}), ())` : '');
  const playerKey = (expr: string) => (byPlayer ? expr : 'null::text');
  const regDay = `to_char((p.created_at at time zone 'Europe/Istanbul')::date, 'YYYY-MM-DD')`;
  const regKey = g === 'day' ? regDay : g === 'day_campaign' ? `${regDay} || '|' || p.affiliate_campaign` : 'p.affiliate_btag';
  const firstKey = g === 'day' ? `to_char(x.day, 'YYYY-MM-DD')` : g === 'day_campaign' ? `to_char(x.day, 'YYYY-MM-DD') || '|' || x.campaign` : 'x.btag';
  // Active players by day: the day's count in the summaries, plus the players first seen that day after the watermark.
  const activeDays =
    g === 'day'
      ? `tail_bettors as (${TAIL_BETTORS}),
         active_days as (
           select x.k as key, false as total, sum(x.n)::integer as n
             from (select to_char(d.day, 'YYYY-MM-DD') as k, d.players as n from report_daily_active d where ${inRange('d')}
                   union all
                   select to_char(b.day, 'YYYY-MM-DD'), 1 from tail_bettors b
                    where (select true from report_active_players a where a.player_id = b.player_id and a.day = b.day limit 1) is null) x
            group by 1),`
      : '';
  return q.query<ReportRow>(
    `with w as (select last_transaction_id as id from report_watermark),
     tail as materialized (
       select f.* from (${foldSql('$4::int8', LAST_ID, perBtag)}) f
        where f.day between $2::date and $3::date and ($1::integer is null or f.site_id = $1)${ofBtag('f.btag')}
     ),
     facts as (${summaries} union all select * from tail),
     money as (
       select ${keyed('f.k')}, sum(deposits_count)::integer as deposits_count, sum(deposits)::int8 as deposits,
              sum(withdrawals_count)::integer as withdrawals_count, sum(withdrawals)::int8 as withdrawals,
              sum(bets_count)::integer as bets_count, sum(bets)::int8 as bets, sum(wins)::int8 as wins,
              sum(bonus_cost)::int8 as bonus_cost, sum(adjustments)::int8 as adjustments
         from (select ${key} as k, f.* from facts f) f
        group by grouping sets ((f.k), ())
     ),
     ${activeDays}
     registrations as (
       select ${keyed(playerKey(regKey))}, count(*)::integer as n
         from players p
        where ($1::integer is null or p.site_id = $1)
          and p.created_at >= ($2::date::timestamp at time zone 'Europe/Istanbul')
          and p.created_at < (($3::date + 1)::timestamp at time zone 'Europe/Istanbul')${ofBtag('p.affiliate_btag')}
        ${playerSets(regKey)}
     ),
     firsts as (
       select ${keyed(playerKey(firstKey))}, count(*)::integer as n, sum(x.amount)::int8 as amount
         from (select d.player_id, d.day, d.amount, d.btag, d.campaign from report_first_deposits d where ${inRange('d')}
               union all
               select f.player_id, f.day, f.amount, f.btag, f.campaign from (${firstDepositsSql('$4::int8', LAST_ID, '$1')}) f) x
        where x.day between $2::date and $3::date${ofBtag('x.btag')}
        ${playerSets(firstKey)}
     ),
     keys as (select key, total from money union select key, total from registrations union select key, total from firsts
              ${g === 'day' ? 'union select key, total from active_days' : ''})
     select k.key, k.total,
            coalesce(r.n, 0) as registrations, coalesce(fd.n, 0) as first_deposits_count, coalesce(fd.amount, 0)::int8 as first_deposits,
            coalesce(m.deposits_count, 0) as deposits_count, coalesce(m.deposits, 0)::int8 as deposits,
            coalesce(m.withdrawals_count, 0) as withdrawals_count, coalesce(m.withdrawals, 0)::int8 as withdrawals,
            coalesce(m.bets_count, 0) as bets_count, coalesce(m.bets, 0)::int8 as bets, coalesce(m.wins, 0)::int8 as wins,
            coalesce(m.bonus_cost, 0)::int8 as bonus_cost, coalesce(m.adjustments, 0)::int8 as adjustments,
            ${g === 'day' ? 'case when not k.total then coalesce(ad.n, 0) end' : 'null::integer'} as active_players,
            (select id from w) as watermark
       from keys k
       left join money m on m.key = k.key and m.total = k.total
       left join registrations r on r.key = k.key and r.total = k.total
       left join firsts fd on fd.key = k.key and fd.total = k.total
       ${g === 'day' ? 'left join active_days ad on ad.key = k.key and ad.total = k.total' : ''}
      order by k.total, k.key`,
    only ? [siteId, from, to, after, only.btag] : [siteId, from, to, after],
  );
}

/**
 * The money figures of each of one btag's players over Istanbul days from..to (the affiliate's
 * players list, CPA's wagering): the same figures as the fold's (MONEY_FIGURES), read from the
 * ledger by the players' own index (the summaries are not kept per player); with each player's
 * first deposit (its day and amount, whenever it was).
 */
export function playerFigures(q: Queryable, siteId: number, btag: string, from: string, to: string) {
  return q.query<{
    player_id: number; deposits: bigint; bets: bigint; wins: bigint; bonus_cost: bigint; first_deposit_day: string | null; first_deposit: bigint | null;
  }>(
    `with pl as materialized (
       select p.id from players p where p.site_id = $1 and p.affiliate_btag = $2 and p.affiliate_btag <> ''
     ),
     te as materialized (
       select t.id, t.kind, t.player_id, e.account_id, e.amount
         from pl
         join ledger_transactions t on t.player_id = pl.id
         join ledger_entries e on e.transaction_id = t.id
        where t.created_at >= ($3::date::timestamp at time zone 'Europe/Istanbul')
          and t.created_at < (($4::date + 1)::timestamp at time zone 'Europe/Istanbul')
     ),
     h as materialized (select id, kind from accounts where player_id is null),
     m as (
       select t.player_id, ${MONEY_FIGURES}
         from te t join h a on a.id = t.account_id
        group by 1
     )
     select pl.id as player_id, coalesce(m.deposits, 0)::int8 as deposits, coalesce(m.bets, 0)::int8 as bets,
            coalesce(m.wins, 0)::int8 as wins, coalesce(m.bonus_cost, 0)::int8 as bonus_cost,
            to_char((fd.created_at at time zone 'Europe/Istanbul')::date, 'YYYY-MM-DD') as first_deposit_day,
            (select e.amount from ledger_entries e where e.transaction_id = fd.id
                and e.account_id = (select a.id from accounts a where a.player_id = pl.id and a.kind = 'cash'))::int8 as first_deposit
       from pl
       left join m on m.player_id = pl.id
       -- the player's first deposit as the summaries take it (firstDepositsSql): the first by id, its cash entry
       left join lateral (select t.id, t.created_at from ledger_transactions t
                           where t.player_id = pl.id and t.kind = 'deposit' order by t.id limit 1) fd on true`,
    [siteId, btag, from, to],
  );
}

/**
 * Active players over the period (distinct players with a bet, however many days they played): in
 * all, and by btag for the btag report. A player counts if the summaries hold a day of theirs in the
 * period (one index probe per player) or they bet after the watermark. The probe is a scalar
 * subquery on purpose: an EXISTS under OR lets the planner hash every summary row of the period
 * instead (a year: 10 million rows) whenever the statistics make that look cheaper; a scalar
 * subquery is always run as the probe.
 */
export function activePlayers(q: Queryable, g: Grouping, siteId: number | null, from: string, to: string, after: bigint) {
  const btag = g === 'btag';
  return q.query<{ key: string; total: boolean; n: number; watermark: bigint }>(
    `with tail_bettors as (${TAIL_BETTORS})
     select ${keyed(btag ? 'p.affiliate_btag' : 'null::text')}, count(*)::integer as n,
            (select last_transaction_id from report_watermark) as watermark
       from players p
      where ($1::integer is null or p.site_id = $1)
        and (coalesce((select true from report_active_players a where a.player_id = p.id and a.day between $2::date and $3::date limit 1), false)
             or p.id in (select player_id from tail_bettors))
      ${btag ? 'group by grouping sets ((p.affiliate_btag), ())' : ''}`,
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
