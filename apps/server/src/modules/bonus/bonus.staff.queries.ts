import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';
import { orderBy, type SortDir } from '../../lib/grid.ts';
import type { PromotionTerms } from './bonus.queries.ts';

/** The staff's promotions editor's SQL (the bonus engine's `promotions`, always by site): modules/bonus/bonus.staff.ts. */
// ---------------------------------------------------------------- promotions (always by site)

/** What staff set on a promotion (the bonus engine's fields). */
export interface PromotionValues extends PromotionTerms {
  free_spins_game: number | null;
  sort: number;
  is_active: boolean;
}

/** A promotion as the back office lists it: its values, and what the database keeps of it. */
export interface AdminPromotionRow extends PromotionValues {
  id: number;
  site_id: number;
  archived_at: Date | null;
  bonuses: string | number;
  created_by: number | null;
  terms_by: number | null;
  terms_by_name: string | null;
  terms_version: number;
  approved_by: number | null;
  approved_by_name: string | null;
  approved_at: Date | null;
  created_at: Date;
  updated_at: Date;
  total_count?: string;
}

const PROMOTION_COLUMNS = `p.id, p.site_id, p.name, p.description, p.banner, p.note, p.bonus_type, p.percent, p.fixed_amount,
  p.max_bonus, p.min_deposit, p.rollover, p.validity_days, p.max_bet, p.contribution_slot, p.contribution_table,
  p.first_deposit_only, p.free_spins_count, p.free_spins_stake, p.free_spins_game, p.sort, p.is_active, p.archived_at,
  (select count(*) from player_bonuses b where b.promotion_id = p.id) as bonuses, p.created_at, p.updated_at,
  p.created_by, p.terms_by, (select s.username from staff s where s.id = p.terms_by) as terms_by_name, p.terms_version,
  p.approved_by, (select s.username from staff s where s.id = p.approved_by) as approved_by_name, p.approved_at`;

export const PROMOTION_SORT_SQL = {
  sort: 'p.sort',
  id: 'p.id',
  name: 'lower(p.name)',
  bonus_type: 'p.bonus_type',
  created_at: 'p.created_at',
  bonuses: '(select count(*) from player_bonuses b where b.promotion_id = p.id)',
} as const;

export function listPromotions(
  q: Queryable,
  siteId: number,
  f: { state?: 'active' | 'inactive' | 'archived' | 'draft'; sort?: string; dir: SortDir; limit: number; offset: number },
) {
  const state =
    f.state === 'archived' ? 'p.archived_at is not null'
    : f.state === 'active' ? 'p.is_active'
    : f.state === 'inactive' ? 'not p.is_active and p.archived_at is null'
    : f.state === 'draft' ? 'p.approved_at is null and p.archived_at is null'
    : 'p.archived_at is null';
  return q.query<AdminPromotionRow>(
    `select ${PROMOTION_COLUMNS}, count(*) over () as total_count
       from promotions p
      where p.site_id = $1 and ${state}
      ${orderBy(PROMOTION_SORT_SQL, f.sort, f.dir, 'p.sort', 'p.id')}
      limit $2 offset $3`,
    [siteId, f.limit, f.offset],
  );
}

export function findPromotion(q: Queryable, siteId: number, id: number, lock = false) {
  return maybeOne<AdminPromotionRow>(
    q,
    `select ${PROMOTION_COLUMNS} from promotions p where p.site_id = $1 and p.id = $2${lock ? ' for update of p' : ''}`,
    [siteId, id],
  );
}


const valueList = (v: PromotionValues) => [
  v.name, v.description, v.banner, v.note, v.bonus_type, v.percent, v.fixed_amount, v.max_bonus, v.min_deposit, v.rollover,
  v.validity_days, v.max_bet, v.contribution_slot, v.contribution_table, v.first_deposit_only, v.free_spins_count,
  v.free_spins_stake, v.free_spins_game, v.sort, v.is_active,
];

/** A new promotion: a draft (no approval), its author the author of its money terms. */
export async function insertPromotion(q: Queryable, siteId: number, v: PromotionValues, staffId: number | null): Promise<number> {
  const row = await one<{ id: number }>(
    q,
    `insert into promotions (name, description, banner, note, bonus_type, percent, fixed_amount, max_bonus, min_deposit, rollover,
                             validity_days, max_bet, contribution_slot, contribution_table, first_deposit_only, free_spins_count,
                             free_spins_stake, free_spins_game, sort, is_active, site_id, created_by, terms_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $22) returning id`,
    [...valueList(v), siteId, staffId],
  );
  return row.id;
}

