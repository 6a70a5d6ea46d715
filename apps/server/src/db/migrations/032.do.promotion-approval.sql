-- Promotion money terms belong to the money roles (issue 26 point 2; docs/decisions/0024).
--
-- Site rules (risk and admin) cap what a promotion may give: the fixed amount (a free bonus, a fixed
-- deposit bonus, the value of free spins: count x stake), the percent of a deposit bonus and its max
-- bonus. Amounts in kuruş; the defaults are the demo site's largest terms (5.000 TL, 100 %).
alter table sites add column promo_max_amount bigint not null default 500000 check (promo_max_amount between 0 and 1000000000);
alter table sites add column promo_max_percent integer not null default 100 check (promo_max_percent between 0 and 1000);
alter table sites add column promo_max_bonus bigint not null default 500000 check (promo_max_bonus between 0 and 1000000000);

-- The loss cashback's percent is a site rule now, bounded to 0-25 %.
update sites set cashback_percent = 25 where cashback_percent > 25;
alter table sites drop constraint sites_cashback_percent_check;
alter table sites add constraint sites_cashback_percent_check check (cashback_percent between 0 and 25);

-- A promotion is a draft until a finance, risk or admin user other than its author and other than the
-- last editor of its money terms approves it (modules/bonus/bonus.staff.ts). created_by, terms_by and
-- approved_by null: the system (the demo seed, this migration). terms_version counts the changes of
-- the money terms, so an approval names the terms it saw.
alter table promotions add column created_by integer references staff (id);
alter table promotions add column terms_by integer references staff (id);
alter table promotions add column terms_version integer not null default 1 check (terms_version >= 1);
alter table promotions add column approved_by integer references staff (id);
alter table promotions add column approved_at timestamptz;
alter table promotions add constraint promotions_approval check (
  (approved_by is null or approved_at is not null)
  and (approved_by is null or (approved_by is distinct from created_by and approved_by is distinct from terms_by))
);

-- Promotions live before this change stay live (approved by the system, this migration) when their
-- terms keep the floors (rollover at least 1, a max bet for deposit and free bonuses) and their site's
-- caps; any other becomes a draft, not shown to players, until a money role approves it.
update promotions p set approved_at = now()
  from sites s
 where s.id = p.site_id
   and p.rollover >= 1
   and (p.bonus_type not in ('deposit', 'free') or p.max_bet > 0)
   and p.fixed_amount <= s.promo_max_amount
   and p.percent <= s.promo_max_percent
   and (p.bonus_type <> 'deposit' or p.percent = 0 or (p.max_bonus > 0 and p.max_bonus <= s.promo_max_bonus))
   and p.free_spins_count * p.free_spins_stake <= s.promo_max_amount;
