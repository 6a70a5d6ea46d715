import { z } from 'zod';

/**
 * The player's activity statement (responsible gaming): deposits, withdrawals, bets, wins and
 * bonuses over a period of Istanbul days, as JSON (the printable page) or CSV (a download).
 */
export const statementMessages = {
  rangeMissing: 'Lütfen başlangıç ve bitiş tarihlerini seçin',
  rangeReversed: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
  rangeFuture: 'Bugünden sonraki bir tarih seçilemez',
  rangeTooLong: 'Hesap dökümü en fazla 366 günlük bir dönem için alınabilir',
  badDate: 'Tarih YYYY-AA-GG biçiminde olmalıdır',
  truncated: (shown: number) =>
    `Dönemdeki işlemlerin yalnızca ilk ${shown.toLocaleString('tr-TR')} satırı listelendi; toplamlar tüm dönemi kapsar. Tüm satırlar için daha kısa bir dönem seçin.`,
} as const;

/** The longest period one statement covers, in days. */
export const STATEMENT_MAX_DAYS = 366;
/** The most lines one statement lists (the totals always cover the whole period). */
export const STATEMENT_MAX_ROWS = 50_000;

const isoDate = z
  .string({ error: statementMessages.rangeMissing })
  .regex(/^\d{4}-\d{2}-\d{2}$/, statementMessages.badDate);

export const statementQuery = z.object({
  from: isoDate,
  to: isoDate,
  format: z.enum(['csv', 'json']).optional().default('json'),
});
export type StatementQuery = z.input<typeof statementQuery>;

export const STATEMENT_TYPES = ['deposit', 'withdrawal', 'bet', 'win', 'bonus', 'adjustment'] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number];

export const statementTypeLabels: Record<StatementType, string> = {
  deposit: 'Para Yatırma',
  withdrawal: 'Para Çekme',
  bet: 'Bahis',
  win: 'Kazanç',
  bonus: 'Bonus',
  adjustment: 'Bakiye Düzeltmesi',
};

/** One line: a deposit or withdrawal request (with its status), or a ledger posting (bet, win, bonus). */
export const statementLine = z.object({
  date: z.string(),
  type: z.enum(STATEMENT_TYPES),
  description: z.string(),
  /** Lira, signed as the player's balance saw it (a bet is negative); requests are positive. */
  amount: z.number(),
  status: z.string(),
});
export type StatementLine = z.infer<typeof statementLine>;

/** Totals in lira: deposits and withdrawals count approved ones only; bets net of refunds. */
export const statementTotals = z.object({
  deposits: z.number(),
  withdrawals: z.number(),
  bets: z.number(),
  wins: z.number(),
  bonuses: z.number(),
  /** Wins minus bets: the player's game result over the period. */
  game_result: z.number(),
});
export type StatementTotals = z.infer<typeof statementTotals>;

export const statementReply = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  totals: statementTotals,
  lines: z.array(statementLine),
  /** More lines matched than one statement lists. */
  truncated: z.boolean(),
});
export type StatementReply = z.infer<typeof statementReply>;

/** The CSV download (format=csv): its body is the file, not JSON. */
export const statementCsvReply = {
  description: 'CSV dosyası (UTF-8, noktalı virgülle ayrılmış)',
  content: { 'text/csv': { schema: z.string() } },
};
