import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { siteByDomain, defaultSite, type SiteRow } from './site.queries.ts';

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteRow;
  }
}

const CACHE_MS = 30_000;
const CACHE_MAX = 1000;
const DEFAULT_KEY = '';

/**
 * Resolves the site from the request host (unknown hosts get the default site), cached briefly.
 * Only known domains get an entry of their own (any Host header can be sent), and the cache is bounded.
 */
export function registerSiteResolution(app: FastifyInstance, db: Db): void {
  const cache = new Map<string, { site: SiteRow; at: number }>();
  const fresh = (key: string) => {
    const hit = cache.get(key);
    return hit && Date.now() - hit.at < CACHE_MS ? hit.site : undefined;
  };
  const remember = (key: string, site: SiteRow) => {
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(key, { site, at: Date.now() });
  };
  app.decorateRequest('site', null as unknown as SiteRow);
  app.addHook('onRequest', async (request) => {
    // The matched route, not the raw URL: the API, and uploaded media (a site's own banner images).
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') && !url?.startsWith('/media/uploads/')) return;
    const host = (request.hostname || '').toLowerCase().replace(/:\d+$/, '');
    const cached = fresh(host);
    if (cached) {
      request.site = cached;
      return;
    }
    const known = await siteByDomain(db, host);
    if (known) remember(host, known);
    const site = known ?? fresh(DEFAULT_KEY) ?? (await defaultSite(db));
    if (!site) throw new Error('No default site: the database was not seeded');
    if (!known) remember(DEFAULT_KEY, site);
    request.site = site;
  });
}
