import { apiPost } from '../../../lib/api-client.ts';
import type { FairVerifyBody } from '@app/shared/api/fair.ts';
import type { RoundOutcome } from '../../../play/types.ts';

/** POST /api/fair/verify: the body the verifier form's shared schema makes. */
export type VerifyBody = FairVerifyBody;

export interface VerifyResult {
  gameId: string;
  totalBet: number;
  totalWin: number;
  floatsUsed: number;
  outcome: RoundOutcome;
  serverSeedHash: string;
  /** null when no expected hash was sent. */
  hashMatches: boolean | null;
  clientSeed: string;
  nonce: number;
  floats: number[];
}

export async function verifyRound(body: VerifyBody): Promise<VerifyResult> {
  const reply = await apiPost<{ success: true; result: VerifyResult }>('fair/verify', body);
  return reply.result;
}
