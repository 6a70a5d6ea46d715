import { z } from 'zod';
import { gridQuery, gridText } from './common.ts';

/**
 * The affiliate programme (DOMAIN.md "Affiliate API"; issue 29; docs/decisions/0031). Money in lira
 * in replies and bodies (kuruş in the database), days as YYYY-MM-DD in Europe/Istanbul, months as
 * YYYY-MM, times as ISO 8601 (UTC).
 *
 * The affiliate's own calls (the portal at /affiliate; 401 without the affiliate session cookie):
 * - POST /api/affiliate/login {email, password, totp?} -> affiliateMeReply (sets the cookie)
 * - POST /api/affiliate/logout                         -> {success}
 * - GET  /api/affiliate/me                             -> affiliateMeReply
 * - POST /api/affiliate/totp/setup, /totp/enable {code}, /totp/disable {code}: two-step sign-in
 * - GET  /api/affiliate/dashboard?from=&to=            -> affiliateDashboardReply
 * - GET  /api/affiliate/report?from=&to=&group_by=day|campaign[&format=csv] -> affiliateReportReply
 * - GET  /api/affiliate/players?from=&to=              -> affiliatePlayersReply
 * - GET  /api/affiliate/statements                     -> affiliateStatementsReply
 * - GET  /api/affiliate/statements/:id                 -> affiliateStatementReply (with its lines)
 *
 * Staff (the affiliate domain's staff room; permission `affiliates.view`, finance's `affiliates.finance`):
 * - GET  /api/admin/affiliates                         -> the accounts (grid)
 * - GET  /api/admin/affiliates/:id                     -> one account, its plans and statements
 * - PUT  /api/admin/affiliates/:id/plan  affiliatePlanBody -> from the next month (the first plan: this month)
 * - GET  /api/admin/affiliates/:id/statements          -> affiliateStatementsReply
 * - POST /api/admin/affiliate-statements/:id/approve   -> first approval; above the site's four-eyes
 *        threshold a second, different staff member approves again
 * - POST /api/admin/affiliate-statements/:id/paid {reference} -> recorded as paid (approved ones only)
 *
 * Tracking: a link is `https://<site>/?btag=<btag>` or, with a campaign, `?btag=<btag>.<campaign>`
 * (the spec's client keeps the whole value in its affiliate_btag cookie and sends it with the
 * registration; the server splits it at the first dot). The server counts a click when it serves a
 * page whose address carries ?btag= (one per visitor address, btag and Istanbul day).
 */

/** A campaign (sub-id): lower-case letters, digits and dashes, 1 to 32 characters. */
export const CAMPAIGN_PATTERN = /^[a-z0-9-]{1,32}$/;

/** `btag` or `btag.campaign` as a link carries it -> its two parts (campaign '' when none or invalid). */
export function splitAffiliateTag(value: string | null | undefined): { btag: string; campaign: string } {
  const v = (value ?? '').trim().toLowerCase().slice(0, 100);
  const dot = v.indexOf('.');
  if (dot < 0) return { btag: v, campaign: '' };
  const campaign = v.slice(dot + 1);
  return { btag: v.slice(0, dot), campaign: CAMPAIGN_PATTERN.test(campaign) ? campaign : '' };
}

export const affiliateMessages = {
  loginFailed: 'E-posta veya şifre hatalı',
  notApproved: 'Ortaklık başvurunuz henüz onaylanmadı.',
  suspended: 'Ortaklık hesabınız askıya alındı. Lütfen bizimle iletişime geçin.',
  sessionRequired: 'Lütfen ortaklık hesabınızla giriş yapın',
  totpRequired: 'İki adımlı doğrulama kodunu girin',
  totpWrong: 'Doğrulama kodu hatalı',
  totpAlreadyOn: 'İki adımlı doğrulama zaten açık. Yeni bir uygulama için önce mevcut kodla kapatın.',
  period: 'Geçersiz tarih aralığı',
  statementNotFound: 'Hesap özeti bulunamadı',
  affiliateNotFound: 'Ortak bulunamadı',
  planInvalid: 'Komisyon planı geçersiz',
  notLocked: 'Bu hesap özeti onay beklemiyor.',
  notApprovedYet: 'Ödeme kaydı için hesap özetinin onaylanmış olması gerekir.',
  secondApproverSame: 'İkinci onayı ilk onayı veren yetkili veremez.',
  referenceRequired: 'Ödeme referansı girin',
  totpSetupFirst: 'Önce iki adımlı doğrulama kurulumunu başlatın',
  totpEnabled: 'İki adımlı doğrulama açıldı',
  totpDisabled: 'İki adımlı doğrulama kapatıldı',
  duplicateAccount: 'Bu e-posta adresiyle onaylanmış bir ortaklık hesabı zaten var',
} as const;

