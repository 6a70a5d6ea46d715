import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordRequest } from '@app/shared/api/account.ts';
import { apiPost } from '@/lib/api-client.ts';

export type ChangePasswordPayload = z.input<typeof changePasswordRequest>;

export interface ChangePasswordReply {
  success: true;
  message: string;
}

/** On success the server ends the player's other sessions; this one stays. */
export function changePassword(payload: ChangePasswordPayload): Promise<ChangePasswordReply> {
  return apiPost<ChangePasswordReply>('change-password.php', payload);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
