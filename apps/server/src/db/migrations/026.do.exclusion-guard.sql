-- Time-outs and self-exclusions cannot be lifted early, by anyone: not by the player, not by staff,
-- not by a bug. The only change a row takes is the player's request to end a self-exclusion whose
-- term is over (end_requested_at, once); it is never deleted. Tests that move an exclusion's clock
-- say so in their own transaction (set local rg.test_clock = 'on'), as no application code does.
create function rg_exclusions_guard() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('rg.test_clock', true), '') = 'on' then
    return coalesce(new, old);
  end if;
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

create trigger rg_exclusions_guard before update or delete on rg_exclusions
  for each row execute function rg_exclusions_guard();
