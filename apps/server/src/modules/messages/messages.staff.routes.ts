import { z } from 'zod';
import { errorReplies, okReply, rowId, staffCsvReply } from '@app/shared/api/common.ts';
import {
  staffMessageSentReply,
  staffMessageThreadReply,
  staffMessageReplyRequest,
  staffMessagesQuery,
  staffMessagesReply,
} from '@app/shared/api/messages.ts';
import { staffPlayerMessageRequest } from '@app/shared/api/account.ts';
import { csvReply } from '../../lib/csv.ts';
import { untypedReplies } from '../../plugins/serializers.ts';
import { staffActor, type StaffRoutes } from '../../plugins/staff-routes.ts';
import * as messages from './messages.service.ts';
import * as supportQueues from './messages.staff.ts';

const idParam = z.object({ id: rowId('Geçersiz kayıt') });

/** Players' messages for support: the grid and CSV, a thread, reply, close, and a message to a player. Mounted by the back office's registry. */
export const messagesStaffRoutes: StaffRoutes = (app, { db }) => {
  // Players' messages: a grid (sort, status, search, total; CSV), a message's thread, reply and close.
  app.get('/messages', { schema: { tags: ['staff'], querystring: staffMessagesQuery, response: { 200: staffMessagesReply, ...errorReplies } } }, async (request) => {
    const { rows, total } = await supportQueues.listMessages(db, request.query);
    return { success: true as const, messages: rows, total };
  });

  app.get(
    '/messages.csv',
    { schema: { tags: ['staff'], querystring: staffMessagesQuery, response: untypedReplies({ 200: staffCsvReply, ...errorReplies }) } },
    async (request, reply) => csvReply(reply, 'mesajlar', await supportQueues.messagesCsv(db, request.query)),
  );

  app.get('/messages/:id', { schema: { tags: ['staff'], params: idParam, response: { 200: staffMessageThreadReply, ...errorReplies } } }, async (request) => ({
    success: true as const,
    ...(await messages.threadForStaff(db, request.params.id)),
  }));

  const messageBody = staffMessageReplyRequest;
  app.post('/messages/:id/reply', { schema: { tags: ['staff'], params: idParam, body: messageBody, response: { 200: staffMessageSentReply, ...errorReplies } } }, async (request) => {
    const m = await messages.staffReply(db, staffActor(request), request.params.id, request.body.body);
    return { success: true as const, message: { id: Number(m.id) } };
  });

  app.post('/messages/:id/close', { schema: { tags: ['staff'], params: idParam, response: { 200: okReply, ...errorReplies } } }, async (request) => {
    await messages.staffClose(db, staffActor(request), request.params.id);
    return { success: true as const };
  });

  app.post(
    '/players/:id/messages',
    {
      schema: {
        tags: ['staff'],
        params: idParam,
        body: staffPlayerMessageRequest,
        response: { 200: staffMessageSentReply, ...errorReplies },
      },
    },
    async (request) => {
      const m = await messages.staffSendToPlayer(db, staffActor(request), request.params.id, request.body.subject, request.body.body);
      return { success: true as const, message: { id: Number(m.id) } };
    },
  );
};
