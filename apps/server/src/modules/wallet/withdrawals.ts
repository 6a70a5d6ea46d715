import type { z } from 'zod';
import { walletMessages, type withdrawRequest } from '@app/shared/api/wallet.ts';
import { formatLiraText, kurusToLira } from '@app/shared/money.ts';
import { sameLegalName } from '@app/shared/text.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import { notify } from '../messages/messages.service.ts';
import { holdPayout, onWithdrawal } from '../aml/aml.service.ts';
import { checkSecondApprover, recentPayouts } from './four-eyes.ts';
import { InsufficientFundsError, post } from './ledger.ts';
import { onlyPending, replayOnDuplicateKey, type PlayerRef } from './requests.ts';
import { recordEvent } from './events.ts';
import * as q from './wallet.queries.ts';

/**
 * What another module does inside a withdrawal request's transaction, before the amount is held:
 * the bonus engine refuses the request while a bonus is active, or forfeits the bonus when the
 * player confirmed it (`forfeit_bonus`). Given by the module registry (modules/index.ts), so the
 * wallet does not import the bonus module (which moves its money through the wallet's ledger).
 */
export interface WithdrawalHooks {
  beforeWithdrawal?: (tx: Queryable, playerId: number, forfeitConfirmed: boolean) => Promise<void>;
  /** Whether a withdrawal needs a verified KYC on a site that has not set it (config.withdrawalRequiresKyc). */
  kycRequiredByDefault?: boolean;
}

export const payoutMessages = {
  nameMismatch:
    'Hesap sahibinin adı oyuncunun kimlikteki adıyla eşleşmiyor. Onaylamak için bu uyuşmazlığı kabul ettiğinizi belirtin (acknowledge_name_mismatch).',
  sameApprover: 'Bu çekimi ilk onaylayan sizsiniz; ikinci onayı başka bir yetkili vermelidir.',
} as const;

/** The amount leaves cash for the withdraw hold at once, so it cannot be spent twice. */
export async function requestWithdrawal(
  db: Db,
  player: PlayerRef,
  input: z.output<typeof withdrawRequest>,
  requestKey: string | null,
  hooks: WithdrawalHooks = {},
): Promise<{ withdrawal: q.WithdrawalRow; replayed: boolean }> {
  return replayOnDuplicateKey(
    () =>
      inTransaction(db, async (tx) => {
        if (requestKey) {
          const existing = await q.findWithdrawalByKey(tx, player.id, requestKey);
          if (existing) return { withdrawal: existing, replayed: true };
        }
        // Payout controls, before anything moves: a verified KYC where the site requires it, and the
        // account holder's name against the player's legal name (a mismatch is a flag staff acknowledge).
        const checks = await q.findPayoutChecks(tx, player.id);
        if ((checks.withdrawal_requires_kyc ?? hooks.kycRequiredByDefault ?? false) && !checks.kyc_verified) {
          throw forbidden(walletMessages.withdrawKycRequired);
        }
        await hooks.beforeWithdrawal?.(tx, player.id, input.forfeit_bonus);
        const withdrawal = await q.insertWithdrawal(tx, {
          nameMismatch: !sameLegalName(input.account_name, checks.first_name, checks.last_name),
          siteId: player.siteId,
          playerId: player.id,
          amount: input.amount,
          accountName: input.account_name,
          bankName: input.bank_name,
          iban: input.iban,
          branchCode: input.branch_code,
          accountNo: input.account_no,
          requestKey,
        });
        try {
          await post(tx, {
            siteId: player.siteId,
            idempotencyKey: `withdrawal:${withdrawal.id}:request`,
            kind: 'withdrawal_request',
            playerId: player.id,
            reference: { type: 'withdrawal', id: withdrawal.id },
            entries: [
              { account: { playerId: player.id, kind: 'cash' }, amount: -input.amount },
              { account: { playerId: player.id, kind: 'withdraw_hold' }, amount: input.amount },
            ],
          });
        } catch (err) {
          if (err instanceof InsufficientFundsError)
            throw new InsufficientFundsError(walletMessages.withdrawInsufficient);
          throw err;
        }
        // AML: above the threshold, less than 1x turnover, another name (decision 0019), with the request
        await onWithdrawal(tx, player, withdrawal);
        if (input.save_bank_info) {
          await q.saveBankAccount(tx, {
            playerId: player.id,
            accountName: input.account_name,
            bankName: input.bank_name,
            iban: input.iban,
            branchCode: input.branch_code,
            accountNo: input.account_no,
          });
        }
        await recordEvent(tx, player.id, 'withdraw_pending', {
          withdrawal_id: String(withdrawal.id),
          amount: kurusToLira(withdrawal.amount),
        });
        return { withdrawal, replayed: false };
      }),
    async () => {
      const withdrawal = requestKey ? await q.findWithdrawalByKey(db, player.id, requestKey) : undefined;
      return withdrawal ? { withdrawal, replayed: true } : undefined;
    },
  );
}

