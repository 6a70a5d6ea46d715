import { z } from 'zod';
import { errorReplies, okReply, rowId } from '@app/shared/api/common.ts';
import {
  promotionForm,
  staffActiveRequest,
  staffApproveRequest,
  staffPromotionDraftsQuery,
  staffPromotionDraftsReply,
  staffOrderRequest,
  staffPromotionRemovedReply,
  staffPromotionReply,
  staffPromotionsQuery,
  staffPromotionsReply,
} from '@app/shared/api/bonus.ts';
import { staffActor, type StaffRoutes } from '../../plugins/staff-routes.ts';
import * as staff from './bonus.staff.ts';

const siteParam = z.object({ id: rowId('Geçersiz site') });
const promotionParam = z.object({ id: rowId('Geçersiz site'), promotionId: rowId('Geçersiz promosyon') });
const tags = ['staff'];

/**
 * The promotions editor, by site (promotions.manage), and the approval of their money terms (the
 * money roles: promotions.approve; docs/decisions/0024): mounted by the back office's registry under /api/admin.
 */
export const bonusStaffRoutes: StaffRoutes = (app, { db }) => {
  app.get(
    '/sites/:id/promotions',
    { schema: { tags, params: siteParam, querystring: staffPromotionsQuery, response: { 200: staffPromotionsReply, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await staff.listPromotions(db, request.params.id, request.query)) }),
  );
  app.post(
    '/sites/:id/promotions',
    { schema: { tags, params: siteParam, body: promotionForm, response: { 201: staffPromotionReply, ...errorReplies } } },
    async (request, reply) => {
      const promotion = await staff.createPromotion(db, staffActor(request), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, promotion });
    },
  );
  app.post(
    '/sites/:id/promotions/order',
    { schema: { tags, params: siteParam, body: staffOrderRequest, response: { 200: okReply, ...errorReplies } } },
    async (request) => {
      await staff.orderPromotions(db, staffActor(request), request.params.id, request.body.ids);
      return { success: true as const };
    },
  );
  app.put(
    '/sites/:id/promotions/:promotionId',
    { schema: { tags, params: promotionParam, body: promotionForm, response: { 200: staffPromotionReply, ...errorReplies } } },
    async (request) => ({
      success: true as const,
      promotion: await staff.updatePromotion(db, staffActor(request), request.params.id, request.params.promotionId, request.body),
    }),
  );
  app.post(
    '/sites/:id/promotions/:promotionId/active',
    { schema: { tags, params: promotionParam, body: staffActiveRequest, response: { 200: staffPromotionReply, ...errorReplies } } },
    async (request) => ({
      success: true as const,
      promotion: await staff.setPromotionActive(db, staffActor(request), request.params.id, request.params.promotionId, request.body.is_active),
    }),
  );
  app.get(
    '/promotion-drafts',
    { schema: { tags, querystring: staffPromotionDraftsQuery, response: { 200: staffPromotionDraftsReply, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await staff.listDrafts(db, request.query)) }),
  );
  app.post(
    '/sites/:id/promotions/:promotionId/approve',
    { schema: { tags, params: promotionParam, body: staffApproveRequest, response: { 200: staffPromotionReply, ...errorReplies } } },
    async (request) => ({
      success: true as const,
      promotion: await staff.approvePromotion(db, staffActor(request), request.params.id, request.params.promotionId, request.body.terms_version),
    }),
  );
  app.delete(
    '/sites/:id/promotions/:promotionId',
    { schema: { tags, params: promotionParam, response: { 200: staffPromotionRemovedReply, ...errorReplies } } },
    async (request) => ({ success: true as const, outcome: await staff.removePromotion(db, staffActor(request), request.params.id, request.params.promotionId) }),
  );

};
