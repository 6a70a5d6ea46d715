-- A TOTP code logs in once (RFC 6238, section 5.2): the time step of the last code accepted at login
-- is kept, and a login with a code of that step or an earlier one is refused. Two logins with the
-- same code at the same moment are decided by a conditional update: only one of them moves the step.
alter table staff add column totp_last_step bigint;
alter table players add column two_factor_last_step bigint;
