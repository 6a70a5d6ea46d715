import { z } from 'zod';
import { errorReplies, rowId, staffCsvReply } from '@app/shared/api/common.ts';
import {
  amlClearRequest,
  amlFlagReply,
  amlFlagsQuery,
  amlFlagsReply,
  amlReportQuery,
  amlReportReply,
  amlSettingsReply,
  amlSettingsRequest,
  amlSiteSettingsReply,
} from '@app/shared/api/aml.ts';
import { untypedReplies } from '../../plugins/serializers.ts';
import { CSV_MAX_ROWS, csvReply } from '../../lib/csv.ts';
import { staffActor, type StaffRoutes } from '../../plugins/staff-routes.ts';
import * as aml from './aml.service.ts';

const idParam = z.object({ id: rowId('Geçersiz kayıt') });

/**
 * The risk role's AML flags (modules/aml, decision 0019): the queue's grid and CSV, clearing a flag
 * with a note (audited), the report of flags per period and each site's thresholds. Mounted by
 * the back office's registry (modules/backoffice/admin.routes.ts), so its permission table and checks apply (`flags.manage`).
 */
export const amlStaffRoutes: StaffRoutes = (app, { db }) => {
  const tags = ['staff'];
  app.get('/aml/flags', { schema: { tags, querystring: amlFlagsQuery, response: { 200: amlFlagsReply, ...errorReplies } } }, async (request) => {
    const { rows, total } = await aml.listFlags(db, request.query);
    return { success: true as const, flags: rows, total };
  });

  app.get(
    '/aml/flags.csv',
    { schema: { tags, querystring: amlFlagsQuery, response: untypedReplies({ 200: staffCsvReply, ...errorReplies }) } },
    async (request, reply) => csvReply(reply, 'aml-uyarilari', await aml.flagsCsv(db, request.query, CSV_MAX_ROWS)),
  );

  app.post(
    '/aml/flags/:id/clear',
    { schema: { tags, params: idParam, body: amlClearRequest, response: { 200: amlFlagReply, ...errorReplies } } },
    async (request) => ({ success: true as const, flag: await aml.clearFlag(db, staffActor(request), request.params.id, request.body.note) }),
  );

  app.get('/aml/report', { schema: { tags, querystring: amlReportQuery, response: { 200: amlReportReply, ...errorReplies } } }, async (request) => ({
    success: true as const,
    report: await aml.report(db, request.query),
  }));

  app.get(
    '/aml/report.csv',
    { schema: { tags, querystring: amlReportQuery, response: untypedReplies({ 200: staffCsvReply, ...errorReplies }) } },
    async (request, reply) => csvReply(reply, `aml-raporu-${request.query.period}`, await aml.reportCsv(db, request.query)),
  );

  app.get('/aml/settings', { schema: { tags, response: { 200: amlSettingsReply, ...errorReplies } } }, async () => ({
    success: true as const,
    sites: await aml.listSiteSettings(db),
  }));

  app.put(
    '/aml/settings/:id',
    { schema: { tags, params: idParam, body: amlSettingsRequest, response: { 200: amlSiteSettingsReply, ...errorReplies } } },
    async (request) => ({ success: true as const, site: await aml.updateSiteSettings(db, staffActor(request), request.params.id, request.body) }),
  );
};
