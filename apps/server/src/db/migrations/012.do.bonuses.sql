-- Bonuses (docs/decisions/0012): the promotion's terms, the player's bonuses, the deposit bonus offer,
-- and what a wallet call records about the bonus that funded it. The rules are in
-- modules/bonus (grant, select, cancel, expiry, cashback) and in modules/provider/provider_calls.sql
-- (what a bet, a win and a rollback do to the active bonus).

-- A promotion's terms, as the engine applies them.
alter table promotions drop constraint promotions_bonus_type_check;
alter table promotions add constraint promotions_bonus_type_check check (bonus_type in ('deposit', 'cashback', 'free', 'free_spins'));
alter table promotions
  -- the largest stake while the bonus is wagered (kuruş; 0: no limit)
  add column max_bet bigint not null default 0 check (max_bet >= 0),
  -- the share of a bet that counts towards wagering, in percent, by game type
  add column contribution_slot integer not null default 100 check (contribution_slot between 0 and 100),
  add column contribution_table integer not null default 10 check (contribution_table between 0 and 100),
  -- a deposit bonus offered only on the player's first approved deposit
  add column first_deposit_only boolean not null default false,
  -- free spins: the rounds, their fixed stake (kuruş) and the in-house slot they are played on
  add column free_spins_count integer not null default 0 check (free_spins_count between 0 and 1000),
  add column free_spins_stake bigint not null default 0 check (free_spins_stake >= 0),
  add column free_spins_game integer references games (id),
  add constraint promotions_free_spins check (
    bonus_type <> 'free_spins' or (free_spins_count > 0 and free_spins_stake > 0 and free_spins_game is not null));

-- A player's bonus. Its money is the player's `bonus` account: one active bonus at a time (the
-- unique index), so the account's balance is the active bonus's balance, and it is 0 when none is
-- active (reconcile() checks both). A bonus row changes only while its player's accounts are locked
-- (the wallet calls lock them; the bonus service locks them first), so its state and the balance it
-- describes never disagree.
create table player_bonuses (
  id bigint generated always as identity primary key,
  site_id integer not null references sites (id),
  player_id integer not null references players (id),
  promotion_id integer references promotions (id),
  kind text not null check (kind in ('deposit', 'cashback', 'free', 'free_spins')),
  -- the terms as they were when the bonus was granted (a promotion edited later does not change them)
  name text not null,
  description text not null default '',
  status text not null default 'active' check (status in ('active', 'completed', 'cancelled', 'expired')),
  -- why it ended: converted (wagering met), spent (its balance reached 0), cancelled (by the player),
  -- withdrawal (forfeited for a withdrawal request), expired, excluded (responsible gaming)
  end_reason text check (end_reason in ('converted', 'spent', 'cancelled', 'withdrawal', 'expired', 'excluded')),
  -- kuruş granted so far (a free-spins bonus grows with each spin's win)
  amount bigint not null check (amount >= 0),
  rollover integer not null check (rollover between 0 and 100),
  wager_required bigint not null check (wager_required >= 0),
  wagered bigint not null default 0 check (wagered >= 0),
  max_bet bigint not null default 0 check (max_bet >= 0),
  contribution_slot integer not null check (contribution_slot between 0 and 100),
  contribution_table integer not null check (contribution_table between 0 and 100),
  free_spins_game integer references games (id),
  free_spins_left integer not null default 0 check (free_spins_left >= 0),
  free_spins_stake bigint not null default 0 check (free_spins_stake >= 0),
  -- what was converted to cash, or returned to the house, when it ended
  converted bigint not null default 0 check (converted >= 0),
  forfeited bigint not null default 0 check (forfeited >= 0),
  deposit_id bigint references deposits (id),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  ended_at timestamptz,
  check ((status = 'active') = (ended_at is null)),
  check ((status = 'active') = (end_reason is null))
);
create unique index player_bonuses_one_active on player_bonuses (player_id) where status = 'active';
create unique index player_bonuses_deposit on player_bonuses (deposit_id) where deposit_id is not null;
create index player_bonuses_player on player_bonuses (player_id, created_at desc);
create index player_bonuses_expiry on player_bonuses (expires_at) where status = 'active';

-- The deposit bonus offer: after approval the deposit waits for the player's choice, made once.
alter table deposits
  add column bonus_decision text check (bonus_decision in ('selected', 'rejected')),
  add column bonus_decided_at timestamptz;
create index deposits_bonus_offer on deposits (player_id, decided_at desc) where status = 'approved' and bonus_decision is null;

-- Loss cashback claims: the period a claim covered ends at the claim, and the next one starts there.
create table cashback_claims (
  id bigint generated always as identity primary key,
  site_id integer not null references sites (id),
  player_id integer not null references players (id),
  period_from timestamptz not null,
  period_to timestamptz not null,
  loss bigint not null check (loss > 0),
  percent integer not null,
  amount bigint not null check (amount > 0),
  bonus_id bigint not null references player_bonuses (id),
  created_at timestamptz not null default now(),
  unique (player_id, period_from)
);
create index cashback_claims_player on cashback_claims (player_id, created_at desc);

-- What a wallet call records about bonuses: the bonus that was active at the bet (its money may fund
-- the bet, and the bet counts towards its wagering), the amount the bet added to wagering, and
-- whether it was a free round (no money moves; the win is credited to the free-spins bonus).
alter table provider_transactions
  add column bonus_id bigint,
  add column wagered bigint not null default 0 check (wagered >= 0),
  add column free_round boolean not null default false;

-- A site's loss cashback: its percent is the site's (sites.cashback_percent); its wagering is here.
alter table sites add column cashback_rollover integer not null default 1 check (cashback_rollover between 0 and 100);

-- A round of the in-house game server played as a free round of a free-spins bonus (its bet is sent
-- with free_round, again if the round is resumed).
alter table house_rounds add column free_round boolean not null default false;