/** What the portal and the staff see of a plan (money in lira, percent 0 to 100 with two decimals). */
export const affiliatePlan = z.object({
  revenue_share_percent: z.number(),
  cpa_amount: z.number(),
  cpa_min_deposit: z.number(),
  cpa_min_wagering: z.number(),
  /** The first month it applies to (YYYY-MM). */
  effective_from: z.string(),
});
export type AffiliatePlan = z.infer<typeof affiliatePlan>;

export const affiliatePlanBody = z.object({
  revenue_share_percent: z.coerce
    .number({ error: 'Gelir payı yüzdesi girin' })
    .min(0, 'Gelir payı 0 ile 100 arasında olmalı')
    .max(100, 'Gelir payı 0 ile 100 arasında olmalı'),
  cpa_amount: z.coerce
    .number({ error: 'CPA tutarı girin' })
    .min(0, 'CPA tutarı negatif olamaz')
    .max(1_000_000, 'CPA tutarı çok yüksek'),
  cpa_min_deposit: z.coerce
    .number({ error: 'CPA için en az yatırım girin' })
    .min(0, 'En az yatırım negatif olamaz')
    .max(100_000_000, 'En az yatırım çok yüksek'),
  cpa_min_wagering: z.coerce
    .number({ error: 'CPA için en az çevrim girin' })
    .min(0, 'En az çevrim negatif olamaz')
    .max(100_000_000, 'En az çevrim çok yüksek'),
});

export const affiliateLoginBody = z.object({
  email: z.string().trim().email('Geçerli bir e-posta adresi girin'),
  password: z.string().min(1, 'Şifre girin'),
  totp: z.string().trim().optional(),
});

/** Two-step sign-in: a code of the authenticator (enable: of the new secret; disable: of the current one). */
export const affiliateTotpCodeBody = z.object({
  code: z
    .string({ error: 'Doğrulama kodunu girin' })
    .trim()
    .min(1, 'Doğrulama kodunu girin')
    .regex(/^\d{6}$/, 'Uygulamadaki 6 haneli kodu girin'),
});
/** POST /api/affiliate/totp/setup: a new secret to scan (kept pending until enabled with a code of it). */
export const affiliateTotpSetupReply = z.object({
  success: z.literal(true),
  secret: z.string(),
  otpauth_uri: z.string(),
  qr_svg: z.string(),
});
export type AffiliateTotpSetupReply = z.infer<typeof affiliateTotpSetupReply>;
/** POST /api/affiliate/totp/enable and /totp/disable. */
export const affiliateTotpReply = z.object({ success: z.literal(true), message: z.string(), totp_enabled: z.boolean() });

export const affiliate = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  btag: z.string(),
  /** The plan in effect this month, or null before finance sets one. */
  plan: affiliatePlan.nullable(),
  totp_enabled: z.boolean(),
});
export const affiliateMeReply = z.object({ success: z.literal(true), affiliate });
export type Affiliate = z.infer<typeof affiliate>;

/** from and to: Istanbul days, both included, at most 366 days apart. */
export const affiliatePeriodQuery = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, affiliateMessages.period),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, affiliateMessages.period),
});

/** The figures of a period (or a day, or a campaign), as the btag report computes them. */
export const affiliateFigures = z.object({
  clicks: z.number().int(),
  registrations: z.number().int(),
  first_deposits_count: z.number().int(),
  first_deposits: z.number(),
  deposits: z.number(),
  bets: z.number(),
  wins: z.number(),
  bonus_cost: z.number(),
  /** bets − wins − bonus cost */
  ngr: z.number(),
  /** What the plan gives for the period so far (revenue share of NGR, without carry-over, plus CPA). */
  commission: z.number(),
});
export type AffiliateFigures = z.infer<typeof affiliateFigures>;

export const affiliateDashboardReply = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  figures: affiliateFigures,
  days: z.array(affiliateFigures.extend({ day: z.string() })),
});

export const affiliateReportQuery = affiliatePeriodQuery.extend({
  group_by: z.enum(['day', 'campaign'], { error: 'Geçersiz gruplama' }).default('day'),
  format: z.enum(['json', 'csv']).default('json'),
});
export const affiliateReportReply = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  group_by: z.enum(['day', 'campaign']),
  /** key: the day, or the campaign ('' for links without one) */
  rows: z.array(affiliateFigures.extend({ key: z.string() })),
  totals: affiliateFigures,
});

