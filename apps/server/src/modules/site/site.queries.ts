import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';

export type { SiteColors, SiteRow } from '../../plugins/site.queries.ts';

export interface BannerRow {
  id: number;
  title: string;
  link: string;
  image_desktop: string;
  image_mobile: string;
  device: string;
  position: string;
}

export function listBanners(
  db: Queryable,
  p: { siteId: number; page: string; device: string; position: string | undefined },
) {
  return db.query<BannerRow>(
    `select id, title, link, image_desktop, image_mobile, device, position
       from banners
      where site_id = $1 and page = $2 and device = $3 and ($4::text is null or position = $4)
        and is_active and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())
      order by sort, id`,
    [p.siteId, p.page, p.device, p.position ?? null],
  );
}

export interface CategoryRow {
  id: number;
  title: string;
  icon: string;
  description: string;
  link: string;
  image_url: string | null;
}

export function listHomeCategories(db: Queryable, siteId: number) {
  return db.query<CategoryRow>(
    `select id, title, icon, description, link, image_url
       from home_categories where site_id = $1 and is_active order by sort, id`,
    [siteId],
  );
}

export function findAnySite(q: Queryable) {
  return maybeOne<{ id: number }>(q, 'select id from sites limit 1');
}

export interface NewSite {
  name: string;
  title: string;
  domain: string;
  whatsapp: string;
  telegram: string;
  email: string;
  support_phone: string;
  colors: Record<string, string>;
  custom_css: string;
}

/** The default site (the first start creates it). */
export async function insertDefaultSite(q: Queryable, s: NewSite): Promise<number> {
  const row = await one<{ id: number }>(
    q,
    `insert into sites (name, title, domain, is_default, whatsapp, telegram, email, support_phone, colors, custom_css)
     values ($1, $2, $3, true, $4, $5, $6, $7, $8, $9) returning id`,
    [s.name, s.title, s.domain, s.whatsapp, s.telegram, s.email, s.support_phone, JSON.stringify(s.colors), s.custom_css],
  );
  return row.id;
}

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

export async function insertHomeCategory(
  q: Queryable,
  siteId: number,
  c: { title: string; icon: string; description: string; link: string; image_url: string | null; sort: number },
): Promise<void> {
  await q.query(
    `insert into home_categories (site_id, title, icon, description, link, image_url, sort)
       values ($1, $2, $3, $4, $5, $6, $7)`,
    [siteId, c.title, c.icon, c.description, c.link, c.image_url, c.sort],
  );
}

export interface SiteSettingsRow {
  id: number;
  name: string;
  domain: string;
  withdrawal_requires_kyc: boolean | null;
  four_eyes_threshold: bigint | null;
  cashback_percent: number;
}

const SETTINGS_COLUMNS = 'id, name, domain, withdrawal_requires_kyc, four_eyes_threshold, cashback_percent';

export function listSiteSettings(q: Queryable) {
  return q.query<SiteSettingsRow>(`select ${SETTINGS_COLUMNS} from sites order by id`);
}

export function lockSiteSettings(q: Queryable, id: number) {
  return maybeOne<SiteSettingsRow>(q, `select ${SETTINGS_COLUMNS} from sites where id = $1 for update`, [id]);
}

/** Sets the payout settings given (`undefined` keeps a value; null unsets the KYC rule or the threshold). */
export function updateSiteSettings(
  q: Queryable,
  id: number,
  s: { withdrawalRequiresKyc?: boolean | null; fourEyesThreshold?: bigint | null; cashbackPercent?: number },
) {
  return one<SiteSettingsRow>(
    q,
    `update sites set
        withdrawal_requires_kyc = case when $2 then $3::boolean else withdrawal_requires_kyc end,
        four_eyes_threshold = case when $4 then $5::int8 else four_eyes_threshold end,
        cashback_percent = coalesce($6::int, cashback_percent),
        updated_at = now()
      where id = $1 returning ${SETTINGS_COLUMNS}`,
    [
      id,
      s.withdrawalRequiresKyc !== undefined,
      s.withdrawalRequiresKyc ?? null,
      s.fourEyesThreshold !== undefined,
      s.fourEyesThreshold?.toString() ?? null,
      s.cashbackPercent ?? null,
    ],
  );
}
