import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '@app/shared/api/common.ts';
import type { AffiliateRequestInput } from '@app/shared/api/contact.ts';
import { apiPost } from '@/lib/api-client.ts';
import { affiliateTexts } from '../texts.ts';

export interface AffiliateForm {
  first_name: string;
  last_name: string;
  password: string;
  password_confirm: string;
  email: string;
  website: string;
  telegram: string;
  phone: string;
}

/**
 * The spec's payload: first and last name joined as `name`, the compared password as `username`
 * (the e-mail when empty), Telegram inside `message`; plus the password fields for the server to hash.
 */
export function toAffiliatePayload(form: AffiliateForm): AffiliateRequestInput {
  const telegram = form.telegram.trim();
  return {
    name: `${form.first_name.trim()} ${form.last_name.trim()}`.trim(),
    email: form.email.trim(),
    username: form.password || form.email.trim(),
    password: form.password,
    password_confirm: form.password_confirm,
    phone: form.phone.trim(),
    website: form.website.trim(),
    message: telegram ? `${affiliateTexts.affiliate.telegramPrefix}${telegram}` : '',
  };
}

export function applyAffiliate(payload: AffiliateRequestInput): Promise<MessageReply> {
  return apiPost('affiliate-apply.php', payload);
}

export function useApplyAffiliate() {
  return useMutation({ mutationFn: applyAffiliate });
}
