import { z } from 'zod';
import { gridQuery, gridText, time } from './common.ts';

/** The staff: players' messages (the back office's calls; the server's modules/messages). */

/** GET messages: players' messages; `status` open (no reply yet), answered or closed; `q` a part of the subject or username. */
export const MESSAGE_STATUSES = ['open', 'answered', 'closed'] as const;

export const MESSAGE_SORTS = ['created_at', 'id', 'username', 'subject', 'status'] as const;

export const staffMessagesQuery = gridQuery(MESSAGE_SORTS).extend({
  q: gridText,
  status: z.enum(MESSAGE_STATUSES, { error: 'Geçersiz durum' }).optional(),
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

export const staffMessagesReply = z.object({ success: z.literal(true), messages: z.array(staffMessageItem), total: z.number() });

/** GET messages/:id: the player's message and the staff replies under it, oldest first. */
export const staffMessageThreadReply = z.object({
  success: z.literal(true),
  message: staffMessageItem,
  replies: z.array(z.object({ id: z.number(), body: z.string(), staff_username: z.string().nullable(), created_at: time })),
});

/** POST messages/:id/reply: the staff member's answer (the same rule the server applies). */
export const staffMessageReplyRequest = z.object({
  body: z.string({ error: 'Mesaj gerekli' }).trim().min(1, 'Mesaj gerekli').max(2000, 'Mesaj en fazla 2000 karakter olabilir'),
});

export type StaffMessageReplyInput = z.input<typeof staffMessageReplyRequest>;

/** POST messages/:id/reply and players/:id/messages: the new message's id. */
export const staffMessageSentReply = z.object({
  success: z.literal(true),
  message: z.object({ id: z.number() }),
});
