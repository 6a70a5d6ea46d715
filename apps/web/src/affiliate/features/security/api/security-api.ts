import type { AffiliateTotpSetupReply } from '@app/shared/api/affiliate.ts';
import { apiPost } from '@/lib/api-client.ts';

/** A new secret to scan; two-step sign-in is on only once a code of it is confirmed. */
export async function startTotpSetup(): Promise<AffiliateTotpSetupReply> {
  return apiPost<AffiliateTotpSetupReply>('affiliate/totp/setup');
}

export async function enableTotp(code: string): Promise<void> {
  await apiPost('affiliate/totp/enable', { code });
}

export async function disableTotp(code: string): Promise<void> {
  await apiPost('affiliate/totp/disable', { code });
}
