-- Responsible gaming (docs/decisions/0013): the player's own limits with their waiting changes,
-- time-outs and self-exclusions, the reality-check interval, account closure by the player.

-- rg_checks: the wallet function (provider_calls.sql) looks up the player's limits and exclusions
-- only when this is set, so players without any pay nothing at a bet. Set when the player first
-- sets a loss, wager or session limit, or starts a time-out or self-exclusion; never cleared.
alter table players
  add column rg_checks boolean not null default false,
  add column reality_check_minutes integer not null default 60 check (reality_check_minutes in (15, 30, 60)),
  add column closed_at timestamptz;

-- One row per limit in force (amount: kuruş; minutes for 'session'). A higher amount or a removal
-- waits 24 hours: pending_from is when it takes effect, pending_amount the new amount (null: the
-- limit is removed). Until then `amount` applies; from then the pending one, whoever reads it
-- (the service writes it into `amount`, or deletes the row, when it next touches the player).
create table rg_limits (
  player_id integer not null references players (id),
  kind text not null check (kind in ('deposit', 'loss', 'wager', 'session')),
  period text not null check (period in ('day', 'week', 'month')),
  amount bigint not null check (amount > 0),
  pending_amount bigint check (pending_amount > 0),
  pending_from timestamptz,
  updated_at timestamptz not null default now(),
  primary key (player_id, kind, period),
  check (kind <> 'session' or period = 'day'),
  check (pending_amount is null or pending_from is not null)
);

-- Time-outs and self-exclusions, never deleted. A time-out ends at ends_at. A self-exclusion
-- (ends_at null: permanent) ends only 24 hours after the player's request made once its term is
-- over (end_requested_at).
create table rg_exclusions (
  id bigint generated always as identity primary key,
  player_id integer not null references players (id),
  kind text not null check (kind in ('timeout', 'self_exclusion')),
  started_at timestamptz not null default now(),
  ends_at timestamptz,
  end_requested_at timestamptz,
  check (kind = 'self_exclusion' or ends_at is not null),
  check (end_requested_at is null or (kind = 'self_exclusion' and ends_at is not null and end_requested_at >= ends_at))
);
create index rg_exclusions_player on rg_exclusions (player_id);

-- A session limit: bets in a game session opened (or open) while the player has one are accepted
-- until this time, the login session's start plus the limit (null: no limit).
alter table game_sessions add column play_until timestamptz;
