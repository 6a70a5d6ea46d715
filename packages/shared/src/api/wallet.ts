import { z } from 'zod';
import { DEPOSIT_BANKS, WITHDRAW_BANKS } from '../reference.ts';
import { isValidTrIban, normalizeIban } from '../iban.ts';
import { parseLira } from '../money.ts';
import { formBoolean, time, optionalTime, gridQuery } from './common.ts';
import { staffMessages } from './staff.ts';

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

// ---------------------------------------------------------------- staff: the money queues and balance adjustments

export const MAX_ADJUST_LIRA = 1_000_000;

/**
 * A lira amount given exactly, sign included, with at most 2 decimals: a number (1.234 is refused,
 * not rounded) or its text ('-12,50'). Becomes kuruş.
 */
const signedLira = z.union([z.number(), z.string()], { error: staffMessages.amountRequired }).transform((v, ctx) => {
  const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim().replace(',', '.');
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: typeof v === 'string' ? staffMessages.amountRequired : staffMessages.amountInvalid });
    return z.NEVER;
  }
  const m = /^(-|\+)?(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!m) {
    ctx.addIssue({ code: 'custom', message: staffMessages.amountInvalid });
    return z.NEVER;
  }
  if ((m[3] ?? '').length > 2) {
    ctx.addIssue({ code: 'custom', message: staffMessages.amountDecimals });
    return z.NEVER;
  }
  const abs = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  if (abs === 0n) {
    ctx.addIssue({ code: 'custom', message: staffMessages.amountZero });
    return z.NEVER;
  }
  if (abs > BigInt(MAX_ADJUST_LIRA) * 100n) {
    ctx.addIssue({ code: 'custom', message: staffMessages.amountTooLarge });
    return z.NEVER;
  }
  return m[1] === '-' ? -abs : abs;
});

/** POST players/:id/adjust: lira, positive credits and negative debits the player's cash; a reason. */
export const staffAdjustRequest = z.object({
  amount: signedLira,
  reason: z
    .string({ error: staffMessages.reasonRequired })
    .trim()
    .min(1, staffMessages.reasonRequired)
    .max(500, staffMessages.reasonTooLong),
});

export type StaffAdjustRequest = z.input<typeof staffAdjustRequest>;

/** A player's balances in lira. */
export const staffBalances = z.object({ cash: z.number(), bonus: z.number(), withdraw_hold: z.number() });

/**
 * POST players/:id/adjust: the posting (its ledger transaction id, status `done`) and the balances
 * after it; or, for a credit above the site's cap (decision 0023), the request waiting for a second
 * approver (status `pending`, `id` null, `request_id` its number; nothing moved).
 */
export const staffAdjustReply = z.object({
  success: z.literal(true),
  adjustment: z.object({
    id: z.number().nullable(),
    request_id: z.number().nullable(),
    player_id: z.number(),
    username: z.string(),
    amount: z.number(),
    reason: z.string(),
    status: z.enum(['done', 'pending']),
    created_at: z.string(),
  }),
  balances: staffBalances,
});

/** The fields a list row of a deposit or withdrawal starts with, and the decision fields after its own. */
const listedRequest = { id: z.number(), player_id: z.number(), username: z.string(), amount: z.number() };

const listedDecision = {
  status: z.string(),
  reject_reason: z.string(),
  created_at: time,
  decided_at: optionalTime,
};

/** The same for a whole row (a deposit or withdrawal after a decision), in the table's column order. */
const requestRow = {
  id: z.number(),
  site_id: z.number(),
  player_id: z.number(),
  amount: z.number(),
  method: z.string(),
};

const rowDecision = {
  status: z.string(),
  reject_reason: z.string(),
  request_key: z.string().nullable(),
  decided_by: z.number().nullable(),
  decided_at: optionalTime,
};

/** What a money queue item shows of its player: real name, KYC status, balances (lira), an active bonus. */
const queuePlayer = {
  real_name: z.string(),
  kyc_status: z.enum(['none', 'pending', 'verified', 'rejected']),
  balances: z.object({ cash: z.number(), bonus: z.number(), withdraw_hold: z.number() }),
  bonus_active: z.boolean(),
};

