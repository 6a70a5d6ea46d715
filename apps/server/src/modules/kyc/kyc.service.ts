import { access, link, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { kycMessages } from '@app/shared/api/account.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { randomToken } from '../../lib/crypto.ts';
import { badRequest, conflict, notFound, uniqueViolation } from '../../lib/errors.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import { notify } from '../messages/messages.service.ts';
import { isUploadedFile } from '../../lib/uploads.ts';
import { checkDocument } from './kyc.files.ts';
import * as q from './kyc.queries.ts';

const SLOTS = [
  { field: 'id_front', allowPdf: false },
  { field: 'id_back', allowPdf: false },
  { field: 'address', allowPdf: true },
] as const;

/**
 * All three documents (already on disk, streamed there by lib/uploads.ts) are checked before any is
 * kept; they are kept outside the web root under names the server makes (a link to the staged file,
 * which is deleted after the reply), and the submission row is written last (files are removed if it fails).
 */
export async function submit(db: Db, uploadsDir: string, playerId: number, body: Record<string, unknown>) {
  const files = SLOTS.map((slot) => {
    const f = body[slot.field];
    if (!isUploadedFile(f)) throw badRequest(kycMessages.allRequired);
    return { slot, file: f, ext: checkDocument(f, slot.allowPdf) };
  });
  const state = await q.findKycState(db, playerId);
  if (state?.kyc_verified) throw conflict(kycMessages.alreadyVerified);
  if (state?.pending) throw conflict(kycMessages.underReview);

  const dir = path.join(uploadsDir, 'kyc', String(playerId));
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stored = files.map((f) => ({ ...f, name: `${f.slot.field}-${randomToken(16)}.${f.ext}` }));
  try {
    for (const f of stored) await link(f.file.path, path.join(dir, f.name));
    return await q.insertSubmission(db, {
      playerId,
      idFrontPath: `kyc/${playerId}/${stored[0]!.name}`,
      idBackPath: `kyc/${playerId}/${stored[1]!.name}`,
      addressPath: `kyc/${playerId}/${stored[2]!.name}`,
      files: JSON.stringify(Object.fromEntries(stored.map((f) => [f.slot.field, { original_name: f.file.filename.slice(0, 200), size: f.file.size, type: f.ext }]))),
    });
  } catch (err) {
    await Promise.all(stored.map((f) => rm(path.join(dir, f.name), { force: true })));
    if (uniqueViolation(err) !== null) throw conflict(kycMessages.underReview);
    throw err;
  }
}

export function listForStaff(db: Db, status: string | null, limit: number) {
  return q.listForStaff(db, status, limit);
}

export async function documentPath(db: Db, uploadsDir: string, id: number, doc: 'id_front' | 'id_back' | 'address') {
  const row = await q.findDocumentPaths(db, id);
  if (!row) throw notFound('Belge bulunamadı');
  return path.join(uploadsDir, row[`${doc}_path`]!);
}

/** A document for staff to view: its file, once it is known to exist; every view is audited. */
export async function openDocumentForStaff(db: Db, actor: Actor, uploadsDir: string, id: number, doc: 'id_front' | 'id_back' | 'address') {
  const file = await documentPath(db, uploadsDir, id, doc);
  await access(file);
  await audit(db, actor, { action: 'kyc.view_document', entityType: 'kyc', entityId: id, after: { doc } });
  return file;
}

export async function decide(db: Db, actor: Actor, id: number, decision: 'verified' | 'rejected', reason: string) {
  return inTransaction(db, async (tx) => {
    const before = await q.findSubmission(tx, id);
    if (!before) throw notFound('Belge başvurusu bulunamadı');
    const after = await q.decideSubmission(tx, { id, status: decision, reason, staffId: actor.staffId });
    if (!after) throw conflict('Bu başvuru için karar zaten verilmiş');
    if (decision === 'verified') {
      await q.markPlayerVerified(tx, after.player_id);
      await notify(tx, after.player_id, 'success', 'Hesabınız onaylandı', 'Kimlik ve adres belgeleriniz onaylandı. Tüm özellikleri kullanabilirsiniz.');
    } else {
      await notify(
        tx,
        after.player_id,
        'warning',
        'Belgeleriniz onaylanmadı',
        `Gönderdiğiniz belgeler onaylanamadı${reason ? `: ${reason}` : '.'} Lütfen belgelerinizi yeniden yükleyin.`,
      );
    }
    await audit(tx, actor, { action: `kyc.${decision === 'verified' ? 'verify' : 'reject'}`, entityType: 'kyc', entityId: id, before, after });
    return after;
  });
}

/** What a file's first bytes say it is (magic numbers): the content module checks banner images with it. */
export { sniff } from './kyc.files.ts';
