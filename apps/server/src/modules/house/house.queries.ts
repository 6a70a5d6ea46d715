import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';

export interface GameSession {
  id: string;
  player_id: number | null;
  game_id: number;
  slug: string;
  name: string;
  type: 'slot' | 'table';
  mode: 'real' | 'demo';
  demo_balance: bigint | null;
  expired: boolean;
}

export function findGameSession(q: Queryable, id: string) {
  return maybeOne<GameSession>(
    q,
    `select s.id, s.player_id, s.game_id, g.slug, g.name, g.type, s.mode, s.demo_balance, s.expires_at <= now() as expired
       from game_sessions s join games g on g.id = s.game_id where s.id = $1`,
    [id],
  );
}

export interface SeedRow {
  id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: bigint;
  next_server_seed: string | null;
  next_server_seed_hash: string | null;
}

/** Whose seeds: a real player's, or a demo session's. */
export interface SeedOwner {
  column: 'player_id' | 'demo_session_id';
  value: number | string;
}

export interface NewSeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextServerSeed: string;
  nextServerSeedHash: string;
}

export function findActiveSeeds(q: Queryable, owner: SeedOwner, lock: boolean) {
  return maybeOne<SeedRow>(
    q,
    `select id, server_seed, server_seed_hash, client_seed, nonce, next_server_seed, next_server_seed_hash
                    from fair_seeds where ${owner.column} = $1 and is_active ${lock ? 'for update' : ''}`,
    [owner.value],
  );
}

/** The owner's first pair; nothing when a concurrent first use stored one already. */
export async function insertSeeds(q: Queryable, owner: SeedOwner, pair: NewSeedPair, onConflict: 'ignore' | 'fail'): Promise<void> {
  await q.query(
    `insert into fair_seeds (${owner.column}, server_seed, server_seed_hash, client_seed, next_server_seed, next_server_seed_hash)
     values ($1, $2, $3, $4, $5, $6)${onConflict === 'ignore' ? ' on conflict do nothing' : ''}`,
    [owner.value, pair.serverSeed, pair.serverSeedHash, pair.clientSeed, pair.nextServerSeed, pair.nextServerSeedHash],
  );
}

export function findSeeds(q: Queryable, id: bigint) {
  return one<SeedRow>(q, `select * from fair_seeds where id = $1`, [id]);
}

/** A round under way on the seed pair; one being placed (its outcome fixed, its bet not yet confirmed) counts too. */
export async function hasRoundInProgress(q: Queryable, seedId: bigint): Promise<boolean> {
  const rows = await q.query(`select 1 from house_rounds where seed_id = $1 and status in ('placing', 'in_progress')`, [seedId]);
  return rows.length > 0;
}

export async function revealSeeds(q: Queryable, id: bigint): Promise<void> {
  await q.query(`update fair_seeds set is_active = false, revealed_at = now() where id = $1`, [id]);
}

export async function advanceNonce(q: Queryable, id: bigint): Promise<void> {
  await q.query(`update fair_seeds set nonce = nonce + 1 where id = $1`, [id]);
}

export async function demoBalance(q: Queryable, sessionId: string): Promise<bigint> {
  const row = await one<{ demo_balance: bigint }>(q, `select demo_balance from game_sessions where id = $1`, [sessionId]);
  return row.demo_balance;
}

/** Takes a demo stake (and pays its win); false when the play money does not cover the stake. */
export async function payDemoStake(q: Queryable, sessionId: string, stake: number, win: number): Promise<boolean> {
  const paid = await q.query(
    `update game_sessions set demo_balance = demo_balance - $2 + $3 where id = $1 and demo_balance >= $2 returning demo_balance`,
    [sessionId, stake, win],
  );
  return paid.length > 0;
}

export async function takeDemoStake(q: Queryable, sessionId: string, stake: number): Promise<boolean> {
  const paid = await q.query(`update game_sessions set demo_balance = demo_balance - $2 where id = $1 and demo_balance >= $2 returning id`, [
    sessionId,
    stake,
  ]);
  return paid.length > 0;
}

export async function payDemoWin(q: Queryable, sessionId: string, win: number): Promise<bigint> {
  const r = await one<{ demo_balance: bigint }>(
    q,
    `update game_sessions set demo_balance = demo_balance + $2 where id = $1 returning demo_balance`,
    [sessionId, win],
  );
  return r.demo_balance;
}

export type RoundStatus = 'placing' | 'in_progress' | 'settled' | 'refunded' | 'void';

