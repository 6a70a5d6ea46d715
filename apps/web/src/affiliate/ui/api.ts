/**
 * The portal's own calls to the Affiliate API (/api/affiliate; packages/shared/src/api/affiliate.ts):
 * who is signed in, sign-in and sign-out; each feature's calls live in its api/ folder.
 */
import type { z } from 'zod';
import type { Affiliate, affiliateLoginBody, affiliateMeReply } from '@app/shared/api/affiliate.ts';
import { apiGet, apiPost, isApiError } from '@/lib/api-client.ts';

export type { Affiliate };
export type LoginInput = z.input<typeof affiliateLoginBody>;
export type LoginFields = z.output<typeof affiliateLoginBody>;

/** Who is signed in; null without an affiliate session (a 401). */
export async function getMe(): Promise<Affiliate | null> {
  try {
    return (await apiGet<z.infer<typeof affiliateMeReply>>('affiliate/me')).affiliate;
  } catch (e) {
    if (isApiError(e) && e.status === 401) return null;
    throw e;
  }
}

/** Signs in; `totp` only once the server asked for it. */
export async function login({ totp, ...fields }: LoginFields): Promise<Affiliate> {
  const body = totp ? { ...fields, totp } : fields;
  return (await apiPost<z.infer<typeof affiliateMeReply>>('affiliate/login', body)).affiliate;
}

export async function logout(): Promise<void> {
  await apiPost('affiliate/logout');
}

/** The password was right and the server asks for the authenticator's code (or the code was wrong). */
export function asksForCode(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const body = error.body as { two_factor_required?: boolean; totp_required?: boolean } | null;
  return body?.two_factor_required === true || body?.totp_required === true;
}

/** The portal's one query-key factory: every cached call's key starts with 'affiliate'. */
export const affiliateKeys = {
  me: ['affiliate', 'me'] as const,
  dashboard: (from: string, to: string) => ['affiliate', 'dashboard', from, to] as const,
  report: (query: Record<string, string>) => ['affiliate', 'report', query] as const,
  players: (from: string, to: string) => ['affiliate', 'players', from, to] as const,
  statements: ['affiliate', 'statements'] as const,
  statement: (id: number) => ['affiliate', 'statements', id] as const,
};

/** `?from=&to=...` of a query's fields. */
export const search = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
