import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request protection on top of SameSite=Lax cookies: a state-changing call whose
 * Origin (or Sec-Fetch-Site) shows another site is refused. Calls without either header
 * (server-to-server, curl) carry no browser cookies of a victim and pass.
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // Every state-changing call of the site scope, whatever its URL looks like before decoding.
    if (!UNSAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let originHost: string;
      try {
        originHost = new URL(origin).host.toLowerCase();
      } catch {
        throw forbidden('Geçersiz istek kaynağı');
      }
      if (originHost !== request.host.toLowerCase()) throw forbidden('Geçersiz istek kaynağı');
      return;
    }
    if (origin === 'null' || request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('Geçersiz istek kaynağı');
    }
  });
}
