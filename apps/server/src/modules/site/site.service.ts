import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import { kurusToLira, formatLiraText } from '@app/shared/money.ts';
import type { banner, promotion, siteInfoReply, homeCategory } from '@app/shared/api/site.ts';
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

export function describePromotion(p: q.PromotionRow): z.infer<typeof promotion> {
  const minDeposit = kurusToLira(p.min_deposit);
  const maxAmount = kurusToLira(p.bonus_type === 'free' && p.fixed_amount > 0n ? p.fixed_amount : p.max_bonus);
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    banner: p.banner,
    bonus_type: p.bonus_type,
    percent: p.percent,
    fixed_amount: kurusToLira(p.fixed_amount),
    rollover: p.rollover,
    min_deposit: minDeposit,
    max_bonus: kurusToLira(p.max_bonus),
    max_amount: maxAmount,
    min_deposit_text: minDeposit > 0 ? `Minimum yatırım: ${formatLiraText(minDeposit)}` : 'Yatırım şartı yok',
    rollover_text: p.rollover > 0 ? `${p.rollover}x çevrim şartı` : 'Çevrim şartı yok',
    note: p.note,
    validity_days: p.validity_days,
    max_bet: kurusToLira(p.max_bet),
    contribution_slot: p.contribution_slot,
    contribution_table: p.contribution_table,
    first_deposit_only: p.first_deposit_only,
    free_spins_count: p.free_spins_count,
    free_spins_stake: kurusToLira(p.free_spins_stake),
    free_spins_game: p.free_spins_game,
  };
}

export async function listPromotions(db: Db, siteId: number) {
  return (await q.listActivePromotions(db, siteId)).map(describePromotion);
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

export type { NewPromotion } from './site.queries.ts';

export function addPromotion(tx: Queryable, siteId: number, promotion: q.NewPromotion): Promise<void> {
  return q.insertPromotion(tx, siteId, promotion);
}

export function addHomeCategory(tx: Queryable, siteId: number, category: Parameters<typeof q.insertHomeCategory>[2]): Promise<void> {
  return q.insertHomeCategory(tx, siteId, category);
}
