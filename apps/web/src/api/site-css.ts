import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteCssReply } from '@app/shared/api/site.ts';
import { apiGet } from '@/lib/api-client.ts';
import { siteKeys } from '@/api/query-keys.ts';

export type { SiteCssReply };

export function getSiteCss(): Promise<SiteCssReply> {
  return apiGet<SiteCssReply>('site_css.php');
}

export const siteCssQueryOptions = queryOptions({
  queryKey: siteKeys.css,
  queryFn: getSiteCss,
  staleTime: Infinity,
  retry: false,
});

export function useSiteCss() {
  return useQuery(siteCssQueryOptions);
}
