import { z } from 'zod';
import { rowId, gridQuery } from './common.ts';
import { parseLira } from '../money.ts';

/**
 * The bonus calls of the player site (public-area.md: promotions activation and the bonus choice
 * modal; account-area.md: the Bonuses page) and the texts the server answers with. Amounts are lira.
 */
export const BONUS_TYPES = ['deposit', 'cashback', 'free', 'free_spins'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

/** The ledger kinds of the bonus engine: a part of the one list of posting kinds (posting-kinds.ts). */
export { BONUS_POSTING_KINDS, type BonusPostingKind } from '../posting-kinds.ts';

/** Every status a player's bonus history shows (account-area.md §4), with its label. */
export const BONUS_STATUSES = ['completed', 'cancelled', 'expired', 'active', 'pending'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];
export const bonusStatusLabels: Record<BonusStatus, string> = {
  completed: 'Tamamlandı',
  cancelled: 'İptal Edildi',
  expired: 'Süresi Doldu',
  active: 'Aktif',
  pending: 'Bekliyor',
};

/** Why a bonus ended (player_bonuses.end_reason), as the player's bonus history says it. */
export const bonusEndReasonLabels: Record<string, string> = {
  converted: 'Çevrim tamamlandı',
  spent: 'Bonus bakiyesi bitti',
  cancelled: 'Oyuncu tarafından iptal edildi',
  withdrawal: 'Çekim talebi nedeniyle iptal edildi',
  excluded: 'Mola, kendini uzaklaştırma veya hesap kapatma nedeniyle iptal edildi',
  expired: 'Süresi doldu',
};

export const bonusTypeLabels: Record<BonusType, string> = {
  deposit: 'Yatırım Bonusu',
  cashback: 'Kayıp Bonusu',
  free: 'Deneme Bonusu',
  free_spins: 'Ücretsiz Dönüş',
};

/** The Turkish texts of the bonus engine's replies. */
export const bonusMessages = {
  activated: 'Bonus başarıyla aktifleştirildi!',
  alreadyActive: 'Zaten aktif bir bonusunuz var. Yeni bir bonus almak için önce mevcut bonusu tamamlayın veya iptal edin.',
  notFound: 'Bonus bulunamadı veya artık geçerli değil.',
  depositOnly: 'Bu bonus yatırımla birlikte alınır: para yatırın, yatırımınız onaylandığında bonusunuzu seçin.',
  cashbackOnly: 'Kayıp bonusu Bonuslar sayfasındaki Kayıp Bonusu sekmesinden alınır.',
  alreadyTaken: 'Bu bonusu daha önce aldınız.',
  depositNotFound: 'Yatırım bulunamadı veya bonus seçimi artık yapılamaz.',
  depositDecided: 'Bu yatırım için bonus seçimi zaten yapıldı.',
  notEligibleForDeposit: 'Bu bonus bu yatırım için geçerli değil.',
  /** The offer lapsed (docs/decisions/0021): a bet, a withdrawal request, a newer deposit or the site's hours since the approval. */
  offerExpired:
    'Bu yatırımın bonus teklifinin süresi doldu: yatırım bonusu, onaylanan son yatırımınız için bahis, çekim talebi veya yeni bir yatırım yapmadan önce seçilebilir.',
  selected: 'Bonus hesabınıza eklendi.',
  rejected: 'Bonus reddedildi. Kayıp bonusu hakkınız saklıdır.',
  cancelled: 'Bonusunuz iptal edildi.',
  noActive: 'Aktif bonusunuz bulunmuyor.',
  cashbackNoLoss: 'Bu dönemde kayıp bonusu alabileceğiniz bir kaybınız bulunmuyor.',
  cashbackMinLoss: 'Kayıp bonusu için son 7 gündeki net kaybınız en az 100 ₺ olmalıdır.',
  cashbackExcluded: 'Mola veya kendini uzaklaştırma süreniz boyunca kayıp bonusu alamazsınız.',
  cashbackActiveBonus: 'Aktif bir bonusunuz varken kayıp bonusu alınamaz.',
  cashbackEligible: 'Kayıp bonusu almaya uygunsunuz.',
  cashbackAmountChanged: 'Kayıp bonusu tutarı değişti. Lütfen sayfayı yenileyip tekrar deneyin.',
  cashbackClaimed: 'Kayıp bonusu hesabınıza eklendi.',
  withdrawForfeit: (amount: string) =>
    `Aktif bonusunuz var. Çekim talebi oluşturursanız bonusunuz iptal edilir ve kalan ${amount} ₺ bonus bakiyeniz silinir. Devam etmek istiyor musunuz?`,
} as const;

/** A promotion's bonus terms as the engine applies them (the promotions list carries these too). */
export const bonusTerms = z.object({
  bonus_type: z.enum(BONUS_TYPES),
  /** Largest stake while wagering, lira; 0 when there is none. */
  max_bet: z.number(),
  /** Share of a bet that counts towards wagering, percent. */
  contribution_slot: z.number(),
  contribution_table: z.number(),
  first_deposit_only: z.boolean(),
  free_spins_count: z.number(),
  free_spins_stake: z.number(),
  free_spins_game: z.string().nullable(),
});

/** POST bonus-activate.php (JSON): a `free` or `free_spins` promotion is granted at once. */
export const activateBonusRequest = z.object({ bonus_id: rowId('Geçersiz bonus') });
export const activateBonusReply = z.object({
  success: z.literal(true),
  message: z.string(),
  bonus: z.object({ id: z.number(), amount: z.number() }),
});
export type ActivateBonusReply = z.infer<typeof activateBonusReply>;

/** GET bonus-pending-check.php: the approved deposit that waits for the player's bonus choice. */
export const pendingBonusOffer = z.object({
  id: z.number(),
  name: z.string(),
  amount: z.number(),
  description: z.string(),
  icon: z.string().nullable(),
  rollover: z.number(),
});
export type PendingBonusOffer = z.infer<typeof pendingBonusOffer>;
export const pendingBonusReply = z.object({
  success: z.literal(true),
  pending: z.boolean(),
  deposit_id: z.number().nullable(),
  deposit_amount: z.number().nullable(),
  bonuses: z.array(pendingBonusOffer),
});
export type PendingBonusReply = z.infer<typeof pendingBonusReply>;

/** POST process-bonus-selection.php (form data): select a bonus for the deposit, or reject the offer. */
export const bonusSelectionRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('select'), deposit_id: rowId('Deposit ID bulunamadı'), bonus_id: rowId('Geçersiz bonus') }),
  z.object({ action: z.literal('reject'), deposit_id: rowId('Deposit ID bulunamadı') }),
], { error: 'Geçersiz işlem' });
export const bonusSelectionReply = z.object({
  success: z.literal(true),
  message: z.string(),
  bonus: z.object({ id: z.number(), amount: z.number() }).nullable(),
});
export type BonusSelectionReply = z.infer<typeof bonusSelectionReply>;

