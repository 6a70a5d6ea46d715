-- The rule files the migrations re-apply whenever their content changes (db/migrate.ts): the
-- database functions ledger_post (modules/wallet/ledger_post.sql) and provider_calls
-- (modules/provider/provider_calls.sql). One row per file, with the checksum of the content applied.
create table schema_repeatable (
  name text primary key,
  checksum text not null,
  applied_at timestamptz not null default now()
);
