import type { z } from 'zod';
import {
  contentAdminMessages as m,
  type staffPageRequest,
  type staffPagesQuery,
  type staffPagesReorderRequest,
} from '@app/shared/api/content.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { badRequest, conflict, notFound, uniqueViolation } from '../../lib/errors.ts';
import { orderBy, page } from '../../lib/grid.ts';
import { sanitizeCmsHtml } from '../../lib/html.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import * as q from './content.queries.ts';

/**
 * CMS pages of one site in the back office (issue 16): the grid, create, edit, publish/unpublish,
 * delete and the footer's order. The HTML is sanitised on save with the one allow-list
 * (lib/html.ts) and again when a page is shown (content.service.ts, and DOMPurify on the web).
 */

export type PagesInput = z.output<typeof staffPagesQuery>;
export type PageInput = z.output<typeof staffPageRequest>;

function view({ total_count: _, ...r }: q.StaffPageRow) {
  return { ...r, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() };
}

export async function listPages(db: Db, input: PagesInput) {
  const rows = await q.listStaffPages(db, {
    siteId: input.site_id,
    text: input.q,
    published: input.status === undefined ? null : input.status === 'published',
    footer: input.footer === undefined ? null : input.footer === 'true',
    orderBy: orderBy(q.PAGE_SORT_SQL, input.sort, input.dir, 'p.sort', 'p.id'),
    limit: input.limit,
    offset: input.offset,
  });
  return page(rows, view);
}

const clean = (p: PageInput): q.PageFields => ({ ...p, content: sanitizeCmsHtml(p.content) });

async function mustFind(tx: Queryable, siteId: number, id: number) {
  const row = await q.findStaffPage(tx, siteId, id, true);
  if (!row) throw notFound(m.pageNotFound);
  return row;
}

/** A slug used twice on a site is a 409 (the table's unique index decides, also under a race). */
async function slugUnique<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (uniqueViolation(err) !== null) throw conflict(m.slugTaken);
    throw err;
  }
}

export function createPage(db: Db, actor: Actor, siteId: number, p: PageInput) {
  return slugUnique(() =>
    inTransaction(db, async (tx) => {
      const id = await q.insertStaffPage(tx, siteId, clean(p));
      const row = view((await q.findStaffPage(tx, siteId, id))!);
      await audit(tx, actor, { action: 'page.create', entityType: 'cms_page', entityId: id, after: row });
      return row;
    }),
  );
}

export function updatePage(db: Db, actor: Actor, siteId: number, id: number, p: PageInput) {
  return slugUnique(() =>
    inTransaction(db, async (tx) => {
      const before = view(await mustFind(tx, siteId, id));
      await q.updateStaffPage(tx, siteId, id, clean(p));
      const after = view((await q.findStaffPage(tx, siteId, id))!);
      await audit(tx, actor, { action: 'page.update', entityType: 'cms_page', entityId: id, before, after });
      return after;
    }),
  );
}

export function setPagePublished(db: Db, actor: Actor, siteId: number, id: number, published: boolean) {
  return inTransaction(db, async (tx) => {
    const before = await mustFind(tx, siteId, id);
    await q.setPagePublished(tx, siteId, id, published);
    await audit(tx, actor, { action: published ? 'page.publish' : 'page.unpublish', entityType: 'cms_page', entityId: id, before: { is_published: before.is_published }, after: { is_published: published } });
    return view((await q.findStaffPage(tx, siteId, id))!);
  });
}

export function deletePage(db: Db, actor: Actor, siteId: number, id: number) {
  return inTransaction(db, async (tx) => {
    const before = view(await mustFind(tx, siteId, id));
    await q.deleteStaffPage(tx, siteId, id);
    await audit(tx, actor, { action: 'page.delete', entityType: 'cms_page', entityId: id, before });
  });
}

/** The order of the site's pages (the footer's order): `ids` are the site's pages, each once, first to last. */
export function reorderPages(db: Db, actor: Actor, siteId: number, ids: z.output<typeof staffPagesReorderRequest>['ids']) {
  return inTransaction(db, async (tx) => {
    const current = await q.lockSitePageIds(tx, siteId);
    const known = new Set(current);
    if (new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) throw badRequest(m.pagesReorderInvalid);
    // The pages not listed keep their relative order after the listed ones.
    const order = [...ids, ...current.filter((id) => !ids.includes(id))];
    await q.setPageOrder(tx, siteId, order);
    await audit(tx, actor, { action: 'page.reorder', entityType: 'cms_pages', entityId: siteId, before: current, after: order });
    return order;
  });
}
