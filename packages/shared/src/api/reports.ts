import { z } from 'zod';

/**
 * The back office's reports (roles finance, risk, admin: `reports.read`): a report over any range of
 * Istanbul days grouped by day, game, provider or affiliate btag, the dashboard, and the money
 * waiting. Amounts are lira. GGR = bets − wins; NGR = GGR − bonus cost.
 */
export const REPORT_GROUPINGS = ['day', 'game', 'provider', 'btag'] as const;
export const isoDay = z
  .string({ error: 'Tarih gerekli' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih YYYY-AA-GG biçiminde olmalı')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Geçerli bir tarih girin');
export const MAX_REPORT_DAYS = 1830;

export const reportQuery = z
  .object({
    from: isoDay,
    to: isoDay,
    group_by: z.enum(REPORT_GROUPINGS, { error: 'Gruplama gün, oyun, sağlayıcı ya da btag olmalı' }).optional().default('day'),
    site_id: z.coerce.number({ error: 'Geçerli bir site seçin' }).int().min(1).max(2_147_483_647).optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'Başlangıç tarihi bitiş tarihinden sonra olamaz', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_REPORT_DAYS, {
    message: 'Rapor en fazla 5 yıllık olabilir',
    path: ['from'],
  });

export const reportFigures = z.object({
  registrations: z.number().nullable(),
  first_deposits_count: z.number().nullable(),
  first_deposits: z.number().nullable(),
  deposits_count: z.number(),
  deposits: z.number(),
  withdrawals_count: z.number(),
  withdrawals: z.number(),
  bets_count: z.number(),
  bets: z.number(),
  wins: z.number(),
  ggr: z.number(),
  bonus_cost: z.number(),
  ngr: z.number(),
  adjustments: z.number(),
  active_players: z.number().nullable(),
});
export const reportRow = reportFigures.extend({
  /** The group: a day (YYYY-MM-DD), a game id, a provider id or a btag ('' for none). */
  key: z.string(),
  /** What staff read: the day, the game's or provider's name, the btag or 'Yönlendirmesiz'. */
  label: z.string(),
});
export const reportReply = z.object({
  success: z.literal(true),
  report: z.object({
    from: z.string(),
    to: z.string(),
    group_by: z.enum(REPORT_GROUPINGS),
    rows: z.array(reportRow),
    totals: reportFigures,
  }),
});

export const dashboardQuery = z.object({
  site_id: z.coerce.number({ error: 'Geçerli bir site seçin' }).int().min(1).max(2_147_483_647).optional(),
});
export const pendingMoney = z.object({
  deposits_count: z.number(),
  deposits: z.number(),
  withdrawals_count: z.number(),
  withdrawals: z.number(),
  bonuses_count: z.number(),
  /** What active bonuses hold: the players' bonus balances. */
  bonus_balance: z.number(),
  /** What the house owes the players in cash. */
  cash_balance: z.number(),
});
export const dashboardReply = z.object({
  success: z.literal(true),
  dashboard: z.object({
    today: reportFigures,
    last_30_days: reportFigures,
    /** The last 30 days, one row per day (the charts). */
    days: z.array(reportRow),
    pending: pendingMoney,
  }),
});
