/** The KYC queue's calls: the pending documents and the decisions. */
import type { z } from 'zod';
import type { staffKycDecisionReply, staffKycListReply } from '@app/shared/api/kyc.ts';
import { apiGet, apiPost } from '@/lib/api-client.ts';

export type KycItem = z.infer<typeof staffKycListReply>['kyc'][number];

export async function getPendingKyc(): Promise<KycItem[]> {
  return (await apiGet<z.infer<typeof staffKycListReply>>('admin/kyc?status=pending&limit=500')).kyc;
}

export function verifyKyc(id: number) {
  return apiPost<z.infer<typeof staffKycDecisionReply>>(`admin/kyc/${id}/verify`);
}

export function rejectKyc(id: number, reason: string) {
  return apiPost<z.infer<typeof staffKycDecisionReply>>(`admin/kyc/${id}/reject`, { reason });
}
