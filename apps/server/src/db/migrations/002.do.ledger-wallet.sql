-- The double-entry ledger, deposits, withdrawals, saved bank accounts and player events.

-- House accounts never keep a cached balance (they are append-only, never a hot row).
alter table accounts add constraint house_balance_not_cached check (player_id is not null or balance = 0);

create table ledger_transactions (
  id bigint generated always as identity primary key,
  site_id integer not null references sites (id),
  idempotency_key text not null unique,
  kind text not null,
  player_id integer references players (id),
  reference_type text,
  reference_id bigint,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index ledger_transactions_player on ledger_transactions (player_id, created_at desc);

create table ledger_entries (
  id bigint generated always as identity primary key,
  transaction_id bigint not null references ledger_transactions (id),
  account_id bigint not null references accounts (id),
  amount bigint not null check (amount <> 0),
  -- the account's balance after this entry; null for house accounts, which keep none
  balance_after bigint,
  created_at timestamptz not null default now()
);
create index ledger_entries_account on ledger_entries (account_id, id);
create index ledger_entries_transaction on ledger_entries (transaction_id);

-- Entries and transactions are never changed or removed: mistakes are reversed by new transactions.
create function ledger_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger rows are append-only (% on %)', tg_op, tg_table_name using errcode = 'P0001';
end $$;
create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function ledger_refuse_change();
create trigger ledger_transactions_append_only before update or delete on ledger_transactions
  for each row execute function ledger_refuse_change();

-- Every transaction sums to zero: the ledger writes all entries of a transaction in one statement,
-- and this statement-level check refuses any statement that leaves one unbalanced.
create function ledger_check_balanced() returns trigger language plpgsql as $$
declare
  bad bigint;
begin
  select transaction_id into bad from new_entries group by transaction_id having sum(amount) <> 0 or count(*) < 2 limit 1;
  if bad is not null then
    raise exception 'ledger transaction % does not balance', bad using errcode = 'P0002';
  end if;
  return null;
end $$;
create trigger ledger_entries_balanced after insert on ledger_entries
  referencing new table as new_entries for each statement execute function ledger_check_balanced();

create table deposits (
  id bigint generated always as identity primary key,
  site_id integer not null references sites (id),
  player_id integer not null references players (id),
  amount bigint not null check (amount > 0),
  method text not null default 'bank_transfer' check (method = 'bank_transfer'),
  sender_name text not null,
  description text not null default '',
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reject_reason text not null default '',
  request_key text,
  decided_by integer,
  decided_at timestamptz,
  created_at timestamptz not null default now()
);
create index deposits_player on deposits (player_id, created_at desc);
create index deposits_status on deposits (status, created_at);
create unique index deposits_request_key on deposits (player_id, request_key) where request_key is not null;

create table withdrawals (
  id bigint generated always as identity primary key,
  site_id integer not null references sites (id),
  player_id integer not null references players (id),
  amount bigint not null check (amount > 0 and amount % 100 = 0),
  method text not null default 'bank_transfer' check (method = 'bank_transfer'),
  account_name text not null,
  bank_name text not null,
  iban text not null check (iban ~ '^TR[0-9]{24}$'),
  branch_code text not null default '',
  account_no text not null default '',
  status text not null default 'pending' check (status in ('pending', 'approved', 'done', 'rejected', 'cancel')),
  reject_reason text not null default '',
  request_key text,
  decided_by integer,
  decided_at timestamptz,
  paid_at timestamptz,
  created_at timestamptz not null default now()
);
create index withdrawals_player on withdrawals (player_id, created_at desc);
create index withdrawals_status on withdrawals (status, created_at);
create unique index withdrawals_request_key on withdrawals (player_id, request_key) where request_key is not null;

create table bank_accounts (
  id integer generated always as identity primary key,
  player_id integer not null references players (id),
  account_name text not null,
  bank_name text not null,
  iban text not null check (iban ~ '^TR[0-9]{24}$'),
  branch_code text not null default '',
  account_no text not null default '',
  created_at timestamptz not null default now(),
  unique (player_id, iban)
);

-- What the player's browser shows as transaction toasts; read with a cursor so none is lost or shown twice.
create table player_events (
  id bigint generated always as identity primary key,
  player_id integer not null references players (id),
  type text not null,
  payload jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index player_events_player on player_events (player_id, id);

create table staff (
  id integer generated always as identity primary key,
  username text not null unique,
  password_hash text not null,
  role text not null check (role in ('admin', 'finance', 'support', 'content')),
  totp_secret text,
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

create table staff_sessions (
  id text primary key,
  staff_id integer not null references staff (id) on delete cascade,
  ip text not null default '',
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create table audit_log (
  id bigint generated always as identity primary key,
  staff_id integer references staff (id),
  action text not null,
  entity_type text not null,
  entity_id text not null,
  before jsonb,
  after jsonb,
  ip text not null default '',
  created_at timestamptz not null default now()
);
create index audit_log_entity on audit_log (entity_type, entity_id);
create index audit_log_time on audit_log (created_at desc);
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function ledger_refuse_change();
