import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginReply, loginRequest } from '@app/shared/api/auth.ts';
import { apiPost } from '../../../lib/api-client.ts';

export type LoginPayload = z.output<typeof loginRequest>;
export type LoginReply = z.infer<typeof loginReply>;

export function postLogin(payload: LoginPayload): Promise<LoginReply> {
  return apiPost<LoginReply>('login.php', payload);
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
