import type { QueryClient } from '@tanstack/react-query';
import { createSessionQueryClient } from '@/backoffice/ui/session-query-client.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

/**
 * The back office's query client: a 401 from any call clears what was loaded and marks nobody
 * signed in, so the app shows the login page (which says the session ended).
 */
export function createBackofficeQueryClient(): QueryClient {
  return createSessionQueryClient(backofficeKeys.me, () => {
    sessionEnded = true;
  });
}

let sessionEnded = false;
/** Whether a 401 ended the session since the last look (the login page says so once). */
export function takeSessionEnded(): boolean {
  const was = sessionEnded;
  sessionEnded = false;
  return was;
}
