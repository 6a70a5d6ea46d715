import { z } from 'zod';
import { bonusTerms } from './bonus.ts';
import { parseLira } from '../money.ts';

export const siteColors = z.object({
  primary: z.string(),
  secondary: z.string(),
  accent: z.string(),
  headerGradient: z.string(),
  buttonHover: z.string(),
});

export const siteInfoReply = z.object({
  success: z.literal(true),
  id: z.number(),
  name: z.string(),
  title: z.string(),
  logo: z.string(),
  logos: z.object({ main: z.string(), mobile: z.string() }),
  whatsapp: z.string(),
  telegram: z.string(),
  email: z.string(),
  support_phone: z.string(),
  colors: siteColors,
  domain: z.string(),
  /** The licence text and number the footer shows (the site editor; empty when not set). */
  licence_text: z.string(),
  licence_number: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoReply>;

export const siteCssReply = z.object({ success: z.literal(true), css: z.string() });

export const BANNER_PAGES = ['home', 'casino', 'slot', 'promotions'] as const;
export const BANNER_DEVICES = ['desktop', 'mobile'] as const;
export const BANNER_POSITIONS = ['desktop_left', 'desktop_right', 'main'] as const;

export const bannersQuery = z.object({
  page: z.enum(BANNER_PAGES, { error: 'Geçersiz sayfa' }),
  device: z.enum(BANNER_DEVICES, { error: 'Geçersiz cihaz' }).optional(),
  position: z.enum(BANNER_POSITIONS, { error: 'Geçersiz konum' }).optional(),
});

export const banner = z.object({
  id: z.number(),
  title: z.string(),
  link: z.string(),
  images: z.object({ desktop: z.string(), mobile: z.string() }),
  banner_desktop: z.string(),
  banner_mobile: z.string(),
  device: z.string(),
  position: z.string(),
});
export type Banner = z.infer<typeof banner>;
export const bannersReply = z.object({ success: z.literal(true), banners: z.array(banner) });

export const promotion = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  banner: z.string(),
  percent: z.number(),
  fixed_amount: z.number(),
  rollover: z.number(),
  min_deposit: z.number(),
  max_bonus: z.number(),
  max_amount: z.number(),
  min_deposit_text: z.string(),
  rollover_text: z.string(),
  note: z.string(),
  validity_days: z.number(),
  /** A deposit promotion: the hours after a deposit's approval its bonus can be chosen (the site's rule; decision 0021). */
  offer_hours: z.number().optional(),
  ...bonusTerms.shape,
});
export type Promotion = z.infer<typeof promotion>;
export const promotionsReply = z.object({
  success: z.literal(true),
  promotions: z.array(promotion),
  message: z.string(),
});

export const homeCategory = z.object({
  id: z.number(),
  title: z.string(),
  icon: z.string(),
  description: z.string(),
  link: z.string(),
  image_url: z.string().nullable(),
});
export type HomeCategory = z.infer<typeof homeCategory>;

export const homeGame = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  provider: z.string(),
  image: z.string().nullable(),
  link: z.string().nullable(),
  gradient: z.string().nullable(),
});
export type HomeGame = z.infer<typeof homeGame>;

export const homepageReply = z.object({
  success: z.literal(true),
  data: z.object({
    popular_games: z.object({ slots: z.array(homeGame) }),
    categories: z.array(homeCategory),
  }),
});
export type SiteCssReply = z.infer<typeof siteCssReply>;
export type BannersReply = z.infer<typeof bannersReply>;
export type PromotionsReply = z.infer<typeof promotionsReply>;
export type HomepageReply = z.infer<typeof homepageReply>;

// ---------------------------------------------------------------- staff: sites, their rules and the home page's game categories

export const categoryMessages = {
  title: 'Kategori adı girin (en fazla 60 karakter)',
  icon: 'Simge en fazla 8 karakter olabilir',
  description: 'Açıklama en fazla 200 karakter olabilir',
  link: 'Bağlantı sitenin bir sayfası olmalıdır ve / ile başlamalıdır (ör. /slots)',
  image: 'Görsel adresi / ya da https:// ile başlamalıdır',
  sort: 'Sıra 0 ile 100000 arasında bir tam sayı olmalıdır',
  notFound: 'Kategori bulunamadı',
} as const;

