-- The ledger posting and the provider wallet calls as database functions: each wallet call is ONE
-- round trip from the server (docs/decisions/0007). The rules are the same as before; only where
-- they run changed. Their statements look rows up by key only, so they use generic plans made once
-- per connection (planning them on every call cost a third of the database's time), and those plans
-- use the indexes whatever the table's size was when they were made: a plan made while a table was
-- nearly empty would otherwise scan it whole for as long as the connection lives (bench:provider).

-- Each lookup of a wallet call has exactly one index that fits it, so no plan can pick a wrong one
-- (with a nearly empty table the planner took the round index for a lookup by transaction id and
-- then filtered every row of the provider): the round and reference indexes no longer lead with the
-- provider, which every wallet lookup names. (No production database exists yet; on a large table
-- such a change belongs in a migration that builds the new index concurrently, outside the
-- migration transaction, before dropping the old one.)
drop index provider_transactions_round;
create index provider_transactions_round on provider_transactions (round_id, provider_id);
drop index provider_transactions_reference;
create index provider_transactions_reference on provider_transactions (reference_transaction_id, provider_id) where reference_transaction_id is not null;

-- A ledger posting: one transaction of two or more entries summing to zero; cached player balances
-- updated under their row locks (taken in id order); the idempotency key is unique, so a replay
-- inserts nothing. Entries name their account by
-- (player_id, kind), or (null, house kind) for the site's house accounts; a zero part (a bet paid
-- wholly from cash has no bonus part) is left out; an unknown account, a missing amount or an account
-- named twice refuses the posting.
-- Returns the new transaction's id, or null for a replayed key.
create function ledger_post(
  p_site integer, p_key text, p_kind text,
  p_player_ids integer[], p_kinds text[], p_amounts bigint[],
  p_player integer, p_ref_type text, p_ref_id bigint, p_metadata jsonb
) returns bigint language plpgsql
set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
declare
  v_tx bigint;
  v_ids bigint[];
  v_amounts bigint[];
  v_player_ids bigint[];
  v_player_amounts bigint[];
  v_distinct integer;
  v_null_amount boolean;
begin
  -- Every entry's account; the player accounts apart, in id order (the order they are locked in).
  select array_agg(r.id order by r.ord), array_agg(r.amount order by r.ord),
         array_agg(r.id order by r.id) filter (where r.player_id is not null),
         array_agg(r.amount order by r.id) filter (where r.player_id is not null),
         count(distinct r.id), bool_or(r.amount is null)
    into v_ids, v_amounts, v_player_ids, v_player_amounts, v_distinct, v_null_amount
    from (select i.ord, i.amount, i.player_id,
                 coalesce((select a.id from accounts a where a.player_id = i.player_id and a.kind = i.kind),
                          (select a.id from accounts a
                            where i.player_id is null and a.player_id is null and a.site_id = p_site and a.kind = i.kind)) as id
            from unnest(p_player_ids, p_kinds, p_amounts) with ordinality as i(player_id, kind, amount, ord)
           where i.amount is distinct from 0) r;
  if v_ids is null or array_position(v_ids, null) is not null then
    raise exception 'ledger posting %: unknown account', p_key using errcode = 'P0003';
  end if;
  if v_null_amount or v_distinct <> cardinality(v_ids) then
    raise exception 'ledger posting %: an amount is missing or an account appears twice', p_key using errcode = 'P0003';
  end if;

  insert into ledger_transactions (site_id, idempotency_key, kind, player_id, reference_type, reference_id, metadata)
  values (p_site, p_key, p_kind, p_player, p_ref_type, p_ref_id, coalesce(p_metadata, '{}'::jsonb))
  on conflict (idempotency_key) do nothing
  returning id into v_tx;
  if v_tx is null then
    return null; -- a replay: the caller compares it with the first posting
  end if;

  -- Player accounts are locked in id order (two postings never wait on each other), then changed;
  -- all entries go in ONE statement, which the balance trigger checks.
  -- (by id only: a condition on player_id would let a plan made while the table was small read the
  -- whole partial index of player accounts)
  perform 1 from accounts a where a.id = any (v_player_ids) order by a.id for update;
  with upd as (
    update accounts a set balance = a.balance + x.amount
      from unnest(v_player_ids, v_player_amounts) as x(id, amount)
     where a.id = x.id
    returning a.id, a.balance
  )
  insert into ledger_entries (transaction_id, account_id, amount, balance_after)
  select v_tx, x.id, x.amount, upd.balance
    from unnest(v_ids, v_amounts) with ordinality as x(id, amount, ord) left join upd on upd.id = x.id
   order by x.ord;
  return v_tx;
