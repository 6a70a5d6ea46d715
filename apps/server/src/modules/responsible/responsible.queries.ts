import type { LimitKind, LimitPeriod } from '@app/shared/api/responsible.ts';
import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';

// ---------------------------------------------------------------- limits

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: bigint;
  pending_amount: bigint | null;
  pending_from: Date | null;
}

/**
 * A waiting change whose time has come takes effect: written into `amount`, or the row deleted
 * when it removed the limit. Every read of the limits runs this first.
 */
export async function settleDueLimits(q: Queryable, playerId: number): Promise<void> {
  await q.query(`delete from rg_limits where player_id = $1 and pending_from <= now() and pending_amount is null`, [playerId]);
  await q.query(
    `update rg_limits set amount = pending_amount, pending_amount = null, pending_from = null, updated_at = now()
      where player_id = $1 and pending_from <= now()`,
    [playerId],
  );
}

export function listLimits(q: Queryable, playerId: number) {
  return q.query<LimitRow>(
    `select kind, period, amount, pending_amount, pending_from from rg_limits where player_id = $1
      order by array_position(array['deposit', 'loss', 'wager', 'session'], kind), array_position(array['day', 'week', 'month'], period)`,
    [playerId],
  );
}

/** The limit row, locked: two changes of one limit at once queue here. */
export function findLimitForUpdate(q: Queryable, playerId: number, kind: LimitKind, period: LimitPeriod) {
  return maybeOne<LimitRow>(
    q,
    `select kind, period, amount, pending_amount, pending_from from rg_limits
      where player_id = $1 and kind = $2 and period = $3 for update`,
    [playerId, kind, period],
  );
}

/** A new limit (at once); false when another request created it first. */
export async function insertLimit(q: Queryable, playerId: number, kind: LimitKind, period: LimitPeriod, amount: bigint): Promise<boolean> {
  const rows = await q.query(
    `insert into rg_limits (player_id, kind, period, amount) values ($1, $2, $3, $4) on conflict do nothing returning 1`,
    [playerId, kind, period, amount],
  );
  return rows.length === 1;
}

/** A lower limit: at once, and whatever waited is dropped. */
export async function lowerLimit(q: Queryable, playerId: number, kind: LimitKind, period: LimitPeriod, amount: bigint): Promise<void> {
  await q.query(
    `update rg_limits set amount = $4, pending_amount = null, pending_from = null, updated_at = now()
      where player_id = $1 and kind = $2 and period = $3`,
    [playerId, kind, period, amount],
  );
}

/** A higher limit or a removal (null): waits 24 hours; returns when it takes effect. */
export async function scheduleLimit(q: Queryable, playerId: number, kind: LimitKind, period: LimitPeriod, amount: bigint | null): Promise<Date> {
  const row = await one<{ pending_from: Date }>(
    q,
    `update rg_limits set pending_amount = $4, pending_from = now() + interval '24 hours', updated_at = now()
      where player_id = $1 and kind = $2 and period = $3 returning pending_from`,
    [playerId, kind, period, amount],
  );
  return row.pending_from;
}

/** The wallet function looks the player's limits and exclusions up from now on (players.rg_checks). */
/**
 * The player's row, locked: a game launch and a new session limit take it first, so a game
 * session opened while a limit is set is either capped by the limit or opened under it.
 */
export async function lockPlayer(q: Queryable, playerId: number): Promise<void> {
  await q.query(`select id from players where id = $1 for no key update`, [playerId]);
}

export async function markChecked(q: Queryable, playerId: number): Promise<void> {
  await q.query(`update players set rg_checks = true where id = $1 and not rg_checks`, [playerId]);
}

/** A self-exclusion withdraws the player's consent to marketing (it is not given back when it ends). */
export async function stopMarketing(q: Queryable, playerId: number): Promise<void> {
  await q.query(`update players set campaign_news = false, updated_at = now() where id = $1 and campaign_news`, [playerId]);
}

export async function setRealityCheck(q: Queryable, playerId: number, minutes: number): Promise<void> {
  await q.query(`update players set reality_check_minutes = $2, updated_at = now() where id = $1`, [playerId, minutes]);
}

export interface PlayerRgRow {
  reality_check_minutes: number;
  closed_at: Date | null;
  tc: string;
  site_id: number;
}

export function findPlayer(q: Queryable, playerId: number) {
  return maybeOne<PlayerRgRow>(q, `select reality_check_minutes, closed_at, tc, site_id from players where id = $1`, [playerId]);
}

