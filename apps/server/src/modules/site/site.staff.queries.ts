import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';

/** The staff's home-page categories' SQL (always by site): modules/site/site.staff.ts. */

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

export function siteExists(q: Queryable, siteId: number) {
  return maybeOne<{ id: number }>(q, `select id from sites where id = $1`, [siteId]);
}
