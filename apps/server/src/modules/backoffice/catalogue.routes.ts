import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorReplies, okReply, rowId } from '@app/shared/api/common.ts';
import {
  categoryForm,
  staffCategoriesReply,
  staffCategoryReply,
  promotionForm,
  providerIdParam,
  staffActiveRequest,
  staffGameReply,
  staffGameRequest,
  staffGamesQuery,
  staffGamesReply,
  staffOrderRequest,
  staffPromotionRemovedReply,
  staffPromotionReply,
  staffPromotionsQuery,
  staffPromotionsReply,
  staffProviderCreateRequest,
  staffProviderReply,
  staffProviderSecretReply,
  staffProvidersReply,
} from '@app/shared/api/staff-catalogue.ts';
import type { Db } from '../../db/client.ts';
import * as catalogue from './catalogue.ts';
import type { StaffActor } from './staff-management.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
const tags = ['staff'];
const siteParam = z.object({ id: rowId('Geçersiz site') });
const promotionParam = z.object({ id: rowId('Geçersiz site'), promotionId: rowId('Geçersiz promosyon') });
const categoryParam = z.object({ id: rowId('Geçersiz site'), categoryId: rowId('Geçersiz kategori') });
const gameParam = z.object({ id: rowId('Geçersiz oyun') });

/**
 * The promotions editor (by site: /sites/:id/promotions), the game catalogue (/games) and the
 * providers (/providers; admin only: providers.manage). Registered inside the Staff API's plugin
 * (admin.routes.ts), so its permission table and checks apply. `sealKey` seals provider secrets.
 */
export function catalogueRoutes(app: App, db: Db, sealKey: Buffer, actor: (request: FastifyRequest) => StaffActor): void {
  app.get(
    '/sites/:id/promotions',
    { schema: { tags, params: siteParam, querystring: staffPromotionsQuery, response: { 200: staffPromotionsReply, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await catalogue.listPromotions(db, request.params.id, request.query)) }),
  );
  app.post(
    '/sites/:id/promotions',
    { schema: { tags, params: siteParam, body: promotionForm, response: { 201: staffPromotionReply, ...errorReplies } } },
    async (request, reply) => {
      const promotion = await catalogue.createPromotion(db, actor(request), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, promotion });
    },
  );
  app.post(
    '/sites/:id/promotions/order',
    { schema: { tags, params: siteParam, body: staffOrderRequest, response: { 200: okReply, ...errorReplies } } },
    async (request) => {
      await catalogue.orderPromotions(db, actor(request), request.params.id, request.body.ids);
      return { success: true as const };
    },
  );
  app.put(
    '/sites/:id/promotions/:promotionId',
    { schema: { tags, params: promotionParam, body: promotionForm, response: { 200: staffPromotionReply, ...errorReplies } } },
    async (request) => ({
      success: true as const,
      promotion: await catalogue.updatePromotion(db, actor(request), request.params.id, request.params.promotionId, request.body),
    }),
  );
  app.post(
    '/sites/:id/promotions/:promotionId/active',
    { schema: { tags, params: promotionParam, body: staffActiveRequest, response: { 200: staffPromotionReply, ...errorReplies } } },
    async (request) => ({
      success: true as const,
      promotion: await catalogue.setPromotionActive(db, actor(request), request.params.id, request.params.promotionId, request.body.is_active),
    }),
  );
  app.delete(
    '/sites/:id/promotions/:promotionId',
    { schema: { tags, params: promotionParam, response: { 200: staffPromotionRemovedReply, ...errorReplies } } },
    async (request) => ({ success: true as const, outcome: await catalogue.removePromotion(db, actor(request), request.params.id, request.params.promotionId) }),
  );

  // The home page's game categories of a site (the player's homepage.php reads the active ones).
  app.get(
    '/sites/:id/categories',
    { schema: { tags, params: siteParam, response: { 200: staffCategoriesReply, ...errorReplies } } },
    async (request) => ({ success: true as const, categories: await catalogue.listCategories(db, request.params.id) }),
  );
  app.post(
    '/sites/:id/categories',
    { schema: { tags, params: siteParam, body: categoryForm, response: { 201: staffCategoryReply, ...errorReplies } } },
    async (request, reply) => reply.code(201).send({ success: true as const, category: await catalogue.createCategory(db, actor(request), request.params.id, request.body) }),
  );
  app.put(
    '/sites/:id/categories/:categoryId',
    { schema: { tags, params: categoryParam, body: categoryForm, response: { 200: staffCategoryReply, ...errorReplies } } },
    async (request) => ({
      success: true as const,
      category: await catalogue.updateCategory(db, actor(request), request.params.id, request.params.categoryId, request.body),
    }),
  );
  app.delete(
    '/sites/:id/categories/:categoryId',
    { schema: { tags, params: categoryParam, response: { 200: okReply, ...errorReplies } } },
    async (request) => {
      await catalogue.deleteCategory(db, actor(request), request.params.id, request.params.categoryId);
      return { success: true as const };
    },
  );

  app.get(
    '/games',
    { schema: { tags, querystring: staffGamesQuery, response: { 200: staffGamesReply, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await catalogue.listGames(db, request.query)) }),
  );
  app.put(
    '/games/:id',
    { schema: { tags, params: gameParam, body: staffGameRequest, response: { 200: staffGameReply, ...errorReplies } } },
    async (request) => ({ success: true as const, game: await catalogue.updateGame(db, actor(request), request.params.id, request.body) }),
  );

  app.get('/providers', { schema: { tags, response: { 200: staffProvidersReply, ...errorReplies } } }, async () => ({
    success: true as const,
    providers: await catalogue.listProviders(db),
  }));
  app.post(
    '/providers',
    { schema: { tags, body: staffProviderCreateRequest, response: { 201: staffProviderSecretReply, ...errorReplies } } },
    async (request, reply) => reply.code(201).send({ success: true as const, ...(await catalogue.createProvider(db, actor(request), sealKey, request.body)) }),
  );
  app.post(
    '/providers/:id/rotate-secret',
    { schema: { tags, params: providerIdParam, response: { 200: staffProviderSecretReply, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await catalogue.rotateProviderSecret(db, actor(request), sealKey, request.params.id)) }),
  );
  app.post(
    '/providers/:id/disable',
    { schema: { tags, params: providerIdParam, response: { 200: staffProviderReply, ...errorReplies } } },
    async (request) => ({ success: true as const, provider: await catalogue.setProviderEnabled(db, actor(request), request.params.id, false) }),
  );
  app.post(
    '/providers/:id/enable',
    { schema: { tags, params: providerIdParam, response: { 200: staffProviderReply, ...errorReplies } } },
    async (request) => ({ success: true as const, provider: await catalogue.setProviderEnabled(db, actor(request), request.params.id, true) }),
  );
}
