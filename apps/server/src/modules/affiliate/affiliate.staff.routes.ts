import { z } from 'zod';
import {
  affiliatePlanBody,
  affiliateStatementReply,
  affiliateStatementsReply,
  staffAffiliateAccountReply,
  staffAffiliateAccountsQuery,
  staffAffiliateAccountsReply,
  staffAffiliatePlanReply,
  staffStatementApprovalReply,
  statementPaidBody,
} from '@app/shared/api/affiliate.ts';
import { errorReplies, rowId } from '@app/shared/api/common.ts';
import { staffActor, type StaffRoutes } from '../../plugins/staff-routes.ts';
import { setPlan } from './commission.ts';
import { affiliateAccount, affiliateStatements, listAffiliateAccounts } from './affiliate.staff.ts';
import { approveStatement, markStatementPaid } from './statements.ts';

const idParam = z.object({ id: rowId('Geçersiz kayıt') });

/**
 * The affiliate domain's staff room (docs/decisions/0032): the accounts, an account's plans and
 * statements (affiliates.view), the plan and the statements' approval and payment (finance's
 * affiliates.finance). Mounted by the back office's registry.
 */
export const affiliateStaffRoutes: StaffRoutes = (app, { db }) => {
  app.get(
    '/affiliates',
    {
      schema: {
        tags: ['staff'],
        querystring: staffAffiliateAccountsQuery,
        response: { 200: staffAffiliateAccountsReply, ...errorReplies },
      },
    },
    async (request) => {
      const { rows, total } = await listAffiliateAccounts(db, request.query);
      return { success: true as const, affiliates: rows, total };
    },
  );

  app.get(
    '/affiliates/:id',
    {
      schema: {
        tags: ['staff'],
        params: idParam,
        response: { 200: staffAffiliateAccountReply, ...errorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await affiliateAccount(db, request.params.id)),
    }),
  );

  // A plan change applies from the next Istanbul month; the first plan from this one.
  app.put(
    '/affiliates/:id/plan',
    {
      schema: {
        tags: ['staff'],
        params: idParam,
        body: affiliatePlanBody,
        response: { 200: staffAffiliatePlanReply, ...errorReplies },
      },
    },
    async (request) => {
      const actor = staffActor(request);
      return { success: true as const, ...(await setPlan(db, actor, request.params.id, request.body)) };
    },
  );

  app.get(
    '/affiliates/:id/statements',
    {
      schema: {
        tags: ['staff'],
        params: idParam,
        response: { 200: affiliateStatementsReply, ...errorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      statements: await affiliateStatements(db, request.params.id),
    }),
  );

  // Above the site's four-eyes threshold a second, different staff member approves again.
  app.post(
    '/affiliate-statements/:id/approve',
    {
      schema: {
        tags: ['staff'],
        params: idParam,
        response: { 200: staffStatementApprovalReply, ...errorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await approveStatement(db, staffActor(request), request.params.id)),
    }),
  );

  app.post(
    '/affiliate-statements/:id/paid',
    {
      schema: {
        tags: ['staff'],
        params: idParam,
        body: statementPaidBody,
        response: { 200: affiliateStatementReply, ...errorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      statement: await markStatementPaid(db, staffActor(request), request.params.id, request.body.reference),
    }),
  );
};
