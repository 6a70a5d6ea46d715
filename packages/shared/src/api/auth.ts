import { z } from 'zod';
import { formBoolean, phoneSchema, requiredText } from './common.ts';
import { isValidTcKimlik } from '../tc-kimlik.ts';
import { ageOn, isRealDate } from '../dates.ts';
import { COUNTRY, CURRENCY, LANG, PROVINCES } from '../reference.ts';

export const PASSWORD_MIN = 8;
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.]{3,20}$/;

export const authMessages = {
  loginFailed: 'Kullanıcı adı veya şifre hatalı',
  locked: (minutes: number) =>
    `Çok fazla başarısız giriş denemesi yapıldı. Güvenliğiniz için hesabınıza girişler ${minutes} dakika süreyle durduruldu.`,
  blocked: 'Hesabınız askıya alınmıştır. Lütfen müşteri hizmetleri ile iletişime geçin.',
  registered: 'Kayıt başarılı! Giriş yapabilirsiniz.',
  passwordsDiffer: 'Şifreler eşleşmiyor!',
  invalidTc: 'Geçersiz TC Kimlik No!',
  underage: 'Kayıt olmak için 18 yaşından büyük olmalısınız',
  termsRequired: 'Üyelik sözleşmesini kabul etmelisiniz',
  usernameTaken: 'Bu kullanıcı adı zaten kullanılıyor',
  /** One reply for a taken e-mail and a taken TC Kimlik No: it must not tell which (nor whose). */
  identityTaken: 'Bu e-posta adresi veya TC Kimlik No ile kayıt yapılamıyor. Hesabınız varsa giriş yapın ya da müşteri hizmetleriyle iletişime geçin.',
  registerTooMany: 'Çok fazla kayıt denemesi yapıldı. Lütfen daha sonra tekrar deneyin.',
  notLoggedIn: 'Giriş yapılmamış',
  loggedOut: 'Çıkış yapıldı',
} as const;

export const loginRequest = z.object({
  username: requiredText('Kullanıcı adı gerekli', 100),
  password: z.string({ error: 'Şifre gerekli' }).min(1, 'Şifre gerekli').max(200, 'Şifre çok uzun'),
  remember: formBoolean.optional().default(false),
  /** The authenticator code, for players who turned on two-factor authentication. */
  totp: z.string().trim().max(10).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const sessionUser = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Cash balance in lira, the figure the header shows. */
  balance: z.number(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginReply = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUser,
  /** A time-out or self-exclusion is in force: only withdrawals and the responsible gaming page (the message says until when). */
  restricted: z.literal(true).optional(),
});
export const sessionReply = z.object({
  success: z.literal(true),
  logged_in: z.boolean(),
  user: sessionUser.nullable(),
});
export type SessionReply = z.infer<typeof sessionReply>;

const intField = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number({ error: message }).int(message));

/** Every rule the registration form checks, checked again on the server. */
export const registerRequest = z
  .object({
    username: z
      .string({ error: 'Kullanıcı adı gerekli' })
      .trim()
      .regex(USERNAME_PATTERN, 'Kullanıcı adı 3-20 karakter olmalı; harf, rakam, nokta ve alt çizgi içerebilir'),
    password: z
      .string({ error: 'Şifre gerekli' })
      .min(PASSWORD_MIN, `Şifre en az ${PASSWORD_MIN} karakter olmalı`)
      .max(200, 'Şifre çok uzun'),
    password_confirm: z.string({ error: 'Şifre tekrarı gerekli' }),
    email: z.string({ error: 'E-posta gerekli' }).trim().toLowerCase().pipe(z.email('Geçerli bir e-posta adresi girin').max(254)),
    first_name: requiredText('Ad gerekli', 50),
    last_name: requiredText('Soyad gerekli', 50),
    phone: phoneSchema,
    tc: z.string({ error: 'TC Kimlik No gerekli' }).trim().refine(isValidTcKimlik, authMessages.invalidTc),
    dob_day: intField('Doğum günü seçin').pipe(z.number().min(1, 'Doğum günü seçin').max(31, 'Doğum günü seçin')),
    dob_month: intField('Doğum ayı seçin').pipe(z.number().min(1, 'Doğum ayı seçin').max(12, 'Doğum ayı seçin')),
    dob_year: intField('Doğum yılı seçin').pipe(z.number().min(1900, 'Doğum yılı seçin')),
    gender: z.enum(['male', 'female'], { error: 'Cinsiyet seçin' }),
    country: z.string().optional().default(COUNTRY).refine((v) => v === COUNTRY || v === 'TR', 'Ülke yalnızca Türkiye olabilir'),
    city: z.enum(PROVINCES, { error: 'Geçerli bir il seçin' }),
    currency: z.literal(CURRENCY, { error: 'Para birimi yalnızca TRY olabilir' }).optional().default(CURRENCY),
    lang: z.literal(LANG, { error: 'Dil yalnızca tr olabilir' }).optional().default(LANG),
    affiliate_btag: z.string().trim().max(64, 'Geçersiz ortaklık kodu').optional().default(''),
    terms: formBoolean.refine((v) => v, authMessages.termsRequired),
    campaign_news: formBoolean.optional().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirm) {
      ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: authMessages.passwordsDiffer });
    }
    if (!isRealDate(v.dob_year, v.dob_month, v.dob_day)) {
      ctx.addIssue({ code: 'custom', path: ['dob_day'], message: 'Geçerli bir doğum tarihi seçin' });
    } else if (ageOn({ year: v.dob_year, month: v.dob_month, day: v.dob_day }) < 18) {
      ctx.addIssue({ code: 'custom', path: ['dob_year'], message: authMessages.underage });
    }
  });
export type RegisterRequest = z.input<typeof registerRequest>;

export const registerReply = z.object({ success: z.literal(true), message: z.string() });