end $$;

-- A player's spendable balance (cash + bonus) in kuruş.
create function player_spendable(p_player integer) returns bigint language plpgsql stable as $$
begin
  return (select coalesce(sum(balance), 0)::bigint from accounts where player_id = p_player and kind in ('cash', 'bonus'));
end $$;

-- Records a provider call with its reply in one statement; an OK reply carries the row's id as its
-- transaction_id (the id is drawn first).
create function provider_record(
  p_provider text, p_transaction_id text, p_kind text, p_player integer, p_session text, p_round text, p_game integer,
  p_amount bigint, p_cash bigint, p_bonus bigint, p_reference text, p_hash text, p_response jsonb
) returns jsonb language plpgsql as $$
declare
  v_id bigint := nextval('provider_transactions_id_seq');
  v_response jsonb := case when p_response ->> 'status' = 'OK' then p_response || jsonb_build_object('transaction_id', v_id::text) else p_response end;
begin
  insert into provider_transactions (id, provider_id, transaction_id, kind, player_id, session_id, round_id, game_id, amount,
                                     cash_amount, bonus_amount, reference_transaction_id, request_hash, response)
  overriding system value
  values (v_id, p_provider, p_transaction_id, p_kind, p_player, p_session, p_round, p_game, p_amount,
          p_cash, p_bonus, p_reference, p_hash, v_response);
  return v_response;
end $$;

-- One provider wallet call (bet, win or rollback), whole: waits for calls with the same id and calls
-- about the same bet (advisory locks in a fixed order), answers a replay with the stored reply and a
-- reused id with other data with DUPLICATE_TRANSACTION, then does the call's work. Error replies are
-- {status, code[, balance]}; the server adds the Turkish message.
create function provider_call(
  p_call text, p_provider text, p_transaction_id text, p_hash text, p_session text,
  p_round text, p_game_id integer, p_game_slug text, p_amount bigint, p_reference text, p_round_closed boolean
) returns jsonb language plpgsql
set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
declare
  v_existing record;
  v_session record;
  v_bet record;
  v_game integer;
  v_cash bigint;
  v_bonus bigint;
  v_from_cash bigint;
  v_from_bonus bigint;
  v_posted bigint;
  v_after bigint;
  v_reply jsonb;
  v_ref_round text;
  v_ref_game integer;
  v_ref_amount bigint := 0;
