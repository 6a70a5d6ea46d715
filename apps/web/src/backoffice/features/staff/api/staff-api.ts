/** The back office's calls for staff management and the audit log (enrolment at sign-in: app/sign-in-api.ts). */
import type { z } from 'zod';
import type {
  auditReply,
  staffAccountReply,
  StaffCreateRequest,
  staffEnrolmentReply,
  staffListReply,
  StaffRole,
} from '@app/shared/api/staff.ts';
import { apiPost, apiRequest } from '@/lib/api-client.ts';

export type StaffListReply = z.infer<typeof staffListReply>;
export type StaffAccountItem = StaffListReply['staff'][number];
export type AuditReply = z.infer<typeof auditReply>;
export type AuditEntry = AuditReply['audit'][number];

export function createStaff(input: StaffCreateRequest) {
  return apiPost<z.infer<typeof staffEnrolmentReply>>('admin/staff', input);
}

export function changeStaffRole(id: number, role: StaffRole) {
  return apiRequest<z.infer<typeof staffAccountReply>>('PUT', `admin/staff/${id}`, { json: { role } });
}

export function setStaffActive(id: number, active: boolean) {
  return apiPost<z.infer<typeof staffAccountReply>>(`admin/staff/${id}/${active ? 'enable' : 'disable'}`);
}

export function resetStaffTotp(id: number) {
  return apiPost<z.infer<typeof staffEnrolmentReply>>(`admin/staff/${id}/reset-totp`);
}
