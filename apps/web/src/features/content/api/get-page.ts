import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CmsPage, PageReply } from '@app/shared/api/content.ts';
import { apiGet } from '@/lib/api-client.ts';
import { siteKeys } from '@/api/query-keys.ts';

export type { CmsPage };

export async function getPage(slug: string): Promise<CmsPage> {
  const reply = await apiGet<PageReply>(`cms-pages.php?action=page&slug=${encodeURIComponent(slug)}`);
  return reply.page;
}

export function pageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: siteKeys.cmsPage(slug),
    queryFn: () => getPage(slug),
    staleTime: 60_000,
    retry: false,
  });
}

/** Reloads whenever the slug changes (the slug is part of the key). */
export function usePage(slug: string | undefined) {
  return useQuery({ ...pageQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
