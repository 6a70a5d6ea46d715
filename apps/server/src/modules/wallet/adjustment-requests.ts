import { fourEyesMessages } from '@app/shared/api/adjustments.ts';
import { kurusToLira } from '@app/shared/money.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { orderBy, type SortDir } from '../../lib/grid.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import { notify } from '../messages/messages.service.ts';
import { adjustmentTexts } from './adjustments.ts';
import * as aq from './adjustments.queries.ts';
import { checkSecondApprover } from './four-eyes.ts';
import { lockPlayerCash } from './ledger.queries.ts';
import { playerBalances, post } from './ledger.ts';

/**
 * The balance credits waiting for a second approver (decision 0023). Approval: the request row is
 * locked first (a racing approval waits, then finds it decided), the second approver is checked
 * (four-eyes.ts: not the requester, not paired with them, not a recent creditor of the player), and
 * the credit is posted once under its own idempotency key, with the audit entry and the player's
 * notice, in one transaction. Rejection moves nothing. Either is audited.
 */

export interface AdjustmentRequestItem {
  id: number;
  site_id: number;
  player_id: number;
  username: string;
  amount: number;
  reason: string;
  status: aq.AdjustmentRequestRow['status'];
  requested_by: number;
  requested_by_username: string;
  decided_by: number | null;
  decided_by_username: string | null;
  decided_at: string | null;
  reject_reason: string;
  transaction_id: number | null;
  created_at: string;
}

const item = (r: aq.StaffAdjustmentRequestRow): AdjustmentRequestItem => ({
  id: Number(r.id),
  site_id: r.site_id,
  player_id: r.player_id,
  username: r.username,
  amount: kurusToLira(r.amount),
  reason: r.reason,
  status: r.status,
  requested_by: r.requested_by,
  requested_by_username: r.requested_by_username,
  decided_by: r.decided_by,
  decided_by_username: r.decided_by_username,
  decided_at: r.decided_at?.toISOString() ?? null,
  reject_reason: r.reject_reason,
  transaction_id: r.transaction_id === null ? null : Number(r.transaction_id),
  created_at: r.created_at.toISOString(),
});

export interface AdjustmentListInput {
  status?: string | undefined;
  player_id?: number | undefined;
  q: string;
  sort?: string | undefined;
  dir: SortDir;
  limit: number;
  offset: number;
}

export async function listAdjustmentRequests(db: Db, f: AdjustmentListInput) {
  const rows = await aq.listRequests(db, {
    status: f.status ?? null,
    playerId: f.player_id ?? null,
    username: f.q,
    orderBy: orderBy(aq.ADJUSTMENT_SORT_SQL, f.sort, f.dir, 'x.created_at', 'x.id'),
    limit: f.limit,
    offset: f.offset,
  });
  return { rows: rows.map(item), total: rows.length > 0 ? Number(rows[0]!.total_count) : 0 };
}

async function lockPending(tx: Queryable, id: number) {
  const before = await aq.lockRequest(tx, id);
  if (!before) throw notFound(fourEyesMessages.requestNotFound);
  if (before.status !== 'pending') throw conflict(fourEyesMessages.notPending);
  return before;
}

export async function approveAdjustment(db: Db, actor: Actor & { staffId: number }, id: number): Promise<AdjustmentRequestItem> {
  return inTransaction(db, async (tx) => {
    const before = await lockPending(tx, id);
    await checkSecondApprover(tx, { first: before.requested_by, second: actor.staffId, playerId: before.player_id, sameMessage: fourEyesMessages.selfApproval });
    await lockPlayerCash(tx, before.player_id);
    const cashBefore = (await playerBalances(tx, before.player_id)).cash;
    const posted = await post(tx, {
      siteId: before.site_id,
      idempotencyKey: `adjustment_request:${before.id}:approve`,
      kind: 'adjustment',
      playerId: before.player_id,
      reference: { type: 'adjustment_request', id: before.id },
      metadata: { kind: 'adjustment', reason: before.reason, staff_id: before.requested_by, approved_by: actor.staffId, request_id: Number(before.id) },
      entries: [
        { account: { house: 'bank' }, amount: -before.amount },
        { account: { playerId: before.player_id, kind: 'cash' }, amount: before.amount },
      ],
    });
    const after = await aq.decideRequest(tx, { id, status: 'approved', staffId: actor.staffId, reason: '', transactionId: posted.transactionId });
    if (!after) throw conflict(fourEyesMessages.notPending);
    await audit(tx, actor, {
      action: 'adjustment.approve',
      entityType: 'adjustment_request',
      entityId: id,
      before,
      after: { ...after, cash_before: cashBefore, cash_after: cashBefore + before.amount },
    });
    await notify(tx, before.player_id, 'system', adjustmentTexts.noticeSubject, adjustmentTexts.noticeBody(before.amount, before.reason));
    return item(await aq.findRequestForStaff(tx, id));
  });
}

export async function rejectAdjustment(db: Db, actor: Actor & { staffId: number }, id: number, reason: string): Promise<AdjustmentRequestItem> {
  return inTransaction(db, async (tx) => {
    const before = await lockPending(tx, id);
    const after = await aq.decideRequest(tx, { id, status: 'rejected', staffId: actor.staffId, reason, transactionId: null });
    if (!after) throw conflict(fourEyesMessages.notPending);
    await audit(tx, actor, { action: 'adjustment.reject', entityType: 'adjustment_request', entityId: id, before, after });
    return item(await aq.findRequestForStaff(tx, id));
  });
}
