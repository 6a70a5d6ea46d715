import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { kycMessages } from '@app/shared/api/account.ts';
import type { Db } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';
import { randomToken } from '../../lib/crypto.ts';
import { badRequest, conflict, notFound, uniqueViolation } from '../../lib/errors.ts';
import { audit, type Actor } from '../backoffice/audit.ts';
import { notify } from '../messages/messages.service.ts';
import { checkDocument, isUploadedFile } from './kyc.files.ts';

const SLOTS = [
  { field: 'id_front', allowPdf: false },
  { field: 'id_back', allowPdf: false },
  { field: 'address', allowPdf: true },
] as const;

/**
 * All three documents are checked before anything is written; the files go outside the web root
 * under names the server makes, and the submission row is written last (files are removed if it fails).
 */
export async function submit(db: Db, uploadsDir: string, playerId: number, body: Record<string, unknown>) {
  const files = SLOTS.map((slot) => {
    const f = body[slot.field];
    if (!isUploadedFile(f)) throw badRequest(kycMessages.allRequired);
    return { slot, file: f, ext: checkDocument(f, slot.allowPdf) };
  });
  const state = await maybeOne<{ kyc_verified: boolean; pending: boolean }>(
    db,
    `select kyc_verified, exists (select 1 from kyc_submissions where player_id = $1 and status = 'pending') as pending from players where id = $1`,
    [playerId],
  );
  if (state?.kyc_verified) throw conflict(kycMessages.alreadyVerified);
  if (state?.pending) throw conflict(kycMessages.underReview);

  const dir = path.join(uploadsDir, 'kyc', String(playerId));
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stored = files.map((f) => ({ ...f, name: `${f.slot.field}-${randomToken(16)}.${f.ext}` }));
  try {
    for (const f of stored) await writeFile(path.join(dir, f.name), f.file.data, { mode: 0o600, flag: 'wx' });
    return await one<{ id: number }>(
      db,
      `insert into kyc_submissions (player_id, id_front_path, id_back_path, address_path, files)
       values ($1, $2, $3, $4, $5::jsonb) returning id`,
      [
        playerId,
        `kyc/${playerId}/${stored[0]!.name}`,
        `kyc/${playerId}/${stored[1]!.name}`,
        `kyc/${playerId}/${stored[2]!.name}`,
        JSON.stringify(Object.fromEntries(stored.map((f) => [f.slot.field, { original_name: f.file.filename.slice(0, 200), size: f.file.data.length, type: f.ext }]))),
      ],
    );
  } catch (err) {
    await Promise.all(stored.map((f) => rm(path.join(dir, f.name), { force: true })));
    if (uniqueViolation(err) !== null) throw conflict(kycMessages.underReview);
    throw err;
  }
}

export function listForStaff(db: Db, status: string | null, limit: number) {
  return db.query<Record<string, unknown>>(
    `select k.id, k.player_id, p.username, p.first_name, p.last_name, p.tc, k.status, k.files, k.reject_reason, k.created_at, k.decided_at
       from kyc_submissions k join players p on p.id = k.player_id
      where ($1::text is null or k.status = $1) order by k.created_at desc, k.id desc limit $2`,
    [status, limit],
  );
}

export async function documentPath(db: Db, uploadsDir: string, id: number, doc: 'id_front' | 'id_back' | 'address') {
  const row = await maybeOne<Record<string, string>>(db, `select id_front_path, id_back_path, address_path from kyc_submissions where id = $1`, [id]);
  if (!row) throw notFound('Belge bulunamadı');
  return path.join(uploadsDir, row[`${doc}_path`]!);
}

export async function decide(db: Db, actor: Actor, id: number, decision: 'verified' | 'rejected', reason: string) {
  return db.tx(async (tx) => {
    const before = await maybeOne<{ id: number; player_id: number; status: string }>(tx, `select id, player_id, status from kyc_submissions where id = $1`, [id]);
    if (!before) throw notFound('Belge başvurusu bulunamadı');
    const after = await maybeOne<{ id: number; player_id: number; status: string; reject_reason: string }>(
      tx,
      `update kyc_submissions set status = $2, reject_reason = $3, decided_by = $4, decided_at = now()
        where id = $1 and status = 'pending' returning id, player_id, status, reject_reason`,
      [id, decision, reason, actor.staffId],
    );
    if (!after) throw conflict('Bu başvuru için karar zaten verilmiş');
    if (decision === 'verified') {
      await tx.query(`update players set kyc_verified = true, updated_at = now() where id = $1`, [after.player_id]);
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