export const wagering = z.object({
  /** the multiplier N of `N x bonus` */
  rollover: z.number(),
  /** lira to wager in all, wagered so far (weighted by the game's contribution), and left */
  required: z.number(),
  completed: z.number(),
  remaining: z.number(),
  /** whole percent, rounded down (100 only when met) */
  progress: z.number(),
});

/** GET player-active-bonuses.php */
export const activeBonus = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  type: z.enum(BONUS_TYPES),
  type_label: z.string(),
  /** lira granted */
  amount: z.number(),
  /** lira of bonus money left */
  balance: z.number(),
  wagering: wagering,
  /** the largest stake while wagering, lira; 0 when there is none */
  max_bet: z.number(),
  contribution: z.object({ slot: z.number(), table: z.number() }),
  free_spins: z.object({ left: z.number(), stake: z.number(), game: z.string(), game_name: z.string() }).nullable(),
  time: z.object({ created: z.string(), expires: z.string() }),
});
export type ActiveBonus = z.infer<typeof activeBonus>;
export const activeBonusesReply = z.object({ success: z.literal(true), active_bonuses: z.array(activeBonus) });
export type ActiveBonusesReply = z.infer<typeof activeBonusesReply>;

/** GET player-all-bonuses.php: every bonus of the player, newest first (the page splits them 10 a page). */
export const bonusHistoryItem = z.object({
  id: z.number(),
  title: z.string(),
  bonus_name: z.string(),
  type: z.enum(BONUS_TYPES),
  type_label: z.string(),
  amount: z.number(),
  status: z.enum(BONUS_STATUSES),
  status_label: z.string(),
  /** lira converted to cash (completed by wagering) or returned to the house (expired, cancelled) */
  converted: z.number(),
  forfeited: z.number(),
  end_reason: z.string().nullable(),
  created_at: z.string(),
  ended_at: z.string().nullable(),
});
export type BonusHistoryItem = z.infer<typeof bonusHistoryItem>;
export const allBonusesReply = z.object({ success: z.literal(true), bonuses: z.array(bonusHistoryItem), total: z.number() });
export type AllBonusesReply = z.infer<typeof allBonusesReply>;

