import { z } from 'zod';
import { gridQuery, time, errorReply } from './common.ts';

/** The back office's calls (/api/admin). Money in lira, times as ISO text, ids as numbers. */
export const STAFF_ROLES = ['admin', 'finance', 'support', 'content', 'risk'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a staff member may do, one name per kind of action. Which role holds which is
 * `ROLE_PERMISSIONS` below (and docs/backoffice.md).
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
  'affiliates.view',
  'affiliates.finance',
  'banners.manage',
  'pages.manage',
  'promotions.manage',
  'promotions.approve',
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

/**
 * Who may do what in the back office: THE permission matrix, each role's permissions (docs/backoffice.md
 * shows the same table). The server checks each /api/admin route's permission against it
 * (apps/server/src/modules/backoffice/permissions.ts `ROUTE_ACCESS`); GET /api/admin/me answers a staff
 * member's list, from which the back-office app builds its navigation.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  // Everything, and staff management.
  admin: STAFF_PERMISSIONS,
  // The money queues, balance adjustments and reports; players are read to adjust them.
  finance: [
    'deposits.read',
    'deposits.decide',
    'withdrawals.read',
    'withdrawals.decide',
    'players.read',
    'players.adjust',
    'reports.read',
    'promotions.approve',
    'affiliates.view',
    'affiliates.finance',
  ],
  // Players (read, write to them), their messages, call requests and KYC documents.
  support: [
    'players.read',
    'players.message',
    'messages.read',
    'messages.answer',
    'call_requests.read',
    'call_requests.decide',
    'kyc.read',
    'kyc.decide',
  ],
  // What the site shows: banners, CMS pages, promotions, the game catalogue, sites.
  content: ['banners.manage', 'pages.manage', 'promotions.manage', 'games.manage', 'sites.manage'],
  // Players (read, block), limits, flags, reports and the site rules (KYC, age, countries, four eyes,
  // cashback percent, the promotions' caps, a new site and a site's domains); approves promotions.
  risk: ['players.read', 'players.block', 'limits.manage', 'flags.manage', 'reports.read', 'site_rules.manage', 'promotions.approve'],
};

export const staffMessages = {
  signInRequired: 'Personel girişi gerekli',
  forbidden: 'Bu işlem için yetkiniz yok',
  loginFailed: 'Kullanıcı adı, şifre veya doğrulama kodu hatalı',
  usernameInvalid: 'Kullanıcı adı 3-30 karakter olmalı; harf, rakam, nokta ve alt çizgi içerebilir',
  usernameTaken: 'Bu kullanıcı adı zaten kullanılıyor',
  passwordShort: 'Şifre en az 12 karakter olmalı',
  passwordLong: 'Şifre çok uzun',
  newPasswordRequired: 'Yeni şifre gerekli',
  /** Enrolment and a password change: the new password is the owner's own, never the one in use. */
  passwordSame: 'Yeni şifre, şu anki şifreden farklı olmalı',
  passwordMismatch: 'Şifreler eşleşmiyor',
  currentWrong: 'Mevcut şifre veya doğrulama kodu hatalı',
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

/** A staff password's rules (the server also refuses a common one): the admin's first one and the owner's own. */
const staffPassword = (required: string) =>
  z.string({ error: required }).min(STAFF_PASSWORD_MIN, staffMessages.passwordShort).max(200, staffMessages.passwordLong);

/**
 * POST staff: a new staff account and its first password, which the admin passes to its owner. The
 * account awaits enrolment: the owner's first login with this password shows a QR code and the owner
 * chooses their own password there (`staffEnrolRequest`); the reply carries no second factor.
 */
export const staffCreateRequest = z.object({
  username: z.string({ error: staffMessages.usernameInvalid }).trim().regex(STAFF_USERNAME, staffMessages.usernameInvalid),
  password: staffPassword(staffMessages.passwordShort),
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
 * POST staff and POST staff/:id/reset-totp: the account, awaiting enrolment by its owner (a QR code of
 * a new secret and their own password at their next login). The reply carries no second factor: no
 * one but the owner ever sees the secret (docs/decisions/0022-staff-self-enrolment.md).
 */
export const staffEnrolmentReply = z.object({
  success: z.literal(true),
  staff: staffAccount,
  enrolment: z.literal('pending'),
});

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
    /** Balance credits above the site's cap waiting for a second approver (players.adjust; decision 0023). */
    adjustments: z.number().optional(),
  }),
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

/** Staff TOTP enrolment at first login (POST login, POST login/enrol). */
export const staffEnrolmentMessages = {
  required: 'İlk girişiniz: doğrulama uygulamanızla QR kodunu okutun, gösterdiği kodu girin ve kendi şifrenizi belirleyin',
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

const totpCode = z.string({ error: 'Doğrulama kodu gerekli' }).trim().regex(/^\d{6}$/, 'Doğrulama kodu 6 haneli olmalı');

/**
 * POST login/enrol: the enrolment token, a code from the new secret and the owner's own password (the
 * rules of staff creation; the server refuses a common one and the password the login was made with);
 * the reply is a session (as login's).
 */
export const staffEnrolRequest = z.object({
  token: z.string({ error: staffEnrolmentMessages.expired }).trim().min(1, staffEnrolmentMessages.expired).max(200, staffEnrolmentMessages.expired),
  totp: totpCode,
  new_password: staffPassword(staffMessages.newPasswordRequired),
});

export type StaffEnrolInput = z.input<typeof staffEnrolRequest>;

/** The new password typed twice: the back office's forms (the server takes `new_password` alone). */
const typedTwice = { new_password_confirm: z.string() };
const sameTwice = (v: { new_password: string; new_password_confirm: string }) => v.new_password === v.new_password_confirm;
const mismatch = { path: ['new_password_confirm'], message: staffMessages.passwordMismatch };

/** The enrolment step's form: `staffEnrolRequest` and the new password again. */
export const staffEnrolForm = staffEnrolRequest.extend(typedTwice).refine(sameTwice, mismatch);

export type StaffEnrolFormInput = z.input<typeof staffEnrolForm>;

/**
 * POST me/password: a signed-in staff member changes their own password with the current one and a
 * code of their authenticator; the staff member's other sessions end.
 */
export const staffPasswordRequest = z.object({
  current_password: z.string({ error: 'Mevcut şifre gerekli' }).min(1, 'Mevcut şifre gerekli').max(200, staffMessages.passwordLong),
  new_password: staffPassword(staffMessages.newPasswordRequired),
  totp: totpCode,
});

export type StaffPasswordInput = z.input<typeof staffPasswordRequest>;

/** The back office's password form: `staffPasswordRequest` and the new password again. */
export const staffPasswordForm = staffPasswordRequest.extend(typedTwice).refine(sameTwice, mismatch);

export type StaffPasswordFormInput = z.input<typeof staffPasswordForm>;
