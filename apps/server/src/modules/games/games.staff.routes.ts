import { z } from 'zod';
import { errorReplies, rowId } from '@app/shared/api/common.ts';
import { staffGameReply, staffGameRequest, staffGamesQuery, staffGamesReply } from '@app/shared/api/games.ts';
import { staffActor, type StaffRoutes } from '../../plugins/staff-routes.ts';
import * as staff from './games.staff.ts';

const gameParam = z.object({ id: rowId('Geçersiz oyun') });
const tags = ['staff'];

/** The game catalogue (games.manage): mounted by the back office's registry under /api/admin. */
export const gamesStaffRoutes: StaffRoutes = (app, { db }) => {
  app.get(
    '/games',
    { schema: { tags, querystring: staffGamesQuery, response: { 200: staffGamesReply, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await staff.listGames(db, request.query)) }),
  );
  app.put(
    '/games/:id',
    { schema: { tags, params: gameParam, body: staffGameRequest, response: { 200: staffGameReply, ...errorReplies } } },
    async (request) => ({ success: true as const, game: await staff.updateGame(db, staffActor(request), request.params.id, request.body) }),
  );
};
