import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bannersQuery,
  bannersReply,
  homepageReply,
  promotionsReply,
  siteCssReply,
  siteInfoReply,
} from '@app/shared/api/site.ts';
import { errorReplies } from '@app/shared/api/common.ts';
import type { Db } from '../../db/client.ts';
import * as service from './site.service.ts';
import { popularSlots } from '../games/games.service.ts';
import { listPromotions } from '../bonus/bonus.service.ts';

export function siteRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/site_info.php', { schema: { tags: ['site'], response: { 200: siteInfoReply, ...errorReplies } } }, async (request) =>
      service.describeSite(request.site),
    );

    app.get('/site_css.php', { schema: { tags: ['site'], response: { 200: siteCssReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      css: service.siteCss(request.site),
    }));

    app.get(
      '/banners.php',
      { schema: { tags: ['site'], querystring: bannersQuery, response: { 200: bannersReply, ...errorReplies } } },
      async (request) => ({
        success: true as const,
        banners: await service.listBanners(db, request.site.id, request.query),
      }),
    );

    app.get('/promotions.php', { schema: { tags: ['site'], response: { 200: promotionsReply, ...errorReplies } } }, async (request) => {
      const promotions = await listPromotions(db, request.site.id);
      return {
        success: true as const,
        promotions,
        message: promotions.length ? '' : 'Şu anda aktif promosyon bulunmuyor.',
      };
    });

    app.get('/homepage.php', { schema: { tags: ['site'], response: { 200: homepageReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      data: {
        popular_games: {
          slots: (await popularSlots(db, 12)).map((g) => ({
            id: g.id,
            name: g.name,
            title: g.name,
            provider: g.provider_name,
            image: g.image || null,
            link: `/slots?game=${g.slug}`,
            gradient: null,
          })),
        },
        categories: await service.listCategories(db, request.site.id),
      },
    }));
  };
}
