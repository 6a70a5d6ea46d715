import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import type { banner, siteInfoReply, homeCategory } from '@app/shared/api/site.ts';
import { kurusToLira } from '@app/shared/money.ts';
import {
  HEX_COLOR,
  sitesMessages,
  type SiteThemeColors,
  type StaffSite,
  type StaffSiteRules,
  type staffSiteEditRequest,
  type staffSiteRequest,
  type staffSiteRulesRequest,
} from '@app/shared/api/site.ts';
import { inTransaction } from '../../db/transactions.ts';
import { badRequest, conflict, forbidden, notFound, uniqueViolation } from '../../lib/errors.ts';
import { validateCustomCss } from './css.ts';
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

/** The five theme colours the player site reads (the editor's headerFrom/headerTo live in the gradient). */
export function siteColors(site: q.SiteRow): q.SiteColors {
  const c = { ...DEFAULT_COLORS, ...site.colors };
  return { primary: c.primary, secondary: c.secondary, accent: c.accent, headerGradient: c.headerGradient, buttonHover: c.buttonHover };
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
    logo: site.logo_url ?? logoPath(site.id),
    logos: { main: site.logo_url ?? logoPath(site.id), mobile: site.logo_url ?? logoPath(site.id, 'logo-mobile') },
    whatsapp: site.whatsapp,
    telegram: site.telegram,
    email: site.email,
    support_phone: site.support_phone,
    colors: siteColors(site),
    domain: site.domain,
    licence_text: site.licence_text,
    licence_number: site.licence_number,
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
  // Stored CSS is css-tree's regeneration of validated input (css.ts); text with `<` (a hand edit of
  // the database) is left out rather than trusted.
  const custom = site.custom_css.includes('<') ? '' : site.custom_css;
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

export function addHomeCategory(tx: Queryable, siteId: number, category: Parameters<typeof q.insertHomeCategory>[2]): Promise<void> {
  return q.insertHomeCategory(tx, siteId, category);
}

const GRADIENT = /^linear-gradient\(90deg, (#[0-9a-f]{6}) 0%, (#[0-9a-f]{6}) 100%\)$/i;

/** The editor's colours of a site: its own, else the defaults; the header's two colours read back from its gradient. */
export function themeColors(colors: Record<string, string>): SiteThemeColors {
  const c = { ...DEFAULT_COLORS, ...colors } as Record<string, string>;
  const hex = (v: string | undefined, fallback: string) => (v && HEX_COLOR.test(v) ? v.toLowerCase() : fallback);
  const [, from, to] = GRADIENT.exec(c.headerGradient ?? '') ?? [];
  return {
    primary: hex(c.primary, DEFAULT_COLORS.primary),
    secondary: hex(c.secondary, DEFAULT_COLORS.secondary),
    accent: hex(c.accent, DEFAULT_COLORS.accent),
    buttonHover: hex(c.buttonHover, DEFAULT_COLORS.buttonHover),
    headerFrom: hex(c.headerFrom ?? from, '#3b0764'),
    headerTo: hex(c.headerTo ?? to, '#0b0b12'),
  };
}

function storedColors(c: SiteThemeColors): Record<string, string> {
  return { ...c, headerGradient: `linear-gradient(90deg, ${c.headerFrom} 0%, ${c.headerTo} 100%)` };
}

function presentRules(row: q.SiteAdminRow, kycDefault: boolean): StaffSiteRules {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    withdrawal_requires_kyc: row.withdrawal_requires_kyc ?? kycDefault,
    withdrawal_requires_kyc_setting: row.withdrawal_requires_kyc,
    kyc_before_play: row.kyc_before_play,
    four_eyes_threshold: row.four_eyes_threshold === null ? null : kurusToLira(row.four_eyes_threshold),
    adjustment_cap: kurusToLira(row.adjustment_cap),
    min_age: row.min_age,
    allowed_countries: row.allowed_countries,
    cashback_percent: row.cashback_percent,
    promo_max_amount: kurusToLira(row.promo_max_amount),
    promo_max_percent: row.promo_max_percent,
    promo_max_bonus: kurusToLira(row.promo_max_bonus),
  };
}

function presentSite(row: q.SiteAdminRow, kycDefault: boolean): StaffSite {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    is_default: row.is_default,
    domains: row.domains,
    email: row.email,
    whatsapp: row.whatsapp,
    telegram: row.telegram,
    support_phone: row.support_phone,
    logo_url: row.logo_url,
    logo: row.logo_url ?? logoPath(row.id),
    colors: themeColors(row.colors),
    custom_css: row.custom_css,
    cashback_percent: row.cashback_percent,
    licence_text: row.licence_text,
    licence_number: row.licence_number,
    rules: presentRules(row, kycDefault),
  };
}

export async function listSites(db: Db, kycDefault: boolean): Promise<StaffSite[]> {
  return (await q.listSitesForStaff(db)).map((r) => presentSite(r, kycDefault));
}

export async function listSiteRules(db: Db, kycDefault: boolean): Promise<StaffSiteRules[]> {
  return (await q.listSitesForStaff(db)).map((r) => presentRules(r, kycDefault));
}

/** The editor's input as stored: the CSS parsed and regenerated (css.ts), the colours with the header's gradient. */
function siteEdit(input: z.output<typeof staffSiteEditRequest>): q.SiteEdit {
  const css = validateCustomCss(input.custom_css);
  if (!css.ok) throw badRequest(css.message, { field: 'custom_css' });
  return {
    name: input.name,
    title: input.title,
    whatsapp: input.whatsapp,
    telegram: input.telegram,
    email: input.email,
    support_phone: input.support_phone,
    logo_url: input.logo_url,
    colors: storedColors(input.colors),
    custom_css: css.css,
    licence_text: input.licence_text,
    licence_number: input.licence_number,
  };
}

async function setDomains(tx: Queryable, siteId: number | null, domains: string[]): Promise<void> {
  const taken = await q.domainsOfOtherSites(tx, siteId, domains);
  if (taken.length) throw conflict(`${sitesMessages.domainTaken}: ${taken.join(', ')}`);
}

/** Runs a write that may hit the domains' unique key (two editors at once): the Turkish conflict, not a 500. */
async function domainSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (uniqueViolation(err)) throw conflict(sitesMessages.domainTaken);
    throw err;
  }
}

