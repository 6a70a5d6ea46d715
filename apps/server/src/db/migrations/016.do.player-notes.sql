-- Staff notes on a player (the back office's player page): who wrote what, when. Never shown to the
-- player; append-only like the audit log (a mistake is corrected by another note).
create table player_notes (
  id bigint generated always as identity primary key,
  player_id integer not null references players (id),
  staff_id integer not null references staff (id),
  body text not null check (char_length(body) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index player_notes_player on player_notes (player_id, created_at desc);
create trigger player_notes_append_only before update or delete on player_notes
  for each row execute function ledger_refuse_change();