/** A deposit in the staff list, with the reference code the player writes in the transfer's description. */
export const staffDepositItem = z.object({
  ...listedRequest,
  sender_name: z.string(),
  description: z.string(),
  reference_code: z.string(),
  ...listedDecision,
  ...queuePlayer,
});

/** A deposit after a decision: the whole row. */
export const staffDeposit = z.object({
  ...requestRow,
  sender_name: z.string(),
  description: z.string(),
  reference_code: z.string(),
  ...rowDecision,
  created_at: time,
});

export const staffDepositsReply = z.object({ success: z.literal(true), deposits: z.array(staffDepositItem), total: z.number() });

/** GET deposits: the money grid's page, of one status (pending: the queue) or all, a player's username part. */
export const MONEY_SORTS = ['created_at', 'amount', 'username', 'id'] as const;

const usernamePart = z.string().trim().max(100, 'Arama en fazla 100 karakter olabilir').optional().default('');

export const staffDepositsQuery = gridQuery(MONEY_SORTS).extend({
  status: z.enum(['pending', 'approved', 'rejected'], { error: 'Geçersiz durum' }).optional(),
  q: usernamePart,
});

/**
 * GET withdrawals: `open` is what staff still act on (pending, awaiting the second approval,
 * approved and not yet paid); `done` is paid.
 */
export const WITHDRAWAL_FILTERS = ['open', 'pending', 'awaiting_second_approval', 'approved', 'done', 'rejected', 'cancel'] as const;

export const staffWithdrawalsQuery = gridQuery(MONEY_SORTS).extend({
  status: z.enum(WITHDRAWAL_FILTERS, { error: 'Geçersiz durum' }).optional(),
  q: usernamePart,
});

export const staffDepositReply = z.object({ success: z.literal(true), deposit: staffDeposit });

const payee = { account_name: z.string(), bank_name: z.string(), iban: z.string() };

/** The payout controls' fields of a withdrawal: the name-mismatch flag and the first of two approvals. */
const payoutControls = {
  name_mismatch: z.boolean(),
  first_approved_by: z.number().nullable(),
  first_approved_at: optionalTime,
};

/**
 * A withdrawal in the staff list. `status` is `awaiting_second_approval` for a pending request with
 * its first of two approvals; `name_mismatch` when the account holder is not the player's legal name.
 */
export const staffWithdrawalItem = z.object({
  ...listedRequest,
  ...payee,
  ...listedDecision,
  ...payoutControls,
  paid_at: optionalTime,
  /** The open AML flags of the withdrawal and of its player: while any is open the payout is held (decision 0021). */
  open_aml_flags: z.number(),
  ...queuePlayer,
});

/** A withdrawal after a decision: the whole row. */
export const staffWithdrawal = z.object({
  ...requestRow,
  ...payee,
  branch_code: z.string(),
  account_no: z.string(),
  ...rowDecision,
  paid_at: optionalTime,
  created_at: time,
  ...payoutControls,
  name_mismatch_acknowledged_by: z.number().nullable(),
});

export const staffWithdrawalsReply = z.object({
  success: z.literal(true),
  withdrawals: z.array(staffWithdrawalItem),
  total: z.number(),
});

export const staffWithdrawalReply = z.object({ success: z.literal(true), withdrawal: staffWithdrawal });

/**
 * POST withdrawals/:id/approve: `approved` (the money left), or `awaiting_second_approval` (above the
 * site's four-eyes threshold, the first approval; nothing moved).
 */
export const staffApproveReply = staffWithdrawalReply.extend({ status: z.enum(['approved', 'awaiting_second_approval']) });

const strictBoolean = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean({ error: 'Geçersiz değer' }),
);

/** POST withdrawals/:id/approve: `acknowledge_name_mismatch` when the account holder's name is flagged. */
export const staffApproveRequest = z.object({ acknowledge_name_mismatch: strictBoolean.optional().default(false) }).nullish();
