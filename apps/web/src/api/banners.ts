import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Banner, BannersReply } from '@app/shared/api/site.ts';
import { topBanners, type BannerQuery } from '@app/shared/page-banners.ts';
import { apiGet } from '@/lib/api-client.ts';
import { siteKeys } from '@/api/query-keys.ts';

export type { Banner };

export async function getBanners(query: BannerQuery): Promise<Banner[]> {
  const params = new URLSearchParams({ page: query.page });
  if (query.device) params.set('device', query.device);
  if (query.position) params.set('position', query.position);
  const reply = await apiGet<BannersReply>(`banners.php?${params.toString()}`);
  return reply.banners ?? [];
}

export function bannersQueryOptions(query: BannerQuery) {
  return queryOptions({
    queryKey: siteKeys.banners(query.page, query.device ?? '', query.position ?? ''),
    queryFn: () => getBanners(query),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useBanners(query: BannerQuery, enabled = true) {
  return useQuery({ ...bannersQueryOptions(query), enabled });
}

/**
 * Starts loading the banners a page shows at its top (its largest paint) while the page's own code
 * is still on its way, so the first image is requested as soon as the page renders. Fresh data in
 * the cache is not fetched again; a failure is left to the page's own query.
 */
export function prefetchPageBanners(client: QueryClient, pathname: string, isDesktop: boolean): void {
  for (const query of topBanners(pathname, isDesktop)) void client.prefetchQuery(bannersQueryOptions(query));
}
