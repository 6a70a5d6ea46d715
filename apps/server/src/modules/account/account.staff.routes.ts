import { z } from 'zod';
import { errorReplies, rowId, staffCsvReply } from '@app/shared/api/common.ts';
import {
  staffBlockRequest,
  staffPlayerReply,
  staffPlayersQuery,
  staffPlayersReply,
} from '@app/shared/api/account.ts';
import { csvReply } from '../../lib/csv.ts';
import { untypedReplies } from '../../plugins/serializers.ts';
import { staffActor, type StaffRoutes } from '../../plugins/staff-routes.ts';
import * as service from './account.staff.ts';
import { playerPageRoutes } from './player-page.routes.ts';

const idParam = z.object({ id: rowId('Geçersiz kayıt') });

/**
 * The staff's view of players: search (grid and CSV), a player's header, block and unblock, and the
 * player page's grids (player-page.routes.ts). Mounted by the back office's registry.
 */
export const accountStaffRoutes: StaffRoutes = (app, { db }) => {
  // Players: search, a player's page, block and unblock, a balance adjustment through the ledger.
  app.get('/players', { schema: { tags: ['staff'], querystring: staffPlayersQuery, response: { 200: staffPlayersReply, ...errorReplies } } }, async (request) => {
    const { rows, total } = await service.searchPlayers(db, request.query);
    return { success: true as const, players: rows, total };
  });

  app.get(
    '/players.csv',
    { schema: { tags: ['staff'], querystring: staffPlayersQuery, response: untypedReplies({ 200: staffCsvReply, ...errorReplies }) } },
    async (request, reply) => csvReply(reply, 'oyuncular', await service.playersCsv(db, request.query)),
  );

  app.get('/players/:id', { schema: { tags: ['staff'], params: idParam, response: { 200: staffPlayerReply, ...errorReplies } } }, async (request) => ({
    success: true as const,
    player: await service.findPlayer(db, request.params.id),
  }));

  for (const action of ['block', 'unblock'] as const) {
    app.post(
      `/players/:id/${action}`,
      { schema: { tags: ['staff'], params: idParam, body: staffBlockRequest, response: { 200: staffPlayerReply, ...errorReplies } } },
      async (request) => ({
        success: true as const,
        player: await service.blockPlayer(db, staffActor(request), request.params.id, action === 'block', request.body?.reason ?? ''),
      }),
    );
  }

  // The player page's grids (ledger, deposits, withdrawals, bonuses, rounds, logins, messages, KYC, notes).
  playerPageRoutes(app, db);
};
