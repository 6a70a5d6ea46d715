-- Report summaries (docs/decisions/0015-report-summaries.md). The reports read the ledger: a job folds
-- ledger transactions into daily rows per site, Istanbul day, game and provider (and per site, day and
-- affiliate btag) up to a watermark; a report adds the summary rows up to the watermark and the
-- ledger's rows after it, so its figures are exact whenever it is read, and a year of data is some
-- tens of thousands of summary rows however many rounds were played.
create table report_daily (
  site_id integer not null references sites (id),
  day date not null,
  game_id integer not null default 0,
  provider_id text not null default '',
  deposits_count integer not null default 0,
  deposits bigint not null default 0,
  withdrawals_count integer not null default 0,
  withdrawals bigint not null default 0,
  bets_count integer not null default 0,
  bets bigint not null default 0,
  wins bigint not null default 0,
  bonus_cost bigint not null default 0,
  adjustments bigint not null default 0,
  primary key (site_id, day, game_id, provider_id)
);
create index report_daily_day on report_daily (day);
-- The same figures per affiliate btag ('' for players who came without one).
create table report_daily_btag (
  site_id integer not null references sites (id),
  day date not null,
  btag text not null default '',
  deposits_count integer not null default 0,
  deposits bigint not null default 0,
  withdrawals_count integer not null default 0,
  withdrawals bigint not null default 0,
  bets_count integer not null default 0,
  bets bigint not null default 0,
  wins bigint not null default 0,
  bonus_cost bigint not null default 0,
  adjustments bigint not null default 0,
  primary key (site_id, day, btag)
);

-- Players who bet on a day (active players), and each player's first deposit.
create table report_active_players (
  site_id integer not null references sites (id),
  day date not null,
  player_id integer not null references players (id),
  btag text not null default '',
  primary key (site_id, day, player_id)
);
create index report_active_players_player on report_active_players (player_id, day);
-- How many players became active on a day (the count of the rows above, kept as they are added).
create table report_daily_active (
  site_id integer not null references sites (id),
  day date not null,
  btag text not null default '',
  players integer not null default 0,
  primary key (site_id, day, btag)
);
create table report_first_deposits (
  player_id integer primary key references players (id),
  site_id integer not null references sites (id),
  day date not null,
  amount bigint not null,
  btag text not null default ''
);
create index report_first_deposits_day on report_first_deposits (day);

-- How far the summaries go: every ledger transaction with an id up to this one is folded in.
create table report_watermark (
  id boolean primary key default true check (id),
  last_transaction_id bigint not null default 0,
  updated_at timestamptz not null default now()
);
insert into report_watermark (id) values (true);

create index players_created_at on players (created_at);
