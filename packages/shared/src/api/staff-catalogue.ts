import { z } from 'zod';
import { BONUS_TYPES } from './bonus.ts';
import { gridQuery } from './staff.ts';
import { parseLira } from '../money.ts';

/**
 * The back office's promotions editor, game catalogue and providers (issue 16): one schema for the
 * web form and the server. The promotion's rules repeat the CHECKs of migrations 001 and 012 and what
 * the bonus engine needs of each type (modules/bonus: offers.ts, grants.ts; docs/decisions/0012).
 * Money is lira here (at most 2 decimals); the server stores kuruş.
 */
export const promotionMessages = {
  name: 'Promosyon adı girin (en fazla 120 karakter)',
  type: 'Bonus türünü seçin',
  percent: 'Yüzde 0 ile 1000 arasında bir tam sayı olmalıdır',
  money: 'En fazla 2 ondalıklı, 0 veya daha büyük bir TL tutarı girin (en çok 10.000.000)',
  rollover: 'Çevrim 0 ile 100 arasında bir tam sayı olmalıdır',
  validity: 'Geçerlilik 1 ile 365 gün arasında olmalıdır',
  contribution: 'Katkı oranı 0 ile 100 arasında bir tam sayı olmalıdır',
  depositAmount: 'Yatırım bonusu için yüzde ya da sabit tutardan birini girin',
  depositBoth: 'Yüzde ve sabit tutar birlikte girilemez: birini sıfır bırakın',
  freeAmount: 'Bedava bonus için sabit tutar girin',
  freeSpinsCount: 'Bedava dönüş sayısı 1 ile 1000 arasında olmalıdır',
  freeSpinsStake: 'Bedava dönüş bahsi 0’dan büyük olmalıdır',
  freeSpinsGame: 'Bedava dönüşlerin oynanacağı oyunu seçin',
  freeSpinsGameInvalid: 'Bedava dönüşler yalnızca etkin bir kendi slot oyunumuzda oynanabilir',
  firstDepositOnly: 'Yalnızca ilk yatırım seçeneği yatırım bonusu içindir',
  sort: 'Sıra 0 ile 100000 arasında bir tam sayı olmalıdır',
  notFound: 'Promosyon bulunamadı',
  archived: 'Arşivlenmiş promosyon değiştirilemez',
  siteNotFound: 'Site bulunamadı',
  order: 'Sıralanacak promosyonları gönderin',
  orderMismatch: 'Sıralama sitenin arşivlenmemiş promosyonlarının tamamını içermelidir',
} as const;

export const MAX_PROMOTION_LIRA = 10_000_000;

/** A lira amount in the form: a number with at most 2 decimals, 0 to MAX_PROMOTION_LIRA. */
const lira = z.number({ error: promotionMessages.money }).refine((v) => {
  if (!Number.isFinite(v) || Math.abs(v * 100 - Math.round(v * 100)) > 1e-6) return false;
  const k = parseLira(v);
  return k !== null && k >= 0n && k <= BigInt(MAX_PROMOTION_LIRA) * 100n;
}, promotionMessages.money);
const wholeNumber = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/** POST/PUT promotions: every term of the bonus engine. */
export const promotionForm = z
  .object({
    name: z.string({ error: promotionMessages.name }).trim().min(1, promotionMessages.name).max(120, promotionMessages.name),
    description: z.string().trim().max(2000, 'Açıklama en fazla 2000 karakter olabilir'),
    banner: z.string().trim().max(500, 'Görsel adresi en fazla 500 karakter olabilir'),
    note: z.string().trim().max(1000, 'Not en fazla 1000 karakter olabilir'),
    bonus_type: z.enum(BONUS_TYPES, { error: promotionMessages.type }),
    percent: wholeNumber(0, 1000, promotionMessages.percent),
    fixed_amount: lira,
    max_bonus: lira,
    min_deposit: lira,
    rollover: wholeNumber(0, 100, promotionMessages.rollover),
    validity_days: wholeNumber(1, 365, promotionMessages.validity),
    max_bet: lira,
    contribution_slot: wholeNumber(0, 100, promotionMessages.contribution),
    contribution_table: wholeNumber(0, 100, promotionMessages.contribution),
    first_deposit_only: z.boolean({ error: 'Geçersiz değer' }),
    free_spins_count: wholeNumber(0, 1000, promotionMessages.freeSpinsCount),
    free_spins_stake: lira,
    free_spins_game: z.number({ error: promotionMessages.freeSpinsGame }).int().positive(promotionMessages.freeSpinsGame).nullable(),
    sort: wholeNumber(0, 100_000, promotionMessages.sort),
    is_active: z.boolean({ error: 'Geçersiz değer' }),
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (p.bonus_type === 'deposit') {
      if (p.percent === 0 && p.fixed_amount === 0) issue('percent', promotionMessages.depositAmount);
      if (p.percent > 0 && p.fixed_amount > 0) issue('fixed_amount', promotionMessages.depositBoth);
    }
    if (p.bonus_type === 'free' && !(p.fixed_amount > 0)) issue('fixed_amount', promotionMessages.freeAmount);
    if (p.bonus_type === 'free_spins') {
      if (p.free_spins_count < 1) issue('free_spins_count', promotionMessages.freeSpinsCount);
      if (!(p.free_spins_stake > 0)) issue('free_spins_stake', promotionMessages.freeSpinsStake);
      if (p.free_spins_game === null) issue('free_spins_game', promotionMessages.freeSpinsGame);
    }
    if (p.first_deposit_only && p.bonus_type !== 'deposit') issue('first_deposit_only', promotionMessages.firstDepositOnly);
  });
