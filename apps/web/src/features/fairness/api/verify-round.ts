import { apiPost } from '@/lib/api-client.ts';
import type { BlackjackAction, RoundOutcome } from '@/play/types.ts';

/** POST /api/fair/verify: what a past round needs to be recomputed. Amounts in kuruş. */
export interface VerifyBody {
  game: string;
  server_seed: string;
  client_seed: string;
  nonce: number;
  server_seed_hash?: string;
  bet?: number;
  bets?: unknown;
  actions?: BlackjackAction[];
}

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
