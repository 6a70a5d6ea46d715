-- The wallet call rules: the database function provider_calls, which does the work of a batch of
-- one provider's wallet calls (bet, win, rollback) in one transaction (docs/decisions/0007, 0008).
-- The server (provider.service.ts) gathers the calls and adds the Turkish messages; the rules are here.
--
-- This file is applied by the migrations as a repeatable step (db/migrate.ts): it is run again, under
-- the migrations' lock, whenever its content changes. Change the rules HERE, never in a migration;
-- the function keeps its name and arguments (CREATE OR REPLACE). Migrations 006 and 007 hold its
-- history.
--
-- The batch, before any call:
--   a. No two calls of a batch are about one transaction id (a call's own id, or the bet it names):
--      such a batch is refused (P0005); the server never sends one.
--   b. With p_lock_timeout the batch gives up (55P03) on a lock it would wait longer for; the server
--      then runs its calls one by one.
--   c. Locks, in one global order: calls with the same id, calls about the same bet and calls of the
--      same round wait for one another (advisory locks), then the round rows, then the players'
--      account rows in id order, then their active bonuses. Two batches never wait on each other in
--      turn (the bonus service locks a player's accounts before the bonus, too).
--
-- Each call, in the batch's order (balances and round totals carry from call to call):
--   1. Replay: an id seen before gets its stored reply; the same id with other data is refused
--      (DUPLICATE_TRANSACTION).
--   2. Session: the game session must be a real-money session of a game of the calling provider, with
--      a player (INVALID_SESSION). Bets need a session that has not expired; wins and rollbacks are
--      accepted after expiry (the player played while it was open).
--   3. Player: a bet of a player who is not active is refused (PLAYER_BLOCKED). Responsible gaming
--      (docs/decisions/0013), looked up only for players with players.rg_checks: a bet of a player in
--      a time-out or self-exclusion (their own, or a self-exclusion of their account on another site
--      of the installation, the same TC Kimlik No: 0021), or of a closed account, is refused (PLAYER_EXCLUDED, not
--      recorded); a bet in a game session past its play_until (the session time limit) is refused
--      (LIMIT_EXCEEDED with limit_kind 'session', not recorded).
--   4. Bet: a bet whose rollback came first is refused (TRANSACTION_ROLLED_BACK, and recorded).
--      A free round (free_round) needs the player's active free-spins bonus on this game, at its
--      stake, with a spin left (NO_FREE_ROUNDS, not recorded); it takes the spin and moves no money.
--      Otherwise, while a bonus is active, a stake that takes the round's total stake (this stake
--      plus the player's stakes in the round accepted before it and not rolled back: a blackjack
--      double is a second bet of the same round) above its max bet is refused (BONUS_MAX_BET, with
--      max_bet, not recorded); a bet over the spendable balance is refused (INSUFFICIENT_FUNDS, not
--      recorded); a bet that would take the player's wagers, or net loss (stakes minus wins, if this
--      stake were lost), over a loss or wager limit in force is refused (LIMIT_EXCEEDED with
--      limit_kind, limit_period and remaining, not recorded). Periods are rolling: the rounds
--      started in the last 24 hours, 7 days or 30 days (game_rounds' totals, net of rollbacks),
--      plus this batch's calls. The stake is taken from cash first, then bonus, into the site's
--      games account.
--      With an active bonus the bet adds floor(stake x contribution of its game type / 100) to the
--      bonus's wagering, and the call records the bonus and that amount; at the bet that makes the
--      wagering reach the requirement (no free spins left), the bonus balance converts to cash in
--      a posting of its own (bonus_convert, key bonus:convert:<id>) and the bonus is completed.
--   5. Win: a win naming a bet needs that bet accepted, of this player (UNKNOWN_TRANSACTION) and not
--      rolled back (TRANSACTION_ROLLED_BACK); a win naming none needs a round of this player with a
--      bet that still stands. The amount goes from the games account to the player; a win of 0 posts
--      nothing. A bet funded partly by bonus splits its win in the stake's proportion (the bonus part
--      ceil(win x bonus part / stake)): the bonus part to the bonus while that bet's bonus is active,
--      to cash if it converted since, else to the bonus_cost account (the bonus it belonged to was
--      returned there). A free round's win is granted to its bonus (bonus_cost -> bonus, kind
--      bonus_grant) and adds rollover x win to its requirement. After a win, an active bonus with no
--      free spins left and a bonus balance of 0 is completed (spent).
--   6. Rollback: of an accepted bet of this player not yet rolled back, gives its cash and bonus
--      parts back (the bonus part by the win's rule; a free round gets its spin back) and takes the
--      bet's wagering out of its bonus while active; of a bet whose round is settled (a win was paid
--      in it, or a win closed it),
--      ROUND_SETTLED and nothing moves (the win is never reversed: the provider settled the round);
--      of something that is not a bet, BAD_REQUEST; of another player's bet, UNKNOWN_TRANSACTION;
--      of a bet never seen, moves nothing and its record is the tombstone that refuses the bet if it
--      comes late.
--   7. Record: the call is recorded with its reply; an OK reply carries the record's id as its
--      transaction_id and the player's spendable balance (cash + bonus).
--   8. Round: a bet or win adds to the call's round (created if needed), a closing win closes it; a
--      rollback takes its bet back out, and a round it leaves empty is cancelled.
--
-- Then the writes, one statement per table for the whole batch: postings (entries in one statement,
-- checked by the balance trigger), cached balances, call records, bonuses, rollback marks, rounds.
-- Returns one reply per call, in order: {status: OK, balance, transaction_id} or {status: ERROR,
-- code[, balance]}.
-- (the function before free rounds had no p_free; a repeatable step replaces it, not an overload)
drop function if exists provider_calls(text, text[], text[], text[], text[], text[], integer[], text[], bigint[], text[], boolean[], text);
create or replace function provider_calls(
  p_provider text, p_calls text[], p_tx text[], p_hash text[], p_session text[], p_round text[],
  p_game_id integer[], p_game_slug text[], p_amount bigint[], p_ref text[], p_closed boolean[],
  p_free boolean[], p_lock_timeout text default null
) returns jsonb language plpgsql
-- generic plans, made once per connection; lookups by key only, one probe per call, whatever the
-- tables' statistics were when the plans were made
set plan_cache_mode = force_generic_plan set enable_seqscan = off set enable_hashjoin = off set enable_mergejoin = off
set enable_material = off as $$
declare
  n integer := cardinality(p_tx);
  i integer;
  k integer;
  v_replies jsonb[] := '{}';
  v_reply jsonb;
  -- the batch's rows as read at the start: replays, sessions, named bets, tombstones, rounds, accounts
  e_tx text[]; e_hash text[]; e_resp jsonb[];
  s_found boolean[]; s_player integer[]; s_site integer[]; s_mode text[]; s_expired boolean[]; s_status text[]; s_game integer[];
  s_gtype text[]; s_rg boolean[]; s_play_until timestamptz[];
  -- responsible gaming, for the batch's players with rg_checks: excluded or closed, and per player six
  -- limits and what they have used, carried through the batch (1-3: loss day, week, month; 4-6: wager)
  q_player integer[] := '{}'; q_excluded boolean[] := '{}'; q_limit bigint[] := '{}'; q_used bigint[] := '{}';
  qi integer; qj integer; qk integer; v_lim bigint[]; v_use bigint[];
  b_found boolean[]; b_id bigint[]; b_kind text[]; b_status text[]; b_player integer[]; b_round text[]; b_game integer[];
  b_amount bigint[]; b_cash bigint[]; b_bonus bigint[]; b_rolled boolean[]; b_bid bigint[]; b_wagered bigint[]; b_free boolean[];
  v_tombs text[];
  -- players' cash and bonus accounts, their balances carried through the batch
  a_player integer[]; a_cash_id bigint[]; a_cash bigint[]; a_bonus_id bigint[]; a_bonus bigint[]; a_changed boolean[];
  h_site integer[]; h_id bigint[]; h_cost bigint[];
  -- the players' active bonuses, their state carried through the batch, then written once
  g_player integer[]; g_id bigint[]; g_kind text[]; g_amount bigint[]; g_rollover integer[]; g_required bigint[]; g_wagered bigint[];
  g_max_bet bigint[]; g_cslot integer[]; g_ctable integer[]; g_fs_game integer[]; g_fs_left integer[]; g_fs_stake bigint[];
  g_status text[]; g_reason text[]; g_converted bigint[]; g_changed boolean[];
  -- bonuses that bets name and that ended before this batch: their status
  o_id bigint[] := '{}'; o_status text[] := '{}'; o_reason text[] := '{}';
  -- rounds touched by the batch: state carried from call to call, then written once
  r_id text[] := '{}'; r_known boolean[] := '{}'; r_player integer[] := '{}'; r_game integer[] := '{}';
  r_bet bigint[] := '{}'; r_win bigint[] := '{}'; r_d_bet bigint[] := '{}'; r_d_win bigint[] := '{}';
  r_before bigint[] := '{}'; r_after bigint[] := '{}'; r_insert boolean[] := '{}'; r_closed boolean[] := '{}'; r_status text[] := '{}';
  -- the cash and bonus parts of the round's bets this batch added, and their bonus (a win without a bet reference is split by them)
  r_d_cash bigint[] := '{}'; r_d_bonus bigint[] := '{}'; r_d_bid bigint[] := '{}'; r_d_free boolean[] := '{}';
  f_id text[]; f_player integer[]; f_bet bigint[]; f_win bigint[]; f_status text[];
  -- what the batch writes
  t_id bigint[] := '{}'; t_site integer[] := '{}'; t_key text[] := '{}'; t_kind text[] := '{}'; t_player integer[] := '{}'; t_meta jsonb[] := '{}';
  l_tx bigint[] := '{}'; l_account bigint[] := '{}'; l_amount bigint[] := '{}'; l_after bigint[] := '{}';
  c_id bigint[] := '{}'; c_tx text[] := '{}'; c_kind text[] := '{}'; c_player integer[] := '{}'; c_session text[] := '{}';
  c_round text[] := '{}'; c_game integer[] := '{}'; c_amount bigint[] := '{}'; c_cash bigint[] := '{}'; c_bonus bigint[] := '{}';
  c_ref text[] := '{}'; c_hash text[] := '{}'; c_resp jsonb[] := '{}';
  c_bid bigint[] := '{}'; c_wagered bigint[] := '{}'; c_free boolean[] := '{}';
  v_rolled bigint[] := '{}';
  u_id bigint[] := '{}'; u_balance bigint[] := '{}'; u_round text[] := '{}'; u_player integer[] := '{}'; u_bet bigint[] := '{}'; u_status text[] := '{}';
  -- one call
  v_player integer; v_site integer; v_game integer; p integer; v_house bigint; v_tx bigint; v_call bigint;
  v_from_cash bigint; v_from_bonus bigint; v_round text; rk integer;
  v_meta jsonb; v_rec_round text; v_rec_game integer; v_rec_amount bigint; v_rec_cash bigint; v_rec_bonus bigint; v_rec_ref text;
  v_rec_bid bigint; v_rec_wagered bigint; v_rec_free boolean;
  gi integer; v_part_cash bigint; v_part_bonus bigint; v_part_bid bigint; v_part_free boolean; v_to_cash bigint; v_to_bonus bigint;
  v_dest text; v_wager bigint; v_stake bigint; v_to_house bigint; v_cost bigint;
