import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';

/** Whether the player is verified already, or has a submission under review. */
export function findKycState(q: Queryable, playerId: number) {
  return maybeOne<{ kyc_verified: boolean; pending: boolean }>(
    q,
    `select kyc_verified, exists (select 1 from kyc_submissions where player_id = $1 and status = 'pending') as pending from players where id = $1`,
    [playerId],
  );
}

export function insertSubmission(
  q: Queryable,
  s: { playerId: number; idFrontPath: string; idBackPath: string; addressPath: string; files: string },
) {
  return one<{ id: number }>(
    q,
    `insert into kyc_submissions (player_id, id_front_path, id_back_path, address_path, files)
       values ($1, $2, $3, $4, $5::jsonb) returning id`,
    [s.playerId, s.idFrontPath, s.idBackPath, s.addressPath, s.files],
  );
}

export interface StaffKycListRow {
  id: number;
  player_id: number;
  username: string;
  first_name: string;
  last_name: string;
  tc: string;
  status: string;
  files: unknown;
  reject_reason: string;
  created_at: Date;
  decided_at: Date | null;
}

export function listForStaff(q: Queryable, status: string | null, limit: number) {
  return q.query<StaffKycListRow>(
    `select k.id, k.player_id, p.username, p.first_name, p.last_name, p.tc, k.status, k.files, k.reject_reason, k.created_at, k.decided_at
       from kyc_submissions k join players p on p.id = k.player_id
      where ($1::text is null or k.status = $1) order by k.created_at desc, k.id desc limit $2`,
    [status, limit],
  );
}

export function findDocumentPaths(q: Queryable, id: number) {
  return maybeOne<Record<string, string>>(q, `select id_front_path, id_back_path, address_path from kyc_submissions where id = $1`, [id]);
}

export function findSubmission(q: Queryable, id: number) {
  return maybeOne<{ id: number; player_id: number; status: string }>(q, `select id, player_id, status from kyc_submissions where id = $1`, [id]);
}

/** Decides a pending submission; nothing when it was decided already. */
export function decideSubmission(q: Queryable, d: { id: number; status: 'verified' | 'rejected'; reason: string; staffId: number | null }) {
  return maybeOne<{ id: number; player_id: number; status: string; reject_reason: string }>(
    q,
    `update kyc_submissions set status = $2, reject_reason = $3, decided_by = $4, decided_at = now()
        where id = $1 and status = 'pending' returning id, player_id, status, reject_reason`,
    [d.id, d.status, d.reason, d.staffId],
  );
}

export async function markPlayerVerified(q: Queryable, playerId: number): Promise<void> {
  await q.query(`update players set kyc_verified = true, updated_at = now() where id = $1`, [playerId]);
}
