import { z } from 'zod';
import { PASSWORD_MIN } from './auth.ts';
import { rowId, gridQuery } from './common.ts';
import { staffBalances } from './wallet.ts';
import { responsibleLimit, responsibleExclusion } from './responsible.ts';
import { staffMessages } from './staff.ts';

export const accountMessages = {
  fillAll: 'Lütfen tüm alanları doldurun!',
  newPasswordsDiffer: 'Yeni şifreler eşleşmiyor!',
  newPasswordShort: `Yeni şifre en az ${PASSWORD_MIN} karakter olmalı!`,
  currentWrong: 'Mevcut şifreniz hatalı',
  sameAsCurrent: 'Yeni şifre mevcut şifrenizden farklı olmalı',
  passwordChanged: 'Şifreniz başarıyla değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
  twoFactorRequired: 'İki adımlı doğrulama kodunu girin',
  twoFactorWrong: 'Doğrulama kodu hatalı',
  twoFactorEnabled: 'İki adımlı doğrulama etkinleştirildi',
  twoFactorDisabled: 'İki adımlı doğrulama kapatıldı',
  twoFactorNoSetup: 'Önce doğrulama uygulamanızı kurun',
  twoFactorCodeFormat: 'Lütfen 6 haneli doğrulama kodunu girin',
  passwordRequired: 'Şifrenizi girin',
  twoFactorNoticeSubject: 'İki adımlı doğrulama ayarınız değişti',
  twoFactorNoticeOn: 'Hesabınızda iki adımlı doğrulama açıldı ve diğer cihazlardaki oturumlarınız kapatıldı. Bu değişikliği siz yapmadıysanız hemen şifrenizi değiştirin ve müşteri hizmetleriyle iletişime geçin.',
  twoFactorNoticeOff: 'Hesabınızda iki adımlı doğrulama kapatıldı ve diğer cihazlardaki oturumlarınız kapatıldı. Bu değişikliği siz yapmadıysanız hemen şifrenizi değiştirin ve müşteri hizmetleriyle iletişime geçin.',
} as const;

export const changePasswordRequest = z
  .object({
    current_password: z.string({ error: accountMessages.fillAll }).min(1, accountMessages.fillAll).max(200),
    new_password: z.string({ error: accountMessages.fillAll }).min(1, accountMessages.fillAll).max(200, 'Şifre çok uzun'),
    confirm_password: z.string({ error: accountMessages.fillAll }).min(1, accountMessages.fillAll).max(200),
  })
  .superRefine((v, ctx) => {
    if (v.new_password !== v.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: accountMessages.newPasswordsDiffer });
    } else if (v.new_password.length < PASSWORD_MIN) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: accountMessages.newPasswordShort });
    }
  });

const currentPassword = z.string({ error: accountMessages.passwordRequired }).min(1, accountMessages.passwordRequired).max(200);
const twoFactorCode = z.string({ error: accountMessages.twoFactorRequired }).trim().regex(/^\d{6}$/, accountMessages.twoFactorWrong);

/** Every change of two-factor authentication asks for the password: a stolen session alone cannot enrol. */
export const twoFactorRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('setup'), password: currentPassword }),
  z.object({ action: z.literal('enable'), code: twoFactorCode, password: currentPassword }),
  z.object({ action: z.literal('disable'), code: twoFactorCode, password: currentPassword }),
], { error: 'Geçersiz işlem' });

/** The two-factor forms: a six-digit code (checked before the server sees it); turning it off needs the password too. */
const twoFactorCodeField = z.string().regex(/^\d{6}$/, accountMessages.twoFactorCodeFormat);
/** The profile page's forms: each change of two-factor authentication asks for the password too. */
export const twoFactorSetupForm = z.object({ password: z.string().min(1, accountMessages.passwordRequired).max(200) });
export const twoFactorEnableForm = z.object({ code: twoFactorCodeField, password: z.string().min(1, accountMessages.passwordRequired).max(200) });
export const twoFactorDisableForm = z.object({
  code: twoFactorCodeField,
  password: z.string().min(1, accountMessages.passwordRequired).max(200),
});

export const profileUser = z.object({
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  birthdate: z.string(),
  tc: z.string(),
  city: z.string(),
  created_at: z.string(),
  kyc_verified: z.boolean(),
  /** none | pending | verified | rejected: the state of the latest document submission. */
  kyc_status: z.enum(['none', 'pending', 'verified', 'rejected']),
  kyc_reject_reason: z.string(),
  two_factor_enabled: z.boolean(),
});

export const loginHistoryEntry = z.object({ id: z.number(), ip: z.string(), location: z.string(), created_at: z.string() });

export const profileReply = z.object({
  success: z.literal(true),
  logged_in: z.literal(true),
  user: profileUser,
  loginHistory: z.array(loginHistoryEntry),
});

