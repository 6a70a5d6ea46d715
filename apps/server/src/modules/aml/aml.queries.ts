import type { AmlFlagKind, AmlFlagStatus } from '@app/shared/api/aml.ts';
import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';

/**
 * The AML flags' SQL: raising a flag (once per event: the unique key answers a second raise with
 * nothing), the figures the rules read (the site's thresholds, turnover and deposits since the last
 * withdrawal, accounts seen at an address) and the queue, its clearing and its report. The money
 * rows (deposits, withdrawals, game_rounds) are read only; they stay the wallet's and providers'.
 */

export interface AmlSiteRules {
  aml_threshold: bigint;
  aml_shared_accounts: number;
}

export function siteRules(q: Queryable, siteId: number) {
  return one<AmlSiteRules>(q, `select aml_threshold, aml_shared_accounts from sites where id = $1`, [siteId]);
}

/**
 * The lock a flag is raised under and a payout's approval reads the flags under: the player's cash
 * account row (the wallet's first lock of the player's accounts, docs/decisions/0021). A flag raised
 * while an approval holds it waits and lands after the payout; an approval waits for a raising
 * transaction that holds it and then sees its flag. Only the row lock is taken: nothing is written.
 */
export async function lockPlayerForFlags(q: Queryable, playerId: number): Promise<void> {
  await q.query(`select id from accounts where player_id = $1 and kind = 'cash' for update`, [playerId]);
}

/** The open flags of a player (any kind, any reference: a withdrawal's own flags are the player's). */
export function openFlagsOfPlayer(q: Queryable, playerId: number) {
  return q.query<{ id: bigint; kind: AmlFlagKind; reference: string; created_at: Date }>(
    `select id, kind, reference, created_at from aml_flags where player_id = $1 and status = 'open' order by id`,
    [playerId],
  );
}

/** A new flag; undefined when the same event (player, kind, reference) is flagged already. */
export function insertFlag(q: Queryable, f: { siteId: number; playerId: number; kind: AmlFlagKind; reference: string; details: unknown }) {
  return maybeOne<{ id: bigint }>(
    q,
    `insert into aml_flags (site_id, player_id, kind, reference, details) values ($1, $2, $3, $4, $5::jsonb)
     on conflict (player_id, kind, reference) do nothing
     returning id`,
    [f.siteId, f.playerId, f.kind, f.reference, JSON.stringify(f.details, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))],
  );
}

/**
 * What a withdrawal request is measured against: since the player's previous withdrawal request that
 * still stands (pending, approved or paid; a rejected or cancelled one gave the money back), or since
 * the account opened, the deposits approved and the stakes of the rounds played (a cancelled,
 * rolled back round staked nothing). Staff balance credits posted count as deposits (money the
 * player did not stake is money in all the same: decision 0023).
 */
export function turnoverSinceLastWithdrawal(q: Queryable, playerId: number, withdrawalId: bigint) {
  return one<{ since: Date | null; deposits: bigint; turnover: bigint }>(
    q,
    `with last as (
       select max(created_at) as since from withdrawals
        where player_id = $1 and id <> $2 and status in ('pending', 'approved', 'done'))
     select last.since,
            ((select coalesce(sum(d.amount), 0) from deposits d
               where d.player_id = $1 and d.status = 'approved' and (last.since is null or d.decided_at > last.since))
             + (select coalesce(sum(e.amount), 0) from ledger_transactions t
                  join ledger_entries e on e.transaction_id = t.id
                  join accounts a on a.id = e.account_id and a.player_id = t.player_id and a.kind = 'cash'
                 where t.player_id = $1 and t.kind = 'adjustment' and e.amount > 0
                   and (last.since is null or t.created_at > last.since)))::bigint as deposits,
            (select coalesce(sum(r.total_bet), 0)::bigint from game_rounds r
              where r.player_id = $1 and r.status <> 'cancelled' and (last.since is null or r.created_at > last.since)) as turnover
       from last`,
    [playerId, withdrawalId],
  );
}

/** Notes that the player was seen at the address now (registration or login). */
export async function touchAddress(q: Queryable, a: { siteId: number; playerId: number; ip: string }): Promise<void> {
  await q.query(
    `insert into aml_player_ips (site_id, player_id, ip) values ($1, $2, $3)
     on conflict (player_id, ip) do update set last_seen = now()`,
    [a.siteId, a.playerId, a.ip],
  );
}

/** The site's other accounts seen at the address within the window, newest first (at most 50). */
export function otherAccountsAt(q: Queryable, a: { siteId: number; playerId: number; ip: string; days: number }) {
  return q.query<{ player_id: number; username: string; last_seen: Date }>(
    `select i.player_id, p.username, i.last_seen
       from aml_player_ips i join players p on p.id = i.player_id
      where i.site_id = $1 and i.ip = $2 and i.player_id <> $3 and i.last_seen > now() - make_interval(days => $4)
      order by i.last_seen desc
      limit 50`,
    [a.siteId, a.ip, a.playerId, a.days],
  );
}

// ---------------------------------------------------------------- the queue

