-- Affiliate commission: plans, monthly statements and their lines, CPA qualifications (issue 29;
-- docs/decisions/0032). An affiliate is an approved affiliate application (its id, its btag).

-- A commission plan set by finance. The plan of a month M is the latest row with effective_from <= M;
-- a change applies from the next Istanbul month (the first plan from the current one), and setting
-- twice for the same month replaces that month's row.
create table affiliate_plans (
  id bigint generated always as identity primary key,
  affiliate_id integer not null references affiliate_applications (id),
  -- revenue share, basis points of NGR (0 to 10000)
  revenue_share_bps integer not null check (revenue_share_bps between 0 and 10000),
  -- CPA: kuruş per qualified player; a player qualifies with a first deposit and total wagering of at least these (kuruş)
  cpa_amount bigint not null check (cpa_amount >= 0),
  cpa_min_deposit bigint not null check (cpa_min_deposit >= 0),
  cpa_min_wagering bigint not null check (cpa_min_wagering >= 0),
  effective_from date not null check (extract(day from effective_from) = 1),
  set_by integer not null references staff (id),
  set_at timestamptz not null default now(),
  unique (affiliate_id, effective_from)
);

-- A month's statement, computed once at the month's close and locked: its figures never change
-- (trigger below); only the approvals and the payment are recorded on it. Money in kuruş.
create table affiliate_statements (
  id bigint generated always as identity primary key,
  affiliate_id integer not null references affiliate_applications (id),
  month date not null check (extract(day from month) = 1),
  plan_id bigint references affiliate_plans (id),
  -- the btag report's figures of the month (one source: the report summaries)
  registrations integer not null,
  first_deposits_count integer not null,
  first_deposits bigint not null,
  deposits bigint not null,
  bets bigint not null,
  wins bigint not null,
  bonus_cost bigint not null,
  ngr bigint not null check (ngr = bets - wins - bonus_cost),
  carried_in bigint not null check (carried_in <= 0),
  revenue_share_bps integer not null check (revenue_share_bps between 0 and 10000),
  revenue_share bigint not null check (revenue_share >= 0),
  cpa_count integer not null check (cpa_count >= 0),
  cpa bigint not null check (cpa >= 0),
  commission bigint not null check (commission = revenue_share + cpa),
  carried_out bigint not null check (carried_out <= 0),
  status text not null default 'locked' check (status in ('locked', 'approved', 'paid')),
  first_approved_by integer references staff (id),
  first_approved_at timestamptz,
  approved_by integer references staff (id),
  approved_at timestamptz,
  paid_by integer references staff (id),
  paid_at timestamptz,
  payment_reference text check (char_length(payment_reference) between 1 and 200),
  created_at timestamptz not null default now(),
  unique (affiliate_id, month),
  constraint affiliate_statements_approved check ((status = 'locked') = (approved_by is null)),
  constraint affiliate_statements_paid check ((status = 'paid') = (paid_at is not null) and (paid_at is null) = (payment_reference is null)),
  constraint affiliate_statements_four_eyes check (first_approved_by is null or approved_by is null or first_approved_by <> approved_by)
);
create index affiliate_statements_status on affiliate_statements (status, month);

-- A statement's lines: its revenue share, the carry-over, one line per CPA player.
create table affiliate_statement_lines (
  id bigint generated always as identity primary key,
  statement_id bigint not null references affiliate_statements (id),
  kind text not null check (kind in ('revenue_share', 'carry_over', 'cpa')),
  description text not null,
  amount bigint not null,
  player_id integer references players (id)
);
create index affiliate_statement_lines_statement on affiliate_statement_lines (statement_id, id);

-- A player qualifies for CPA once, ever (primary key), in the month it happened, at that month's plan's amount.
create table affiliate_cpa_qualifications (
  player_id integer primary key references players (id),
  affiliate_id integer not null references affiliate_applications (id),
  month date not null,
  statement_id bigint not null references affiliate_statements (id),
  amount bigint not null check (amount >= 0),
  first_deposit bigint not null,
  wagering bigint not null,
  created_at timestamptz not null default now()
);
create index affiliate_cpa_qualifications_affiliate on affiliate_cpa_qualifications (affiliate_id, month);

-- A locked statement's figures and lines never change and nothing is deleted: only its approvals and payment move.
create function affiliate_statement_locked() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'affiliate statements are never deleted';
  end if;
  if (new.affiliate_id, new.month, new.plan_id, new.registrations, new.first_deposits_count, new.first_deposits, new.deposits,
      new.bets, new.wins, new.bonus_cost, new.ngr, new.carried_in, new.revenue_share_bps, new.revenue_share, new.cpa_count,
      new.cpa, new.commission, new.carried_out, new.created_at)
     is distinct from
     (old.affiliate_id, old.month, old.plan_id, old.registrations, old.first_deposits_count, old.first_deposits, old.deposits,
      old.bets, old.wins, old.bonus_cost, old.ngr, old.carried_in, old.revenue_share_bps, old.revenue_share, old.cpa_count,
      old.cpa, old.commission, old.carried_out, old.created_at) then
    raise exception 'a locked affiliate statement is never recomputed';
  end if;
  return new;
end $$;
create trigger affiliate_statements_locked before update or delete on affiliate_statements
  for each row execute function affiliate_statement_locked();

create function affiliate_statement_lines_fixed() returns trigger language plpgsql as $$
begin
  raise exception 'affiliate statement lines and CPA qualifications never change';
end $$;
create trigger affiliate_statement_lines_fixed before update or delete on affiliate_statement_lines
  for each row execute function affiliate_statement_lines_fixed();
create trigger affiliate_cpa_qualifications_fixed before update or delete on affiliate_cpa_qualifications
  for each row execute function affiliate_statement_lines_fixed();
