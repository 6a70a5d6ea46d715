import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';

export function healthRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
      try {
        await db.query('select 1');
        return { status: 'ok', database: db.kind };
      } catch {
        reply.code(503);
        return { status: 'unavailable', database: db.kind };
      }
    });
  };
}
