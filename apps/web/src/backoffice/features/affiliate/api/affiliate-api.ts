/** The affiliate room's calls to the Staff API (packages/shared/src/api/affiliate.ts, the staff part). */
import type { z } from 'zod';
import type {
  affiliatePlanBody,
  AffiliateStatement,
  affiliateStatementReply,
  StaffAffiliateAccount,
  staffAffiliateAccountReply,
  staffAffiliateAccountsReply,
  staffAffiliatePlanReply,
} from '@app/shared/api/affiliate.ts';
import { apiGet, apiRequest, apiPost } from '@/lib/api-client.ts';

export type { AffiliateStatement, StaffAffiliateAccount };
export type StaffAffiliateReply = z.infer<typeof staffAffiliateAccountReply>;
export type AffiliatesReply = z.infer<typeof staffAffiliateAccountsReply>;
export type PlanInput = z.input<typeof affiliatePlanBody>;
export type PlanFields = z.output<typeof affiliatePlanBody>;

export async function getAffiliate(id: number, signal?: AbortSignal): Promise<StaffAffiliateReply> {
  return apiGet<StaffAffiliateReply>(`admin/affiliates/${id}`, signal);
}

/** A new plan: from the next month (the first plan: this month); the server's text of when it applies. */
export async function setPlan(id: number, plan: PlanFields): Promise<string> {
  return (
    await apiRequest<z.infer<typeof staffAffiliatePlanReply>>('PUT', `admin/affiliates/${id}/plan`, {
      json: plan,
    })
  ).message;
}

export async function approveStatement(id: number): Promise<AffiliateStatement> {
  return (await apiPost<z.infer<typeof affiliateStatementReply>>(`admin/affiliate-statements/${id}/approve`))
    .statement;
}

export async function markStatementPaid(id: number, reference: string): Promise<AffiliateStatement> {
  return (
    await apiPost<z.infer<typeof affiliateStatementReply>>(`admin/affiliate-statements/${id}/paid`, {
      reference,
    })
  ).statement;
}
