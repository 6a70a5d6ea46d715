import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { errorReplies, messageReply } from '@app/shared/api/common.ts';
import { affiliateRequest, callRequest, callRequestsReply, contactMessages } from '@app/shared/api/contact.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { consumeOrThrow, createLimiter } from '../../lib/rate-limit.ts';
import { rateLimitKey } from '../../lib/net.ts';
import { visitorId } from '../../plugins/session.ts';
import * as service from './contact.service.ts';

export function contactRoutes(db: Db, config: Config, redis: Redis | undefined): FastifyPluginAsyncZod {
  const callsByOwner = createLimiter(redis, { keyPrefix: 'call_owner', points: 5, durationSeconds: 3600 });
  const callsByIp = createLimiter(redis, { keyPrefix: 'call_ip', points: 20, durationSeconds: 3600 });
  const affiliateByIp = createLimiter(redis, { keyPrefix: 'affiliate_ip', points: 5, durationSeconds: 3600 });

  return async (app) => {
    app.post('/request-call.php', { schema: { tags: ['contact'], body: callRequest, response: { 201: messageReply, ...errorReplies } } }, async (request, reply) => {
      const playerId = request.player?.id ?? null;
      const visitor = playerId ? null : visitorId(request, reply, config, true);
      await consumeOrThrow(callsByIp, rateLimitKey(request.ip), contactMessages.callTooMany);
      await consumeOrThrow(callsByOwner, playerId ? `p${playerId}` : `v${visitor}`, contactMessages.callTooMany);
      await service.requestCall(db, {
        siteId: request.site.id,
        playerId,
        visitorId: visitor,
        ...request.body,
        ip: request.ip,
      });
      reply.code(201);
      return { success: true, message: contactMessages.callReceived };
    });

    app.get(
      '/request-call.php',
      { schema: { tags: ['contact'], response: { 200: callRequestsReply, ...errorReplies } } },
      async (request, reply) => {
        const playerId = request.player?.id ?? null;
        const visitor = playerId ? null : visitorId(request, reply, config, false);
        if (!playerId && !visitor) return { success: true as const, requests: [] };
        return {
          success: true as const,
          requests: await service.listCalls(db, { siteId: request.site.id, playerId, visitorId: visitor }),
        };
      },
    );

    app.post('/affiliate-apply.php', { schema: { tags: ['contact'], body: affiliateRequest, response: { 201: messageReply, ...errorReplies } } }, async (request, reply) => {
      await consumeOrThrow(affiliateByIp, rateLimitKey(request.ip), contactMessages.callTooMany);
      await service.applyAsAffiliate(db, request.site.id, request.body, request.ip);
      reply.code(201);
      return { success: true, message: contactMessages.affiliateReceived };
    });
  };
}
