import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageIdRequest,
  messageMessages,
  messagesQuery,
  messagesReply,
  newMessageRequest,
  sendMessageReply,
} from '@app/shared/api/account.ts';
import { errorReplies, messageReply } from '@app/shared/api/common.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { requirePlayer } from '../../plugins/session.ts';
import * as service from './messages.service.ts';

/**
 * The inbox. Replies always use `subject` and `body` (the spec saw both `title/content` and
 * `subject/body`; the server gives one shape, documented in the OpenAPI document).
 */
export function messagesRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/messages.php',
      { schema: { tags: ['messages'], querystring: messagesQuery, response: { 200: messagesReply, ...errorReplies } } },
      async (request) => service.inbox(db, requirePlayer(request).id, request.query.page),
    );

    app.post('/messages.php', { schema: { tags: ['messages'], body: messageIdRequest, response: { 200: messageReply, ...errorReplies } } }, async (request) => {
      await service.markRead(db, requirePlayer(request).id, request.body.message_id);
      return { success: true, message: messageMessages.marked };
    });

    app.delete('/messages.php', { schema: { tags: ['messages'], body: messageIdRequest, response: { 200: messageReply, ...errorReplies } } }, async (request) => {
      await service.remove(db, requirePlayer(request).id, request.body.message_id);
      return { success: true, message: messageMessages.deleted };
    });

    app.put('/messages.php', { schema: { tags: ['messages'], body: newMessageRequest, response: { 201: sendMessageReply, ...errorReplies } } }, async (request, reply) => {
      const player = requirePlayer(request);
      // The AJAX marker: browsers never send it cross-site without a CORS preflight we do not allow.
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw badRequest(messageMessages.ajaxOnly);
      const m = await service.send(db, player.id, request.body.subject, request.body.body);
      reply.code(201);
      return { success: true, message: messageMessages.sent, id: Number(m.id) };
    });
  };
}
