import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client.ts';
import { reloadWalletAndBalance } from './reload-wallet.ts';

export interface DepositPayload {
  amount: number;
  method: 'bank_transfer';
  /** The chosen bank, one of DEPOSIT_BANKS. */
  sender_name: string;
  description: string;
}

export interface DepositReply {
  success: true;
  message: string;
  deposit: { id: number; amount: number; status: string };
}

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
