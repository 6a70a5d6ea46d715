-- Staff TOTP enrolment at first login (docs/decisions/0014-staff-totp-enrolment.md). An account an
-- admin creates, or whose TOTP an admin resets, awaits enrolment (`totp_enrolled_at` null) and can
-- start no session: its owner's first login with the password shows a QR code of a new secret
-- (kept here, sealed, for a few minutes under the hash of a one-time token) and a code from it
-- enrols the account. Accounts that exist already are enrolled.
alter table staff add column totp_enrolled_at timestamptz default now();
update staff set totp_enrolled_at = null where totp_secret is null;
alter table staff add constraint staff_enrolled_has_totp check (totp_enrolled_at is null or totp_secret is not null);

create table staff_enrolments (
  token_hash text primary key,
  staff_id integer not null references staff (id) on delete cascade,
  totp_secret text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index staff_enrolments_staff on staff_enrolments (staff_id);

-- The audit screen filters by staff member and action and pages by time.
create index audit_log_staff_time on audit_log (staff_id, created_at desc);
create index audit_log_action_time on audit_log (action, created_at desc);
