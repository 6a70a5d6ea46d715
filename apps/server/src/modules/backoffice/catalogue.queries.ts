import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';
import { orderBy, type SortDir } from '../../lib/grid.ts';

// ---------------------------------------------------------------- promotions (always by site)

/** What staff set on a promotion (the bonus engine's fields). */
export interface PromotionValues {
  name: string;
  description: string;
  banner: string;
  note: string;
  bonus_type: 'deposit' | 'cashback' | 'free' | 'free_spins';
  percent: number;
  fixed_amount: bigint;
  max_bonus: bigint;
  min_deposit: bigint;
  rollover: number;
  validity_days: number;
  max_bet: bigint;
  contribution_slot: number;
  contribution_table: number;
  first_deposit_only: boolean;
  free_spins_count: number;
  free_spins_stake: bigint;
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
  created_at: Date;
  updated_at: Date;
  total_count?: string;
}

const PROMOTION_COLUMNS = `p.id, p.site_id, p.name, p.description, p.banner, p.note, p.bonus_type, p.percent, p.fixed_amount,
  p.max_bonus, p.min_deposit, p.rollover, p.validity_days, p.max_bet, p.contribution_slot, p.contribution_table,
  p.first_deposit_only, p.free_spins_count, p.free_spins_stake, p.free_spins_game, p.sort, p.is_active, p.archived_at,
  (select count(*) from player_bonuses b where b.promotion_id = p.id) as bonuses, p.created_at, p.updated_at`;

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
  f: { state?: 'active' | 'inactive' | 'archived'; sort?: string; dir: SortDir; limit: number; offset: number },
) {
  const state =
    f.state === 'archived' ? 'p.archived_at is not null'
    : f.state === 'active' ? 'p.is_active'
    : f.state === 'inactive' ? 'not p.is_active and p.archived_at is null'
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

export async function insertPromotion(q: Queryable, siteId: number, v: PromotionValues): Promise<number> {
  const row = await one<{ id: number }>(
    q,
    `insert into promotions (name, description, banner, note, bonus_type, percent, fixed_amount, max_bonus, min_deposit, rollover,
                             validity_days, max_bet, contribution_slot, contribution_table, first_deposit_only, free_spins_count,
                             free_spins_stake, free_spins_game, sort, is_active, site_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21) returning id`,
    [...valueList(v), siteId],
  );
  return row.id;
}

export async function updatePromotion(q: Queryable, siteId: number, id: number, v: PromotionValues): Promise<void> {
  await q.query(
    `update promotions set name = $1, description = $2, banner = $3, note = $4, bonus_type = $5, percent = $6, fixed_amount = $7,
            max_bonus = $8, min_deposit = $9, rollover = $10, validity_days = $11, max_bet = $12, contribution_slot = $13,
            contribution_table = $14, first_deposit_only = $15, free_spins_count = $16, free_spins_stake = $17,
            free_spins_game = $18, sort = $19, is_active = $20, updated_at = now()
      where site_id = $21 and id = $22`,
    [...valueList(v), siteId, id],
  );
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

// ---------------------------------------------------------------- games (installation-wide)

export interface AdminGameRow {
  id: number;
  slug: string;
  name: string;
  provider_id: string;
  provider_name: string;
  type: 'slot' | 'table';
  is_featured: boolean;
  is_new: boolean;
  is_hot: boolean;
  is_active: boolean;
  sort: number;
  launch_count: string | number | bigint;
  total_count?: string;
}

export const GAME_SORT_SQL = {
  sort: 'g.sort',
  id: 'g.id',
  name: 'lower(g.name)',
  provider: 'lower(pr.name)',
  type: 'g.type',
  launch_count: 'g.launch_count',
  created_at: 'g.created_at',
} as const;

const GAME_COLUMNS = `g.id, g.slug, g.name, g.provider_id, pr.name as provider_name, g.type, g.is_featured, g.is_new, g.is_hot,
  g.is_active, g.sort, g.launch_count`;

export function listGames(
  q: Queryable,
  f: { q: string; provider?: string; type?: string; featured?: boolean; new?: boolean; hot?: boolean; active?: boolean; sort?: string; dir: SortDir; limit: number; offset: number },
) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.q) add(`(g.name ilike '%' || ? || '%')`, f.q.replace(/[\\%_]/g, (c) => `\\${c}`));
  if (f.provider) add('g.provider_id = ?', f.provider);
  if (f.type) add('g.type = ?', f.type);
  if (f.featured !== undefined) add('g.is_featured = ?', f.featured);
  if (f.new !== undefined) add('g.is_new = ?', f.new);
  if (f.hot !== undefined) add('g.is_hot = ?', f.hot);
  if (f.active !== undefined) add('g.is_active = ?', f.active);
  params.push(f.limit, f.offset);
  return q.query<AdminGameRow>(
    `select ${GAME_COLUMNS}, count(*) over () as total_count
       from games g join providers pr on pr.id = g.provider_id
      ${where.length ? `where ${where.join(' and ')}` : ''}
      ${orderBy(GAME_SORT_SQL, f.sort, f.dir, 'g.sort', 'g.id')}
      limit $${params.length - 1} offset $${params.length}`,
    params,
  );
}

