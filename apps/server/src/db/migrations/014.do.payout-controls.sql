-- Payout controls and the back office's queues.
-- Sites: whether a withdrawal needs a verified KYC (null: the installation's default, config
-- WITHDRAWAL_REQUIRES_KYC, on in production), and the amount (kuruş) above which a withdrawal needs a
-- second approver (null: never).
alter table sites add column withdrawal_requires_kyc boolean;
alter table sites add column four_eyes_threshold bigint default 5000000 check (four_eyes_threshold >= 0);

-- Withdrawals: the account holder's name differs from the player's legal name (staff acknowledge it
-- when approving); the first of two approvals (four eyes) while the request is still pending.
alter table withdrawals add column name_mismatch boolean not null default false;
alter table withdrawals add column first_approved_by integer references staff (id);
alter table withdrawals add column first_approved_at timestamptz;
alter table withdrawals add column name_mismatch_acknowledged_by integer references staff (id);

-- Deposits: the short code the player writes in the transfer's description (no 0/O, 1/I/L).
alter table deposits add column reference_code text;
update deposits d set reference_code = (
  select string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + floor(random() * 31)::int, 1), '')
    from generate_series(1, 8) g where g > 0 and d.id > 0);
alter table deposits alter column reference_code set not null;
alter table deposits add constraint deposits_reference_code_format check (reference_code ~ '^[A-HJKMNP-Z2-9]{8}$');
create unique index deposits_reference_code on deposits (reference_code);

-- Call requests: who decided them, when.
alter table call_requests add column decided_by integer references staff (id);

-- Affiliate applications: the btag an approved affiliate's links carry; who decided, when.
alter table affiliate_applications add column btag text unique;
alter table affiliate_applications add column decided_by integer references staff (id);
alter table affiliate_applications add column decided_at timestamptz;
alter table affiliate_applications add constraint affiliate_btag_when_approved check ((status = 'approved') = (btag is not null));

-- The queue counts (GET /api/admin/queues/counts) read the pending rows of each queue by index.
create index call_requests_pending on call_requests (created_at) where status = 'pending';
create index withdrawals_pending on withdrawals (first_approved_by) where status = 'pending';
