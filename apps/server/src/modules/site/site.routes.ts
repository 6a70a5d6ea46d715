import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bannersQuery,
  bannersReply,
  homepageReply,
  promotionsReply,
  siteCssReply,
  siteInfoReply,
} from '@app/shared/api/site.ts';
import type { Db } from '../../db/client.ts';
import * as service from './site.service.ts';

export function siteRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/site_info.php', { schema: { tags: ['site'], response: { 200: siteInfoReply } } }, async (request) =>
      service.describeSite(request.site),
    );

    app.get('/site_css.php', { schema: { tags: ['site'], response: { 200: siteCssReply } } }, async (request) => ({
      success: true as const,
      css: service.siteCss(request.site),
    }));

    app.get(
      '/banners.php',
      { schema: { tags: ['site'], querystring: bannersQuery, response: { 200: bannersReply } } },
      async (request) => ({
        success: true as const,
        banners: await service.listBanners(db, request.site.id, request.query),
      }),
    );

    app.get('/promotions.php', { schema: { tags: ['site'], response: { 200: promotionsReply } } }, async (request) => {
      const promotions = await service.listPromotions(db, request.site.id);
      return {
        success: true as const,
        promotions,
        message: promotions.length ? '' : 'Şu anda aktif promosyon bulunmuyor.',
      };
    });

    app.get('/homepage.php', { schema: { tags: ['site'], response: { 200: homepageReply } } }, async (request) => ({
      success: true as const,
      data: {
        // Popular games join here when the games catalogue exists (games issue).
        popular_games: { slots: [] },
        categories: await service.listCategories(db, request.site.id),
      },
    }));
  };
}
