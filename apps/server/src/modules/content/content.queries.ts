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
