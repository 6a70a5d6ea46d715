import { categoryMessages, type CategoryForm, type StaffCategory } from '@app/shared/api/site.ts';
import { promotionMessages } from '@app/shared/api/bonus.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import * as q from './site.staff.queries.ts';

/** The home page's game categories of a site (docs/decisions/0017): every change audited in its transaction. */

async function checkSite(tx: Parameters<typeof q.siteExists>[0], siteId: number) {
  if (!(await q.siteExists(tx, siteId))) throw notFound(promotionMessages.siteNotFound);
}
function presentCategory(r: q.AdminCategoryRow): StaffCategory {
  return { ...r, image_url: r.image_url ?? '' };
}

const categoryValues = (f: CategoryForm): q.CategoryValues => ({
  title: f.title,
  icon: f.icon || '🎮',
  description: f.description,
  link: f.link,
  image_url: f.image_url || null,
  sort: f.sort,
  is_active: f.is_active,
});

/** The site's home-page game categories, every one (the player's homepage.php shows the active ones in this order). */
export async function listCategories(db: Db, siteId: number): Promise<StaffCategory[]> {
  await checkSite(db, siteId);
  return (await q.listCategories(db, siteId)).map(presentCategory);
}

export async function createCategory(db: Db, actor: Actor, siteId: number, form: CategoryForm): Promise<StaffCategory> {
  return inTransaction(db, async (tx) => {
    await checkSite(tx, siteId);
    const id = await q.insertCategory(tx, siteId, categoryValues(form));
    const after = presentCategory((await q.findCategory(tx, siteId, id))!);
    await audit(tx, actor, { action: 'category.create', entityType: 'home_category', entityId: id, after });
    return after;
  });
}

export async function updateCategory(db: Db, actor: Actor, siteId: number, id: number, form: CategoryForm): Promise<StaffCategory> {
  return inTransaction(db, async (tx) => {
    const before = await q.findCategory(tx, siteId, id, true);
    if (!before) throw notFound(categoryMessages.notFound);
    await q.updateCategory(tx, siteId, id, categoryValues(form));
    const after = presentCategory((await q.findCategory(tx, siteId, id))!);
    await audit(tx, actor, { action: 'category.update', entityType: 'home_category', entityId: id, before: presentCategory(before), after });
    return after;
  });
}

export async function deleteCategory(db: Db, actor: Actor, siteId: number, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await q.findCategory(tx, siteId, id, true);
    if (!before) throw notFound(categoryMessages.notFound);
    await q.deleteCategory(tx, siteId, id);
    await audit(tx, actor, { action: 'category.delete', entityType: 'home_category', entityId: id, before: presentCategory(before) });
  });
}
