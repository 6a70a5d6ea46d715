import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { siteByDomain, defaultSite, type SiteRow } from './site.queries.ts';

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteRow;
  }
}

const CACHE_MS = 30_000;

/** Resolves the site from the request host (unknown hosts get the default site), cached briefly. */
export function registerSiteResolution(app: FastifyInstance, db: Db): void {
  const cache = new Map<string, { site: SiteRow; at: number }>();
  app.decorateRequest('site', null as unknown as SiteRow);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const host = (request.hostname || '').toLowerCase().replace(/:\d+$/, '');
    const hit = cache.get(host);
    if (hit && Date.now() - hit.at < CACHE_MS) {
      request.site = hit.site;
      return;
    }
    const site = (await siteByDomain(db, host)) ?? (await defaultSite(db));
    if (!site) throw new Error('No default site: the database was not seeded');
    cache.set(host, { site, at: Date.now() });
    request.site = site;
  });
}
