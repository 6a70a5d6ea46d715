import type { Queryable } from '../../db/client.ts';

/** All the SQL of the crash game (Zeplin). Times come from the database clock (clock_timestamp()). */

export interface ChainRow {
  id: number;
  site_id: number;
  length: number;
  terminating_hash: string;
  salt: string;
  checkpoints_sealed: string;
  rounds_played: number;
}

export async function findChain(q: Queryable, siteId: number): Promise<ChainRow | null> {
  const [row] = await q.query<ChainRow>(`select * from crash_chains where site_id = $1`, [siteId]);
  return row ?? null;
}

/** The site's chain, unless another node stored one first (then null: read it). */
export async function insertChain(
  q: Queryable,
  c: { siteId: number; length: number; terminatingHash: string; salt: string; checkpointsSealed: string },
): Promise<ChainRow | null> {
  const [row] = await q.query<ChainRow>(
    `insert into crash_chains (site_id, length, terminating_hash, salt, checkpoints_sealed) values ($1, $2, $3, $4, $5)
     on conflict (site_id) do nothing returning *`,
    [c.siteId, c.length, c.terminatingHash, c.salt, c.checkpointsSealed],
  );
  return row ?? null;
}

export async function listSiteIds(q: Queryable): Promise<number[]> {
  const rows = await q.query<{ id: number }>(`select id from sites order by id`);
  return rows.map((r) => r.id);
}

/**
 * Takes or renews the site's lease: held by `leaderId` now, or lapsed. True when this node leads
 * until the database clock passes now + leaseMs.
 */
export async function claimLease(q: Queryable, siteId: number, leaderId: string, leaseMs: number): Promise<boolean> {
  return (await claimLeases(q, [siteId], leaderId, leaseMs)).has(siteId);
}

/** The sites' leases taken or renewed in one statement (one commit for every site); returns the sites held. */
export async function claimLeases(q: Queryable, siteIds: readonly number[], leaderId: string, leaseMs: number): Promise<Set<number>> {
  const rows = await q.query<{ site_id: number }>(
    `insert into crash_leaders (site_id, leader_id, lease_until)
          select s, $2, clock_timestamp() + make_interval(secs => $3::double precision / 1000) from unnest($1::int[]) as s
     on conflict (site_id) do update set leader_id = excluded.leader_id, lease_until = excluded.lease_until
       where crash_leaders.leader_id = excluded.leader_id or crash_leaders.lease_until < clock_timestamp()
     returning site_id`,
    [siteIds, leaderId, leaseMs],
  );
  return new Set(rows.map((r) => r.site_id));
}

/** Gives the lease up at once (a node stopping), so another node takes over without waiting for it to lapse. */
export async function releaseLease(q: Queryable, siteId: number, leaderId: string): Promise<void> {
  await q.query(`update crash_leaders set lease_until = clock_timestamp() - interval '1 second' where site_id = $1 and leader_id = $2`, [siteId, leaderId]);
}

export interface RoundRow {
  id: string;
  site_id: number;
  chain_id: number;
  n: number;
  previous_hash: string;
  phase: 'betting' | 'flying' | 'crashed';
  took_off_at: Date;
  crash_point_sealed: string;
  crash_point: number | null;
  hash: string | null;
  crashed_at: Date | null;
  version: number;
  cap_multiplier: number | null;
  /** milliseconds from take-off to the database clock when read (negative while betting) */
  elapsed_ms: number;
  now: Date;
}

const ROUND = `r.id::text as id, r.site_id, r.chain_id, r.n, r.previous_hash, r.phase, r.took_off_at, r.crash_point_sealed,
  r.crash_point, r.hash, r.crashed_at, r.version, r.cap_multiplier,
  (extract(epoch from (clock_timestamp() - r.took_off_at)) * 1000)::double precision as elapsed_ms, clock_timestamp() as now`;

/** The site's round under way (betting or flying), if any. */
export async function findLiveRound(q: Queryable, siteId: number): Promise<RoundRow | null> {
  const [row] = await q.query<RoundRow>(`select ${ROUND} from crash_rounds r where r.site_id = $1 and r.phase <> 'crashed'`, [siteId]);
  return row ?? null;
}

