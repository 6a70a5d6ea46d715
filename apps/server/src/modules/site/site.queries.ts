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
  licence_text?: string;
  licence_number?: string;
  allowed_countries?: string[];
}

/** The default site (the first start creates it). */
export async function insertDefaultSite(q: Queryable, s: NewSite): Promise<number> {
  const row = await one<{ id: number }>(
    q,
    `insert into sites (name, title, domain, is_default, whatsapp, telegram, email, support_phone, colors, custom_css,
                        licence_text, licence_number, allowed_countries)
     values ($1, $2, $3, true, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
    [s.name, s.title, s.domain, s.whatsapp, s.telegram, s.email, s.support_phone, JSON.stringify(s.colors), s.custom_css,
      s.licence_text ?? '', s.licence_number ?? '', s.allowed_countries ?? []],
  );
  return row.id;
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

/** A site as the back office edits it: the editor's fields, its domains (primary first) and its rules. */
export interface SiteAdminRow extends SiteEdit {
  id: number;
  domain: string;
  is_default: boolean;
  domains: string[];
  withdrawal_requires_kyc: boolean | null;
  kyc_before_play: boolean;
  four_eyes_threshold: bigint | null;
  adjustment_cap: bigint;
  min_age: number;
  allowed_countries: string[];
  cashback_percent: number;
  promo_max_amount: bigint;
  promo_max_percent: number;
  promo_max_bonus: bigint;
}

const ADMIN_COLUMNS = `s.id, s.name, s.title, s.domain, s.is_default, s.whatsapp, s.telegram, s.email, s.support_phone, s.logo_url,
  s.colors, s.custom_css, s.cashback_percent, s.licence_text, s.licence_number, s.withdrawal_requires_kyc, s.kyc_before_play,
  s.four_eyes_threshold, s.adjustment_cap, s.min_age, s.allowed_countries, s.promo_max_amount, s.promo_max_percent, s.promo_max_bonus,
  array(select d.domain from site_domains d where d.site_id = s.id order by d.domain <> s.domain, d.domain) as domains`;

export function listSitesForStaff(q: Queryable) {
  return q.query<SiteAdminRow>(`select ${ADMIN_COLUMNS} from sites s order by s.id`);
}

export function findSiteForStaff(q: Queryable, id: number) {
  return maybeOne<SiteAdminRow>(q, `select ${ADMIN_COLUMNS} from sites s where s.id = $1`, [id]);
}

/** Locks the site's row (an edit or a rule change), then reads it with its domains. */
export async function lockSite(q: Queryable, id: number) {
  const locked = await maybeOne<{ id: number }>(q, `select id from sites where id = $1 for update`, [id]);
  return locked ? findSiteForStaff(q, id) : undefined;
}

/** The domains of the list another site holds. */
export async function domainsOfOtherSites(q: Queryable, siteId: number | null, domains: string[]): Promise<string[]> {
  const rows = await q.query<{ domain: string }>(
    `select domain from site_domains where domain = any($1::text[]) and ($2::int is null or site_id <> $2) order by domain`,
    [domains, siteId],
  );
  return rows.map((r) => r.domain);
}

/** The site's domains become the list (the first is the primary, sites.domain). */
export async function replaceDomains(q: Queryable, siteId: number, domains: string[]): Promise<void> {
  await q.query(`delete from site_domains where site_id = $1 and domain <> all($2::text[])`, [siteId, domains]);
  await q.query(
    `insert into site_domains (domain, site_id) select d, $1 from unnest($2::text[]) d on conflict (domain) do nothing`,
    [siteId, domains],
  );
  await q.query(`update sites set domain = $2 where id = $1 and domain <> $2`, [siteId, domains[0]]);
}

export interface SiteEdit {
  name: string;
  title: string;
  whatsapp: string;
  telegram: string;
  email: string;
  support_phone: string;
  logo_url: string | null;
  colors: Record<string, string>;
  custom_css: string;
  licence_text: string;
  licence_number: string;
}

const EDIT_PARAMS = (e: SiteEdit) => [
  e.name,
  e.title,
  e.whatsapp,
  e.telegram,
  e.email,
  e.support_phone,
  e.logo_url,
  JSON.stringify(e.colors),
  e.custom_css,
  e.licence_text,
  e.licence_number,
];

/** The rules a new site starts with (the strictest of the installation's sites: site.service.ts `strictestRules`). */
export interface StartingRules {
  withdrawal_requires_kyc: boolean | null;
  kyc_before_play: boolean;
  min_age: number;
  allowed_countries: string[];
  four_eyes_threshold: bigint | null;
  adjustment_cap: bigint;
  cashback_percent: number;
  cashback_rollover: number;
  bonus_offer_hours: number;
  promo_max_amount: bigint;
  promo_max_percent: number;
  promo_max_bonus: bigint;
  /** the AML thresholds (the aml module's columns of the site, copied at creation only) */
  aml_threshold: bigint;
  aml_shared_accounts: number;
}

/** Every site's rules, each site's rows locked (share) so none changes while a new site copies them. */
export function siteRulesForCopy(q: Queryable) {
  return q.query<StartingRules>(
    `select withdrawal_requires_kyc, kyc_before_play, min_age, allowed_countries, four_eyes_threshold, adjustment_cap, cashback_percent,
            cashback_rollover, bonus_offer_hours, promo_max_amount, promo_max_percent, promo_max_bonus, aml_threshold,
            aml_shared_accounts
       from sites order by id for share`,
  );
}

/** A new (not default) site with its starting rules; its domain rows follow (replaceDomains). */
export async function insertSite(q: Queryable, domain: string, e: SiteEdit, r: StartingRules): Promise<number> {
  const row = await one<{ id: number }>(
    q,
    `insert into sites (name, title, whatsapp, telegram, email, support_phone, logo_url, colors, custom_css,
                        licence_text, licence_number, domain, withdrawal_requires_kyc, kyc_before_play, min_age, allowed_countries,
                        four_eyes_threshold, cashback_percent, cashback_rollover, bonus_offer_hours, promo_max_amount,
                        promo_max_percent, promo_max_bonus, aml_threshold, aml_shared_accounts, adjustment_cap)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26)
     returning id`,
    [
      ...EDIT_PARAMS(e), domain, r.withdrawal_requires_kyc, r.kyc_before_play, r.min_age, r.allowed_countries,
      r.four_eyes_threshold?.toString() ?? null, r.cashback_percent, r.cashback_rollover, r.bonus_offer_hours,
      r.promo_max_amount.toString(), r.promo_max_percent, r.promo_max_bonus.toString(), r.aml_threshold.toString(),
      r.aml_shared_accounts, r.adjustment_cap.toString(),
    ],
  );
  return row.id;
}

export async function updateSite(q: Queryable, id: number, e: SiteEdit): Promise<void> {
  await q.query(
    `update sites set name = $1, title = $2, whatsapp = $3, telegram = $4, email = $5, support_phone = $6, logo_url = $7,
        colors = $8, custom_css = $9, licence_text = $10, licence_number = $11, updated_at = now()
      where id = $12`,
    [...EDIT_PARAMS(e), id],
  );
}

/** Sets the rules given (`undefined` keeps a value; null unsets the withdrawal KYC rule or the threshold; the adjustment cap is never unset). */
export async function updateSiteRules(
  q: Queryable,
  id: number,
  r: {
    withdrawalRequiresKyc?: boolean | null;
    kycBeforePlay?: boolean;
    fourEyesThreshold?: bigint | null;
    adjustmentCap?: bigint;
    minAge?: number;
    allowedCountries?: string[];
    cashbackPercent?: number;
    promoMaxAmount?: bigint;
    promoMaxPercent?: number;
    promoMaxBonus?: bigint;
  },
): Promise<void> {
  await q.query(
    `update sites set
        withdrawal_requires_kyc = case when $2 then $3::boolean else withdrawal_requires_kyc end,
        four_eyes_threshold = case when $4 then $5::int8 else four_eyes_threshold end,
        kyc_before_play = coalesce($6::boolean, kyc_before_play),
        min_age = coalesce($7::int, min_age),
        allowed_countries = coalesce($8::text[], allowed_countries),
        cashback_percent = coalesce($9::int, cashback_percent),
        promo_max_amount = coalesce($10::int8, promo_max_amount),
        promo_max_percent = coalesce($11::int, promo_max_percent),
        promo_max_bonus = coalesce($12::int8, promo_max_bonus),
        adjustment_cap = coalesce($13::int8, adjustment_cap),
        updated_at = now()
      where id = $1`,
    [
      id,
      r.withdrawalRequiresKyc !== undefined,
      r.withdrawalRequiresKyc ?? null,
      r.fourEyesThreshold !== undefined,
      r.fourEyesThreshold?.toString() ?? null,
      r.kycBeforePlay ?? null,
      r.minAge ?? null,
      r.allowedCountries ?? null,
      r.cashbackPercent ?? null,
      r.promoMaxAmount?.toString() ?? null,
      r.promoMaxPercent ?? null,
      r.promoMaxBonus?.toString() ?? null,
      r.adjustmentCap?.toString() ?? null,
    ],
  );
}
