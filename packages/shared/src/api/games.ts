import { z } from 'zod';
import { errorReply, gridQuery } from './common.ts';

/** A game of the lobby (games/list.php, livecasino.php, launch.php); flags are 1 or 0 as the spec's client reads them. */
export const lobbyGame = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  provider_name: z.string(),
  provider_id: z.string(),
  type: z.enum(['slot', 'table', 'crash']),
  mechanic: z.string(),
  description: z.string(),
  image: z.string(),
  image_url: z.string(),
  rtp: z.number(),
  volatility: z.string(),
  launch_count: z.number(),
  is_featured: z.union([z.literal(0), z.literal(1)]),
  is_new: z.union([z.literal(0), z.literal(1)]),
  is_hot: z.union([z.literal(0), z.literal(1)]),
  has_demo: z.union([z.literal(0), z.literal(1)]),
  /** The logged-in player's favourite; false for visitors. */
  is_favorite: z.boolean(),
  /** The logged-in player's own last round of this game, ISO time. */
  last_played_at: z.string().nullable(),
  min_bet: z.number(),
  max_bet: z.number(),
  created_at: z.string(),
  /** 'RNG Masa Oyunu' for the in-house tables: they are not live-dealer games. */
  label: z.string().nullable(),
});
export type LobbyGame = z.infer<typeof lobbyGame>;

/** The games calls answer `{ status: 'success' | 'error', ... }`, as the spec's client reads them. */
export const gamesErrorReply = z.object({
  status: z.literal('error'),
  success: z.literal(false),
  message: z.string(),
});
export type GamesErrorReply = z.infer<typeof gamesErrorReply>;
/** A refusal inside the call is a games error; one before it (invalid input, CSRF) the site's error reply. */
export const gamesErrorReplies = { '4xx': z.union([gamesErrorReply, errorReply]) } as const;

/** POST games/list.php {type: 'slot' | 'table'}. */
export const gamesListReply = z.object({
  status: z.literal('success'),
  data: z.array(lobbyGame),
  message: z.string(),
});
export type GamesListReply = z.infer<typeof gamesListReply>;

/** POST games/launch.php {game_id, mode}: the URL of the game client with its session token. */
export const launchReply = z.object({
  status: z.literal('success'),
  data: z.object({ launch_url: z.string(), game: lobbyGame }),
  message: z.string(),
});
export type LaunchReply = z.infer<typeof launchReply>;

/** POST games/toggle-favorite.php {game_id}: the game's new state. */
export const toggleFavoriteReply = z.object({ status: z.literal('success'), is_favorite: z.boolean() });
export type ToggleFavoriteReply = z.infer<typeof toggleFavoriteReply>;

/** GET livecasino.php: the table games. */
export const liveCasinoReply = z.object({ success: z.literal(true), games: z.array(lobbyGame) });
export type LiveCasinoReply = z.infer<typeof liveCasinoReply>;

/**
 * A game's own data (a slot's definition, a round's input and outcome, a blackjack hand's view):
 * its shape is the game's, typed in packages/games (the web imports those types); the contract
 * passes it through unchanged and describes it as an object.
 */
const gameData = z
  .unknown()
  .meta({ type: 'object', description: 'Oyunun kendi verisi (packages/games türleri)' });

/** The seeds of the next round: the server seed only as its hash until it is rotated. */
export const publicSeeds = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number(),
  next_server_seed_hash: z.string().nullable(),
});

/** GET house/game?slug=: the catalogue entry and its definition (slots: symbols, lines, pays; tables: rules). */
export const houseGameReply = z.object({ success: z.literal(true), game: gameData });

/** GET house/state?token=: the game client's start (balance, seeds, an unfinished hand, the last rounds). */
/**
 * A free-spins bonus on the session's slot: the spins left and their fixed stake (kuruş); null
 * when there is none. Optional: a game server without bonuses does not send it.
 */
export const houseFreeSpins = z.object({ left: z.number(), stake: z.number() }).nullable().optional();

export const houseStateReply = z.object({
  success: z.literal(true),
  mode: z.enum(['real', 'demo']),
  game: z.object({ slug: z.string(), name: z.string(), type: z.enum(['slot', 'table', 'crash']) }),
  /** Kuruş. */
  balance: z.number(),
  seeds: publicSeeds,
  /** Rounds a closed page left unfinished, completed (or refunded) before this reply. */
  resumed_rounds: z.number(),
  free_spins: houseFreeSpins,
  active_hand: z.object({ round_id: z.string(), view: gameData }).nullable(),
  history: z.array(
    z.object({
      round_id: z.string(),
      nonce: z.number(),
      total_bet: z.number(),
      total_win: z.number(),
      status: z.enum(['settled', 'in_progress', 'refunded', 'void', 'placing']),
      created_at: z.string(),
      server_seed_hash: z.string(),
      client_seed: z.string(),
      input: gameData,
      outcome: gameData,
    }),
  ),
});

