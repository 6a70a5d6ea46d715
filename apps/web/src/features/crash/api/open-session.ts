import { useEffect } from 'react';
import type { z } from 'zod';
import type { crashSessionReply } from '@app/shared/api/crash.ts';
import { apiPost } from '@/lib/api-client.ts';

export type CrashSessionReply = z.infer<typeof crashSessionReply>;

/**
 * POST /api/crash/session: the player's Zeplin game session opened as the page opens (the lobby's
 * launch), so the first bet of a busy betting phase does not wait on it.
 */
export function openCrashSession(): Promise<CrashSessionReply> {
  return apiPost<CrashSessionReply>('crash/session');
}

/**
 * Opens the game session once per player and page. A refusal (no balance, a restricted login) says
 * nothing here: the bet that meets it shows the server's Turkish message.
 */
export function useOpenCrashSession(playerId: number | null): void {
  useEffect(() => {
    if (playerId === null) return;
    openCrashSession().catch(() => undefined);
  }, [playerId]);
}
