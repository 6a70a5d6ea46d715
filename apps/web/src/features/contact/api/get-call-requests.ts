import { useQuery } from '@tanstack/react-query';
import type { CallRequestItem, CallRequestsReply } from '@app/shared/api/contact.ts';

import { contactKeys } from '@/api/query-keys.ts';
import { callQueryOptions, getList } from '@/lib/api-client.ts';

export type { CallRequestItem };

export function getCallRequests(): Promise<CallRequestItem[]> {
  return getList<CallRequestsReply, 'requests'>('request-call.php', 'requests');
}

export const callRequestsQueryOptions = callQueryOptions(contactKeys.callRequests, getCallRequests);

export function useCallRequests() {
  return useQuery(callRequestsQueryOptions);
}