export const kycMessages = {
  allRequired: 'Lütfen tüm belgeleri yükleyin!',
  tooLarge: "Dosya boyutu 5MB'dan küçük olmalı!",
  imagesOnly: 'Kimliğin ön ve arka yüzü için yalnızca resim (JPG, PNG, WEBP) yükleyebilirsiniz',
  addressTypes: 'Adres belgesi için resim (JPG, PNG, WEBP) veya PDF yükleyebilirsiniz',
  contentMismatch: 'Dosyanın içeriği uzantısıyla uyuşmuyor',
  received: 'Belgeleriniz başarıyla gönderildi ve onay sürecine alındı!',
  alreadyVerified: 'Hesabınız zaten onaylanmış',
  underReview: 'Belgeleriniz inceleniyor. Sonuç bildirildiğinde yeniden yükleyebilirsiniz.',
} as const;

export const KYC_MAX_BYTES = 5 * 1024 * 1024;

export const KYC_SLOTS = ['id_front', 'id_back', 'address'] as const;
export type KycSlot = (typeof KYC_SLOTS)[number];

/** What the browser knows of a chosen file. */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

export const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function isImage(file: ChosenFile): boolean {
  return file.type ? KYC_IMAGE_TYPES.includes(file.type) : IMAGE_EXTENSIONS.includes(extension(file.name));
}

function isPdf(file: ChosenFile): boolean {
  return file.type ? file.type === 'application/pdf' : extension(file.name) === 'pdf';
}

/** One chosen file: at most 5 MB; the ID sides images only, the address document an image or a PDF. */
export function kycFileProblem(slot: KycSlot, file: ChosenFile): string | null {
  if (file.size > KYC_MAX_BYTES) return kycMessages.tooLarge;
  if (slot === 'address') return isImage(file) || isPdf(file) ? null : kycMessages.addressTypes;
  return isImage(file) ? null : kycMessages.imagesOnly;
}

const kycFile = (slot: KycSlot) =>
  z
    .custom<ChosenFile>((v) => typeof v === 'object' && v !== null && 'size' in v, { error: kycMessages.allRequired })
    .superRefine((file, ctx) => {
      const message = kycFileProblem(slot, file);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** The KYC form: all three documents chosen ('Lütfen tüm belgeleri yükleyin!'), then each file's own check. */
export const kycForm = z.object({ id_front: kycFile('id_front'), id_back: kycFile('id_back'), address: kycFile('address') });

export const MESSAGE_SUBJECT_MAX = 255;
export const MESSAGE_BODY_MAX = 2000;

export const messageMessages = {
  fillAll: 'Lütfen tüm alanları doldurun',
  sent: 'Mesajınız başarıyla gönderildi',
  marked: 'Mesaj okundu olarak işaretlendi',
  deleted: 'Mesaj başarıyla silindi',
  ajaxOnly: 'Bu istek yalnızca site içinden gönderilebilir',
} as const;

export const newMessageRequest = z.object({
  subject: z
    .string({ error: messageMessages.fillAll })
    .trim()
    .min(1, messageMessages.fillAll)
    .max(MESSAGE_SUBJECT_MAX, `Konu en fazla ${MESSAGE_SUBJECT_MAX} karakter olabilir`),
  body: z
    .string({ error: messageMessages.fillAll })
    .trim()
    .min(1, messageMessages.fillAll)
    .max(MESSAGE_BODY_MAX, `Mesaj en fazla ${MESSAGE_BODY_MAX} karakter olabilir`),
});

export const messageIdRequest = z.object({
  message_id: rowId('Geçersiz mesaj'),
});

export const messagesQuery = z.object({
  page: z.coerce.number({ error: 'Geçersiz sayfa' }).int('Geçersiz sayfa').min(1, 'Geçersiz sayfa').max(100000).optional().default(1),
});

const messageItem = z.object({
  id: z.number(),
  subject: z.string(),
  body: z.string(),
  type: z.enum(['bonus', 'system', 'payment', 'warning', 'success', 'sent']),
  created_at: z.string(),
  is_read: z.boolean(),
  is_sent_by_me: z.boolean(),
  sender_name: z.string(),
  is_closed: z.boolean(),
});

export const messagesReply = z.object({
  success: z.literal(true),
  messages: z.array(messageItem.extend({ replies: z.array(messageItem) })),
  pagination: z.object({ total_pages: z.number(), current_page: z.number(), per_page: z.number(), total: z.number() }),
});
export type ProfileReply = z.infer<typeof profileReply>;

/** POST two-factor.php: `setup` answers the secret to scan; `enable` and `disable` the new state. */
export const twoFactorSetupReply = z.object({
  success: z.literal(true),
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a QR code (SVG markup). */
  qr_svg: z.string(),
});
export const twoFactorChangedReply = z.object({
  success: z.literal(true),
  message: z.string(),
  two_factor_enabled: z.boolean(),
});
export const twoFactorReply = z.union([twoFactorSetupReply, twoFactorChangedReply]);
export type TwoFactorSetupReply = z.infer<typeof twoFactorSetupReply>;
export type TwoFactorChangedReply = z.infer<typeof twoFactorChangedReply>;

/** POST kyc-upload.php (multipart: id_front, id_back, address): 201, the submission awaits staff. */
export const kycUploadReply = z.object({ success: z.literal(true), message: z.string(), status: z.literal('pending') });
export type KycUploadReply = z.infer<typeof kycUploadReply>;

export type MessagesReply = z.infer<typeof messagesReply>;
/** PUT messages.php: 201 with the new message's id. */
export const sendMessageReply = z.object({ success: z.literal(true), message: z.string(), id: z.number() });
export type SendMessageReply = z.infer<typeof sendMessageReply>;

// ---------------------------------------------------------------- staff: players (search, a player's page and its grids)

export const PLAYER_SORTS = ['id', 'username', 'name', 'created_at', 'status', 'kyc_status'] as const;

export const staffPlayersQuery = gridQuery(PLAYER_SORTS).extend({
  q: z.string().trim().max(100, 'Arama en fazla 100 karakter olabilir').optional().default(''),
  status: z.enum(['active', 'blocked'], { error: 'Geçersiz durum' }).optional(),
  kyc_status: z.enum(['none', 'pending', 'verified', 'rejected'], { error: 'Geçersiz kimlik durumu' }).optional(),
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
  /** The player's open AML flags, oldest first: while any is open the player's payouts are held (decision 0021). */
  aml_flags: z.array(z.object({ id: z.number(), kind: z.string(), reference: z.string(), created_at: z.string() })).optional(),
});

export const staffPlayerReply = z.object({ success: z.literal(true), player: staffPlayer });

/** POST players/:id/block and unblock: an optional reason, kept in the audit log. */
export const staffBlockRequest = z
  .object({ reason: z.string().trim().max(500, staffMessages.reasonTooLong).optional().default('') })
  .nullish();

/**
 * The staff's player page (/api/admin/players/:id/...): one data grid per part of the player's
 * record, each scoped by the player's id, paged and sorted by the server like every back-office
 * list (`gridQuery`). Money in lira, times as ISO text.
 */
const time = z.string();

const optionalTime = z.string().nullable();

const grid = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), rows: z.array(item), total: z.number() });

