import { z } from 'zod';

/** The game-provider wallet API of DOMAIN.md: bodies in integer kuruş, ids as strings. */
// Ids and tokens are stored as text: PostgreSQL refuses a NUL character, so such a call is a
// BAD_REQUEST here rather than a failed batch in the database.
const text = (max: number) => z.string().min(1).max(max).refine((s) => !s.includes('\u0000'));
const token = text(200);
const id = text(100);
const kurus = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const balanceBody = z.object({ session_token: token });
export const betBody = z.object({ session_token: token, transaction_id: id, round_id: id, game_id: z.union([text(100), z.number().int()]), amount: kurus.min(1) });
export const winBody = z.object({
  session_token: token,
  transaction_id: id,
  round_id: id,
  game_id: z.union([text(100), z.number().int()]),
  amount: kurus,
  bet_transaction_id: id.optional(),
  round_closed: z.boolean(),
});
export const rollbackBody = z.object({ session_token: token, transaction_id: id, reference_transaction_id: id });

export const ERROR_CODES = [
  'INSUFFICIENT_FUNDS',
  'INVALID_SESSION',
  'DUPLICATE_TRANSACTION',
  'UNKNOWN_TRANSACTION',
  'TRANSACTION_ROLLED_BACK',
  'ROUND_SETTLED',
  'PLAYER_BLOCKED',
  'BAD_REQUEST',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A refusal: a wallet rule (200), a bad body (400) or a bad signature (401, code INVALID_SIGNATURE). */
export const providerErrorReply = z.object({
  status: z.literal('ERROR'),
  code: z.enum([...ERROR_CODES, 'INVALID_SIGNATURE']),
  message: z.string(),
  /** The player's balance in kuruş, when the refusal is about money. */
  balance: z.number().optional(),
});
/** Every answer of the wallet API: OK with the balance after the call (kuruş), or a refusal. */
export const providerReply = z.union([
  z.object({ status: z.literal('OK'), balance: z.number(), transaction_id: z.string() }),
  providerErrorReply,
]);
export type ProviderReply =
  | { status: 'OK'; balance: number; transaction_id: string }
  | { status: 'ERROR'; code: ErrorCode; message: string; balance?: number };

/**
 * The response schemas for the OpenAPI document. The wallet scope writes replies without them
 * (app.ts: documentOnlySerializerCompiler), so they cost the hot path nothing.
 */
export const providerReplies = { 200: providerReply, 400: providerErrorReply, 401: providerErrorReply } as const;

export const errorMessages: Record<ErrorCode, string> = {
  INSUFFICIENT_FUNDS: 'Yetersiz bakiye',
  INVALID_SESSION: 'Oyun oturumu geçersiz veya süresi dolmuş',
  DUPLICATE_TRANSACTION: 'Bu işlem numarası başka verilerle kullanılmış',
  UNKNOWN_TRANSACTION: 'İşlem bulunamadı',
  TRANSACTION_ROLLED_BACK: 'İşlem geri alınmış',
  ROUND_SETTLED: 'Kazancı ödenmiş veya kapanmış bir turun bahsi geri alınamaz',
  PLAYER_BLOCKED: 'Oyuncu hesabı askıya alınmış',
  BAD_REQUEST: 'Geçersiz istek',
};
