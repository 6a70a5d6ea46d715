import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { walletMessages, type depositRequest } from '@app/shared/api/wallet.ts';
import { formatLiraText, kurusToLira } from '@app/shared/money.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { notePlayer } from '../../db/player-notes.ts';
import { inTransaction } from '../../db/transactions.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import { notify } from '../messages/messages.service.ts';
import { checkDeposit } from '../responsible/responsible.service.ts';
import { onDeposit } from '../aml/aml.service.ts';
import { lockPlayerCash } from './ledger.queries.ts';
import { post } from './ledger.ts';
import { onlyPending, replayOnDuplicateKey, type PlayerRef } from './requests.ts';
import { recordEvent } from './events.ts';
import * as q from './wallet.queries.ts';

/** Deposits by bank transfer: requested by the player, approved or rejected by staff. */
export const MAX_PENDING_DEPOSITS = 3;

/** The reference code's letters: no 0/O, 1/I/L, which a player could read one for the other. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 8;

function referenceCode(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return code;
}

/**
 * A new deposit row with a reference code of its own: 31^8 codes, so a taken one is rare; the unique
 * index decides, and a taken code is drawn again.
 */
async function insertWithCode(tx: Queryable, d: Omit<Parameters<typeof q.insertDeposit>[1], 'referenceCode'>): Promise<q.DepositRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const deposit = await q.insertDeposit(tx, { ...d, referenceCode: referenceCode() });
    if (deposit) return deposit;
  }
  throw new Error('no free deposit reference code after 5 draws');
}

/** A deposit request moves no money; staff approve it once the transfer has arrived. */
export async function requestDeposit(
  db: Db,
  player: PlayerRef,
  input: z.output<typeof depositRequest>,
  requestKey: string | null,
): Promise<{ deposit: q.DepositRow; replayed: boolean }> {
  return replayOnDuplicateKey(
    () =>
      inTransaction(db, async (tx) => {
        // One request at a time per player: concurrent requests queue on the player's cash row. The
        // key is looked up after that wait, so a retry that queued behind its first submit answers
        // with it (before, it counted the first as pending and could be refused as a fourth request).
        await lockPlayerCash(tx, player.id);
        if (requestKey) {
          const existing = await q.findDepositByKey(tx, player.id, requestKey);
          if (existing) return { deposit: existing, replayed: true };
        }
        const { n } = await q.countPendingDeposits(tx, player.id);
        if (n >= MAX_PENDING_DEPOSITS) throw badRequest(walletMessages.depositTooManyPending);
        // responsible gaming: no deposit during an exclusion, none over a deposit limit (under the cash lock)
        await checkDeposit(tx, player.id, input.amount);
        const deposit = await insertWithCode(tx, {
          siteId: player.siteId,
          playerId: player.id,
          amount: input.amount,
          senderName: input.sender_name,
          description: input.description,
          requestKey,
        });
        // AML: a deposit at or above the site's threshold is flagged with the request (decision 0019)
        await onDeposit(tx, player, deposit);
        await recordEvent(tx, player.id, 'deposit_pending', {
          deposit_id: String(deposit.id),
          amount: kurusToLira(deposit.amount),
        });
        return { deposit, replayed: false };
      }),
    async () => {
      const deposit = requestKey ? await q.findDepositByKey(db, player.id, requestKey) : undefined;
      return deposit ? { deposit, replayed: true } : undefined;
    },
  );
}

/** Approval credits the player from the bank account, in the same transaction as the status change. */
export async function approveDeposit(db: Db, actor: Actor, id: number): Promise<q.DepositRow> {
  return inTransaction(db, (tx) => approveDepositInTx(tx, actor, id));
}

export async function approveDepositInTx(tx: Queryable, actor: Actor, id: number): Promise<q.DepositRow> {
  const before = await q.findDeposit(tx, id);
  if (!before) throw notFound('Yatırım talebi bulunamadı');
  const after = await q.decideDeposit(tx, { id, status: 'approved', staffId: actor.staffId, reason: '' });
  if (!after) throw onlyPending();
  // AML: the same flag as at the request (once per deposit), should the threshold have come down since
  await onDeposit(tx, { id: after.player_id, siteId: after.site_id }, after);
  await post(tx, {
    siteId: after.site_id,
    idempotencyKey: `deposit:${after.id}:approve`,
    kind: 'deposit',
    playerId: after.player_id,
    reference: { type: 'deposit', id: after.id },
    entries: [
      { account: { house: 'bank' }, amount: -after.amount },
      { account: { playerId: after.player_id, kind: 'cash' }, amount: after.amount },
    ],
  });
  // An approved deposit may bring a bonus offer (bonus-pending-check.php): the player's browser asks again.
  notePlayer(tx, after.player_id, 'bonus_offer');
  await recordDecision(tx, actor, before, after, {
    action: 'approve',
    subject: 'Yatırımınız onaylandı',
    body: `${formatLiraText(kurusToLira(after.amount))} tutarındaki yatırımınız onaylandı ve bakiyenize eklendi.`,
  });
  return after;
}

/** What a decision on a deposit writes with it: the player's event and notice, and the audit entry. */
async function recordDecision(
  tx: Queryable,
  actor: Actor,
  before: q.DepositRow,
  after: q.DepositRow,
  d: { action: 'approve' | 'reject'; subject: string; body: string },
): Promise<void> {
  await recordEvent(tx, after.player_id, d.action === 'approve' ? 'deposit_approved' : 'deposit_rejected', {
    deposit_id: String(after.id),
    amount: kurusToLira(after.amount),
  });
  await notify(tx, after.player_id, 'payment', d.subject, d.body);
  await audit(tx, actor, { action: `deposit.${d.action}`, entityType: 'deposit', entityId: after.id, before, after });
}

export async function rejectDeposit(db: Db, actor: Actor, id: number, reason: string): Promise<q.DepositRow> {
  return inTransaction(db, async (tx) => {
    const before = await q.findDeposit(tx, id);
    if (!before) throw notFound('Yatırım talebi bulunamadı');
    const after = await q.decideDeposit(tx, { id, status: 'rejected', staffId: actor.staffId, reason });
    if (!after) throw onlyPending();
    await recordDecision(tx, actor, before, after, {
      action: 'reject',
      subject: 'Yatırım talebiniz reddedildi',
      body: `${formatLiraText(kurusToLira(after.amount))} tutarındaki yatırım talebiniz reddedildi${reason ? `: ${reason}` : '.'}`,
    });
    return after;
  });
}

/** A deposit already received (the demo player's, at the first start): requested and approved at once. */
export async function recordApprovedDeposit(
  tx: Queryable,
  actor: Actor,
  d: { siteId: number; playerId: number; amount: bigint; senderName: string; description: string },
): Promise<q.DepositRow> {
  const deposit = await insertWithCode(tx, { ...d, requestKey: null });
  return approveDepositInTx(tx, actor, Number(deposit.id));
}
