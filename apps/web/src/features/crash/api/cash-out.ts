import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { crashCashoutReply } from '@app/shared/api/crash.ts';
import { apiPost } from '@/lib/api-client.ts';
import { balanceKeys } from '@/api/query-keys.ts';

export type CrashCashoutReply = z.infer<typeof crashCashoutReply>;

/**
 * POST /api/crash/cashout: the server decides the multiplier by its own clock and answers once the
 * win is in the ledger; the page shows its figures, never its own.
 */
export function cashOutCrash(): Promise<CrashCashoutReply> {
  return apiPost<CrashCashoutReply>('crash/cashout');
}

export function useCashOutCrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cashOutCrash,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
  });
}
