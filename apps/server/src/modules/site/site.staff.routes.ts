import { z } from 'zod';
import { errorReplies, okReply, rowId } from '@app/shared/api/common.ts';
import {
  categoryForm,
  staffCategoriesReply,
  staffCategoryReply,
  staffSiteDomainsRequest,
  staffSiteEditRequest,
  staffSiteReply,
  staffSiteRequest,
  staffSiteRulesListReply,
  staffSiteRulesReply,
  staffSiteRulesRequest,
  staffSitesReply,
} from '@app/shared/api/site.ts';
import { staffActor, type StaffRoutes } from '../../plugins/staff-routes.ts';
import * as site from './site.service.ts';
import * as staff from './site.staff.ts';

const siteParam = z.object({ id: rowId('Geçersiz site') });
const idParam = siteParam;
const categoryParam = z.object({ id: rowId('Geçersiz site'), categoryId: rowId('Geçersiz kategori') });
const tags = ['staff'];

/**
 * The sites (issue 16; content and admin: sites.manage), their rules (issue 18; risk and admin:
 * site_rules.manage; a new site, a site's domains, the cashback percent and the promotions' caps too:
 * docs/decisions/0024) and the home page's game categories of a site (the player's homepage.php reads the
 * active ones). Mounted by the back office's registry (modules/backoffice/admin.routes.ts), so its
 * permission table and checks apply. Each change of a site drops this node's site cache (plugins/site.ts).
 */
export const siteStaffRoutes: StaffRoutes = (app, { db, config }) => {
  const kycDefault = config.withdrawalRequiresKyc;

  app.get('/sites', { schema: { tags: ['staff'], response: { 200: staffSitesReply, ...errorReplies } } }, async () => ({
    success: true as const,
    sites: await site.listSites(db, kycDefault),
  }));

  app.post('/sites', { schema: { tags: ['staff'], body: staffSiteRequest, response: { 200: staffSiteReply, ...errorReplies } } }, async (request) => {
    const created = await site.createSite(db, staffActor(request), request.body, kycDefault);
    app.sites.forget();
    return { success: true as const, site: created };
  });

  app.put('/sites/:id', { schema: { tags: ['staff'], params: idParam, body: staffSiteEditRequest, response: { 200: staffSiteReply, ...errorReplies } } }, async (request) => {
    const updated = await site.updateSite(db, staffActor(request), request.params.id, request.body, kycDefault);
    app.sites.forget();
    return { success: true as const, site: updated };
  });

  app.put(
    '/sites/:id/domains',
    { schema: { tags: ['staff'], params: idParam, body: staffSiteDomainsRequest, response: { 200: staffSiteReply, ...errorReplies } } },
    async (request) => {
      const updated = await site.updateSiteDomains(db, staffActor(request), request.params.id, request.body.domains, kycDefault);
      app.sites.forget();
      return { success: true as const, site: updated };
    },
  );

  app.get('/site-rules', { schema: { tags: ['staff'], response: { 200: staffSiteRulesListReply, ...errorReplies } } }, async () => ({
    success: true as const,
    sites: await site.listSiteRules(db, kycDefault),
  }));

  app.put(
    '/sites/:id/rules',
    { schema: { tags: ['staff'], params: idParam, body: staffSiteRulesRequest, response: { 200: staffSiteRulesReply, ...errorReplies } } },
    async (request) => {
      const rules = await site.updateSiteRules(db, staffActor(request), request.params.id, request.body, kycDefault);
      app.sites.forget();
      return { success: true as const, rules };
    },
  );

  // The home page's game categories of a site.
  app.get(
    '/sites/:id/categories',
    { schema: { tags, params: siteParam, response: { 200: staffCategoriesReply, ...errorReplies } } },
    async (request) => ({ success: true as const, categories: await staff.listCategories(db, request.params.id) }),
  );
  app.post(
    '/sites/:id/categories',
    { schema: { tags, params: siteParam, body: categoryForm, response: { 201: staffCategoryReply, ...errorReplies } } },
    async (request, reply) => reply.code(201).send({ success: true as const, category: await staff.createCategory(db, staffActor(request), request.params.id, request.body) }),
  );
  app.put(
    '/sites/:id/categories/:categoryId',
    { schema: { tags, params: categoryParam, body: categoryForm, response: { 200: staffCategoryReply, ...errorReplies } } },
    async (request) => ({
      success: true as const,
      category: await staff.updateCategory(db, staffActor(request), request.params.id, request.params.categoryId, request.body),
    }),
  );
  app.delete(
    '/sites/:id/categories/:categoryId',
    { schema: { tags, params: categoryParam, response: { 200: okReply, ...errorReplies } } },
    async (request) => {
      await staff.deleteCategory(db, staffActor(request), request.params.id, request.params.categoryId);
      return { success: true as const };
    },
  );
};
