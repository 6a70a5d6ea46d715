import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorReplies, rowId } from '@app/shared/api/common.ts';
import {
  gamesErrorReplies,
  gamesListReply,
  launchReply,
  liveCasinoReply,
  toggleFavoriteReply,
} from '@app/shared/api/games.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requirePlayer } from '../../plugins/session.ts';
import * as service from './games.service.ts';

const gameIdField = rowId('Geçersiz oyun');

/** The games calls answer `{ status: 'success' | 'error', ... }`, as the spec's client reads them. */
async function statusReply<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return { status: 'success' as const, ...(await work()) };
  } catch (err) {
    if (err instanceof AppError) {
      reply.code(err.statusCode);
      return { status: 'error' as const, success: false as const, message: err.message };
    }
    throw err;
  }
}

export function gamesRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/list.php',
      { schema: { tags: ['games'], body: z.object({ type: z.enum(['slot', 'table'], { error: 'Geçersiz oyun türü' }).optional().default('slot') }).nullish(), response: { 200: gamesListReply, ...errorReplies } } },
      async (request) => {
        const games = await service.listGames(db, request.body?.type ?? 'slot', request.player?.id ?? null);
        return { status: 'success' as const, data: games, message: '' };
      },
    );

    app.post(
      '/games/launch.php',
      { schema: { tags: ['games'], body: z.object({ game_id: gameIdField, mode: z.enum(['real', 'demo'], { error: 'Geçersiz oyun modu' }).optional().default('real') }), response: { 200: launchReply, ...gamesErrorReplies } } },
      async (request, reply) =>
        statusReply(reply, async () => {
          const r = await service.launch(db, request.player?.id ?? null, request.body.game_id, request.body.mode);
          return { data: { launch_url: r.launch_url, game: r.game }, message: '' };
        }),
    );

    app.post(
      '/games/toggle-favorite.php',
      { schema: { tags: ['games'], body: z.object({ game_id: gameIdField }), response: { 200: toggleFavoriteReply, ...gamesErrorReplies } } },
      async (request, reply) =>
        statusReply(reply, async () => ({ is_favorite: await service.toggleFavorite(db, requirePlayer(request).id, request.body.game_id) })),
    );

    app.get('/livecasino.php', { schema: { tags: ['games'], response: { 200: liveCasinoReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      games: await service.listGames(db, 'table', request.player?.id ?? null),
    }));
  };
}
