import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { crashBetReply } from '@app/shared/api/crash.ts';
import { apiPost, newIdempotencyKey } from '@/lib/api-client.ts';
import { balanceKeys } from '@/api/query-keys.ts';

export type CrashBetReply = z.infer<typeof crashBetReply>;

export interface CrashBetBody {
  /** Lira. */
  amount: number;
  /** The auto cash-out multiplier (1.5 = 1.50x), or null. */
  auto_cashout: number | null;
}

/** POST /api/crash/bet (betting phase only): the stake goes through the wallet at once. */
export function placeCrashBet(
  body: CrashBetBody,
  idempotencyKey = newIdempotencyKey(),
): Promise<CrashBetReply> {
  return apiPost<CrashBetReply>('crash/bet', body, { 'Idempotency-Key': idempotencyKey });
}

/** Places a bet; the header's balance reloads after it. */
export function usePlaceCrashBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CrashBetBody) => placeCrashBet(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
  });
}
