/** The back office's calls to the Staff API (/api/admin); request and reply types come from the shared schemas. */
import type { z } from 'zod';
import type {
  staffAffiliateReply,
  staffAffiliatesReply,
  staffCallRequestReply,
  staffCallRequestsReply,
} from '@app/shared/api/contact.ts';
import type {
  staffApproveReply,
  staffDepositReply,
  staffDepositsReply,
  staffWithdrawalReply,
  staffWithdrawalsReply,
} from '@app/shared/api/wallet.ts';
import type {
  staffMessageReplyRequest,
  staffMessageSentReply,
  staffMessagesReply,
  staffMessageThreadReply,
} from '@app/shared/api/messages.ts';
import type { staffKycDecisionReply, staffKycListReply } from '@app/shared/api/kyc.ts';
import type { staffLoginRequest, staffQueueCountsReply, staffReply } from '@app/shared/api/staff.ts';
import type { staffPlayersReply } from '@app/shared/api/account.ts';
import type { dashboardReply, reportReply } from '@app/shared/api/reports.ts';
import { apiGet, apiPost, isApiError } from '@/lib/api-client.ts';

export type StaffUser = z.infer<typeof staffReply>['staff'];
export type StaffPermissionName = StaffUser['permissions'][number];
export type LoginInput = z.input<typeof staffLoginRequest>;
export type LoginFields = z.output<typeof staffLoginRequest>;
export type QueueCounts = z.infer<typeof staffQueueCountsReply>['counts'];
export type DepositItem = z.infer<typeof staffDepositsReply>['deposits'][number];
export type WithdrawalItem = z.infer<typeof staffWithdrawalsReply>['withdrawals'][number];
export type KycItem = z.infer<typeof staffKycListReply>['kyc'][number];
export type PlayersReply = z.infer<typeof staffPlayersReply>;
export type PlayerItem = PlayersReply['players'][number];
export type ApproveReply = z.infer<typeof staffApproveReply>;

export const boKeys = {
  me: ['backoffice', 'me'] as const,
  counts: ['backoffice', 'counts'] as const,
  deposits: ['backoffice', 'deposits'] as const,
  withdrawals: ['backoffice', 'withdrawals'] as const,
  kyc: ['backoffice', 'kyc'] as const,
  dashboard: ['backoffice', 'reports', 'dashboard'] as const,
  report: ['backoffice', 'reports', 'daily'] as const,
  /** Every page of one grid (see data-grid.tsx), to refresh after a decision. */
  grid: (id: string) => ['backoffice', 'grid', id] as const,
};

/** Who is signed in; null without a staff session (a 401). */
export async function getMe(): Promise<StaffUser | null> {
  try {
    return (await apiGet<z.infer<typeof staffReply>>('admin/me')).staff;
  } catch (e) {
    if (isApiError(e) && e.status === 401) return null;
    throw e;
  }
}

export async function login(fields: LoginFields): Promise<StaffUser> {
  return (await apiPost<z.infer<typeof staffReply>>('admin/login', fields)).staff;
}

export async function logout(): Promise<void> {
  await apiPost('admin/logout');
}

export async function getCounts(): Promise<QueueCounts> {
  return (await apiGet<z.infer<typeof staffQueueCountsReply>>('admin/queues/counts')).counts;
}

/** A page of the deposits grid (`search` from gridSearch: status, username part, sort, paging). */
export async function getDeposits(search: string, signal?: AbortSignal) {
  const r = await apiGet<z.infer<typeof staffDepositsReply>>(`admin/deposits?${search}`, signal);
  return { rows: r.deposits, total: r.total };
}

export function approveDeposit(id: number) {
  return apiPost<z.infer<typeof staffDepositReply>>(`admin/deposits/${id}/approve`);
}

export function rejectDeposit(id: number, reason: string) {
  return apiPost<z.infer<typeof staffDepositReply>>(`admin/deposits/${id}/reject`, { reason });
}

/** A page of the withdrawals grid (`open`: what staff still act on). */
export async function getWithdrawals(search: string, signal?: AbortSignal) {
  const r = await apiGet<z.infer<typeof staffWithdrawalsReply>>(`admin/withdrawals?${search}`, signal);
  return { rows: r.withdrawals, total: r.total };
}