export interface FlagRow {
  id: bigint;
  site_id: number;
  player_id: number;
  username: string;
  kind: AmlFlagKind;
  reference: string;
  details: Record<string, unknown>;
  status: AmlFlagStatus;
  cleared_by: string | null;
  cleared_at: Date | null;
  note: string | null;
  created_at: Date;
}

const FLAG_COLUMNS = `f.id, f.site_id, f.player_id, p.username, f.kind, f.reference, f.details, f.status,
  s.username as cleared_by, f.cleared_at, f.note, f.created_at`;

/** The grid's sortable columns (their SQL). */
export const FLAG_SORT_SQL = {
  created_at: 'f.created_at',
  id: 'f.id',
  kind: 'f.kind',
  status: 'f.status',
  username: 'lower(p.username)',
  cleared_at: 'f.cleared_at',
} as const;

export interface FlagFilter {
  kind: AmlFlagKind | null;
  status: AmlFlagStatus | null;
  siteId: number | null;
  from: string | null;
  to: string | null;
  orderBy: string;
  limit: number;
  offset: number;
}

/** Flags matching the filter (days are Istanbul days, inclusive), a page in the grid's order. */
export function listFlags(q: Queryable, f: FlagFilter) {
  return q.query<FlagRow & { total_count: string }>(
    `select ${FLAG_COLUMNS}, count(*) over () as total_count
       from aml_flags f join players p on p.id = f.player_id left join staff s on s.id = f.cleared_by
      where ($1::text is null or f.kind = $1) and ($2::text is null or f.status = $2)
        and ($3::int is null or f.site_id = $3)
        and ($4::date is null or f.created_at >= ($4::date)::timestamp at time zone 'Europe/Istanbul')
        and ($5::date is null or f.created_at < ($5::date + 1)::timestamp at time zone 'Europe/Istanbul')
      ${f.orderBy}
      limit $6 offset $7`,
    [f.kind, f.status, f.siteId, f.from, f.to, f.limit, f.offset],
  );
}

export function findFlagForUpdate(q: Queryable, id: number) {
  return maybeOne<FlagRow>(
    q,
    `select ${FLAG_COLUMNS} from aml_flags f join players p on p.id = f.player_id left join staff s on s.id = f.cleared_by
      where f.id = $1 for update of f`,
    [id],
  );
}

export async function clearFlag(q: Queryable, c: { id: number; staffId: number | null; note: string }): Promise<void> {
  await q.query(`update aml_flags set status = 'cleared', cleared_by = $2, cleared_at = now(), note = $3 where id = $1 and status = 'open'`, [
    c.id,
    c.staffId,
    c.note,
  ]);
}

export function findFlag(q: Queryable, id: number) {
  return one<FlagRow>(
    q,
    `select ${FLAG_COLUMNS} from aml_flags f join players p on p.id = f.player_id left join staff s on s.id = f.cleared_by where f.id = $1`,
    [id],
  );
}

/** Flags raised per period (Istanbul day, week from Monday, or month), by kind, with how many are open and cleared. */
export function report(q: Queryable, r: { from: string; to: string; period: 'day' | 'week' | 'month'; siteId: number | null }) {
  return q.query<{ period: string; kind: AmlFlagKind; open: number; cleared: number; total: number }>(
    `select to_char(date_trunc($3, f.created_at at time zone 'Europe/Istanbul'), 'YYYY-MM-DD') as period, f.kind,
            count(*) filter (where f.status = 'open')::int as open,
            count(*) filter (where f.status = 'cleared')::int as cleared,
            count(*)::int as total
       from aml_flags f
      where f.created_at >= ($1::date)::timestamp at time zone 'Europe/Istanbul'
        and f.created_at < ($2::date + 1)::timestamp at time zone 'Europe/Istanbul'
        and ($4::int is null or f.site_id = $4)
      group by 1, 2
      order by 1, array_position(array['large_deposit', 'large_withdrawal', 'low_turnover', 'shared_ip', 'shared_device', 'name_mismatch'], f.kind)`,
    [r.from, r.to, r.period, r.siteId],
  );
}

// ---------------------------------------------------------------- the sites' thresholds

export interface SiteSettingsRow {
  site_id: number;
  site_name: string;
  aml_threshold: bigint;
  aml_shared_accounts: number;
}

export function listSiteSettings(q: Queryable) {
  return q.query<SiteSettingsRow>(`select id as site_id, name as site_name, aml_threshold, aml_shared_accounts from sites order by id`);
}

export function findSiteSettingsForUpdate(q: Queryable, siteId: number) {
  return maybeOne<SiteSettingsRow>(
    q,
    `select id as site_id, name as site_name, aml_threshold, aml_shared_accounts from sites where id = $1 for update`,
    [siteId],
  );
}

export function updateSiteSettings(q: Queryable, s: { siteId: number; threshold: bigint; sharedAccounts: number }) {
  return one<SiteSettingsRow>(
    q,
    `update sites set aml_threshold = $2, aml_shared_accounts = $3, updated_at = now() where id = $1
     returning id as site_id, name as site_name, aml_threshold, aml_shared_accounts`,
    [s.siteId, s.threshold, s.sharedAccounts],
  );
}
