-- Money controls, the player's side (issue 26; docs/decisions/0021).
-- A deposit's bonus offer lapses: the site sets for how many hours after the deposit's approval the
-- bonus can be chosen (it also ends at the player's first bet, withdrawal request or newer deposit
-- since that approval: modules/bonus/offers.ts). A lapsed offer is recorded as the decision 'expired'.
alter table sites add column bonus_offer_hours integer not null default 24 check (bonus_offer_hours between 1 and 168);
alter table deposits drop constraint deposits_bonus_decision_check;
alter table deposits add constraint deposits_bonus_decision_check check (bonus_decision in ('selected', 'rejected', 'expired'));
-- A self-exclusion holds on every site of the installation, by TC Kimlik No: the lookups by number
-- alone (registration, login, the wallet's check of a player's sister accounts).
create index players_tc_any_site on players (tc);
-- Accounts on other sites of players already self-excluded: the wallet looks their exclusion up from now on.
update players set rg_checks = true
 where not rg_checks
   and tc in (select p.tc from players p join rg_exclusions e on e.player_id = p.id where e.kind = 'self_exclusion');
