-- Zeplin, the in-house crash game (issue 28; docs/decisions/0030). One round at a time per site,
-- played by the site's leader (crash_leaders), settled through the provider wallet API like every
-- in-house game (decision 0005). Money in kuruş, multipliers in hundredths (157 = 1.57x).

-- The catalogue knows a third kind of game: the crash title (the games module seeds its row).
alter table games drop constraint games_type_check;
alter table games add constraint games_type_check check (type in ('slot', 'table', 'crash'));

-- The hash chain of a site, generated once when its loop first starts. Its terminating hash and
-- salt are public (GET /api/crash/fairness) before the first round; the checkpoints (every
-- 10,000th link, from which any round's hash is found) are future rounds' secrets: sealed with the
-- server's key as TOTP secrets are (lib/seal.ts), a JSON array once opened.
create table crash_chains (
  id integer generated always as identity primary key,
  site_id integer not null unique references sites (id),
  length integer not null check (length >= 2),
  terminating_hash text not null check (terminating_hash ~ '^[0-9a-f]{64}$'),
  salt text not null check (salt ~ '^[0-9a-f]{64}$'),
  checkpoints_sealed text not null,
  rounds_played integer not null default 0 check (rounds_played >= 0 and rounds_played < length),
  created_at timestamptz not null default now()
);

-- The loop's leader of a site, for the whole cluster: a node plays the site's rounds while its lease
-- holds (renewed about every second); another takes the row over once the lease has lapsed.
create table crash_leaders (
  site_id integer primary key references sites (id),
  leader_id text not null,
  lease_until timestamptz not null
);

-- A round. took_off_at is set by the database clock when the round opens (its betting phase ends
-- then). Until the crash the crash point is only in crash_point_sealed (any node decides a cash-out
-- with it); the crash reveals crash_point and hash. version moves with every bet and cash-out (the
-- push merges what moved). cap_multiplier: the round's cap, fixed at take-off (the highest
-- multiplier at which the players' winnings beyond their stakes stay within the house's largest
-- loss in one round; every bet's target lowered to it), null when the bets' targets keep it within.
create table crash_rounds (
  id bigint generated always as identity primary key,
  site_id integer not null references sites (id),
  chain_id integer not null references crash_chains (id),
  n integer not null check (n >= 1),
  previous_hash text not null check (previous_hash ~ '^[0-9a-f]{64}$'),
  phase text not null default 'betting' check (phase in ('betting', 'flying', 'crashed')),
  took_off_at timestamptz not null,
  crash_point_sealed text not null,
  crash_point integer check (crash_point >= 100),
  hash text check (hash ~ '^[0-9a-f]{64}$'),
  crashed_at timestamptz,
  version integer not null default 0,
  cap_multiplier integer check (cap_multiplier >= 101),
  created_at timestamptz not null default now(),
  unique (chain_id, n),
  check ((phase = 'crashed') = (crash_point is not null and hash is not null and crashed_at is not null))
);
create index crash_rounds_site on crash_rounds (site_id, id desc);
-- At most one round under way per site.
create unique index crash_rounds_one_live on crash_rounds (site_id) where phase <> 'crashed';

-- The game session (of the player, on the crash title) the server opened to call the wallet with;
-- its token sealed, so any node (and a new leader settling a round) can call the wallet for it.
create table crash_sessions (
  game_session_id text primary key references game_sessions (id),
  player_id integer not null references players (id),
  token_sealed text not null,
  created_at timestamptz not null default now()
);
create index crash_sessions_player on crash_sessions (player_id, created_at desc);

-- A bet: written (placing) before the wallet's bet, open once the wallet took it, cashing_out once a
-- cash-out is decided (multiplier and win fixed) and before the wallet's win, then cashed_out; lost
-- at the crash; refunded when a placing bet was rolled back at the crash. settled_at: the wallet's
-- last call for the bet (win, the lost bet's closing win of 0, rollback) went through.
create table crash_bets (
  id bigint generated always as identity primary key,
  round_id bigint not null references crash_rounds (id),
  player_id integer not null references players (id),
  game_session_id text not null references crash_sessions (game_session_id),
  stake bigint not null check (stake > 0),
  auto_cashout integer check (auto_cashout between 101 and 1000000),
  -- where the bet cashes out by itself: its auto cash-out, or lower where its win reaches the max
  -- win, or lower still at the round's cap (set at take-off)
  target integer not null check (target >= 101),
  status text not null default 'placing' check (status in ('placing', 'open', 'cashing_out', 'cashed_out', 'lost', 'refunded')),
  cashed_out_at integer check (cashed_out_at >= 100),
  win bigint check (win >= 0),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (round_id, player_id),
  check ((status in ('cashing_out', 'cashed_out')) = (cashed_out_at is not null)),
  check ((cashed_out_at is null) = (win is null)),
  check (settled_at is null or status in ('cashed_out', 'lost', 'refunded'))
);
create index crash_bets_player on crash_bets (player_id, id desc);
create index crash_bets_unsettled on crash_bets (round_id) where settled_at is null;
