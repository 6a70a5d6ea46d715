import { z } from 'zod';
import { responsibleExclusion, responsibleLimit } from './responsible.ts';
import { errorReply } from './common.ts';

/** The back office's calls (/api/admin). Money in lira, times as ISO text, ids as numbers. */
export const STAFF_ROLES = ['admin', 'finance', 'support', 'content', 'risk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a staff member may do, one name per kind of action. Which role holds which is the matrix in
 * apps/server/src/modules/backoffice/permissions.ts (and docs/backoffice.md); the back-office app
 * builds its navigation from the list GET /api/admin/me answers.
 */
export const STAFF_PERMISSIONS = [
  'deposits.read',
  'deposits.decide',
  'withdrawals.read',
  'withdrawals.decide',
  'players.read',
  'players.block',
  'players.adjust',
  'players.message',
  'messages.read',
  'messages.answer',
  'call_requests.read',
  'call_requests.decide',
  'kyc.read',
  'kyc.decide',
  'affiliates.read',
  'affiliates.decide',
  'banners.manage',
  'pages.manage',
  'promotions.manage',
  'games.manage',
  'providers.manage',
  'sites.manage',
  'site_rules.manage',
  'limits.manage',
  'flags.manage',
  'reports.read',
  'audit.read',
  'staff.manage',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const staffMessages = {
  signInRequired: 'Personel girişi gerekli',
  forbidden: 'Bu işlem için yetkiniz yok',
  loginFailed: 'Kullanıcı adı, şifre veya doğrulama kodu hatalı',
  usernameInvalid: 'Kullanıcı adı 3-30 karakter olmalı; harf, rakam, nokta ve alt çizgi içerebilir',
  usernameTaken: 'Bu kullanıcı adı zaten kullanılıyor',
  passwordShort: 'Şifre en az 12 karakter olmalı',
  passwordLong: 'Şifre çok uzun',
  roleInvalid: 'Geçerli bir rol seçin',
  staffNotFound: 'Personel bulunamadı',
  notSelfDisable: 'Kendi hesabınızı devre dışı bırakamazsınız',
  notSelfDemote: 'Kendi rolünüzü değiştiremezsiniz',
  lastAdmin: 'Sistemde en az bir etkin yönetici kalmalıdır',
  noTotp: 'Bu hesabın doğrulama anahtarı yok; önce iki adımlı doğrulamayı sıfırlayın',
  playerNotFound: 'Oyuncu bulunamadı',
  amountRequired: 'Tutar gerekli',
  amountInvalid: 'Geçerli bir tutar girin',
  amountZero: 'Tutar sıfır olamaz',
  amountDecimals: 'Tutar en fazla 2 ondalık basamak içerebilir',
  amountTooLarge: 'Tek seferde en fazla 1.000.000 TL düzeltme yapılabilir',
  reasonRequired: 'Açıklama gerekli',
  reasonTooLong: 'Açıklama en fazla 500 karakter olabilir',
  /** A debit larger than the cash balance; the balance (lira, tr-TR) follows. */
  adjustOverCash: 'Düşülecek tutar oyuncunun nakit bakiyesinden büyük olamaz',
} as const;

export const staffUser = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  /** What the role may do (the app builds its navigation from it). */
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
});
/** POST login and GET me: who is signed in, with what they may do. */
export const staffReply = z.object({ success: z.literal(true), staff: staffUser });
export type StaffReply = z.infer<typeof staffReply>;

/** POST login: username, password and the authenticator's 6-digit code (every staff account has one). */
export const staffLoginRequest = z.object({
  username: z.string({ error: 'Kullanıcı adı gerekli' }).trim().min(1, 'Kullanıcı adı gerekli').max(100),
  password: z.string({ error: 'Şifre gerekli' }).min(1, 'Şifre gerekli').max(200),
  totp: z.string().trim().max(10).optional().default(''),
});