/** POST/PUT sites/:id/categories: a tile of the home page's game categories (public-area.md, home). */
export const categoryForm = z.object({
  title: z.string({ error: categoryMessages.title }).trim().min(1, categoryMessages.title).max(60, categoryMessages.title),
  icon: z.string().trim().max(8, categoryMessages.icon),
  description: z.string().trim().max(200, categoryMessages.description),
  link: z.string({ error: categoryMessages.link }).trim().regex(/^\/(?!\/)[\w\-/?=&.%]*$/, categoryMessages.link).max(200, categoryMessages.link),
  image_url: z.string().trim().max(500, categoryMessages.image).refine((v) => v === '' || /^(\/(?!\/)|https:\/\/)\S+$/.test(v), categoryMessages.image),
  sort: z.number({ error: categoryMessages.sort }).int(categoryMessages.sort).min(0, categoryMessages.sort).max(100_000, categoryMessages.sort),
  is_active: z.boolean({ error: 'Geçersiz değer' }),
});

export type CategoryForm = z.infer<typeof categoryForm>;

export const newCategoryDefaults: CategoryForm = { title: '', icon: '🎮', description: '', link: '/slots', image_url: '', sort: 0, is_active: true };

export const staffCategory = z.object({
  id: z.number(),
  site_id: z.number(),
  title: z.string(),
  icon: z.string(),
  description: z.string(),
  link: z.string(),
  image_url: z.string(),
  sort: z.number(),
  is_active: z.boolean(),
});

export type StaffCategory = z.infer<typeof staffCategory>;

export const staffCategoriesReply = z.object({ success: z.literal(true), categories: z.array(staffCategory) });

export const staffCategoryReply = z.object({ success: z.literal(true), category: staffCategory });

/**
 * The back office's sites (issue 16: the site editor, sites.manage) and site rules (issue 18: the
 * rules, site_rules.manage). Texts are Turkish; money in lira.
 */
export const sitesMessages = {
  siteNotFound: 'Site bulunamadı',
  name: 'Site adı 1-100 karakter olmalıdır',
  title: 'Site başlığı 1-150 karakter olmalıdır',
  domainsRequired: 'En az bir alan adı girin',
  domainsTooMany: 'En fazla 20 alan adı girilebilir',
  domainInvalid: 'Geçersiz alan adı: yalnızca harf, rakam, tire ve nokta (Türkçe karakterli alan adlarını punycode ile yazın)',
  domainRepeated: 'Aynı alan adı iki kez girilmiş',
  domainTaken: 'Bu alan adı başka bir sitede kullanılıyor',
  email: 'Geçerli bir e-posta adresi girin',
  contact: 'İletişim bilgisi en fazla 100 karakter olabilir',
  color: 'Renk #RRGGBB biçiminde olmalıdır',
  logo: "Logo adresi https:// ile başlamalı ya da /media/ altında bir dosya olmalıdır",
  cashback: 'Kayıp bonusu yüzdesi 0 ile 25 arasında bir tam sayı olmalıdır',
  /** Set in the site rules (risk, admin), not in the site editor (docs/decisions/0024). */
  cashbackIsRule: 'Kayıp bonusu yüzdesi bir site kuralıdır: risk veya yönetici Site kuralları sayfasından değiştirir',
  domainsAreRules: 'Alan adları bir site kuralıdır: risk veya yönetici Site kuralları sayfasından değiştirir',
  promoMaxAmount: 'Promosyon tutar tavanı 0 veya daha büyük, en fazla 2 ondalıklı, en çok 10.000.000 TL olmalıdır',
  promoMaxPercent: 'Promosyon yüzde tavanı 0 ile 1000 arasında bir tam sayı olmalıdır',
  promoMaxBonus: 'Promosyon en yüksek bonus tavanı 0 veya daha büyük, en fazla 2 ondalıklı, en çok 10.000.000 TL olmalıdır',
  licenceText: 'Lisans metni en fazla 2000 karakter olabilir',
  licenceNumber: 'Lisans numarası en fazla 100 karakter olabilir',
  cssTooLong: 'Özel CSS en fazla 20000 karakter olabilir',
  threshold: 'Dört göz eşiği 0 veya daha büyük, en fazla 2 ondalıklı bir TL tutarı olmalıdır',
  adjustmentCap: 'Bakiye ekleme sınırı 0 veya daha büyük, en fazla 2 ondalıklı bir TL tutarı olmalıdır',
  minAge: 'En düşük yaş 18 ile 25 arasında bir tam sayı olmalıdır',
  country: 'Ülke kodları iki harfli ISO kodları olmalıdır (ör. TR)',
  nothing: 'Değiştirilecek bir kural gönderin',
  booleanInvalid: 'Geçersiz değer',
  /** Registration on a site whose minimum age is above 18. */
  underage: (age: number) => `Bu sitede kayıt olmak için en az ${age} yaşında olmalısınız`,
  /** Real-money play on a site that needs a verified KYC first. */
  kycBeforePlay: 'Bu sitede gerçek parayla oynamadan önce kimliğinizi doğrulamanız gerekiyor. Lütfen Profil sayfasından kimlik belgelerinizi yükleyin.',
} as const;

