import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { balanceBody, betBody, errorMessages, providerReplies, rollbackBody, winBody } from './provider.schemas.ts';
import { openSecret } from '../../lib/seal.ts';
import { isUnavailable, SERVICE_UNAVAILABLE, UNAVAILABLE_RETRY_SECONDS } from '../../lib/errors.ts';
import { keepRawJsonBody } from './raw-body.ts';
import * as service from './provider.service.ts';
import { signatureValid, type SignatureScheme } from './signature.ts';

interface KnownProvider {
  id: string;
  isEnabled: boolean;
  /** opened (the row holds it sealed) */
  secret: string;
  scheme: SignatureScheme;
}

/**
 * POST /api/provider/v1/{balance|bet|win|rollback}: signed with HMAC-SHA256 as the provider's
 * scheme says (signature.ts): a timestamp, the method, the path and the raw body, or the body alone.
 * `sealKey` opens the stored secrets.
 */
export function providerRoutes(db: Db, sealKey: Buffer): FastifyPluginAsync {
  // Every wallet call names its provider: keep the few provider rows, their secrets opened, in memory
  // for a few seconds instead of reading and opening them on each call (a disabled provider, or a
  // changed secret, takes effect within that time on the other nodes; on this one at once: the back
  // office's change bumps `providerChanges()`, which empties the cache).
  const providers = new Map<string, { provider: KnownProvider | undefined; at: number }>();
  let seen = service.providerChanges();
  const providerById = async (id: string) => {
    if (seen !== service.providerChanges()) {
      providers.clear();
      seen = service.providerChanges();
    }
    const hit = providers.get(id);
    if (hit && Date.now() - hit.at < 5_000) return hit.provider;
    const row = await service.findProvider(db, id);
    const provider = row && { id: row.id, isEnabled: row.is_enabled, secret: openSecret(sealKey, row.secret), scheme: row.signature_scheme };
    if (providers.size > 1_000) providers.clear();
    providers.set(id, { provider, at: Date.now() });
    return provider;
  };
  const header = (request: FastifyRequest, name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };

  return async (app) => {
    keepRawJsonBody(app);
    // A call the content parser refuses (another content type, a body over the limit) is answered
    // in the wallet API's shape too, as BAD_REQUEST; the database out of reach is a 503
    // SERVICE_UNAVAILABLE the game server retries with the same transaction id (docs/decisions/0027);
    // anything else unexpected is the site's 500.
    app.setErrorHandler((err: FastifyError, request, reply) => {
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) return reply.code(status).send({ status: 'ERROR', code: 'BAD_REQUEST', message: errorMessages.BAD_REQUEST });
      if (isUnavailable(err)) {
        request.log.warn({ code: (err as { code?: string }).code, message: err.message }, 'service unavailable');
        return reply
          .code(503)
          .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
          .send({ status: 'ERROR', code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE });
      }
      request.log.error({ err }, 'unhandled error');
      return reply.code(500).send({ status: 'ERROR', code: 'INTERNAL', message: 'Beklenmeyen bir hata oluştu' });
    });

    async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
      const providerId = header(request, 'x-provider-id');
      const provider = providerId === undefined ? undefined : await providerById(providerId);
      const ok =
        provider?.isEnabled &&
        request.rawBody !== undefined &&
        signatureValid(provider, {
          method: request.method,
          path: request.url,
          rawBody: request.rawBody,
          timestamp: header(request, 'x-timestamp'),
          signature: header(request, 'x-signature'),
        });
      if (!ok) {
        reply.code(401).send({ status: 'ERROR', code: 'INVALID_SIGNATURE', message: 'İmza geçersiz' });
        return null;
      }
      return provider.id;
    }

    function route<S extends z.ZodType>(path: string, schema: S, handler: (providerId: string, body: z.output<S>) => Promise<unknown>) {
      // The body schema documents the call (the OpenAPI document); it is checked here, after the
      // signature, so an unsigned call learns nothing of the body's rules (the scope's validator
      // compiler passes bodies through: documentOnlyValidatorCompiler).
      app.post(path, { schema: { tags: ['provider'], hide: false, body: schema, response: providerReplies } }, async (request, reply) => {
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