/**
 * The rules a new site starts with: the strictest of the installation's sites (docs/decisions/0024),
 * so a site made to take a domain over never serves where another would not. KYC before withdrawal
 * (as it applies, the installation's default included) and before play when any site has it; the
 * highest minimum age; the countries every site with a list serves (the intersection; `XX`, no
 * country, when those lists share none; no list only when no site has one); the lowest four-eyes
 * threshold of those that have one; the lowest adjustment cap, cashback percent, offer hours, promotion caps and AML
 * thresholds; the highest cashback rollover. Risk then sets the site's own rules.
 */
export function strictestRules(sites: q.StartingRules[], kycDefault: boolean): q.StartingRules {
  const min = <T extends number | bigint>(list: T[], none: T) => (list.length ? list.reduce((a, b) => (b < a ? b : a)) : none);
  const max = (list: number[], none: number) => (list.length ? Math.max(...list) : none);
  const lists = sites.map((s) => s.allowed_countries).filter((l) => l.length > 0);
  const common = lists.length ? lists.reduce((a, b) => a.filter((c) => b.includes(c))) : [];
  const thresholds = sites.flatMap((s) => (s.four_eyes_threshold === null ? [] : [s.four_eyes_threshold]));
  return {
    withdrawal_requires_kyc: sites.some((s) => s.withdrawal_requires_kyc ?? kycDefault) ? true : null,
    kyc_before_play: sites.some((s) => s.kyc_before_play),
    min_age: max(sites.map((s) => s.min_age), 18),
    allowed_countries: lists.length && !common.length ? [NO_COUNTRY] : [...common].sort(),
    four_eyes_threshold: thresholds.length ? min(thresholds, 0n) : null,
    adjustment_cap: min(sites.map((s) => s.adjustment_cap), 100_000n),
    cashback_percent: min(sites.map((s) => s.cashback_percent), 0),
    cashback_rollover: max(sites.map((s) => s.cashback_rollover), 1),
    bonus_offer_hours: min(sites.map((s) => s.bonus_offer_hours), 24),
    promo_max_amount: min(sites.map((s) => s.promo_max_amount), 0n),
    promo_max_percent: min(sites.map((s) => s.promo_max_percent), 0),
    promo_max_bonus: min(sites.map((s) => s.promo_max_bonus), 0n),
    aml_threshold: min(sites.map((s) => s.aml_threshold), 5_000_000n),
    aml_shared_accounts: min(sites.map((s) => s.aml_shared_accounts), 3),
  };
}

