import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordRequest } from '@app/shared/api/account.ts';
import type { MessageReply } from '@app/shared/api/common.ts';
import { apiPost } from '@/lib/api-client.ts';

export type ChangePasswordPayload = z.input<typeof changePasswordRequest>;

export type ChangePasswordReply = MessageReply;

/** On success the server ends the player's other sessions; this one stays. */
export function changePassword(payload: ChangePasswordPayload): Promise<ChangePasswordReply> {
  return apiPost<ChangePasswordReply>('change-password.php', payload);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
