import { z } from 'zod';

/** The back office's calls (/api/admin). Money in lira, times as ISO text, ids as numbers. */
export const STAFF_ROLES = ['admin', 'finance', 'support', 'content'] as const;

export const staffUser = z.object({ id: z.number(), username: z.string(), role: z.enum(STAFF_ROLES) });
/** POST login and GET me: who is signed in. */
export const staffReply = z.object({ success: z.literal(true), staff: staffUser });
export type StaffReply = z.infer<typeof staffReply>;

const time = z.string();
const optionalTime = z.string().nullable();

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

/** A deposit in the staff list. */
export const staffDepositItem = z.object({
  ...listedRequest,
  sender_name: z.string(),
  description: z.string(),
  ...listedDecision,
});
/** A deposit after a decision: the whole row. */
export const staffDeposit = z.object({
  ...requestRow,
  sender_name: z.string(),
  description: z.string(),
  ...rowDecision,
  created_at: time,
  /** The player's answer to the deposit bonus offer after approval: null until given. */
  bonus_decision: z.enum(['selected', 'rejected']).nullable(),
  bonus_decided_at: optionalTime,
});
export const staffDepositsReply = z.object({ success: z.literal(true), deposits: z.array(staffDepositItem) });
export const staffDepositReply = z.object({ success: z.literal(true), deposit: staffDeposit });

const payee = { account_name: z.string(), bank_name: z.string(), iban: z.string() };
/** A withdrawal in the staff list. */
export const staffWithdrawalItem = z.object({
  ...listedRequest,
  ...payee,
  ...listedDecision,
  paid_at: optionalTime,
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
});
export const staffWithdrawalsReply = z.object({
  success: z.literal(true),
  withdrawals: z.array(staffWithdrawalItem),
});
export const staffWithdrawalReply = z.object({ success: z.literal(true), withdrawal: staffWithdrawal });

/** A KYC submission in the staff list; `files` holds the player's original file names per document. */
export const staffKycItem = z.object({
  id: z.number(),
  player_id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  tc: z.string(),
  status: z.string(),
  files: z.unknown().meta({ type: 'object' }),
  reject_reason: z.string(),
  created_at: time,
  decided_at: optionalTime,
});
export const staffKycListReply = z.object({ success: z.literal(true), kyc: z.array(staffKycItem) });
/** POST kyc/:id/verify and reject: the decided submission. */
export const staffKycDecisionReply = z.object({
  success: z.literal(true),
  kyc: z.object({ id: z.number(), player_id: z.number(), status: z.string(), reject_reason: z.string() }),
});

/** A player's message to site management, with how many replies it has and its state. */
export const staffMessageItem = z.object({
  id: z.number(),
  player_id: z.number(),
  username: z.string(),
  subject: z.string(),
  body: z.string(),
  is_closed: z.boolean(),
  created_at: time,
  replies: z.number(),
  status: z.enum(['open', 'answered', 'closed']),
});
export const staffMessagesReply = z.object({ success: z.literal(true), messages: z.array(staffMessageItem) });
/** POST messages/:id/reply and players/:id/messages: the new message's id. */
export const staffMessageSentReply = z.object({
  success: z.literal(true),
  message: z.object({ id: z.number() }),
});

/** An audit entry: who did what to which record, with the record before and after (JSON). */
export const auditItem = z.object({
  id: z.number(),
  staff_id: z.number().nullable(),
  staff_username: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: time,
});
export const auditReply = z.object({ success: z.literal(true), audit: z.array(auditItem) });

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
