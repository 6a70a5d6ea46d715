import type { BonusType } from '@app/shared/api/bonus.ts';
import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';

// ---------------------------------------------------------------- promotions

/** A promotion's terms, as the bonus engine grants them and staff set them. */
export interface PromotionTerms {
  name: string;
  description: string;
  banner: string;
  note: string;
  bonus_type: BonusType;
  percent: number;
  fixed_amount: bigint;
  max_bonus: bigint;
  min_deposit: bigint;
  rollover: number;
  validity_days: number;
  max_bet: bigint;
  contribution_slot: number;
  contribution_table: number;
  first_deposit_only: boolean;
  free_spins_count: number;
  free_spins_stake: bigint;
}

export interface PromotionRow extends PromotionTerms {
  id: number;
  /** the game's id and slug */
  free_spins_game_id: number | null;
  free_spins_game: string | null;
}

const PROMOTION_COLUMNS = `p.id, p.name, p.description, p.banner, p.bonus_type, p.percent, p.fixed_amount, p.max_bonus, p.min_deposit,
            p.rollover, p.validity_days, p.note, p.max_bet, p.contribution_slot, p.contribution_table, p.first_deposit_only,
            p.free_spins_count, p.free_spins_stake, p.free_spins_game as free_spins_game_id, g.slug as free_spins_game`;

export function listActivePromotions(q: Queryable, siteId: number) {
  return q.query<PromotionRow>(
    `select ${PROMOTION_COLUMNS}
       from promotions p left join games g on g.id = p.free_spins_game
      where p.site_id = $1 and p.is_active and p.approved_at is not null order by p.sort, p.id`,
    [siteId],
  );
}

/** An active promotion of the site, approved (a draft is neither listed nor granted: docs/decisions/0024). */
export function findActivePromotion(q: Queryable, siteId: number, id: number) {
  return maybeOne<PromotionRow>(
    q,
    `select ${PROMOTION_COLUMNS}
       from promotions p left join games g on g.id = p.free_spins_game
      where p.site_id = $1 and p.id = $2 and p.is_active and p.approved_at is not null`,
    [siteId, id],
  );
}

export function listActiveDepositPromotions(q: Queryable, siteId: number) {
  return q.query<PromotionRow>(
    `select ${PROMOTION_COLUMNS}
       from promotions p left join games g on g.id = p.free_spins_game
      where p.site_id = $1 and p.is_active and p.approved_at is not null and p.bonus_type = 'deposit' order by p.sort, p.id`,
    [siteId],
  );
}

export interface NewPromotion {
  name: string;
  description: string;
  banner: string;
  bonus_type: BonusType;
  percent: number;
  fixed_amount_kurus: number;
  max_bonus_kurus: number;
  min_deposit_kurus: number;
  rollover: number;
  validity_days: number;
  note: string;
  sort: number;
  /** the largest stake while wagering, kuruş (0: none) */
  max_bet_kurus?: number;
  contribution_slot?: number;
  contribution_table?: number;
  first_deposit_only?: boolean;
  free_spins_count?: number;
  free_spins_stake_kurus?: number;
  /** the slug of the in-house slot the free spins are played on */
  free_spins_game?: string | null;
}

/** The seed's promotion: stored approved, by the system (no staff member: approved_by null; docs/decisions/0024). */
export async function insertPromotion(q: Queryable, siteId: number, p: NewPromotion): Promise<number> {
  const row = await one<{ id: number }>(
    q,
    `insert into promotions (site_id, name, description, banner, bonus_type, percent, fixed_amount, max_bonus,
                               min_deposit, rollover, validity_days, note, sort, max_bet, contribution_slot,
                               contribution_table, first_deposit_only, free_spins_count, free_spins_stake, free_spins_game,
                               approved_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
               (select id from games where slug = $20::text), now())
     returning id`,
    [
      siteId, p.name, p.description, p.banner, p.bonus_type, p.percent, p.fixed_amount_kurus, p.max_bonus_kurus,
      p.min_deposit_kurus, p.rollover, p.validity_days, p.note, p.sort, p.max_bet_kurus ?? 0, p.contribution_slot ?? 100,
      p.contribution_table ?? 10, p.first_deposit_only ?? false, p.free_spins_count ?? 0, p.free_spins_stake_kurus ?? 0,
      p.free_spins_game ?? null,
    ],
  );
  return row.id;
}

