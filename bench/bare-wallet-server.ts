/**
 * The baseline server of bench:provider: the same HTTP work as the wallet API (Fastify, raw body
 * kept, the v2 HMAC-SHA256 signature checked, body validated with the same zod schemas, JSON reply)
 * and no database. What it serves on this machine is the ceiling the HTTP layer alone puts on the wallet.
 */
import Fastify from 'fastify';
import { keepRawJsonBody } from '../apps/server/src/modules/provider/raw-body.ts';
import { betBody, winBody } from '../apps/server/src/modules/provider/provider.schemas.ts';
import { signatureValid } from '../apps/server/src/modules/provider/signature.ts';

const provider = { secret: process.env.PROVIDER_HOUSE_SECRET ?? '', scheme: 'v2' } as const;
const app = Fastify({ logger: false });
keepRawJsonBody(app);
let n = 0;
for (const [path, schema] of [
  ['bet', betBody],
  ['win', winBody],
] as const) {
  app.post(`/api/provider/v1/${path}`, async (request, reply) => {
    const { 'x-signature': signature, 'x-timestamp': timestamp } = request.headers;
    const signed = {
      method: request.method,
      path: request.url,
      rawBody: request.rawBody ?? '',
      timestamp: typeof timestamp === 'string' ? timestamp : undefined,
      signature: typeof signature === 'string' ? signature : undefined,
    };
    if (!signatureValid(provider, signed)) return reply.code(401).send({ status: 'ERROR' });
    if (!schema.safeParse(request.body).success) return reply.code(400).send({ status: 'ERROR' });
    n += 1;
    return { status: 'OK', balance: 100_000_000, transaction_id: String(n) };
  });
}
app.get('/healthz', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
