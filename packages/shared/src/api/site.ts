import { z } from 'zod';
import { bonusTerms } from './bonus.ts';

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
