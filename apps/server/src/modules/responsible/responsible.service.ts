import {
  responsibleMessages as m,
  type ExclusionType,
  type LimitKind,
  type LimitPeriod,
  type ResponsibleReply,
} from '@app/shared/api/responsible.ts';
import { kurusToLira } from '@app/shared/money.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { endAllSessions, endOtherSessions } from '../../plugins/session.ts';
import * as q from './responsible.queries.ts';

/**
 * Responsible gaming (docs/decisions/0013): the player's limits (deposit, loss, wager, session) with
 * the 24-hour cooling-off of a higher limit or a removal, the reality-check interval, time-out,
 * self-exclusion (its end asked for after its term, 24 hours later), account closure; and the
 * checks the other modules make: deposits (`checkDeposit`), game launches (`gamingAllowed`), bonus
 * grants (`refuseIfExcluded`), login (`loginRestriction`), registration (`isSelfExcludedTc`). Bets
 * are checked by the wallet function (provider_calls.sql) for players with `rg_checks`.
 *
 * This module imports no other module: the others call it, and what it needs of the bonus engine
 * (forfeiting the active bonus) it gets as a hook from modules/index.ts.
 */
export interface ResponsibleHooks {
  /** Forfeits the player's active bonus, in the caller's transaction (the bonus engine). */
  forfeitBonus: (tx: Queryable, playerId: number) => Promise<void>;
}

export interface RgPlayer {
  id: number;
  /** the login session the request came with */
  sessionId: string;
}

const money = (kind: LimitKind, v: bigint) => (kind === 'session' ? Number(v) : kurusToLira(v));

export interface Exclusion {
  type: ExclusionType;
  until: Date | null;
  endRequestable: boolean;
  endRequested: boolean;
}

/** The exclusion in force that lasts longest (the player's own, or a self-exclusion of their account on another site), or null. */
export async function exclusionOf(db: Queryable, playerId: number): Promise<Exclusion | null> {
  // a self-exclusion of the player's account on another site holds here too (the same TC Kimlik No)
  const [e] = await q.activeExclusions(db, playerId, true);
  if (!e) return null;
  return {
    type: e.kind,
    until: e.effective_end ?? e.ends_at,
    endRequestable: e.end_requestable,
    endRequested: e.end_requested_at !== null,
  };
}

/** Why the player cannot play: until when, or (a self-exclusion past its term) how it ends. */
const excludedMessage = (e: Exclusion) => (e.endRequestable ? m.excludedTermOver : m.excluded(e.type, e.until?.toISOString() ?? null));
const excludedError = (e: Exclusion) => forbidden(excludedMessage(e));

/** Refuses (403, until when) a player in a time-out or self-exclusion: no game, deposit or promotion. */
export async function refuseIfExcluded(db: Queryable, playerId: number): Promise<void> {
  const e = await exclusionOf(db, playerId);
  if (e) throw excludedError(e);
}

/** GET responsible-gaming.php */
export async function state(db: Db, playerId: number): Promise<ResponsibleReply> {
  return inTransaction(db, async (tx) => {
    await q.settleDueLimits(tx, playerId);
    const [limits, player, exclusion] = [await q.listLimits(tx, playerId), await q.findPlayer(tx, playerId), await exclusionOf(tx, playerId)];
    return {
      success: true as const,
      limits: limits.map((l) => ({
        kind: l.kind,
        period: l.period,
        amount: money(l.kind, l.amount),
        pending_amount: l.pending_amount === null ? null : money(l.kind, l.pending_amount),
        pending_from: l.pending_from?.toISOString() ?? null,
      })),
      reality_check_minutes: player?.reality_check_minutes ?? 60,
      exclusion: exclusion && {
        type: exclusion.type,
        until: exclusion.until?.toISOString() ?? null,
        end_requestable: exclusion.endRequestable,
        end_requested: exclusion.endRequested,
      },
    };
  });
}

/** What staff see on the player's page (read only: no staff call changes or lifts any of it). */
export async function staffView(db: Db, playerId: number) {
  const { limits, exclusion } = await state(db, playerId);
  const player = await q.findPlayer(db, playerId);
  return { limits, exclusion, closed_at: player?.closed_at?.toISOString() ?? null };
}

/**
 * set_limit: a new or lower limit at once (a change waiting is dropped); a higher one or a removal
 * after 24 hours (asking again for the same waiting change keeps its time). Returns the message.
 */