export function findGame(q: Queryable, id: number, lock = false) {
  return maybeOne<AdminGameRow>(
    q,
    `select ${GAME_COLUMNS} from games g join providers pr on pr.id = g.provider_id where g.id = $1${lock ? ' for update of g' : ''}`,
    [id],
  );
}

export async function updateGame(
  q: Queryable,
  id: number,
  v: { is_featured?: boolean; is_new?: boolean; is_hot?: boolean; is_active?: boolean; sort?: number },
): Promise<void> {
  await q.query(
    `update games set is_featured = coalesce($2, is_featured), is_new = coalesce($3, is_new), is_hot = coalesce($4, is_hot),
            is_active = coalesce($5, is_active), sort = coalesce($6, sort)
      where id = $1`,
    [id, v.is_featured ?? null, v.is_new ?? null, v.is_hot ?? null, v.is_active ?? null, v.sort ?? null],
  );
}

// ---------------------------------------------------------------- providers (installation-wide)

export interface AdminProviderRow {
  id: string;
  name: string;
  is_enabled: boolean;
  signature_scheme: 'v1' | 'v2';
  games: string | number;
  created_at: Date;
}

const PROVIDER_COLUMNS = `p.id, p.name, p.is_enabled, p.signature_scheme, (select count(*) from games g where g.provider_id = p.id) as games, p.created_at`;

export function listProviders(q: Queryable) {
  return q.query<AdminProviderRow>(`select ${PROVIDER_COLUMNS} from providers p order by p.name, p.id`);
}

export function findProvider(q: Queryable, id: string, lock = false) {
  return maybeOne<AdminProviderRow>(q, `select ${PROVIDER_COLUMNS} from providers p where p.id = $1${lock ? ' for update of p' : ''}`, [id]);
}

/** A new provider; false when the id is taken. New providers sign v2 (docs/decisions/0011). */
export async function insertProvider(q: Queryable, p: { id: string; name: string; sealedSecret: string }): Promise<boolean> {
  const rows = await q.query(
    `insert into providers (id, name, secret, signature_scheme, secret_rotated_at) values ($1, $2, $3, 'v2', now())
     on conflict (id) do nothing returning id`,
    [p.id, p.name, p.sealedSecret],
  );
  return rows.length === 1;
}

export async function setProviderSecret(q: Queryable, id: string, sealedSecret: string): Promise<void> {
  await q.query(`update providers set secret = $2, secret_rotated_at = now() where id = $1`, [id, sealedSecret]);
}

export async function setProviderEnabled(q: Queryable, id: string, enabled: boolean): Promise<void> {
  await q.query(`update providers set is_enabled = $2 where id = $1`, [id, enabled]);
}

// ---------------------------------------------------------------- home categories (always by site)

export interface AdminCategoryRow {
  id: number;
  site_id: number;
  title: string;
  icon: string;
  description: string;
  link: string;
  image_url: string | null;
  sort: number;
  is_active: boolean;
}

const CATEGORY_COLUMNS = 'id, site_id, title, icon, description, link, image_url, sort, is_active';

export function listCategories(q: Queryable, siteId: number) {
  return q.query<AdminCategoryRow>(`select ${CATEGORY_COLUMNS} from home_categories where site_id = $1 order by sort, id`, [siteId]);
}

export function findCategory(q: Queryable, siteId: number, id: number, lock = false) {
  return maybeOne<AdminCategoryRow>(q, `select ${CATEGORY_COLUMNS} from home_categories where site_id = $1 and id = $2${lock ? ' for update' : ''}`, [siteId, id]);
}

export interface CategoryValues {
  title: string;
  icon: string;
  description: string;
  link: string;
  image_url: string | null;
  sort: number;
  is_active: boolean;
}

export async function insertCategory(q: Queryable, siteId: number, v: CategoryValues): Promise<number> {
  return (
    await one<{ id: number }>(
      q,
      `insert into home_categories (site_id, title, icon, description, link, image_url, sort, is_active)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [siteId, v.title, v.icon, v.description, v.link, v.image_url, v.sort, v.is_active],
    )
  ).id;
}

export async function updateCategory(q: Queryable, siteId: number, id: number, v: CategoryValues): Promise<void> {
  await q.query(
    `update home_categories set title = $3, icon = $4, description = $5, link = $6, image_url = $7, sort = $8, is_active = $9
      where site_id = $1 and id = $2`,
    [siteId, id, v.title, v.icon, v.description, v.link, v.image_url, v.sort, v.is_active],
  );
}

export async function deleteCategory(q: Queryable, siteId: number, id: number): Promise<void> {
  await q.query(`delete from home_categories where site_id = $1 and id = $2`, [siteId, id]);
}