export async function gameExists(q: Queryable, slug: string): Promise<boolean> {
  return (await maybeOne(q, `select 1 from games where slug = $1`, [slug])) !== undefined;
}

// ---------------------------------------------------------------- player bonuses

export type BonusStatusRow = 'active' | 'completed' | 'cancelled' | 'expired';

export interface PlayerBonusRow {
  id: bigint;
  site_id: number;
  player_id: number;
  promotion_id: number | null;
  kind: BonusType;
  name: string;
  description: string;
  status: BonusStatusRow;
  end_reason: string | null;
  amount: bigint;
  rollover: number;
  wager_required: bigint;
  wagered: bigint;
  max_bet: bigint;
  contribution_slot: number;
  contribution_table: number;
  free_spins_game: number | null;
  free_spins_left: number;
  free_spins_stake: bigint;
  converted: bigint;
  forfeited: bigint;
  deposit_id: bigint | null;
  expires_at: Date;
  created_at: Date;
  ended_at: Date | null;
}

/** The player's active bonus, locked (the caller holds the player's account locks: 0012). */
export function findActiveBonusForUpdate(q: Queryable, playerId: number) {
  return maybeOne<PlayerBonusRow>(q, `select * from player_bonuses where player_id = $1 and status = 'active' for update`, [playerId]);
}

export function findActiveBonus(q: Queryable, playerId: number) {
  return maybeOne<PlayerBonusRow>(q, `select * from player_bonuses where player_id = $1 and status = 'active'`, [playerId]);
}

/** Whether the player ever had a bonus of this promotion. */
export async function hasTakenPromotion(q: Queryable, playerId: number, promotionId: number): Promise<boolean> {
  return (await maybeOne(q, `select 1 from player_bonuses where player_id = $1 and promotion_id = $2 limit 1`, [playerId, promotionId])) !== undefined;
}

export interface NewBonus {
  siteId: number;
  playerId: number;
  promotionId: number | null;
  kind: BonusType;
  name: string;
  description: string;
  amount: bigint;
  rollover: number;
  wagerRequired: bigint;
  maxBet: bigint;
  contributionSlot: number;
  contributionTable: number;
  freeSpinsGame: number | null;
  freeSpinsLeft: number;
  freeSpinsStake: bigint;
  depositId: bigint | number | null;
  validityDays: number;
}

export function insertBonus(q: Queryable, b: NewBonus) {
  return one<PlayerBonusRow>(
    q,
    `insert into player_bonuses (site_id, player_id, promotion_id, kind, name, description, amount, rollover, wager_required,
                                  max_bet, contribution_slot, contribution_table, free_spins_game, free_spins_left,
                                  free_spins_stake, deposit_id, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, now() + make_interval(days => $17::int))
     returning *`,
    [
      b.siteId, b.playerId, b.promotionId, b.kind, b.name, b.description, b.amount, b.rollover, b.wagerRequired, b.maxBet,
      b.contributionSlot, b.contributionTable, b.freeSpinsGame, b.freeSpinsLeft, b.freeSpinsStake,
      b.depositId === null ? null : String(b.depositId), b.validityDays,
    ],
  );
}

/** Ends an active bonus: what was left of it (`forfeited`) went back to the house. */
export function endBonus(
  q: Queryable,
  p: { id: bigint; status: 'cancelled' | 'expired'; reason: 'cancelled' | 'withdrawal' | 'excluded' | 'expired'; forfeited: bigint },
) {
  return maybeOne<PlayerBonusRow>(
    q,
    `update player_bonuses set status = $2, end_reason = $3, forfeited = $4, ended_at = now()
      where id = $1 and status = 'active' returning *`,
    [p.id, p.status, p.reason, p.forfeited],
  );
}

export interface ActiveBonusView extends PlayerBonusRow {
  game_slug: string | null;
  game_name: string | null;
}