export async function setLimit(db: Db, player: RgPlayer, kind: LimitKind, period: LimitPeriod, amount: bigint | null): Promise<string> {
  return inTransaction(db, async (tx) => {
    // a session limit and a game launch take the player's row in turn (gamingAllowed)
    if (kind === 'session') await q.lockPlayer(tx, player.id);
    await q.settleDueLimits(tx, player.id);
    let row = await q.findLimitForUpdate(tx, player.id, kind, period);
    if (!row) {
      if (amount === null) throw badRequest(m.noLimitToRemove);
      if (await q.insertLimit(tx, player.id, kind, period, amount)) {
        await applied(tx, player, kind, amount);
        return m.limitApplied;
      }
      row = await q.findLimitForUpdate(tx, player.id, kind, period); // created by a request at the same time
      if (!row) throw conflict(m.invalidAction);
    }
    const waiting = row.pending_from !== null;
    if (amount === null) {
      if (waiting && row.pending_amount === null) return m.limitPending(row.pending_from!.toISOString());
      return m.limitPending((await q.scheduleLimit(tx, player.id, kind, period, null)).toISOString());
    }
    if (amount < row.amount || (amount === row.amount && waiting)) {
      await q.lowerLimit(tx, player.id, kind, period, amount);
      await applied(tx, player, kind, amount);
      return m.limitApplied;
    }
    if (amount === row.amount) return m.limitUnchanged;
    if (waiting && row.pending_amount === amount) return m.limitPending(row.pending_from!.toISOString());
    return m.limitPending((await q.scheduleLimit(tx, player.id, kind, period, amount)).toISOString());
  });
}

/** After a limit took effect: the wallet looks it up from now on; a session limit caps the open games. */
async function applied(tx: Queryable, player: RgPlayer, kind: LimitKind, amount: bigint): Promise<void> {
  if (kind === 'deposit') return;
  await q.markChecked(tx, player.id);
  if (kind === 'session') await q.capGameSessions(tx, player.id, await playEnds(tx, player.id, amount));
}

/**
 * When the session time limit of `minutes` runs out: now plus what is left of it after the player's
 * real-money play in the last 24 hours, across every login and game session (decision 0021), so a
 * new login does not start it again. In the past when nothing is left.
 */
async function playEnds(tx: Queryable, playerId: number, minutes: bigint): Promise<Date> {
  const { played, now } = await q.playedSeconds(tx, playerId);
  return new Date(now.getTime() + Number(minutes) * 60_000 - Math.round(played * 1000));
}

export async function setRealityCheck(db: Db, playerId: number, minutes: number): Promise<string> {
  await q.setRealityCheck(db, playerId, minutes);
  return m.realityCheckSaved;
}

/**
 * A time-out or self-exclusion: at once, for its whole length. While one is in force a new one must
 * last longer (a self-exclusion always outlasts a time-out; nothing outlasts a permanent one). The
 * player's other sessions and game sessions end, the active bonus is forfeited; this session stays,
 * restricted to withdrawals and this page (every gambling call checks the exclusion).
 */
export async function startExclusion(
  db: Db,
  hooks: ResponsibleHooks,
  player: RgPlayer,
  kind: ExclusionType,
  length: { days: number } | { months: number } | null,
): Promise<string> {
  return inTransaction(db, async (tx) => {
    await q.activeExclusionsForUpdate(tx, player.id);
    const current = await exclusionOf(tx, player.id);
    if (current) {
      const newEnd = length === null ? null : addLength(new Date(), length);
      const selfExcluded = current.type === 'self_exclusion';
      if (kind === 'timeout' && selfExcluded) throw conflict(m.alreadyExcluded);
      if (selfExcluded && current.until === null) throw conflict(m.alreadyExcluded);
      // (by more than a day: asking twice for the same length is not an extension)
      if (kind === current.type && newEnd !== null && current.until !== null && newEnd.getTime() <= current.until.getTime() + 86_400_000)
        throw conflict(m.longerOnly);
    }
    const until = await q.insertExclusion(tx, player.id, kind, length);
    await q.markChecked(tx, player.id);
    if (kind === 'self_exclusion') await q.stopMarketing(tx, player.id);
    await endOtherSessions(tx, player.id, player.sessionId);
    await q.endGameSessions(tx, player.id);
    await hooks.forfeitBonus(tx, player.id);
    if (kind === 'self_exclusion') {
      // it holds on every site of the installation: the player's accounts there (the same TC Kimlik
      // No) are checked by the wallet from now on, their games end, their bonus is forfeited, and
      // every other call reads the exclusion through exclusionOf (their login is restricted)
      for (const sister of await q.sisterAccounts(tx, player.id)) {
        await q.markChecked(tx, sister);
        await q.stopMarketing(tx, sister);
        await q.endGameSessions(tx, sister);
        await hooks.forfeitBonus(tx, sister);
      }
    }
    const iso = until?.toISOString() ?? null;
    return kind === 'timeout' ? m.timeoutStarted(iso!) : m.selfExclusionStarted(iso);
  });
}

function addLength(from: Date, length: { days: number } | { months: number }): Date {
  const d = new Date(from);
  if ('days' in length) d.setUTCDate(d.getUTCDate() + length.days);
  else d.setUTCMonth(d.getUTCMonth() + length.months);
  return d;
}

