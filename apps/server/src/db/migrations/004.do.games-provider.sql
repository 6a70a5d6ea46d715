-- Games: providers, the catalogue, favourites, game sessions, provably fair seeds, and the
-- provider wallet's transactions and rounds.

create table providers (
  id text primary key check (id ~ '^[a-z0-9_-]{2,40}$'),
  name text not null,
  secret text not null,
  is_enabled boolean not null default true,
  created_at timestamptz not null default now()
);

create table games (
  id integer generated always as identity primary key,
  slug text not null unique,
  provider_id text not null references providers (id),
  name text not null,
  type text not null check (type in ('slot', 'table')),
  mechanic text not null default '',
  description text not null default '',
  rtp numeric(5, 2) not null check (rtp > 0 and rtp < 100),
  volatility text not null default 'medium' check (volatility in ('low', 'medium', 'high')),
  image text not null default '',
  has_demo boolean not null default true,
  is_featured boolean not null default false,
  is_new boolean not null default false,
  is_hot boolean not null default false,
  is_active boolean not null default true,
  launch_count bigint not null default 0,
  min_bet bigint not null default 100,
  max_bet bigint not null default 100000,
  sort integer not null default 0,
  created_at timestamptz not null default now()
);

create table favorites (
  player_id integer not null references players (id),
  game_id integer not null references games (id),
  created_at timestamptz not null default now(),
  primary key (player_id, game_id)
);

create table game_sessions (
  id text primary key, -- sha256 of the launch token
  player_id integer references players (id),
  game_id integer not null references games (id),
  mode text not null check (mode in ('real', 'demo')),
  demo_balance bigint check (demo_balance is null or demo_balance >= 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check ((mode = 'real') = (player_id is not null))
);
create index game_sessions_player on game_sessions (player_id, created_at desc);

-- Provably fair seeds: one active pair per player (and per demo session); revealed on rotation.
create table fair_seeds (
  id bigint generated always as identity primary key,
  player_id integer references players (id),
  demo_session_id text references game_sessions (id),
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  nonce bigint not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index fair_seeds_active_player on fair_seeds (player_id) where is_active and player_id is not null;
create unique index fair_seeds_active_demo on fair_seeds (demo_session_id) where is_active and demo_session_id is not null;

create table provider_transactions (
  id bigint generated always as identity primary key,
  provider_id text not null references providers (id),
  transaction_id text not null,
  kind text not null check (kind in ('bet', 'win', 'rollback')),
  player_id integer references players (id),
  session_id text,
  round_id text,
  game_id integer references games (id),
  amount bigint not null default 0 check (amount >= 0),
  -- how a bet was funded (cash first, then bonus), so a rollback returns each part where it came from
  cash_amount bigint not null default 0,
  bonus_amount bigint not null default 0,
  reference_transaction_id text,
  request_hash text not null,
  response jsonb not null,
  is_rolled_back boolean not null default false,
  created_at timestamptz not null default now(),
  unique (provider_id, transaction_id)
);
create index provider_transactions_reference on provider_transactions (provider_id, reference_transaction_id) where reference_transaction_id is not null;
create index provider_transactions_round on provider_transactions (provider_id, round_id);

create table game_rounds (
  id bigint generated always as identity primary key,
  provider_id text not null references providers (id),
  round_id text not null,
  player_id integer not null references players (id),
  game_id integer not null references games (id),
  total_bet bigint not null default 0,
  total_win bigint not null default 0,
  balance_before bigint,
  balance_after bigint,
  status text not null default 'open' check (status in ('open', 'closed', 'cancelled')),
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  unique (provider_id, round_id)
);
create index game_rounds_player on game_rounds (player_id, created_at desc);
