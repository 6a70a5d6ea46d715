import { createReadStream } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { errorReplies, okReply, rowId, staffDocumentReply } from '@app/shared/api/common.ts';
import {
  BANNER_IMAGE_MAX_BYTES,
  contentAdminMessages,
  siteParam,
  staffBannerImageReply,
  staffBannerReorderRequest,
  staffBannerReply,
  staffBannerRequest,
  staffBannersQuery,
  staffBannersReply,
  staffPageReply,
  staffPageRequest,
  staffPagesQuery,
  staffPagesReorderRequest,
  staffPagesReply,
} from '@app/shared/api/content.ts';
import { untypedReplies } from '../../plugins/serializers.ts';
import { staffActor, type StaffRoutes } from '../../plugins/staff-routes.ts';
import * as content from './content.service.ts';

const idParam = z.object({ id: rowId('Geçersiz kayıt') });
const imageParam = z.object({ name: z.string().max(100, 'Görsel bulunamadı') });

/**
 * What the site shows (issue 16): banners with their uploaded images, and CMS pages, of the site
 * named by `site_id`. Mounted by the back office's registry (modules/backoffice/admin.routes.ts), so its permission
 * table (banners.manage, pages.manage) and checks apply before any input is read.
 */
export const BANNER_UPLOAD_ROUTE = {
  multipartOptions: { limits: { files: 1, fileSize: BANNER_IMAGE_MAX_BYTES } },
  fileTooLargeMessage: contentAdminMessages.uploadTooLarge,
  // Files are taken from staff holding this permission (app.ts's multipart onFile).
  staffUpload: 'banners.manage' as const,
};

export const contentStaffRoutes: StaffRoutes = (app, { db, config }) => {
  const uploadsDir = config.uploadsDir;
  app.get('/banners', { schema: { tags: ['staff'], querystring: staffBannersQuery, response: { 200: staffBannersReply, ...errorReplies } } }, async (request) => {
    const { rows, total } = await content.listBanners(db, request.query);
    return { success: true as const, banners: rows, total };
  });

  app.post('/banners', { schema: { tags: ['staff'], querystring: siteParam, body: staffBannerRequest, response: { 200: staffBannerReply, ...errorReplies } } }, async (request) => ({
    success: true as const,
    banner: await content.createBanner(db, staffActor(request), request.query.site_id, request.body),
  }));

  app.put('/banners/:id', { schema: { tags: ['staff'], params: idParam, querystring: siteParam, body: staffBannerRequest, response: { 200: staffBannerReply, ...errorReplies } } }, async (request) => ({
    success: true as const,
    banner: await content.updateBanner(db, staffActor(request), request.query.site_id, request.params.id, request.body),
  }));

  for (const [verb, active] of [['enable', true], ['disable', false]] as const) {
    app.post(`/banners/:id/${verb}`, { schema: { tags: ['staff'], params: idParam, querystring: siteParam, response: { 200: staffBannerReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      banner: await content.setBannerActive(db, staffActor(request), request.query.site_id, request.params.id, active),
    }));
  }

  app.delete('/banners/:id', { schema: { tags: ['staff'], params: idParam, querystring: siteParam, response: { 200: okReply, ...errorReplies } } }, async (request) => {
    await content.deleteBanner(db, staffActor(request), request.query.site_id, request.params.id);
    return { success: true as const };
  });

  app.post('/banners/reorder', { schema: { tags: ['staff'], querystring: siteParam, body: staffBannerReorderRequest, response: { 200: okReply, ...errorReplies } } }, async (request) => {
    await content.reorderBanners(db, staffActor(request), request.query.site_id, request.body);
    return { success: true as const };
  });

  app.post(
    '/banners/images',
    { schema: { tags: ['staff'], consumes: ['multipart/form-data'], querystring: siteParam, response: { 201: staffBannerImageReply, ...errorReplies } }, config: BANNER_UPLOAD_ROUTE },
    async (request, reply) => {
      const image = await content.storeBannerImage(db, uploadsDir, staffActor(request), request.query.site_id, request.body as Record<string, unknown> | undefined);
      return reply.code(201).send({ success: true as const, image });
    },
  );

  // The form's preview of any image of the site, published or not (the public address 404s until a banner shows it).
  app.get(
    '/banners/images/:name',
    { schema: { tags: ['staff'], params: imageParam, querystring: siteParam, response: untypedReplies({ 200: staffDocumentReply, ...errorReplies }) } },
    async (request, reply) => {
      const file = await content.bannerImageForStaff(db, uploadsDir, request.query.site_id, request.params.name);
      reply.header('cache-control', 'no-store').header('content-security-policy', 'sandbox').type(file.type);
      return reply.send(createReadStream(path.join(file.dir, file.name)));
    },
  );

  app.get('/pages', { schema: { tags: ['staff'], querystring: staffPagesQuery, response: { 200: staffPagesReply, ...errorReplies } } }, async (request) => {
    const { rows, total } = await content.listPages(db, request.query);
    return { success: true as const, pages: rows, total };
  });

  app.post('/pages', { schema: { tags: ['staff'], querystring: siteParam, body: staffPageRequest, response: { 200: staffPageReply, ...errorReplies } } }, async (request) => ({
    success: true as const,
    page: await content.createPage(db, staffActor(request), request.query.site_id, request.body),
  }));

  app.put('/pages/:id', { schema: { tags: ['staff'], params: idParam, querystring: siteParam, body: staffPageRequest, response: { 200: staffPageReply, ...errorReplies } } }, async (request) => ({
    success: true as const,
    page: await content.updatePage(db, staffActor(request), request.query.site_id, request.params.id, request.body),
  }));

  for (const [verb, published] of [['publish', true], ['unpublish', false]] as const) {
    app.post(`/pages/:id/${verb}`, { schema: { tags: ['staff'], params: idParam, querystring: siteParam, response: { 200: staffPageReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      page: await content.setPagePublished(db, staffActor(request), request.query.site_id, request.params.id, published),
    }));
  }

  app.delete('/pages/:id', { schema: { tags: ['staff'], params: idParam, querystring: siteParam, response: { 200: okReply, ...errorReplies } } }, async (request) => {
    await content.deletePage(db, staffActor(request), request.query.site_id, request.params.id);
    return { success: true as const };
  });

  app.post('/pages/reorder', { schema: { tags: ['staff'], querystring: siteParam, body: staffPagesReorderRequest, response: { 200: okReply, ...errorReplies } } }, async (request) => {
    await content.reorderPages(db, staffActor(request), request.query.site_id, request.body.ids);
    return { success: true as const };
  });
};
