import { useQuery } from '@tanstack/react-query';
import type { HomeCategory, HomeGame, HomepageReply } from '@app/shared/api/site.ts';
import { apiGet, callQueryOptions } from '@/lib/api-client.ts';
import { siteKeys } from '@/api/query-keys.ts';

export type { HomeCategory, HomeGame };

export type HomepageData = HomepageReply['data'];

export async function getHomepage(): Promise<HomepageData> {
  const reply = await apiGet<HomepageReply>('homepage.php');
  return {
    popular_games: { slots: reply.data?.popular_games?.slots ?? [] },
    categories: reply.data?.categories ?? [],
  };
}

export const homepageQueryOptions = callQueryOptions(siteKeys.homepage, getHomepage, { staleTime: 60_000 });

export function useHomepage() {
  return useQuery(homepageQueryOptions);
}
