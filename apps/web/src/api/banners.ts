import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Banner, BannersReply, bannersQuery } from '@app/shared/api/site.ts';
import { apiGet } from '@/lib/api-client.ts';
import { siteKeys } from '@/api/query-keys.ts';

export type { Banner };

export type BannerQuery = z.input<typeof bannersQuery>;

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

export function bannerImage(banner: Banner, device: 'desktop' | 'mobile'): string {
  return device === 'desktop'
    ? banner.images?.desktop || banner.banner_desktop || banner.banner_mobile
    : banner.banner_mobile || banner.images?.mobile || banner.banner_desktop;
}
