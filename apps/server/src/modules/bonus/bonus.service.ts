import type { z } from 'zod';
import {
  bonusMessages,
  bonusStatusLabels,
  bonusTypeLabels,
  type activeBonus,
  type bonusHistoryItem,
  type wagering,
  type BonusPostingKind,
} from '@app/shared/api/bonus.ts';
import type { promotion } from '@app/shared/api/site.ts';
import { formatBalance, formatLiraText, kurusToLira } from '@app/shared/money.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { lockPlayerAccounts, playerBalances, post } from '../wallet/ledger.ts';
import { grant, lockWithoutActiveBonus, type PlayerRef } from './grants.ts';
import * as q from './bonus.queries.ts';

/**
 * The bonus engine (docs/decisions/0012; every bonus rule and its test: RULES.md beside this file):
 * promotions, grants (free, free spins, the deposit offer: offers.ts, loss cashback: cashback.ts),
 * the player's cancel, the forfeit a withdrawal request confirms, and expiry. What a bet, a win and a rollback do with the active
 * bonus is in modules/provider/provider_calls.sql. Every change of a bonus locks the player's
 * accounts first (ledger.ts lockPlayerAccounts), then reads and changes the bonus row; money moves
 * only by ledger postings.
 */
export type { PlayerRef } from './grants.ts';
export type { NewPromotion } from './bonus.queries.ts';
export { pendingOffer, pendingRead, decideOffer } from './offers.ts';
export { checkCashback, claimCashback } from './cashback.ts';

// ---------------------------------------------------------------- promotions

export function describePromotion(p: q.PromotionRow, offerHours?: number): z.infer<typeof promotion> {
  const minDeposit = kurusToLira(p.min_deposit);
  const maxAmount = kurusToLira(p.bonus_type === 'free' && p.fixed_amount > 0n ? p.fixed_amount : p.max_bonus);
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    banner: p.banner,
    bonus_type: p.bonus_type,
    percent: p.percent,
    fixed_amount: kurusToLira(p.fixed_amount),
    rollover: p.rollover,
    min_deposit: minDeposit,
    max_bonus: kurusToLira(p.max_bonus),
    max_amount: maxAmount,
    min_deposit_text: minDeposit > 0 ? `Minimum yatırım: ${formatLiraText(minDeposit)}` : 'Yatırım şartı yok',
    rollover_text: p.rollover > 0 ? `${p.rollover}x çevrim şartı` : 'Çevrim şartı yok',
    note: p.note,
    validity_days: p.validity_days,
    ...(p.bonus_type === 'deposit' && offerHours !== undefined ? { offer_hours: offerHours } : {}),
    max_bet: kurusToLira(p.max_bet),
    contribution_slot: p.contribution_slot,
    contribution_table: p.contribution_table,
    first_deposit_only: p.first_deposit_only,
    free_spins_count: p.free_spins_count,
    free_spins_stake: kurusToLira(p.free_spins_stake),
    free_spins_game: p.free_spins_game,
  };
}

/** The site's active promotions, as GET promotions.php lists them. */
export async function listPromotions(db: Queryable, siteId: number) {
  const hours = await q.siteOfferHours(db, siteId);
  return (await q.listActivePromotions(db, siteId)).map((p) => describePromotion(p, hours));
}

/**
 * Stores a promotion (the seed's), live at once: approved by the system (docs/decisions/0024). A free-spins promotion names its slot by slug; when that game is
 * not in the catalogue (a start without the in-house catalogue) it is not stored: returns false.
 */
export async function addPromotion(tx: Queryable, siteId: number, promotion: q.NewPromotion): Promise<boolean> {
  if (promotion.free_spins_game && !(await q.gameExists(tx, promotion.free_spins_game))) return false;
  await q.insertPromotion(tx, siteId, promotion);
  return true;
}

// ---------------------------------------------------------------- activation (free, free spins)

