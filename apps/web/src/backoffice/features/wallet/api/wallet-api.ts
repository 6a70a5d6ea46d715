/** The money queues' calls: the deposits, withdrawals and balance credits' grids and their decisions. */
import type { z } from 'zod';
import type { staffAdjustmentDecisionReply, staffAdjustmentsReply } from '@app/shared/api/adjustments.ts';
import type {
  staffApproveReply,
  staffDepositReply,
  staffDepositsReply,
  staffWithdrawalReply,
  staffWithdrawalsReply,
} from '@app/shared/api/wallet.ts';
import { apiGet, apiPost } from '@/lib/api-client.ts';

export type DepositItem = z.infer<typeof staffDepositsReply>['deposits'][number];
export type WithdrawalItem = z.infer<typeof staffWithdrawalsReply>['withdrawals'][number];
export type ApproveReply = z.infer<typeof staffApproveReply>;

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

/** A balance credit above the site's cap waiting for (or decided by) a second approver (decision 0023). */
export type AdjustmentItem = z.infer<typeof staffAdjustmentsReply>['adjustments'][number];

export async function getAdjustments(search: string, signal?: AbortSignal) {
  const r = await apiGet<z.infer<typeof staffAdjustmentsReply>>(`admin/adjustments?${search}`, signal);
  return { rows: r.adjustments, total: r.total };
}

export function approveAdjustment(id: number) {
  return apiPost<z.infer<typeof staffAdjustmentDecisionReply>>(`admin/adjustments/${id}/approve`);
}

export function rejectAdjustment(id: number, reason: string) {
  return apiPost<z.infer<typeof staffAdjustmentDecisionReply>>(`admin/adjustments/${id}/reject`, { reason });
}
