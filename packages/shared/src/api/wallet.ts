import { z } from 'zod';
import { DEPOSIT_BANKS, WITHDRAW_BANKS } from '../reference.ts';
import { isValidTrIban, normalizeIban } from '../iban.ts';
import { parseLira } from '../money.ts';
import { formBoolean } from './common.ts';

export const MIN_DEPOSIT_LIRA = 500;
export const MAX_DEPOSIT_LIRA = 1_000_000;
export const MIN_WITHDRAW_LIRA = 100;
export const MAX_WITHDRAW_LIRA = 250_000;
export const HISTORY_PAGE_SIZE = 20;
export const PAGE_WINDOW = 5;

export const walletMessages = {
  depositFillAll: 'Lütfen tüm alanları doldurun!',
  depositMin: `Minimum yatırım tutarı ${MIN_DEPOSIT_LIRA} TRY!`,
  depositMax: 'Maksimum yatırım tutarı 1.000.000 TRY!',
  depositBank: 'Lütfen listeden bir banka seçin',
  depositReceived: 'Para yatırma talebiniz alındı!',
  depositTooManyPending: 'Onay bekleyen 3 yatırım talebiniz var. Lütfen sonuçlanmalarını bekleyin.',
  withdrawKycRequired: 'Çekim yapabilmek için hesabınızı doğrulamanız gerekiyor. Lütfen Profilim sayfasından kimlik ve adres belgelerinizi yükleyin; onaylandıktan sonra çekim talebi oluşturabilirsiniz.',
  withdrawMin: `Minimum çekim tutarı ${MIN_WITHDRAW_LIRA} TRY`,
  withdrawMax: 'Tek seferde en fazla 250.000 TRY çekebilirsiniz',
  withdrawWhole: 'Çekim tutarı tam sayı olmalıdır',
  withdrawInsufficient: 'Yetersiz bakiye!',
  withdrawFillAll: 'Lütfen tüm zorunlu alanları doldurun',
  withdrawIban: 'Geçersiz IBAN. TR ile başlayan 26 karakterlik IBAN girin',
  withdrawIbanBank: 'IBAN seçtiğiniz bankaya ait değil',
  withdrawBank: 'Lütfen listeden bir banka seçin',
  withdrawReceived: 'Çekim talebiniz alındı',
  invalidAmount: 'Geçerli bir tutar girin',
  notLoggedIn: 'Giriş yapılmamış',
} as const;

