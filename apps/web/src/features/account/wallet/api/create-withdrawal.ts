import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { WithdrawReply, withdrawRequest } from '@app/shared/api/wallet.ts';
import { apiPost } from '@/lib/api-client.ts';
import { bonusKeys } from '@/api/query-keys.ts';
import { reloadWalletAndBalance } from './reload-wallet.ts';

export type WithdrawPayload = z.input<typeof withdrawRequest>;
export type { WithdrawReply };

/** `idempotencyKey` is one per form submission: a repeated submit returns the first request. */
export function createWithdrawal(payload: WithdrawPayload, idempotencyKey: string): Promise<WithdrawReply> {
  return apiPost<WithdrawReply>('withdraw.php', payload, { 'Idempotency-Key': idempotencyKey });
}

/**
 * Creates the withdrawal request; on success the balances, history and saved accounts reload, and
 * the bonuses (a confirmed request forfeits the active one).
 */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: { payload: WithdrawPayload; idempotencyKey: string }) =>
      createWithdrawal(payload, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        reloadWalletAndBalance(queryClient),
        queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
      ]),
  });
}
