import { z } from 'zod';

/**
 * Zeplin, the in-house crash game (DOMAIN.md, "Crash game 'Zeplin'"; docs/decisions/0030). Money in
 * lira, multipliers as numbers with two decimals (1.57 = 1.57x), times as ISO 8601 (UTC).
 *
 * - GET  /api/crash/state             -> crashStateReply (visitors too; `my_bet` only with a session)
 * - POST /api/crash/session          -> crashSessionReply: the player's Zeplin game session opened
 *   (the lobby's launch, with its refusals) when the page opens, so the first bet does not wait on it
 * - POST /api/crash/bet {amount, auto_cashout?} -> crashBetReply (betting phase only)
 * - POST /api/crash/cashout           -> crashCashoutReply, answered after the win is in the ledger
 * - GET  /api/crash/rounds/:id        -> crashRoundReply (a crashed round: hash, crash point, bets)
 * - GET  /api/crash/fairness          -> crashFairnessReply
 * - the push channel: GET /api/stream?topics=crash, `event: crash` with a crashState as data, sent
 *   at each phase change and, merged every 250 ms, when bets or cash-outs change the list.
 */
export const CRASH_PHASES = ['betting', 'flying', 'crashed'] as const;
export type CrashPhase = (typeof CRASH_PHASES)[number];

/** A bet as everyone sees it: the username masked (first two letters, then stars). */
export const crashPublicBet = z.object({
  username: z.string(),
  amount: z.number(),
  /** Set while the bet stands: the auto cash-out target, or null. Shown to its owner only; null for others. */
  auto_cashout: z.number().nullable(),
  /** The multiplier it cashed out at, or null (standing, or lost once the round crashed). */
  cashed_out_at: z.number().nullable(),
  win: z.number().nullable(),
});
export type CrashPublicBet = z.infer<typeof crashPublicBet>;

export const crashRound = z.object({
  id: z.number().int(),
  /**
   * The round's place in its site's chain (1 for the first round): the verifier's walk from its hash
   * to the terminating hash takes this many links. `id` is the installation's (all sites share it).
   */
  number: z.number().int(),
  phase: z.enum(CRASH_PHASES),
  /** Betting: when the flight takes off (bets close then). Flying and crashed: when it took off. */
  starts_at: z.string(),
  /** While flying: the multiplier when this state was read (the client draws the curve from starts_at). */
  multiplier: z.number().nullable(),
  /** Once crashed: the crash point and the round's hash (hidden before). */
  crash_point: z.number().nullable(),
  hash: z.string().nullable(),
  /** The hash of the round before (the terminating hash for the first): SHA-256 of this round's hash. */
  previous_hash: z.string(),
  /** Once crashed: when it crashed. */
  crashed_at: z.string().nullable(),
  /**
   * From take-off: the round's cap, where every bet still flying is cashed out (the house's largest
   * loss in one round, spread over the round's bets); null or absent when the round has none.
   */
  cap_multiplier: z.number().nullable().optional(),
});
export type CrashRound = z.infer<typeof crashRound>;

export const crashHistoryItem = z.object({ id: z.number().int(), number: z.number().int(), crash_point: z.number(), hash: z.string() });
export type CrashHistoryItem = z.infer<typeof crashHistoryItem>;

/** The player's own bet in the round on screen. */
export const crashMyBet = z.object({
  amount: z.number(),
  auto_cashout: z.number().nullable(),
  cashed_out_at: z.number().nullable(),
  win: z.number().nullable(),
  status: z.enum(['open', 'cashed_out', 'lost']),
});
export type CrashMyBet = z.infer<typeof crashMyBet>;

export const crashState = z.object({
  round: crashRound,
  bets: z.array(crashPublicBet),
  /** The last 20 crashed rounds, the newest first. */
  history: z.array(crashHistoryItem),
  /** The server's clock when this was read: the client measures its offset with it. */
  server_time: z.string(),
});
export type CrashState = z.infer<typeof crashState>;

export const crashStateReply = crashState.extend({
  success: z.literal(true),
  my_bet: crashMyBet.nullable(),
  /** Limits of a bet, lira. */
  limits: z.object({ min_bet: z.number(), max_bet: z.number(), max_win: z.number() }),
});
export type CrashStateReply = z.infer<typeof crashStateReply>;

export const crashBetRequest = z.object({
  amount: z.union([z.number(), z.string()]),
  auto_cashout: z.union([z.number(), z.string()]).nullable().optional(),
});
export const crashBetReply = z.object({ success: z.literal(true), round_id: z.number().int(), bet: crashMyBet, balance: z.number() });
export const crashSessionReply = z.object({ success: z.literal(true) });
export const crashCashoutReply = z.object({ success: z.literal(true), multiplier: z.number(), win: z.number(), balance: z.number() });

export const crashRoundReply = z.object({
  success: z.literal(true),
  round: crashRound,
  bets: z.array(crashPublicBet),
});
export const crashFairnessReply = z.object({
  success: z.literal(true),
  terminating_hash: z.string(),
  salt: z.string(),
  chain_length: z.number().int(),
  edge_percent: z.number(),
  /** The share of rounds that crash at 1.00x, percent (1.98). */
  instant_crash_percent: z.number(),
  /** The curve: multiplier(t) = floor(100 x e^(growth_per_ms x t)) / 100, t in ms after take-off. */
  growth_per_ms: z.number(),
  /** Rounds played so far on this chain. */
  rounds_played: z.number().int(),
});
export type CrashFairness = z.infer<typeof crashFairnessReply>;

export const crashMessages = {
  notBetting: 'Bahisler bu tur için kapandı. Lütfen bir sonraki turu bekleyin.',
  alreadyBet: 'Bu turda zaten bir bahsiniz var.',
  amount: 'Geçerli bir bahis tutarı girin (ör. 10 veya 2,50).',
  minBet: (min: string) => `En düşük bahis ${min}.`,
  maxBet: (max: string) => `En yüksek bahis ${max}.`,
  autoCashout: 'Otomatik çıkış çarpanı en az 1,01x olmalı.',
  noBet: 'Bu turda çıkış yapılacak açık bir bahsiniz yok.',
  tooLate: 'Zeplin düştü; çıkış yapılamadı.',
  notFlying: 'Zeplin henüz kalkmadı.',
  roundNotFound: 'Tur bulunamadı.',
  notStarted: 'Zeplin hazırlanıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
} as const;
