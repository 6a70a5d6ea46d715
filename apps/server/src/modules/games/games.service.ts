import { kurusToLira } from '@app/shared/money.ts';
import type { Db } from '../../db/client.ts';
import { maybeOne } from '../../db/client.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as q from './games.queries.ts';

export const DEMO_BALANCE_KURUS = 100_000n; // 1.000 ₺ of play money, never in the ledger
export const SESSION_HOURS = 4;

export const gameMessages = {
  loginRequired: 'Gerçek parayla oynamak için giriş yapmalısınız',
  noBalance: 'Oynamak için bakiyeniz yok. Lütfen para yatırın.',
  noDemo: 'Bu oyunun demo sürümü yok',
  notFound: 'Oyun bulunamadı',
  blocked: 'Hesabınız askıya alınmıştır. Lütfen müşteri hizmetleri ile iletişime geçin.',
} as const;

/** A lobby tile as the slots page reads it (flags as 1/0, as the spec's client expects). */
export function presentGame(g: q.GameRow) {
  return {
    id: g.id,
    slug: g.slug,
    name: g.name,
    provider_name: g.provider_name,
    provider_id: g.provider_id,
    type: g.type,
    mechanic: g.mechanic,
    description: g.description,
    image: g.image,
    image_url: g.image,
    rtp: Number(g.rtp),
    volatility: g.volatility,
    launch_count: Number(g.launch_count),
    is_featured: g.is_featured ? 1 : 0,
    is_new: g.is_new ? 1 : 0,
    is_hot: g.is_hot ? 1 : 0,
    has_demo: g.has_demo ? 1 : 0,
    is_favorite: g.is_favorite,
    last_played_at: g.last_played_at ? g.last_played_at.toISOString() : null,
    min_bet: kurusToLira(g.min_bet),
    max_bet: kurusToLira(g.max_bet),
    created_at: g.created_at.toISOString(),
    label: g.type === 'table' ? 'RNG Masa Oyunu' : null,
  };
}

/**
 * Opens a game session and returns the URL the lobby's frame loads. Real play needs a logged-in
 * player with something to bet; demo play needs a game with a demo and touches no ledger.
 */
export async function launch(db: Db, playerId: number | null, gameId: number, mode: 'real' | 'demo') {
  const game = await q.findGame(db, gameId);
  if (!game || !game.is_active) throw notFound(gameMessages.notFound);
  if (mode === 'demo' && !game.has_demo) throw new AppError(400, gameMessages.noDemo);
  if (mode === 'real') {
    if (playerId === null) throw new AppError(401, gameMessages.loginRequired);
    const row = await maybeOne<{ total: bigint; status: string }>(
      db,
      `select coalesce(sum(a.balance), 0)::int8 as total, p.status from players p
         left join accounts a on a.player_id = p.id and a.kind in ('cash', 'bonus') where p.id = $1 group by p.status`,
      [playerId],
    );
    if (row?.status !== 'active') throw new AppError(403, gameMessages.blocked);
    if (!row || row.total <= 0n) throw new AppError(400, gameMessages.noBalance);
  }
  const token = randomToken();
  await db.tx(async (tx) => {
    await tx.query(
      `insert into game_sessions (id, player_id, game_id, mode, demo_balance, expires_at)
       values ($1, $2, $3, $4, $5, now() + make_interval(hours => $6))`,
      [sha256Hex(token), mode === 'real' ? playerId : null, game.id, mode, mode === 'demo' ? DEMO_BALANCE_KURUS : null, SESSION_HOURS],
    );
    await tx.query(`update games set launch_count = launch_count + 1 where id = $1`, [game.id]);
  });
  return { launch_url: `/play/${game.slug}?token=${encodeURIComponent(token)}&mode=${mode}`, token, game: presentGame(game) };
}

export async function toggleFavorite(db: Db, playerId: number, gameId: number): Promise<boolean> {
  const game = await q.findGame(db, gameId);
  if (!game) throw notFound(gameMessages.notFound);
  const removed = await db.query(`delete from favorites where player_id = $1 and game_id = $2 returning game_id`, [playerId, gameId]);
  if (removed.length) return false;
  await db.query(`insert into favorites (player_id, game_id) values ($1, $2) on conflict do nothing`, [playerId, gameId]);
  return true;
}

/**
 * The in-house provider's titles come from its code (packages/games): every start brings the
 * catalogue rows in line with the maths (declared RTP, bets), keeping each game's id and counters.
 */
export async function syncHouseCatalogue(db: Db): Promise<void> {
  const { CATALOGUE } = await import('@app/games/catalogue.ts');
  await db.tx(async (tx) => {
    for (const [i, e] of CATALOGUE.entries()) {
      await tx.query(
        `insert into games (slug, provider_id, name, type, mechanic, description, rtp, volatility, image, has_demo,
                            is_new, is_hot, is_featured, min_bet, max_bet, sort)
         values ($1, 'house', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         on conflict (slug) do update set name = excluded.name, type = excluded.type, mechanic = excluded.mechanic,
           description = excluded.description, rtp = excluded.rtp, volatility = excluded.volatility, image = excluded.image,
           has_demo = excluded.has_demo, min_bet = excluded.min_bet, max_bet = excluded.max_bet`,
        [
          e.id, e.name, e.type, e.mechanic, e.description, e.rtp, e.volatility, `/media/games/${e.thumbnail.replace(/^art\//, '')}`,
          e.has_demo, e.is_new, e.is_hot, e.is_featured, e.min_bet, e.max_bet, i,
        ],
      );
    }
  });
}