async function settleWithdrawal(
  db: Db,
  actor: Actor,
  id: number,
  decision: { to: 'approved' | 'rejected' | 'cancel'; reason?: string; playerId?: number },
): Promise<q.WithdrawalRow> {
  return inTransaction(db, async (tx) => {
    const before = await q.findWithdrawal(tx, id);
    if (!before || (decision.playerId !== undefined && before.player_id !== decision.playerId)) {
      throw notFound('Çekim talebi bulunamadı');
    }
    return settleInTx(tx, actor, id, decision, before);
  });
}

async function settleInTx(
  tx: Queryable,
  actor: Actor,
  id: number,
  decision: { to: 'approved' | 'rejected' | 'cancel'; reason?: string; playerId?: number },
  before: q.WithdrawalRow,
): Promise<q.WithdrawalRow> {
  const after = await q.decideWithdrawal(tx, {
    id,
    from: 'pending',
    to: decision.to,
    staffId: actor.staffId,
    reason: decision.reason,
  });
  if (!after) {
    throw decision.to === 'cancel'
      ? conflict('Bu çekim talebi artık beklemede değil; yalnızca bekleyen talepler iptal edilebilir.')
      : onlyPending();
  }
  const paidOut = decision.to === 'approved';
  await post(tx, {
    siteId: after.site_id,
    idempotencyKey: `withdrawal:${after.id}:${paidOut ? 'approve' : 'return'}`,
    kind: paidOut ? 'withdrawal_payout' : 'withdrawal_return',
    playerId: after.player_id,
    reference: { type: 'withdrawal', id: after.id },
    entries: [
      { account: { playerId: after.player_id, kind: 'withdraw_hold' }, amount: -after.amount },
      paidOut
        ? { account: { house: 'bank' }, amount: after.amount }
        : { account: { playerId: after.player_id, kind: 'cash' }, amount: after.amount },
    ],
  });
  if (decision.to !== 'cancel') {
    const type = paidOut ? 'withdraw_approved' : 'withdraw_rejected';
    await recordEvent(tx, after.player_id, type, {
      withdrawal_id: String(after.id),
      amount: kurusToLira(after.amount),
    });
    const amountText = formatLiraText(kurusToLira(after.amount));
    await notify(
      tx,
      after.player_id,
      'payment',
      paidOut ? 'Çekim talebiniz onaylandı' : 'Çekim talebiniz reddedildi',
      paidOut
        ? `${amountText} tutarındaki çekim talebiniz onaylandı ve ${after.bank_name} hesabınıza gönderiliyor.`
        : `${amountText} tutarındaki çekim talebiniz reddedildi${decision.reason ? `: ${decision.reason}` : '.'} Tutar bakiyenize iade edildi.`,
    );
  }
  await audit(tx, actor, {
    action: `withdrawal.${decision.to === 'approved' ? 'approve' : decision.to === 'rejected' ? 'reject' : 'cancel'}`,
    entityType: 'withdrawal',
    entityId: after.id,
    before,
    after,
  });
  return after;
}