/** request_exclusion_end: a self-exclusion whose term is over ends 24 hours after this request. */
export async function requestExclusionEnd(db: Db, playerId: number): Promise<string> {
  return inTransaction(db, async (tx) => {
    await q.activeExclusionsForUpdate(tx, playerId);
    const rows = await q.activeExclusions(tx, playerId);
    const open = rows.filter((r) => r.kind === 'self_exclusion');
    // every self-exclusion in force must be over its term (and no time-out may outlast the request)
    if (open.some((r) => r.end_requested_at !== null) && !open.some((r) => r.end_requestable)) throw conflict(m.endAlreadyRequested);
    if (open.length === 0 || open.some((r) => !r.end_requestable && r.end_requested_at === null)) throw badRequest(m.endNotPossible);
    let ends = new Date();
    for (const r of open) if (r.end_requestable) ends = await q.requestExclusionEnd(tx, r.id);
    return m.endRequested(ends.toISOString());
  });
}

/**
 * close_account: only with no money left (cash 0, no pending withdrawal or deposit); the active
 * bonus is forfeited, the account closed, every session ended. A closed account cannot log in.
 */
export async function closeAccount(db: Db, hooks: ResponsibleHooks, playerId: number): Promise<string> {
  return inTransaction(db, async (tx) => {
    const money = await q.moneyForClosure(tx, playerId);
    if (money.pending_withdrawals > 0 || money.held > 0n) throw badRequest(m.closePendingWithdrawal);
    if (money.pending_deposits > 0) throw badRequest(m.closePendingDeposit);
    // a round still open could be won after the closure, into an account nobody can sign in to
    if (money.open_rounds > 0) throw badRequest(m.closeOpenRound);
    if (money.cash > 0n) throw badRequest(m.closeBalance(kurusToLira(money.cash)));
    await hooks.forfeitBonus(tx, playerId);
    await q.closePlayer(tx, playerId);
    await endAllSessions(tx, playerId);
    await q.endGameSessions(tx, playerId);
    return m.closed;
  });
}

// ---------------------------------------------------------------- what the other modules check

/**
 * A deposit request (wallet, inside its transaction after it locked the player's cash row): refused
 * during an exclusion, and over any deposit limit in force with the remaining amount (the
 * smallest remainder of the periods it would pass). Pending and approved requests count.
 */
export async function checkDeposit(tx: Queryable, playerId: number, amount: bigint): Promise<void> {
  await refuseIfExcluded(tx, playerId);
  const limits = await q.depositLimitsForUpdate(tx, playerId);
  const inForce = limits.filter((l): l is { period: LimitPeriod; amount: bigint } => l.amount !== null);
  if (inForce.length === 0) return;
  const used = await q.depositTotals(tx, playerId);
  let worst: { period: LimitPeriod; left: bigint } | null = null;
  for (const l of inForce) {
    const left = l.amount - used[l.period];
    if (amount > left && (worst === null || left < worst.left)) worst = { period: l.period, left: left < 0n ? 0n : left };
  }
  if (worst) throw badRequest(m.depositOverLimit(worst.period, kurusToLira(worst.left)), { field: 'amount' });
}

/**
 * A real-money game launch: refused during an exclusion, and once the player's real-money play in
 * the last 24 hours (every login's) reached the session limit. Returns when the game session stops
 * taking bets (null: no session limit). Runs in the launch's transaction, under the player's lock.
 */
export async function gamingAllowed(tx: Queryable, playerId: number): Promise<Date | null> {
  await q.lockPlayer(tx, playerId);
  await refuseIfExcluded(tx, playerId);
  const minutes = await q.sessionLimit(tx, playerId);
  if (minutes === null) return null;
  const until = await playEnds(tx, playerId, minutes);
  if (until.getTime() <= Date.now()) throw new AppError(403, m.sessionLimitReached);
  return until;
}

/** A game session just opened takes no bets after `until` (gamingAllowed's answer). */
export function limitGameSession(tx: Queryable, gameSessionId: string, until: Date): Promise<void> {
  return q.setGameSessionPlayUntil(tx, gameSessionId, until);
}

/**
 * Login: a closed account is refused; a player in a time-out or self-exclusion logs in restricted
 * (withdrawals and the responsible gaming page only), told until when.
 */
export async function loginRestriction(db: Queryable, playerId: number): Promise<{ closed: true } | { excluded: string } | null> {
  const player = await q.findPlayer(db, playerId);
  if (player?.closed_at) return { closed: true };
  const e = await exclusionOf(db, playerId);
  return e ? { excluded: excludedMessage(e) } : null;
}

/** Registration: a TC Kimlik No self-excluded on any site of the installation opens no account on any. */
export function isSelfExcludedTc(db: Queryable, tc: string): Promise<boolean> {
  return q.tcSelfExcluded(db, tc);
}
