import { staffMessages } from '@app/shared/api/staff.ts';
import { formatBalance, formatLiraText, kurusToLira } from '@app/shared/money.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { randomToken } from '../../lib/crypto.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import { notify } from '../messages/messages.service.ts';
import * as aq from './adjustments.queries.ts';
import { adjustmentCap, recentCredits } from './four-eyes.ts';
import { lockPlayerCash } from './ledger.queries.ts';
import { playerBalances, post, type Entry } from './ledger.ts';
import * as q from './wallet.queries.ts';

/**
 * Staff balance adjustments: a credit to or a debit from the player's cash, with a required reason.
 * There is no house account for adjustments, so the other side is the site's `bank` (a credit is
 * bank -> cash, a debit cash -> bank, as a deposit and a payout are); the posting's kind is
 * `adjustment` and its metadata holds the reason and the staff member, so the two stay apart from
 * deposits and payouts in the ledger. A debit is never larger than the cash (checked under the
 * player's cash lock: nothing is written otherwise). With an Idempotency-Key, the same request
 * again answers the first adjustment and moves nothing; the same key with another amount or reason
 * is refused. The posting, its audit entry and the player's inbox notice (type `system`, with the
 * amount and the reason staff gave) are one transaction. A credit above the site's cap (the player's
 * credits over 24 hours) posts nothing: it waits for a second approver (adjustment-requests.ts).
 */
export const adjustmentTexts = {
  /** The history line's description and payment method (transaction-history.php?type=adjustment). */
  history: 'Bakiye düzeltmesi',
  noticeSubject: 'Bakiyeniz düzeltildi',
  noticeBody: (amount: bigint, reason: string) =>
    `${amount > 0n ? 'Bakiyenize' : 'Bakiyenizden'} ${formatBalance(kurusToLira(amount > 0n ? amount : -amount))} ${amount > 0n ? 'eklendi' : 'düşüldü'}. Açıklama: ${reason}`,
} as const;

export interface Adjustment {
  /** The ledger transaction; null while the credit waits for its second approver. */
  id: bigint | null;
  /** The credit's request for a second approver (above the site's cap), if it needed one. */
  requestId: bigint | null;
  status: 'done' | 'pending';
  playerId: number;
  username: string;
  amount: bigint;
  reason: string;
  createdAt: Date;
  replayed: boolean;
}

const waiting = (r: aq.AdjustmentRequestRow, username: string, replayed: boolean): Adjustment => ({
  id: null,
  requestId: r.id,
  status: 'pending',
  playerId: r.player_id,
  username,
  amount: r.amount,
  reason: r.reason,
  createdAt: r.created_at,
  replayed,
});

export async function adjustBalance(
  db: Db,
  actor: Actor & { staffId: number },
  playerId: number,
  input: { amount: bigint; reason: string },
  requestKey: string | null,
): Promise<Adjustment> {
  const key = `adjustment:${playerId}:${requestKey ?? randomToken(16)}`;
  return inTransaction(db, async (tx) => {
    const player = await q.findPlayerRef(tx, playerId);
    if (!player) throw notFound(staffMessages.playerNotFound);
    // Adjustments and every other cash movement of the player queue here: the checks below hold until commit.
    await lockPlayerCash(tx, playerId);
    // The same key again answers the first adjustment: posted, or waiting for its second approver.
    const first = await q.findAdjustment(tx, key);
    const request = !first && requestKey ? await aq.findRequestByKey(tx, playerId, requestKey) : undefined;
    const asked = first ?? request;
    if (asked && (asked.amount !== input.amount || asked.reason !== input.reason)) throw conflict('Bu işlem anahtarı başka bir işlem için kullanılmış');
    if (first) {
      return { id: first.id, requestId: null, status: 'done', playerId, username: player.username, amount: first.amount, reason: first.reason, createdAt: first.created_at, replayed: true };
    }
    if (request) return waiting(request, player.username, true);
    const before = await playerBalances(tx, playerId);
    if (input.amount < 0n && -input.amount > before.cash) {
      throw badRequest(`${staffMessages.adjustOverCash} (${formatLiraText(kurusToLira(before.cash))})`, { field: 'amount' });
    }
    // A credit that brings the player's credits of the last 24 hours above the site's cap waits for a
    // second approver (adjustment-requests.ts): nothing moves now (decision 0023). Debits have no cap.
    if (input.amount > 0n) {
      const cap = await adjustmentCap(tx, player.site_id);
      const recent = await recentCredits(tx, playerId);
      if (input.amount + recent > cap) {
        const created = await aq.insertRequest(tx, { siteId: player.site_id, playerId, amount: input.amount, reason: input.reason, requestedBy: actor.staffId, requestKey });
        await audit(tx, actor, {
          action: 'adjustment.request',
          entityType: 'adjustment_request',
          entityId: created.id,
          after: { ...created, cap, recent_credits: recent },
        });
        return waiting(created, player.username, false);
      }
    }
    const cash: Entry = { account: { playerId, kind: 'cash' }, amount: input.amount };
    const bank: Entry = { account: { house: 'bank' }, amount: -input.amount };
    const posted = await post(tx, {
      siteId: player.site_id,
      idempotencyKey: key,
      kind: 'adjustment',
      playerId,
      metadata: { kind: 'adjustment', reason: input.reason, staff_id: actor.staffId },
      entries: input.amount > 0n ? [bank, cash] : [cash, bank],
    });
    await audit(tx, actor, {
      action: 'player.adjust',
      entityType: 'player',
      entityId: playerId,
      before: { cash: before.cash },
      after: { cash: before.cash + input.amount, amount: input.amount, reason: input.reason, transaction_id: posted.transactionId },
    });
    await notify(tx, playerId, 'system', adjustmentTexts.noticeSubject, adjustmentTexts.noticeBody(input.amount, input.reason));
    const stored = await q.findAdjustment(tx, key);
    return { id: posted.transactionId, requestId: null, status: 'done', playerId, username: player.username, amount: input.amount, reason: input.reason, createdAt: stored!.created_at, replayed: false };
  });
}
