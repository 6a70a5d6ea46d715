import type { CrashStateReply } from '@app/shared/api/crash.ts';
import { apiGet } from '@/lib/api-client.ts';

export type { CrashStateReply };

/** GET /api/crash/state: the round, its bets, the last 20 crash points; `my_bet` with a session. */
export function getCrashState(signal?: AbortSignal): Promise<CrashStateReply> {
  return apiGet<CrashStateReply>('crash/state', signal);
}
