import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLocalAddress, type CountryLookup } from '../lib/geo.ts';
import type { SiteResolver } from './site.ts';
import type { SiteRow } from './site.queries.ts';

export const geoMessages = {
  blocked: 'Bu site bulunduğunuz ülkeden hizmet vermemektedir.',
} as const;

/**
 * Paths never geo-checked: the back office (its page, its API: staff work from anywhere), the health
 * check (load balancers), the built assets (shared by the back office's page). The provider wallet API
 * is a scope of its own (app.ts) and runs none of the site's hooks.
 */
const EXEMPT = /^\/(api\/admin(\/|$)|healthz$|backoffice(\/|$)|assets\/)/;

/** Whether the site serves the country of the address: no list, a local address, or a listed country. */
export function servesAddress(site: Pick<SiteRow, 'allowed_countries'>, ip: string, lookup: CountryLookup): boolean {
  if (site.allowed_countries.length === 0 || isLocalAddress(ip)) return true;
  const country = lookup(ip);
  return country !== null && site.allowed_countries.includes(country);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function blockedPage(siteTitle: string): string {
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Erişim kısıtlı - ${escapeHtml(siteTitle)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0b12;color:#f4f4f5;font:16px/1.5 system-ui,sans-serif}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}</style>
</head><body><main><h1>Erişim kısıtlı</h1><p>${escapeHtml(siteTitle)} bulunduğunuz ülkeden hizmet vermemektedir.</p>
<p>Bu sayfayı yanlışlıkla gördüğünüzü düşünüyorsanız lütfen bağlantınızı kontrol edin.</p></main></body></html>`;
}

/**
 * The site's country rule (issue 18): a request from a country the site does not serve gets a Turkish
 * page (451) or, under /api, a Turkish JSON error (451). The client address is request.ip (lib/net.ts,
 * TRUST_PROXY); the country comes from a local GeoIP database (lib/geo.ts), injectable for tests.
 */
export function registerGeoRule(app: FastifyInstance, sites: SiteResolver, lookup: CountryLookup): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const path = request.routeOptions.url?.startsWith('/api/') ? request.routeOptions.url : (request.url.split('?')[0] ?? '');
    if (EXEMPT.test(path)) return;
    const site = await sites.resolve(request.hostname);
    if (servesAddress(site, request.ip, lookup)) return;
    if (path.startsWith('/api/')) {
      return reply.code(451).send({ success: false, message: geoMessages.blocked, error: geoMessages.blocked });
    }
    return reply.code(451).type('text/html; charset=utf-8').send(blockedPage(site.title));
  });
}
