import { z } from 'zod';
import { time, optionalTime } from './common.ts';

/** The staff: the KYC queue (the back office's calls; the server's modules/kyc). */

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
