import { bonusMessages, type BonusType } from '@app/shared/api/bonus.ts';
import { kurusToLira } from '@app/shared/money.ts';
import type { Queryable } from '../../db/client.ts';
import { conflict, uniqueViolation } from '../../lib/errors.ts';
import { lockPlayerAccounts, post } from '../wallet/ledger.ts';
import { recordEvent } from '../wallet/wallet.service.ts';
import * as q from './bonus.queries.ts';
import { refuseIfExcluded } from '../responsible/responsible.service.ts';

/**
 * What every grant shares (docs/decisions/0012): the player's accounts locked first, then the one
 * active bonus looked for; the bonus row with its terms as granted; the money `bonus_cost` (or
 * `cashback_cost`) -> player `bonus` by the ledger; the player's `bonus_activated` event.
 */
export interface PlayerRef {
  id: number;
  siteId: number;
}

/** Locks the player's accounts, then refuses when a bonus is already active. */
export async function lockWithoutActiveBonus(tx: Queryable, playerId: number, refusal: string = bonusMessages.alreadyActive): Promise<void> {
  await lockPlayerAccounts(tx, playerId);
  if (await q.findActiveBonusForUpdate(tx, playerId)) throw conflict(refusal);
}

export interface Grant {
  kind: BonusType;
  promotion: q.PromotionRow | null;
  name: string;
  description: string;
  amount: bigint;
  rollover: number;
  validityDays: number;
  depositId?: bigint | null;
  /** the posting: its kind, idempotency key and the house account the money comes from */
  posting: { kind: 'bonus_grant' | 'cashback'; key: (bonusId: bigint) => string; from: 'bonus_cost' | 'cashback_cost' };
}

/** Creates the active bonus and posts its money. The caller holds the account locks (lockWithoutActiveBonus). */
export async function grant(tx: Queryable, player: PlayerRef, g: Grant): Promise<q.PlayerBonusRow> {
  // responsible gaming: no promotion during a time-out or self-exclusion
  await refuseIfExcluded(tx, player.id);
  const p = g.promotion;
  const freeSpins = g.kind === 'free_spins' && p !== null;
  let bonus: q.PlayerBonusRow;
  try {
    bonus = await q.insertBonus(tx, {
      siteId: player.siteId,
      playerId: player.id,
      promotionId: p?.id ?? null,
      kind: g.kind,
      name: g.name,
      description: g.description,
      amount: g.amount,
      rollover: g.rollover,
      // free spins: the requirement grows with each spin's win (provider_calls.sql)
      wagerRequired: freeSpins ? 0n : g.amount * BigInt(g.rollover),
      maxBet: p?.max_bet ?? 0n,
      contributionSlot: p?.contribution_slot ?? 100,
      contributionTable: p?.contribution_table ?? 10,
      freeSpinsGame: freeSpins ? p.free_spins_game_id : null,
      freeSpinsLeft: freeSpins ? p.free_spins_count : 0,
      freeSpinsStake: freeSpins ? p.free_spins_stake : 0n,
      depositId: g.depositId ?? null,
      validityDays: g.validityDays,
    });
  } catch (err) {
    // The locks make these unreachable; the indexes are the last word all the same.
    if (uniqueViolation(err) === 'player_bonuses_one_active') throw conflict(bonusMessages.alreadyActive);
    if (uniqueViolation(err) === 'player_bonuses_deposit') throw conflict(bonusMessages.depositDecided);
    throw err;
  }
  if (g.amount > 0n) {
    await post(tx, {
      siteId: player.siteId,
      idempotencyKey: g.posting.key(bonus.id),
      kind: g.posting.kind,
      playerId: player.id,
      reference: { type: 'bonus', id: bonus.id },
      metadata: { bonus_id: String(bonus.id), promotion_id: p?.id ?? null },
      entries: [
        { account: { house: g.posting.from }, amount: -g.amount },
        { account: { playerId: player.id, kind: 'bonus' }, amount: g.amount },
      ],
    });
    await recordEvent(tx, player.id, 'bonus_activated', { bonus_id: String(bonus.id), amount: kurusToLira(g.amount) });
  }
  return bonus;
}
