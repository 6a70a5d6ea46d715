-- Zeplin (issue 28): when a cash-out was decided, by the database clock: the moment crash_cashout
-- read the clock under the bet's lock (a hand cash-out), or the leader's step that cashed the bet out
-- at its target (an automatic one). A dispute ("I clicked at 2.00x") is answered from it, and
-- bench:crash measures a click's decision against the moment it was sent. Bets decided before this
-- column existed keep it empty.
alter table crash_bets add column decided_at timestamptz;
alter table crash_bets add constraint crash_bets_decided_with_cashout check (decided_at is null or cashed_out_at is not null);