/** POST bonus-cancel.php: the player gives up the active bonus; what is left of it returns to the house. */
export const cancelBonusRequest = z.object({ bonus_id: rowId('Geçersiz bonus') });
export const cancelBonusReply = z.object({ success: z.literal(true), message: z.string(), forfeited: z.number() });

/** GET cashback-calculate.php: the loss since the later of the last claim and 7 days ago. */
export const cashbackCheckReply = z.object({
  success: z.literal(true),
  eligible: z.boolean(),
  cashback_amount: z.number(),
  loss_amount: z.number(),
  percent: z.number(),
  period_from: z.string(),
  message: z.string(),
});
export type CashbackCheckReply = z.infer<typeof cashbackCheckReply>;

/** POST cashback-claim.php: the amount must be the one the server computes now. */
export const cashbackClaimRequest = z.object({
  amount: z.union([z.number(), z.string()], { error: 'Geçersiz tutar' }),
});
export const cashbackClaimReply = z.object({
  success: z.literal(true),
  message: z.string(),
  cashback: z.object({ amount: z.number(), bonus_id: z.number() }),
  /** the header balance (cash) and the bonus balance after the claim */
  new_balance: z.number(),
  bonus_balance: z.number(),
});
export type CashbackClaimReply = z.infer<typeof cashbackClaimReply>;

// ---------------------------------------------------------------- staff: the promotions editor

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
  rollover: 'Çevrim 1 ile 100 arasında bir tam sayı olmalıdır',
  /** The fixed floors and the site's caps of the money terms (docs/decisions/0024). */
  maxBetRequired: 'En yüksek bahis (max bet) girin: yatırım ve deneme bonuslarında 0’dan büyük olmalıdır',
  capAmount: (cap: string) => `Sabit tutar bu sitenin promosyon tavanını aşıyor: en çok ${cap} (site kuralları)`,
  capFreeSpins: (cap: string) => `Bedava dönüşlerin toplam değeri (dönüş sayısı × dönüş bahsi) bu sitenin promosyon tavanını aşıyor: en çok ${cap} (site kuralları)`,
  capPercent: (cap: number) => `Yüzde bu sitenin tavanını aşıyor: en çok %${cap} (site kuralları)`,
  maxBonusRequired: (cap: string) => `Yüzdeli yatırım bonusu için en yüksek bonus girin: 0’dan büyük, en çok ${cap} (site kuralları)`,
  /** The approval (docs/decisions/0024). */
  approveOwn: 'Kendi oluşturduğunuz ya da para koşullarını son değiştirdiğiniz promosyonu onaylayamazsınız: başka bir finans, risk veya yönetici kullanıcısı onaylamalıdır',
  alreadyApproved: 'Bu promosyon zaten onaylı',
  termsChanged: 'Promosyonun para koşulları siz incelerken değişti: listeyi yenileyip yeniden inceleyin',
  termsVersion: 'Onaylanan koşulların sürümünü gönderin',
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
    rollover: wholeNumber(1, 100, promotionMessages.rollover),
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
    if ((p.bonus_type === 'deposit' || p.bonus_type === 'free') && !(p.max_bet > 0)) issue('max_bet', promotionMessages.maxBetRequired);
  });

export type PromotionForm = z.infer<typeof promotionForm>;