/** A lira amount as a number or a form string; at most 2 decimals; becomes kuruş. */
const liraAmount = (required: string) =>
  z.union([z.number(), z.string()], { error: required }).transform((v, ctx) => {
    if (typeof v === 'string' && v.trim() === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const kurus = parseLira(v);
    if (kurus === null || kurus <= 0n) {
      ctx.addIssue({ code: 'custom', message: walletMessages.invalidAmount });
      return z.NEVER;
    }
    return kurus;
  });

export const depositRequest = z
  .object({
    amount: liraAmount(walletMessages.depositFillAll),
    method: z.literal('bank_transfer', { error: 'Geçersiz ödeme yöntemi' }).optional().default('bank_transfer'),
    sender_name: z
      .string({ error: walletMessages.depositFillAll })
      .trim()
      .min(1, walletMessages.depositFillAll)
      .refine((v) => DEPOSIT_BANKS.includes(v), walletMessages.depositBank),
    description: z.string().trim().max(200, 'Açıklama en fazla 200 karakter olabilir').optional().default(''),
  })
  .superRefine(depositLimits);

function depositLimits(v: { amount: bigint }, ctx: z.RefinementCtx): void {
  if (v.amount < BigInt(MIN_DEPOSIT_LIRA * 100)) ctx.addIssue({ code: 'custom', path: ['amount'], message: walletMessages.depositMin });
  if (v.amount > BigInt(MAX_DEPOSIT_LIRA * 100)) ctx.addIssue({ code: 'custom', path: ['amount'], message: walletMessages.depositMax });
}

/**
 * The deposit form: the request's rules on the form's fields (`bank` is the request's
 * `sender_name`), in the spec's order: the bank, then the amount, then the limits.
 */
export const depositForm = z
  .object({
    bank: depositRequest.shape.sender_name,
    amount: depositRequest.shape.amount,
    description: depositRequest.shape.description,
  })
  .superRefine(depositLimits);

const optionalDigits = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} en fazla ${max} karakter olabilir`)
    .regex(/^\d*$/, `${label} yalnızca rakamlardan oluşmalıdır`)
    .optional()
    .default('');

export const withdrawRequest = z
  .object({
    amount: liraAmount(walletMessages.withdrawFillAll),
    method: z.literal('bank_transfer', { error: 'Geçersiz ödeme yöntemi' }).optional().default('bank_transfer'),
    account_name: z.string({ error: walletMessages.withdrawFillAll }).trim().min(1, walletMessages.withdrawFillAll).max(100),
    bank_name: z
      .string({ error: walletMessages.withdrawFillAll })
      .trim()
      .min(1, walletMessages.withdrawFillAll)
      .refine((v) => WITHDRAW_BANKS.includes(v), walletMessages.withdrawBank),
    iban: z
      .string({ error: walletMessages.withdrawFillAll })
      .transform((v) => normalizeIban(v))
      .refine((v) => v.length > 0, walletMessages.withdrawFillAll)
      .refine(isValidTrIban, walletMessages.withdrawIban),
    branch_code: optionalDigits(5, 'Şube kodu'),
    account_no: optionalDigits(20, 'Hesap numarası'),
    save_bank_info: formBoolean.optional().default(false),
    /** The player confirmed that the active bonus is forfeited by this request. */
    forfeit_bonus: formBoolean.optional().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.amount % 100n !== 0n) ctx.addIssue({ code: 'custom', path: ['amount'], message: walletMessages.withdrawWhole });
    else if (v.amount < BigInt(MIN_WITHDRAW_LIRA * 100)) ctx.addIssue({ code: 'custom', path: ['amount'], message: walletMessages.withdrawMin });
    else if (v.amount > BigInt(MAX_WITHDRAW_LIRA * 100)) ctx.addIssue({ code: 'custom', path: ['amount'], message: walletMessages.withdrawMax });
  });

/**
 * The withdraw form, checked in the spec's order against the player's balance: the amount
 * (rounded down to whole lira; at least 100 TRY, at most the balance), then the required fields,
 * then the request's own rules (bank list, IBAN, digits, maximum).
 */
export function withdrawForm(balance: number | undefined) {
  const shape = withdrawRequest.shape;
  return z
    .object({
      amount: z
        .string()
        .transform((v) => Math.floor(Number(v.replace(',', '.') || 0)))
        .refine((n) => n >= MIN_WITHDRAW_LIRA, walletMessages.withdrawMin)
        .refine((n) => typeof balance !== 'number' || n <= balance, walletMessages.withdrawInsufficient),
      account_name: shape.account_name,
      bank_name: shape.bank_name,
      iban: shape.iban,
      branch_code: shape.branch_code,
      account_no: shape.account_no,
      save_bank_info: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (v.amount > MAX_WITHDRAW_LIRA) ctx.addIssue({ code: 'custom', path: ['amount'], message: walletMessages.withdrawMax });
    });
}

export const WALLET_STATUSES = ['pending', 'approved', 'done', 'rejected', 'cancel'] as const;
export const walletStatusLabels: Record<(typeof WALLET_STATUSES)[number], string> = {
  pending: 'Bekliyor',
  approved: 'Onaylandı',
  done: 'Tamamlandı',
  rejected: 'Reddedildi',
  cancel: 'İptal',
};

export const HISTORY_TYPES = ['deposit', 'withdraw', 'slot_bet', 'live_casino', 'sports_bet'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];
/**
 * What transaction-history.php lists: the spec's five tabs, the bonus postings (grants, cashback,
 * conversion, expiry, cancel, forfeit) and staff balance adjustments ('Bakiye düzeltmesi').
 */
export const HISTORY_QUERY_TYPES = [...HISTORY_TYPES, 'bonus', 'adjustment'] as const;
export type HistoryQueryType = (typeof HISTORY_QUERY_TYPES)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih YYYY-AA-GG biçiminde olmalıdır');

export const historyQuery = z.object({
  type: z.enum(HISTORY_QUERY_TYPES, { error: 'Geçersiz işlem türü' }).optional().default('deposit'),
  page: z.coerce.number({ error: 'Geçersiz sayfa' }).int('Geçersiz sayfa').min(1, 'Geçersiz sayfa').max(100000).optional().default(1),
  limit: z.coerce.number({ error: 'Geçersiz sayfa boyutu' }).int().min(1).max(100, 'Geçersiz sayfa boyutu').optional().default(HISTORY_PAGE_SIZE),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const walletTransaction = z.object({
  id: z.number(),
  type: z.enum(['deposit', 'withdraw']),
  amount: z.number(),
  status: z.enum(WALLET_STATUSES),
  status_label: z.string(),
  bank_name: z.string(),
  /** A deposit's reference code (the player writes it in the transfer's description); null for a withdrawal. */
  reference_code: z.string().nullable(),
  created_at: z.string(),
});

export const historyTransaction = z.object({
  id: z.number(),
  date: z.string(),
  type: z.enum(['deposit', 'withdraw', 'bonus', 'win', 'bet']),
  description: z.string(),
  payment_method: z.string(),
  amount: z.number(),
  status: z.string(),
  status_label: z.string(),
  game_name: z.string().nullable(),
  provider: z.string().nullable(),
  reference_id: z.string().nullable(),
  balance_before: z.number().nullable(),
  balance_after: z.number().nullable(),
});

export const historyStatistics = z.object({
  total_deposit: z.number(),
  pending_deposit: z.number(),
  total_withdraw: z.number(),
  pending_withdraw: z.number(),
  total_slot_bet: z.number(),
  total_slot_win: z.number(),
  total_casino_bet: z.number(),
  total_casino_win: z.number(),
  total_sports_bet: z.number(),
  total_sports_win: z.number(),
});

export const historyReply = z.object({
  success: z.literal(true),
  transactions: z.array(historyTransaction),
  pagination: z.object({
    total_pages: z.number(),
    current_page: z.number(),
    per_page: z.number(),
    total: z.number(),
    /** The page numbers to show: at most five, around the current page. */
    pages: z.array(z.number()),
  }),
  statistics: historyStatistics,
  message: z.string(),
});

/** Five page numbers around the current one, shifted at the edges. */
export function pageWindow(current: number, totalPages: number, size = PAGE_WINDOW): number[] {
  if (totalPages <= 0) return [];
  const half = Math.floor(size / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(totalPages, start + size - 1);
  start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export const savedBankAccount = z.object({
  id: z.number(),
  account_name: z.string(),
  bank_name: z.string(),
  iban: z.string(),
  branch_code: z.string(),
  account_no: z.string(),
});

export const EVENT_TYPES = [
  'deposit_pending',
  'deposit_approved',
  'deposit_rejected',
  'withdraw_pending',
  'withdraw_approved',
  'withdraw_rejected',
  'bonus_activated',
  'bonus_error',
] as const;
export type PlayerEventType = (typeof EVENT_TYPES)[number];

export const playerEvent = z.object({
  id: z.number(),
  type: z.enum(EVENT_TYPES),
  amount: z.number().nullable(),
  created_at: z.string(),
});
export const eventsQuery = z.object({
  after: z.coerce.number({ error: 'Geçersiz imleç' }).int().min(0).optional(),
});
export const eventsReply = z.object({
  success: z.literal(true),
  events: z.array(playerEvent),
  /** The cursor to send as `after` next time. */
  last_id: z.number(),
});

/** The player's balances in lira (cash, bonus, and what pending withdrawals hold). */
export const balances = z.object({
  balance: z.number(),
  bonus_balance: z.number(),
  withdraw_hold: z.number(),
  currency: z.literal('TRY'),
});
export const balanceReply = z.object({ success: z.literal(true), ...balances.shape });
export type BalanceReply = z.infer<typeof balanceReply>;

/** GET session.php: the wallet page's header (who and how much). */
export const walletSessionReply = z.object({
  success: z.literal(true),
  logged_in: z.literal(true),
  username: z.string(),
  ...balances.shape,
});
export type WalletSessionReply = z.infer<typeof walletSessionReply>;

const walletRequestSummary = z.object({ id: z.number(), amount: z.number(), status: z.enum(WALLET_STATUSES) });

/**
 * POST deposit.php: 201 for a new request, 200 for the replay of an Idempotency-Key. The deposit's
 * `reference_code` is what the player writes in the transfer's description (staff match it).
 */
export const depositReply = z.object({
  success: z.literal(true),
  message: z.string(),
  deposit: walletRequestSummary.extend({ reference_code: z.string() }),
});
export type DepositReply = z.infer<typeof depositReply>;

/** POST withdraw.php: the request and the balances after it (the amount is held at once). */
export const withdrawReply = z.object({
  success: z.literal(true),
  message: z.string(),
  withdrawal: walletRequestSummary,
  ...balances.shape,
});
export type WithdrawReply = z.infer<typeof withdrawReply>;

/** POST withdraw-cancel.php: the balances after the hold went back to cash. */
export const withdrawCancelReply = z.object({ success: z.literal(true), message: z.string(), ...balances.shape });
export type WithdrawCancelReply = z.infer<typeof withdrawCancelReply>;

/** GET withdraw.php: the bank accounts the player saved with earlier withdrawals. */
export const bankAccountsReply = z.object({ success: z.literal(true), bank_accounts: z.array(savedBankAccount) });
export type BankAccountsReply = z.infer<typeof bankAccountsReply>;

/** GET transaction_history.php: the latest deposits and withdrawals (the wallet page's list). */
export const walletTransactionsReply = z.object({ success: z.literal(true), transactions: z.array(walletTransaction) });
export type WalletTransactionsReply = z.infer<typeof walletTransactionsReply>;

export const gameDetailRound = z.object({
  id: z.number(),
  round_id: z.string(),
  type: z.enum(['bet', 'win', 'rollback']),
  bet_amount: z.number(),
  win_amount: z.number(),
  refund_amount: z.number(),
  refunded: z.boolean(),
  created_at: z.string(),
});
/** GET game-detail.php: one game round with every wallet call of it (bet, win, rollback). */
export const gameDetailReply = z.object({
  success: z.literal(true),
  game_detail: z.object({
    reference_id: z.string(),
    provider: z.string(),
    game_name: z.string(),
    created_at: z.string(),
    rounds: z.array(gameDetailRound),
  }),
  message: z.string(),
});
export type GameDetailReply = z.infer<typeof gameDetailReply>;
export type HistoryReply = z.infer<typeof historyReply>;
