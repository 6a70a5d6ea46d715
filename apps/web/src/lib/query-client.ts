import { QueryClient } from '@tanstack/react-query';

/** The player site's query client: no retries, no refetch on focus. Tests take a fresh one each. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
