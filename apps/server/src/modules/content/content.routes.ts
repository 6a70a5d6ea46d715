import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '@app/shared/api/common.ts';
import { cmsQuery, cmsReply, contentMessages } from '@app/shared/api/content.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { sanitizeCmsHtml } from '../../lib/html.ts';
import { untypedReplies } from '../../plugins/serializers.ts';
import * as q from './content.queries.ts';

const SLUG = /^[a-z0-9-]{1,100}$/;

export function contentRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/cms-pages.php', { schema: { tags: ['content'], querystring: cmsQuery, response: untypedReplies({ 200: cmsReply, ...errorReplies }) } }, async (request) => {
      const { action, slug } = request.query;
      if (action === 'footer') {
        return { success: true, footer_pages: await q.listFooterPages(db, request.site.id) };
      }
      if (!slug || !SLUG.test(slug)) throw badRequest(contentMessages.invalidSlug);
      const page = await q.findPublishedPage(db, request.site.id, slug);
      if (!page) throw new AppError(404, contentMessages.notFound);
      return {
        success: true,
        page: {
          ...page,
          content: sanitizeCmsHtml(page.content),
          meta_title: page.meta_title || page.title,
          updated_at: page.updated_at.toISOString(),
        },
      };
    });
  };
}
