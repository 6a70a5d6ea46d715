import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { balanceBody, betBody, errorMessages, providerReplies, rollbackBody, winBody } from './provider.schemas.ts';
import { keepRawJsonBody } from './raw-body.ts';
import * as service from './provider.service.ts';

/** POST /api/provider/v1/{balance|bet|win|rollback}: signed with HMAC-SHA256 of the raw body. */
export function providerRoutes(db: Db): FastifyPluginAsync {
  // Every wallet call names its provider: keep the few provider rows in memory for a few seconds
  // instead of reading them on each call (a disabled provider is refused within that time).
  const providers = new Map<string, { row: service.ProviderRow | undefined; at: number }>();
  const providerById = async (id: string) => {
    const hit = providers.get(id);
    if (hit && Date.now() - hit.at < 5_000) return hit.row;
    const row = await service.findProvider(db, id);
    if (providers.size > 1_000) providers.clear();
    providers.set(id, { row, at: Date.now() });
    return row;
  };

  return async (app) => {
    keepRawJsonBody(app);

    async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
      const providerId = request.headers['x-provider-id'];
      const signature = request.headers['x-signature'];
      const provider = typeof providerId === 'string' ? await providerById(providerId) : undefined;
      const ok =
        provider?.is_enabled &&
        request.rawBody !== undefined &&
        service.signatureMatches(provider.secret, request.rawBody, typeof signature === 'string' ? signature : undefined);
      if (!ok) {
        reply.code(401).send({ status: 'ERROR', code: 'INVALID_SIGNATURE', message: 'İmza geçersiz' });
        return null;
      }
      return provider.id;
    }

    function route<S extends z.ZodType>(path: string, schema: S, handler: (providerId: string, body: z.output<S>) => Promise<unknown>) {
      app.post(path, { schema: { tags: ['provider'], hide: false, response: providerReplies } }, async (request, reply) => {
        const providerId = await authenticate(request, reply);
        if (!providerId) return reply;
        const parsed = schema.safeParse(request.body);
        if (!parsed.success) {
          return reply.code(400).send({ status: 'ERROR', code: 'BAD_REQUEST', message: errorMessages.BAD_REQUEST });
        }
        return handler(providerId, parsed.data);
      });
    }

    route('/balance', balanceBody, (p, body) => service.balance(db, p, body.session_token));
    route('/bet', betBody, (p, body) => service.bet(db, p, body));
    route('/win', winBody, (p, body) => service.win(db, p, body));
    route('/rollback', rollbackBody, (p, body) => service.rollback(db, p, body));
  };
}