export type ApprovalOutcome = { status: 'approved' | 'awaiting_second_approval'; withdrawal: q.WithdrawalRow };

/**
 * Staff approve a withdrawal. The row is locked first, so decisions on it queue. An open AML flag of
 * the withdrawal or its player refuses the approval (409, nothing moves) until a risk user clears it. A flagged name
 * mismatch must be acknowledged (`acknowledgeNameMismatch`). When the amount with the player's
 * payouts of the last 24 hours is above the site's four-eyes threshold, the first approval only
 * records its approver (nothing moves); once recorded, the second approval is needed whatever the
 * threshold is since, never from the first approver, a staff member paired with them or one who
 * credited the player in 30 days (four-eyes.ts), and it pays out once (a racing second approval finds it decided).
 */
export async function approveWithdrawal(
  db: Db,
  actor: Actor,
  id: number,
  options: { acknowledgeNameMismatch?: boolean } = {},
): Promise<ApprovalOutcome> {
  return inTransaction(db, async (tx) => {
    const locked = await q.lockWithdrawal(tx, id);
    if (!locked) throw notFound('Çekim talebi bulunamadı');
    if (locked.status !== 'pending') throw onlyPending();
    const acknowledged = options.acknowledgeNameMismatch === true;
    if (locked.name_mismatch && !acknowledged) throw conflict(payoutMessages.nameMismatch);
    // An open AML flag of the withdrawal or its player holds it (first and second approvals alike),
    // read under the lock every flag is raised under (aml.service.ts holdPayout; decision 0021).
    await holdPayout(tx, locked.player_id);
    const { four_eyes_threshold: threshold, ...before } = locked;
    if (before.first_approved_by !== null) {
      // The second approval: never the first approver, one paired with them, or a recent creditor of the player.
      await checkSecondApprover(tx, {
        first: before.first_approved_by,
        second: actor.staffId!,
        playerId: before.player_id,
        sameMessage: payoutMessages.sameApprover,
      });
    } else if (threshold !== null && before.amount + (await recentPayouts(tx, before.player_id, id)) > threshold) {
      // Above the threshold with the player's payouts of the last 24 hours (read under the cash row's
      // lock holdPayout took, so two approvals of one player's withdrawals are read one after the other).
      const after = await q.recordFirstApproval(tx, { id, staffId: actor.staffId!, acknowledged });
      if (!after) throw onlyPending();
      await audit(tx, actor, { action: 'withdrawal.first_approval', entityType: 'withdrawal', entityId: after.id, before, after });
      return { status: 'awaiting_second_approval', withdrawal: after };
    }
    if (before.name_mismatch && actor.staffId !== null) await q.recordMismatchAcknowledged(tx, id, actor.staffId);
    return { status: 'approved', withdrawal: await settleInTx(tx, actor, id, { to: 'approved' }, before) };
  });
}
export const rejectWithdrawal = (db: Db, actor: Actor, id: number, reason: string) =>
  settleWithdrawal(db, actor, id, { to: 'rejected', reason });
export const cancelWithdrawal = (db: Db, player: PlayerRef, id: number) =>
  settleWithdrawal(db, { staffId: null, ip: '' }, id, { to: 'cancel', playerId: player.id });

/** Marks an approved withdrawal as paid out by the bank. Status only: the money left at approval. */
export async function markWithdrawalPaid(db: Db, actor: Actor, id: number): Promise<q.WithdrawalRow> {
  return inTransaction(db, async (tx) => {
    const before = await q.findWithdrawal(tx, id);
    if (!before) throw notFound('Çekim talebi bulunamadı');
    const after = await q.decideWithdrawal(tx, { id, from: 'approved', to: 'done', staffId: actor.staffId });
    if (!after) throw conflict('Yalnızca onaylanmış bir çekim ödendi olarak işaretlenebilir.');
    await audit(tx, actor, {
      action: 'withdrawal.paid',
      entityType: 'withdrawal',
      entityId: after.id,
      before,
      after,
    });
    return after;
  });
}

