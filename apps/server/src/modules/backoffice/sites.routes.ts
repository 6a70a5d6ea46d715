import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorReplies, rowId } from '@app/shared/api/common.ts';
import {
  staffSiteReply,
  staffSiteRequest,
  staffSiteRulesListReply,
  staffSiteRulesReply,
  staffSiteRulesRequest,
  staffSitesReply,
} from '@app/shared/api/sites.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as site from '../site/site.service.ts';
import type { StaffActor } from './staff-management.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
const idParam = z.object({ id: rowId('Geçersiz site') });

/**
 * The sites (issue 16; content and admin: sites.manage) and their rules (issue 18; risk and admin:
 * site_rules.manage). Registered inside the Staff API's plugin (admin.routes.ts), so its permission
 * table and checks apply. Each change drops this node's site cache (plugins/site.ts).
 */
export function staffSitesRoutes(app: App, db: Db, config: Config, actor: (request: FastifyRequest) => StaffActor): void {
  const kycDefault = config.withdrawalRequiresKyc;

  app.get('/sites', { schema: { tags: ['staff'], response: { 200: staffSitesReply, ...errorReplies } } }, async () => ({
    success: true as const,
    sites: await site.listSites(db, kycDefault),
  }));

  app.post('/sites', { schema: { tags: ['staff'], body: staffSiteRequest, response: { 200: staffSiteReply, ...errorReplies } } }, async (request) => {
    const created = await site.createSite(db, actor(request), request.body, kycDefault);
    app.sites.forget();
    return { success: true as const, site: created };
  });

  app.put('/sites/:id', { schema: { tags: ['staff'], params: idParam, body: staffSiteRequest, response: { 200: staffSiteReply, ...errorReplies } } }, async (request) => {
    const updated = await site.updateSite(db, actor(request), request.params.id, request.body, kycDefault);
    app.sites.forget();
    return { success: true as const, site: updated };
  });

  app.get('/site-rules', { schema: { tags: ['staff'], response: { 200: staffSiteRulesListReply, ...errorReplies } } }, async () => ({
    success: true as const,
    sites: await site.listSiteRules(db, kycDefault),
  }));

  app.put(
    '/sites/:id/rules',
    { schema: { tags: ['staff'], params: idParam, body: staffSiteRulesRequest, response: { 200: staffSiteRulesReply, ...errorReplies } } },
    async (request) => {
      const rules = await site.updateSiteRules(db, actor(request), request.params.id, request.body, kycDefault);
      app.sites.forget();
      return { success: true as const, rules };
    },
  );
}
