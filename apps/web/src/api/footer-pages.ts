import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FooterPage, FooterReply } from '@app/shared/api/content.ts';
import { apiGet } from '@/lib/api-client.ts';
import { siteKeys } from '@/api/query-keys.ts';

export type { FooterPage };

export async function getFooterPages(): Promise<FooterPage[]> {
  const reply = await apiGet<FooterReply>('cms-pages.php?action=footer');
  return reply.footer_pages ?? [];
}

export const footerPagesQueryOptions = queryOptions({
  queryKey: siteKeys.footerPages,
  queryFn: getFooterPages,
  staleTime: 5 * 60_000,
  retry: false,
});

export function useFooterPages() {
  return useQuery(footerPagesQueryOptions);
}
