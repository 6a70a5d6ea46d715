-- The ledger posting: the database function ledger_post, the one way a posting is written
-- (ledger.ts calls it; provider_calls.sql writes its batches' postings by the same rules).
--
-- This file is applied by the migrations as a repeatable step (db/migrate.ts): it is run again, under
-- the migrations' lock, whenever its content changes. Change the rules HERE, never in a migration;
-- the function keeps its name and arguments (CREATE OR REPLACE). Migration 006 holds its history.
--
-- The rules, in order:
--   1. Accounts: each entry names its account by (player_id, kind), or (null, house kind) for the
--      site's house accounts; a zero part (a bet paid wholly from cash has no bonus part) is left out.
--   2. An unknown account (P0003), a missing amount or an account named twice (P0003) refuses the
--      posting.
--   3. Idempotency: the key is unique; a replayed key inserts nothing and returns null (the caller
--      compares the replay with the first posting).
--   4. Locks: the player accounts are locked in id order, so two postings never wait on each other
--      in turn.
--   5. Balances: each player account's cached balance changes under its lock, and each entry records
--      the balance after it (house accounts keep no cached balance).
--   6. Entries: all of them go in ONE statement, which the balance trigger checks (they must sum to
--      zero); a CHECK refuses a negative player balance (23514, "insufficient funds" to the server).
-- Returns the new transaction's id, or null for a replayed key.
create or replace function ledger_post(
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
