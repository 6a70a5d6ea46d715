import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@app/shared/api/common.ts';
import { messagesQueryKey } from './get-messages.ts';
import { messagesRequest } from './messages-request.ts';

export type MessageActionReply = MessageReply;

/** POST {message_id}: marks one message (or one staff reply) read. */
export function markMessageRead(messageId: number): Promise<MessageActionReply> {
  return messagesRequest<MessageActionReply>('POST', { json: { message_id: messageId } });
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  });
}
