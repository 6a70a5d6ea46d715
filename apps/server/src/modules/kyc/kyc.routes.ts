import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KYC_MAX_BYTES, kycMessages, kycUploadReply } from '@app/shared/api/account.ts';
import { errorReplies } from '@app/shared/api/common.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { requirePlayer } from '../../plugins/session.ts';
import * as service from './kyc.service.ts';

/** The one route that takes files: three documents of 5 MB at most (app.ts refuses files elsewhere). */
const UPLOAD_ROUTE = { multipartOptions: { limits: { files: 3, fileSize: KYC_MAX_BYTES } } };

export function kycRoutes(db: Db, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/kyc-upload.php', { schema: { tags: ['account'], consumes: ['multipart/form-data'], response: { 201: kycUploadReply, ...errorReplies } }, config: UPLOAD_ROUTE }, async (request, reply) => {
      const player = requirePlayer(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      await service.submit(db, config.uploadsDir, player.id, body);
      reply.code(201);
      return { success: true as const, message: kycMessages.received, status: 'pending' as const };
    });
  };
}
