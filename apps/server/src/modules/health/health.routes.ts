import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { databaseAnswers, ledgerHealth } from './health.service.ts';

export function healthRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
      if (await databaseAnswers(db)) return { status: 'ok', database: db.kind, ledger: await ledgerHealth(db) };
      reply.code(503);
      return { status: 'unavailable', database: db.kind };
    });
  };
}
