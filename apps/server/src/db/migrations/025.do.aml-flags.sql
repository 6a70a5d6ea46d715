-- AML flags (docs/decisions/0019): events the risk role reviews, each raised in the same
-- transaction as the event (a deposit or withdrawal request, a deposit's approval, a registration or
-- login), kept until staff clear it with a note (audited).

-- Per site: a deposit or withdrawal at or above aml_threshold (kuruş; 5,000,000 = 50.000 TL) is
-- flagged; an address used by aml_shared_accounts or more OTHER accounts of the site in 30 days is.
alter table sites
  add column aml_threshold bigint not null default 5000000 check (aml_threshold > 0),
  add column aml_shared_accounts integer not null default 3 check (aml_shared_accounts between 1 and 100);

create table aml_flags (
  id bigint generated always as identity primary key,
  site_id integer not null references sites (id),
  player_id integer not null references players (id),
  kind text not null check (kind in ('large_deposit', 'large_withdrawal', 'low_turnover', 'shared_ip', 'shared_device', 'name_mismatch')),
  -- what the flag is about: 'deposit:<id>', 'withdrawal:<id>', 'ip:<address>'
  reference text not null,
  details jsonb not null default '{}'::jsonb,
  status text not null default 'open' check (status in ('open', 'cleared')),
  cleared_by integer references staff (id),
  cleared_at timestamptz,
  note text,
  created_at timestamptz not null default now(),
  check ((status = 'open') = (cleared_at is null)),
  check (status = 'open' or (note is not null and length(btrim(note)) > 0))
);
-- The same event is never flagged twice (a deposit's request and its approval; a second login).
create unique index aml_flags_event on aml_flags (player_id, kind, reference);
create index aml_flags_queue on aml_flags (status, created_at desc);
create index aml_flags_site_period on aml_flags (site_id, created_at);

-- The addresses each player registered or logged in from, with when last seen: the shared-address
-- rule counts the site's other accounts seen at an address in 30 days from here (login_history has
-- no index by address, and a registration writes no login row).
create table aml_player_ips (
  site_id integer not null references sites (id),
  player_id integer not null references players (id),
  ip text not null,
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  primary key (player_id, ip)
);
create index aml_player_ips_address on aml_player_ips (site_id, ip, last_seen);
