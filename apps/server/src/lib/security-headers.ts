import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The site's pages: scripts only from our own files (no inline script), no plugins, no <base>,
 * framed only by ourselves (the lobby frames the game client). Styles may be inline: the site's
 * theme CSS is a <style> element and CMS pages carry style attributes.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Headers on every reply of the site scope (ASVS 3.4.x): CSP (a route's own, such as the API
 * documentation's, is kept), HSTS in production, and `no-store` on every reply that sets no caching
 * of its own (static files and media do): API replies carry personal data or depend on the session.
 */
export function registerSecurityHeaders(site: FastifyInstance, config: Config): void {
  site.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    if (config.isProduction) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
