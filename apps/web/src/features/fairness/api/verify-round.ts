import type { FairVerifyReply } from '@app/shared/api/games.ts';
import type { VerifyResult } from '@app/games/verify.ts';
import { apiPost } from '@/lib/api-client.ts';
import type { FairVerifyBody } from '@app/shared/api/fair.ts';

/** POST /api/fair/verify: the body the verifier form's shared schema makes. */
export type VerifyBody = FairVerifyBody;
export type { VerifyResult };

export async function verifyRound(body: VerifyBody): Promise<VerifyResult> {
  const reply = await apiPost<Omit<FairVerifyReply, 'result'> & { result: VerifyResult }>(
    'fair/verify',
    body,
  );
  return reply.result;
}