begin
  -- Calls with the same id, and calls about the same bet, wait for each other; the locks are taken
  -- in one fixed order, so two calls never wait on each other.
  if p_reference is null or p_reference = p_transaction_id then
    perform pg_advisory_xact_lock(hashtextextended(p_provider || ':' || p_transaction_id, 0));
  elsif p_reference collate "C" < p_transaction_id collate "C" then
    perform pg_advisory_xact_lock(hashtextextended(p_provider || ':' || p_reference, 0));
    perform pg_advisory_xact_lock(hashtextextended(p_provider || ':' || p_transaction_id, 0));
  else
    perform pg_advisory_xact_lock(hashtextextended(p_provider || ':' || p_transaction_id, 0));
    perform pg_advisory_xact_lock(hashtextextended(p_provider || ':' || p_reference, 0));
  end if;

  select request_hash, response into v_existing
    from provider_transactions where provider_id = p_provider and transaction_id = p_transaction_id;
  if found then
    return case when v_existing.request_hash = p_hash then v_existing.response
                else jsonb_build_object('status', 'ERROR', 'code', 'DUPLICATE_TRANSACTION') end;
  end if;

  -- The game session, only if its game belongs to the calling provider. Wins and rollbacks are
  -- accepted after it expired (the player played while it was open); bets are not. The round's game
  -- is the provider's own game by id or slug, or the session's game when the provider names another.
  select s.player_id, p.site_id, s.mode, s.expires_at <= now() as expired, p.status as player_status,
         coalesce(case when p_game_id is not null then (select g2.id from games g2 where g2.id = p_game_id and g2.provider_id = p_provider)
                       when p_game_slug is not null then (select g2.id from games g2 where g2.slug = p_game_slug and g2.provider_id = p_provider)
                  end, s.game_id) as game_id
    into v_session
    from game_sessions s join games g on g.id = s.game_id and g.provider_id = p_provider
    left join players p on p.id = s.player_id
   where s.id = p_session;
  if not found or v_session.mode <> 'real' or v_session.player_id is null or (p_call = 'bet' and v_session.expired) then
    return jsonb_build_object('status', 'ERROR', 'code', 'INVALID_SESSION');
  end if;
  v_game := v_session.game_id;

  if p_call = 'bet' then
    if v_session.player_status is distinct from 'active' then
      return jsonb_build_object('status', 'ERROR', 'code', 'PLAYER_BLOCKED');
    end if;
    -- A rollback arrived first for this bet: refuse it, and remember that we did.
    if exists (select 1 from provider_transactions
                where provider_id = p_provider and kind = 'rollback' and reference_transaction_id = p_transaction_id) then
      return provider_record(p_provider, p_transaction_id, 'bet', v_session.player_id, p_session, p_round, v_game, 0, 0, 0, null, p_hash,
        jsonb_build_object('status', 'ERROR', 'code', 'TRANSACTION_ROLLED_BACK', 'balance', player_spendable(v_session.player_id)));
    end if;
    -- Cash first, then bonus; the rows stay locked until the transaction ends.
    select coalesce(sum(balance) filter (where kind = 'cash'), 0), coalesce(sum(balance) filter (where kind = 'bonus'), 0)
      into v_cash, v_bonus
      from (select kind, balance from accounts where player_id = v_session.player_id and kind in ('cash', 'bonus') order by id for update) a;
    if v_cash + v_bonus < p_amount then
      return jsonb_build_object('status', 'ERROR', 'code', 'INSUFFICIENT_FUNDS', 'balance', v_cash + v_bonus);
    end if;
    v_from_cash := least(v_cash, p_amount);
    v_from_bonus := p_amount - v_from_cash;
    v_posted := ledger_post(
      v_session.site_id, 'provider:' || p_provider || ':' || p_transaction_id, 'bet',
      array[v_session.player_id, v_session.player_id, null]::integer[], array['cash', 'bonus', 'games'],
      array[-v_from_cash, -v_from_bonus, p_amount]::bigint[],
      v_session.player_id, null, null, jsonb_build_object('provider', p_provider, 'round_id', p_round, 'game_id', v_game));
    if v_posted is null then raise exception 'provider posting replayed' using errcode = 'P0004'; end if;
    v_after := v_cash + v_bonus - p_amount;
    v_reply := provider_record(p_provider, p_transaction_id, 'bet', v_session.player_id, p_session, p_round, v_game, p_amount,
      v_from_cash, v_from_bonus, null, p_hash, jsonb_build_object('status', 'OK', 'balance', v_after, 'transaction_id', ''));
    insert into game_rounds (provider_id, round_id, player_id, game_id, total_bet, balance_before, balance_after)
    values (p_provider, p_round, v_session.player_id, v_game, p_amount, v_cash + v_bonus, v_after)
    on conflict (provider_id, round_id) do update
      set total_bet = game_rounds.total_bet + excluded.total_bet, balance_after = excluded.balance_after
      where game_rounds.player_id = excluded.player_id;
    return v_reply;
  end if;

  if p_call = 'win' then
    if p_reference is not null then
      select kind, response ->> 'status' as status, player_id, is_rolled_back into v_bet
        from provider_transactions where provider_id = p_provider and transaction_id = p_reference;
      if not found or v_bet.kind <> 'bet' or v_bet.status is distinct from 'OK' or v_bet.player_id is distinct from v_session.player_id then
        return jsonb_build_object('status', 'ERROR', 'code', 'UNKNOWN_TRANSACTION');
      end if;
      if v_bet.is_rolled_back then
        return jsonb_build_object('status', 'ERROR', 'code', 'TRANSACTION_ROLLED_BACK');
      end if;
    else
      -- Without a bet reference, a win needs a round of this player with a bet that still stands.
      select player_id, total_bet into v_bet from game_rounds where provider_id = p_provider and round_id = p_round;
      if not found or v_bet.player_id is distinct from v_session.player_id or v_bet.total_bet <= 0 then
        return jsonb_build_object('status', 'ERROR', 'code', 'UNKNOWN_TRANSACTION');
      end if;
    end if;
    if p_amount > 0 then
      v_posted := ledger_post(
        v_session.site_id, 'provider:' || p_provider || ':' || p_transaction_id, 'win',
        array[null, v_session.player_id]::integer[], array['games', 'cash'], array[-p_amount, p_amount]::bigint[],
        v_session.player_id, null, null, jsonb_build_object('provider', p_provider, 'round_id', p_round, 'game_id', v_game));
      if v_posted is null then raise exception 'provider posting replayed' using errcode = 'P0004'; end if;
    end if;
    v_after := player_spendable(v_session.player_id);
    v_reply := provider_record(p_provider, p_transaction_id, 'win', v_session.player_id, p_session, p_round, v_game, p_amount,
      0, 0, p_reference, p_hash, jsonb_build_object('status', 'OK', 'balance', v_after, 'transaction_id', ''));
    insert into game_rounds (provider_id, round_id, player_id, game_id, total_win, balance_after, status, closed_at)
    values (p_provider, p_round, v_session.player_id, v_game, p_amount, v_after,
            case when p_round_closed then 'closed' else 'open' end, case when p_round_closed then now() end)
    on conflict (provider_id, round_id) do update
      set total_win = game_rounds.total_win + excluded.total_win, balance_after = excluded.balance_after,
          status = case when p_round_closed then 'closed' else game_rounds.status end,
          closed_at = case when p_round_closed then now() else game_rounds.closed_at end
      where game_rounds.player_id = excluded.player_id;
    return v_reply;
  end if;

  if p_call = 'rollback' then
    select id, kind, response ->> 'status' as status, player_id, round_id, game_id, amount, cash_amount, bonus_amount, is_rolled_back
      into v_bet
      from provider_transactions where provider_id = p_provider and transaction_id = p_reference for update;
    if found then
      v_ref_round := v_bet.round_id;
      v_ref_game := v_bet.game_id;
      v_ref_amount := v_bet.amount;
      if v_bet.kind <> 'bet' then
        return jsonb_build_object('status', 'ERROR', 'code', 'BAD_REQUEST');
      end if;
      if v_bet.player_id is distinct from v_session.player_id then
        return jsonb_build_object('status', 'ERROR', 'code', 'UNKNOWN_TRANSACTION');
      end if;
      if v_bet.status = 'OK' and not v_bet.is_rolled_back then
        v_posted := ledger_post(
          v_session.site_id, 'provider:' || p_provider || ':' || p_transaction_id, 'rollback',
          array[null, v_session.player_id, v_session.player_id]::integer[], array['games', 'cash', 'bonus'],
          array[-v_bet.amount, v_bet.cash_amount, v_bet.bonus_amount]::bigint[],
          v_session.player_id, null, null,
          jsonb_build_object('provider', p_provider, 'round_id', v_bet.round_id, 'reference_transaction_id', p_reference));
        if v_posted is null then raise exception 'provider posting replayed' using errcode = 'P0004'; end if;
        update provider_transactions set is_rolled_back = true where id = v_bet.id;
        update game_rounds
           set total_bet = total_bet - v_bet.amount,
               status = case when total_bet - v_bet.amount = 0 and total_win = 0 then 'cancelled' else status end
         where provider_id = p_provider and round_id = v_bet.round_id and player_id = v_bet.player_id;
      end if;
    end if;
    -- Unknown bet: nothing moves, and this row is the tombstone that refuses the bet if it arrives late.
    return provider_record(p_provider, p_transaction_id, 'rollback', v_session.player_id, p_session,
      v_ref_round, v_ref_game, v_ref_amount, 0, 0, p_reference, p_hash,
      jsonb_build_object('status', 'OK', 'balance', player_spendable(v_session.player_id), 'transaction_id', ''));
  end if;

  raise exception 'unknown provider call %', p_call using errcode = '22023';
end $$;
