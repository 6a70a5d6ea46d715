import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@app/shared/api/site.ts';
import { apiGet, callQueryOptions } from '@/lib/api-client.ts';
import { siteKeys } from '@/api/query-keys.ts';

export function getSiteInfo(): Promise<SiteInfo> {
  return apiGet<SiteInfo>('site_info.php');
}

export const siteInfoQueryOptions = callQueryOptions(siteKeys.info, getSiteInfo, { staleTime: Infinity, retry: 1 });

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions);
}
