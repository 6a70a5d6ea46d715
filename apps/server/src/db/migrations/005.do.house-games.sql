-- The in-house game server: its rounds (outcome fixed by the seeds before any money moves) and the
-- pre-committed next server seed of each seed pair.

alter table fair_seeds add column next_server_seed text;
alter table fair_seeds add column next_server_seed_hash text;

create table house_rounds (
  id text primary key,
  session_id text not null references game_sessions (id),
  player_id integer references players (id),
  game_slug text not null,
  mode text not null check (mode in ('real', 'demo')),
  seed_id bigint not null references fair_seeds (id),
  nonce bigint not null,
  input jsonb not null,
  outcome jsonb not null,
  total_bet bigint not null,
  total_win bigint not null default 0,
  -- placing: outcome fixed, bet not yet confirmed by the wallet; in_progress: a blackjack hand waiting
  -- for the player; settled: paid; refunded: the bet was rolled back; void: the wallet refused the bet
  status text not null check (status in ('placing', 'in_progress', 'settled', 'refunded', 'void')),
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index house_rounds_player on house_rounds (player_id, created_at desc);
create index house_rounds_session on house_rounds (session_id, created_at desc);
create index house_rounds_open on house_rounds (status) where status in ('placing', 'in_progress');