/** POST bonus-activate.php: a `free` or `free_spins` promotion is granted at once, once per player. */
export async function activate(db: Db, player: PlayerRef, promotionId: number): Promise<q.PlayerBonusRow> {
  return inTransaction(db, async (tx) => {
    const p = await q.findActivePromotion(tx, player.siteId, promotionId);
    if (!p) throw notFound(bonusMessages.notFound);
    if (p.bonus_type === 'deposit') throw badRequest(bonusMessages.depositOnly);
    if (p.bonus_type === 'cashback') throw badRequest(bonusMessages.cashbackOnly);
    await lockWithoutActiveBonus(tx, player.id);
    if (await q.hasTakenPromotion(tx, player.id, p.id)) throw conflict(bonusMessages.alreadyTaken);
    const amount = p.bonus_type === 'free' ? p.fixed_amount : 0n;
    if (p.bonus_type === 'free' && amount <= 0n) throw notFound(bonusMessages.notFound);
    return grant(tx, player, {
      kind: p.bonus_type,
      promotion: p,
      name: p.name,
      description: p.description,
      amount,
      rollover: p.rollover,
      validityDays: p.validity_days,
      posting: { kind: 'bonus_grant', from: 'bonus_cost', key: (id) => `bonus:grant:${p.id}:${player.id}:${id}` },
    });
  });
}

// ---------------------------------------------------------------- the player's bonuses

function wageringOf(b: q.PlayerBonusRow): z.infer<typeof wagering> {
  const required = b.wager_required;
  const completed = b.wagered < required ? b.wagered : required;
  return {
    rollover: b.rollover,
    required: kurusToLira(required),
    completed: kurusToLira(completed),
    remaining: kurusToLira(required - completed),
    progress: required === 0n ? 100 : Number((100n * completed) / required),
  };
}

/** GET player-active-bonuses.php: the active bonus (at most one) with its wagering and its money. */
export async function activeBonuses(db: Db, playerId: number): Promise<z.infer<typeof activeBonus>[]> {
  const rows = await q.listActiveBonuses(db, playerId);
  if (!rows.length) return [];
  const { bonus: balance } = await playerBalances(db, playerId);
  return rows.map((b) => ({
    id: Number(b.id),
    name: b.name,
    description: b.description,
    type: b.kind,
    type_label: bonusTypeLabels[b.kind],
    amount: kurusToLira(b.amount),
    balance: kurusToLira(balance),
    wagering: wageringOf(b),
    max_bet: kurusToLira(b.max_bet),
    contribution: { slot: b.contribution_slot, table: b.contribution_table },
    free_spins:
      b.kind === 'free_spins' && b.game_slug
        ? { left: b.free_spins_left, stake: kurusToLira(b.free_spins_stake), game: b.game_slug, game_name: b.game_name ?? b.game_slug }
        : null,
    time: { created: b.created_at.toISOString(), expires: b.expires_at.toISOString() },
  }));
}

const HISTORY_LIMIT = 500;

/** GET player-all-bonuses.php: every bonus of the player, newest first. */
export async function allBonuses(db: Db, playerId: number): Promise<{ bonuses: z.infer<typeof bonusHistoryItem>[]; total: number }> {
  const rows = await q.listPlayerBonuses(db, playerId, HISTORY_LIMIT);
  const total = await q.countPlayerBonuses(db, playerId);
  return {
    total,
    bonuses: rows.map((b) => ({
      id: Number(b.id),
      title: b.name,
      bonus_name: b.name,
      type: b.kind,
      type_label: bonusTypeLabels[b.kind],
      amount: kurusToLira(b.amount),
      status: b.status,
      status_label: bonusStatusLabels[b.status],
      converted: kurusToLira(b.converted),
      forfeited: kurusToLira(b.forfeited),
      end_reason: b.end_reason,
      created_at: b.created_at.toISOString(),
      ended_at: b.ended_at ? b.ended_at.toISOString() : null,
    })),
  };
}

// ---------------------------------------------------------------- ending a bonus: cancel, forfeit, expiry

type EndKind = 'cancel' | 'forfeit' | 'exclude' | 'expire';
const END: Record<EndKind, { status: 'cancelled' | 'expired'; reason: 'cancelled' | 'withdrawal' | 'excluded' | 'expired'; posting: BonusPostingKind }> = {
  cancel: { status: 'cancelled', reason: 'cancelled', posting: 'bonus_cancel' },
  forfeit: { status: 'cancelled', reason: 'withdrawal', posting: 'bonus_forfeit' },
  // a time-out, a self-exclusion or the account's closure: the bonus terms forfeit it (bonusTerms)
  exclude: { status: 'cancelled', reason: 'excluded', posting: 'bonus_exclusion' },
  expire: { status: 'expired', reason: 'expired', posting: 'bonus_expire' },
};

