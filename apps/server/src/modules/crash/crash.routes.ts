import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '@app/shared/api/common.ts';
import {
  crashBetReply,
  crashBetRequest,
  crashCashoutReply,
  crashFairnessReply,
  crashMessages,
  crashRoundReply,
  crashSessionReply,
  crashStateReply,
} from '@app/shared/api/crash.ts';
import { documentOnlySerializerCompiler } from '../../plugins/serializers.ts';
import { requirePlayer } from '../../plugins/session.ts';
import type { CrashGame } from './crash.service.ts';

/**
 * Zeplin's API (DOMAIN.md "Crash game 'Zeplin'"): the state (visitors too), a bet and a cash-out
 * (the session's player, CSRF-checked like every POST of the site), a crashed round, the fairness
 * commitment. The push channel carries the same state (the leader publishes it: crash.service.ts).
 */
export function crashRoutes(game: CrashGame, { isProduction }: { isProduction: boolean }): FastifyPluginAsyncZod {
  // The state (every bet of the round: 2,000 of them in a busy round) is read by every tab whose push
  // channel is down, about once a second: in production it is written with JSON.stringify, not
  // encoded by its schema, as the wallet API's replies are (plugins/serializers.ts). Its handler's
  // return is typed by the schema, and development and tests still check each reply against it.
  const plain = isProduction ? { serializerCompiler: documentOnlySerializerCompiler } : {};
  return async (app) => {
    app.get('/crash/state', { ...plain, schema: { tags: ['crash'], response: { 200: crashStateReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      ...(await game.state(request.site.id, request.player?.id ?? null)),
    }));

    app.post('/crash/session', { schema: { tags: ['crash'], response: { 200: crashSessionReply, ...errorReplies } } }, async (request) => {
      await game.openFor(requirePlayer(request).id);
      return { success: true as const };
    });

    app.post('/crash/bet', { schema: { tags: ['crash'], body: crashBetRequest, response: { 200: crashBetReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      ...(await game.bet(request.site.id, requirePlayer(request).id, request.body)),
    }));

    app.post('/crash/cashout', { schema: { tags: ['crash'], response: { 200: crashCashoutReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      ...(await game.cashout(request.site.id, requirePlayer(request).id)),
    }));

    app.get(
      '/crash/rounds/:id',
      {
        ...plain,
        schema: {
          tags: ['crash'],
          params: z.object({ id: z.coerce.number({ error: crashMessages.roundNotFound }).int(crashMessages.roundNotFound).positive(crashMessages.roundNotFound) }),
          response: { 200: crashRoundReply, ...errorReplies },
        },
      },
      async (request) => ({ success: true as const, ...(await game.round(request.site.id, request.params.id)) }),
    );

    app.get('/crash/fairness', { schema: { tags: ['crash'], response: { 200: crashFairnessReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      ...(await game.fairness(request.site.id)),
    }));
  };
}
