import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '@app/shared/api/common.ts';
import { statementCsvReply, statementQuery, statementReply } from '@app/shared/api/statement.ts';
import type { Db } from '../../db/client.ts';
import { csvReply } from '../../lib/csv.ts';
import { untypedReplies } from '../../plugins/serializers.ts';
import { requirePlayer } from '../../plugins/session.ts';
import * as service from './statement.service.ts';

/** The player's activity statement (responsible gaming): JSON for the printable page, or a CSV file. */
export function statementRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/statement.php',
      {
        schema: {
          tags: ['account'],
          querystring: statementQuery,
          // 200 is JSON (format=json) or the CSV file (format=csv): typed by hand below.
          response: untypedReplies({ 200: statementReply.or(statementCsvReply.content['text/csv'].schema), ...errorReplies }),
        },
      },
      async (request, reply) => {
        const playerId = requirePlayer(request).id;
        const { from, to, format } = request.query;
        if (format === 'csv') return csvReply(reply, 'hesap-dokumu', await service.statementCsv(db, playerId, from, to));
        return service.statement(db, playerId, from, to);
      },
    );
  };
}
