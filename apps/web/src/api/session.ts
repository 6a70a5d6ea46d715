import { useQuery } from '@tanstack/react-query';
import type { SessionReply } from '@app/shared/api/auth.ts';
import { apiGet, callQueryOptions } from '@/lib/api-client.ts';
import { sessionKeys } from '@/api/query-keys.ts';
import { usePollInterval } from '@/lib/push.ts';

export function getSession(): Promise<SessionReply> {
  return apiGet<SessionReply>('user_session.php');
}

export const sessionQueryKey = sessionKeys.all;

export const sessionQueryOptions = callQueryOptions(sessionQueryKey, getSession, { staleTime: 10_000 });

/**
 * The session; `refetchInterval` lets the sidebar re-check it every 30 s (at the safety interval
 * while the push channel is up: it tells a session's end, lib/push.ts).
 */
export function useSession(refetchInterval?: number) {
  const interval = usePollInterval(refetchInterval ?? false);
  return useQuery({ ...sessionQueryOptions, refetchInterval: interval === false ? undefined : interval });
}

/** True only when the server said so; a failed check counts as logged out. */
export function useIsLoggedIn(): boolean {
  const { data } = useSession();
  return Boolean(data?.logged_in && data.user);
}