const STAFF_USERNAME = /^[a-zA-Z0-9_.]{3,30}$/;
export const STAFF_PASSWORD_MIN = 12;
const staffRole = z.enum(STAFF_ROLES, { error: staffMessages.roleInvalid });

/** POST staff: a new staff account (its TOTP secret is made by the server and answered once). */
export const staffCreateRequest = z.object({
  username: z.string({ error: staffMessages.usernameInvalid }).trim().regex(STAFF_USERNAME, staffMessages.usernameInvalid),
  password: z
    .string({ error: staffMessages.passwordShort })
    .min(STAFF_PASSWORD_MIN, staffMessages.passwordShort)
    .max(200, staffMessages.passwordLong),
  role: staffRole,
});
export type StaffCreateRequest = z.input<typeof staffCreateRequest>;

/** PUT staff/:id: the new role. */
export const staffRoleRequest = z.object({ role: staffRole });

/** A staff account as staff management lists it (never its password hash or TOTP secret). */
export const staffAccount = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  is_active: z.boolean(),
  /** `pending`: created or TOTP reset, the owner scans the QR code at their next login. */
  enrolment: z.enum(['pending', 'enrolled']),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

/** GET staff: the staff grid (sort, role and active filters, one page and the count of all matches). */
export const STAFF_SORTS = ['id', 'username', 'role', 'is_active', 'created_at'] as const;
export const staffListQuery = gridQuery(STAFF_SORTS).extend({
  role: z.enum(STAFF_ROLES, { error: staffMessages.roleInvalid }).optional(),
  active: z.enum(['true', 'false'], { error: 'Geçersiz durum' }).optional(),
});
export const staffListReply = z.object({ success: z.literal(true), staff: z.array(staffAccount), total: z.number() });
export const staffAccountReply = z.object({ success: z.literal(true), staff: staffAccount });
/**
 * POST staff and POST staff/:id/reset-totp: the account, awaiting enrolment (its owner scans a QR
 * code of a NEW secret at their first login). For the Staff API's compatibility the reply still
 * carries a provisional secret (base32) and its otpauth:// URI: a login with a code from it enrols
 * the account too; enrolling by the QR code replaces it. The back office never shows it
 * (docs/decisions/0014-staff-totp-enrolment.md).
 */
export const staffEnrolmentReply = z.object({
  success: z.literal(true),
  staff: staffAccount,
  enrolment: z.literal('pending'),
  totp_secret: z.string(),
  otpauth_uri: z.string(),
});

export const MAX_ADJUST_LIRA = 1_000_000;
/**
 * A lira amount given exactly, sign included, with at most 2 decimals: a number (1.234 is refused,
 * not rounded) or its text ('-12,50'). Becomes kuruş.
 */
const signedLira = z.union([z.number(), z.string()], { error: staffMessages.amountRequired }).transform((v, ctx) => {
  const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim().replace(',', '.');
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: typeof v === 'string' ? staffMessages.amountRequired : staffMessages.amountInvalid });
    return z.NEVER;
  }
  const m = /^(-|\+)?(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!m) {
    ctx.addIssue({ code: 'custom', message: staffMessages.amountInvalid });
    return z.NEVER;
  }
  if ((m[3] ?? '').length > 2) {
    ctx.addIssue({ code: 'custom', message: staffMessages.amountDecimals });
    return z.NEVER;
  }
  const abs = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  if (abs === 0n) {
    ctx.addIssue({ code: 'custom', message: staffMessages.amountZero });
    return z.NEVER;
  }
  if (abs > BigInt(MAX_ADJUST_LIRA) * 100n) {
    ctx.addIssue({ code: 'custom', message: staffMessages.amountTooLarge });
    return z.NEVER;
  }
  return m[1] === '-' ? -abs : abs;
});

/** POST players/:id/adjust: lira, positive credits and negative debits the player's cash; a reason. */
export const staffAdjustRequest = z.object({
  amount: signedLira,
  reason: z
    .string({ error: staffMessages.reasonRequired })
    .trim()
    .min(1, staffMessages.reasonRequired)
    .max(500, staffMessages.reasonTooLong),
});
export type StaffAdjustRequest = z.input<typeof staffAdjustRequest>;

