import { sitesMessages } from '@app/shared/api/site.ts';
import { kurusToLira } from '@app/shared/money.ts';
import type { LobbyGame } from '@app/shared/api/games.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as q from './games.queries.ts';
import { gamingAllowed, limitGameSession, refuseIfExcluded } from '../responsible/responsible.service.ts';

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
export function presentGame(g: q.GameRow): LobbyGame {
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
    const row = await q.findPlayerFunds(db, playerId);
    if (row?.status !== 'active') throw new AppError(403, gameMessages.blocked);
    // Site rules: a site may need a verified KYC before any real-money play.
    if (row.kyc_before_play && !row.kyc_verified) throw new AppError(403, sitesMessages.kycBeforePlay);
    if (!row || row.total <= 0n) throw new AppError(400, gameMessages.noBalance);
  }
  const token = randomToken();
  await inTransaction(db, async (tx) => {
    // responsible gaming: no real-money game during an exclusion or past the session time limit, read
    // under the player's lock so that a session limit set meanwhile caps this game session too
    const playUntil = mode === 'real' && playerId !== null ? await gamingAllowed(tx, playerId) : null;
    // nor free play for a signed-in player in a time-out or self-exclusion (a visitor's demo stays open)
    if (mode === 'demo' && playerId !== null) await refuseIfExcluded(tx, playerId);
    await q.insertGameSession(tx, {
      id: sha256Hex(token),
      playerId: mode === 'real' ? playerId : null,
      gameId: game.id,
      mode,
      demoBalance: mode === 'demo' ? DEMO_BALANCE_KURUS : null,
      hours: SESSION_HOURS,
    });
    if (playUntil) await limitGameSession(tx, sha256Hex(token), playUntil);
    await q.countLaunch(tx, game.id);
  });
  return { launch_url: `/play/${game.slug}?token=${encodeURIComponent(token)}&mode=${mode}`, token, game: presentGame(game) };
}

/** A game's id from its slug (null when the catalogue has no such game). */
export async function gameIdOf(db: Db, slug: string): Promise<number | null> {
  return (await q.findGame(db, slug))?.id ?? null;
}

export async function toggleFavorite(db: Db, playerId: number, gameId: number): Promise<boolean> {
  const game = await q.findGame(db, gameId);
  if (!game) throw notFound(gameMessages.notFound);
  if (await q.deleteFavorite(db, playerId, gameId)) return false;
  await q.insertFavorite(db, playerId, gameId);
  return true;
}

/**
 * The in-house provider's titles come from its code (packages/games): every start brings the
 * catalogue rows in line with the maths (declared RTP, bets), keeping each game's id and counters.
 */
export async function syncHouseCatalogue(db: Db): Promise<void> {
  const { CATALOGUE } = await import('@app/games/catalogue.ts');
  await inTransaction(db, async (tx) => {
    for (const [i, e] of CATALOGUE.entries()) {
      await q.upsertHouseGame(tx, {
        slug: e.id,
        name: e.name,
        type: e.type,
        mechanic: e.mechanic,
        description: e.description,
        rtp: e.rtp,
        volatility: e.volatility,
        image: `/media/games/${e.thumbnail.replace(/^art\//, '')}`,
        hasDemo: e.has_demo,
        isNew: e.is_new,
        isHot: e.is_hot,
        isFeatured: e.is_featured,
        minBet: e.min_bet,
        maxBet: e.max_bet,
        sort: i,
      });
    }
    // The crash title (modules/crash plays it), after the slots and tables.
    const { ZEPLIN_GAME: z } = await import('@app/games/crash/info.ts');
    await q.upsertHouseGame(tx, {
      slug: z.id,
      name: z.name,
      type: z.type,
      mechanic: z.mechanic,
      description: z.description,
      rtp: z.rtp,
      volatility: z.volatility,
      image: `/media/games/${z.thumbnail.replace(/^art\//, '')}`,
      hasDemo: false,
      isNew: true,
      isHot: false,
      isFeatured: false,
      minBet: z.min_bet,
      maxBet: z.max_bet,
      sort: CATALOGUE.length,
    });
  });
}

/** The lobby of one kind of game, with the session player's favourites and last plays. */
export async function listGames(db: Db, type: 'slot' | 'table', playerId: number | null) {
  return (await q.listGames(db, type, playerId)).map(presentGame);
}

/** The most launched slots, for the home page. */
export function popularSlots(db: Db, limit: number) {
  return q.popularSlots(db, limit);
}

/** Ends the player's open game sessions (logout, password change): no new bet; rounds under way still settle. */
export function endPlayerGameSessions(tx: Queryable, playerId: number): Promise<void> {
  return q.expirePlayerGameSessions(tx, playerId);
}
