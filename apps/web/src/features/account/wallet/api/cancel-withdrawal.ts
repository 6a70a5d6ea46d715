import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawCancelReply } from '@app/shared/api/wallet.ts';
import { apiPost } from '@/lib/api-client.ts';
import { reloadWalletAndBalance } from './reload-wallet.ts';

export type CancelWithdrawalReply = WithdrawCancelReply;

/** POST withdraw-cancel.php: a pending withdrawal is cancelled and its amount returns to the balance. */
export function cancelWithdrawal(id: number): Promise<CancelWithdrawalReply> {
  return apiPost<CancelWithdrawalReply>('withdraw-cancel.php', { id });
}

/** Cancels the withdrawal; the balances and the wallet's lists reload whatever the answer. */
export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSettled: () => reloadWalletAndBalance(queryClient),
  });
}