/** The form's starting values for a new promotion (the engine's defaults: migration 012). */
export const newPromotionDefaults: PromotionForm = {
  name: '', description: '', banner: '', note: '', bonus_type: 'deposit', percent: 100, fixed_amount: 0, max_bonus: 1000,
  min_deposit: 0, rollover: 1, validity_days: 7, max_bet: 50, contribution_slot: 100, contribution_table: 10,
  first_deposit_only: false, free_spins_count: 0, free_spins_stake: 0, free_spins_game: null, sort: 0, is_active: true,
};

/** The money terms: a change makes a draft until a money role approves it (decision 0024); the other fields keep the approval. */
export const PROMOTION_MONEY_TERMS = [
  'bonus_type', 'percent', 'fixed_amount', 'max_bonus', 'min_deposit', 'rollover', 'validity_days', 'max_bet',
  'contribution_slot', 'contribution_table', 'first_deposit_only', 'free_spins_count', 'free_spins_stake', 'free_spins_game',
] as const satisfies readonly (keyof PromotionForm)[];

/** The fields each bonus type uses (the editor shows only these; the server stores the others as 0). */
export const PROMOTION_FIELDS_BY_TYPE: Record<(typeof BONUS_TYPES)[number], readonly (keyof PromotionForm)[]> = {
  deposit: ['percent', 'fixed_amount', 'max_bonus', 'min_deposit', 'rollover', 'max_bet', 'contribution_slot', 'contribution_table', 'first_deposit_only', 'validity_days'],
  free: ['fixed_amount', 'rollover', 'max_bet', 'contribution_slot', 'contribution_table', 'validity_days'],
  free_spins: ['free_spins_count', 'free_spins_stake', 'free_spins_game', 'rollover', 'max_bet', 'contribution_slot', 'contribution_table', 'validity_days'],
  cashback: ['rollover', 'min_deposit', 'validity_days'],
};

export const PROMOTION_SORTS = ['sort', 'id', 'name', 'bonus_type', 'created_at', 'bonuses'] as const;

export const PROMOTION_STATES = ['active', 'inactive', 'archived', 'draft'] as const;

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
  /**
   * The approval (docs/decisions/0024): a draft is not shown to players nor granted. Staff ids (null: the
   * system); terms_version counts the changes of the money terms: an approval names the version it saw.
   */
  approved: z.boolean(), approved_at: z.string().nullable(), approved_by: z.number().nullable(),
  approved_by_name: z.string().nullable(), created_by: z.number().nullable(), terms_by: z.number().nullable(),
  terms_by_name: z.string().nullable(), terms_version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type StaffPromotion = z.infer<typeof staffPromotion>;

export const staffPromotionsReply = z.object({ success: z.literal(true), rows: z.array(staffPromotion), total: z.number() });

export const staffPromotionReply = z.object({ success: z.literal(true), promotion: staffPromotion });

/** DELETE promotions/:id: deleted when no player ever held a bonus of it, archived otherwise. */
export const staffPromotionRemovedReply = z.object({ success: z.literal(true), outcome: z.enum(['deleted', 'archived']) });

/** POST promotions/:id/approve (finance, risk, admin): the version of the money terms the approver saw. */
export const staffApproveRequest = z.object({
  terms_version: z.number({ error: promotionMessages.termsVersion }).int(promotionMessages.termsVersion).positive(promotionMessages.termsVersion),
});

/** GET promotion-drafts: the drafts of every site, awaiting a money role's approval, with their site's name. */
export const staffPromotionDraft = staffPromotion.extend({ site_name: z.string() });
export type StaffPromotionDraft = z.infer<typeof staffPromotionDraft>;
export const staffPromotionDraftsQuery = gridQuery(['updated_at']);
export const staffPromotionDraftsReply = z.object({ success: z.literal(true), rows: z.array(staffPromotionDraft), total: z.number() });

export const staffActiveRequest = z.object({ is_active: z.boolean({ error: 'Geçersiz değer' }) });

export const staffOrderRequest = z.object({
  ids: z.array(z.number().int().positive(), { error: promotionMessages.order }).min(1, promotionMessages.order).max(500, promotionMessages.order),
});
