import { z } from 'zod';
import { parseLira, formatBalance } from '../money.ts';
import { formatDateTimeTr } from '../dates.ts';

/**
 * Responsible gaming (the account area's 'Sorumlu Oyun' tab): the player's own limits, the reality
 * check, time-out, self-exclusion and account closure, and the texts the server answers with.
 * Money amounts are lira; a `session` limit's amount is minutes. Times are ISO strings.
 *
 * - A lower or a new limit applies at once; a higher one, or a removal (`amount: null`, or an empty
 *   form field), only after a 24-hour cooling-off: until then the reply shows it as `pending_amount`
 *   (null for a removal) from `pending_from`.
 * - Periods are rolling windows: `day` the last 24 hours, `week` 7 days, `month` 30 days.
 * - `session` limits the player's real-money play time in the last 24 hours (minutes, every login's
 *   and every game's together: a new login does not start it again); it is one limit per player and
 *   takes the period `day` only.
 * - During a time-out or a self-exclusion the player can log in, but only to withdraw the balance
 *   and to see this page: no game, deposit or promotion. Neither can be ended early. A
 *   self-exclusion (not a permanent one) ends only when the player asks after its term
 *   (`request_exclusion_end`), 24 hours after that request.
 */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;
export const TIMEOUT_DAYS = [1, 7, 30, 42] as const;
export const SELF_EXCLUSION_MONTHS = [6, 12, 60] as const;
export const EXCLUSION_TYPES = ['timeout', 'self_exclusion'] as const;
export type ExclusionType = (typeof EXCLUSION_TYPES)[number];
/** Hours before a higher limit, a removal or the end of a self-exclusion takes effect. */
export const COOLING_OFF_HOURS = 24;
export const MAX_LIMIT_LIRA = 10_000_000;
export const MIN_SESSION_MINUTES = 10;
export const MAX_SESSION_MINUTES = 1440;

export const limitKindLabels: Record<LimitKind, string> = {
  deposit: 'Yatırım limiti',
  loss: 'Kayıp limiti',
  wager: 'Bahis limiti',
  session: 'Oturum süresi limiti',
};
const periodWords: Record<LimitPeriod, string> = { day: 'günlük', week: 'haftalık', month: 'aylık' };
const kindWords: Record<Exclude<LimitKind, 'session'>, string> = { deposit: 'yatırım', loss: 'kayıp', wager: 'bahis' };

/** When an exclusion ends, in words: a date, or 'süresiz' for a permanent one. */
const untilText = (until: string | null) => (until === null ? 'süresiz olarak' : `${formatDateTimeTr(until)} tarihine kadar`);