begin
  if n is null or n = 0 then
    return '[]'::jsonb;
  end if;
  if exists (select 1 from (select x from unnest(p_tx) x union all
                            select r from unnest(p_ref, p_tx) as c(r, t) where r is not null and r <> t) k
              group by x having count(*) > 1) then
    raise exception 'a batch of wallet calls names one transaction id twice' using errcode = 'P0005';
  end if;

  -- The server's batches give up on a lock they would wait long for (55P03) and run their calls
  -- one by one instead, so one player's wait does not hold up everybody's calls.
  if p_lock_timeout is not null then
    perform set_config('lock_timeout', p_lock_timeout, true);
  end if;

  -- Calls with the same id, calls about the same bet, and calls in the same round wait for each
  -- other. Each batch takes these locks first and in one global order, then the round rows, then
  -- the account rows, each in id order: two batches never wait on each other in turn. (Without the
  -- round locks, a batch that found no row for a round would meet it, created meanwhile by another,
  -- only at its insert, after locking accounts.)
  perform pg_advisory_xact_lock(l.k)
     from (select distinct hashtextextended(p_provider || ':' || x, 0) as k
             from unnest(p_tx || p_ref || array(select 'round:' || r from unnest(p_round) r where r is not null)) x
            where x is not null order by 1) l;

  select array_agg(t.transaction_id), array_agg(t.request_hash), array_agg(t.response)
    into e_tx, e_hash, e_resp
    from provider_transactions t where t.transaction_id = any (p_tx) and t.provider_id is not distinct from p_provider;

  -- Each call's game session, only if its game belongs to the calling provider; the round's game is
  -- the provider's own game by id or slug, or the session's game when the provider names another.
  -- (the game's type says what share of a bet counts towards a bonus's wagering)
  select array_agg(s.id is not null order by c.ord), array_agg(s.player_id order by c.ord), array_agg(pl.site_id order by c.ord),
         array_agg(s.mode order by c.ord), array_agg(s.expires_at <= now() order by c.ord), array_agg(pl.status order by c.ord),
         array_agg(gm.id order by c.ord), array_agg(gm.type order by c.ord),
         array_agg(coalesce(pl.rg_checks, false) order by c.ord), array_agg(s.play_until order by c.ord)
    into s_found, s_player, s_site, s_mode, s_expired, s_status, s_game, s_gtype, s_rg, s_play_until
    from unnest(p_session, p_game_id, p_game_slug) with ordinality as c(sid, gid, gslug, ord)
    left join lateral (select s.* from game_sessions s join games g on g.id = s.game_id and g.provider_id = p_provider
                        where s.id = c.sid) s on true
    left join lateral (select pl.site_id, pl.status, pl.rg_checks from players pl where pl.id = s.player_id) pl on true
    left join lateral (select g3.id, g3.type from games g3
                        where g3.id = coalesce(case when c.gid is not null then (select g2.id from games g2 where g2.id = c.gid and g2.provider_id = p_provider)
                                                    when c.gslug is not null then (select g2.id from games g2 where g2.slug = c.gslug and g2.provider_id = p_provider)
                                               end, s.game_id)) gm on true;

  -- The bets that wins and rollbacks name.
  select array_agg(t.id is not null order by c.ord), array_agg(t.id order by c.ord), array_agg(t.kind order by c.ord),
         array_agg(t.response ->> 'status' order by c.ord), array_agg(t.player_id order by c.ord), array_agg(t.round_id order by c.ord),
         array_agg(t.game_id order by c.ord), array_agg(t.amount order by c.ord), array_agg(t.cash_amount order by c.ord),
         array_agg(t.bonus_amount order by c.ord), array_agg(t.is_rolled_back order by c.ord),
         array_agg(t.bonus_id order by c.ord), array_agg(t.wagered order by c.ord), array_agg(t.free_round order by c.ord)
    into b_found, b_id, b_kind, b_status, b_player, b_round, b_game, b_amount, b_cash, b_bonus, b_rolled, b_bid, b_wagered, b_free
    from unnest(p_ref) with ordinality as c(ref, ord)
    left join lateral (select t.* from provider_transactions t
                        where t.transaction_id = c.ref and t.provider_id is not distinct from p_provider) t on true;

  -- Rollbacks that arrived before the bets they name (tombstones).
  select array_agg(t.reference_transaction_id) into v_tombs
    from provider_transactions t
   where t.reference_transaction_id = any (p_tx) and t.reference_transaction_id is not null
     and t.provider_id is not distinct from p_provider and t.kind = 'rollback';

  -- The rounds the batch touches, locked in one order (wins that name no bet need a standing bet;
  -- a rollback cancels a round it leaves empty).
  select array_agg(r.round_id), array_agg(r.player_id), array_agg(r.total_bet), array_agg(r.total_win), array_agg(r.status)
    into f_id, f_player, f_bet, f_win, f_status
    from (select round_id, player_id, total_bet, total_win, status from game_rounds
           where round_id = any (p_round || b_round) and provider_id is not distinct from p_provider order by round_id for update) r;

  -- The players' cash and bonus accounts, locked in id order until the transaction ends.
  select array_agg(x.player_id), array_agg(x.cash_id), array_agg(x.cash), array_agg(x.bonus_id), array_agg(x.bonus), array_agg(false)
    into a_player, a_cash_id, a_cash, a_bonus_id, a_bonus, a_changed
    from (select a.player_id,
                 max(a.id) filter (where a.kind = 'cash') as cash_id, coalesce(sum(a.balance) filter (where a.kind = 'cash'), 0) as cash,
                 max(a.id) filter (where a.kind = 'bonus') as bonus_id, coalesce(sum(a.balance) filter (where a.kind = 'bonus'), 0) as bonus
            from (select id, player_id, kind, balance from accounts
                   where player_id = any (s_player) and player_id is not null and kind in ('cash', 'bonus') order by id for update) a
           group by a.player_id) x;
  select array_agg(a.site_id order by a.site_id), array_agg(a.id order by a.site_id) into h_site, h_id
    from accounts a where a.player_id is null and a.kind = 'games' and a.site_id = any (s_site);
  select array_agg(a.id order by a.site_id) into h_cost
    from accounts a where a.player_id is null and a.kind = 'bonus_cost' and a.site_id = any (s_site);

  -- The players' active bonuses, locked after their accounts (the bonus service takes the same order).
  select array_agg(b.player_id), array_agg(b.id), array_agg(b.kind), array_agg(b.amount), array_agg(b.rollover), array_agg(b.wager_required),
         array_agg(b.wagered), array_agg(b.max_bet), array_agg(b.contribution_slot), array_agg(b.contribution_table),
         array_agg(b.free_spins_game), array_agg(b.free_spins_left), array_agg(b.free_spins_stake),
         array_agg(b.status), array_agg(null::text), array_agg(0::bigint), array_agg(false)
    into g_player, g_id, g_kind, g_amount, g_rollover, g_required, g_wagered, g_max_bet, g_cslot, g_ctable,
         g_fs_game, g_fs_left, g_fs_stake, g_status, g_reason, g_converted, g_changed
    from (select * from player_bonuses where player_id = any (s_player) and status = 'active' order by id for update) b;

  -- Responsible gaming, read after the account locks (so another batch's bets of the player are
  -- committed and counted): only for players with rg_checks, one pass each.
  if true = any (s_rg) then
    for qi in 1 .. n loop
      if s_rg[qi] and not s_player[qi] = any (q_player) then
        q_player := q_player || s_player[qi];
        q_excluded := q_excluded || exists (
          select 1 from players pl where pl.id = s_player[qi] and pl.closed_at is not null
          union all
          select 1 from rg_exclusions e
           where e.player_id = s_player[qi]
             and case when e.kind = 'timeout' then e.ends_at > now()
                      else e.end_requested_at is null or e.end_requested_at + interval '24 hours' > now() end
          union all
          -- a self-exclusion holds on every site of the installation: the player's accounts elsewhere
          select 1 from players me join players o on o.tc = me.tc and o.id <> me.id
            join rg_exclusions e on e.player_id = o.id and e.kind = 'self_exclusion'
           where me.id = s_player[qi] and (e.end_requested_at is null or e.end_requested_at + interval '24 hours' > now()));
        select array[max(x.eff) filter (where x.kind = 'loss' and x.period = 'day'), max(x.eff) filter (where x.kind = 'loss' and x.period = 'week'),
                     max(x.eff) filter (where x.kind = 'loss' and x.period = 'month'), max(x.eff) filter (where x.kind = 'wager' and x.period = 'day'),
                     max(x.eff) filter (where x.kind = 'wager' and x.period = 'week'), max(x.eff) filter (where x.kind = 'wager' and x.period = 'month')]
          into v_lim
          from (select l.kind, l.period, case when l.pending_from <= now() then l.pending_amount else l.amount end as eff
                  from rg_limits l where l.player_id = s_player[qi] and l.kind in ('loss', 'wager')) x;
        v_use := array[0, 0, 0, 0, 0, 0]::bigint[];
        if exists (select 1 from unnest(v_lim) v where v is not null) then
          select array[coalesce(sum(r.total_bet - r.total_win) filter (where r.created_at > now() - interval '1 day'), 0),
                       coalesce(sum(r.total_bet - r.total_win) filter (where r.created_at > now() - interval '7 days'), 0),
                       coalesce(sum(r.total_bet - r.total_win), 0),
                       coalesce(sum(r.total_bet) filter (where r.created_at > now() - interval '1 day'), 0),
                       coalesce(sum(r.total_bet) filter (where r.created_at > now() - interval '7 days'), 0),
                       coalesce(sum(r.total_bet), 0)]::bigint[]
            into v_use
            from game_rounds r where r.player_id = s_player[qi] and r.created_at > now() - interval '30 days';
        end if;
        q_limit := q_limit || v_lim;
        q_used := q_used || v_use;
      end if;
    end loop;
  end if;

  for i in 1 .. n loop
    v_reply := null;
    k := array_position(e_tx, p_tx[i]);
    if k is not null then
      -- a replay gets the stored reply; the same id with other data is refused
      v_reply := case when e_hash[k] = p_hash[i] then e_resp[k]
                      else jsonb_build_object('status', 'ERROR', 'code', 'DUPLICATE_TRANSACTION') end;
    elsif not s_found[i] or s_mode[i] <> 'real' or s_player[i] is null or (p_calls[i] = 'bet' and s_expired[i]) then
      -- wins and rollbacks are accepted after the session expired (the player played while it was open); bets are not
      v_reply := jsonb_build_object('status', 'ERROR', 'code', 'INVALID_SESSION');
    elsif p_calls[i] = 'bet' and s_status[i] is distinct from 'active' then
      v_reply := jsonb_build_object('status', 'ERROR', 'code', 'PLAYER_BLOCKED');
    elsif p_calls[i] = 'bet' and s_rg[i] and q_excluded[array_position(q_player, s_player[i])] then
      v_reply := jsonb_build_object('status', 'ERROR', 'code', 'PLAYER_EXCLUDED');
    elsif p_calls[i] = 'bet' and s_play_until[i] <= now() then
      v_reply := jsonb_build_object('status', 'ERROR', 'code', 'LIMIT_EXCEEDED', 'limit_kind', 'session');
    end if;
    if v_reply is not null then
      v_replies := v_replies || v_reply;
      continue;
    end if;

    v_player := s_player[i];
    v_site := s_site[i];
    -- the player's limits (null: none), as (qi - 1) * 6 + 1 .. 6 in q_limit and q_used
    qi := case when s_rg[i] then array_position(q_player, v_player) end;
    v_game := s_game[i];
    p := array_position(a_player, v_player);
    -- (a player without a bonus account plays with cash alone, as before)
    if p is null or a_cash_id[p] is null then
      raise exception 'player % has no cash account', v_player using errcode = 'P0003';
    end if;
    v_house := h_id[array_position(h_site, v_site)];
    v_cost := h_cost[array_position(h_site, v_site)];
    if v_house is null then
      raise exception 'site % has no games account', v_site using errcode = 'P0003';
    end if;
    -- What the call posts (v_tx, with its metadata) and what its record holds besides its reply (a
    -- recorded refusal sets v_reply; an OK reply is made with the record's id below); a call refused
    -- without a record (insufficient funds, an unknown bet) adds its reply and goes on.
    v_tx := null;
    v_meta := null;
    v_round := null;
    v_rec_round := p_round[i]; v_rec_game := v_game; v_rec_amount := p_amount[i];
    v_rec_cash := 0; v_rec_bonus := 0; v_rec_ref := p_ref[i];
    v_rec_bid := null; v_rec_wagered := 0; v_rec_free := false;
    -- the player's active bonus (null when none, or when it ended earlier in this batch)
    gi := array_position(g_player, v_player);
    if gi is not null and g_status[gi] <> 'active' then
      gi := null;
    end if;

    if p_calls[i] = 'bet' then
      v_rec_ref := null;
      if p_tx[i] = any (v_tombs) then
        -- a rollback arrived first for this bet: refuse it, and remember that we did
        v_reply := jsonb_build_object('status', 'ERROR', 'code', 'TRANSACTION_ROLLED_BACK', 'balance', a_cash[p] + a_bonus[p]);
        v_rec_amount := 0;
      elsif coalesce(p_free[i], false) then
        -- a free round: the player's free-spins bonus on this game, at its stake, with a spin left
        if gi is null or g_fs_left[gi] <= 0 or g_fs_game[gi] is distinct from v_game or g_fs_stake[gi] <> p_amount[i] then
          v_replies := v_replies || jsonb_build_object('status', 'ERROR', 'code', 'NO_FREE_ROUNDS', 'balance', a_cash[p] + a_bonus[p]);
          continue;
        end if;
        g_fs_left[gi] := g_fs_left[gi] - 1; g_changed[gi] := true;
        v_round := p_round[i];
        v_rec_bid := g_id[gi]; v_rec_free := true;
      else
        -- the max bet is the round's: this stake plus the round's stakes accepted before it (a
        -- blackjack double is a second bet in the same round), as the round stands in this batch
        rk := array_position(r_id, p_round[i]);
        k := array_position(f_id, p_round[i]);
        v_stake := case when rk is not null and r_player[rk] = v_player then r_bet[rk]
                        when rk is null and k is not null and f_player[k] = v_player then f_bet[k]
                        else 0 end;
        if gi is not null and g_max_bet[gi] > 0 and v_stake + p_amount[i] > g_max_bet[gi] then
          v_replies := v_replies || jsonb_build_object('status', 'ERROR', 'code', 'BONUS_MAX_BET', 'balance', a_cash[p] + a_bonus[p],
                                                       'max_bet', g_max_bet[gi]);
          continue;
        end if;
        if a_cash[p] + a_bonus[p] < p_amount[i] then
          v_replies := v_replies || jsonb_build_object('status', 'ERROR', 'code', 'INSUFFICIENT_FUNDS', 'balance', a_cash[p] + a_bonus[p]);
          continue;
        end if;
        if qi is not null then
          -- the first limit (loss before wager, shorter period first) this stake would pass
          qj := null;
          for qk in 1 .. 6 loop
            if q_limit[(qi - 1) * 6 + qk] is not null and q_used[(qi - 1) * 6 + qk] + p_amount[i] > q_limit[(qi - 1) * 6 + qk] then
              qj := qk;
              exit;
            end if;
          end loop;
          if qj is not null then
            v_replies := v_replies || jsonb_build_object('status', 'ERROR', 'code', 'LIMIT_EXCEEDED', 'balance', a_cash[p] + a_bonus[p],
                                                         'limit_kind', case when qj <= 3 then 'loss' else 'wager' end,
                                                         'limit_period', (array['day', 'week', 'month'])[(qj - 1) % 3 + 1],
                                                         'remaining', greatest(q_limit[(qi - 1) * 6 + qj] - q_used[(qi - 1) * 6 + qj], 0));
            continue;
          end if;
          for qk in 1 .. 6 loop
            q_used[(qi - 1) * 6 + qk] := q_used[(qi - 1) * 6 + qk] + p_amount[i];
          end loop;
        end if;
        -- cash first, then bonus
        v_from_cash := least(a_cash[p], p_amount[i]);
        v_from_bonus := p_amount[i] - v_from_cash;
        v_round := p_round[i];
        v_tx := nextval('ledger_transactions_id_seq');
        v_meta := jsonb_build_object('provider', p_provider, 'round_id', p_round[i], 'game_id', v_game);
        if v_from_cash <> 0 then
          a_cash[p] := a_cash[p] - v_from_cash;
          l_tx := l_tx || v_tx; l_account := l_account || a_cash_id[p]; l_amount := l_amount || -v_from_cash; l_after := l_after || a_cash[p];
        end if;
        if v_from_bonus <> 0 then
          a_bonus[p] := a_bonus[p] - v_from_bonus;
          l_tx := l_tx || v_tx; l_account := l_account || a_bonus_id[p]; l_amount := l_amount || -v_from_bonus; l_after := l_after || a_bonus[p];
        end if;
        l_tx := l_tx || v_tx; l_account := l_account || v_house; l_amount := l_amount || p_amount[i]; l_after := l_after || null::bigint;
        a_changed[p] := true;
        v_rec_cash := v_from_cash; v_rec_bonus := v_from_bonus;
        if gi is not null then
          -- wagering: the bet's share by its game's type; at the bet that meets the requirement the
          -- whole bonus balance converts to cash, once (not while free spins are left to play)
          -- (a crash game's bets count as a table game's: a 1.01x auto cash-out is a bet of low variance)
          v_wager := (p_amount[i] * case when s_gtype[i] = 'slot' then g_cslot[gi] else g_ctable[gi] end) / 100;
          g_wagered[gi] := g_wagered[gi] + v_wager; g_changed[gi] := true;
          v_rec_bid := g_id[gi]; v_rec_wagered := v_wager;
          if g_wagered[gi] >= g_required[gi] and g_fs_left[gi] = 0 then
            g_status[gi] := 'completed'; g_reason[gi] := 'converted'; g_converted[gi] := a_bonus[p];
            if a_bonus[p] > 0 then
              -- its own posting, after the bet's: bonus -> cash
              t_id := t_id || v_tx; t_site := t_site || v_site; t_key := t_key || ('provider:' || p_provider || ':' || p_tx[i]);
              t_kind := t_kind || p_calls[i]; t_player := t_player || v_player; t_meta := t_meta || v_meta;
              v_tx := nextval('ledger_transactions_id_seq');
              v_meta := jsonb_build_object('bonus_id', g_id[gi], 'provider', p_provider, 'transaction_id', p_tx[i]);
              a_cash[p] := a_cash[p] + a_bonus[p];
              l_tx := l_tx || v_tx || v_tx; l_account := l_account || a_bonus_id[p] || a_cash_id[p];
              l_amount := l_amount || -a_bonus[p] || a_bonus[p]; l_after := l_after || 0::bigint || a_cash[p];
              a_bonus[p] := 0;
              t_id := t_id || v_tx; t_site := t_site || v_site; t_key := t_key || ('bonus:convert:' || g_id[gi]);
              t_kind := t_kind || 'bonus_convert'::text; t_player := t_player || v_player; t_meta := t_meta || v_meta;
              v_tx := null;
            end if;
          end if;
        end if;
      end if;
    elsif p_calls[i] = 'win' then
      rk := array_position(r_id, p_round[i]);
      if p_ref[i] is not null then
        if not b_found[i] or b_kind[i] <> 'bet' or b_status[i] is distinct from 'OK' or b_player[i] is distinct from v_player then
          v_replies := v_replies || jsonb_build_object('status', 'ERROR', 'code', 'UNKNOWN_TRANSACTION');
          continue;
        end if;
        if b_rolled[i] then
          v_replies := v_replies || jsonb_build_object('status', 'ERROR', 'code', 'TRANSACTION_ROLLED_BACK');
          continue;
        end if;
      else
        -- without a bet reference, a win needs a round of this player with a bet that still stands
        if rk is not null then
          if not r_known[rk] or r_player[rk] is distinct from v_player or r_bet[rk] <= 0 then
            v_replies := v_replies || jsonb_build_object('status', 'ERROR', 'code', 'UNKNOWN_TRANSACTION');
            continue;
          end if;
        else
          k := array_position(f_id, p_round[i]);
          if k is null or f_player[k] is distinct from v_player or f_bet[k] <= 0 then
            v_replies := v_replies || jsonb_build_object('status', 'ERROR', 'code', 'UNKNOWN_TRANSACTION');
            continue;
          end if;
        end if;
      end if;
      v_round := p_round[i];
      -- how the round's stake was funded: the named bet, or the round's bets
      if p_ref[i] is not null then
        v_part_cash := b_cash[i]; v_part_bonus := b_bonus[i]; v_part_bid := b_bid[i]; v_part_free := b_free[i];
      else
        select coalesce(sum(t.cash_amount), 0), coalesce(sum(t.bonus_amount), 0), max(t.bonus_id), coalesce(bool_or(t.free_round), false)
          into v_part_cash, v_part_bonus, v_part_bid, v_part_free
          from provider_transactions t
         where t.provider_id = p_provider and t.round_id = p_round[i] and t.kind = 'bet' and t.player_id = v_player
           and t.response ->> 'status' = 'OK' and not t.is_rolled_back;
        if rk is not null then
          v_part_cash := v_part_cash + r_d_cash[rk]; v_part_bonus := v_part_bonus + r_d_bonus[rk];
          v_part_bid := coalesce(r_d_bid[rk], v_part_bid); v_part_free := v_part_free or r_d_free[rk];
        end if;
      end if;
      v_to_cash := p_amount[i]; v_to_bonus := 0; v_to_house := 0;
      v_rec_bid := v_part_bid; v_rec_free := coalesce(v_part_free, false);
      if qi is not null then
        -- a win lowers the net loss (game_rounds' totals count it the same way)
        for qk in 1 .. 3 loop
          q_used[(qi - 1) * 6 + qk] := q_used[(qi - 1) * 6 + qk] - p_amount[i];
        end loop;
      end if;
      if v_part_free then
        -- a free round's win is granted to its free-spins bonus (while it is active), with its rollover
        v_to_cash := 0;
        if gi is not null and g_id[gi] = v_part_bid and p_amount[i] > 0 then
          v_tx := nextval('ledger_transactions_id_seq');
          v_meta := jsonb_build_object('provider', p_provider, 'round_id', p_round[i], 'game_id', v_game, 'bonus_id', g_id[gi], 'free_round', true);
          a_bonus[p] := a_bonus[p] + p_amount[i]; a_changed[p] := true;
          l_tx := l_tx || v_tx || v_tx; l_account := l_account || v_cost || a_bonus_id[p];
          l_amount := l_amount || -p_amount[i] || p_amount[i]; l_after := l_after || null::bigint || a_bonus[p];
          g_amount[gi] := g_amount[gi] + p_amount[i]; g_required[gi] := g_required[gi] + g_rollover[gi] * p_amount[i]; g_changed[gi] := true;
        end if;
      else
        if v_part_bonus > 0 then
          -- split in the stake's proportion, rounded towards the bonus part
          v_stake := v_part_cash + v_part_bonus;
          v_to_bonus := (p_amount[i] * v_part_bonus + v_stake - 1) / v_stake;
          v_to_cash := p_amount[i] - v_to_bonus;
          if gi is null or g_id[gi] is distinct from v_part_bid then
            -- that bonus ended: converted, its part is cash now; otherwise its money went back to the house
            k := array_position(g_id, v_part_bid);
            if k is not null then
              v_dest := g_reason[k];
            else
              select b.end_reason into v_dest from player_bonuses b where b.id = v_part_bid;
            end if;
            if v_dest = 'converted' then
              v_to_cash := v_to_cash + v_to_bonus;
            else
              v_to_house := v_to_bonus;
            end if;
            v_to_bonus := 0;
          end if;
        end if;
        if p_amount[i] > 0 then
          v_tx := nextval('ledger_transactions_id_seq');
          v_meta := jsonb_build_object('provider', p_provider, 'round_id', p_round[i], 'game_id', v_game);
          a_changed[p] := true;
          l_tx := l_tx || v_tx; l_account := l_account || v_house; l_amount := l_amount || -p_amount[i]; l_after := l_after || null::bigint;
          if v_to_house > 0 then
            -- the part of an ended bonus: paid to the bonus and forfeited with it, in one entry
            l_tx := l_tx || v_tx; l_account := l_account || v_cost; l_amount := l_amount || v_to_house; l_after := l_after || null::bigint;
          end if;
          if v_to_cash > 0 then
            a_cash[p] := a_cash[p] + v_to_cash;
            l_tx := l_tx || v_tx; l_account := l_account || a_cash_id[p]; l_amount := l_amount || v_to_cash; l_after := l_after || a_cash[p];
          end if;
          if v_to_bonus > 0 then
            a_bonus[p] := a_bonus[p] + v_to_bonus;
            l_tx := l_tx || v_tx; l_account := l_account || a_bonus_id[p]; l_amount := l_amount || v_to_bonus; l_after := l_after || a_bonus[p];
          end if;
        end if;
      end if;
      -- a bonus whose money is all spent ends here, at the settlement (not at the bet: the last
      -- stake of bonus money can still win); nothing converts
      if gi is not null and g_fs_left[gi] = 0 and a_bonus[p] = 0 then
        g_status[gi] := 'completed'; g_reason[gi] := 'spent'; g_changed[gi] := true;
      end if;
    elsif p_calls[i] = 'rollback' then
      if b_found[i] then
        if b_kind[i] <> 'bet' then
          v_replies := v_replies || jsonb_build_object('status', 'ERROR', 'code', 'BAD_REQUEST');
          continue;
        end if;
        if b_player[i] is distinct from v_player then
          v_replies := v_replies || jsonb_build_object('status', 'ERROR', 'code', 'UNKNOWN_TRANSACTION');
          continue;
        end if;
        if b_status[i] = 'OK' and not b_rolled[i] then
          -- a bet whose round is settled (a win paid, or closed) is not refunded: the stake paid for
          -- that outcome, and refunding it would hand the player the stake back on top of the win
          rk := array_position(r_id, b_round[i]);
          k := array_position(f_id, b_round[i]);
          if (rk is not null and (r_win[rk] > 0 or r_status[rk] = 'closed'))
             or (rk is null and k is not null and (f_win[k] > 0 or f_status[k] = 'closed')) then
            v_replies := v_replies || jsonb_build_object('status', 'ERROR', 'code', 'ROUND_SETTLED');
            continue;
          end if;
          v_round := b_round[i];
          v_to_cash := b_cash[i]; v_to_bonus := b_bonus[i]; v_to_house := 0;
          if qi is not null and not b_free[i] then
            -- a refunded stake no longer counts towards the limits
            for qk in 1 .. 6 loop
              q_used[(qi - 1) * 6 + qk] := q_used[(qi - 1) * 6 + qk] - b_amount[i];
            end loop;
          end if;
          if gi is not null and g_id[gi] = b_bid[i] then
            -- the bet no longer counts towards its bonus's wagering; a free round is given back
            g_wagered[gi] := greatest(g_wagered[gi] - b_wagered[i], 0);
            if b_free[i] then
              g_fs_left[gi] := g_fs_left[gi] + 1;
            end if;
            g_changed[gi] := true;
          elsif v_to_bonus > 0 then
            -- the bonus part goes where a win's would: cash if that bonus converted, else it stays with the house
            k := array_position(g_id, b_bid[i]);
            if k is not null then
              v_dest := g_reason[k];
            else
              select b.end_reason into v_dest from player_bonuses b where b.id = b_bid[i];
            end if;
            if v_dest = 'converted' then
              v_to_cash := v_to_cash + v_to_bonus;
            else
              v_to_house := v_to_bonus;
            end if;
            v_to_bonus := 0;
          end if;
          if b_amount[i] > 0 and not b_free[i] then
            v_tx := nextval('ledger_transactions_id_seq');
            v_meta := jsonb_build_object('provider', p_provider, 'round_id', b_round[i], 'reference_transaction_id', p_ref[i]);
            l_tx := l_tx || v_tx; l_account := l_account || v_house; l_amount := l_amount || -b_amount[i]; l_after := l_after || null::bigint;
            if v_to_house > 0 then
              l_tx := l_tx || v_tx; l_account := l_account || v_cost; l_amount := l_amount || v_to_house; l_after := l_after || null::bigint;
            end if;
            if v_to_cash <> 0 then
              a_cash[p] := a_cash[p] + v_to_cash;
              l_tx := l_tx || v_tx; l_account := l_account || a_cash_id[p]; l_amount := l_amount || v_to_cash; l_after := l_after || a_cash[p];
            end if;
            if v_to_bonus <> 0 then
              a_bonus[p] := a_bonus[p] + v_to_bonus;
              l_tx := l_tx || v_tx; l_account := l_account || a_bonus_id[p]; l_amount := l_amount || v_to_bonus; l_after := l_after || a_bonus[p];
            end if;
            a_changed[p] := true;
          end if;
          v_rolled := v_rolled || b_id[i];
        end if;
      end if;
      -- an unknown bet moves nothing, and this call's record is the tombstone that refuses the bet if it comes late
      v_rec_round := case when b_found[i] then b_round[i] end;
      v_rec_game := case when b_found[i] then b_game[i] end;
      v_rec_amount := case when b_found[i] then b_amount[i] else 0 end;
    else
      raise exception 'unknown provider call %', p_calls[i] using errcode = '22023';
    end if;

    if v_tx is not null then
      t_id := t_id || v_tx; t_site := t_site || v_site; t_key := t_key || ('provider:' || p_provider || ':' || p_tx[i]);
      t_kind := t_kind || case when v_meta ? 'free_round' then 'bonus_grant' else p_calls[i] end;
      t_player := t_player || v_player; t_meta := t_meta || v_meta;
    end if;

    -- The call's record with its reply; an OK reply carries the record's id as its transaction_id.
    v_call := nextval('provider_transactions_id_seq');
    v_reply := coalesce(v_reply, jsonb_build_object('status', 'OK', 'balance', a_cash[p] + a_bonus[p], 'transaction_id', v_call::text));
    c_id := c_id || v_call; c_tx := c_tx || p_tx[i]; c_kind := c_kind || p_calls[i]; c_player := c_player || v_player;
    c_session := c_session || p_session[i]; c_round := c_round || v_rec_round; c_game := c_game || v_rec_game;
    c_amount := c_amount || v_rec_amount; c_cash := c_cash || v_rec_cash; c_bonus := c_bonus || v_rec_bonus;
    c_ref := c_ref || v_rec_ref; c_hash := c_hash || p_hash[i]; c_resp := c_resp || v_reply;
    c_bid := c_bid || v_rec_bid; c_wagered := c_wagered || v_rec_wagered; c_free := c_free || v_rec_free;

    -- The round: a bet or win adds to it (creating it if needed); a rollback takes its bet back out.
    if v_round is not null then
      rk := array_position(r_id, v_round);
      if rk is null then
        k := array_position(f_id, v_round);
        r_id := r_id || v_round; rk := cardinality(r_id);
        r_known := r_known || (k is not null); r_player := r_player || coalesce(f_player[k], v_player);
        r_game := r_game || v_game; r_bet := r_bet || coalesce(f_bet[k], 0::bigint); r_win := r_win || coalesce(f_win[k], 0::bigint);
        r_d_bet := r_d_bet || 0::bigint; r_d_win := r_d_win || 0::bigint;
        r_before := r_before || case when p_calls[i] = 'bet' then a_cash[p] + a_bonus[p] + p_amount[i] end;
        r_after := r_after || null::bigint; r_insert := r_insert || false; r_closed := r_closed || false;
        r_status := r_status || coalesce(f_status[k], 'open');
        r_d_cash := r_d_cash || 0::bigint; r_d_bonus := r_d_bonus || 0::bigint; r_d_bid := r_d_bid || null::bigint; r_d_free := r_d_free || false;
      end if;
      if p_calls[i] = 'rollback' then
        if r_known[rk] and r_player[rk] = v_player and not b_free[i] then
          r_bet[rk] := r_bet[rk] - b_amount[i]; r_d_bet[rk] := r_d_bet[rk] - b_amount[i];
          if r_bet[rk] = 0 and r_win[rk] = 0 then
            r_status[rk] := 'cancelled';
          end if;
        end if;
      elsif not r_known[rk] or r_player[rk] = v_player then
        -- (a round of another player is left as it is)
        r_known[rk] := true; r_player[rk] := v_player; r_insert[rk] := true;
        r_after[rk] := a_cash[p] + a_bonus[p];
        if p_calls[i] = 'bet' and v_rec_free then
          -- a free round stakes no money: the round's bet stays as it is
          r_d_bid[rk] := v_rec_bid; r_d_free[rk] := true;
        elsif p_calls[i] = 'bet' then
          r_bet[rk] := r_bet[rk] + p_amount[i]; r_d_bet[rk] := r_d_bet[rk] + p_amount[i];
          r_d_cash[rk] := r_d_cash[rk] + v_rec_cash; r_d_bonus[rk] := r_d_bonus[rk] + v_rec_bonus; r_d_bid[rk] := coalesce(v_rec_bid, r_d_bid[rk]);
        else
          r_win[rk] := r_win[rk] + p_amount[i]; r_d_win[rk] := r_d_win[rk] + p_amount[i];
          if p_closed[i] then
            r_closed[rk] := true; r_status[rk] := 'closed';
          end if;
        end if;
      end if;
    end if;
    v_replies := v_replies || v_reply;
  end loop;

  -- The writes, one statement each for the whole batch. (Rows to change are named by key with
  -- = any, never joined: a join plan could read a whole table.)
  if cardinality(t_id) > 0 then
    for p in 1 .. cardinality(a_player) loop
      if a_changed[p] then
        u_id := u_id || a_cash_id[p];
        u_balance := u_balance || a_cash[p];
        if a_bonus_id[p] is not null then
          u_id := u_id || a_bonus_id[p];
          u_balance := u_balance || a_bonus[p];
        end if;
      end if;
    end loop;
    update accounts a set balance = u_balance[array_position(u_id, a.id)]
     where a.id = any (u_id) and a.balance <> u_balance[array_position(u_id, a.id)];
    insert into ledger_transactions (id, site_id, idempotency_key, kind, player_id, metadata)
    overriding system value
    select * from unnest(t_id, t_site, t_key, t_kind, t_player, t_meta);
    -- all entries in ONE statement, which the balance trigger checks
    insert into ledger_entries (transaction_id, account_id, amount, balance_after)
    select x.tx, x.account, x.amount, x.after from unnest(l_tx, l_account, l_amount, l_after) with ordinality as x(tx, account, amount, after, ord)
     order by x.ord;
  end if;
  if cardinality(c_id) > 0 then
    insert into provider_transactions (id, provider_id, transaction_id, kind, player_id, session_id, round_id, game_id, amount,
                                       cash_amount, bonus_amount, reference_transaction_id, request_hash, response,
                                       bonus_id, wagered, free_round)
    overriding system value
    select x.id, p_provider, x.tx, x.kind, x.player, x.session, x.round, x.game, x.amount, x.cash, x.bonus, x.ref, x.hash, x.resp,
           x.bid, x.wagered, x.free
      from unnest(c_id, c_tx, c_kind, c_player, c_session, c_round, c_game, c_amount, c_cash, c_bonus, c_ref, c_hash, c_resp,
                  c_bid, c_wagered, c_free)
           as x(id, tx, kind, player, session, round, game, amount, cash, bonus, ref, hash, resp, bid, wagered, free);
  end if;
  -- the bonuses the batch changed: wagering, free spins, what was granted, and how they ended
  if cardinality(g_id) > 0 and true = any (g_changed) then
    update player_bonuses b
       set wagered = g_wagered[x.pos], amount = g_amount[x.pos], wager_required = g_required[x.pos], free_spins_left = g_fs_left[x.pos],
           status = g_status[x.pos], end_reason = g_reason[x.pos], converted = g_converted[x.pos],
           ended_at = case when g_status[x.pos] <> 'active' then now() end
      from (select array_position(g_id, b2.id) as pos, b2.id from player_bonuses b2 where b2.id = any (g_id)) x
     where b.id = x.id and g_changed[x.pos];
  end if;
  if cardinality(v_rolled) > 0 then
    update provider_transactions set is_rolled_back = true where id = any (v_rolled);
  end if;
  if cardinality(r_id) > 0 then
    -- Totals change by this batch's amounts (so a round another batch created meanwhile keeps its
    -- own); the status is the one worked out above, except that a round is never set back to open.
    insert into game_rounds as g (provider_id, round_id, player_id, game_id, total_bet, total_win, balance_before, balance_after, status, closed_at)
    select p_provider, x.id, x.player, x.game, x.d_bet, x.d_win, x.before, x.after, x.status, case when x.closed then now() end
      from unnest(r_id, r_player, r_game, r_d_bet, r_d_win, r_before, r_after, r_status, r_closed, r_insert)
           as x(id, player, game, d_bet, d_win, before, after, status, closed, ins)
     where x.ins
    on conflict (provider_id, round_id) do update
      set total_bet = g.total_bet + excluded.total_bet, total_win = g.total_win + excluded.total_win,
          balance_after = excluded.balance_after,
          status = case when excluded.status = 'open' then g.status else excluded.status end,
          closed_at = coalesce(excluded.closed_at, g.closed_at)
      where g.player_id = excluded.player_id;
    -- rounds only rollbacks touched: their total bet goes down, and one left empty is cancelled
    for k in 1 .. cardinality(r_id) loop
      if not r_insert[k] and r_d_bet[k] <> 0 then
        u_round := u_round || r_id[k]; u_player := u_player || r_player[k]; u_bet := u_bet || r_d_bet[k]; u_status := u_status || r_status[k];
      end if;
    end loop;
    if cardinality(u_round) > 0 then
      update game_rounds g
         set total_bet = g.total_bet + u_bet[array_position(u_round, g.round_id)], status = u_status[array_position(u_round, g.round_id)]
       where g.round_id = any (u_round) and g.provider_id is not distinct from p_provider
         and g.player_id = u_player[array_position(u_round, g.round_id)];
    end if;
  end if;
  return to_jsonb(v_replies);
end $$;
