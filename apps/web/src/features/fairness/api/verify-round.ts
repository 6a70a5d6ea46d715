import type { z } from 'zod';
import type { FairVerifyReply, fairVerifyRequest } from '@app/shared/api/games.ts';
import type { VerifyResult } from '@app/games/verify.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/fair/verify: what a past round needs to be recomputed. Amounts in kuruş. */
export type VerifyBody = z.input<typeof fairVerifyRequest>;
export type { VerifyResult };

export async function verifyRound(body: VerifyBody): Promise<VerifyResult> {
  const reply = await apiPost<Omit<FairVerifyReply, 'result'> & { result: VerifyResult }>(
    'fair/verify',
    body,
  );
  return reply.result;
}
