/** The back office's calls for staff access: TOTP enrolment, sessions, staff management, the audit log. */
import type { z } from 'zod';
import type {
  auditReply,
  staffAccountReply,
  StaffCreateRequest,
  staffEnrolmentReply,
  StaffEnrolInput,
  staffListReply,
  StaffLoginRefused,
  staffReply,
  StaffRole,
} from '@app/shared/api/staff.ts';
import { apiPost, apiRequest, isApiError } from '@/lib/api-client.ts';
import type { StaffUser } from '@/backoffice/ui/api.ts';

export type StaffListReply = z.infer<typeof staffListReply>;
export type StaffAccountItem = StaffListReply['staff'][number];
export type AuditReply = z.infer<typeof auditReply>;
export type AuditEntry = AuditReply['audit'][number];

/** What the login page needs to show the enrolment step (a 403 of POST login). */
export interface EnrolmentChallenge {
  token: string;
  qrSvg: string;
  secret: string;
  expiresIn: number;
}

/** The enrolment a refused login carries, if it is one. */
export function enrolmentOf(error: unknown): EnrolmentChallenge | null {
  if (!isApiError(error) || error.status !== 403) return null;
  const b = error.body as StaffLoginRefused | null;
  if (!b?.enrolment_required || !b.enrolment_token || !b.qr_svg || !b.totp_secret) return null;
  return { token: b.enrolment_token, qrSvg: b.qr_svg, secret: b.totp_secret, expiresIn: b.expires_in ?? 600 };
}

export async function confirmEnrolment(input: StaffEnrolInput): Promise<StaffUser> {
  return (await apiPost<z.infer<typeof staffReply>>('admin/login/enrol', input)).staff;
}

export async function logoutEverywhere(): Promise<void> {
  await apiPost('admin/logout-everywhere');
}

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
