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

// ---- The back office: banners, their images and CMS pages of one site (issue 16) ----

export interface StaffBannerRow {
  id: number;
  site_id: number;
  title: string;
  link: string;
  page: 'home' | 'casino' | 'slot' | 'promotions';
  device: 'desktop' | 'mobile';
  position: 'desktop_left' | 'desktop_right' | 'main';
  image_desktop: string;
  image_mobile: string;
  sort: number;
  is_active: boolean;
  status: 'live' | 'scheduled' | 'expired' | 'disabled';
  starts_at: Date | null;
  ends_at: Date | null;
  created_at: Date;
  total_count?: string;
}

/** A banner's state now: disabled, not yet started, over, or live. */
const BANNER_STATUS_SQL = `case when not b.is_active then 'disabled'
  when b.starts_at is not null and b.starts_at > now() then 'scheduled'
  when b.ends_at is not null and b.ends_at <= now() then 'expired'
  else 'live' end`;
const BANNER_COLUMNS = `b.id, b.site_id, b.title, b.link, b.page, b.device, b.position, b.image_desktop, b.image_mobile, b.sort,
  b.is_active, ${BANNER_STATUS_SQL} as status, b.starts_at, b.ends_at, b.created_at`;

export const BANNER_SORT_SQL = {
  sort: 'b.sort',
  id: 'b.id',
  title: 'b.title',
  page: 'b.page',
  device: 'b.device',
  position: 'b.position',
  starts_at: 'b.starts_at',
  ends_at: 'b.ends_at',
  created_at: 'b.created_at',
} as const;

export function listStaffBanners(
  db: Queryable,
  f: { siteId: number; text: string; page: string | null; device: string | null; position: string | null; status: string | null; orderBy: string; limit: number; offset: number },
) {
  return db.query<StaffBannerRow>(
    `select ${BANNER_COLUMNS}, count(*) over () as total_count
       from banners b
      where b.site_id = $1
        and ($2 = '' or b.title ilike '%' || replace(replace(replace($2, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
        and ($3::text is null or b.page = $3) and ($4::text is null or b.device = $4) and ($5::text is null or b.position = $5)
        and ($6::text is null or ${BANNER_STATUS_SQL} = $6)
      ${f.orderBy} limit $7 offset $8`,
    [f.siteId, f.text, f.page, f.device, f.position, f.status, f.limit, f.offset],
  );
}

export function findStaffBanner(db: Queryable, siteId: number, id: number, lock = false) {
  return maybeOne<StaffBannerRow>(db, `select ${BANNER_COLUMNS} from banners b where b.site_id = $1 and b.id = $2${lock ? ' for update' : ''}`, [siteId, id]);
}

export interface BannerFields {
  title: string;
  link: string;
  page: string;
  device: string;
  position: string;
  image_desktop: string;
  image_mobile: string;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
}

/** A site's banner as the demo content adds it at the first start (bootstrap/seed.ts). */
export async function insertBanner(
  q: Queryable,
  siteId: number,
  b: { page: string; device: string; position: string; title: string; link: string; image_desktop: string; image_mobile: string; sort: number },
): Promise<void> {
  await q.query(
    `insert into banners (site_id, page, device, position, title, link, image_desktop, image_mobile, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [siteId, b.page, b.device, b.position, b.title, b.link, b.image_desktop, b.image_mobile, b.sort],
  );
}

/** A new banner goes last in its page/device/position. */
export async function insertStaffBanner(db: Queryable, siteId: number, b: BannerFields): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `insert into banners (site_id, title, link, page, device, position, image_desktop, image_mobile, is_active, starts_at, ends_at, sort)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
             (select coalesce(max(sort), -1) + 1 from banners where site_id = $1 and page = $4 and device = $5 and position = $6))
     returning id`,
    [siteId, b.title, b.link, b.page, b.device, b.position, b.image_desktop, b.image_mobile, b.is_active, b.starts_at, b.ends_at],
  );
  return rows[0]!.id;
}

export async function updateStaffBanner(db: Queryable, siteId: number, id: number, b: BannerFields): Promise<void> {
  await db.query(
    `update banners set title = $3, link = $4, page = $5, device = $6, position = $7, image_desktop = $8, image_mobile = $9,
            is_active = $10, starts_at = $11, ends_at = $12, updated_at = now()
      where site_id = $1 and id = $2`,
    [siteId, id, b.title, b.link, b.page, b.device, b.position, b.image_desktop, b.image_mobile, b.is_active, b.starts_at, b.ends_at],
  );
}

export async function setBannerActive(db: Queryable, siteId: number, id: number, active: boolean): Promise<void> {
  await db.query(`update banners set is_active = $3, updated_at = now() where site_id = $1 and id = $2`, [siteId, id, active]);
}

export async function deleteStaffBanner(db: Queryable, siteId: number, id: number): Promise<void> {
  await db.query(`delete from banners where site_id = $1 and id = $2`, [siteId, id]);
}

/** The ids of one page/device/position's banners, in their order, locked for a reorder. */
export async function lockBannerGroup(db: Queryable, siteId: number, g: { page: string; device: string; position: string }): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select id from banners where site_id = $1 and page = $2 and device = $3 and position = $4 order by sort, id for update`,
    [siteId, g.page, g.device, g.position],
  );
  return rows.map((r) => r.id);
}

