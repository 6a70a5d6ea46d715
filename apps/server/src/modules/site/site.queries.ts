import type { Queryable } from '../../db/client.ts';
import { maybeOne } from '../../db/client.ts';

export interface SiteColors {
  primary: string;
  secondary: string;
  accent: string;
  headerGradient: string;
  buttonHover: string;
}

export interface SiteRow {
  id: number;
  name: string;
  title: string;
  domain: string;
  is_default: boolean;
  whatsapp: string;
  telegram: string;
  email: string;
  support_phone: string;
  colors: Partial<SiteColors>;
  custom_css: string;
  cashback_percent: number;
}

const SITE_COLUMNS = `id, name, title, domain, is_default, whatsapp, telegram, email, support_phone, colors, custom_css, cashback_percent`;

export function siteByDomain(db: Queryable, domain: string) {
  return maybeOne<SiteRow>(db, `select ${SITE_COLUMNS} from sites where domain = $1`, [domain]);
}

export function defaultSite(db: Queryable) {
  return maybeOne<SiteRow>(db, `select ${SITE_COLUMNS} from sites where is_default`);
}

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

export interface PromotionRow {
  id: number;
  name: string;
  description: string;
  banner: string;
  bonus_type: 'deposit' | 'cashback' | 'free';
  percent: number;
  fixed_amount: bigint;
  max_bonus: bigint;
  min_deposit: bigint;
  rollover: number;
  validity_days: number;
  note: string;
}

export function listActivePromotions(db: Queryable, siteId: number) {
  return db.query<PromotionRow>(
    `select id, name, description, banner, bonus_type, percent, fixed_amount, max_bonus, min_deposit,
            rollover, validity_days, note
       from promotions where site_id = $1 and is_active order by sort, id`,
    [siteId],
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