export const PLAYER_ACCOUNTS = ['cash', 'bonus', 'withdraw_hold'] as const;

/** GET players/:id/ledger (and ledger.csv): the entries on the player's accounts, `account` narrows to one. */
export const LEDGER_SORTS = ['created_at', 'amount', 'kind'] as const;

export const staffLedgerQuery = gridQuery(LEDGER_SORTS).extend({
  account: z.enum(PLAYER_ACCOUNTS, { error: 'Geçersiz hesap' }).optional(),
});

/**
 * A ledger entry: the posting's kind and description, the signed amount on the account and the
 * account's running balance after it (summed over the account's whole history, whatever the page).
 */
export const staffLedgerItem = z.object({
  id: z.number(),
  transaction_id: z.number(),
  created_at: time,
  kind: z.string(),
  description: z.string(),
  account: z.enum(PLAYER_ACCOUNTS),
  amount: z.number(),
  running_balance: z.number(),
});

export const staffLedgerReply = grid(staffLedgerItem);

const statusFilter = (statuses: readonly [string, ...string[]]) => z.enum(statuses, { error: 'Geçersiz durum' }).optional();

export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const PLAYER_DEPOSIT_SORTS = ['created_at', 'amount', 'status'] as const;

export const staffPlayerDepositsQuery = gridQuery(PLAYER_DEPOSIT_SORTS).extend({ status: statusFilter(DEPOSIT_STATUSES) });

export const staffPlayerDeposit = z.object({
  id: z.number(),
  amount: z.number(),
  sender_name: z.string(),
  reference_code: z.string(),
  status: z.string(),
  reject_reason: z.string(),
  created_at: time,
  decided_at: optionalTime,
});

export const staffPlayerDepositsReply = grid(staffPlayerDeposit);

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'done', 'rejected', 'cancel'] as const;

export const PLAYER_WITHDRAWAL_SORTS = ['created_at', 'amount', 'status'] as const;

export const staffPlayerWithdrawalsQuery = gridQuery(PLAYER_WITHDRAWAL_SORTS).extend({ status: statusFilter(WITHDRAWAL_STATUSES) });