export function listActiveBonuses(q: Queryable, playerId: number) {
  return q.query<ActiveBonusView>(
    `select b.*, g.slug as game_slug, g.name as game_name
       from player_bonuses b left join games g on g.id = b.free_spins_game
      where b.player_id = $1 and b.status = 'active'`,
    [playerId],
  );
}

export function listPlayerBonuses(q: Queryable, playerId: number, limit: number) {
  return q.query<PlayerBonusRow>(
    `select * from player_bonuses where player_id = $1 order by created_at desc, id desc limit $2`,
    [playerId, limit],
  );
}

export async function countPlayerBonuses(q: Queryable, playerId: number): Promise<number> {
  return (await one<{ n: number }>(q, `select count(*)::int as n from player_bonuses where player_id = $1`, [playerId])).n;
}

/** Active bonuses past their expiry (the expiry job's work list). */
export function listExpiredActive(q: Queryable, limit: number) {
  return q.query<{ id: bigint; player_id: number }>(
    `select id, player_id from player_bonuses where status = 'active' and expires_at <= now() order by expires_at, id limit $1`,
    [limit],
  );
}

/**
 * The expired bonus, if it is still active: locked, or skipped when another node holds it (its
 * player's accounts are locked first by the caller).
 */
export function takeExpiredBonus(q: Queryable, id: bigint) {
  return maybeOne<PlayerBonusRow>(
    q,
    `select * from player_bonuses where id = $1 and status = 'active' and expires_at <= now() for update skip locked`,
    [id],
  );
}

// ---------------------------------------------------------------- the deposit offer

export interface OfferedDepositRow {
  id: bigint;
  site_id: number;
  amount: bigint;
  /** whether it is the player's first approved deposit */
  first: boolean;
  bonus_decision: 'selected' | 'rejected' | 'expired' | null;
  /** the offer has lapsed (OFFER_LAPSED) */
  lapsed: boolean;
}

/**
 * Whether the deposit's offer has lapsed (docs/decisions/0021): the site's hours since the approval
 * are over, or the player requested or got a newer deposit, or made a bet or a withdrawal request
 * since the approval. Bets and withdrawal requests are found by their ledger postings numbered after
 * the approval's posting: each takes the player's account locks before it gets its number, as the
 * approval does, so a posting numbered later was made after the approval committed. Read under the
 * player's account locks (decideOffer), a bet cannot slip in between this check and the grant.
 */
const OFFER_LAPSED = `(
  d.decided_at + make_interval(hours => (select s.bonus_offer_hours from sites s where s.id = d.site_id)) <= now()
  or exists (select 1 from deposits e where e.player_id = d.player_id and e.id <> d.id
              and (e.created_at > d.decided_at or (e.status = 'approved' and (e.decided_at, e.id) > (d.decided_at, d.id))))
  or exists (select 1 from ledger_transactions a
               join ledger_transactions t on t.player_id = d.player_id and t.kind in ('bet', 'withdrawal_request')
                                         and t.created_at >= a.created_at - interval '1 hour' and t.id > a.id
              where a.idempotency_key = 'deposit:' || d.id || ':approve'))`;

const DEPOSIT_COLUMNS = `d.id, d.site_id, d.amount, d.bonus_decision,
            not exists (select 1 from deposits e where e.player_id = d.player_id and e.status = 'approved'
                          and (e.decided_at, e.id) < (d.decided_at, d.id)) as first,
            ${OFFER_LAPSED} as lapsed`;

/**
 * Whether the player has an approved deposit without a bonus decision (what findUndecidedDeposit
 * looks for), read in the statement that finds the player's session (plugins/session.ts
 * sessionReadRoute: `s` is the session's row).
 */
export const SESSION_PLAYER_HAS_UNDECIDED_DEPOSIT = `exists (select 1 from deposits d where d.player_id = s.player_id and d.status = 'approved' and d.bonus_decision is null)`;

/** The newest approved deposit of the player without a bonus decision (0012: the one offered). */
export function findUndecidedDeposit(q: Queryable, playerId: number) {
  return maybeOne<OfferedDepositRow>(
    q,
    `select ${DEPOSIT_COLUMNS} from deposits d
      where d.player_id = $1 and d.status = 'approved' and d.bonus_decision is null
      order by d.decided_at desc, d.id desc limit 1`,
    [playerId],
  );
}

