import type { z } from 'zod';
import { contactMessages, type affiliateRequest } from '@app/shared/api/contact.ts';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { conflict, uniqueViolation } from '../../lib/errors.ts';
import * as q from './contact.queries.ts';

/** Call-back requests (by a player or an anonymous visitor) and affiliate applications. */
export function requestCall(
  db: Db,
  r: { siteId: number; playerId: number | null; visitorId: string | null; name: string; phone: string; message: string; ip: string },
): Promise<number> {
  return q.insertCallRequest(db, r);
}

/** The requester's own requests: by player when logged in, else by this browser's visitor id. */
export async function listCalls(db: Db, owner: { siteId: number; playerId: number | null; visitorId: string | null }) {
  const rows = await q.listCallRequests(db, owner);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

export async function applyAsAffiliate(db: Db, siteId: number, b: z.output<typeof affiliateRequest>, ip: string): Promise<void> {
  // The spec's client sends the password it compared in `username`: never store it as a name.
  const password = b.password ?? (b.username && b.username !== b.email ? b.username : undefined);
  const username = b.password !== undefined && b.username !== b.password ? b.username : b.email;
  try {
    await q.insertAffiliateApplication(db, {
      siteId,
      name: b.name,
      email: b.email,
      username,
      passwordHash: password ? await hashPassword(password) : null,
      phone: b.phone,
      website: b.website,
      message: b.message,
      ip,
    });
  } catch (err) {
    if (uniqueViolation(err) !== null) throw conflict(contactMessages.affiliateDuplicate);
    throw err;
  }
}
