import { z } from 'zod';
import {
  formBoolean,
  optionalText,
  phoneSchema,
  requiredText,
  gridQuery,
  gridText,
  time,
  optionalTime,
} from './common.ts';

export const CALL_MESSAGE_MAX = 100;

export const contactMessages = {
  callReceived: 'Talebiniz alındı!',
  callTooMany: 'Çok fazla talep gönderdiniz. Lütfen daha sonra tekrar deneyin.',
  affiliateReceived: 'Başvurunuz alındı! En kısa sürede size dönüş yapacağız.',
  affiliatePasswordsDiffer: 'Şifreler uyuşmuyor!',
  affiliateDuplicate: 'Bu e-posta adresiyle bekleyen bir başvurunuz zaten var.',
} as const;

export const CALL_STATUSES = ['pending', 'done', 'rejected'] as const;
export const callStatusLabels: Record<(typeof CALL_STATUSES)[number], string> = {
  pending: 'Beklemede',
  done: 'Tamamlandı',
  rejected: 'İptal Edildi',
};

export const callRequest = z.object({
  name: requiredText('Ad soyad gerekli', 100),
  phone: phoneSchema,
  message: optionalText(CALL_MESSAGE_MAX, `Mesaj en fazla ${CALL_MESSAGE_MAX} karakter olabilir`),
});
export type CallRequestInput = z.input<typeof callRequest>;

export const callRequestItem = z.object({
  id: z.number(),
  created_at: z.string(),
  name: z.string(),
  phone: z.string(),
  message: z.string(),
  status: z.enum(CALL_STATUSES),
});
export const callRequestsReply = z.object({ success: z.literal(true), requests: z.array(callRequestItem) });

/**
 * The spec's client joins first and last name into `name`, sends the password it compared as
 * `username` (the e-mail when empty) and the Telegram handle inside `message`. Our client also
 * sends `password` and `password_confirm`, so the server can hash it and never store it as a name.
 */
export const affiliateRequest = z
  .object({
    name: requiredText('Ad ve soyad gerekli', 100),
    email: z.string({ error: 'E-posta gerekli' }).trim().toLowerCase().pipe(z.email('Geçerli bir e-posta adresi girin').max(254)),
    username: z.string().max(200).optional().default(''),
    password: z.string().max(200).optional(),
    password_confirm: z.string().max(200).optional(),
    phone: z.string().trim().max(30).optional().default(''),
    website: optionalText(200),
    message: optionalText(500),
    agree: formBoolean.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== undefined && v.password_confirm !== undefined && v.password !== v.password_confirm) {
      ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: contactMessages.affiliatePasswordsDiffer });
    }
    if (v.phone && !/^(\+90|0)?[2-5]\d{9}$/.test(v.phone.replace(/[\s()-]/g, ''))) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Geçerli bir telefon numarası girin (05XX XXX XX XX)' });
    }
  });
export type AffiliateRequestInput = z.input<typeof affiliateRequest>;
export type CallRequestItem = z.infer<typeof callRequestItem>;
export type CallRequestsReply = z.infer<typeof callRequestsReply>;

// ---------------------------------------------------------------- staff: call requests and affiliate applications

/** GET call-requests: `status` pending, done or rejected; `q` a part of the name, phone or username. */
export const CALL_REQUEST_STATUSES = ['pending', 'done', 'rejected'] as const;

export const CALL_REQUEST_SORTS = ['created_at', 'updated_at', 'id', 'name', 'status'] as const;

export const staffCallRequestsQuery = gridQuery(CALL_REQUEST_SORTS).extend({
  q: gridText,
  status: z.enum(CALL_REQUEST_STATUSES, { error: 'Geçersiz durum' }).optional(),
});

/** GET affiliate-applications: `status` pending, approved or rejected; `q` a part of the name, e-mail, username or site. */
export const AFFILIATE_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const AFFILIATE_SORTS = ['created_at', 'decided_at', 'id', 'name', 'email', 'status'] as const;

export const staffAffiliatesQuery = gridQuery(AFFILIATE_SORTS).extend({
  q: gridText,
  status: z.enum(AFFILIATE_STATUSES, { error: 'Geçersiz durum' }).optional(),
});

export const CALL_REQUEST_DECISIONS = ['done', 'rejected'] as const;

/** POST call-requests/:id/status: called (`done`) or rejected. */
export const staffCallStatusRequest = z.object({
  status: z.enum(CALL_REQUEST_DECISIONS, { error: 'Durum "done" veya "rejected" olmalıdır' }),
});

/** A call request in the staff list (a player's or an anonymous visitor's). */
export const staffCallRequestItem = z.object({
  id: z.number(),
  player_id: z.number().nullable(),
  username: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  message: z.string(),
  status: z.enum(['pending', 'done', 'rejected']),
  created_at: time,
  updated_at: time,
});

export const staffCallRequestsReply = z.object({ success: z.literal(true), call_requests: z.array(staffCallRequestItem), total: z.number() });

export const staffCallRequestReply = z.object({ success: z.literal(true), call_request: staffCallRequestItem });

/** An affiliate application in the staff list (never its password hash). */
export const staffAffiliateItem = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  phone: z.string(),
  website: z.string(),
  message: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  btag: z.string().nullable(),
  created_at: time,
  decided_at: optionalTime,
});

export const staffAffiliatesReply = z.object({ success: z.literal(true), affiliate_applications: z.array(staffAffiliateItem), total: z.number() });

/** POST affiliate-applications/:id/approve answers the affiliate's new `btag`; reject answers the application. */
export const staffAffiliateReply = z.object({
  success: z.literal(true),
  affiliate_application: staffAffiliateItem,
  btag: z.string().optional(),
});
