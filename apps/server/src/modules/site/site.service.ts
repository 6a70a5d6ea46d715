import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import type { banner, siteInfoReply, homeCategory } from '@app/shared/api/site.ts';
import { kurusToLira } from '@app/shared/money.ts';
import { siteSettingsMessages, type staffSiteSettingsRequest } from '@app/shared/api/staff.ts';
import { inTransaction } from '../../db/transactions.ts';
import { notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import { openHouseAccounts } from '../wallet/ledger.ts';
import * as q from './site.queries.ts';

export const DEFAULT_COLORS: q.SiteColors = {
  primary: '#7e22ce',
  secondary: '#0b0b12',
  accent: '#c4b5fd',
  headerGradient: 'linear-gradient(90deg, #3b0764 0%, #0b0b12 100%)',
  buttonHover: '#9333ea',
};

export function siteColors(site: q.SiteRow): q.SiteColors {
  return { ...DEFAULT_COLORS, ...site.colors };
}

export function logoPath(siteId: number, variant: 'logo' | 'logo-mobile' = 'logo'): string {
  return `/media/sites/${siteId}/${variant}.svg`;
}

export function describeSite(site: q.SiteRow): z.infer<typeof siteInfoReply> {
  return {
    success: true,
    id: site.id,
    name: site.name,
    title: site.title,
    logo: logoPath(site.id),
    logos: { main: logoPath(site.id), mobile: logoPath(site.id, 'logo-mobile') },
    whatsapp: site.whatsapp,
    telegram: site.telegram,
    email: site.email,
    support_phone: site.support_phone,
    colors: siteColors(site),
    domain: site.domain,
  };
}

const CSS_VALUE = /^[#a-zA-Z0-9(),.%\s-]{1,200}$/;

/** Theme variables first, then the site's own CSS. Colour values are checked so they cannot break out. */
export function siteCss(site: q.SiteRow): string {
  const c = siteColors(site);
  const safe = (v: string, fallback: string) => (CSS_VALUE.test(v) ? v : fallback);
  const vars = [
    `--color-primary: ${safe(c.primary, DEFAULT_COLORS.primary)};`,
    `--color-secondary: ${safe(c.secondary, DEFAULT_COLORS.secondary)};`,
    `--color-accent: ${safe(c.accent, DEFAULT_COLORS.accent)};`,
    `--header-gradient: ${safe(c.headerGradient, DEFAULT_COLORS.headerGradient)};`,
    `--button-hover: ${safe(c.buttonHover, DEFAULT_COLORS.buttonHover)};`,
  ];
  const custom = site.custom_css.replace(/<\/?style/gi, '');
  return `:root {\n  ${vars.join('\n  ')}\n}\n${custom}`;
}

export async function listBanners(
  db: Db,
  siteId: number,
  query: { page: string; device?: string; position?: string },
): Promise<z.infer<typeof banner>[]> {
  // Pages the client asks for without a device (casino, slot) get the desktop set; each banner
  // carries its mobile image too.
  const rows = await q.listBanners(db, { siteId, page: query.page, device: query.device ?? 'desktop', position: query.position });
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    link: r.link,
    images: { desktop: r.image_desktop, mobile: r.image_mobile },
    banner_desktop: r.image_desktop,
    banner_mobile: r.image_mobile,
    device: r.device,
    position: r.position,
  }));
}

export async function listCategories(db: Db, siteId: number): Promise<z.infer<typeof homeCategory>[]> {
  return q.listHomeCategories(db, siteId);
}

/** Whether a site exists yet (the first start creates one). */
export async function hasSite(tx: Queryable): Promise<boolean> {
  return (await q.findAnySite(tx)) !== undefined;
}

/** The default site with its house accounts, in the caller's transaction. */
export async function createDefaultSite(tx: Queryable, site: q.NewSite): Promise<number> {
  const siteId = await q.insertDefaultSite(tx, site);
  await openHouseAccounts(tx, siteId);
  return siteId;
}

export function addBanner(tx: Queryable, siteId: number, banner: Parameters<typeof q.insertBanner>[2]): Promise<void> {
  return q.insertBanner(tx, siteId, banner);
}

export function addHomeCategory(tx: Queryable, siteId: number, category: Parameters<typeof q.insertHomeCategory>[2]): Promise<void> {
  return q.insertHomeCategory(tx, siteId, category);
}

/** A site's payout settings as staff see them: the KYC rule that applies (its own, else the installation's default). */
function presentSettings(row: q.SiteSettingsRow, kycDefault: boolean) {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    withdrawal_requires_kyc: row.withdrawal_requires_kyc ?? kycDefault,
    withdrawal_requires_kyc_setting: row.withdrawal_requires_kyc,
    four_eyes_threshold: row.four_eyes_threshold === null ? null : kurusToLira(row.four_eyes_threshold),
    cashback_percent: row.cashback_percent,
  };
}

export async function listSiteSettings(db: Db, kycDefault: boolean) {
  return (await q.listSiteSettings(db)).map((r) => presentSettings(r, kycDefault));
}

/** Staff set a site's payout controls and cashback percent; audited with the settings before and after. */
export async function updateSiteSettings(db: Db, actor: Actor, id: number, input: z.output<typeof staffSiteSettingsRequest>, kycDefault: boolean) {
  return inTransaction(db, async (tx) => {
    const before = await q.lockSiteSettings(tx, id);
    if (!before) throw notFound(siteSettingsMessages.siteNotFound);
    const after = await q.updateSiteSettings(tx, id, {
      withdrawalRequiresKyc: input.withdrawal_requires_kyc,
      fourEyesThreshold: input.four_eyes_threshold,
      cashbackPercent: input.cashback_percent,
    });
    await audit(tx, actor, { action: 'site.settings', entityType: 'site', entityId: id, before, after });
    return presentSettings(after, kycDefault);
  });
}
