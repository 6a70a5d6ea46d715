import { z } from 'zod';

/**
 * Every error reply (4xx): `{ success: false, message, error }` with the same Turkish text in both;
 * `field` names the input a validation error is about; a few refusals add what the client needs.
 */
export const errorReply = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string().optional(),
  /** The path of the first invalid input ('amount', 'iban' ...). */
  field: z.string().optional(),
  /** Too many requests: seconds until the next try (also the Retry-After header). */
  retry_after: z.number().optional(),
  /** Login: the password was right, the authenticator code is missing or wrong. */
  two_factor_required: z.literal(true).optional(),
  /** Withdrawal: the player has an active bonus; sending again with forfeit_bonus gives it up. */
  bonus_forfeit_required: z.literal(true).optional(),
  /** ... and the bonus money that would be forfeited, lira. */
  bonus_balance: z.number().optional(),
  /** The provider wallet's own refusals the game client shows (bonus max bet). */
  max_bet: z.number().optional(),
  /** Bonus choice: the deposit's offer has lapsed (docs/decisions/0021); the choice stops asking. */
  offer_expired: z.literal(true).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

/** The 4xx reply of every site call, to spread into a route's `response`. */
export const errorReplies = { '4xx': errorReply } as const;

/** A done action with the Turkish text to show. */
export const messageReply = z.object({ success: z.literal(true), message: z.string() });
export type MessageReply = z.infer<typeof messageReply>;

/** A done action with nothing to say. */
export const okReply = z.object({ success: z.literal(true) });

/** Booleans arrive as JSON booleans or as form strings ('true', '1', 'on'). */
export const formBoolean = z.preprocess(
  (v) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on',
  z.boolean(),
);

/** The largest id of an `integer` column; bigint ids stay far below it for the life of the product. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A row id from a path, query or body (a number or its text): a whole number from 1 to MAX_ROW_ID,
 * else `message`. A larger number can name no row, and PostgreSQL would refuse it for an integer
 * column with an error instead of a 'not found'.
 */
export function rowId(message: string) {
  return z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);
}

/** A required text field, trimmed, with the message shown when it is missing or empty. */
export function requiredText(message: string, max = 255, tooLong?: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong ?? `En fazla ${max} karakter girilebilir`);
}

export function optionalText(max: number, tooLong?: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong ?? `En fazla ${max} karakter girilebilir`)
    .optional()
    .default('');
}

/** Turkish mobile or landline number: 10 digits after an optional leading 0 or +90. */
export const phoneSchema = z
  .string({ error: 'Telefon numarası gerekli' })
  .trim()
  .min(1, 'Telefon numarası gerekli')
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .refine((v) => /^(\+90|0)?[2-5]\d{9}$/.test(v), 'Geçerli bir telefon numarası girin (05XX XXX XX XX)')
  .transform((v) => `0${v.replace(/^(\+90|0)/, '')}`);

// ---------------------------------------------------------------- the back office's data grids, CSV and document replies

/** GET players?q=: search by username, e-mail, phone, TC Kimlik or id. */
/**
 * A data grid's page (the back office's lists): server-side paging and sorting. Each list names the
 * columns it sorts by and adds its own filters; its reply carries `total`, the rows its filter
 * matches in all. The same query without limit and offset exports the filtered rows as CSV.
 */
export const GRID_PAGE_SIZES = [25, 50, 100] as const;

export function gridQuery<const S extends readonly [string, ...string[]]>(sortable: S) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(200).optional().default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
    sort: z.enum(sortable, { error: 'Bu sütuna göre sıralanamaz' }).optional(),
    dir: z.enum(['asc', 'desc'], { error: 'Sıralama yönü asc ya da desc olmalı' }).optional().default('desc'),
  });
}

/** A CSV export of a grid's filtered rows (`GET <list>.csv`). */
export const staffCsvReply = {
  description: 'CSV dosyası (UTF-8, noktalı virgülle ayrılmış)',
  content: { 'text/csv': { schema: z.string() } },
};

/** A grid's text search: trimmed, at most 100 characters, empty for none. */
export const gridText = z.string().trim().max(100, 'Arama en fazla 100 karakter olabilir').optional().default('');

export const time = z.string();

export const optionalTime = z.string().nullable();

/** GET kyc/:id/files/:doc: the document itself (an image or a PDF), shown inline. */
export const staffDocumentReply = {
  description: 'Belge dosyası',
  content: {
    'image/jpeg': { schema: z.string().meta({ format: 'binary' }) },
    'image/png': { schema: z.string().meta({ format: 'binary' }) },
    'image/webp': { schema: z.string().meta({ format: 'binary' }) },
    'application/pdf': { schema: z.string().meta({ format: 'binary' }) },
  },
};
