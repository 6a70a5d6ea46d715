import { z } from 'zod';
import { responsibleMessages } from '@app/shared/api/responsible.ts';

/** The game-provider wallet API (docs/contracts/provider-wallet-api.md, Bodies): bodies in integer kuruş, ids as strings. */
// Ids and tokens are stored as text: PostgreSQL refuses a NUL character, so such a call is a
// BAD_REQUEST here rather than a failed batch in the database.
const text = (max: number) => z.string().min(1).max(max).refine((s) => !s.includes('\u0000'));
const token = text(200);
const id = text(100);
const kurus = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const balanceBody = z.object({ session_token: token });
export const betBody = z.object({
  session_token: token,
  transaction_id: id,
  round_id: id,
  game_id: z.union([text(100), z.number().int()]),
  amount: kurus.min(1),
  /**
   * A free round of the player's free-spins bonus: `amount` is its fixed stake and no money moves; the
   * win that names this bet is credited to the bonus. The `balance` reply says how many are left.
   */
  free_round: z.boolean().optional(),
});
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
  'BONUS_MAX_BET',
  'NO_FREE_ROUNDS',
  'LIMIT_EXCEEDED',
  'PLAYER_EXCLUDED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * A refusal: a wallet rule (200), a bad body (400), a bad signature (401, code INVALID_SIGNATURE) or
 * the wallet's database out of reach (503, code SERVICE_UNAVAILABLE: send the same call again later).
 */
export const providerErrorReply = z.object({
  status: z.literal('ERROR'),
  code: z.enum([...ERROR_CODES, 'INVALID_SIGNATURE', 'SERVICE_UNAVAILABLE']),
  message: z.string(),
  /** The player's balance in kuruş, when the refusal is about money. */
  balance: z.number().optional(),
  /** BONUS_MAX_BET: the largest stake the active bonus allows, kuruş. */
  max_bet: z.number().optional(),
  /** LIMIT_EXCEEDED: the player's limit the bet would pass (`loss`, `wager`; `session`: its time is up) ... */
  limit_kind: z.enum(['loss', 'wager', 'session']).optional(),
  /** ... its rolling period ... */
  limit_period: z.enum(['day', 'week', 'month']).optional(),
  /** ... and what is left of it, kuruş. */
  remaining: z.number().optional(),
});
/** Every answer of the wallet API: OK with the balance after the call (kuruş), or a refusal. */
/** Free rounds of the player's free-spins bonus on the session's game (balance replies only). */
export const freeRounds = z.object({ remaining: z.number(), stake: z.number() });
export const providerReply = z.union([
  z.object({ status: z.literal('OK'), balance: z.number(), transaction_id: z.string(), free_rounds: freeRounds.optional() }),
  providerErrorReply,
]);
export type ProviderReply =
  | { status: 'OK'; balance: number; transaction_id: string; free_rounds?: z.infer<typeof freeRounds> }
  | { status: 'ERROR'; code: ErrorCode; message: string; balance?: number; max_bet?: number } & LimitRefusal;

/** What a LIMIT_EXCEEDED refusal adds (the responsible gaming limits, docs/decisions/0013). */
export interface LimitRefusal {
  limit_kind?: 'loss' | 'wager' | 'session';
  limit_period?: 'day' | 'week' | 'month';
  remaining?: number;
}

/**
 * The response schemas for the OpenAPI document. The wallet scope writes replies without them
 * (app.ts: documentOnlySerializerCompiler), so they cost the hot path nothing.
 */
export const providerReplies = { 200: providerReply, 400: providerErrorReply, 401: providerErrorReply, 503: providerErrorReply } as const;

export const errorMessages: Record<ErrorCode, string> = {
  INSUFFICIENT_FUNDS: 'Yetersiz bakiye',
  INVALID_SESSION: 'Oyun oturumu geçersiz veya süresi dolmuş',
  DUPLICATE_TRANSACTION: 'Bu işlem numarası başka verilerle kullanılmış',
  UNKNOWN_TRANSACTION: 'İşlem bulunamadı',
  TRANSACTION_ROLLED_BACK: 'İşlem geri alınmış',
  ROUND_SETTLED: 'Kazancı ödenmiş veya kapanmış bir turun bahsi geri alınamaz',
  PLAYER_BLOCKED: 'Oyuncu hesabı askıya alınmış',
  BAD_REQUEST: 'Geçersiz istek',
  BONUS_MAX_BET: 'Bonus çevrimi sürerken en yüksek bahis tutarı aşıldı',
  NO_FREE_ROUNDS: 'Bu oyunda kullanılabilir ücretsiz dönüşünüz yok',
  LIMIT_EXCEEDED: 'Bu bahis sorumlu oyun limitinizi aşıyor',
  PLAYER_EXCLUDED: responsibleMessages.excludedBet,
};