/** One approved deposit of the player. */
export function findApprovedDeposit(q: Queryable, playerId: number, id: number) {
  return maybeOne<OfferedDepositRow>(
    q,
    `select ${DEPOSIT_COLUMNS} from deposits d where d.player_id = $1 and d.id = $2 and d.status = 'approved'`,
    [playerId, id],
  );
}

/** The decision, once: of two concurrent requests exactly one updates the row. */
export async function decideDepositBonus(
  q: Queryable,
  playerId: number,
  id: bigint,
  decision: 'selected' | 'rejected' | 'expired',
): Promise<boolean> {
  const rows = await q.query(
    `update deposits set bonus_decision = $3, bonus_decided_at = now()
      where id = $2 and player_id = $1 and status = 'approved' and bonus_decision is null returning id`,
    [playerId, id, decision],
  );
  return rows.length === 1;
}

// ---------------------------------------------------------------- cashback

export interface SiteCashbackTerms {
  cashback_percent: number;
  cashback_rollover: number;
}

/** For how many hours after a deposit's approval its bonus can be chosen (the site's rule, decision 0021). */
export async function siteOfferHours(q: Queryable, siteId: number): Promise<number> {
  return (await one<{ bonus_offer_hours: number }>(q, `select bonus_offer_hours from sites where id = $1`, [siteId])).bonus_offer_hours;
}

export function siteCashbackTerms(q: Queryable, siteId: number) {
  return one<SiteCashbackTerms>(q, `select cashback_percent, cashback_rollover from sites where id = $1`, [siteId]);
}

/**
 * The cashback period's start: the later of the end of the player's last claim and the start of
 * the Istanbul day 7 days ago; and the real-money game loss since then: minus the sum of the
 * player's cash entries of bet, win and rollback postings of rounds that are over (closed or
 * cancelled: a stake in a round still open may yet win), less the bonus money converted to cash in
 * the period (money the house gave is not a loss to refund; docs/decisions/0021).
 */
export function cashbackLoss(q: Queryable, playerId: number) {
  return one<{ period_from: Date; loss: bigint }>(
    q,
    `with w as (
       select greatest(
                ((date_trunc('day', now() at time zone 'Europe/Istanbul') - interval '7 days') at time zone 'Europe/Istanbul'),
                (select max(period_to) from cashback_claims where player_id = $1)
              ) as period_from
     )
     select w.period_from,
            (coalesce((select -sum(e.amount)
                         from ledger_transactions t
                         join ledger_entries e on e.transaction_id = t.id
                         join accounts a on a.id = e.account_id
                        where t.player_id = $1 and a.player_id = $1 and a.kind = 'cash'
                          and t.kind in ('bet', 'win', 'rollback') and t.created_at >= w.period_from
                          and exists (select 1 from game_rounds r
                                       where r.provider_id = t.metadata ->> 'provider' and r.round_id = t.metadata ->> 'round_id'
                                         and r.status <> 'open')), 0)
             - coalesce((select sum(e.amount)
                           from ledger_transactions t
                           join ledger_entries e on e.transaction_id = t.id
                           join accounts a on a.id = e.account_id
                          where t.player_id = $1 and a.player_id = $1 and a.kind = 'cash'
                            and t.kind = 'bonus_convert' and t.created_at >= w.period_from), 0))::int8 as loss
       from w`,
    [playerId],
  );
}

export async function insertCashbackClaim(
  q: Queryable,
  c: { siteId: number; playerId: number; periodFrom: Date; loss: bigint; percent: number; amount: bigint; bonusId: bigint },
): Promise<void> {
  await q.query(
    `insert into cashback_claims (site_id, player_id, period_from, period_to, loss, percent, amount, bonus_id)
     values ($1, $2, $3, now(), $4, $5, $6, $7)`,
    [c.siteId, c.playerId, c.periodFrom, c.loss, c.percent, c.amount, c.bonusId],
  );
}
