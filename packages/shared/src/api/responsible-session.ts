import { z } from 'zod';

/**
 * The reality check's figures for the game client: what the player staked and won in the game
 * session its token opened, since the session started (lira; bets net of refunded bets).
 */
export const realitySessionRequest = z.object({
  token: z.string({ error: 'Oyun oturumu geçersiz veya süresi dolmuş. Lütfen oyunu yeniden açın.' }).min(1).max(200),
});

export const realitySessionReply = z.object({
  success: z.literal(true),
  started_at: z.string(),
  bets: z.number(),
  wins: z.number(),
  /** wins - bets */
  net: z.number(),
  rounds: z.number().int(),
});
export type RealitySessionReply = z.infer<typeof realitySessionReply>;
