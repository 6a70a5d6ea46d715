import type { z } from 'zod';
import type { affiliatePlayersReply } from '@app/shared/api/affiliate.ts';
import { apiGet } from '@/lib/api-client.ts';
import { search } from '@/affiliate/ui/api.ts';

export type PlayersReply = z.infer<typeof affiliatePlayersReply>;

export async function getPlayers(from: string, to: string, signal?: AbortSignal): Promise<PlayersReply> {
  return apiGet<PlayersReply>(`affiliate/players?${search({ from, to })}`, signal);
}
