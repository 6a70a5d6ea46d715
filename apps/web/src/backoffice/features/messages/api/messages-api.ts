/** The players' messages queue's calls: a message's thread, the reply, closing. */
import type { z } from 'zod';
import type {
  staffMessageReplyRequest,
  staffMessageSentReply,
  staffMessagesReply,
  staffMessageThreadReply,
} from '@app/shared/api/messages.ts';
import { apiGet, apiPost } from '@/lib/api-client.ts';

export type MessagesReply = z.infer<typeof staffMessagesReply>;
export type MessageItem = MessagesReply['messages'][number];
export type MessageThread = z.infer<typeof staffMessageThreadReply>;
export type MessageReplyInput = z.input<typeof staffMessageReplyRequest>;
export type MessageReplyFields = z.output<typeof staffMessageReplyRequest>;

export function getMessageThread(id: number, signal?: AbortSignal): Promise<MessageThread> {
  return apiGet<MessageThread>(`admin/messages/${id}`, signal);
}

export function replyToMessage(id: number, fields: MessageReplyFields) {
  return apiPost<z.infer<typeof staffMessageSentReply>>(`admin/messages/${id}/reply`, fields);
}

export function closeMessage(id: number) {
  return apiPost<{ success: true }>(`admin/messages/${id}/close`);
}
