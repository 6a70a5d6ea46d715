import { contentMessages } from '@app/shared/api/content.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { sanitizeCmsHtml } from '../../lib/html.ts';
import * as q from './content.queries.ts';

/** The site's CMS pages: the footer's list, and one published page with its HTML made safe. */
const SLUG = /^[a-z0-9-]{1,100}$/;

export function footerPages(db: Db, siteId: number) {
  return q.listFooterPages(db, siteId);
}

export async function publishedPage(db: Db, siteId: number, slug: string | undefined) {
  if (!slug || !SLUG.test(slug)) throw badRequest(contentMessages.invalidSlug);
  const page = await q.findPublishedPage(db, siteId, slug);
  if (!page) throw new AppError(404, contentMessages.notFound);
  return {
    ...page,
    content: sanitizeCmsHtml(page.content),
    meta_title: page.meta_title || page.title,
    updated_at: page.updated_at.toISOString(),
  };
}

/** Adds a page to a site (the demo content at the first start). */
export function addPage(tx: Queryable, siteId: number, page: Parameters<typeof q.insertPage>[2]): Promise<void> {
  return q.insertPage(tx, siteId, page);
}

/** Adds a banner to a site (the demo content at the first start). */
export function addBanner(tx: Queryable, siteId: number, banner: Parameters<typeof q.insertBanner>[2]): Promise<void> {
  return q.insertBanner(tx, siteId, banner);
}

// The back office's side (issue 16): banners with their images, and CMS pages, of one site.
export {
  bannerImageForStaff,
  createBanner,
  deleteBanner,
  listBanners,
  publishedBannerImage,
  reorderBanners,
  setBannerActive,
  storeBannerImage,
  updateBanner,
} from './banners.ts';
export { createPage, deletePage, listPages, reorderPages, setPagePublished, updatePage } from './pages.ts';