const strictBoolean = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean({ error: sitesMessages.booleanInvalid }),
);

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

const hex = z.string({ error: sitesMessages.color }).trim().regex(HEX_COLOR, sitesMessages.color).transform((v) => v.toLowerCase());

/** A domain as the site resolution compares it: lower case, ASCII (punycode), no port, no trailing dot. */
export const DOMAIN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const siteDomains = z
  .array(z.string({ error: sitesMessages.domainInvalid }).trim().toLowerCase().transform((d) => d.replace(/\.$/, '')), { error: sitesMessages.domainsRequired })
  .min(1, sitesMessages.domainsRequired)
  .max(20, sitesMessages.domainsTooMany)
  .superRefine((list, ctx) => {
    list.forEach((d, i) => {
      if (!DOMAIN.test(d)) ctx.addIssue({ code: 'custom', path: [i], message: `${sitesMessages.domainInvalid}: ${d.slice(0, 60)}` });
    });
    if (new Set(list).size !== list.length) ctx.addIssue({ code: 'custom', message: sitesMessages.domainRepeated });
  });

/** The theme's colours (the player site's CSS variables; the header's gradient from two colours). */
export const siteThemeColors = z.object({
  primary: hex,
  secondary: hex,
  accent: hex,
  buttonHover: hex,
  headerFrom: hex,
  headerTo: hex,
});

export type SiteThemeColors = z.infer<typeof siteThemeColors>;

const themeColorsReply = z.object({
  primary: z.string(),
  secondary: z.string(),
  accent: z.string(),
  buttonHover: z.string(),
  headerFrom: z.string(),
  headerTo: z.string(),
});

export const LOGO_URL = /^(https:\/\/[^\s"'()<>\\]{1,490}|\/media\/(?!.*\.\.)[A-Za-z0-9/_.-]{1,200}\.(svg|png|jpe?g|webp|gif))$/;

const contact = z.string().trim().max(100, sitesMessages.contact);

/** POST sites and PUT sites/:id: the site editor's whole form. */
export const staffSiteRequest = z.object({
  name: z.string({ error: sitesMessages.name }).trim().min(1, sitesMessages.name).max(100, sitesMessages.name),
  title: z.string({ error: sitesMessages.title }).trim().min(1, sitesMessages.title).max(150, sitesMessages.title),
  domains: siteDomains,
  email: z.union([z.literal(''), z.email(sitesMessages.email).max(100, sitesMessages.email)], { error: sitesMessages.email }),
  whatsapp: contact,
  telegram: contact,
  support_phone: contact,
  logo_url: z.union([z.literal('').transform(() => null), z.string().trim().regex(LOGO_URL, sitesMessages.logo), z.null()], { error: sitesMessages.logo }),
  colors: siteThemeColors,
  custom_css: z.string().max(20_000, sitesMessages.cssTooLong),
  /** A site rule now (PUT sites/:id/rules): sent here, it is refused. */
  cashback_percent: z.undefined({ error: sitesMessages.cashbackIsRule }).optional(),
  licence_text: z.string().trim().max(2000, sitesMessages.licenceText),
  licence_number: z.string().trim().max(100, sitesMessages.licenceNumber),
});

export type StaffSiteRequest = z.input<typeof staffSiteRequest>;

/** PUT sites/:id (content): the editor's form; its domains, when sent, must be the site's own (a change is PUT sites/:id/domains). */
export const staffSiteEditRequest = staffSiteRequest.extend({ domains: siteDomains.optional() });

export type StaffSiteEditRequest = z.input<typeof staffSiteEditRequest>;

/** PUT sites/:id/domains (risk, admin): the site's domains, the first its primary. */
export const staffSiteDomainsRequest = z.object({ domains: siteDomains });

/** A lira cap of the rules: 0 or more, 2 decimals, at most 10.000.000 TL; kuruş out. */
const liraCap = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const kurus = parseLira(v);
    if (kurus === null || kurus < 0n || kurus > 1_000_000_000n) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return kurus;
  });

