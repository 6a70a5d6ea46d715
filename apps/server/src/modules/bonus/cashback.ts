import { bonusMessages, bonusTypeLabels, type CashbackCheckReply } from '@app/shared/api/bonus.ts';
import { formatBalance, kurusToLira, parseLira } from '@app/shared/money.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { exclusionOf } from '../responsible/responsible.service.ts';
import { lockPlayerAccounts, playerBalances } from '../wallet/ledger.ts';
import { grant, type PlayerRef } from './grants.ts';
import * as q from './bonus.queries.ts';

/**
 * Loss cashback (docs/decisions/0012): loss = minus the sum of the player's `cash` entries of game
 * postings (bet, win, rollback) since the later of the last claim and the start of the Istanbul day
 * 7 days ago (real money only: bonus money lost is not refunded), of rounds that are over (a stake
 * in an open round is no loss yet), less the bonus money converted to cash in that time (0021:
 * converted bonus money lost is bonus money lost; `bonus.queries.ts` cashbackLoss). Eligible from 100 TRY of loss
 * with no active bonus; amount `floor(loss x site percent / 100)`, granted as a `cashback` bonus
 * with the site's cashback rollover (`cashback_cost -> bonus`).
 */
export const CASHBACK_MIN_LOSS = 10_000n;
const CASHBACK_VALIDITY_DAYS = 7;

interface Computed {
  periodFrom: Date;
  loss: bigint;
  percent: number;
  rollover: number;
  amount: bigint;
  eligible: boolean;
  message: string;
}

async function compute(tx: Queryable, player: PlayerRef): Promise<Computed> {
  const { period_from: periodFrom, loss } = await q.cashbackLoss(tx, player.id);
  const terms = await q.siteCashbackTerms(tx, player.siteId);
  const active = await q.findActiveBonus(tx, player.id);
  const excluded = await exclusionOf(tx, player.id);
  const amount = loss > 0n ? (loss * BigInt(terms.cashback_percent)) / 100n : 0n;
  let message: string = bonusMessages.cashbackEligible;
  // no promotion during a time-out or a self-exclusion: not even the offer of one
  if (excluded) message = bonusMessages.cashbackExcluded;
  else if (active) message = bonusMessages.cashbackActiveBonus;
  else if (loss <= 0n) message = bonusMessages.cashbackNoLoss;
  else if (loss < CASHBACK_MIN_LOSS || amount <= 0n) message = bonusMessages.cashbackMinLoss;
  return {
    periodFrom,
    loss,
    percent: terms.cashback_percent,
    rollover: terms.cashback_rollover,
    amount,
    eligible: message === bonusMessages.cashbackEligible,
    message,
  };
}

/** GET cashback-calculate.php */
export async function checkCashback(db: Db, player: PlayerRef): Promise<CashbackCheckReply> {
  const c = await compute(db, player);
  return {
    success: true,
    eligible: c.eligible,
    cashback_amount: c.eligible ? kurusToLira(c.amount) : 0,
    loss_amount: c.loss > 0n ? kurusToLira(c.loss) : 0,
    percent: c.percent,
    period_from: c.periodFrom.toISOString(),
    message: c.message,
  };
}

/**
 * POST cashback-claim.php: the amount must be the one computed now, under the player's account
 * locks; the claim's period ends now and the next one starts there.
 */
export async function claimCashback(
  db: Db,
  player: PlayerRef,
  requested: number | string,
): Promise<{ amount: bigint; bonusId: bigint; cash: bigint; bonus: bigint }> {
  const wanted = parseLira(requested);
  if (wanted === null || wanted <= 0n) throw badRequest('Geçersiz tutar');
  return inTransaction(db, async (tx) => {
    await lockPlayerAccounts(tx, player.id);
    const c = await compute(tx, player);
    if (c.message === bonusMessages.cashbackExcluded) throw forbidden(c.message);
    if (!c.eligible) throw c.message === bonusMessages.cashbackActiveBonus ? conflict(c.message) : badRequest(c.message);
    if (c.amount !== wanted) throw new AppError(409, bonusMessages.cashbackAmountChanged, {});
    const bonus = await grant(tx, player, {
      kind: 'cashback',
      promotion: null,
      name: bonusTypeLabels.cashback,
      description: `Son dönemdeki ${formatBalance(kurusToLira(c.loss))} net kaybınızın %${c.percent} oranındaki iadesi.`,
      amount: c.amount,
      rollover: c.rollover,
      validityDays: CASHBACK_VALIDITY_DAYS,
      posting: { kind: 'cashback', from: 'cashback_cost', key: () => `cashback:${player.id}:${c.periodFrom.toISOString()}` },
    });
    await q.insertCashbackClaim(tx, {
      siteId: player.siteId,
      playerId: player.id,
      periodFrom: c.periodFrom,
      loss: c.loss,
      percent: c.percent,
      amount: c.amount,
      bonusId: bonus.id,
    });
    const b = await playerBalances(tx, player.id);
    return { amount: c.amount, bonusId: bonus.id, cash: b.cash, bonus: b.bonus };
  });
}