/** A player's balances in lira. */
export const staffBalances = z.object({ cash: z.number(), bonus: z.number(), withdraw_hold: z.number() });

/** POST players/:id/adjust: the posting (its ledger transaction id) and the balances after it. */
export const staffAdjustReply = z.object({
  success: z.literal(true),
  adjustment: z.object({
    id: z.number(),
    player_id: z.number(),
    username: z.string(),
    amount: z.number(),
    reason: z.string(),
    status: z.literal('done'),
    created_at: z.string(),
  }),
  balances: staffBalances,
});

/** GET players?q=: search by username, e-mail, phone, TC Kimlik or id. */
/**
 * A data grid's page (the back office's lists): server-side paging and sorting. Each list names the
 * columns it sorts by and adds its own filters; its reply carries `total`, the rows its filter
 * matches in all. The same query without limit and offset exports the filtered rows as CSV.
 */
export const GRID_PAGE_SIZES = [25, 50, 100] as const;
export function gridQuery<const S extends readonly [string, ...string[]]>(sortable: S) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(200).optional().default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
    sort: z.enum(sortable, { error: 'Bu sütuna göre sıralanamaz' }).optional(),
    dir: z.enum(['asc', 'desc'], { error: 'Sıralama yönü asc ya da desc olmalı' }).optional().default('desc'),
  });
}

/** A CSV export of a grid's filtered rows (`GET <list>.csv`). */
export const staffCsvReply = {
  description: 'CSV dosyası (UTF-8, noktalı virgülle ayrılmış)',
  content: { 'text/csv': { schema: z.string() } },
};

export const PLAYER_SORTS = ['id', 'username', 'name', 'created_at', 'status', 'kyc_status'] as const;
export const staffPlayersQuery = gridQuery(PLAYER_SORTS).extend({
  q: z.string().trim().max(100, 'Arama en fazla 100 karakter olabilir').optional().default(''),
  status: z.enum(['active', 'blocked'], { error: 'Geçersiz durum' }).optional(),
  kyc_status: z.enum(['none', 'pending', 'verified', 'rejected'], { error: 'Geçersiz kimlik durumu' }).optional(),
});

/** A grid's text search: trimmed, at most 100 characters, empty for none. */
const gridText = z.string().trim().max(100, 'Arama en fazla 100 karakter olabilir').optional().default('');

/** GET messages: players' messages; `status` open (no reply yet), answered or closed; `q` a part of the subject or username. */
export const MESSAGE_STATUSES = ['open', 'answered', 'closed'] as const;
export const MESSAGE_SORTS = ['created_at', 'id', 'username', 'subject', 'status'] as const;
export const staffMessagesQuery = gridQuery(MESSAGE_SORTS).extend({
  q: gridText,
  status: z.enum(MESSAGE_STATUSES, { error: 'Geçersiz durum' }).optional(),
});

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

const kycStatus = z.enum(['none', 'pending', 'verified', 'rejected']);
export const staffPlayerItem = z.object({
  id: z.number(),
  site_id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  tc: z.string(),
  status: z.enum(['active', 'blocked']),
  kyc_status: kycStatus,
  created_at: z.string(),
});
export const staffPlayersReply = z.object({ success: z.literal(true), players: z.array(staffPlayerItem), total: z.number() });

/** GET players/:id: the player, their balances and KYC state. */
export const staffPlayer = staffPlayerItem.extend({
  birthdate: z.string(),
  city: z.string(),
  affiliate_btag: z.string(),
  two_factor_enabled: z.boolean(),
  kyc_reject_reason: z.string(),
  balances: staffBalances,
  /**
   * Responsible gaming (docs/decisions/0014): the player's limits, the time-out or self-exclusion in
   * force (staff see it; no staff call lifts one) and when the player closed the account.
   */
  responsible: z
    .object({
      limits: z.array(responsibleLimit),
      exclusion: responsibleExclusion.nullable(),
      closed_at: z.string().nullable(),
    })
    .optional(),
});
export const staffPlayerReply = z.object({ success: z.literal(true), player: staffPlayer });

