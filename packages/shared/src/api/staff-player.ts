import { z } from 'zod';
import { gridQuery } from './staff.ts';

/**
 * The staff's player page (/api/admin/players/:id/...): one data grid per part of the player's
 * record, each scoped by the player's id, paged and sorted by the server like every back-office
 * list (`gridQuery`). Money in lira, times as ISO text.
 */
const time = z.string();
const optionalTime = z.string().nullable();
const grid = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), rows: z.array(item), total: z.number() });

export const PLAYER_ACCOUNTS = ['cash', 'bonus', 'withdraw_hold'] as const;

/** GET players/:id/ledger (and ledger.csv): the entries on the player's accounts, `account` narrows to one. */
export const LEDGER_SORTS = ['created_at', 'amount', 'kind'] as const;
export const staffLedgerQuery = gridQuery(LEDGER_SORTS).extend({
  account: z.enum(PLAYER_ACCOUNTS, { error: 'Geçersiz hesap' }).optional(),
});
/**
 * A ledger entry: the posting's kind and description, the signed amount on the account and the
 * account's running balance after it (summed over the account's whole history, whatever the page).
 */
export const staffLedgerItem = z.object({
  id: z.number(),
  transaction_id: z.number(),
  created_at: time,
  kind: z.string(),
  description: z.string(),
  account: z.enum(PLAYER_ACCOUNTS),
  amount: z.number(),
  running_balance: z.number(),
});
export const staffLedgerReply = grid(staffLedgerItem);

const statusFilter = (statuses: readonly [string, ...string[]]) => z.enum(statuses, { error: 'Geçersiz durum' }).optional();

export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const PLAYER_DEPOSIT_SORTS = ['created_at', 'amount', 'status'] as const;
export const staffPlayerDepositsQuery = gridQuery(PLAYER_DEPOSIT_SORTS).extend({ status: statusFilter(DEPOSIT_STATUSES) });
export const staffPlayerDeposit = z.object({
  id: z.number(),
  amount: z.number(),
  sender_name: z.string(),
  reference_code: z.string(),
  status: z.string(),
  reject_reason: z.string(),
  created_at: time,
  decided_at: optionalTime,
});
export const staffPlayerDepositsReply = grid(staffPlayerDeposit);

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'done', 'rejected', 'cancel'] as const;
export const PLAYER_WITHDRAWAL_SORTS = ['created_at', 'amount', 'status'] as const;
export const staffPlayerWithdrawalsQuery = gridQuery(PLAYER_WITHDRAWAL_SORTS).extend({ status: statusFilter(WITHDRAWAL_STATUSES) });
export const staffPlayerWithdrawal = z.object({
  id: z.number(),
  amount: z.number(),
  account_name: z.string(),
  bank_name: z.string(),
  iban: z.string(),
  status: z.string(),
  reject_reason: z.string(),
  name_mismatch: z.boolean(),
  created_at: time,
  decided_at: optionalTime,
  paid_at: optionalTime,
});
export const staffPlayerWithdrawalsReply = grid(staffPlayerWithdrawal);

export const PLAYER_BONUS_SORTS = ['created_at', 'amount', 'status'] as const;
export const staffPlayerBonusesQuery = gridQuery(PLAYER_BONUS_SORTS);
export const staffPlayerBonus = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.string(),
  status: z.string(),
  end_reason: z.string().nullable(),
  amount: z.number(),
  wager_required: z.number(),
  wagered: z.number(),
  converted: z.number(),
  created_at: time,
});
export const staffPlayerBonusesReply = grid(staffPlayerBonus);

export const PLAYER_ROUND_SORTS = ['created_at', 'total_bet', 'total_win'] as const;
export const staffPlayerRoundsQuery = gridQuery(PLAYER_ROUND_SORTS);
/**
 * A game round. An in-house round carries its fairness data: the seed pair's hash, the client seed,
 * the nonce, the outcome, and the server seed once it has been revealed (null before).
 */
export const staffRoundFairness = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number(),
  server_seed: z.string().nullable(),
  outcome: z.unknown(),
});
export const staffPlayerRound = z.object({
  id: z.number(),
  round_id: z.string(),
  provider: z.string(),
  game_name: z.string(),
  total_bet: z.number(),
  total_win: z.number(),
  balance_after: z.number().nullable(),
  status: z.string(),
  created_at: time,
  fairness: staffRoundFairness.nullable(),
});
export const staffPlayerRoundsReply = grid(staffPlayerRound);

export const LOGIN_SORTS = ['created_at', 'ip', 'success'] as const;
export const staffPlayerLoginsQuery = gridQuery(LOGIN_SORTS);
export const staffPlayerLogin = z.object({
  id: z.number(),
  success: z.boolean(),
  ip: z.string(),
  location: z.string(),
  user_agent: z.string(),
  created_at: time,
});
export const staffPlayerLoginsReply = grid(staffPlayerLogin);

export const PLAYER_MESSAGE_SORTS = ['created_at'] as const;
export const staffPlayerMessagesQuery = gridQuery(PLAYER_MESSAGE_SORTS);
/** A message to or from the player: `in` written by the player, `out` from the site (staff or system). */
export const staffPlayerMessage = z.object({
  id: z.number(),
  direction: z.enum(['in', 'out']),
  type: z.string(),
  subject: z.string(),
  body: z.string(),
  parent_id: z.number().nullable(),
  staff_username: z.string().nullable(),
  is_read: z.boolean(),
  created_at: time,
});
export const staffPlayerMessagesReply = grid(staffPlayerMessage);

export const PLAYER_KYC_SORTS = ['created_at', 'status'] as const;
export const staffPlayerKycQuery = gridQuery(PLAYER_KYC_SORTS);
/** A KYC submission; its documents are served by GET kyc/:id/files/:doc. */
export const staffPlayerKyc = z.object({
  id: z.number(),
  status: z.string(),
  reject_reason: z.string(),
  decided_by_username: z.string().nullable(),
  created_at: time,
  decided_at: optionalTime,
});
export const staffPlayerKycReply = grid(staffPlayerKyc);

export const PLAYER_NOTE_SORTS = ['created_at'] as const;
export const staffPlayerNotesQuery = gridQuery(PLAYER_NOTE_SORTS);
export const staffPlayerNote = z.object({
  id: z.number(),
  staff_id: z.number(),
  staff_username: z.string(),
  body: z.string(),
  created_at: time,
});
export const staffPlayerNotesReply = grid(staffPlayerNote);
export const noteMessages = { required: 'Not gerekli', tooLong: 'Not en fazla 2000 karakter olabilir' } as const;
/** POST players/:id/notes: a staff note on the player (staff only; never shown to the player). */
export const staffNoteRequest = z.object({
  body: z.string({ error: noteMessages.required }).trim().min(1, noteMessages.required).max(2000, noteMessages.tooLong),
});
export const staffNoteReply = z.object({ success: z.literal(true), note: staffPlayerNote });

/** POST players/:id/messages: a message from site management to the player's inbox. */
export const staffPlayerMessageRequest = z.object({
  body: z.string({ error: 'Mesaj gerekli' }).trim().min(1, 'Mesaj gerekli').max(2000, 'Mesaj en fazla 2000 karakter olabilir'),
  subject: z.string({ error: 'Konu gerekli' }).trim().min(1, 'Konu gerekli').max(255, 'Konu en fazla 255 karakter olabilir'),
});