export type PromotionForm = z.infer<typeof promotionForm>;

/** The form's starting values for a new promotion (the engine's defaults: migration 012). */
export const newPromotionDefaults: PromotionForm = {
  name: '',
  description: '',
  banner: '',
  note: '',
  bonus_type: 'deposit',
  percent: 100,
  fixed_amount: 0,
  max_bonus: 0,
  min_deposit: 0,
  rollover: 1,
  validity_days: 7,
  max_bet: 0,
  contribution_slot: 100,
  contribution_table: 10,
  first_deposit_only: false,
  free_spins_count: 0,
  free_spins_stake: 0,
  free_spins_game: null,
  sort: 0,
  is_active: true,
};

/** The fields each bonus type uses (the editor shows only these; the server stores the others as 0). */
export const PROMOTION_FIELDS_BY_TYPE: Record<(typeof BONUS_TYPES)[number], readonly (keyof PromotionForm)[]> = {
  deposit: ['percent', 'fixed_amount', 'max_bonus', 'min_deposit', 'rollover', 'max_bet', 'contribution_slot', 'contribution_table', 'first_deposit_only', 'validity_days'],
  free: ['fixed_amount', 'rollover', 'max_bet', 'contribution_slot', 'contribution_table', 'validity_days'],
  free_spins: ['free_spins_count', 'free_spins_stake', 'free_spins_game', 'rollover', 'max_bet', 'contribution_slot', 'contribution_table', 'validity_days'],
  cashback: ['rollover', 'min_deposit', 'validity_days'],
};

export const PROMOTION_SORTS = ['sort', 'id', 'name', 'bonus_type', 'created_at', 'bonuses'] as const;
export const PROMOTION_STATES = ['active', 'inactive', 'archived'] as const;
export const staffPromotionsQuery = gridQuery(PROMOTION_SORTS).extend({
  state: z.enum(PROMOTION_STATES, { error: 'Geçersiz durum' }).optional(),
  dir: z.enum(['asc', 'desc'], { error: 'Sıralama yönü asc ya da desc olmalı' }).optional().default('asc'),
});

