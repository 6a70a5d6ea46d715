import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';

/** How long a reply stays fresh, and how often a failed call is tried again (never, by default). */
export interface QueryTiming {
  staleTime?: number;
  retry?: boolean | number;
}

/** The query options of one server call: a failure is not retried unless `timing` says so. */
export function callQueryOptions<TData, TKey extends QueryKey>(queryKey: TKey, queryFn: () => Promise<TData>, timing: QueryTiming = {}) {
  return queryOptions({ queryKey, queryFn, retry: false, ...timing });
}

/** A list the server sends under one field of its reply (GET `path`); a reply without it is an empty list. */
export async function getList<TReply, TField extends keyof TReply>(path: string, field: TField): Promise<NonNullable<TReply[TField]>> {
  const reply = await apiGet<TReply>(path);
  return (reply[field] ?? []) as NonNullable<TReply[TField]>;
}
