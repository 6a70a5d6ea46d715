import { useMutation } from '@tanstack/react-query';
import { messagesRequest } from './messages-request.ts';
import type { MessageActionReply } from './mark-message-read.ts';

/** DELETE {message_id}: removes a message with its replies from the player's inbox. */
export function deleteMessage(messageId: number): Promise<MessageActionReply> {
  return messagesRequest<MessageActionReply>('DELETE', { json: { message_id: messageId } });
}

/** The page decides what to reload: an emptied page other than the first goes one page back. */
export function useDeleteMessage() {
  return useMutation({ mutationFn: deleteMessage });
}