/** The deposits a deposit limit counts: pending and approved requests of the last 24 h, 7 and 30 days. */
export function depositTotals(q: Queryable, playerId: number) {
  return one<{ day: bigint; week: bigint; month: bigint }>(
    q,
    `select coalesce(sum(amount) filter (where created_at > now() - interval '1 day'), 0)::bigint as day,
            coalesce(sum(amount) filter (where created_at > now() - interval '7 days'), 0)::bigint as week,
            coalesce(sum(amount), 0)::bigint as month
       from deposits where player_id = $1 and status in ('pending', 'approved') and created_at > now() - interval '30 days'`,
    [playerId],
  );
}

/** The deposit limits in force (a waiting change counts once its time has come), locked. */
export function depositLimitsForUpdate(q: Queryable, playerId: number) {
  return q.query<{ period: LimitPeriod; amount: bigint | null }>(
    `select period, case when pending_from <= now() then pending_amount else amount end as amount
       from rg_limits where player_id = $1 and kind = 'deposit' for update`,
    [playerId],
  );
}

/** The session limit in force, minutes (null: none). */
export async function sessionLimit(q: Queryable, playerId: number): Promise<bigint | null> {
  const row = await maybeOne<{ amount: bigint | null }>(
    q,
    `select case when pending_from <= now() then pending_amount else amount end as amount
       from rg_limits where player_id = $1 and kind = 'session'`,
    [playerId],
  );
  return row?.amount ?? null;
}

/**
 * The session time limit's clock (docs/decisions/0021): the player's real-money play in the last 24
 * hours, whatever the login, in seconds, and the database's time. Each real-money game session
 * counts from its launch to its last round's last move (a round started or closed in it), at most to
 * its expiry, its play_until and now; overlapping sessions count once (their union).
 */
export function playedSeconds(q: Queryable, playerId: number) {
  return one<{ played: number; now: Date }>(
    q,
    `with s as (
       select greatest(gs.created_at, now() - interval '24 hours') as f,
              least(now(), gs.expires_at, coalesce(gs.play_until, 'infinity'::timestamptz),
                    coalesce((select max(coalesce(r.closed_at, r.created_at)) from game_rounds r
                               where r.player_id = gs.player_id and r.game_id = gs.game_id
                                 and r.created_at >= gs.created_at and r.created_at < gs.expires_at), gs.created_at)) as t
         from game_sessions gs
        where gs.player_id = $1 and gs.mode = 'real' and gs.created_at > now() - interval '48 hours'
          and gs.expires_at > now() - interval '24 hours'
     ), o as (
       select f, t, max(t) over (order by f, t rows between unbounded preceding and 1 preceding) as prev from s where t > f
     ), g as (
       select f, t, sum(case when prev is null or prev < f then 1 else 0 end) over (order by f, t) as grp from o
     )
     select coalesce(sum(extract(epoch from x.e - x.b)), 0)::float8 as played, now() as now
       from (select min(f) as b, max(t) as e from g group by grp) x`,
    [playerId],
  );
}

/** The player's open game sessions stop taking bets at `until` (a session limit set or lowered). */
export async function capGameSessions(q: Queryable, playerId: number, until: Date): Promise<void> {
  await q.query(
    `update game_sessions set play_until = least(coalesce(play_until, $2), $2)
      where player_id = $1 and expires_at > now()`,
    [playerId, until],
  );
}

/** A game session just opened stops taking bets at `until`. */
export async function setGameSessionPlayUntil(q: Queryable, gameSessionId: string, until: Date): Promise<void> {
  await q.query(`update game_sessions set play_until = $2 where id = $1`, [gameSessionId, until]);
}

// ---------------------------------------------------------------- exclusions

export interface ExclusionRow {
  id: bigint;
  kind: 'timeout' | 'self_exclusion';
  started_at: Date;
  ends_at: Date | null;
  end_requested_at: Date | null;
  /** when it ends as things stand: null while it has no end (permanent, or a self-exclusion not asked to end) */
  effective_end: Date | null;
  /** a self-exclusion whose term is over and whose end was not asked for yet */
  end_requestable: boolean;
}

const ACTIVE = `case when e.kind = 'timeout' then e.ends_at > now()
                     else e.end_requested_at is null or e.end_requested_at + interval '24 hours' > now() end`;

/**
 * The player's exclusions in force, the longest first (no end first). With `sisters`, also the
 * self-exclusions in force of the player's accounts on the installation's other sites (the same TC
 * Kimlik No): a self-exclusion holds on every site (docs/decisions/0021).
 */
