import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginHistoryEntry, profileReply, profileUser } from '@app/shared/api/account.ts';
import { apiGet, callQueryOptions } from '@/lib/api-client.ts';
import { profileKeys } from '@/api/query-keys.ts';

export type ProfileReply = z.infer<typeof profileReply>;
export type ProfileUser = z.infer<typeof profileUser>;
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntry>;

export function getProfile(): Promise<ProfileReply> {
  return apiGet<ProfileReply>('profile.php');
}

export const profileQueryKey = profileKeys.all;

export const profileQueryOptions = callQueryOptions(profileQueryKey, getProfile);

/** The player's personal data, KYC and two-factor state, and the recent logins (GET profile.php). */
export function useProfile() {
  return useQuery(profileQueryOptions);
}
