import { z } from 'zod';
import { parseLira } from '../money.ts';

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
  cashback: 'Kayıp bonusu yüzdesi 0 ile 100 arasında bir tam sayı olmalıdır',
  licenceText: 'Lisans metni en fazla 2000 karakter olabilir',
  licenceNumber: 'Lisans numarası en fazla 100 karakter olabilir',
  cssTooLong: 'Özel CSS en fazla 20000 karakter olabilir',
  threshold: 'Dört göz eşiği 0 veya daha büyük, en fazla 2 ondalıklı bir TL tutarı olmalıdır',
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
  cashback_percent: z.coerce.number({ error: sitesMessages.cashback }).int(sitesMessages.cashback).min(0, sitesMessages.cashback).max(100, sitesMessages.cashback),
  licence_text: z.string().trim().max(2000, sitesMessages.licenceText),
  licence_number: z.string().trim().max(100, sitesMessages.licenceNumber),
});
export type StaffSiteRequest = z.input<typeof staffSiteRequest>;

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
    min_age: z.coerce.number({ error: sitesMessages.minAge }).int(sitesMessages.minAge).min(18, sitesMessages.minAge).max(25, sitesMessages.minAge).optional(),
    allowed_countries: z
      .array(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, sitesMessages.country), { error: sitesMessages.country })
      .max(250, sitesMessages.country)
      .transform((list) => [...new Set(list)].sort())
      .optional(),
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
  min_age: z.number(),
  allowed_countries: z.array(z.string()),
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
