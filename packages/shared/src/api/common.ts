import { z } from 'zod';

/** Every error reply: `{ success: false, message }` with a Turkish text (and `error` for calls that read it). */
export const errorReply = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string().optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

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
