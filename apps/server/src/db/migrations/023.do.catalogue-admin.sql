-- The back office's promotions editor (docs/decisions/0017): a promotion some player held a bonus
-- of is never deleted (player_bonuses.promotion_id names it); it is archived instead: inactive for
-- good, out of the editor's default list. A promotion never granted may be deleted.
alter table promotions add column archived_at timestamptz;
alter table promotions add constraint promotions_archived_inactive check (archived_at is null or not is_active);
-- The providers' grid shows when a provider's secret last changed.
alter table providers add column secret_rotated_at timestamptz;