/** POST house/play: one whole round (slots, roulette, baccarat); amounts in kuruş. */
export const housePlayReply = z.object({
  success: z.literal(true),
  round_id: z.string(),
  nonce: z.number(),
  outcome: gameData,
  total_bet: z.number(),
  total_win: z.number(),
  balance: z.number(),
  seeds: publicSeeds,
  /** The round was one of a free-spins bonus: played at its stake, no cash bet. */
  free_round: z.boolean().optional(),
  /** The free spins left after this round (slots). */
  free_spins: houseFreeSpins,
});

/** POST house/blackjack: the hand after deal / hit / stand / double; a deal also answers the next seeds. */
export const houseBlackjackReply = z.object({
  success: z.literal(true),
  round_id: z.string(),
  nonce: z.number(),
  view: gameData,
  balance: z.number(),
  seeds: publicSeeds.optional(),
});

/** POST house/seeds: the revealed pair (to verify its rounds) and the new one. */
export const houseSeedsReply = z.object({
  success: z.literal(true),
  revealed: z.object({
    server_seed: z.string(),
    server_seed_hash: z.string(),
    client_seed: z.string(),
    rounds_played: z.number(),
  }),
  seeds: publicSeeds,
});

/** POST fair/verify: a past round's seeds and input (amounts in kuruş), to replay it. */
export const fairVerifyRequest = z.object({
  game: z.string().min(1).max(60),
  server_seed: z.string().regex(/^[0-9a-f]{64}$/i, 'Sunucu tohumu 64 karakterlik onaltılık bir değer olmalı'),
  client_seed: z.string().min(1).max(64),
  nonce: z.number().int().min(0),
  server_seed_hash: z.string().optional(),
  bet: z
    .number({ error: 'Geçersiz bahis tutarı' })
    .int('Geçersiz bahis tutarı')
    .positive('Geçersiz bahis tutarı')
    .optional(),
  bets: z.unknown().optional(),
  actions: z
    .array(z.enum(['hit', 'stand', 'double']))
    .max(20)
    .optional(),
});

/** POST fair/verify: the round replayed from its seeds (packages/games VerifyResult). */
export const fairVerifyReply = z.object({ success: z.literal(true), result: gameData });
export type FairVerifyReply = z.infer<typeof fairVerifyReply>;
export type HouseGameReply = z.infer<typeof houseGameReply>;

// ---------------------------------------------------------------- staff: the game catalogue

export const GAME_SORTS = ['sort', 'id', 'name', 'provider', 'type', 'launch_count', 'created_at'] as const;

export const gameMessages = {
  notFound: 'Oyun bulunamadı',
  sort: 'Sıra 0 ile 100000 arasında bir tam sayı olmalıdır',
  nothing: 'Değiştirilecek bir alan gönderin',
} as const;

const flagQuery = z.enum(['true', 'false'], { error: 'Geçersiz değer' }).optional().transform((v) => (v === undefined ? undefined : v === 'true'));

export const staffGamesQuery = gridQuery(GAME_SORTS).extend({
  q: z.string().trim().max(100, 'Arama en fazla 100 karakter olabilir').optional().default(''),
  provider: z.string().trim().max(40).optional(),
  type: z.enum(['slot', 'table', 'crash'], { error: 'Geçersiz oyun türü' }).optional(),
  featured: flagQuery,
  new: flagQuery,
  hot: flagQuery,
  active: flagQuery,
  dir: z.enum(['asc', 'desc'], { error: 'Sıralama yönü asc ya da desc olmalı' }).optional().default('asc'),
});

export const staffGame = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  provider_id: z.string(),
  provider_name: z.string(),
  type: z.enum(['slot', 'table', 'crash']),
  is_featured: z.boolean(),
  is_new: z.boolean(),
  is_hot: z.boolean(),
  is_active: z.boolean(),
  sort: z.number(),
  launch_count: z.number(),
});

export type StaffGame = z.infer<typeof staffGame>;

export const staffGamesReply = z.object({ success: z.literal(true), rows: z.array(staffGame), total: z.number() });

export const staffGameReply = z.object({ success: z.literal(true), game: staffGame });

/** PUT games/:id: the flags, active and the order; each optional. */
export const staffGameRequest = z
  .object({
    is_featured: z.boolean({ error: 'Geçersiz değer' }).optional(),
    is_new: z.boolean({ error: 'Geçersiz değer' }).optional(),
    is_hot: z.boolean({ error: 'Geçersiz değer' }).optional(),
    is_active: z.boolean({ error: 'Geçersiz değer' }).optional(),
    sort: z.number({ error: gameMessages.sort }).int(gameMessages.sort).min(0, gameMessages.sort).max(100_000, gameMessages.sort).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), gameMessages.nothing);
