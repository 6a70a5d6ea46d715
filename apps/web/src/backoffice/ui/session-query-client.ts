import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client.ts';

/**
 * A signed-in panel's query client (the back office's, the affiliates' portal's). A 401 from any call
 * (the session ended, idled out or was ended everywhere) clears what was loaded and sets who is
 * signed in (`meKey`) to nobody, so the app shows its sign-in page; `onEnded` hears it once per end.
 */
export function createSessionQueryClient(meKey: QueryKey, onEnded: () => void = () => {}): QueryClient {
  const signedOut = (error: unknown) => {
    if (!isApiError(error) || error.status !== 401) return;
    if (client.getQueryData(meKey) === null) return;
    client.removeQueries({ predicate: (q) => q.queryKey[1] !== meKey[1] });
    client.setQueryData(meKey, null);
    onEnded();
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