export const responsibleMessages = {
  invalidAction: 'Geçersiz işlem',
  invalidKind: 'Geçersiz limit türü',
  invalidPeriod: 'Geçersiz limit dönemi',
  invalidAmount: 'Geçerli bir limit tutarı girin',
  amountTooLarge: `Limit en fazla ${MAX_LIMIT_LIRA.toLocaleString('tr-TR')} TL olabilir`,
  invalidMinutes: `Oturum süresi ${MIN_SESSION_MINUTES} ile ${MAX_SESSION_MINUTES} dakika arasında, tam sayı olmalıdır`,
  sessionPeriod: 'Oturum süresi limiti son 24 saatteki toplam oyun sürenize uygulanır; dönem olarak günlük seçin',
  invalidRealityCheck: 'Hatırlatma aralığı 15, 30 veya 60 dakika olabilir',
  invalidTimeout: 'Mola süresi 1, 7, 30 veya 42 gün olabilir',
  invalidSelfExclusion: 'Kendini uzaklaştırma süresi 6 ay, 1 yıl, 5 yıl ya da süresiz olabilir',
  limitApplied: 'Limitiniz kaydedildi ve hemen geçerli oldu.',
  limitPending: (from: string) =>
    `Talebiniz alındı. 24 saatlik bekleme süresi nedeniyle ${formatDateTimeTr(from)} tarihinde geçerli olacak; o zamana kadar mevcut limitiniz geçerlidir.`,
  limitUnchanged: 'Limitiniz zaten bu değerde.',
  noLimitToRemove: 'Kaldırılacak bir limitiniz bulunmuyor.',
  realityCheckSaved: 'Hatırlatma aralığınız kaydedildi.',
  timeoutStarted: (until: string) =>
    `Molanız başladı. ${untilText(until)} oyun oynayamaz, para yatıramaz ve promosyonlardan yararlanamazsınız. Bakiyenizi çekebilirsiniz.`,
  selfExclusionStarted: (until: string | null) =>
    `Kendinizi oyundan uzaklaştırdınız. ${untilText(until)} oyun oynayamaz, para yatıramaz ve promosyonlardan yararlanamazsınız. Bakiyenizi çekebilirsiniz.`,
  alreadyExcluded: 'Devam eden bir mola veya kendini uzaklaştırma süreniz var; erken sonlandırılamaz ve kısaltılamaz.',
  longerOnly: 'Devam eden süreniz yalnızca uzatılabilir; seçtiğiniz süre mevcut bitiş tarihinden önce bitiyor.',
  endNotPossible: 'Sonlandırma talebi yalnızca süresi dolmuş (süresiz olmayan) bir kendini uzaklaştırma için verilebilir.',
  endRequested: (at: string) => `Talebiniz alındı. Kendini uzaklaştırmanız 24 saatlik bekleme süresinden sonra, ${formatDateTimeTr(at)} tarihinde sona erecek.`,
  endAlreadyRequested: 'Sonlandırma talebiniz zaten alındı.',
  /** Why a restricted player cannot play, deposit or take a promotion; also the login's notice. */
  excluded: (type: ExclusionType, until: string | null) =>
    `${type === 'timeout' ? 'Molanız' : 'Kendini uzaklaştırma süreniz'} nedeniyle hesabınız ${untilText(until)} oyuna, para yatırmaya ve promosyonlara kapalıdır. Bu sürede yalnızca bakiyenizi çekebilir ve Sorumlu Oyun sayfanızı görüntüleyebilirsiniz.`,
  depositOverLimit: (period: LimitPeriod, remaining: number) =>
    `Bu yatırım ${periodWords[period]} yatırım limitinizi aşıyor. Kalan yatırım limitiniz: ${formatBalance(remaining)}`,
  /** A bet refused by the wallet (LIMIT_EXCEEDED): the limit it would pass. */
  betOverLimit: (kind: 'loss' | 'wager', period: LimitPeriod, remaining: number) =>
    `Bu bahis ${periodWords[period]} ${kindWords[kind]} limitinizi aşıyor. Kalan limitiniz: ${formatBalance(remaining)}`,
  sessionLimitReached:
    'Oturum süresi limitinize ulaştınız: son 24 saatte oynayabileceğiniz süre doldu. Çıkış yapıp yeniden giriş yapmak süreyi sıfırlamaz.',
  /** A bet of a player in a time-out or self-exclusion (the wallet's PLAYER_EXCLUDED). */
  /** A self-exclusion whose term is over, not yet asked to end: still in force. */
  excludedTermOver:
    'Kendini uzaklaştırma sürenizin dolmasına rağmen hesabınız oyuna, para yatırmaya ve promosyonlara kapalıdır: sona ermesi için Sorumlu Oyun sayfasından talepte bulunmanız ve 24 saat beklemeniz gerekir. Bakiyenizi çekebilirsiniz.',
  excludedBet: 'Mola veya kendini uzaklaştırma süreniz devam ettiği için oyun oynayamazsınız.',
  closeBalance: (cash: number) =>
    `Hesabınızı kapatmadan önce bakiyenizi çekmeniz gerekiyor. Mevcut bakiyeniz: ${formatBalance(cash)}`,
  closePendingWithdrawal: 'Bekleyen bir çekim talebiniz var. Hesabınızı kapatmak için talebin sonuçlanmasını bekleyin.',
  closePendingDeposit: 'Onay bekleyen bir yatırım talebiniz var. Hesabınızı kapatmak için talebin sonuçlanmasını bekleyin.',
  closeOpenRound: 'Sonuçlanmamış bir oyun turunuz var. Hesabınızı kapatmak için turun bitmesini bekleyin.',
  closed: 'Hesabınız kapatıldı. Tüm oturumlarınız sonlandırıldı.',
  closedLogin: 'Bu hesap sahibinin talebiyle kapatılmıştır.',
} as const;

/** A limit's amount as sent: a number or a form string; null or '' removes the limit. */
const limitAmount = z.union([z.number(), z.string(), z.null()], { error: responsibleMessages.invalidAmount });

/** The amount in the server's unit: kuruş for money kinds, whole minutes for `session`; null removes. */
function parseLimitAmount(kind: LimitKind, v: number | string | null): bigint | null | 'invalid' {
  if (v === null || (typeof v === 'string' && (v.trim() === '' || v.trim() === 'null'))) return null;
  if (kind === 'session') {
    const n = typeof v === 'number' ? v : Number(v.trim());
    return Number.isInteger(n) ? BigInt(n) : 'invalid';
  }
  const kurus = parseLira(v);
  return kurus === null || kurus <= 0n ? 'invalid' : kurus;
}

