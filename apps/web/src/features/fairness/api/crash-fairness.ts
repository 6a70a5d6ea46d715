import type { z } from 'zod';
import type { CrashFairness, crashRoundReply } from '@app/shared/api/crash.ts';
import { apiGet, callQueryOptions } from '@/lib/api-client.ts';

export type CrashRoundReply = z.infer<typeof crashRoundReply>;

/** GET /api/crash/fairness: the published terminating hash, salt, chain length, edge and curve. */
export function crashFairnessQuery() {
  return callQueryOptions(['fairness', 'crash'], () => apiGet<CrashFairness>('crash/fairness'), {
    staleTime: 60_000,
  });
}

/** GET /api/crash/rounds/:id: a crashed round with its hash and crash point. */
export function getCrashRound(id: number): Promise<CrashRoundReply> {
  return apiGet<CrashRoundReply>(`crash/rounds/${id}`);
}
