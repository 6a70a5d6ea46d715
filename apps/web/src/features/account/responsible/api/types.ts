import { z } from 'zod';

/*
 * The responsible-gaming calls (GET/POST /api/responsible-gaming.php), mirrored from the contract
 * of the design's DOMAIN.md until the shared schemas (packages/shared/src/api/responsible.ts) are
 * merged; then these give way to them. Amounts are lira; a session limit is minutes.
 */

export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;
export const TIMEOUT_DAYS = [1, 7, 30, 42] as const;
export type TimeoutDays = (typeof TIMEOUT_DAYS)[number];
export const EXCLUSION_MONTHS = [6, 12, 60] as const;
export type ExclusionMonths = (typeof EXCLUSION_MONTHS)[number];

export const responsibleLimit = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  amount: z.number().nullable(),
  pending_amount: z.number().nullable(),
  pending_from: z.string().nullable(),
});
export type ResponsibleLimit = z.infer<typeof responsibleLimit>;

export const responsibleReply = z.object({
  success: z.literal(true),
  limits: z.array(responsibleLimit),
  reality_check_minutes: z.number(),
  exclusion: z.object({ type: z.string(), until: z.string().nullable() }).nullable(),
});
export type ResponsibleReply = z.infer<typeof responsibleReply>;

export type ResponsibleAction =
  | { action: 'set_limit'; kind: LimitKind; period: LimitPeriod; amount: number | null }
  | { action: 'reality_check'; minutes: number }
  | { action: 'timeout'; days: TimeoutDays }
  | { action: 'self_exclude'; months: ExclusionMonths }
  | { action: 'self_exclude'; permanent: true }
  | { action: 'close_account' };

export interface ResponsibleActionReply {
  success: true;
  message: string;
}
