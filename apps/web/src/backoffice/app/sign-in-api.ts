/** The sign-in's enrolment step: a refused login's QR challenge and its confirmation with the owner's own password (decisions 0014, 0022). */
import type { z } from 'zod';
import type { StaffEnrolInput, StaffLoginRefused, staffReply } from '@app/shared/api/staff.ts';
import { apiPost, isApiError } from '@/lib/api-client.ts';
import type { StaffUser } from '@/backoffice/ui/api.ts';

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