/** A player the affiliate brought: no personal data, the username masked. */
export const affiliatePlayer = z.object({
  username: z.string(),
  campaign: z.string(),
  registered_on: z.string(),
  first_deposit_on: z.string().nullable(),
  deposits: z.number(),
  ngr: z.number(),
  cpa_qualified: z.boolean(),
});
export const affiliatePlayersReply = z.object({
  success: z.literal(true),
  players: z.array(affiliatePlayer),
});

export const STATEMENT_STATUSES = ['locked', 'approved', 'paid'] as const;
export const statementStatusLabels: Record<(typeof STATEMENT_STATUSES)[number], string> = {
  locked: 'Onay bekliyor',
  approved: 'Onaylandı',
  paid: 'Ödendi',
};

export const affiliateStatementLine = z.object({
  kind: z.enum(['revenue_share', 'carry_over', 'cpa']),
  description: z.string(),
  amount: z.number(),
});
export const affiliateStatement = z.object({
  id: z.number().int(),
  affiliate_id: z.number().int(),
  /** YYYY-MM */
  month: z.string(),
  ngr: z.number(),
  /** negative NGR carried in from earlier months (0 or less) */
  carried_in: z.number(),
  revenue_share_percent: z.number(),
  revenue_share: z.number(),
  cpa_count: z.number().int(),
  cpa: z.number(),
  commission: z.number(),
  /** negative NGR carried to the next month (0 or less) */
  carried_out: z.number(),
  status: z.enum(STATEMENT_STATUSES),
  /** true when the commission is above the site's four-eyes threshold: two approvals */
  needs_second_approval: z.boolean(),
  approvals: z.number().int(),
  paid_at: z.string().nullable(),
  payment_reference: z.string().nullable(),
  created_at: z.string(),
  lines: z.array(affiliateStatementLine).optional(),
});
export type AffiliateStatement = z.infer<typeof affiliateStatement>;
export const affiliateStatementsReply = z.object({
  success: z.literal(true),
  statements: z.array(affiliateStatement),
});
export const affiliateStatementReply = z.object({ success: z.literal(true), statement: affiliateStatement });

export const statementPaidBody = z.object({
  reference: z
    .string()
    .trim()
    .min(1, affiliateMessages.referenceRequired)
    .max(200, 'Referans en fazla 200 karakter olabilir'),
});

/*
 * The staff's calls (the affiliate domain's staff room): the accounts' grid, an account's page, the
 * plan, the statements and their approval and payment. Added beside the shapes above.
 */
export const AFFILIATE_ACCOUNT_SORTS = ['id', 'name', 'approved_at', 'unpaid'] as const;

/** GET /api/admin/affiliates: approved affiliates, searched by name, e-mail or btag. */
export const staffAffiliateAccountsQuery = gridQuery(AFFILIATE_ACCOUNT_SORTS).extend({ q: gridText });

/** An affiliate account as staff see it: this month's plan, the plan waiting for next month, what is owed. */
export const staffAffiliateAccount = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  btag: z.string(),
  approved_at: z.string().nullable(),
  plan: affiliatePlan.nullable(),
  /** A change set for next month (null when none waits). */
  next_plan: affiliatePlan.nullable(),
  /** Commission of the statements not yet paid (locked or approved), lira. */
  unpaid: z.number(),
  statements_count: z.number().int(),
});
export type StaffAffiliateAccount = z.infer<typeof staffAffiliateAccount>;
export const staffAffiliateAccountsReply = z.object({
  success: z.literal(true),
  affiliates: z.array(staffAffiliateAccount),
  total: z.number().int(),
});

/** A plan row as set (its history on the account's page). */
export const staffAffiliatePlanRow = affiliatePlan.extend({ set_by: z.string(), set_at: z.string() });

/** GET /api/admin/affiliates/:id: the account, its plans (newest first) and its statements (newest first). */
export const staffAffiliateAccountReply = z.object({
  success: z.literal(true),
  affiliate: staffAffiliateAccount,
  plans: z.array(staffAffiliatePlanRow),
  statements: z.array(affiliateStatement),
});

/** PUT /api/admin/affiliates/:id/plan: the plan as stored, and the Turkish text of when it applies. */
export const staffAffiliatePlanReply = z.object({
  success: z.literal(true),
  plan: affiliatePlan,
  message: z.string(),
});

/** POST approve: the statement, and whether it now waits for a second approver. */
export const staffStatementApprovalReply = z.object({
  success: z.literal(true),
  status: z.enum(['approved', 'awaiting_second_approval']),
  statement: affiliateStatement,
});
