import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { affiliateStatementReply, affiliateStatementsReply } from '@app/shared/api/affiliate.ts';
import { errorReplies, rowId } from '@app/shared/api/common.ts';
import type { Db } from '../../db/client.ts';
import { requireAffiliate } from '../../plugins/affiliate-session.ts';
import { statementOf, statementsOf } from './statements.ts';

const idParam = z.object({ id: rowId('Geçersiz hesap özeti') });

/**
 * The portal's statements (docs/decisions/0032), registered in the affiliate routes' scope
 * (`affiliateRoutes(..., [affiliateStatementRoutes(db)])`): behind the affiliate session and its 401.
 * The affiliate is the session's, never the input's: another affiliate's statement is a 404.
 */
export function affiliateStatementRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/statements',
      { schema: { tags: ['affiliate'], response: { 200: affiliateStatementsReply, ...errorReplies } } },
      async (request) => ({
        success: true as const,
        statements: await statementsOf(db, requireAffiliate(request).id),
      }),
    );

    app.get(
      '/statements/:id',
      {
        schema: {
          tags: ['affiliate'],
          params: idParam,
          response: { 200: affiliateStatementReply, ...errorReplies },
        },
      },
      async (request) => ({
        success: true as const,
        statement: await statementOf(db, requireAffiliate(request).id, request.params.id),
      }),
    );
  };
}