export function activeExclusions(q: Queryable, playerId: number, sisters = false) {
  const whose = sisters
    ? `(e.player_id = $1 or (e.kind = 'self_exclusion' and e.player_id in (select o.id from players me join players o on o.tc = me.tc where me.id = $1)))`
    : `e.player_id = $1`;
  return q.query<ExclusionRow>(
    `select e.id, e.kind, e.started_at, e.ends_at, e.end_requested_at,
            case when e.kind = 'timeout' then e.ends_at
                 when e.end_requested_at is not null then e.end_requested_at + interval '24 hours' end as effective_end,
            (e.kind = 'self_exclusion' and e.ends_at is not null and e.ends_at <= now() and e.end_requested_at is null) as end_requestable
       from rg_exclusions e where ${whose} and ${ACTIVE}
      order by case when e.kind = 'timeout' then e.ends_at else coalesce(e.end_requested_at + interval '24 hours', e.ends_at, 'infinity') end desc nulls first`,
    [playerId],
  );
}

/** Exclusions in force, locked (a second request waits for the first). */
export function activeExclusionsForUpdate(q: Queryable, playerId: number) {
  return q.query<{ id: bigint }>(`select e.id from rg_exclusions e where e.player_id = $1 and ${ACTIVE} for update`, [playerId]);
}

/** A new exclusion of `days` days or `months` months (null: permanent); returns its end. */
export async function insertExclusion(
  q: Queryable,
  playerId: number,
  kind: 'timeout' | 'self_exclusion',
  length: { days: number } | { months: number } | null,
): Promise<Date | null> {
  const interval = length === null ? null : 'days' in length ? `${length.days} days` : `${length.months} months`;
  const row = await one<{ ends_at: Date | null }>(
    q,
    `insert into rg_exclusions (player_id, kind, ends_at) values ($1, $2, now() + $3::interval) returning ends_at`,
    [playerId, kind, interval],
  );
  return row.ends_at;
}

/** The player asks to end a self-exclusion whose term is over; it ends 24 hours later. */
export async function requestExclusionEnd(q: Queryable, exclusionId: bigint): Promise<Date> {
  const row = await one<{ ends: Date }>(
    q,
    `update rg_exclusions set end_requested_at = now() where id = $1 returning end_requested_at + interval '24 hours' as ends`,
    [exclusionId],
  );
  return row.ends;
}

/** Whether a player with this TC Kimlik No, on any site of the installation, is self-excluded (not yet ended). */
export async function tcSelfExcluded(q: Queryable, tc: string): Promise<boolean> {
  const rows = await q.query(
    `select 1 from players p join rg_exclusions e on e.player_id = p.id
      where p.tc = $1 and e.kind = 'self_exclusion' and ${ACTIVE} limit 1`,
    [tc],
  );
  return rows.length > 0;
}

/** The player's accounts on the installation's other sites (the same TC Kimlik No). */
export async function sisterAccounts(q: Queryable, playerId: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `select o.id from players me join players o on o.tc = me.tc and o.id <> me.id where me.id = $1 order by o.id`,
    [playerId],
  );
  return rows.map((r) => r.id);
}

/** Ends the player's game sessions (their bets are refused from now on). */
export async function endGameSessions(q: Queryable, playerId: number): Promise<void> {
  await q.query(`update game_sessions set expires_at = now() where player_id = $1 and expires_at > now()`, [playerId]);
}

// ---------------------------------------------------------------- closure

/** The player's cash and held money, their cash row locked (deposits and withdrawals lock it too). */
export function moneyForClosure(q: Queryable, playerId: number) {
  return one<{ cash: bigint; held: bigint; pending_withdrawals: number; pending_deposits: number; open_rounds: number }>(
    q,
    `select (select balance from accounts where player_id = $1 and kind = 'cash' for update) as cash,
            (select coalesce(sum(balance), 0)::bigint from accounts where player_id = $1 and kind = 'withdraw_hold') as held,
            (select count(*)::int from withdrawals where player_id = $1 and status = 'pending') as pending_withdrawals,
            (select count(*)::int from deposits where player_id = $1 and status = 'pending') as pending_deposits,
            (select count(*)::int from game_rounds where player_id = $1 and status = 'open') as open_rounds`,
    [playerId],
  );
}

export async function closePlayer(q: Queryable, playerId: number): Promise<void> {
  await q.query(`update players set closed_at = now(), rg_checks = true, updated_at = now() where id = $1 and closed_at is null`, [playerId]);
}