/**
 * Ends the (locked) active bonus: what is left of its money goes back to `bonus_cost`. The caller
 * holds the player's account locks, so the bonus account's balance is this bonus's money.
 */
async function endActiveBonus(tx: Queryable, bonus: q.PlayerBonusRow, how: EndKind): Promise<bigint> {
  const { bonus: left } = await playerBalances(tx, bonus.player_id);
  const e = END[how];
  const ended = await q.endBonus(tx, { id: bonus.id, status: e.status, reason: e.reason, forfeited: left });
  if (!ended) throw conflict(bonusMessages.noActive);
  if (left > 0n) {
    await post(tx, {
      siteId: bonus.site_id,
      idempotencyKey: `bonus:${how}:${bonus.id}`,
      kind: e.posting,
      playerId: bonus.player_id,
      reference: { type: 'bonus', id: bonus.id },
      metadata: { bonus_id: String(bonus.id) },
      entries: [
        { account: { playerId: bonus.player_id, kind: 'bonus' }, amount: -left },
        { account: { house: 'bonus_cost' }, amount: left },
      ],
    });
  }
  return left;
}

/** POST bonus-cancel.php: the player gives up their active bonus; the rest returns to the house. */
export async function cancel(db: Db, player: PlayerRef, bonusId: number): Promise<bigint> {
  return inTransaction(db, async (tx) => {
    await lockPlayerAccounts(tx, player.id);
    const active = await q.findActiveBonusForUpdate(tx, player.id);
    if (!active) throw notFound(bonusMessages.noActive);
    if (active.id !== BigInt(bonusId)) throw notFound(bonusMessages.notFound);
    return endActiveBonus(tx, active, 'cancel');
  });
}

/**
 * A withdrawal request while a bonus is active (called by the wallet inside the request's
 * transaction, before the amount is held): without the player's confirmation it is refused with
 * 409 and what would be lost; with it the bonus is forfeited in that same transaction.
 */
export async function forfeitForWithdrawal(tx: Queryable, playerId: number, confirmed: boolean): Promise<void> {
  await lockPlayerAccounts(tx, playerId);
  const active = await q.findActiveBonusForUpdate(tx, playerId);
  if (!active) return;
  if (!confirmed) {
    const { bonus } = await playerBalances(tx, playerId);
    const lira = kurusToLira(bonus);
    throw new AppError(409, bonusMessages.withdrawForfeit(formatBalance(lira).replace(/\s₺$/, '')), {
      bonus_forfeit_required: true,
      bonus_balance: lira,
    });
  }
  await endActiveBonus(tx, active, 'forfeit');
}

/**
 * A time-out, a self-exclusion or the account's closure (the responsible gaming module, inside its
 * transaction): the active bonus ends and what is left of it returns to the house, as the bonus
 * terms say.
 */
export async function forfeitForExclusion(tx: Queryable, playerId: number): Promise<void> {
  await lockPlayerAccounts(tx, playerId);
  const active = await q.findActiveBonusForUpdate(tx, playerId);
  if (active) await endActiveBonus(tx, active, 'exclude');
}

/**
 * The `bonus-expiry` job: every active bonus past its expiry ends (`expired`, the rest returns to
 * `bonus_cost`). Safe on several nodes at once: per bonus its player's accounts are locked, then the
 * row is taken again only if it is still active and expired (skipped if another node holds it).
 * Returns how many this run ended.
 */
export async function expireBonuses(db: Db, batch = 200): Promise<number> {
  let ended = 0;
  for (;;) {
    const due = await q.listExpiredActive(db, batch);
    let progressed = 0;
    for (const d of due) {
      const done = await inTransaction(db, async (tx) => {
        await lockPlayerAccounts(tx, d.player_id);
        const bonus = await q.takeExpiredBonus(tx, d.id);
        if (!bonus) return false;
        await endActiveBonus(tx, bonus, 'expire');
        return true;
      });
      if (done) {
        ended += 1;
        progressed += 1;
      }
    }
    if (due.length < batch || progressed === 0) return ended;
  }
}