/** The site's newest round (under way or crashed). */
export async function findLatestRound(q: Queryable, siteId: number): Promise<RoundRow | null> {
  const [row] = await q.query<RoundRow>(`select ${ROUND} from crash_rounds r where r.site_id = $1 order by r.id desc limit 1`, [siteId]);
  return row ?? null;
}

export async function findRound(q: Queryable, siteId: number, id: string): Promise<RoundRow | null> {
  const [row] = await q.query<RoundRow>(`select ${ROUND} from crash_rounds r where r.site_id = $1 and r.id = $2`, [siteId, id]);
  return row ?? null;
}

/** Milliseconds since the site's last crash by the database clock (null: no crash yet). */
export async function msSinceLastCrash(q: Queryable, siteId: number): Promise<number | null> {
  const [row] = await q.query<{ ms: number | null }>(
    `select (extract(epoch from (clock_timestamp() - max(crashed_at))) * 1000)::double precision as ms from crash_rounds where site_id = $1`,
    [siteId],
  );
  return row?.ms ?? null;
}

/**
 * Opens round n of the chain (call in a transaction): under the chain row's lock, only if n is the
 * chain's next round and no round of the site is under way; the betting phase runs until took_off_at
 * (the database clock + bettingMs). Null when another node or step opened one first.
 */
export async function openRound(
  q: Queryable,
  r: { siteId: number; chainId: number; n: number; previousHash: string; crashPointSealed: string; bettingMs: number },
): Promise<string | null> {
  const [chain] = await q.query<{ rounds_played: number }>(`select rounds_played from crash_chains where id = $1 for update`, [r.chainId]);
  if (chain?.rounds_played !== r.n - 1) return null;
  const [busy] = await q.query(`select 1 from crash_rounds where site_id = $1 and phase <> 'crashed'`, [r.siteId]);
  if (busy) return null;
  const [row] = await q.query<{ id: string }>(
    `insert into crash_rounds (site_id, chain_id, n, previous_hash, took_off_at, crash_point_sealed)
     values ($1, $2, $3, $4, clock_timestamp() + make_interval(secs => $6::double precision / 1000), $5)
     returning id::text`,
    [r.siteId, r.chainId, r.n, r.previousHash, r.crashPointSealed, r.bettingMs],
  );
  await q.query(`update crash_chains set rounds_played = $2 where id = $1`, [r.chainId, r.n]);
  return row!.id;
}

/**
 * The betting phase is over (take-off reached by the database clock): the round row's lock waits
 * for the bets still being written, and after this no bet is taken. Call in a transaction with
 * capRound. False when the round was not betting, or its take-off is still to come.
 */
export async function markFlying(q: Queryable, roundId: string): Promise<boolean> {
  const rows = await q.query(`update crash_rounds set phase = 'flying' where id = $1 and phase = 'betting' and clock_timestamp() >= took_off_at returning id`, [roundId]);
  return rows.length === 1;
}

/** The stakes and targets of the round's bets still standing (placing or open), kuruş and hundredths. */
export async function standingTargets(q: Queryable, roundId: string): Promise<{ stake: number; target: number }[]> {
  const rows = await q.query<{ stake: string; target: number }>(
    `select stake::text as stake, target from crash_bets where round_id = $1 and status in ('placing', 'open')`,
    [roundId],
  );
  return rows.map((r) => ({ stake: Number(r.stake), target: r.target }));
}

/** The round's cap: kept on the round, and every standing bet's target lowered to it. */
export async function capRound(q: Queryable, roundId: string, cap: number): Promise<void> {
  await q.query(`update crash_rounds set cap_multiplier = $2 where id = $1`, [roundId, cap]);
  await q.query(`update crash_bets set target = least(target, $2) where round_id = $1 and status in ('placing', 'open')`, [roundId, cap]);
}

