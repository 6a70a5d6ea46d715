-- Money controls, the staff side (docs/decisions/0021).
--
-- The audit log refuses TRUNCATE as it refuses UPDATE and DELETE (migration 002): a row trigger does
-- not fire on TRUNCATE, so a statement trigger does. So does the table of exclusions (migration 026),
-- whose rows are never deleted.
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function ledger_refuse_change();
create trigger rg_exclusions_no_truncate before truncate on rg_exclusions
  for each statement execute function ledger_refuse_change();

-- The exclusion guard without the test clock: migration 026 let any session that set
-- rg.test_clock = 'on' change or delete an exclusion, and any database session can set a custom
-- setting. The guard an installation runs has no way around it; the test harness alone installs
-- its own copy with the clock (apps/server/src/test/harness.ts `installExclusionTestClock`), on its
-- throwaway databases.
create or replace function rg_exclusions_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'rg_exclusions rows are never deleted' using errcode = 'check_violation';
  end if;
  if old.end_requested_at is null and new.end_requested_at is not null
     and new.player_id = old.player_id and new.kind = old.kind and new.started_at = old.started_at
     and new.ends_at is not distinct from old.ends_at then
    return new;
  end if;
  raise exception 'an exclusion cannot be changed, only its end requested once its term is over' using errcode = 'check_violation';
end $$;
