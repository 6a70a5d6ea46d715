import type { z } from 'zod';
import { bonusMessages, type bonusSelectionRequest, type PendingBonusReply } from '@app/shared/api/bonus.ts';
import { kurusToLira } from '@app/shared/money.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { lockPlayerAccounts } from '../wallet/ledger.ts';
import { recordEvent } from '../wallet/wallet.service.ts';
import { grant, type PlayerRef } from './grants.ts';
import * as q from './bonus.queries.ts';
import { exclusionOf } from '../responsible/responsible.service.ts';

/**
 * The deposit offer (docs/decisions/0012): after approval the newest approved deposit without a
 * decision is offered with the deposit promotions it qualifies for (`min_deposit <= amount`;
 * `first_deposit_only` ones only on the first approved deposit), each giving
 * `min(amount x percent / 100, max_bonus)` (max_bonus 0: no cap). Not offered while a bonus is
 * active. Select and reject set the deposit's decision with one conditional update: once.
 *
 * The offer lapses (docs/decisions/0021, `bonus.queries.ts` OFFER_LAPSED): only the player's newest
 * deposit, before any bet, withdrawal request or newer deposit since its approval, and within the
 * site's `bonus_offer_hours`. A lapsed offer is not offered, its choice is refused and it is recorded
 * as `expired`. A select that cannot be granted leaves the player's `bonus_error` event (the toast).
 */
export function offerAmount(p: q.PromotionRow, deposit: bigint): bigint {
  const byPercent = p.percent > 0 ? (deposit * BigInt(p.percent)) / 100n : p.fixed_amount;
  return p.max_bonus > 0n && byPercent > p.max_bonus ? p.max_bonus : byPercent;
}

function qualifies(p: q.PromotionRow, d: q.OfferedDepositRow): boolean {
  return p.bonus_type === 'deposit' && p.min_deposit <= d.amount && (!p.first_deposit_only || d.first) && offerAmount(p, d.amount) > 0n;
}

const NO_OFFER: PendingBonusReply = { success: true, pending: false, deposit_id: null, deposit_amount: null, bonuses: [] };

/**
 * bonus-pending-check.php's read, made in the statement that finds the session (the route's
 * `sessionReadRoute(pendingRead)`): whether an approved deposit awaits its decision. Every logged-in
 * tab polls the check; without such a deposit it costs that one statement.
 */
export const pendingRead = q.SESSION_PLAYER_HAS_UNDECIDED_DEPOSIT;

/** GET bonus-pending-check.php; `undecidedDeposit`: what `pendingRead` gave (false: no offer, nothing more to read). */
export async function pendingOffer(db: Db, player: PlayerRef, undecidedDeposit?: unknown): Promise<PendingBonusReply> {
  if (undecidedDeposit === false) return NO_OFFER;
  const deposit = await q.findUndecidedDeposit(db, player.id);
  if (deposit?.lapsed) await q.decideDepositBonus(db, player.id, deposit.id, 'expired');
  if (!deposit || deposit.lapsed || (await q.findActiveBonus(db, player.id))) return NO_OFFER;
  if (await exclusionOf(db, player.id)) return NO_OFFER; // no promotion during a time-out or self-exclusion
  const offered = (await q.listActiveDepositPromotions(db, deposit.site_id)).filter((p) => qualifies(p, deposit));
  if (!offered.length) return NO_OFFER;
  return {
    success: true,
    pending: true,
    deposit_id: Number(deposit.id),
    deposit_amount: kurusToLira(deposit.amount),
    bonuses: offered.map((p) => ({
      id: p.id,
      name: p.name,
      amount: kurusToLira(offerAmount(p, deposit.amount)),
      description: p.description,
      icon: null,
      rollover: p.rollover,
    })),
  };
}

const offerExpired = () => new AppError(409, bonusMessages.offerExpired, { offer_expired: true });

/**
 * POST process-bonus-selection.php: select one of the offered bonuses for the deposit, or reject the
 * offer. Under the player's account locks (the locks every bet, withdrawal request and deposit
 * request takes), so the lapse it reads cannot change before the grant commits.
 */
export async function decideOffer(
  db: Db,
  player: PlayerRef,
  input: z.output<typeof bonusSelectionRequest>,
): Promise<{ message: string; bonus: { id: bigint; amount: bigint } | null }> {
  try {
    return await inTransaction(db, async (tx) => {
      await lockPlayerAccounts(tx, player.id);
      const deposit = await q.findApprovedDeposit(tx, player.id, input.deposit_id);
      if (!deposit) throw notFound(bonusMessages.depositNotFound);
      if (deposit.bonus_decision === 'expired' || (deposit.bonus_decision === null && deposit.lapsed)) throw offerExpired();
      if (deposit.bonus_decision !== null) throw conflict(bonusMessages.depositDecided);
      if (input.action === 'reject') {
        if (!(await q.decideDepositBonus(tx, player.id, deposit.id, 'rejected'))) throw conflict(bonusMessages.depositDecided);
        return { message: bonusMessages.rejected, bonus: null };
      }
      if (await q.findActiveBonusForUpdate(tx, player.id)) throw conflict(bonusMessages.alreadyActive);
      const p = await q.findActivePromotion(tx, deposit.site_id, input.bonus_id);
      if (!p || !qualifies(p, deposit)) throw badRequest(bonusMessages.notEligibleForDeposit);
      if (!(await q.decideDepositBonus(tx, player.id, deposit.id, 'selected'))) throw conflict(bonusMessages.depositDecided);
      const amount = offerAmount(p, deposit.amount);
      const bonus = await grant(tx, player, {
        kind: 'deposit',
        promotion: p,
        name: p.name,
        description: p.description,
        amount,
        rollover: p.rollover,
        validityDays: p.validity_days,
        depositId: deposit.id,
        posting: { kind: 'bonus_grant', from: 'bonus_cost', key: () => `bonus:grant:${p.id}:${player.id}:deposit-${deposit.id}` },
      });
      return { message: bonusMessages.selected, bonus: { id: bonus.id, amount } };
    });
  } catch (err) {
    await afterRefusal(db, player, input, err);
    throw err;
  }
}

/**
 * After a refused choice (its transaction rolled back): a lapsed offer is recorded as `expired`; a
 * select of an offered bonus that could not be granted (the offer lapsed, a bonus already active, a
 * time-out or self-exclusion) leaves the `bonus_error` event, whose toast says 'Bonus
 * aktifleştirilemedi.'. A deposit decided already (a second click, a race the other request won),
 * not the player's, or a promotion it never offered leaves nothing.
 */
async function afterRefusal(db: Db, player: PlayerRef, input: z.output<typeof bonusSelectionRequest>, err: unknown): Promise<void> {
  if (!(err instanceof AppError)) return;
  const expired = err.extra.offer_expired === true;
  const ungrantable = input.action === 'select' && (expired || err.message === bonusMessages.alreadyActive || err.statusCode === 403);
  if (!expired && !ungrantable) return;
  await inTransaction(db, async (tx) => {
    if (expired) await q.decideDepositBonus(tx, player.id, BigInt(input.deposit_id), 'expired');
    if (ungrantable) await recordEvent(tx, player.id, 'bonus_error', { deposit_id: String(input.deposit_id), message: err.message });
  });
}
