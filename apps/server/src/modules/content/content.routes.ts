import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '@app/shared/api/common.ts';
import { cmsQuery, cmsReply } from '@app/shared/api/content.ts';
import type { Db } from '../../db/client.ts';
import * as service from './content.service.ts';

export function contentRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/cms-pages.php', { schema: { tags: ['content'], querystring: cmsQuery, response: { 200: cmsReply, ...errorReplies } } }, async (request) => {
      const { action, slug } = request.query;
      if (action === 'footer') {
        return { success: true as const, footer_pages: await service.footerPages(db, request.site.id) };
      }
      return { success: true as const, page: await service.publishedPage(db, request.site.id, slug) };
    });
  };
}
