import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DepositReply, depositRequest } from '@app/shared/api/wallet.ts';
import { apiPost } from '@/lib/api-client.ts';
import { reloadWalletAndBalance } from './reload-wallet.ts';

export type DepositPayload = z.input<typeof depositRequest>;
export type { DepositReply };

/** `idempotencyKey` is one per form submission: a repeated submit returns the first request. */
export function createDeposit(payload: DepositPayload, idempotencyKey: string): Promise<DepositReply> {
  return apiPost<DepositReply>('deposit.php', payload, { 'Idempotency-Key': idempotencyKey });
}

/** Creates the deposit request; on success the balances and the history reload. */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: { payload: DepositPayload; idempotencyKey: string }) =>
      createDeposit(payload, idempotencyKey),
    onSuccess: () => reloadWalletAndBalance(queryClient),
  });
}
