import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '@app/shared/api/common.ts';
import { cmsQuery, cmsReply } from '@app/shared/api/content.ts';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
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

/**
 * An uploaded banner image for the public (docs/decisions/0016): served only while a published
 * banner of the request's site (active, inside its schedule) shows it, a 404 otherwise. Checked on
 * each request (`no-cache`), so a disabled or expired banner's image stops at once.
 */
export function contentMediaRoutes(db: Db, uploadsDir: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/media/uploads/banners/:name', { schema: { hide: true, params: z.object({ name: z.string().max(100) }) } }, async (request, reply) => {
      const file = await service.publishedBannerImage(db, uploadsDir, request.site.id, request.params.name);
      reply.header('cache-control', 'public, no-cache').header('x-content-type-options', 'nosniff').type(file.type);
      return reply.send(createReadStream(path.join(file.dir, file.name)));
    });
  };
}
