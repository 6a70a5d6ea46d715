import { randomUUID } from 'node:crypto';
import {
  EDGE_PERCENT,
  GROWTH_PER_MS,
  MAX_MULTIPLIER,
  MIN_AUTO_CASHOUT,
  crashTimeMs,
  exactInstantCrashShare,
  multiplierAt,
} from '@app/games/crash/crash.ts';
import { crashMessages, type CrashMyBet, type CrashPublicBet, type CrashRound, type CrashState } from '@app/shared/api/crash.ts';
import { formatLiraText, kurusToLira, parseLira } from '@app/shared/money.ts';
import { maskUsername } from '@app/shared/text.ts';
import type { CrashConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { Batcher } from '../../lib/batcher.ts';
import { publicTopic, type Bus } from '../../lib/bus.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { openSecret, sealSecret } from '../../lib/seal.ts';
import { gameIdOf, launch } from '../games/games.service.ts';
import { houseMessages, type WalletClient, type WalletReply } from '../house/house.service.ts';
import { findChain } from './chain.ts';
import * as q from './crash.queries.ts';
import { SiteLoop, crashPointOf } from './leader.ts';
import { BetWallet, GAME, type SettleLog } from './settlement.ts';

/**
 * Zeplin, the in-house crash game (DOMAIN.md "Crash game 'Zeplin'"; docs/decisions/0030). One round
 * at a time per site for the whole cluster, played by the node holding the site's lease (leader.ts);
 * bets and cash-outs are taken by any node, decided by the database clock and the round's sealed
 * crash point, and their money moves only through the signed provider wallet API (settlement.ts).
 */
export interface CrashDeps {
  db: Db;
  config: CrashConfig;
  /** the key that seals the chain's checkpoints, crash points and the game sessions' tokens (TOTP_ENCRYPTION_KEY) */
  key: Buffer;
  bus: Bus;
  wallet: WalletClient;
  log: SettleLog & { info(obj: object, msg: string): void };
}

/** A player's bet as its owner sees it, or null (no bet, a refused one, one not taken yet). */
function myBet(b: q.BetRow | null): CrashMyBet | null {
  if (!b || b.status === 'placing' || b.status === 'refunded') return null;
  return {
    amount: kurusToLira(BigInt(b.stake)),
    auto_cashout: b.auto_cashout === null ? null : b.auto_cashout / 100,
    cashed_out_at: b.cashed_out_at === null ? null : b.cashed_out_at / 100,
    win: b.win === null ? null : kurusToLira(BigInt(b.win)),
    status: b.status === 'open' ? 'open' : b.status === 'lost' ? 'lost' : 'cashed_out',
  };
}

/** Where a bet cashes out by itself: its auto cash-out, or lower where its win reaches the max win. */
export function betTarget(stake: number, autoCashout: number | null, maxWin: number): number {
  const capAt = Math.max(MIN_AUTO_CASHOUT, Math.ceil((maxWin * 100) / stake));
  return autoCashout === null ? capAt : Math.min(autoCashout, capAt);
}

const STATE_CACHE_MS = 150;
/** The game sessions this node remembers (a player's Zeplin session, opened once): the oldest go first. */
const SESSIONS_KEPT = 50_000;
/** A remembered session is used while it has this long left (a bet needs it unexpired). */
const SESSION_MARGIN_MS = 5 * 60_000;

export class CrashGame {
  readonly id = randomUUID();
  private readonly bets: BetWallet;
  private readonly crashPoints = new Map<string, number>();
  private readonly states = new Map<number, { at: number; state: Promise<{ state: CrashState; roundId: string } | null> }>();
  /** per site: the round under way as a bet reads it (one row, cached like the state, without its bets) */
  private readonly liveRounds = new Map<number, { at: number; round: Promise<q.RoundRow | null> }>();
  /** per player: the Zeplin game session a bet uses (the wallet checks it on every call; a refusal forgets it) */
  private readonly sessions = new Map<number, { id: string; token: string; expiresAt: number }>();
  private readonly loops = new Map<number, { loop: SiteLoop; running: Promise<void> | null; timer: NodeJS.Timeout | null }>();
  /** per site: until when (this process's clock) the lease is ours */
  private readonly leases = new Map<number, number>();
  private readonly pushed = new Map<number, { version: number; roundId: string; at: number }>();
  private manager: NodeJS.Timeout | null = null;
  private pushTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private zeplinId: number | null = null;

  /**
   * The bets' two statements, each gathered across the requests of a betting phase (lib/batcher.ts):
   * 2,000 bets in a few seconds are a few dozen inserts and updates, not 4,000 round trips.
   */
  private readonly inserts: Batcher<string, q.NewBet, { id: string } | 'closed' | 'taken'>;
  private readonly opens: Batcher<true, string, boolean>;

  constructor(private readonly deps: CrashDeps) {
    this.bets = new BetWallet(deps.db, deps.wallet, deps.key);
    // The embedded database has one connection; on PostgreSQL one batch runs while another commits.
    const batching = { maxInFlight: deps.db.kind === 'pglite' ? 1 : 2, maxBatch: 250 };
    this.inserts = new Batcher((roundId, bets) => q.insertBets(deps.db, roundId, bets), batching);
    this.opens = new Batcher(async (_, ids) => {
      const opened = await q.markOpenBets(deps.db, ids);
      return ids.map((id) => opened.has(id));
    }, batching);
  }

  private get config() {
    return this.deps.config;
  }

  // --- the loops --------------------------------------------------------------------------------

  /** Takes part in the leader election of every site's loop (config.loop). */
  start(): void {
    this.stopped = false;
    const every = Math.max(50, Math.floor(this.config.leaseMs / 3));
    const tick = () => void this.renewLeases().catch((err: unknown) => this.deps.log.error({ err }, 'crash: lease renewal failed'));
    tick();
    this.manager = setInterval(tick, every);
    this.pushTimer = setInterval(() => void this.pushChanges(), this.config.pushMs);
    this.manager.unref();
    this.pushTimer.unref();
  }

  /**
   * Stops this node's loops. `release` (a stopping node) gives the leases up, so another node takes
   * over at once; without it (a test killing a leader) they lapse as a dead node's would.
   */
  async stop(release = true): Promise<void> {
    this.stopped = true;
    if (this.manager) clearInterval(this.manager);
    if (this.pushTimer) clearInterval(this.pushTimer);
    this.manager = this.pushTimer = null;
    const running = [...this.loops.values()];
    for (const l of running) if (l.timer) clearTimeout(l.timer);
    if (release) await Promise.allSettled(running.map((l) => l.running));
    this.loops.clear();
    if (release) for (const siteId of this.leases.keys()) await q.releaseLease(this.deps.db, siteId, this.id).catch(() => undefined);
    this.leases.clear();
  }

  /** Whether this node leads the site's loop now. */
  leads(siteId: number): boolean {
    return (this.leases.get(siteId) ?? 0) > Date.now();
  }

  private async renewLeases(): Promise<void> {
    if (this.stopped) return;
    const siteIds = await q.listSiteIds(this.deps.db);
    const asked = Date.now();
    const held = await q.claimLeases(this.deps.db, siteIds, this.id, this.config.leaseMs);
    if (this.stopped) return;
    for (const siteId of siteIds) {
      if (!held.has(siteId)) {
        this.leases.delete(siteId);
        continue;
      }
      // a margin for the clocks' drift and the query's time: this node stops before another may start
      this.leases.set(siteId, asked + this.config.leaseMs - Math.floor(this.config.leaseMs / 3));
      if (!this.loops.has(siteId)) this.runLoop(siteId);
    }
  }

  private loopOf(siteId: number): SiteLoop {
    return new SiteLoop(this.deps.db, this.deps.key, siteId, this.config, this.bets, { phaseChanged: (s) => void this.push(s) }, this.deps.log);
  }

  private runLoop(siteId: number): void {
    const entry = { loop: this.loopOf(siteId), running: null as Promise<void> | null, timer: null as NodeJS.Timeout | null };
    this.loops.set(siteId, entry);
    const next = () => {
      entry.timer = null;
      if (this.stopped || this.loops.get(siteId) !== entry) return;
      if (!this.leads(siteId)) {
        // the lease lapsed (the database slow or out of reach, another node took over): this loop
        // does nothing until this node holds the lease again
        entry.timer = setTimeout(next, this.config.tickMs * 5);
        return;
      }
      entry.running = entry.loop
        .step()
        .catch((err: unknown) => {
          this.deps.log.error({ err, site: siteId }, 'crash: loop step failed');
          return this.config.tickMs * 10;
        })
        .then((wait) => {
          entry.running = null;
          if (!this.stopped && this.loops.get(siteId) === entry) entry.timer = setTimeout(next, Math.max(0, Math.min(wait, 1_000)));
        });
    };
    next();
  }

  /**
   * One step of the site's loop now, if this node takes or holds the lease (tests and benchmarks
   * drive the loop with it, the loop timers off). Returns whether a step ran.
   */
  async stepOnce(siteId: number): Promise<boolean> {
    if (!(await q.claimLease(this.deps.db, siteId, this.id, this.config.leaseMs))) return false;
    this.leases.set(siteId, Date.now() + this.config.leaseMs);
    await (this.loops.get(siteId)?.loop ?? this.oneShot(siteId)).step();
    return true;
  }

  private readonly shots = new Map<number, SiteLoop>();
  private oneShot(siteId: number): SiteLoop {
    let loop = this.shots.get(siteId);
    if (!loop) {
      loop = this.loopOf(siteId);
      this.shots.set(siteId, loop);
    }
    return loop;
  }

  // --- the push ---------------------------------------------------------------------------------

  /** Per site, the push under way: pushes run one after the other, so a later phase is never overtaken by an earlier one. */
  private readonly pushing = new Map<number, Promise<void>>();
  private checkingChanges = false;

  /** Publishes the site's state on its public topic (a phase changed), after the push under way. */
  private push(siteId: number): Promise<void> {
    const next = (this.pushing.get(siteId) ?? Promise.resolve()).then(() => this.pushNow(siteId));
    this.pushing.set(siteId, next);
    void next.finally(() => {
      if (this.pushing.get(siteId) === next) this.pushing.delete(siteId);
    });
    return next;
  }

  private async pushNow(siteId: number): Promise<void> {
    try {
      this.states.delete(siteId);
      this.liveRounds.delete(siteId);
      const read = await this.publicState(siteId);
      if (!read) return;
      const version = await q.findSiteVersion(this.deps.db, read.roundId);
      this.pushed.set(siteId, { version, roundId: read.roundId, at: Date.now() });
      this.deps.bus.publish(publicTopic('crash', siteId), read.state);
    } catch (err) {
      this.deps.log.error({ err, site: siteId }, 'crash: push failed');
    }
  }

  /**
   * Every pushMs: the sites this node leads whose round's state moved (bets, cash-outs) are pushed;
   * a site this node has just come to lead (a failover) is pushed at once. One pass at a time.
   */
  private async pushChanges(): Promise<void> {
    if (this.checkingChanges) return;
    this.checkingChanges = true;
    try {
      for (const siteId of this.loops.keys()) {
        if (!this.leads(siteId)) continue;
        const last = this.pushed.get(siteId);
        if (!last) {
          await this.push(siteId);
          continue;
        }
        const version = await q.findSiteVersion(this.deps.db, last.roundId).catch(() => last.version);
        if (version !== last.version) await this.push(siteId);
      }
    } finally {
      this.checkingChanges = false;
    }
  }

  // --- reading ----------------------------------------------------------------------------------

  /** The site's state everyone sees (cached for STATE_CACHE_MS), or null before its first round. */
  publicState(siteId: number): Promise<{ state: CrashState; roundId: string } | null> {
    const cached = this.states.get(siteId);
    const now = Date.now();
    if (cached && now - cached.at < STATE_CACHE_MS) return cached.state;
    const state = this.readState(siteId);
    this.states.set(siteId, { at: now, state });
    state.catch(() => this.states.delete(siteId));
    return state;
  }

  private async readState(siteId: number): Promise<{ state: CrashState; roundId: string } | null> {
    const db = this.deps.db;
    const round = (await q.findLiveRound(db, siteId)) ?? (await q.findLatestRound(db, siteId));
    if (!round) return null;
    const [bets, history] = await Promise.all([q.listPublicBets(db, round.id), q.listHistory(db, siteId, 20)]);
    return {
      roundId: round.id,
      state: {
        round: this.presentRound(round),
        bets: bets.map(
          (b): CrashPublicBet => ({
            username: maskUsername(b.username),
            amount: kurusToLira(BigInt(b.stake)),
            auto_cashout: null,
            cashed_out_at: b.cashed_out_at === null ? null : b.cashed_out_at / 100,
            win: b.win === null ? null : kurusToLira(BigInt(b.win)),
          }),
        ),
        history: history.map((h) => ({ id: Number(h.id), number: h.n, crash_point: h.crash_point / 100, hash: h.hash })),
        server_time: round.now.toISOString(),
      },
    };
  }

  private presentRound(r: q.RoundRow): CrashRound {
    const crashed = r.phase === 'crashed';
    const flying = !crashed && r.elapsed_ms >= 0;
    // A round past its take-off flies, even before the leader's next step says so; shown at most at
    // its crash point (the leader is about to crash it).
    const multiplier = flying ? Math.min(multiplierAt(Math.floor(r.elapsed_ms)), crashPointOf(this.deps.key, this.crashPoints, r)) : null;
    return {
      id: Number(r.id),
      number: r.n,
      phase: crashed ? 'crashed' : flying ? 'flying' : 'betting',
      starts_at: r.took_off_at.toISOString(),
      multiplier: multiplier === null ? null : multiplier / 100,
      crash_point: crashed ? r.crash_point! / 100 : null,
      hash: crashed ? r.hash : null,
      previous_hash: r.previous_hash,
      crashed_at: r.crashed_at ? r.crashed_at.toISOString() : null,
      cap_multiplier: r.cap_multiplier === null ? null : r.cap_multiplier / 100,
    };
  }

  limits() {
    return { min_bet: kurusToLira(this.config.minBet), max_bet: kurusToLira(this.config.maxBet), max_win: kurusToLira(this.config.maxWin) };
  }

  /** GET /api/crash/state: the public state, the player's own bet with a session. 503 before the first round. */
  async state(siteId: number, playerId: number | null) {
    const read = await this.publicState(siteId);
    if (!read) throw new AppError(503, crashMessages.notStarted);
    const mine = playerId === null ? null : myBet(await q.findPlayerBet(this.deps.db, read.roundId, playerId));
    return { ...read.state, my_bet: mine, limits: this.limits() };
  }

  /** GET /api/crash/rounds/:id: a crashed round of the site with its bets; 404 otherwise. */
  async round(siteId: number, id: number) {
    const r = Number.isSafeInteger(id) && id > 0 ? await q.findRound(this.deps.db, siteId, String(id)) : null;
    if (!r || r.phase !== 'crashed') throw notFound(crashMessages.roundNotFound);
    const bets = await q.listPublicBets(this.deps.db, r.id);
    return {
      round: this.presentRound(r),
      bets: bets.map((b) => ({
        username: maskUsername(b.username),
        amount: kurusToLira(BigInt(b.stake)),
        auto_cashout: null,
        cashed_out_at: b.cashed_out_at === null ? null : b.cashed_out_at / 100,
        win: b.win === null ? null : kurusToLira(BigInt(b.win)),
      })),
    };
  }

  /** GET /api/crash/fairness: the chain's commitment; 503 before the chain exists. */
  async fairness(siteId: number) {
    const chain = await findChain(this.deps.db, this.deps.key, siteId);
    if (!chain) throw new AppError(503, crashMessages.notStarted);
    return {
      terminating_hash: chain.row.terminating_hash,
      salt: chain.row.salt,
      chain_length: chain.row.length,
      edge_percent: EDGE_PERCENT,
      instant_crash_percent: Math.round(exactInstantCrashShare() * 10_000) / 100,
      growth_per_ms: GROWTH_PER_MS,
      rounds_played: chain.row.rounds_played,
    };
  }

  // --- bets and cash-outs -----------------------------------------------------------------------

  /**
   * The player's game session on Zeplin, opened by the server (and its token sealed) the first time,
   * then remembered by this node until 5 minutes before it expires. Remembering it skips no rule: the
   * wallet checks the session on every bet (expired, past its play time, the player blocked or
   * excluded), and a refusal makes this node forget it, so the next bet looks again.
   */
  /**
   * POST /api/crash/session: the page opened by a player. The game session a bet needs is opened now
   * (or found), as the lobby opens a game's session when the game is opened, so a betting phase's
   * bets do not each wait on a launch: 2,000 players' first bets in one 5 s phase would otherwise be
   * 2,000 launches there. The launch's refusals (a restricted login, a blocked account) are answered
   * here as at a bet; nothing is remembered for a refused player.
   */
  async openFor(playerId: number): Promise<void> {
    await this.session(playerId);
  }

  private async session(playerId: number): Promise<{ id: string; token: string; remembered: boolean }> {
    const known = this.sessions.get(playerId);
    if (known && known.expiresAt - SESSION_MARGIN_MS > Date.now()) return { ...known, remembered: true };
    this.sessions.delete(playerId);
    // The page's open and a first bet close behind it look once, and open at most one session.
    let looking = this.lookingUp.get(playerId);
    if (!looking) {
      looking = this.lookUpSession(playerId).finally(() => this.lookingUp.delete(playerId));
      this.lookingUp.set(playerId, looking);
    }
    return { ...(await looking), remembered: false };
  }

  private readonly lookingUp = new Map<number, Promise<{ id: string; token: string; expiresAt: number }>>();

  private async lookUpSession(playerId: number): Promise<{ id: string; token: string; expiresAt: number }> {
    const found = await q.findUsableSession(this.deps.db, playerId, SESSION_MARGIN_MS / 60_000);
    const session = found
      ? { id: found.game_session_id, token: openSecret(this.deps.key, found.token_sealed), expiresAt: found.expires_at.getTime() }
      : await this.openSession(playerId);
    if (this.sessions.size >= SESSIONS_KEPT) this.sessions.delete(this.sessions.keys().next().value!);
    this.sessions.set(playerId, session);
    return session;
  }

  private async openSession(playerId: number): Promise<{ id: string; token: string; expiresAt: number }> {
    this.zeplinId ??= await gameIdOf(this.deps.db, GAME);
    if (this.zeplinId === null) throw new AppError(503, crashMessages.notStarted);
    // The lobby's launch: the same refusals (a restricted login, a blocked account, KYC, no balance).
    const { token } = await launch(this.deps.db, playerId, this.zeplinId, 'real');
    const id = sha256Hex(token);
    const { expires_at } = await q.insertSession(this.deps.db, { gameSessionId: id, playerId, tokenSealed: sealSecret(this.deps.key, token) });
    return { id, token, expiresAt: expires_at.getTime() };
  }

  /**
   * The round under way as a bet needs it (its id and phase), cached for STATE_CACHE_MS like the
   * state but without reading the round's bets: 2,000 bets in a betting phase would otherwise list
   * the bets again every 150 ms. `fresh` reads it again.
   */
  private liveRound(siteId: number, fresh = false): Promise<q.RoundRow | null> {
    const cached = this.liveRounds.get(siteId);
    const now = Date.now();
    if (!fresh && cached && now - cached.at < STATE_CACHE_MS) return cached.round;
    const round = q.findLiveRound(this.deps.db, siteId);
    this.liveRounds.set(siteId, { at: now, round });
    round.catch(() => this.liveRounds.delete(siteId));
    return round;
  }

  /** POST /api/crash/bet: written (placing), sent to the wallet, then open. */
  async bet(siteId: number, playerId: number, body: { amount: number | string; auto_cashout?: number | string | null | undefined }) {
    const parsed = parseLira(body.amount);
    if (parsed === null || parsed <= 0n) throw badRequest(crashMessages.amount);
    if (parsed < BigInt(this.config.minBet)) throw badRequest(crashMessages.minBet(formatLiraText(kurusToLira(this.config.minBet))));
    if (parsed > BigInt(this.config.maxBet)) throw badRequest(crashMessages.maxBet(formatLiraText(kurusToLira(this.config.maxBet))));
    const stake = Number(parsed);
    let auto: number | null = null;
    if (body.auto_cashout !== undefined && body.auto_cashout !== null && body.auto_cashout !== '') {
      // two decimals, as a lira amount: 1.57 -> 157 hundredths
      const a = parseLira(body.auto_cashout);
      if (a === null || a < BigInt(MIN_AUTO_CASHOUT) || a > BigInt(MAX_MULTIPLIER)) throw badRequest(crashMessages.autoCashout);
      auto = Number(a);
    }
    // The round from this node's cache (150 ms); the insert checks, under the round's lock, that it
    // still takes bets.
    let round = await this.liveRound(siteId);
    // the cached round may be from just before this one opened: read it again before refusing
    if (round?.phase !== 'betting') round = await this.liveRound(siteId, true);
    if (round?.phase !== 'betting') throw conflict(crashMessages.notBetting);
    const roundId = round.id;
    const target = betTarget(stake, auto, this.config.maxWin);
    let betId: string;
    let reply: WalletReply;
    for (let attempt = 1; ; attempt += 1) {
      const session = await this.session(playerId);
      const placed = await this.inserts.submit(roundId, { playerId, sessionId: session.id, stake, autoCashout: auto, target });
      if (placed === 'closed') throw conflict(crashMessages.notBetting);
      if (placed === 'taken') throw conflict(crashMessages.alreadyBet);
      betId = placed.id;
      try {
        reply = await this.bets.bet(session.token, betId, roundId, stake);
      } catch {
        // The wallet out of reach: the bet stays placing, rolled back at the crash (none of it stays).
        throw new AppError(503, houseMessages.wallet);
      }
      if (reply.status === 'OK') break;
      // The session may be why (ended, past its play time, the player blocked): looked up again.
      this.sessions.delete(playerId);
      // No longer placing: the crash came first and rolled it back (the wallet refused it for that).
      if (!(await q.deletePlacingBet(this.deps.db, betId))) throw conflict(crashMessages.notBetting);
      // A remembered session ended since (a time-out, staff ended it): once more with the lobby's
      // launch, which refuses what must be refused.
      if (reply.code === 'INVALID_SESSION' && session.remembered && attempt === 1) continue;
      if (reply.code === 'INSUFFICIENT_FUNDS') throw badRequest(houseMessages.funds);
      if (reply.code === 'INVALID_SESSION') throw new AppError(401, houseMessages.session);
      throw badRequest(reply.message);
    }
    if (!(await this.opens.submit(true, betId))) throw conflict(crashMessages.notBetting);
    const bet: CrashMyBet = { amount: kurusToLira(BigInt(stake)), auto_cashout: auto === null ? null : auto / 100, cashed_out_at: null, win: null, status: 'open' };
    return { round_id: Number(roundId), bet, balance: kurusToLira(reply.balance) };
  }

  /**
   * POST /api/crash/cashout: decided in one database call (crash_cashout.sql): under the bet's lock,
   * by the database clock read after the lock, against the round's crash point: a multiplier past the
   * crash point never wins. The win is fixed (cashing_out) and committed before the wallet is asked;
   * the reply waits for the wallet.
   */
  async cashout(siteId: number, playerId: number) {
    let cached = true;
    let live = await this.liveRound(siteId);
    let decided: q.CashoutDecision | null = null;
    for (;;) {
      if (!live) break;
      const cp = crashPointOf(this.deps.key, this.crashPoints, live);
      decided = await q.decideCashout(this.deps.db, {
        roundId: live.id,
        playerId,
        crashMs: crashTimeMs(cp),
        crashPoint: cp,
        growth: GROWTH_PER_MS,
        maxWin: this.config.maxWin,
      });
      // This node's round may be one that has just crashed (a new one took bets since): read it again once.
      if (decided.outcome === 'cashed_out' || !cached) break;
      cached = false;
      const fresh = await this.liveRound(siteId, true);
      if (!fresh || fresh.id === live.id) break;
      live = fresh;
    }
    if (!live || !decided) {
      const last = await q.findLatestRound(this.deps.db, siteId);
      const bet = last ? await q.findPlayerBet(this.deps.db, last.id, playerId) : null;
      throw conflict(bet?.status === 'lost' ? crashMessages.tooLate : crashMessages.noBet);
    }
    if (decided.outcome === 'too_late') throw conflict(crashMessages.tooLate);
    if (decided.outcome === 'not_flying') throw conflict(crashMessages.notFlying);
    if (decided.outcome !== 'cashed_out') throw conflict(crashMessages.noBet);
    const betId = decided.bet_id!;
    const multiplier = decided.multiplier!;
    const win = Number(decided.win);
    // The database's curve and the published one (Math.exp here) agree but at a floating-point
    // boundary no test has met; the paid multiplier is never above the crash point either way.
    if (decided.reached !== multiplierAt(decided.ms!)) {
      this.deps.log.error({ bet: betId, ms: decided.ms, database: decided.reached, published: multiplierAt(decided.ms!) }, 'crash: the curves differ at this millisecond');
    }
    // This node's next read of the state shows the cash-out (a bet does not clear it: bets read the
    // round from the cached state, and 2,000 of them clearing it would read the list 2,000 times).
    this.states.delete(siteId);
    let reply;
    try {
      reply = await this.bets.win(openSecret(this.deps.key, decided.token_sealed!), betId, live.id, win);
    } catch {
      reply = null;
    }
    // The win is decided and stored: an unreachable wallet gets it again at the crash (same id).
    if (!reply || reply.status !== 'OK') throw new AppError(503, houseMessages.wallet);
    // The win is in the ledger: the answer does not wait for the bet's own row to say so. A mark
    // that never lands (the node dies first) leaves the bet cashing_out, and the crash's settlement
    // sends the same win again (same transaction id: the wallet answers it, pays nothing twice).
    this.bets.markSettled(betId, 'cashing_out', 'cashed_out').catch((err: unknown) =>
      this.deps.log.error({ err, bet: betId }, 'crash: a paid cash-out not marked; the crash settles it'),
    );
    return { multiplier: multiplier / 100, win: kurusToLira(win), balance: kurusToLira(reply.balance) };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Zeplin's game server of this app (app.ts): its loops, bets and cash-outs. */
    crash: CrashGame;
  }
}
