import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerReply, registerRequest } from '@app/shared/api/auth.ts';
import { apiPost } from '@/lib/api-client.ts';

export type RegisterPayload = z.output<typeof registerRequest>;
export type RegisterReply = z.infer<typeof registerReply>;

export function postRegister(payload: RegisterPayload): Promise<RegisterReply> {
  return apiPost<RegisterReply>('register.php', payload);
}

export function useRegister() {
  return useMutation({ mutationFn: postRegister });
}
