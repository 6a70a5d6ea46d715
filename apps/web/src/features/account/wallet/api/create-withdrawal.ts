import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client.ts';
import { reloadWalletAndBalance } from './reload-wallet.ts';

export interface WithdrawPayload {
  /** Whole lira. */
  amount: number;
  method: 'bank_transfer';
  account_name: string;
  bank_name: string;
  /** Without spaces. */
  iban: string;
  branch_code: string;
  account_no: string;
  save_bank_info: boolean;
}

export interface WithdrawReply {
  success: true;
  message: string;
  withdrawal: { id: number; amount: number; status: string };
  balance: number;
}

/** `idempotencyKey` is one per form submission: a repeated submit returns the first request. */
export function createWithdrawal(payload: WithdrawPayload, idempotencyKey: string): Promise<WithdrawReply> {
  return apiPost<WithdrawReply>('withdraw.php', payload, { 'Idempotency-Key': idempotencyKey });
}

/** Creates the withdrawal request; on success the balances, history and saved accounts reload. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: { payload: WithdrawPayload; idempotencyKey: string }) =>
      createWithdrawal(payload, idempotencyKey),
    onSuccess: () => reloadWalletAndBalance(queryClient),
  });
}
