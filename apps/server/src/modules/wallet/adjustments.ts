import { staffMessages } from '@app/shared/api/staff.ts';
import { formatBalance, formatLiraText, kurusToLira } from '@app/shared/money.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { randomToken } from '../../lib/crypto.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import { notify } from '../messages/messages.service.ts';
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
 * amount and the reason staff gave) are one transaction.
 */
export const adjustmentTexts = {
  /** The history line's description and payment method (transaction-history.php?type=adjustment). */
  history: 'Bakiye düzeltmesi',
  noticeSubject: 'Bakiyeniz düzeltildi',
  noticeBody: (amount: bigint, reason: string) =>
    `${amount > 0n ? 'Bakiyenize' : 'Bakiyenizden'} ${formatBalance(kurusToLira(amount > 0n ? amount : -amount))} ${amount > 0n ? 'eklendi' : 'düşüldü'}. Açıklama: ${reason}`,
} as const;

export interface Adjustment {
  id: bigint;
  playerId: number;
  username: string;
  amount: bigint;
  reason: string;
  createdAt: Date;
  replayed: boolean;
}

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
    // Adjustments and every other cash movement of the player queue here: the check below holds until commit.
    await lockPlayerCash(tx, playerId);
    const first = await q.findAdjustment(tx, key);
    if (first) {
      if (first.amount !== input.amount || first.reason !== input.reason) throw conflict('Bu işlem anahtarı başka bir işlem için kullanılmış');
      return { id: first.id, playerId, username: player.username, amount: first.amount, reason: first.reason, createdAt: first.created_at, replayed: true };
    }
    const before = await playerBalances(tx, playerId);
    if (input.amount < 0n && -input.amount > before.cash) {
      throw badRequest(`${staffMessages.adjustOverCash} (${formatLiraText(kurusToLira(before.cash))})`, { field: 'amount' });
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
    return { id: posted.transactionId, playerId, username: player.username, amount: input.amount, reason: input.reason, createdAt: stored!.created_at, replayed: false };
  });
}
