import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageReply } from '@app/shared/api/common.ts';
import type { callRequest } from '@app/shared/api/contact.ts';
import { apiPost } from '@/lib/api-client.ts';
import { callRequestsQueryOptions } from './get-call-requests.ts';

export type CallRequestPayload = z.output<typeof callRequest>;

export function sendCallRequest(payload: CallRequestPayload): Promise<MessageReply> {
  return apiPost('request-call.php', payload);
}

/** Sends the request; on success the recent-requests list reloads. */
export function useSendCallRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCallRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callRequestsQueryOptions.queryKey }),
  });
}
