import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { errorReplies, rowId, staffDocumentReply } from '@app/shared/api/common.ts';
import { staffKycDecisionReply, staffKycListReply } from '@app/shared/api/kyc.ts';
import { untypedReplies } from '../../plugins/serializers.ts';
import { moneyItem, staffActor, type StaffRoutes } from '../../plugins/staff-routes.ts';
import * as kyc from './kyc.service.ts';

const idParam = z.object({ id: rowId('Geçersiz kayıt') });
const statusQuery = z.object({
  status: z.string().max(30).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional().default(100),
});
const reasonBody = z.object({ reason: z.string().trim().max(500, 'Açıklama en fazla 500 karakter olabilir').optional().default('') }).nullish();

/** The KYC queue: the list, a document (sandboxed), verify and reject. Mounted by the back office's registry. */
export const kycStaffRoutes: StaffRoutes = (app, { db, config }) => {
  app.get('/kyc', { schema: { tags: ['staff'], querystring: statusQuery, response: { 200: staffKycListReply, ...errorReplies } } }, async (request) => {
    return { success: true as const, kyc: (await kyc.listForStaff(db, request.query.status ?? null, request.query.limit)).map(moneyItem) };
  });

  app.get(
    '/kyc/:id/files/:doc',
    {
      schema: {
        tags: ['staff'],
        params: idParam.extend({ doc: z.enum(['id_front', 'id_back', 'address'], { error: 'Geçersiz belge' }) }),
        response: untypedReplies({ 200: staffDocumentReply, ...errorReplies }),
      },
    },
    async (request, reply) => {
      const who = staffActor(request);
      const file = await kyc.openDocumentForStaff(db, who, config.uploadsDir, request.params.id, request.params.doc);
      const type = file.endsWith('.pdf') ? 'application/pdf' : file.endsWith('.png') ? 'image/png' : file.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
      // A sandbox CSP: a crafted document runs nothing in our origin; PDFs download instead of opening.
      reply.header('content-disposition', type === 'application/pdf' ? 'attachment' : 'inline').header('cache-control', 'no-store').type(type);
      reply.header('content-security-policy', 'sandbox');
      return reply.send(createReadStream(file));
    },
  );

  app.post('/kyc/:id/verify', { schema: { tags: ['staff'], params: idParam, response: { 200: staffKycDecisionReply, ...errorReplies } } }, async (request) => ({
    success: true as const,
    kyc: await kyc.decide(db, staffActor(request), request.params.id, 'verified', ''),
  }));

  app.post('/kyc/:id/reject', { schema: { tags: ['staff'], params: idParam, body: reasonBody, response: { 200: staffKycDecisionReply, ...errorReplies } } }, async (request) => ({
    success: true as const,
    kyc: await kyc.decide(db, staffActor(request), request.params.id, 'rejected', request.body?.reason ?? ''),
  }));
};
