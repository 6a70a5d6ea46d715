import { useQuery } from '@tanstack/react-query';
import type { SiteCssReply } from '@app/shared/api/site.ts';
import { apiGet, callQueryOptions } from '@/lib/api-client.ts';
import { siteKeys } from '@/api/query-keys.ts';

export type { SiteCssReply };

export function getSiteCss(): Promise<SiteCssReply> {
  return apiGet<SiteCssReply>('site_css.php');
}

export const siteCssQueryOptions = callQueryOptions(siteKeys.css, getSiteCss, { staleTime: Infinity });

export function useSiteCss() {
  return useQuery(siteCssQueryOptions);
}
