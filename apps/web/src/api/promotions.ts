import { useQuery } from '@tanstack/react-query';
import type { Promotion, PromotionsReply } from '@app/shared/api/site.ts';
import { promotionKeys } from '@/api/query-keys.ts';
import { callQueryOptions, getList } from '@/lib/api-client.ts';

export type { Promotion };

export function getPromotions(): Promise<Promotion[]> {
  return getList<PromotionsReply, 'promotions'>('promotions.php', 'promotions');
}

export const promotionsQueryOptions = callQueryOptions(promotionKeys.all, getPromotions, { staleTime: 0 });

export function usePromotions() {
  return useQuery(promotionsQueryOptions);
}