/** POST players/:id/block and unblock: an optional reason, kept in the audit log. */
export const staffBlockRequest = z
  .object({ reason: z.string().trim().max(500, staffMessages.reasonTooLong).optional().default('') })
  .nullish();

const time = z.string();
const optionalTime = z.string().nullable();

/** The fields a list row of a deposit or withdrawal starts with, and the decision fields after its own. */
const listedRequest = { id: z.number(), player_id: z.number(), username: z.string(), amount: z.number() };
const listedDecision = {
  status: z.string(),
  reject_reason: z.string(),
  created_at: time,
  decided_at: optionalTime,
};
/** The same for a whole row (a deposit or withdrawal after a decision), in the table's column order. */
const requestRow = {
  id: z.number(),
  site_id: z.number(),
  player_id: z.number(),
  amount: z.number(),
  method: z.string(),
};
const rowDecision = {
  status: z.string(),
  reject_reason: z.string(),
  request_key: z.string().nullable(),
  decided_by: z.number().nullable(),
  decided_at: optionalTime,
};

/** What a money queue item shows of its player: real name, KYC status, balances (lira), an active bonus. */
const queuePlayer = {
  real_name: z.string(),
  kyc_status: z.enum(['none', 'pending', 'verified', 'rejected']),
  balances: z.object({ cash: z.number(), bonus: z.number(), withdraw_hold: z.number() }),
  bonus_active: z.boolean(),
};

/** A deposit in the staff list, with the reference code the player writes in the transfer's description. */
export const staffDepositItem = z.object({
  ...listedRequest,
  sender_name: z.string(),
  description: z.string(),
  reference_code: z.string(),
  ...listedDecision,
  ...queuePlayer,
});
/** A deposit after a decision: the whole row. */
export const staffDeposit = z.object({
  ...requestRow,
  sender_name: z.string(),
  description: z.string(),
  reference_code: z.string(),
  ...rowDecision,
  created_at: time,
});
export const staffDepositsReply = z.object({ success: z.literal(true), deposits: z.array(staffDepositItem), total: z.number() });
/** GET deposits: the money grid's page, of one status (pending: the queue) or all, a player's username part. */
export const MONEY_SORTS = ['created_at', 'amount', 'username', 'id'] as const;
const usernamePart = z.string().trim().max(100, 'Arama en fazla 100 karakter olabilir').optional().default('');
export const staffDepositsQuery = gridQuery(MONEY_SORTS).extend({
  status: z.enum(['pending', 'approved', 'rejected'], { error: 'Geçersiz durum' }).optional(),
  q: usernamePart,
});
/**
 * GET withdrawals: `open` is what staff still act on (pending, awaiting the second approval,
 * approved and not yet paid); `done` is paid.
 */
export const WITHDRAWAL_FILTERS = ['open', 'pending', 'awaiting_second_approval', 'approved', 'done', 'rejected', 'cancel'] as const;
export const staffWithdrawalsQuery = gridQuery(MONEY_SORTS).extend({
  status: z.enum(WITHDRAWAL_FILTERS, { error: 'Geçersiz durum' }).optional(),
  q: usernamePart,
});
export const staffDepositReply = z.object({ success: z.literal(true), deposit: staffDeposit });

const payee = { account_name: z.string(), bank_name: z.string(), iban: z.string() };
/** The payout controls' fields of a withdrawal: the name-mismatch flag and the first of two approvals. */
const payoutControls = {
  name_mismatch: z.boolean(),
  first_approved_by: z.number().nullable(),
  first_approved_at: optionalTime,
};
/**
 * A withdrawal in the staff list. `status` is `awaiting_second_approval` for a pending request with
 * its first of two approvals; `name_mismatch` when the account holder is not the player's legal name.
 */