export const staffPlayerWithdrawal = z.object({
  id: z.number(),
  amount: z.number(),
  account_name: z.string(),
  bank_name: z.string(),
  iban: z.string(),
  status: z.string(),
  reject_reason: z.string(),
  name_mismatch: z.boolean(),
  created_at: time,
  decided_at: optionalTime,
  paid_at: optionalTime,
});

export const staffPlayerWithdrawalsReply = grid(staffPlayerWithdrawal);

export const PLAYER_BONUS_SORTS = ['created_at', 'amount', 'status'] as const;

export const staffPlayerBonusesQuery = gridQuery(PLAYER_BONUS_SORTS);

export const staffPlayerBonus = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.string(),
  status: z.string(),
  end_reason: z.string().nullable(),
  amount: z.number(),
  wager_required: z.number(),
  wagered: z.number(),
  converted: z.number(),
  created_at: time,
});

export const staffPlayerBonusesReply = grid(staffPlayerBonus);

export const PLAYER_ROUND_SORTS = ['created_at', 'total_bet', 'total_win'] as const;

export const staffPlayerRoundsQuery = gridQuery(PLAYER_ROUND_SORTS);

/**
 * A game round. An in-house round carries its fairness data: the seed pair's hash, the client seed,
 * the nonce, the outcome, and the server seed once it has been revealed (null before).
 */
export const staffRoundFairness = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number(),
  server_seed: z.string().nullable(),
  outcome: z.unknown(),
});

export const staffPlayerRound = z.object({
  id: z.number(),
  round_id: z.string(),
  provider: z.string(),
  game_name: z.string(),
  total_bet: z.number(),
  total_win: z.number(),
  balance_after: z.number().nullable(),
  status: z.string(),
  created_at: time,
  fairness: staffRoundFairness.nullable(),
});

export const staffPlayerRoundsReply = grid(staffPlayerRound);

export const LOGIN_SORTS = ['created_at', 'ip', 'success'] as const;

export const staffPlayerLoginsQuery = gridQuery(LOGIN_SORTS);

export const staffPlayerLogin = z.object({
  id: z.number(),
  success: z.boolean(),
  ip: z.string(),
  location: z.string(),
  user_agent: z.string(),
  created_at: time,
});

export const staffPlayerLoginsReply = grid(staffPlayerLogin);

export const PLAYER_MESSAGE_SORTS = ['created_at'] as const;

export const staffPlayerMessagesQuery = gridQuery(PLAYER_MESSAGE_SORTS);

/** A message to or from the player: `in` written by the player, `out` from the site (staff or system). */
export const staffPlayerMessage = z.object({
  id: z.number(),
  direction: z.enum(['in', 'out']),
  type: z.string(),
  subject: z.string(),
  body: z.string(),
  parent_id: z.number().nullable(),
  staff_username: z.string().nullable(),
  is_read: z.boolean(),
  created_at: time,
});

export const staffPlayerMessagesReply = grid(staffPlayerMessage);

export const PLAYER_KYC_SORTS = ['created_at', 'status'] as const;

export const staffPlayerKycQuery = gridQuery(PLAYER_KYC_SORTS);

/** A KYC submission; its documents are served by GET kyc/:id/files/:doc. */
export const staffPlayerKyc = z.object({
  id: z.number(),
  status: z.string(),
  reject_reason: z.string(),
  decided_by_username: z.string().nullable(),
  created_at: time,
  decided_at: optionalTime,
});

export const staffPlayerKycReply = grid(staffPlayerKyc);

export const PLAYER_NOTE_SORTS = ['created_at'] as const;

export const staffPlayerNotesQuery = gridQuery(PLAYER_NOTE_SORTS);

export const staffPlayerNote = z.object({
  id: z.number(),
  staff_id: z.number(),
  staff_username: z.string(),
  body: z.string(),
  created_at: time,
});

export const staffPlayerNotesReply = grid(staffPlayerNote);

export const noteMessages = { required: 'Not gerekli', tooLong: 'Not en fazla 2000 karakter olabilir' } as const;

/** POST players/:id/notes: a staff note on the player (staff only; never shown to the player). */
export const staffNoteRequest = z.object({
  body: z.string({ error: noteMessages.required }).trim().min(1, noteMessages.required).max(2000, noteMessages.tooLong),
});

export const staffNoteReply = z.object({ success: z.literal(true), note: staffPlayerNote });

/** POST players/:id/messages: a message from site management to the player's inbox. */
export const staffPlayerMessageRequest = z.object({
  body: z.string({ error: 'Mesaj gerekli' }).trim().min(1, 'Mesaj gerekli').max(2000, 'Mesaj en fazla 2000 karakter olabilir'),
  subject: z.string({ error: 'Konu gerekli' }).trim().min(1, 'Konu gerekli').max(255, 'Konu en fazla 255 karakter olabilir'),
});
