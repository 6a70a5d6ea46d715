import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { siteByDomain, defaultSite, type SiteRow } from './site.queries.ts';

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteRow;
  }
  interface FastifyInstance {
    /** The site of a host (its domains, else the default site), cached; `forget()` after a site's change. */
    sites: SiteResolver;
  }
}

const CACHE_MS = 30_000;
const CACHE_MAX = 1000;
const DEFAULT_KEY = '';

export interface SiteResolver {
  resolve(hostname: string): Promise<SiteRow>;
  /** Drops this node's cache (a site edited here is seen at once; other nodes within CACHE_MS). */
  forget(): void;
}

/** The host of a request without its port, lower case. */
export function hostOf(hostname: string | undefined): string {
  return (hostname || '').toLowerCase().replace(/:\d+$/, '');
}

/**
 * Resolves the site from the request host: one indexed lookup in site_domains (several domains per
 * site, each unique), unknown hosts get the default site; cached briefly. Only known domains get an
 * entry of their own (any Host header can be sent), and the cache is bounded.
 */
export function createSiteResolver(db: Db): SiteResolver {
  const cache = new Map<string, { site: SiteRow; at: number }>();
  const fresh = (key: string) => {
    const hit = cache.get(key);
    return hit && Date.now() - hit.at < CACHE_MS ? hit.site : undefined;
  };
  const remember = (key: string, site: SiteRow) => {
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(key, { site, at: Date.now() });
  };
  return {
    async resolve(hostname) {
      const host = hostOf(hostname);
      const cached = fresh(host);
      if (cached) return cached;
      const known = await siteByDomain(db, host);
      if (known) remember(host, known);
      const site = known ?? fresh(DEFAULT_KEY) ?? (await defaultSite(db));
      if (!site) throw new Error('No default site: the database was not seeded');
      if (!known) remember(DEFAULT_KEY, site);
      return site;
    },
    forget() {
      cache.clear();
    },
  };
}

/** `request.site` for every /api request of the site scope (the matched route, not the raw URL). */
export function registerSiteResolution(app: FastifyInstance, db: Db): SiteResolver {
  const sites = createSiteResolver(db);
  app.decorate('sites', sites);
  app.decorateRequest('site', null as unknown as SiteRow);
  app.addHook('onRequest', async (request) => {
    // The matched route, not the raw URL: the API, and uploaded media (a site's own banner images).
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') && !url?.startsWith('/media/uploads/')) return;
    request.site = await sites.resolve(request.hostname);
  });
  return sites;
}
