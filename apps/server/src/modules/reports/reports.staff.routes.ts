import { errorReplies, staffCsvReply } from '@app/shared/api/common.ts';
import { csvReply } from '../../lib/csv.ts';
import { untypedReplies } from '../../plugins/serializers.ts';
import { type StaffRoutes } from '../../plugins/staff-routes.ts';
import * as reports from './reports.service.ts';
import { dashboardQuery, dashboardReply, reportQuery, reportReply } from '@app/shared/api/reports.ts';


/** The reports (finance, risk, admin): from the ledger over its summaries. Mounted by the back office's registry. */
export const reportsStaffRoutes: StaffRoutes = (app, { db }) => {
  // Reports (finance, risk, admin): from the ledger over its summaries (modules/reports).
  app.get('/reports/daily', { schema: { tags: ['staff'], querystring: reportQuery, response: { 200: reportReply, ...errorReplies } } }, async (request) => ({
    success: true as const,
    report: await reports.report(db, request.query),
  }));

  app.get(
    '/reports/daily.csv',
    { schema: { tags: ['staff'], querystring: reportQuery, response: untypedReplies({ 200: staffCsvReply, ...errorReplies }) } },
    async (request, reply) => csvReply(reply, `rapor-${request.query.group_by}`, await reports.reportCsv(db, request.query)),
  );

  app.get('/reports/dashboard', { schema: { tags: ['staff'], querystring: dashboardQuery, response: { 200: dashboardReply, ...errorReplies } } }, async (request) => ({
    success: true as const,
    dashboard: await reports.dashboard(db, request.query.site_id ?? null),
  }));
};
