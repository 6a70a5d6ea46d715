import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallRequestItem, CallRequestsReply } from '@app/shared/api/contact.ts';
import { apiGet } from '@/lib/api-client.ts';

import { contactKeys } from '@/api/query-keys.ts';

export type { CallRequestItem };

export async function getCallRequests(): Promise<CallRequestItem[]> {
  const reply = await apiGet<CallRequestsReply>('request-call.php');
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
