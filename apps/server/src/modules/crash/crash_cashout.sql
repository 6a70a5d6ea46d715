-- Zeplin's cash-out rule (docs/decisions/0030): the database function crash_cashout decides a hand
-- cash-out in one call, so a cash-out under load costs one round trip, not a transaction of five
-- statements holding a connection between them. The server (crash.service.ts) sends the wallet its
-- win afterwards and answers once the win is in the ledger.
--
-- This file is applied by the migrations as a repeatable step (db/migrate.ts): run again, under the
-- migrations' lock, whenever its content changes. Change the rule HERE; the function keeps its name
-- and arguments.
--
-- crash_cashout(round, player, crash_ms, crash_point, growth, max_win), crash_ms and crash_point
-- computed by the game server from the round's sealed crash point (packages/games/src/crash):
--   0. Already at or past the crash time by the clock read first: 'too_late' at once ('no_bet' without
--      an open or lost bet), no lock taken.
--   1. The player's bet in the round is locked (a second click and the leader's auto cash-out wait).
--      None: 'no_bet'. Lost: 'too_late'. Not open (cashing out, paid): 'no_bet'.
--   2. The database clock is read after the lock: ms = whole milliseconds since take-off. Crashed,
--      or ms at or past crash_ms (the first millisecond past the crash point): 'too_late'. Before
--      take-off, or not yet marked flying by the leader (the round's cap is fixed then): 'not_flying'.
--   3. The multiplier of that millisecond on the published curve, floor(100 * e^(growth * ms)), at
--      most the crash point and at most the bet's own target (its auto cash-out or where its win
--      reaches the max win: a bet past it cashes out there); the win floor(stake * multiplier / 100),
--      at most max_win. The bet becomes cashing_out with them and the clock read (decided_at), in
--      this call's transaction.
-- The published curve in hundredths (packages/games/src/crash/crash.ts multiplierAt): the tests hold
-- it equal to the game server's at every millisecond of the longest flight.
create or replace function crash_multiplier_at(p_ms bigint, p_growth double precision) returns integer
language sql immutable as $$
  select case when p_ms <= 0 then 100 else floor(100 * exp(p_growth * p_ms))::integer end
$$;

create or replace function crash_cashout(
  p_round bigint, p_player integer, p_crash_ms bigint, p_crash_point integer, p_growth double precision, p_max_win bigint
) returns table (outcome text, bet_id bigint, token_sealed text, ms bigint, reached integer, multiplier integer, win bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  b record;
  r record;
  v_ms bigint;
  v_now timestamptz;
  v_late boolean;
  v_reached integer;
  v_multiplier integer;
begin
  -- 0. A click whose first look at the clock is at or past the crash time can never win (the clock
  --    only moves on): it does not wait for the bet's lock, which the crash's own transaction holds
  --    on every open bet until it commits. Its bet is read without the lock, for the reply's text.
  select phase, floor(extract(epoch from (clock_timestamp() - took_off_at)) * 1000)::bigint as ms
    into r from crash_rounds where id = p_round;
  v_late := found and (r.phase = 'crashed' or r.ms >= p_crash_ms);
  if v_late then
    select cb.id, cb.status into b from crash_bets cb where cb.round_id = p_round and cb.player_id = p_player;
  else
    select cb.id, cb.status, cb.stake, cb.target, c.token_sealed into b
      from crash_bets cb join crash_sessions c on c.game_session_id = cb.game_session_id
     where cb.round_id = p_round and cb.player_id = p_player for update of cb;
  end if;
  if not found then
    return query select 'no_bet', null::bigint, null::text, null::bigint, null::integer, null::integer, null::bigint;
    return;
  end if;
  if b.status = 'lost' then
    return query select 'too_late', b.id, null::text, null::bigint, null::integer, null::integer, null::bigint;
    return;
  end if;
  if b.status <> 'open' then
    return query select 'no_bet', b.id, null::text, null::bigint, null::integer, null::integer, null::bigint;
    return;
  end if;
  if v_late then
    return query select 'too_late', b.id, null::text, r.ms, null::integer, null::integer, null::bigint;
    return;
  end if;
  -- a statement of its own: the clock is read after the lock was granted
  v_now := clock_timestamp();
  select phase, floor(extract(epoch from (v_now - took_off_at)) * 1000)::bigint as ms
    into r from crash_rounds where id = p_round;
  v_ms := r.ms;
  if r.phase = 'crashed' or v_ms >= p_crash_ms then
    return query select 'too_late', b.id, null::text, v_ms, null::integer, null::integer, null::bigint;
    return;
  end if;
  -- before take-off, or past it before the leader marked it flying (and fixed the round's cap): no
  -- cash-out yet, so none is paid outside the cap
  if v_ms < 0 or r.phase <> 'flying' then
    return query select 'not_flying', b.id, null::text, v_ms, null::integer, null::integer, null::bigint;
    return;
  end if;
  v_reached := crash_multiplier_at(v_ms, p_growth);
  v_multiplier := least(v_reached, p_crash_point, b.target);
  update crash_bets set status = 'cashing_out', cashed_out_at = v_multiplier, win = least(b.stake * v_multiplier / 100, p_max_win),
         decided_at = v_now
   where id = b.id;
  return query select 'cashed_out', b.id, b.token_sealed, v_ms, v_reached, v_multiplier, least(b.stake * v_multiplier / 100, p_max_win);
end;
$$;
