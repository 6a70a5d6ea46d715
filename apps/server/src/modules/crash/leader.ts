import { crashTimeMs, multiplierAt, roundCap, timeToReachMs } from '@app/games/crash/crash.ts';
import type { CrashConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { openSecret, sealSecret } from '../../lib/seal.ts';
import { ensureChain, roundOf, type Chain } from './chain.ts';
import * as q from './crash.queries.ts';
import type { BetWallet, SettleLog } from './settlement.ts';

/**
 * The loop of one site, run by the node holding the site's lease (crash_leaders). Every step reads
 * the round under way and the database clock, and does what is due (docs/decisions/0030):
 * - no round: the wallet calls still due for crashed rounds are made (a crash of a node left
 *   them, or the wallet was out of reach), then after the pause the next round opens (betting);
 * - betting: at took_off_at (database clock) it flies, its cap fixed (takeOff);
 * - flying: the automatic cash-outs reached (auto cash-out or max win) are decided and paid; at the
 *   crash time (crashTimeMs of the crash point) the round crashes: the automatic cash-outs at or
 *   below the crash point decided, the open bets lost, the hash and crash point revealed, all in one
 *   transaction; then every bet's wallet call (wins, closing wins of 0, rollbacks of placing bets).
 * A new leader continues from what is stored: a round in flight flies on, a round past its crash
 * time crashes by the same rule.
 */
export interface LoopEvents {
  /** the round's phase changed (opened, took off, crashed): push now */
  phaseChanged(siteId: number): void;
}

export class SiteLoop {
  private chain: Chain | null = null;
  private readonly crashPoints = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
    readonly siteId: number,
    private readonly config: CrashConfig,
    private readonly wallet: BetWallet,
    private readonly events: LoopEvents,
    private readonly log: SettleLog,
  ) {}

  /** The chain (generated in a worker thread the first time). */
  async prepare(): Promise<void> {
    this.chain ??= await ensureChain(this.db, this.key, this.siteId, this.config.chainLength);
  }

  /** One step of the loop; returns how long to wait before the next one (ms). */
  async step(): Promise<number> {
    await this.prepare();
    const live = await q.findLiveRound(this.db, this.siteId);
    if (!live) return this.between();
    const cp = this.crashPointOf(live);
    if (live.elapsed_ms < 0) return Math.min(-live.elapsed_ms, this.config.leaseMs / 3);
    if (live.phase === 'betting' && (await this.takeOff(live.id))) this.events.phaseChanged(this.siteId);
    const elapsed = Math.floor(live.elapsed_ms);
    if (elapsed >= crashTimeMs(cp)) {
      await this.crash(live, cp);
      return 0;
    }
    const multiplier = multiplierAt(elapsed);
    const next = await q.nextTarget(this.db, live.id);
    if (next !== null && next <= multiplier) {
      await this.payAutoCashouts(live.id, multiplier);
      return 0;
    }
    // the next event: the crash, or the lowest automatic cash-out standing; at most tickMs apart
    const until = Math.min(crashTimeMs(cp), next === null ? Infinity : timeToReachMs(next)) - elapsed;
    return Math.max(5, Math.min(until, this.config.tickMs));
  }

  /** The crash point of a round under way (sealed in its row; opened once per round). */
  /**
   * Take-off: no more bets, and the round's cap fixed from the bets taken (roundCap: the house's
   * largest loss in one round), every standing bet's target lowered to it, in one transaction.
   */
  private takeOff(roundId: string): Promise<boolean> {
    return inTransaction(this.db, async (tx) => {
      if (!(await q.markFlying(tx, roundId))) return false;
      const cap = roundCap(await q.standingTargets(tx, roundId), this.config.maxRoundLoss);
      if (cap !== null) await q.capRound(tx, roundId, cap);
      return true;
    });
  }

  crashPointOf(round: Pick<q.RoundRow, 'id' | 'crash_point_sealed'>): number {
    return crashPointOf(this.key, this.crashPoints, round);
  }

  /** Between rounds: settle what is due, wait out the pause, open the next round. */
  private async between(): Promise<number> {
    for (const roundId of await q.listRoundsToSettle(this.db, this.siteId)) await this.settle(roundId);
    const since = await q.msSinceLastCrash(this.db, this.siteId);
    if (since !== null && since < this.config.pauseMs) return this.config.pauseMs - since;
    const row = await q.findChain(this.db, this.siteId);
    const chain = { ...this.chain!, row: row! };
    const n = chain.row.rounds_played + 1;
    const round = roundOf(chain, n);
    if (!round) {
      this.log.error({ site: this.siteId }, 'crash: the chain is used up; a new chain is needed');
      return 60_000;
    }
    const id = await inTransaction(this.db, (tx) =>
      q.openRound(tx, {
        siteId: this.siteId,
        chainId: chain.row.id,
        n,
        previousHash: round.previousHash,
        crashPointSealed: sealSecret(this.key, String(round.crashPoint)),
        bettingMs: this.config.bettingMs,
      }),
    );
    if (id) {
      this.crashPoints.set(id, round.crashPoint);
      this.events.phaseChanged(this.siteId);
    }
    return 0;
  }

  /**
   * Decides the automatic cash-outs the multiplier has reached, and pays them: those bets only, not
   * the hand cash-outs whose requests are paying their own wins now (a second call of the same win
   * would wait for theirs). A win left unpaid (a node died) is paid at the crash.
   */
  private async payAutoCashouts(roundId: string, multiplier: number): Promise<void> {
    const decided = await inTransaction(this.db, async (tx) => {
      const bets = await q.markAutoCashouts(tx, roundId, multiplier, this.config.maxWin);
      if (bets.length > 0) await q.bumpVersion(tx, roundId);
      return bets;
    });
    await this.settleBets(decided);
  }

  /** The crash, by the rule of decision 0030, in one transaction; then the bets' wallet calls. */
  private async crash(live: q.RoundRow, cp: number): Promise<void> {
    const round = roundOf(this.chain!, live.n)!;
    const crashed = await inTransaction(this.db, async (tx) => {
      await q.lockRound(tx, live.id);
      await q.markAutoCashouts(tx, live.id, cp, this.config.maxWin);
      await q.markLost(tx, live.id);
      return q.markCrashed(tx, live.id, cp, round.hash);
    });
    this.crashPoints.delete(live.id);
    if (crashed) this.events.phaseChanged(this.siteId);
    await this.settle(live.id);
  }

  /** The wallet calls still due for the round's bets. */
  private async settle(roundId: string): Promise<void> {
    await this.settleBets(await q.listUnsettledBets(this.db, roundId));
  }

  /** The bets' wallet calls, a few at a time. */
  private async settleBets(bets: q.BetRow[]): Promise<void> {
    for (let i = 0; i < bets.length; i += 64) {
      await Promise.all(bets.slice(i, i + 64).map((b) => this.wallet.settle(b, this.log)));
    }
  }
}

const CRASH_POINTS_KEPT = 100;

/** A round's crash point from its sealed column, remembered per round (a few rounds). */
export function crashPointOf(key: Buffer, cache: Map<string, number>, round: Pick<q.RoundRow, 'id' | 'crash_point_sealed'>): number {
  let cp = cache.get(round.id);
  if (cp === undefined) {
    cp = Number(openSecret(key, round.crash_point_sealed));
    if (cache.size >= CRASH_POINTS_KEPT) cache.delete(cache.keys().next().value!);
    cache.set(round.id, cp);
  }
  return cp;
}