/** The crash: the crash point and the hash revealed. False when it had crashed already. */
export async function markCrashed(q: Queryable, roundId: string, crashPoint: number, hash: string): Promise<boolean> {
  const rows = await q.query(
    `update crash_rounds set phase = 'crashed', crash_point = $2, hash = $3, crashed_at = clock_timestamp(), version = version + 1
      where id = $1 and phase <> 'crashed' returning id`,
    [roundId, crashPoint, hash],
  );
  return rows.length === 1;
}

export async function bumpVersion(q: Queryable, roundId: string): Promise<void> {
  await q.query(`update crash_rounds set version = version + 1 where id = $1`, [roundId]);
}

export interface SessionRow {
  game_session_id: string;
  token_sealed: string;
  expires_at: Date;
}

/** The player's crash game session still open for a while (a bet needs it unexpired). */
export async function findUsableSession(q: Queryable, playerId: number, minutesLeft: number): Promise<SessionRow | null> {
  const [row] = await q.query<SessionRow>(
    `select c.game_session_id, c.token_sealed, s.expires_at from crash_sessions c join game_sessions s on s.id = c.game_session_id
      where c.player_id = $1 and s.expires_at > now() + make_interval(mins => $2)
        and (s.play_until is null or s.play_until > now())
      order by c.created_at desc limit 1`,
    [playerId, minutesLeft],
  );
  return row ?? null;
}

/** Remembers the player's new Zeplin session; returns when it expires. */
export async function insertSession(q: Queryable, s: { gameSessionId: string; playerId: number; tokenSealed: string }): Promise<{ expires_at: Date }> {
  const [row] = await q.query<{ expires_at: Date }>(
    `insert into crash_sessions (game_session_id, player_id, token_sealed) values ($1, $2, $3)
     returning (select expires_at from game_sessions where id = $1)`,
    [s.gameSessionId, s.playerId, s.tokenSealed],
  );
  return row!;
}

export interface BetRow {
  id: string;
  round_id: string;
  player_id: number;
  username: string;
  game_session_id: string;
  token_sealed: string;
  stake: string;
  auto_cashout: number | null;
  target: number;
  status: 'placing' | 'open' | 'cashing_out' | 'cashed_out' | 'lost' | 'refunded';
  cashed_out_at: number | null;
  win: string | null;
  settled_at: Date | null;
}

const BET = `b.id::text as id, b.round_id::text as round_id, b.player_id, p.username, b.game_session_id, c.token_sealed, b.stake::text as stake,
  b.auto_cashout, b.target, b.status, b.cashed_out_at, b.win::text as win, b.settled_at`;
const BET_FROM = `crash_bets b join players p on p.id = b.player_id join crash_sessions c on c.game_session_id = b.game_session_id`;

export interface NewBet {
  playerId: number;
  sessionId: string;
  stake: number;
  autoCashout: number | null;
  target: number;
}

/**
 * New bets of one round (placing), in one statement for many players (the bets of a betting phase
 * arrive together): only while the round is betting by the database clock, read under a SHARE lock
 * of the round row held to the statement's commit. Bets share it with each other (none waits for
 * another), and the take-off's update waits for every bet being written, after which none is taken:
 * a bet waiting behind the take-off reads the round again, flying. Per bet, in order: its id,
 * 'closed' when the round no longer takes bets, 'taken' when the player has one in it already (or
 * twice in this statement: the first is taken).
 */
export async function insertBets(q: Queryable, roundId: string, bets: NewBet[]): Promise<({ id: string } | 'closed' | 'taken')[]> {
  const rows = await q.query<{ ord: number; id: string | null; open: boolean }>(
    `with open as (
       select id from crash_rounds where id = $1 and phase = 'betting' and clock_timestamp() < took_off_at for share
     ), input as (
       select * from unnest($2::int[], $3::text[], $4::bigint[], $5::int[], $6::int[]) with ordinality
         as t(player_id, session_id, stake, auto_cashout, target, ord)
     ), bet as (
       insert into crash_bets (round_id, player_id, game_session_id, stake, auto_cashout, target)
       select distinct on (i.player_id) o.id, i.player_id, i.session_id, i.stake, i.auto_cashout, i.target
         from input i cross join open o order by i.player_id, i.ord
       on conflict (round_id, player_id) do nothing returning id, player_id
     )
     select i.ord::int as ord, b.id::text as id, exists (select 1 from open) as open
       from input i left join bet b on b.player_id = i.player_id
        and i.ord = (select min(j.ord) from input j where j.player_id = i.player_id)
      order by i.ord`,
    [roundId, bets.map((b) => b.playerId), bets.map((b) => b.sessionId), bets.map((b) => b.stake), bets.map((b) => b.autoCashout), bets.map((b) => b.target)],
  );
  return rows.map((r) => (!r.open ? 'closed' : r.id === null ? 'taken' : { id: r.id }));
}