export const staffWithdrawalItem = z.object({
  ...listedRequest,
  ...payee,
  ...listedDecision,
  ...payoutControls,
  paid_at: optionalTime,
  ...queuePlayer,
});
/** A withdrawal after a decision: the whole row. */
export const staffWithdrawal = z.object({
  ...requestRow,
  ...payee,
  branch_code: z.string(),
  account_no: z.string(),
  ...rowDecision,
  paid_at: optionalTime,
  created_at: time,
  ...payoutControls,
  name_mismatch_acknowledged_by: z.number().nullable(),
});
export const staffWithdrawalsReply = z.object({
  success: z.literal(true),
  withdrawals: z.array(staffWithdrawalItem),
  total: z.number(),
});
export const staffWithdrawalReply = z.object({ success: z.literal(true), withdrawal: staffWithdrawal });
/**
 * POST withdrawals/:id/approve: `approved` (the money left), or `awaiting_second_approval` (above the
 * site's four-eyes threshold, the first approval; nothing moved).
 */
export const staffApproveReply = staffWithdrawalReply.extend({ status: z.enum(['approved', 'awaiting_second_approval']) });

const strictBoolean = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean({ error: 'Geçersiz değer' }),
);

/** POST withdrawals/:id/approve: `acknowledge_name_mismatch` when the account holder's name is flagged. */
export const staffApproveRequest = z.object({ acknowledge_name_mismatch: strictBoolean.optional().default(false) }).nullish();

