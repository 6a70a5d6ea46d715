import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginReply, loginRequest } from '@app/shared/api/auth.ts';
import { apiPost, isApiError, type ApiError } from '@/lib/api-client.ts';

export type LoginPayload = z.output<typeof loginRequest>;
export type LoginReply = z.infer<typeof loginReply>;

/** `totp`: the authenticator code, sent once the server asked for it (two_factor_required). */
export function postLogin(payload: LoginPayload): Promise<LoginReply> {
  return apiPost<LoginReply>('login.php', payload);
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}

/**
 * The refusal of a player with two-factor authentication: the password was right, the code is
 * missing ('İki adımlı doğrulama kodunu girin') or wrong ('Doğrulama kodu hatalı. Kalan deneme hakkı: N').
 */
export function isTwoFactorRequired(e: unknown): e is ApiError {
  return isApiError(e) && e.body?.two_factor_required === true;
}
