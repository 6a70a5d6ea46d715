import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Promotion, PromotionsReply } from '@app/shared/api/site.ts';
import { apiGet } from '@/lib/api-client.ts';
import { promotionKeys } from '@/api/query-keys.ts';

export type { Promotion };

export async function getPromotions(): Promise<Promotion[]> {
  const reply = await apiGet<PromotionsReply>('promotions.php');
  return reply.promotions ?? [];
}

export const promotionsQueryOptions = queryOptions({
  queryKey: promotionKeys.all,
  queryFn: getPromotions,
  staleTime: 60_000,
  retry: false,
});

export function usePromotions() {
  return useQuery(promotionsQueryOptions);
}