/** GET queues/counts: what waits in each work queue (the navigation's live counts); a queue the role cannot read is absent. */
export const staffQueueCountsReply = z.object({
  success: z.literal(true),
  counts: z.object({
    deposits: z.number().optional(),
    withdrawals: z.number().optional(),
    withdrawals_awaiting_second_approval: z.number().optional(),
    kyc: z.number().optional(),
    messages: z.number().optional(),
    call_requests: z.number().optional(),
    affiliate_applications: z.number().optional(),
    /** Open AML flags (flags.manage). */
    aml_flags: z.number().optional(),
  }),
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

/** A KYC submission in the staff list; `files` holds the player's original file names per document. */
export const staffKycItem = z.object({
  id: z.number(),
  player_id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  tc: z.string(),
  status: z.string(),
  files: z.unknown().meta({ type: 'object' }),
  reject_reason: z.string(),
  created_at: time,
  decided_at: optionalTime,
});
export const staffKycListReply = z.object({ success: z.literal(true), kyc: z.array(staffKycItem) });
/** POST kyc/:id/verify and reject: the decided submission. */
export const staffKycDecisionReply = z.object({
  success: z.literal(true),
  kyc: z.object({ id: z.number(), player_id: z.number(), status: z.string(), reject_reason: z.string() }),
});

/** A player's message to site management, with how many replies it has and its state. */
export const staffMessageItem = z.object({
  id: z.number(),
  player_id: z.number(),
  username: z.string(),
  subject: z.string(),
  body: z.string(),
  is_closed: z.boolean(),
  created_at: time,
  replies: z.number(),
  status: z.enum(['open', 'answered', 'closed']),
});
export const staffMessagesReply = z.object({ success: z.literal(true), messages: z.array(staffMessageItem), total: z.number() });
/** GET messages/:id: the player's message and the staff replies under it, oldest first. */
export const staffMessageThreadReply = z.object({
  success: z.literal(true),
  message: staffMessageItem,
  replies: z.array(z.object({ id: z.number(), body: z.string(), staff_username: z.string().nullable(), created_at: time })),
});
/** POST messages/:id/reply: the staff member's answer (the same rule the server applies). */
export const staffMessageReplyRequest = z.object({
  body: z.string({ error: 'Mesaj gerekli' }).trim().min(1, 'Mesaj gerekli').max(2000, 'Mesaj en fazla 2000 karakter olabilir'),
});
export type StaffMessageReplyInput = z.input<typeof staffMessageReplyRequest>;
/** POST messages/:id/reply and players/:id/messages: the new message's id. */
export const staffMessageSentReply = z.object({
  success: z.literal(true),
  message: z.object({ id: z.number() }),
});

/** An audit entry: who did what to which record, with the record before and after (JSON). */
export const auditItem = z.object({
  id: z.number(),
  staff_id: z.number().nullable(),
  staff_username: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: time,
});
/** GET audit: the audit grid, newest first unless sorted otherwise; `total` counts every match. */
export const auditReply = z.object({ success: z.literal(true), audit: z.array(auditItem), total: z.number() });
export type AuditItem = z.infer<typeof auditItem>;

const istanbulDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih YYYY-AA-GG biçiminde olmalı').optional();
/**
 * GET audit and audit.csv: who (`staff`, a username), what (`action`), which record
 * (`entity_type`, `entity_id`) and when (`from`, `to`: Istanbul days, both included).
 */
export const AUDIT_SORTS = ['created_at'] as const;
export const auditQuery = gridQuery(AUDIT_SORTS).extend({
  staff: z.string().trim().max(100, 'Personel adı en fazla 100 karakter olabilir').optional(),
  action: z.string().trim().max(100, 'İşlem en fazla 100 karakter olabilir').optional(),
  entity_type: z.string().trim().max(100, 'Kayıt türü en fazla 100 karakter olabilir').optional(),
  entity_id: z.string().trim().max(100, 'Kayıt numarası en fazla 100 karakter olabilir').optional(),
  from: istanbulDay,
  to: istanbulDay,
});

/** GET kyc/:id/files/:doc: the document itself (an image or a PDF), shown inline. */
export const staffDocumentReply = {
  description: 'Belge dosyası',
  content: {
    'image/jpeg': { schema: z.string().meta({ format: 'binary' }) },
    'image/png': { schema: z.string().meta({ format: 'binary' }) },
    'image/webp': { schema: z.string().meta({ format: 'binary' }) },
    'application/pdf': { schema: z.string().meta({ format: 'binary' }) },
  },
};

/** Staff TOTP enrolment at first login (POST login, POST login/enrol). */
export const staffEnrolmentMessages = {
  required: 'İlk girişiniz: doğrulama uygulamanızla QR kodunu okutun ve gösterdiği kodu girin',
  expired: 'Kurulumun süresi doldu. Lütfen kullanıcı adı ve şifrenizle yeniden giriş yapın.',
  codeWrong: 'Doğrulama kodu hatalı. Uygulamanın gösterdiği güncel kodu girin.',
} as const;

/**
 * POST login of an account awaiting enrolment, with the right password: 403 and what the owner
 * needs to enrol (never a session): the one-time `enrolment_token`, a new secret as an otpauth://
 * URI, a QR code of it (SVG) and the secret as text for typing in. The token lives a few minutes.
 */
export const staffLoginRefusedReply = errorReply.extend({
  enrolment_required: z.literal(true).optional(),
  enrolment_token: z.string().optional(),
  otpauth_uri: z.string().optional(),
  qr_svg: z.string().optional(),
  totp_secret: z.string().optional(),
  expires_in: z.number().optional(),
});
export type StaffLoginRefused = z.infer<typeof staffLoginRefusedReply>;

/** POST login/enrol: the enrolment token and a code from the new secret; the reply is a session (as login's). */
export const staffEnrolRequest = z.object({
  token: z.string({ error: staffEnrolmentMessages.expired }).trim().min(1, staffEnrolmentMessages.expired).max(200, staffEnrolmentMessages.expired),
  totp: z.string({ error: 'Doğrulama kodu gerekli' }).trim().regex(/^\d{6}$/, 'Doğrulama kodu 6 haneli olmalı'),
});
export type StaffEnrolInput = z.input<typeof staffEnrolRequest>;
