import type { QueryClient } from '@tanstack/react-query';
import { createSessionQueryClient } from '@/backoffice/ui/session-query-client.ts';
import { affiliateKeys } from '@/affiliate/ui/api.ts';

/** The portal's query client: a 401 from any call returns to the sign-in page, which says the session ended. */
export function createAffiliateQueryClient(): QueryClient {
  return createSessionQueryClient(affiliateKeys.me, () => {
    sessionEnded = true;
  });
}

let sessionEnded = false;
/** Whether a 401 ended the session since the last look (the sign-in page says so once). */
export function takeSessionEnded(): boolean {
  const was = sessionEnded;
  sessionEnded = false;
  return was;
}
