import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { callRequestItem } from '@app/shared/api/contact.ts';
import { apiGet } from '@/lib/api-client.ts';
import { contactKeys } from '@/api/query-keys.ts';

export type CallRequestItem = z.infer<typeof callRequestItem>;

export async function getCallRequests(): Promise<CallRequestItem[]> {
  const reply = await apiGet<{ success: true; requests: CallRequestItem[] }>('request-call.php');
  return reply.requests ?? [];
}

export const callRequestsQueryOptions = queryOptions({
  queryKey: contactKeys.callRequests,
  queryFn: getCallRequests,
  retry: false,
});

export function useCallRequests() {
  return useQuery(callRequestsQueryOptions);
}
