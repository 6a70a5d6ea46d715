-- Staff access (the back office): the `risk` role joins admin, finance, support and content; no
-- active staff account without a TOTP secret (an account found without one is disabled until an
-- admin resets its TOTP); usernames unique whatever their letter case, as login looks them up.
alter table staff drop constraint staff_role_check;
alter table staff add constraint staff_role_check check (role in ('admin', 'finance', 'support', 'content', 'risk'));
update staff set is_active = false where totp_secret is null;
alter table staff add constraint staff_totp_required check (totp_secret is not null or not is_active);
create unique index staff_username_lower on staff (lower(username));