const intChoice = <T extends readonly number[]>(choices: T, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).refine((n) => (choices as readonly number[]).includes(n), message),
  );

const permanentFlag = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on', z.boolean());

/**
 * POST responsible-gaming.php (JSON or form). `set_limit`'s `amount` comes out in kuruş for money
 * kinds and in whole minutes for `session`; null removes the limit.
 */
export const responsibleRequest = z.discriminatedUnion(
  'action',
  [
    z
      .object({
        action: z.literal('set_limit'),
        kind: z.enum(LIMIT_KINDS, { error: responsibleMessages.invalidKind }),
        period: z.enum(LIMIT_PERIODS, { error: responsibleMessages.invalidPeriod }),
        amount: limitAmount,
      })
      .transform((v, ctx) => {
        const amount = parseLimitAmount(v.kind, v.amount);
        if (amount === 'invalid') {
          ctx.addIssue({
            code: 'custom',
            path: ['amount'],
            message: v.kind === 'session' ? responsibleMessages.invalidMinutes : responsibleMessages.invalidAmount,
          });
          return z.NEVER;
        }
        if (v.kind === 'session' && v.period !== 'day') {
          ctx.addIssue({ code: 'custom', path: ['period'], message: responsibleMessages.sessionPeriod });
          return z.NEVER;
        }
        if (amount !== null && v.kind === 'session' && (amount < BigInt(MIN_SESSION_MINUTES) || amount > BigInt(MAX_SESSION_MINUTES))) {
          ctx.addIssue({ code: 'custom', path: ['amount'], message: responsibleMessages.invalidMinutes });
          return z.NEVER;
        }
        if (amount !== null && v.kind !== 'session' && amount > BigInt(MAX_LIMIT_LIRA) * 100n) {
          ctx.addIssue({ code: 'custom', path: ['amount'], message: responsibleMessages.amountTooLarge });
          return z.NEVER;
        }
        return { action: v.action, kind: v.kind, period: v.period, amount };
      }),
    z.object({
      action: z.literal('reality_check'),
      minutes: intChoice(REALITY_CHECK_MINUTES, responsibleMessages.invalidRealityCheck),
    }),
    z.object({ action: z.literal('timeout'), days: intChoice(TIMEOUT_DAYS, responsibleMessages.invalidTimeout) }),
    z
      .object({
        action: z.literal('self_exclude'),
        months: intChoice(SELF_EXCLUSION_MONTHS, responsibleMessages.invalidSelfExclusion).optional(),
        permanent: permanentFlag.optional().default(false),
      })
      .refine((v) => v.permanent || v.months !== undefined, { message: responsibleMessages.invalidSelfExclusion, path: ['months'] }),
    z.object({ action: z.literal('request_exclusion_end') }),
    z.object({ action: z.literal('close_account') }),
  ],
  { error: responsibleMessages.invalidAction },
);
export type ResponsibleRequest = z.input<typeof responsibleRequest>;

export const responsibleLimit = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force: lira, or minutes for `session`. */
  amount: z.number(),
  /** The change waiting for its cooling-off: the new amount, or null when it removes the limit. */
  pending_amount: z.number().nullable(),
  /** When the waiting change takes effect (ISO); null when nothing waits. */
  pending_from: z.string().nullable(),
});
export type ResponsibleLimit = z.infer<typeof responsibleLimit>;

export const responsibleExclusion = z.object({
  type: z.enum(EXCLUSION_TYPES),
  /**
   * Until when (ISO): a time-out's end; a self-exclusion's term, or the end its request set; null
   * for a permanent self-exclusion.
   */
  until: z.string().nullable(),
  /** A self-exclusion whose term is over: the player may ask to end it (it ends 24 hours later). */
  end_requestable: z.boolean(),
  /** The player asked to end it; it ends at `until`. */
  end_requested: z.boolean(),
});
export type ResponsibleExclusion = z.infer<typeof responsibleExclusion>;

/** GET responsible-gaming.php */
export const responsibleReply = z.object({
  success: z.literal(true),
  limits: z.array(responsibleLimit),
  reality_check_minutes: z.number(),
  exclusion: responsibleExclusion.nullable(),
});
export type ResponsibleReply = z.infer<typeof responsibleReply>;