export function approveWithdrawal(id: number, acknowledgeNameMismatch: boolean) {
  return apiPost<ApproveReply>(
    `admin/withdrawals/${id}/approve`,
    acknowledgeNameMismatch ? { acknowledge_name_mismatch: true } : {},
  );
}

export function rejectWithdrawal(id: number, reason: string) {
  return apiPost<z.infer<typeof staffWithdrawalReply>>(`admin/withdrawals/${id}/reject`, { reason });
}

export function markWithdrawalPaid(id: number) {
  return apiPost<z.infer<typeof staffWithdrawalReply>>(`admin/withdrawals/${id}/paid`);
}

export async function getPendingKyc(): Promise<KycItem[]> {
  return (await apiGet<z.infer<typeof staffKycListReply>>('admin/kyc?status=pending&limit=500')).kyc;
}

/** A KYC document, streamed by the server to a staff session (never a public URL). */
export function kycFileUrl(id: number, doc: string): string {
  return `/api/admin/kyc/${id}/files/${encodeURIComponent(doc)}`;
}

export function verifyKyc(id: number) {
  return apiPost<z.infer<typeof staffKycDecisionReply>>(`admin/kyc/${id}/verify`);
}

export function rejectKyc(id: number, reason: string) {
  return apiPost<z.infer<typeof staffKycDecisionReply>>(`admin/kyc/${id}/reject`, { reason });
}

/** The report's query string (the page's form values). */
export function reportSearch(q: { from: string; to: string; group_by: string }): string {
  return new URLSearchParams({ from: q.from, to: q.to, group_by: q.group_by }).toString();
}

export async function getReport(q: { from: string; to: string; group_by: string }) {
  return (await apiGet<z.infer<typeof reportReply>>(`admin/reports/daily?${reportSearch(q)}`)).report;
}

export async function getDashboard() {
  return (await apiGet<z.infer<typeof dashboardReply>>('admin/reports/dashboard')).dashboard;
}

// The support side's queues (messages, call requests, affiliate applications): grids, a message's thread, decisions.
export type MessagesReply = z.infer<typeof staffMessagesReply>;
export type MessageItem = MessagesReply['messages'][number];
export type MessageThread = z.infer<typeof staffMessageThreadReply>;
export type MessageReplyInput = z.input<typeof staffMessageReplyRequest>;
export type MessageReplyFields = z.output<typeof staffMessageReplyRequest>;
export type CallRequestsReply = z.infer<typeof staffCallRequestsReply>;
export type CallRequestItem = CallRequestsReply['call_requests'][number];
export type AffiliatesReply = z.infer<typeof staffAffiliatesReply>;
export type AffiliateItem = AffiliatesReply['affiliate_applications'][number];

export const supportKeys = {
  messagesGrid: ['backoffice', 'grid', 'messages'] as const,
  thread: (id: number) => ['backoffice', 'message', id] as const,
  callRequestsGrid: ['backoffice', 'grid', 'call-requests'] as const,
  affiliatesGrid: ['backoffice', 'grid', 'affiliates'] as const,
};

export function getMessageThread(id: number, signal?: AbortSignal): Promise<MessageThread> {
  return apiGet<MessageThread>(`admin/messages/${id}`, signal);
}

export function replyToMessage(id: number, fields: MessageReplyFields) {
  return apiPost<z.infer<typeof staffMessageSentReply>>(`admin/messages/${id}/reply`, fields);
}

export function closeMessage(id: number) {
  return apiPost<{ success: true }>(`admin/messages/${id}/close`);
}

export function decideCallRequest(id: number, status: 'done' | 'rejected') {
  return apiPost<z.infer<typeof staffCallRequestReply>>(`admin/call-requests/${id}/status`, { status });
}

export function decideAffiliate(id: number, decision: 'approve' | 'reject') {
  return apiPost<z.infer<typeof staffAffiliateReply>>(`admin/affiliate-applications/${id}/${decision}`);
}
