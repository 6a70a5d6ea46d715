import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MessagesReply } from '@app/shared/api/account.ts';
import { messagesRequest } from './messages-request.ts';
import { messageKeys } from '@/api/query-keys.ts';

export type { MessagesReply };
export type Message = MessagesReply['messages'][number];
export type MessageReply = Message['replies'][number];
export type MessageType = Message['type'];

/**
 * One page (10) of the inbox, newest first, staff replies nested under their message.
 *
 * The spec saw the list both as `title/content` and as `subject/body`. Our server sends one
 * shape, `subject` and `body` (the shared messagesReply schema), so only that reading is used.
 */
export function getMessages(page: number): Promise<MessagesReply> {
  return messagesRequest<MessagesReply>('GET', { query: { page } });
}

export const messagesQueryKey = messageKeys.all;

export function messagesQueryOptions(page: number) {
  return queryOptions({
    queryKey: messageKeys.page(page),
    queryFn: () => getMessages(page),
    retry: false,
  });
}

/** While another page loads, the current one stays on screen (the pager does not jump). */
export function useMessages(page: number) {
  return useQuery({ ...messagesQueryOptions(page), placeholderData: keepPreviousData });
}
