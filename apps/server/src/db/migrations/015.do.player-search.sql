-- The back office's player search finds parts of a username or an e-mail (`like '%part%'`); trigram
-- indexes keep it an index scan however many players there are.
create extension if not exists pg_trgm;
create index players_username_trgm on players using gin (lower(username) gin_trgm_ops);
create index players_email_trgm on players using gin (lower(email) gin_trgm_ops);
create index players_phone_trgm on players using gin (phone gin_trgm_ops);
