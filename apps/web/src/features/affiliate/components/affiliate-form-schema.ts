import { z } from 'zod';
import { requiredText } from '@app/shared/api/common.ts';
import { contactMessages } from '@app/shared/api/contact.ts';
import { affiliateTexts } from '../texts.ts';

/** The form's own checks: names and e-mail required, the two passwords equal. */
export const affiliateFormSchema = z
  .object({
    first_name: requiredText(affiliateTexts.affiliate.firstNameRequired, 50),
    last_name: requiredText(affiliateTexts.affiliate.lastNameRequired, 50),
    password: z.string().max(200),
    password_confirm: z.string().max(200),
    email: z.string().trim().min(1, affiliateTexts.affiliate.emailRequired).pipe(z.email(affiliateTexts.affiliate.emailInvalid)),
    website: z.string().trim().max(200),
    telegram: z.string().trim().max(100),
    phone: z
      .string()
      .trim()
      .max(30)
      .refine(
        (v) => v === '' || /^(\+90|0)?[2-5]\d{9}$/.test(v.replace(/[\s()-]/g, '')),
        affiliateTexts.affiliate.phoneInvalid,
      ),
  })
  .refine((v) => v.password === v.password_confirm, {
    path: ['password_confirm'],
    message: contactMessages.affiliatePasswordsDiffer,
  });
