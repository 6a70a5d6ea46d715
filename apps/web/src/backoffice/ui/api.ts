/**
 * The back office's own calls to the Staff API (/api/admin): who is signed in, login and logout, the queue
 * counts; each feature's calls live in its api/ folder. Request and reply types come from the shared schemas.
 */
import type { z } from 'zod';
import type {
  staffLoginRequest,
  StaffPasswordInput,
  staffQueueCountsReply,
  staffReply,
} from '@app/shared/api/staff.ts';
import { apiGet, apiPost, isApiError } from '@/lib/api-client.ts';

export type StaffUser = z.infer<typeof staffReply>['staff'];
export type StaffPermissionName = StaffUser['permissions'][number];
export type LoginInput = z.input<typeof staffLoginRequest>;
export type LoginFields = z.output<typeof staffLoginRequest>;
export type QueueCounts = z.infer<typeof staffQueueCountsReply>['counts'];

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

export async function logoutEverywhere(): Promise<void> {
  await apiPost('admin/logout-everywhere');
}

/** The staff member's own password (the current one and a code); their other sessions end. */
export async function changeOwnPassword(input: StaffPasswordInput): Promise<void> {
  await apiPost('admin/me/password', input);
}

/** A KYC document, streamed by the server to a staff session (never a public URL). */
export function kycFileUrl(id: number, doc: string): string {
  return `/api/admin/kyc/${id}/files/${encodeURIComponent(doc)}`;
}