export const staffPromotion = z.object({
  id: z.number(),
  site_id: z.number(),
  name: z.string(),
  description: z.string(),
  banner: z.string(),
  note: z.string(),
  bonus_type: z.enum(BONUS_TYPES),
  percent: z.number(),
  fixed_amount: z.number(),
  max_bonus: z.number(),
  min_deposit: z.number(),
  rollover: z.number(),
  validity_days: z.number(),
  max_bet: z.number(),
  contribution_slot: z.number(),
  contribution_table: z.number(),
  first_deposit_only: z.boolean(),
  free_spins_count: z.number(),
  free_spins_stake: z.number(),
  free_spins_game: z.number().nullable(),
  sort: z.number(),
  is_active: z.boolean(),
  archived_at: z.string().nullable(),
  /** how many bonuses players were granted from it */
  bonuses: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffPromotion = z.infer<typeof staffPromotion>;
export const staffPromotionsReply = z.object({ success: z.literal(true), rows: z.array(staffPromotion), total: z.number() });
export const staffPromotionReply = z.object({ success: z.literal(true), promotion: staffPromotion });
/** DELETE promotions/:id: deleted when no player ever held a bonus of it, archived otherwise. */
export const staffPromotionRemovedReply = z.object({ success: z.literal(true), outcome: z.enum(['deleted', 'archived']) });
export const staffActiveRequest = z.object({ is_active: z.boolean({ error: 'Geçersiz değer' }) });
export const staffOrderRequest = z.object({
  ids: z.array(z.number().int().positive(), { error: promotionMessages.order }).min(1, promotionMessages.order).max(500, promotionMessages.order),
});

// ---------------------------------------------------------------- the game catalogue

export const GAME_SORTS = ['sort', 'id', 'name', 'provider', 'type', 'launch_count', 'created_at'] as const;
export const gameMessages = {
  notFound: 'Oyun bulunamadı',
  sort: 'Sıra 0 ile 100000 arasında bir tam sayı olmalıdır',
  nothing: 'Değiştirilecek bir alan gönderin',
} as const;
const flagQuery = z.enum(['true', 'false'], { error: 'Geçersiz değer' }).optional().transform((v) => (v === undefined ? undefined : v === 'true'));
export const staffGamesQuery = gridQuery(GAME_SORTS).extend({
  q: z.string().trim().max(100, 'Arama en fazla 100 karakter olabilir').optional().default(''),
  provider: z.string().trim().max(40).optional(),
  type: z.enum(['slot', 'table'], { error: 'Geçersiz oyun türü' }).optional(),
  featured: flagQuery,
  new: flagQuery,
  hot: flagQuery,
  active: flagQuery,
  dir: z.enum(['asc', 'desc'], { error: 'Sıralama yönü asc ya da desc olmalı' }).optional().default('asc'),
});
export const staffGame = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  provider_id: z.string(),
  provider_name: z.string(),
  type: z.enum(['slot', 'table']),
  is_featured: z.boolean(),
  is_new: z.boolean(),
  is_hot: z.boolean(),
  is_active: z.boolean(),
  sort: z.number(),
  launch_count: z.number(),
});
export type StaffGame = z.infer<typeof staffGame>;
export const staffGamesReply = z.object({ success: z.literal(true), rows: z.array(staffGame), total: z.number() });
export const staffGameReply = z.object({ success: z.literal(true), game: staffGame });
/** PUT games/:id: the flags, active and the order; each optional. */
export const staffGameRequest = z
  .object({
    is_featured: z.boolean({ error: 'Geçersiz değer' }).optional(),
    is_new: z.boolean({ error: 'Geçersiz değer' }).optional(),
    is_hot: z.boolean({ error: 'Geçersiz değer' }).optional(),
    is_active: z.boolean({ error: 'Geçersiz değer' }).optional(),
    sort: z.number({ error: gameMessages.sort }).int(gameMessages.sort).min(0, gameMessages.sort).max(100_000, gameMessages.sort).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), gameMessages.nothing);

// ---------------------------------------------------------------- providers

export const providerMessages = {
  id: 'Sağlayıcı kodu 2-40 karakter olmalı: küçük harf, rakam, _ veya -',
  name: 'Sağlayıcı adı girin (en fazla 120 karakter)',
  exists: 'Bu kodla bir sağlayıcı zaten var',
  notFound: 'Sağlayıcı bulunamadı',
  house: 'Kendi oyun sunucumuzun sağlayıcısı buradan değiştirilemez (anahtarı yapılandırmadan gelir)',
} as const;
export const staffProviderCreateRequest = z.object({
  id: z.string({ error: providerMessages.id }).trim().regex(/^[a-z0-9_-]{2,40}$/, providerMessages.id),
  name: z.string({ error: providerMessages.name }).trim().min(1, providerMessages.name).max(120, providerMessages.name),
});
export type StaffProviderCreate = z.infer<typeof staffProviderCreateRequest>;
export const staffProvider = z.object({
  id: z.string(),
  name: z.string(),
  is_enabled: z.boolean(),
  signature_scheme: z.enum(['v1', 'v2']),
  games: z.number(),
  created_at: z.string(),
});
export type StaffProvider = z.infer<typeof staffProvider>;
export const staffProvidersReply = z.object({ success: z.literal(true), providers: z.array(staffProvider) });
export const staffProviderReply = z.object({ success: z.literal(true), provider: staffProvider });
/** POST providers and providers/:id/rotate-secret: the secret, shown this once (stored sealed). */
export const staffProviderSecretReply = z.object({ success: z.literal(true), provider: staffProvider, secret: z.string() });
export const providerIdParam = z.object({ id: z.string().regex(/^[a-z0-9_-]{2,40}$/, providerMessages.notFound) });

// ---------------------------------------------------------------- the home page's game categories (by site)

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
