import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { affiliateRequest, callRequest, callRequestsReply, contactMessages } from '@app/shared/api/contact.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { conflict, uniqueViolation } from '../../lib/errors.ts';
import { consumeOrThrow, createLimiter } from '../../lib/rate-limit.ts';
import { rateLimitKey } from '../../lib/net.ts';
import { visitorId } from '../../plugins/session.ts';
import * as q from './contact.queries.ts';

export function contactRoutes(db: Db, config: Config, redis: Redis | undefined): FastifyPluginAsyncZod {
  const callsByOwner = createLimiter(redis, { keyPrefix: 'call_owner', points: 5, durationSeconds: 3600 });
  const callsByIp = createLimiter(redis, { keyPrefix: 'call_ip', points: 20, durationSeconds: 3600 });
  const affiliateByIp = createLimiter(redis, { keyPrefix: 'affiliate_ip', points: 5, durationSeconds: 3600 });

  return async (app) => {
    app.post('/request-call.php', { schema: { tags: ['contact'], body: callRequest } }, async (request, reply) => {
      const playerId = request.player?.id ?? null;
      const visitor = playerId ? null : visitorId(request, reply, config, true);
      await consumeOrThrow(callsByIp, rateLimitKey(request.ip), contactMessages.callTooMany);
      await consumeOrThrow(callsByOwner, playerId ? `p${playerId}` : `v${visitor}`, contactMessages.callTooMany);
      await q.insertCallRequest(db, {
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
      { schema: { tags: ['contact'], response: { 200: callRequestsReply } } },
      async (request, reply) => {
        const playerId = request.player?.id ?? null;
        const visitor = playerId ? null : visitorId(request, reply, config, false);
        if (!playerId && !visitor) return { success: true as const, requests: [] };
        const rows = await q.listCallRequests(db, { siteId: request.site.id, playerId, visitorId: visitor });
        return {
          success: true as const,
          requests: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
        };
      },
    );

    app.post('/affiliate-apply.php', { schema: { tags: ['contact'], body: affiliateRequest } }, async (request, reply) => {
      await consumeOrThrow(affiliateByIp, rateLimitKey(request.ip), contactMessages.callTooMany);
      const b = request.body;
      // The spec's client sends the password it compared in `username`: never store it as a name.
      const password = b.password ?? (b.username && b.username !== b.email ? b.username : undefined);
      const username = b.password !== undefined && b.username !== b.password ? b.username : b.email;
      try {
        await q.insertAffiliateApplication(db, {
          siteId: request.site.id,
          name: b.name,
          email: b.email,
          username,
          passwordHash: password ? await hashPassword(password) : null,
          phone: b.phone,
          website: b.website,
          message: b.message,
          ip: request.ip,
        });
      } catch (err) {
        if (uniqueViolation(err) !== null) throw conflict(contactMessages.affiliateDuplicate);
        throw err;
      }
      reply.code(201);
      return { success: true, message: contactMessages.affiliateReceived };
    });
  };
}
