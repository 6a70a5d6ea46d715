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

export type ErrorCode =
  | 'INSUFFICIENT_FUNDS'
  | 'INVALID_SESSION'
  | 'DUPLICATE_TRANSACTION'
  | 'UNKNOWN_TRANSACTION'
  | 'TRANSACTION_ROLLED_BACK'
  | 'ROUND_SETTLED'
  | 'PLAYER_BLOCKED'
  | 'BAD_REQUEST';

export type ProviderReply =
  | { status: 'OK'; balance: number; transaction_id: string }
  | { status: 'ERROR'; code: ErrorCode; message: string; balance?: number };

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