/**
 * The wallet took these bets: open (one statement for many). Under a SHARE lock of their round row:
 * the crash locks it first (lockRound), so a bet is either open before the crash's transaction
 * looks (and lost or paid by it) or stays placing (rolled back). Returns the ids opened.
 */
export async function markOpenBets(q: Queryable, betIds: string[]): Promise<Set<string>> {
  const rows = await q.query<{ id: string }>(
    `update crash_bets b set status = 'open'
      where b.id = any($1::bigint[]) and b.status = 'placing'
        and exists (select 1 from crash_rounds r where r.id = b.round_id and r.phase <> 'crashed' for share)
      returning b.id::text as id`,
    [betIds],
  );
  return new Set(rows.map((r) => r.id));
}

/** The round row, locked for the crash's transaction before it looks at the bets. */
export async function lockRound(q: Queryable, roundId: string): Promise<void> {
  await q.query(`select 1 from crash_rounds where id = $1 for update`, [roundId]);
}

/** The wallet refused the bet: it goes (if still placing). */
export async function deletePlacingBet(q: Queryable, betId: string): Promise<boolean> {
  const rows = await q.query(`delete from crash_bets where id = $1 and status = 'placing' returning id`, [betId]);
  return rows.length === 1;
}

export async function findPlayerBet(q: Queryable, roundId: string, playerId: number): Promise<BetRow | null> {
  const [row] = await q.query<BetRow>(`select ${BET} from ${BET_FROM} where b.round_id = $1 and b.player_id = $2`, [roundId, playerId]);
  return row ?? null;
}

export interface CashoutDecision {
  outcome: 'cashed_out' | 'no_bet' | 'too_late' | 'not_flying';
  bet_id: string | null;
  token_sealed: string | null;
  /** whole milliseconds since take-off by the database clock, read under the bet's lock */
  ms: number | null;
  /** the curve's multiplier at `ms` as the database computed it (before the crash point and target) */
  reached: number | null;
  multiplier: number | null;
  win: string | null;
}

/** A hand cash-out decided in one call (crash_cashout.sql beside this file): the bet cashing_out, or why not. */
export async function decideCashout(
  q: Queryable,
  d: { roundId: string; playerId: number; crashMs: number; crashPoint: number; growth: number; maxWin: number },
): Promise<CashoutDecision> {
  const [row] = await q.query<CashoutDecision>(
    `select outcome, bet_id::text as bet_id, token_sealed, ms::float8 as ms, reached, multiplier, win::text as win
       from crash_cashout($1, $2, $3, $4, $5, $6)`,
    [d.roundId, d.playerId, d.crashMs, d.crashPoint, d.growth, d.maxWin],
  );
  return row!;
}

/**
 * The open bets of the round whose automatic cash-out (auto cash-out or max win) is at or below
 * `multiplier`, each decided at its target with its win capped: cashing_out. Returns them (their
 * wins are due).
 */
export async function markAutoCashouts(q: Queryable, roundId: string, multiplier: number, maxWin: number): Promise<BetRow[]> {
  return q.query<BetRow>(
    `update crash_bets b set status = 'cashing_out', cashed_out_at = b.target, win = least(b.stake * b.target / 100, $3::bigint),
            decided_at = clock_timestamp()
       from players p, crash_sessions c
      where p.id = b.player_id and c.game_session_id = b.game_session_id
        and b.round_id = $1 and b.status = 'open' and b.target <= $2
      returning ${BET}`,
    [roundId, multiplier, maxWin],
  );
}

