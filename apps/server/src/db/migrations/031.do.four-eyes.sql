-- Four eyes that cannot be split or self-paired (issue 26; docs/decisions/0023).

-- A balance credit above the site's cap (kuruş; the player's credits over a rolling 24 hours) waits
-- for a second staff member's approval before any money moves.
alter table sites add column adjustment_cap bigint not null default 100000 check (adjustment_cap >= 0);

-- Who created a staff account and who last reset its TOTP: neither may be the second approver of
-- that account's first approval (nor the other way round). Filled from the audit log for the
-- accounts made before.
alter table staff add column created_by integer references staff (id);
alter table staff add column totp_reset_by integer references staff (id);
update staff s set created_by = (
  select a.staff_id from audit_log a where a.action = 'staff.create' and a.entity_type = 'staff' and a.entity_id = s.id::text
   order by a.id desc limit 1);
update staff s set totp_reset_by = (
  select a.staff_id from audit_log a where a.action = 'staff.reset_totp' and a.entity_type = 'staff' and a.entity_id = s.id::text
   order by a.id desc limit 1);

-- A credit waiting for its second approver: no ledger posting until it is approved (then the
-- posting `adjustment_request:<id>:approve`, once), or rejected (nothing moves).
create table adjustment_requests (
  id bigint generated always as identity primary key,
  site_id integer not null references sites (id),
  player_id integer not null references players (id),
  amount bigint not null check (amount > 0),
  reason text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  requested_by integer not null references staff (id),
  request_key text,
  decided_by integer references staff (id),
  decided_at timestamptz,
  reject_reason text not null default '',
  transaction_id bigint references ledger_transactions (id),
  created_at timestamptz not null default now(),
  constraint adjustment_requests_posted check ((status = 'approved') = (transaction_id is not null)),
  constraint adjustment_requests_decided check ((status = 'pending') = (decided_by is null))
);
create unique index adjustment_requests_key on adjustment_requests (player_id, request_key) where request_key is not null;
create index adjustment_requests_pending on adjustment_requests (created_at) where status = 'pending';
create index adjustment_requests_player on adjustment_requests (player_id, created_at desc);

-- The rules' lookups: a player's adjustments (credits in 24 hours and 30 days; the AML turnover
-- rule) and payouts (the rolling 24 hours of the four-eyes threshold).
create index ledger_transactions_player_kind on ledger_transactions (player_id, kind, created_at);
create index withdrawals_player_decided on withdrawals (player_id, decided_at) where status in ('approved', 'done');