/** Sets `sort` to each id's index in `ids` (rows of the site only). */
export async function setBannerOrder(db: Queryable, siteId: number, ids: number[]): Promise<void> {
  await db.query(
    `update banners b set sort = o.ord - 1, updated_at = now()
       from unnest($2::int[]) with ordinality as o(id, ord)
      where b.site_id = $1 and b.id = o.id`,
    [siteId, ids],
  );
}

export async function insertBannerImage(
  db: Queryable,
  img: { siteId: number; name: string; contentType: string; size: number; staffId: number | null },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `insert into banner_images (site_id, name, content_type, size, uploaded_by) values ($1, $2, $3, $4, $5) returning id`,
    [img.siteId, img.name, img.contentType, img.size, img.staffId],
  );
  return rows[0]!.id;
}

export function findBannerImage(db: Queryable, siteId: number, name: string) {
  return maybeOne<{ name: string; content_type: string; size: number }>(
    db,
    `select name, content_type, size from banner_images where site_id = $1 and name = $2`,
    [siteId, name],
  );
}

/** An uploaded image of the site that a published banner (active, inside its schedule) shows. */
export function findPublishedBannerImage(db: Queryable, siteId: number, name: string) {
  return maybeOne<{ name: string; content_type: string }>(
    db,
    `select i.name, i.content_type from banner_images i
      where i.site_id = $1 and i.name = $2
        and exists (select 1 from banners b
                     where b.site_id = i.site_id and b.is_active
                       and (b.starts_at is null or b.starts_at <= now()) and (b.ends_at is null or b.ends_at > now())
                       and (b.image_desktop = '/media/uploads/banners/' || i.name or b.image_mobile = '/media/uploads/banners/' || i.name))`,
    [siteId, name],
  );
}

export interface StaffPageRow {
  id: number;
  site_id: number;
  slug: string;
  title: string;
  content: string;
  meta_title: string;
  meta_description: string;
  show_in_footer: boolean;
  is_published: boolean;
  sort: number;
  created_at: Date;
  updated_at: Date;
  total_count?: string;
}

const PAGE_COLUMNS = `p.id, p.site_id, p.slug, p.title, p.content, p.meta_title, p.meta_description, p.show_in_footer, p.is_published, p.sort, p.created_at, p.updated_at`;

export const PAGE_SORT_SQL = {
  sort: 'p.sort',
  id: 'p.id',
  title: 'p.title',
  slug: 'p.slug',
  updated_at: 'p.updated_at',
  created_at: 'p.created_at',
} as const;

export function listStaffPages(
  db: Queryable,
  f: { siteId: number; text: string; published: boolean | null; footer: boolean | null; orderBy: string; limit: number; offset: number },
) {
  return db.query<StaffPageRow>(
    `select ${PAGE_COLUMNS}, count(*) over () as total_count
       from cms_pages p
      where p.site_id = $1
        and ($2 = '' or p.title ilike '%' || replace(replace(replace($2, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
             or p.slug ilike '%' || replace(replace(replace($2, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
        and ($3::boolean is null or p.is_published = $3) and ($4::boolean is null or p.show_in_footer = $4)
      ${f.orderBy} limit $5 offset $6`,
    [f.siteId, f.text, f.published, f.footer, f.limit, f.offset],
  );
}

export function findStaffPage(db: Queryable, siteId: number, id: number, lock = false) {
  return maybeOne<StaffPageRow>(db, `select ${PAGE_COLUMNS} from cms_pages p where p.site_id = $1 and p.id = $2${lock ? ' for update' : ''}`, [siteId, id]);
}

export interface PageFields {
  slug: string;
  title: string;
  content: string;
  meta_title: string;
  meta_description: string;
  show_in_footer: boolean;
  is_published: boolean;
  sort: number;
}

export async function insertStaffPage(db: Queryable, siteId: number, p: PageFields): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `insert into cms_pages (site_id, slug, title, content, meta_title, meta_description, show_in_footer, is_published, sort)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [siteId, p.slug, p.title, p.content, p.meta_title, p.meta_description, p.show_in_footer, p.is_published, p.sort],
  );
  return rows[0]!.id;
}

export async function updateStaffPage(db: Queryable, siteId: number, id: number, p: PageFields): Promise<void> {
  await db.query(
    `update cms_pages set slug = $3, title = $4, content = $5, meta_title = $6, meta_description = $7, show_in_footer = $8,
            is_published = $9, sort = $10, updated_at = now()
      where site_id = $1 and id = $2`,
    [siteId, id, p.slug, p.title, p.content, p.meta_title, p.meta_description, p.show_in_footer, p.is_published, p.sort],
  );
}

export async function setPagePublished(db: Queryable, siteId: number, id: number, published: boolean): Promise<void> {
  await db.query(`update cms_pages set is_published = $3, updated_at = now() where site_id = $1 and id = $2`, [siteId, id, published]);
}

export async function deleteStaffPage(db: Queryable, siteId: number, id: number): Promise<void> {
  await db.query(`delete from cms_pages where site_id = $1 and id = $2`, [siteId, id]);
}

export async function lockSitePageIds(db: Queryable, siteId: number): Promise<number[]> {
  return (await db.query<{ id: number }>(`select id from cms_pages where site_id = $1 order by sort, id for update`, [siteId])).map((r) => r.id);
}

export async function setPageOrder(db: Queryable, siteId: number, ids: number[]): Promise<void> {
  await db.query(
    `update cms_pages p set sort = o.ord - 1, updated_at = now()
       from unnest($2::int[]) with ordinality as o(id, ord)
      where p.site_id = $1 and p.id = o.id`,
    [siteId, ids],
  );
}
