import type { Queryable } from '../../db/client.ts';
import { maybeOne } from '../../db/client.ts';

export interface GameRow {
  id: number;
  slug: string;
  provider_id: string;
  provider_name: string;
  name: string;
  type: 'slot' | 'table' | 'crash';
  mechanic: string;
  description: string;
  rtp: string;
  volatility: string;
  image: string;
  has_demo: boolean;
  is_featured: boolean;
  is_new: boolean;
  is_hot: boolean;
  is_active: boolean;
  launch_count: bigint;
  min_bet: bigint;
  max_bet: bigint;
  created_at: Date;
  is_favorite: boolean;
  last_played_at: Date | null;
}

const GAME_COLUMNS = `g.id, g.slug, g.provider_id, pr.name as provider_name, g.name, g.type, g.mechanic, g.description, g.rtp::text as rtp,
  g.volatility, g.image, g.has_demo, g.is_featured, g.is_new, g.is_hot, g.is_active, g.launch_count, g.min_bet, g.max_bet, g.created_at`;

/** How far back the lobby looks for a player's recently played games: their latest real launches. */
export const RECENT_LAUNCHES = 200;

/**
 * The lobby list; favourites and last play are the session player's own (none for a visitor). Last
 * play is the player's latest real-money launch of the game among their latest RECENT_LAUNCHES, read
 * newest first through the (player_id, created_at) index of game sessions: one bounded read however
 * long the player has played, and an hour of autoplay on one game is one launch, not a thousand
 * rounds. (A lookup of the player's rounds per game read all of their rounds for every game they
 * never played.)
 */
export function listGames(q: Queryable, type: 'slot' | 'table', playerId: number | null) {
  return q.query<GameRow>(
    `with recent as (
       select s.game_id, max(s.created_at) as last_played_at
         from (select game_id, created_at from game_sessions where player_id = $2 order by created_at desc limit ${RECENT_LAUNCHES}) s
        group by s.game_id
     )
     select ${GAME_COLUMNS},
            (f.player_id is not null) as is_favorite,
            recent.last_played_at
       from games g
       join providers pr on pr.id = g.provider_id and pr.is_enabled
       left join favorites f on f.game_id = g.id and f.player_id = $2
       left join recent on recent.game_id = g.id
      where g.type = $1 and g.is_active
      order by g.sort, g.name`,
    [type, playerId],
  );
}

export function findGame(q: Queryable, idOrSlug: number | string) {
  return maybeOne<GameRow>(
    q,
    `select ${GAME_COLUMNS}, false as is_favorite, null::timestamptz as last_played_at
       from games g join providers pr on pr.id = g.provider_id
      where ${typeof idOrSlug === 'number' ? 'g.id = $1' : 'g.slug = $1'}`,
    [idOrSlug],
  );
}

export function popularSlots(q: Queryable, limit: number) {
  return q.query<GameRow>(
    `select ${GAME_COLUMNS}, false as is_favorite, null::timestamptz as last_played_at
       from games g join providers pr on pr.id = g.provider_id and pr.is_enabled
      where g.type = 'slot' and g.is_active
      order by g.launch_count desc, g.is_hot desc, g.sort limit $1`,
    [limit],
  );
}

/** What real play needs: the player's status and their cash plus bonus. */
export function findPlayerFunds(q: Queryable, playerId: number) {
  return maybeOne<{ total: bigint; status: string; kyc_verified: boolean; kyc_before_play: boolean }>(
    q,
    `select coalesce(sum(a.balance), 0)::int8 as total, p.status, p.kyc_verified, s.kyc_before_play
       from players p join sites s on s.id = p.site_id
       left join accounts a on a.player_id = p.id and a.kind in ('cash', 'bonus')
      where p.id = $1 group by p.status, p.kyc_verified, s.kyc_before_play`,
    [playerId],
  );
}

export async function insertGameSession(
  q: Queryable,
  s: { id: string; playerId: number | null; gameId: number; mode: 'real' | 'demo'; demoBalance: bigint | null; hours: number },
): Promise<void> {
  await q.query(
    `insert into game_sessions (id, player_id, game_id, mode, demo_balance, expires_at)
       values ($1, $2, $3, $4, $5, now() + make_interval(hours => $6))`,
    [s.id, s.playerId, s.gameId, s.mode, s.demoBalance, s.hours],
  );
}

export async function countLaunch(q: Queryable, gameId: number): Promise<void> {
  await q.query(`update games set launch_count = launch_count + 1 where id = $1`, [gameId]);
}

/** Removes a favourite; false when the game was not one. */
export async function deleteFavorite(q: Queryable, playerId: number, gameId: number): Promise<boolean> {
  const removed = await q.query(`delete from favorites where player_id = $1 and game_id = $2 returning game_id`, [playerId, gameId]);
  return removed.length > 0;
}

export async function insertFavorite(q: Queryable, playerId: number, gameId: number): Promise<void> {
  await q.query(`insert into favorites (player_id, game_id) values ($1, $2) on conflict do nothing`, [playerId, gameId]);
}

/** Brings one in-house catalogue entry's row in line with the code, keeping its id and counters. */
export async function upsertHouseGame(
  q: Queryable,
  e: {
    slug: string;
    name: string;
    type: string;
    mechanic: string;
    description: string;
    rtp: number;
    volatility: string;
    image: string;
    hasDemo: boolean;
    isNew: boolean;
    isHot: boolean;
    isFeatured: boolean;
    minBet: number;
    maxBet: number;
    sort: number;
  },
): Promise<void> {
  await q.query(
    `insert into games (slug, provider_id, name, type, mechanic, description, rtp, volatility, image, has_demo,
                            is_new, is_hot, is_featured, min_bet, max_bet, sort)
         values ($1, 'house', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         on conflict (slug) do update set name = excluded.name, type = excluded.type, mechanic = excluded.mechanic,
           description = excluded.description, rtp = excluded.rtp, volatility = excluded.volatility, image = excluded.image,
           has_demo = excluded.has_demo, min_bet = excluded.min_bet, max_bet = excluded.max_bet`,
    [
      e.slug, e.name, e.type, e.mechanic, e.description, e.rtp, e.volatility, e.image,
      e.hasDemo, e.isNew, e.isHot, e.isFeatured, e.minBet, e.maxBet, e.sort,
    ],
  );
}

/** Ends the player's open game sessions (logout, password change): no new bet; wins of rounds under way still settle. */
export async function expirePlayerGameSessions(q: Queryable, playerId: number) {
  await q.query(`update game_sessions set expires_at = now() where player_id = $1 and expires_at > now()`, [playerId]);
}
