import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, messageReply } from '@app/shared/api/common.ts';
import {
  authMessages,
  loginReply,
  loginRequest,
  registerReply,
  registerRequest,
  sessionReply,
} from '@app/shared/api/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { clearSessionCookie, endSession, startSession } from '../../plugins/session.ts';
import * as service from './auth.service.ts';

export function authRoutes(db: Db, config: Config, limiters: service.LoginLimiters): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/login.php',
      { schema: { tags: ['auth'], body: loginRequest, response: { 200: loginReply, ...errorReplies } } },
      async (request, reply) => {
        const ctx = { siteId: request.site.id, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
        const { playerId, restriction } = await service.login(db, limiters, config.totpKey, request.body, ctx);
        // A new session id on every login; an old session in this browser ends.
        if (request.player) await endSession(db, request.player.sessionId);
        await startSession(db, reply, config, { playerId, remember: request.body.remember, ...ctx });
        const user = await service.getSessionUser(db, playerId);
        // during a time-out or self-exclusion: logged in, told until when and what is left (withdrawals)
        if (restriction) return { success: true as const, message: restriction, user: user!, restricted: true as const };
        return { success: true as const, message: 'Giriş başarılı', user: user! };
      },
    );

    app.post(
      '/register.php',
      { schema: { tags: ['auth'], body: registerRequest, response: { 201: registerReply, ...errorReplies } } },
      async (request, reply) => {
        const ctx = { siteId: request.site.id, minAge: request.site.min_age, ip: request.ip, userAgent: '' };
        await service.register(db, limiters, request.body, ctx);
        reply.code(201);
        return { success: true as const, message: authMessages.registered };
      },
    );

    app.get('/user_session.php', { schema: { tags: ['auth'], response: { 200: sessionReply, ...errorReplies } } }, async (request) => {
      const user = request.player ? await service.getSessionUser(db, request.player.id) : null;
      return { success: true as const, logged_in: user !== null, user };
    });

    app.post('/logout.php', { schema: { tags: ['auth'], response: { 200: messageReply, ...errorReplies } } }, async (request, reply) => {
      if (request.player) await service.logout(db, request.player);
      clearSessionCookie(reply, config);
      return { success: true, message: authMessages.loggedOut };
    });
  };
}