/** The lowest automatic cash-out of the round's open bets (null: none open). */
export async function nextTarget(q: Queryable, roundId: string): Promise<number | null> {
  const [row] = await q.query<{ target: number | null }>(`select min(target) as target from crash_bets where round_id = $1 and status = 'open'`, [roundId]);
  return row?.target ?? null;
}

/** At the crash: every bet still open is lost. */
export async function markLost(q: Queryable, roundId: string): Promise<void> {
  await q.query(`update crash_bets set status = 'lost' where round_id = $1 and status = 'open'`, [roundId]);
}

export interface SettledMark {
  betId: string;
  from: BetRow['status'];
  to: BetRow['status'];
}

/** The wallet paid the wins (or closed lost bets' rounds, or refunded placing bets): one statement for many bets. */
export async function markSettled(q: Queryable, marks: readonly SettledMark[]): Promise<void> {
  await q.query(
    `update crash_bets b set status = m.to_status, settled_at = clock_timestamp()
       from unnest($1::bigint[], $2::text[], $3::text[]) as m(id, from_status, to_status)
      where b.id = m.id and b.status = m.from_status and b.settled_at is null`,
    [marks.map((m) => m.betId), marks.map((m) => m.from), marks.map((m) => m.to)],
  );
}

/** The bets whose wallet call is still due: placing (roll back), cashing_out (pay), lost (close). */
export async function listUnsettledBets(q: Queryable, roundId: string): Promise<BetRow[]> {
  return q.query<BetRow>(`select ${BET} from ${BET_FROM} where b.round_id = $1 and b.settled_at is null and b.status <> 'open' order by b.id`, [roundId]);
}

/** The crashed rounds of the site with a bet whose wallet call is still due. */
export async function listRoundsToSettle(q: Queryable, siteId: number): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `select b.round_id::text as id from crash_bets b join crash_rounds r on r.id = b.round_id
      where r.site_id = $1 and r.phase = 'crashed' and b.settled_at is null group by b.round_id order by b.round_id`,
    [siteId],
  );
  return rows.map((r) => r.id);
}

/** The round's bets everyone sees (not the placing or refunded ones), the biggest stakes first. */
export async function listPublicBets(q: Queryable, roundId: string) {
  return q.query<{ username: string; stake: string; status: BetRow['status']; cashed_out_at: number | null; win: string | null }>(
    `select p.username, b.stake::text as stake, b.status, b.cashed_out_at, b.win::text as win
       from crash_bets b join players p on p.id = b.player_id
      where b.round_id = $1 and b.status in ('open', 'cashing_out', 'cashed_out', 'lost')
      order by b.stake desc, b.id`,
    [roundId],
  );
}

/**
 * The last crashed rounds of the site, the newest first (ordered by the number: `order by id` would
 * order the text the select names `id`, and put round 9 before round 10).
 */
export async function listHistory(q: Queryable, siteId: number, limit: number) {
  return q.query<{ id: string; n: number; crash_point: number; hash: string }>(
    `select r.id::text as id, r.n, r.crash_point, r.hash from crash_rounds r where r.site_id = $1 and r.phase = 'crashed' order by r.id desc limit $2`,
    [siteId, limit],
  );
}

/**
 * What the push compares to see whether the round's state moved: the leader's moves (take-off, auto
 * cash-outs, the crash: the round's version) and the players' (a bet taken, a cash-out decided),
 * counted from the bets so that no bet or cash-out writes the round row (which every one of them
 * would then wait for). It only grows within a round.
 */
export async function findSiteVersion(q: Queryable, roundId: string): Promise<number> {
  const [row] = await q.query<{ version: number }>(
    `select r.version + (select count(*) filter (where b.status <> 'placing') + count(b.cashed_out_at) from crash_bets b where b.round_id = r.id)::int as version
       from crash_rounds r where r.id = $1`,
    [roundId],
  );
  return row?.version ?? 0;
}
