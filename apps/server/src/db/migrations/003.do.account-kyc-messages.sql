-- Account area: two-factor enrolment, KYC submissions and the player inbox.

alter table players add column two_factor_pending_secret text;

create table kyc_submissions (
  id integer generated always as identity primary key,
  player_id integer not null references players (id),
  status text not null default 'pending' check (status in ('pending', 'verified', 'rejected')),
  -- stored outside the web root under names the server made; the player's file names are kept for staff only
  id_front_path text not null,
  id_back_path text not null,
  address_path text not null,
  files jsonb not null default '{}'::jsonb,
  reject_reason text not null default '',
  decided_by integer references staff (id),
  decided_at timestamptz,
  created_at timestamptz not null default now()
);
create index kyc_player on kyc_submissions (player_id, created_at desc);
create index kyc_status on kyc_submissions (status, created_at);
create unique index kyc_one_pending on kyc_submissions (player_id) where status = 'pending';

create table messages (
  id bigint generated always as identity primary key,
  player_id integer not null references players (id),
  -- 'in': written by the player to site management; 'out': from site management (staff or system)
  direction text not null check (direction in ('in', 'out')),
  type text not null check (type in ('bonus', 'system', 'payment', 'warning', 'success', 'sent')),
  subject text not null check (char_length(subject) between 1 and 255),
  body text not null check (char_length(body) between 1 and 2000),
  parent_id bigint references messages (id),
  staff_id integer references staff (id),
  is_read boolean not null default false,
  is_closed boolean not null default false,
  deleted_at timestamptz,
  created_at timestamptz not null default now()
);
create index messages_player on messages (player_id, created_at desc) where deleted_at is null;
create index messages_parent on messages (parent_id);
create index messages_inbound on messages (direction, is_closed, created_at) where direction = 'in';
