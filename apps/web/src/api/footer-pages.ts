import { useQuery } from '@tanstack/react-query';
import type { FooterPage, FooterReply } from '@app/shared/api/content.ts';
import { siteKeys } from '@/api/query-keys.ts';
import { callQueryOptions, getList } from '@/lib/api-client.ts';

export type { FooterPage };

export function getFooterPages(): Promise<FooterPage[]> {
  return getList<FooterReply, 'footer_pages'>('cms-pages.php?action=footer', 'footer_pages');
}

export const footerPagesQueryOptions = callQueryOptions(siteKeys.footerPages, getFooterPages, { staleTime: 5 * 60_000 });

export function useFooterPages() {
  return useQuery(footerPagesQueryOptions);
}