export interface RoundRow {
  id: string;
  session_id: string;
  player_id: number | null;
  game_slug: string;
  mode: 'real' | 'demo';
  seed_id: bigint;
  nonce: bigint;
  input: Record<string, unknown>;
  outcome: Record<string, unknown>;
  total_bet: bigint;
  total_win: bigint;
  status: RoundStatus;
  free_round: boolean;
  created_at: Date;
}

export async function insertRound(
  q: Queryable,
  r: {
    id: string;
    sessionId: string;
    playerId: number | null;
    slug: string;
    mode: 'real' | 'demo';
    seedId: bigint;
    nonce: number;
    input: unknown;
    outcome: unknown;
    totalBet: number;
    totalWin: number;
    status: RoundStatus;
    freeRound: boolean;
  },
): Promise<void> {
  await q.query(
    `insert into house_rounds (id, session_id, player_id, game_slug, mode, seed_id, nonce, input, outcome, total_bet, total_win, status, settled_at, free_round)
         values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12, case when $12 = 'settled' then now() end, $13)`,
    [
      r.id,
      r.sessionId,
      r.playerId,
      r.slug,
      r.mode,
      r.seedId,
      r.nonce,
      JSON.stringify(r.input),
      JSON.stringify(r.outcome),
      r.totalBet,
      r.totalWin,
      r.status,
      r.freeRound,
    ],
  );
}

export async function voidRound(q: Queryable, id: string): Promise<void> {
  await q.query(`update house_rounds set status = 'void', settled_at = now() where id = $1`, [id]);
}

export async function markRoundInProgress(q: Queryable, id: string): Promise<void> {
  await q.query(`update house_rounds set status = 'in_progress' where id = $1 and status = 'placing'`, [id]);
}

export async function settleRound(q: Queryable, id: string, totalWin: number): Promise<void> {
  await q.query(`update house_rounds set status = 'settled', total_win = $2, settled_at = now() where id = $1`, [id, totalWin]);
}

export async function refundRound(q: Queryable, id: string): Promise<void> {
  await q.query(`update house_rounds set status = 'refunded', settled_at = now() where id = $1 and status in ('placing', 'void')`, [id]);
}

export function findOpenRound(q: Queryable, sessionId: string) {
  return maybeOne<{ id: string }>(q, `select id from house_rounds where session_id = $1 and status in ('placing', 'in_progress')`, [
    sessionId,
  ]);
}

export function findHandInProgress(q: Queryable, sessionId: string) {
  return maybeOne<RoundRow>(
    q,
    `select * from house_rounds where session_id = $1 and status = 'in_progress' order by created_at desc limit 1`,
    [sessionId],
  );
}

/**
 * Moves a hand from one state to the next, only if it is still in the state the move was made
 * from (one action wins a race); false when it was not.
 */
export async function replaceHand(
  q: Queryable,
  id: string,
  h: { from: unknown; to: unknown; input: unknown; totalBet: number },
  onlyInProgress: boolean,
): Promise<boolean> {
  const updated = await q.query(
    onlyInProgress
      ? `update house_rounds set outcome = $2::jsonb, input = $3::jsonb, total_bet = $4 where id = $1 and status = 'in_progress' and outcome = $5::jsonb returning id`
      : `update house_rounds set outcome = $2::jsonb, input = $3::jsonb, total_bet = $4 where id = $1 and outcome = $5::jsonb`,
    [id, JSON.stringify(h.to), JSON.stringify(h.input), h.totalBet, JSON.stringify(h.from)],
  );
  return updated.length > 0;
}

/** The session's rounds a closed page left behind: bets that may not have reached the wallet, and finished hands not yet paid. */
export function listUnfinishedRounds(q: Queryable, sessionId: string) {
  return q.query<RoundRow>(
    `select * from house_rounds where session_id = $1 and (status = 'placing' or (status = 'in_progress' and (outcome ->> 'finished')::boolean))
        order by created_at`,
    [sessionId],
  );
}

/** The latest ten rounds of a game, a real player's (all their sessions) or a demo session's. */
export function listRecentRounds(q: Queryable, owner: { mode: 'real' | 'demo'; id: number | string | null }, slug: string) {
  return q.query<RoundRow & { server_seed_hash: string; client_seed: string }>(
    `select r.*, f.server_seed_hash, f.client_seed from house_rounds r join fair_seeds f on f.id = r.seed_id
        where ${owner.mode === 'real' ? 'r.player_id = $1 and r.game_slug = $2' : 'r.session_id = $1 and r.game_slug = $2'}
          and r.status in ('settled', 'in_progress', 'refunded') order by r.created_at desc limit 10`,
    [owner.id, slug],
  );
}
