import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { newMessageRequest, SendMessageReply } from '@app/shared/api/account.ts';
import { messagesQueryKey } from './get-messages.ts';
import { messagesRequest } from './messages-request.ts';

export type NewMessage = z.input<typeof newMessageRequest>;

export type { SendMessageReply };

/** PUT {subject, body} with the AJAX marker: a new message to site management. */
export function sendMessage(draft: NewMessage): Promise<SendMessageReply> {
  return messagesRequest<SendMessageReply>('PUT', { json: draft });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  });
}
