/** The call requests' and affiliate applications' calls: their decisions. */
import type { z } from 'zod';
import type {
  staffAffiliateReply,
  staffAffiliatesReply,
  staffCallRequestReply,
  staffCallRequestsReply,
} from '@app/shared/api/contact.ts';
import { apiPost } from '@/lib/api-client.ts';

export type CallRequestsReply = z.infer<typeof staffCallRequestsReply>;
export type CallRequestItem = CallRequestsReply['call_requests'][number];
export type AffiliatesReply = z.infer<typeof staffAffiliatesReply>;
export type AffiliateItem = AffiliatesReply['affiliate_applications'][number];

export function decideCallRequest(id: number, status: 'done' | 'rejected') {
  return apiPost<z.infer<typeof staffCallRequestReply>>(`admin/call-requests/${id}/status`, { status });
}

export function decideAffiliate(id: number, decision: 'approve' | 'reject') {
  return apiPost<z.infer<typeof staffAffiliateReply>>(`admin/affiliate-applications/${id}/${decision}`);
}
