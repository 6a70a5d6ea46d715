-- Jobs that run once per interval for the whole cluster of app nodes (db/schedule.ts): a node claims
-- a run by moving last_started_at with one conditional update; the nodes that find it already moved
-- skip that run.
create table scheduled_jobs (
  name text primary key,
  last_started_at timestamptz,
  last_finished_at timestamptz
);

-- Each reconciliation of the ledger (modules/wallet/reconciliation.ts): when it ran, how long it
-- took, and what it found. Staff read the latest; a breach is also logged as an error.
create table reconciliation_runs (
  id bigint generated always as identity primary key,
  started_at timestamptz not null,
  finished_at timestamptz not null default now(),
  duration_ms integer not null check (duration_ms >= 0),
  outcome text not null check (outcome in ('ok', 'breach', 'timeout', 'error')),
  breaches jsonb not null default '[]'
);
create index reconciliation_runs_recent on reconciliation_runs (started_at desc);