/** PUT sites/:id/rules: each optional, at least one. `withdrawal_requires_kyc` null: the installation's default; `four_eyes_threshold` null: off. */
export const staffSiteRulesRequest = z
  .object({
    withdrawal_requires_kyc: strictBoolean.nullable().optional(),
    kyc_before_play: strictBoolean.optional(),
    four_eyes_threshold: z
      .union([z.number(), z.string(), z.null()], { error: sitesMessages.threshold })
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === null || v === '') return v === '' ? null : v;
        const kurus = parseLira(v);
        if (kurus === null || kurus < 0n) {
          ctx.addIssue({ code: 'custom', message: sitesMessages.threshold });
          return z.NEVER;
        }
        return kurus;
      }),
    /** Lira; a player's balance credits above it in 24 hours wait for a second approver (decision 0023). Never off. */
    adjustment_cap: z
      .union([z.number(), z.string()], { error: sitesMessages.adjustmentCap })
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return v;
        const kurus = parseLira(v);
        if (kurus === null || kurus < 0n) {
          ctx.addIssue({ code: 'custom', message: sitesMessages.adjustmentCap });
          return z.NEVER;
        }
        return kurus;
      }),
    min_age: z.coerce.number({ error: sitesMessages.minAge }).int(sitesMessages.minAge).min(18, sitesMessages.minAge).max(25, sitesMessages.minAge).optional(),
    allowed_countries: z
      .array(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, sitesMessages.country), { error: sitesMessages.country })
      .max(250, sitesMessages.country)
      .transform((list) => [...new Set(list)].sort())
      .optional(),
    cashback_percent: z.coerce.number({ error: sitesMessages.cashback }).int(sitesMessages.cashback).min(0, sitesMessages.cashback).max(25, sitesMessages.cashback).optional(),
    promo_max_amount: liraCap(sitesMessages.promoMaxAmount).optional(),
    promo_max_percent: z.coerce
      .number({ error: sitesMessages.promoMaxPercent })
      .int(sitesMessages.promoMaxPercent)
      .min(0, sitesMessages.promoMaxPercent)
      .max(1000, sitesMessages.promoMaxPercent)
      .optional(),
    promo_max_bonus: liraCap(sitesMessages.promoMaxBonus).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), sitesMessages.nothing);

export type StaffSiteRulesRequest = z.input<typeof staffSiteRulesRequest>;

export const staffSiteRules = z.object({
  id: z.number(),
  name: z.string(),
  domain: z.string(),
  /** What applies: the site's own setting, else the installation's default. */
  withdrawal_requires_kyc: z.boolean(),
  withdrawal_requires_kyc_setting: z.boolean().nullable(),
  kyc_before_play: z.boolean(),
  four_eyes_threshold: z.number().nullable(),
  adjustment_cap: z.number(),
  min_age: z.number(),
  allowed_countries: z.array(z.string()),
  /** The loss cashback's percent (0-25) and the caps of a promotion's money terms (lira, percent): decision 0024. */
  cashback_percent: z.number(),
  promo_max_amount: z.number(),
  promo_max_percent: z.number(),
  promo_max_bonus: z.number(),
});

export type StaffSiteRules = z.infer<typeof staffSiteRules>;

export const staffSite = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  is_default: z.boolean(),
  domains: z.array(z.string()),
  email: z.string(),
  whatsapp: z.string(),
  telegram: z.string(),
  support_phone: z.string(),
  logo_url: z.string().nullable(),
  /** What the player site shows: logo_url or the site's own /media/sites/<id>/logo.svg. */
  logo: z.string(),
  colors: themeColorsReply,
  custom_css: z.string(),
  cashback_percent: z.number(),
  licence_text: z.string(),
  licence_number: z.string(),
  rules: staffSiteRules,
});

export type StaffSite = z.infer<typeof staffSite>;

export const staffSitesReply = z.object({ success: z.literal(true), sites: z.array(staffSite) });

export const staffSiteReply = z.object({ success: z.literal(true), site: staffSite });

export const staffSiteRulesListReply = z.object({ success: z.literal(true), sites: z.array(staffSiteRules) });

export const staffSiteRulesReply = z.object({ success: z.literal(true), rules: staffSiteRules });
