import { z } from 'zod';
import { errorReplies, okReply, rowId } from '@app/shared/api/common.ts';
import {
  categoryForm,
  staffCategoriesReply,
  staffCategoryReply,
} from '@app/shared/api/staff-catalogue.ts';
import { staffActor, type StaffRoutes } from '../../plugins/staff-routes.ts';
import * as staff from './site.staff.ts';

const siteParam = z.object({ id: rowId('Geçersiz site') });
const categoryParam = z.object({ id: rowId('Geçersiz site'), categoryId: rowId('Geçersiz kategori') });
const tags = ['staff'];

/** The home page's game categories of a site (the player's homepage.php reads the active ones); the sites and their rules in site.sites.routes.ts. */
export const siteCategoriesStaffRoutes: StaffRoutes = (app, { db }) => {
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
