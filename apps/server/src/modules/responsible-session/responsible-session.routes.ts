import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '@app/shared/api/common.ts';
import { realitySessionReply, realitySessionRequest } from '@app/shared/api/responsible-session.ts';
import type { Db } from '../../db/client.ts';
import { requirePlayer } from '../../plugins/session.ts';
import * as service from './responsible-session.service.ts';

/**
 * The game client's reality check reads the session's figures here. POST, like every call of the
 * game client that names its game session: the launch token travels in the body, never in a URL
 * that logs and proxies keep.
 */
export function responsibleSessionRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/responsible-gaming/session.php',
      { schema: { tags: ['account'], body: realitySessionRequest, response: { 200: realitySessionReply, ...errorReplies } } },
      async (request) => service.realitySession(db, requirePlayer(request).id, request.body.token),
    );
  };
}
