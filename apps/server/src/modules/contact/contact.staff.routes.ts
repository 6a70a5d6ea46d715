import { z } from 'zod';
import { errorReplies, rowId, staffCsvReply } from '@app/shared/api/common.ts';
import {
  staffAffiliatesQuery,
  staffCallRequestsQuery,
  staffAffiliateReply,
  staffAffiliatesReply,
  staffCallRequestReply,
  staffCallRequestsReply,
  staffCallStatusRequest,
} from '@app/shared/api/contact.ts';
import { csvReply } from '../../lib/csv.ts';
import { untypedReplies } from '../../plugins/serializers.ts';
import { staffActor, type StaffRoutes } from '../../plugins/staff-routes.ts';
import * as contact from './contact.service.ts';
import * as supportQueues from './contact.staff.ts';

const idParam = z.object({ id: rowId('Geçersiz kayıt') });

/** Call requests and affiliate applications: grids, CSV and decisions. Mounted by the back office's registry. */
export const contactStaffRoutes: StaffRoutes = (app, { db }) => {
  // Call requests: the list, and called (done) or rejected; the requester's 'Son Talepleriniz' shows it.
  app.get('/call-requests', { schema: { tags: ['staff'], querystring: staffCallRequestsQuery, response: { 200: staffCallRequestsReply, ...errorReplies } } }, async (request) => {
    const { rows, total } = await supportQueues.listCallRequests(db, request.query);
    return { success: true as const, call_requests: rows, total };
  });

  app.get(
    '/call-requests.csv',
    { schema: { tags: ['staff'], querystring: staffCallRequestsQuery, response: untypedReplies({ 200: staffCsvReply, ...errorReplies }) } },
    async (request, reply) => csvReply(reply, 'arama-talepleri', await supportQueues.callRequestsCsv(db, request.query)),
  );

  app.post(
    '/call-requests/:id/status',
    { schema: { tags: ['staff'], params: idParam, body: staffCallStatusRequest, response: { 200: staffCallRequestReply, ...errorReplies } } },
    async (request) => ({
      success: true as const,
      call_request: await contact.decideCallRequest(db, staffActor(request), request.params.id, request.body.status),
    }),
  );

  // Affiliate applications: approval gives the affiliate a unique btag.
  app.get(
    '/affiliate-applications',
    { schema: { tags: ['staff'], querystring: staffAffiliatesQuery, response: { 200: staffAffiliatesReply, ...errorReplies } } },
    async (request) => {
      const { rows, total } = await supportQueues.listAffiliateApplications(db, request.query);
      return { success: true as const, affiliate_applications: rows, total };
    },
  );

  app.get(
    '/affiliate-applications.csv',
    { schema: { tags: ['staff'], querystring: staffAffiliatesQuery, response: untypedReplies({ 200: staffCsvReply, ...errorReplies }) } },
    async (request, reply) => csvReply(reply, 'ortaklik-basvurulari', await supportQueues.affiliatesCsv(db, request.query)),
  );

  app.post('/affiliate-applications/:id/approve', { schema: { tags: ['staff'], params: idParam, response: { 200: staffAffiliateReply, ...errorReplies } } }, async (request) => {
    const a = await contact.decideAffiliateApplication(db, staffActor(request), request.params.id, 'approved');
    return { success: true as const, affiliate_application: a, btag: a.btag! };
  });

  app.post('/affiliate-applications/:id/reject', { schema: { tags: ['staff'], params: idParam, response: { 200: staffAffiliateReply, ...errorReplies } } }, async (request) => ({
    success: true as const,
    affiliate_application: await contact.decideAffiliateApplication(db, staffActor(request), request.params.id, 'rejected'),
  }));
};
