import { z } from 'zod';
import { PASSWORD_MIN } from './auth.ts';
import { rowId } from './common.ts';

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
