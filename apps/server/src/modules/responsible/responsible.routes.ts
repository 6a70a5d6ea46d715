import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, messageReply } from '@app/shared/api/common.ts';
import { responsibleReply, responsibleRequest } from '@app/shared/api/responsible.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { clearSessionCookie, requirePlayer } from '../../plugins/session.ts';
import * as service from './responsible.service.ts';

/** The account area's 'Sorumlu Oyun' tab: GET the state, POST one action (JSON or form). */
export function responsibleRoutes(db: Db, config: Config, hooks: service.ResponsibleHooks): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/responsible-gaming.php',
      { schema: { tags: ['responsible'], response: { 200: responsibleReply, ...errorReplies } } },
      async (request) => service.state(db, requirePlayer(request).id),
    );

    app.post(
      '/responsible-gaming.php',
      { schema: { tags: ['responsible'], body: responsibleRequest, response: { 200: messageReply, ...errorReplies } } },
      async (request, reply) => {
        const player = requirePlayer(request);
        const body = request.body;
        let message: string;
        switch (body.action) {
          case 'set_limit':
            message = await service.setLimit(db, player, body.kind, body.period, body.amount);
            break;
          case 'reality_check':
            message = await service.setRealityCheck(db, player.id, body.minutes);
            break;
          case 'timeout':
            message = await service.startExclusion(db, hooks, player, 'timeout', { days: body.days });
            break;
          case 'self_exclude':
            message = await service.startExclusion(db, hooks, player, 'self_exclusion', body.permanent ? null : { months: body.months! });
            break;
          case 'request_exclusion_end':
            message = await service.requestExclusionEnd(db, player.id);
            break;
          case 'close_account':
            message = await service.closeAccount(db, hooks, player.id);
            clearSessionCookie(reply, config);
            break;
        }
        return { success: true as const, message };
      },
    );
  };
}
