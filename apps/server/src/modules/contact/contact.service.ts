import type { z } from 'zod';
import { contactMessages, type affiliateRequest } from '@app/shared/api/contact.ts';
import { affiliateMessages } from '@app/shared/api/affiliate.ts';
import type { Db } from '../../db/client.ts';
import { randomInt } from 'node:crypto';
import { inTransaction } from '../../db/transactions.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { conflict, notFound, uniqueViolation } from '../../lib/errors.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import * as q from './contact.queries.ts';

/** An affiliate application as staff see it (the back office's grid reads the same row). */
export type { StaffAffiliateRow } from './contact.queries.ts';

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

const present = <T extends { created_at: Date; updated_at?: Date; decided_at?: Date | null }>(r: T) => ({
  ...r,
  created_at: r.created_at.toISOString(),
  ...(r.updated_at ? { updated_at: r.updated_at.toISOString() } : {}),
  ...(r.decided_at !== undefined ? { decided_at: r.decided_at?.toISOString() ?? null } : {}),
});

/** Staff mark a pending call request called (`done`) or rejected; the requester's list shows it. Audited. */
export async function decideCallRequest(db: Db, actor: Actor, id: number, status: 'done' | 'rejected') {
  return inTransaction(db, async (tx) => {
    const before = await q.findCallRequest(tx, id);
    if (!before) throw notFound('Arama talebi bulunamadı');
    if (!(await q.decideCallRequest(tx, id, status, actor.staffId))) throw conflict('Bu arama talebi için karar zaten verilmiş');
    const after = (await q.findCallRequest(tx, id))!;
    await audit(tx, actor, { action: `call_request.${status}`, entityType: 'call_request', entityId: id, before, after });
    return present(after);
  });
}

/** A btag: lower-case letters and digits (no look-alikes), prefixed so it reads as an affiliate code. */
const BTAG_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newBtag(): string {
  let tag = 'aff';
  for (let i = 0; i < 8; i++) tag += BTAG_ALPHABET[randomInt(BTAG_ALPHABET.length)];
  return tag;
}

/** Staff approve (the affiliate gets a new, unique btag) or reject a pending affiliate application. Audited. */
export async function decideAffiliateApplication(db: Db, actor: Actor, id: number, decision: 'approved' | 'rejected') {
  return inTransaction(db, async (tx) => {
    const before = await q.findAffiliateApplication(tx, id);
    if (!before) throw notFound('Ortaklık başvurusu bulunamadı');
    if (before.status !== 'pending') throw conflict('Bu başvuru için karar zaten verilmiş');
    let after: q.StaffAffiliateRow | undefined;
    // A taken btag (rare: 31^8) leaves the row pending; another is drawn.
    for (let attempt = 0; attempt < 5 && !after; attempt++) {
      try {
        after = await q.decideAffiliateApplication(tx, { id, status: decision, btag: decision === 'approved' ? newBtag() : null, staffId: actor.staffId });
      } catch (err) {
        // One approved account per e-mail address and site (migration 034's unique index: the account signs in with it).
        if (uniqueViolation(err) === 'affiliate_approved_email') throw conflict(affiliateMessages.duplicateAccount);
        throw err;
      }
      if (!after && (await q.findAffiliateApplication(tx, id))?.status !== 'pending') throw conflict('Bu başvuru için karar zaten verilmiş');
    }
    if (!after) throw new Error('no free btag after 5 draws');
    await audit(tx, actor, { action: `affiliate.${decision === 'approved' ? 'approve' : 'reject'}`, entityType: 'affiliate_application', entityId: id, before, after });
    return present(after);
  });
}
