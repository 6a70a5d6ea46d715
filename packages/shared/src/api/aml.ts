import { z } from 'zod';
import { gridQuery } from './common.ts';
import { isoDay, MAX_REPORT_DAYS } from './reports.ts';

/**
 * AML flags (the risk role's queue, docs/decisions/0019): what raises one, the queue's grid, clearing
 * with a note, the report of flags per period and each site's thresholds.
 */
export const AML_FLAG_KINDS = ['large_deposit', 'large_withdrawal', 'low_turnover', 'shared_ip', 'shared_device', 'name_mismatch'] as const;
export type AmlFlagKind = (typeof AML_FLAG_KINDS)[number];
export const AML_FLAG_STATUSES = ['open', 'cleared'] as const;
export type AmlFlagStatus = (typeof AML_FLAG_STATUSES)[number];

/** The kinds as staff read them. */
export const AML_KIND_LABELS: Record<AmlFlagKind, string> = {
  large_deposit: 'Eşik üstü yatırım',
  large_withdrawal: 'Eşik üstü çekim',
  low_turnover: 'Çevrimsiz çekim',
  shared_ip: 'Ortak IP adresi',
  shared_device: 'Ortak cihaz',
  name_mismatch: 'Farklı isme ödeme',
};

/** Accounts on one address in 30 days before the address is flagged: the sites' default. */
export const AML_SHARED_WINDOW_DAYS = 30;

export const amlMessages = {
  noteRequired: 'Kapatma notu gerekli',
  noteLong: 'Not en fazla 1000 karakter olabilir',
  flagNotFound: 'Uyarı bulunamadı',
  alreadyCleared: 'Bu uyarı zaten kapatılmış',
  siteNotFound: 'Site bulunamadı',
  thresholdInvalid: 'Eşik 1 TL ile 100.000.000 TL arasında olmalı',
  sharedInvalid: 'Hesap sayısı 1 ile 100 arasında olmalı',
  payoutHeld: 'Bu çekimin ya da oyuncusunun açık bir AML işareti var; risk ekibi işareti notuyla kapatmadan çekim onaylanamaz.',
} as const;

const rangeOk = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;
const rangeMessage = { message: 'Başlangıç tarihi bitiş tarihinden sonra olamaz', path: ['to'] };

/** GET aml/flags: the queue's grid; `from`/`to` are days (Istanbul) of the flag's creation, inclusive. */
export const AML_FLAG_SORTS = ['created_at', 'id', 'kind', 'status', 'username', 'cleared_at'] as const;
export const amlFlagsQuery = gridQuery(AML_FLAG_SORTS)
  .extend({
    kind: z.enum(AML_FLAG_KINDS, { error: 'Geçersiz uyarı türü' }).optional(),
    status: z.enum(AML_FLAG_STATUSES, { error: 'Geçersiz durum' }).optional(),
    site_id: z.coerce.number({ error: 'Geçerli bir site seçin' }).int().min(1).max(2_147_483_647).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .refine(rangeOk, rangeMessage);

export const amlFlag = z.object({
  id: z.number(),
  site_id: z.number(),
  player_id: z.number(),
  username: z.string(),
  kind: z.enum(AML_FLAG_KINDS),
  reference: z.string(),
  details: z.record(z.string(), z.unknown()),
  status: z.enum(AML_FLAG_STATUSES),
  cleared_by: z.string().nullable(),
  cleared_at: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type AmlFlag = z.infer<typeof amlFlag>;
export const amlFlagsReply = z.object({ success: z.literal(true), flags: z.array(amlFlag), total: z.number() });

/** POST aml/flags/:id/clear: a note is required (what staff checked and found). */
export const amlClearRequest = z.object({
  note: z.string({ error: amlMessages.noteRequired }).trim().min(1, amlMessages.noteRequired).max(1000, amlMessages.noteLong),
});
export const amlFlagReply = z.object({ success: z.literal(true), flag: amlFlag });

/** GET aml/report: flags raised per period (day, week or month, Istanbul), by kind and status. */
export const AML_REPORT_PERIODS = ['day', 'week', 'month'] as const;
export const amlReportQuery = z
  .object({
    from: isoDay,
    to: isoDay,
    period: z.enum(AML_REPORT_PERIODS, { error: 'Dönem gün, hafta ya da ay olmalı' }).optional().default('day'),
    site_id: z.coerce.number({ error: 'Geçerli bir site seçin' }).int().min(1).max(2_147_483_647).optional(),
  })
  .refine((q) => q.from <= q.to, rangeMessage)
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_REPORT_DAYS, { message: 'Rapor en fazla 5 yıllık olabilir', path: ['from'] });

export const amlReportRow = z.object({
  period: z.string(),
  kind: z.enum(AML_FLAG_KINDS),
  open: z.number(),
  cleared: z.number(),
  total: z.number(),
});
export const amlReportReply = z.object({
  success: z.literal(true),
  report: z.object({ from: z.string(), to: z.string(), period: z.enum(AML_REPORT_PERIODS), rows: z.array(amlReportRow) }),
});

/** GET aml/settings, PUT aml/settings/:id: each site's thresholds (amount in lira). */
export const amlSiteSettings = z.object({
  site_id: z.number(),
  site_name: z.string(),
  threshold: z.number(),
  shared_accounts: z.number(),
});
export const amlSettingsReply = z.object({ success: z.literal(true), sites: z.array(amlSiteSettings) });
export const amlSiteSettingsReply = z.object({ success: z.literal(true), site: amlSiteSettings });
export const amlSettingsRequest = z.object({
  threshold: z.coerce.number({ error: amlMessages.thresholdInvalid }).min(1, amlMessages.thresholdInvalid).max(100_000_000, amlMessages.thresholdInvalid),
  shared_accounts: z.coerce.number({ error: amlMessages.sharedInvalid }).int(amlMessages.sharedInvalid).min(1, amlMessages.sharedInvalid).max(100, amlMessages.sharedInvalid),
});
