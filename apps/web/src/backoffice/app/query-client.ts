import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

/**
 * The back office's query client. A 401 from any call (the session ended, idled out or was ended
 * everywhere) clears what was loaded and marks nobody signed in, so the app shows the login page.
 */
export function createBackofficeQueryClient(): QueryClient {
  const signedOut = (error: unknown) => {
    if (!isApiError(error) || error.status !== 401) return;
    if (client.getQueryData(backofficeKeys.me) === null) return;
    client.removeQueries({ predicate: (q) => q.queryKey[1] !== 'me' });
    client.setQueryData(backofficeKeys.me, null);
    sessionEnded = true;
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: signedOut }),
    mutationCache: new MutationCache({ onError: signedOut }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}

let sessionEnded = false;
/** Whether a 401 ended the session since the last look (the login page says so once). */
export function takeSessionEnded(): boolean {
  const was = sessionEnded;
  sessionEnded = false;
  return was;
}