/**
 * Stores the values. `termsBy` set (the money terms changed): they are its money terms' new author,
 * the approval is dropped and the terms' version counts one more; null keeps the approval (texts only).
 */
export async function updatePromotion(q: Queryable, siteId: number, id: number, v: PromotionValues, termsBy: number | null | undefined): Promise<void> {
  await q.query(
    `update promotions set name = $1, description = $2, banner = $3, note = $4, bonus_type = $5, percent = $6, fixed_amount = $7,
            max_bonus = $8, min_deposit = $9, rollover = $10, validity_days = $11, max_bet = $12, contribution_slot = $13,
            contribution_table = $14, first_deposit_only = $15, free_spins_count = $16, free_spins_stake = $17,
            free_spins_game = $18, sort = $19, is_active = $20, updated_at = now(),
            terms_by = case when $23 then $24::int else terms_by end,
            terms_version = terms_version + case when $23 then 1 else 0 end,
            approved_by = case when $23 then null else approved_by end,
            approved_at = case when $23 then null else approved_at end
      where site_id = $21 and id = $22`,
    [...valueList(v), siteId, id, termsBy !== undefined, termsBy ?? null],
  );
}

/** Approves the promotion's current money terms (the service has checked who and which version). */
export async function approvePromotion(q: Queryable, siteId: number, id: number, staffId: number | null): Promise<void> {
  await q.query(`update promotions set approved_by = $3, approved_at = now(), updated_at = now() where site_id = $1 and id = $2`, [siteId, id, staffId]);
}

/** The drafts of every site (not archived), oldest first: what awaits a money role's approval. */
export function listDrafts(q: Queryable, f: { limit: number; offset: number }) {
  return q.query<AdminPromotionRow & { site_name: string }>(
    `select ${PROMOTION_COLUMNS}, (select s.name from sites s where s.id = p.site_id) as site_name, count(*) over () as total_count
       from promotions p
      where p.approved_at is null and p.archived_at is null
      order by p.updated_at, p.id
      limit $1 offset $2`,
    [f.limit, f.offset],
  );
}

/** The site's caps of a promotion's money terms (site rules, risk: migration 032), kuruş and percent. */
export interface PromotionCaps {
  promo_max_amount: bigint;
  promo_max_percent: number;
  promo_max_bonus: bigint;
}

export function siteCaps(q: Queryable, siteId: number) {
  return maybeOne<PromotionCaps>(q, `select promo_max_amount, promo_max_percent, promo_max_bonus from sites where id = $1`, [siteId]);
}

export async function setPromotionActive(q: Queryable, siteId: number, id: number, active: boolean): Promise<void> {
  await q.query(`update promotions set is_active = $3, updated_at = now() where site_id = $1 and id = $2`, [siteId, id, active]);
}

export async function archivePromotion(q: Queryable, siteId: number, id: number): Promise<void> {
  await q.query(`update promotions set is_active = false, archived_at = now(), updated_at = now() where site_id = $1 and id = $2`, [siteId, id]);
}

export async function deletePromotion(q: Queryable, siteId: number, id: number): Promise<void> {
  await q.query(`delete from promotions where site_id = $1 and id = $2`, [siteId, id]);
}

/** The site's promotions not archived, locked, in their order: what an order request must name. */
export function lockOrderablePromotions(q: Queryable, siteId: number) {
  return q.query<{ id: number; sort: number }>(
    `select id, sort from promotions where site_id = $1 and archived_at is null order by sort, id for update`,
    [siteId],
  );
}

export async function setPromotionSorts(q: Queryable, siteId: number, ids: number[]): Promise<void> {
  await q.query(
    `update promotions p set sort = o.ord * 10, updated_at = now()
       from unnest($2::int[]) with ordinality as o(id, ord)
      where p.site_id = $1 and p.id = o.id`,
    [siteId, ids],
  );
}

/** Whether a game can carry free spins: an active in-house slot (the game server plays free rounds). */
export async function isFreeSpinsGame(q: Queryable, gameId: number): Promise<boolean> {
  return (await maybeOne(q, `select 1 from games where id = $1 and provider_id = 'house' and type = 'slot' and is_active`, [gameId])) !== undefined;
}

export function siteExists(q: Queryable, siteId: number) {
  return maybeOne<{ id: number }>(q, `select id from sites where id = $1`, [siteId]);
}
