import type { Queryable } from '../../db/client.ts';
import { maybeOne } from '../../db/client.ts';

export function listFooterPages(db: Queryable, siteId: number) {
  return db.query<{ slug: string; title: string }>(
    `select slug, title from cms_pages where site_id = $1 and is_published and show_in_footer order by sort, id`,
    [siteId],
  );
}

export interface PageRow {
  slug: string;
  title: string;
  content: string;
  meta_title: string;
  meta_description: string;
  updated_at: Date;
}

export function findPublishedPage(db: Queryable, siteId: number, slug: string) {
  return maybeOne<PageRow>(
    db,
    `select slug, title, content, meta_title, meta_description, updated_at
       from cms_pages where site_id = $1 and slug = $2 and is_published`,
    [siteId, slug],
  );
}

export async function insertPage(
  db: Queryable,
  siteId: number,
  p: { slug: string; title: string; content: string; meta_title: string; meta_description: string; show_in_footer: boolean; sort: number },
): Promise<void> {
  await db.query(
    `insert into cms_pages (site_id, slug, title, content, meta_title, meta_description, show_in_footer, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [siteId, p.slug, p.title, p.content, p.meta_title, p.meta_description, p.show_in_footer, p.sort],
  );
}
