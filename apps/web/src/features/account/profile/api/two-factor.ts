import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TwoFactorChangedReply as TwoFactorChangeReply, TwoFactorSetupReply, twoFactorRequest } from '@app/shared/api/account.ts';
import { apiPost } from '@/lib/api-client.ts';
import { profileQueryKey } from './get-profile.ts';

export type TwoFactorPayload = z.input<typeof twoFactorRequest>;

export type { TwoFactorChangeReply, TwoFactorSetupReply };

/** setup: a fresh pending secret; enable: confirms it with a code; each with the password. */
export function postTwoFactor(payload: { action: 'setup'; password: string }): Promise<TwoFactorSetupReply>;
export function postTwoFactor(payload: TwoFactorPayload): Promise<TwoFactorChangeReply>;
export function postTwoFactor(
  payload: TwoFactorPayload,
): Promise<TwoFactorSetupReply | TwoFactorChangeReply> {
  return apiPost('two-factor.php', payload);
}

export function useTwoFactorSetup() {
  return useMutation({ mutationFn: (password: string) => postTwoFactor({ action: 'setup', password }) });
}

/** Turning two-factor on or off reloads the profile, which carries the switch's state. */
export function useTwoFactorChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Exclude<TwoFactorPayload, { action: 'setup' }>) => postTwoFactor(payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