/** A country code no address has (ISO 3166 user-assigned): a site whose list is only this serves no country. */
export const NO_COUNTRY = 'XX';

/** A new site (risk, admin: site_rules.manage) with its domains, house accounts and the strictest rules of the installation; audited. */
export async function createSite(db: Db, actor: Actor, input: z.output<typeof staffSiteRequest>, kycDefault: boolean): Promise<StaffSite> {
  const edit = siteEdit(input);
  return domainSafe(() =>
    inTransaction(db, async (tx) => {
      await setDomains(tx, null, input.domains);
      const rules = strictestRules(await q.siteRulesForCopy(tx), kycDefault);
      const id = await q.insertSite(tx, input.domains[0]!, edit, rules);
      await q.replaceDomains(tx, id, input.domains);
      await openHouseAccounts(tx, id);
      const after = (await q.findSiteForStaff(tx, id))!;
      await audit(tx, actor, { action: 'site.create', entityType: 'site', entityId: id, after });
      return presentSite(after, kycDefault);
    }),
  );
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((d, i) => d === b[i]);

/**
 * The site editor's save (content): every field but the domains, which when sent must be the site's
 * own, in order (a change is a site rule: `updateSiteDomains`, 403 here); audited with the site before and after.
 */
export async function updateSite(db: Db, actor: Actor, id: number, input: z.output<typeof staffSiteEditRequest>, kycDefault: boolean): Promise<StaffSite> {
  const edit = siteEdit(input);
  return domainSafe(() =>
    inTransaction(db, async (tx) => {
      const before = await q.lockSite(tx, id);
      if (!before) throw notFound(sitesMessages.siteNotFound);
      if (input.domains && !sameList(input.domains, before.domains)) throw forbidden(sitesMessages.domainsAreRules);
      await q.updateSite(tx, id, edit);
      const after = (await q.findSiteForStaff(tx, id))!;
      await audit(tx, actor, { action: 'site.update', entityType: 'site', entityId: id, before, after });
      return presentSite(after, kycDefault);
    }),
  );
}

/** Risk (and admin) set a site's domains, the first its primary: where the site's rules apply; audited. */
export async function updateSiteDomains(db: Db, actor: Actor, id: number, domains: string[], kycDefault: boolean): Promise<StaffSite> {
  return domainSafe(() =>
    inTransaction(db, async (tx) => {
      const before = await q.lockSite(tx, id);
      if (!before) throw notFound(sitesMessages.siteNotFound);
      await setDomains(tx, id, domains);
      await q.replaceDomains(tx, id, domains);
      const after = (await q.findSiteForStaff(tx, id))!;
      await audit(tx, actor, { action: 'site.domains', entityType: 'site', entityId: id, before: before.domains, after: after.domains });
      return presentSite(after, kycDefault);
    }),
  );
}

/** Risk (and admin) set a site's rules: KYC before withdrawal or play, four eyes, the adjustment cap, minimum age, countries, cashback percent, promotion caps; audited. */
export async function updateSiteRules(db: Db, actor: Actor, id: number, input: z.output<typeof staffSiteRulesRequest>, kycDefault: boolean): Promise<StaffSiteRules> {
  return inTransaction(db, async (tx) => {
    const before = await q.lockSite(tx, id);
    if (!before) throw notFound(sitesMessages.siteNotFound);
    await q.updateSiteRules(tx, id, {
      withdrawalRequiresKyc: input.withdrawal_requires_kyc,
      kycBeforePlay: input.kyc_before_play,
      fourEyesThreshold: input.four_eyes_threshold,
      adjustmentCap: input.adjustment_cap,
      minAge: input.min_age,
      allowedCountries: input.allowed_countries,
      cashbackPercent: input.cashback_percent,
      promoMaxAmount: input.promo_max_amount,
      promoMaxPercent: input.promo_max_percent,
      promoMaxBonus: input.promo_max_bonus,
    });
    const after = (await q.findSiteForStaff(tx, id))!;
    await audit(tx, actor, { action: 'site.rules', entityType: 'site', entityId: id, before: presentRules(before, kycDefault), after: presentRules(after, kycDefault) });
    return presentRules(after, kycDefault);
  });
}
