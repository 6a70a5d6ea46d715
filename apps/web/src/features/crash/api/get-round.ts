import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { crashRoundReply } from '@app/shared/api/crash.ts';
import { apiGet } from '@/lib/api-client.ts';
import { crashKeys } from './crash-keys.ts';

export type CrashRoundReply = z.infer<typeof crashRoundReply>;

/** GET /api/crash/rounds/:id: a crashed round with its hash, crash point and masked bets. */
export function getCrashRound(id: number): Promise<CrashRoundReply> {
  return apiGet<CrashRoundReply>(`crash/rounds/${id}`);
}

/** A crashed round never changes: read once. */
export function useCrashRound(id: number | null) {
  return useQuery({
    queryKey: crashKeys.round(id ?? 0),
    queryFn: () => getCrashRound(id!),
    enabled: id !== null,
    staleTime: Infinity,
    retry: false,
  });
}
