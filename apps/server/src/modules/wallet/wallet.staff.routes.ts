import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorReplies, rowId, staffCsvReply } from '@app/shared/api/common.ts';
import {
  staffAdjustReply,
  staffAdjustRequest,
  staffDepositsQuery,
  staffWithdrawalsQuery,
  staffDepositReply,
  staffDepositsReply,
  staffWithdrawalReply,
  staffWithdrawalsReply,
  staffApproveReply,
  staffApproveRequest,
} from '@app/shared/api/wallet.ts';
import {
  staffAdjustmentDecisionReply,
  staffAdjustmentRejectRequest,
  staffAdjustmentsQuery,
  staffAdjustmentsReply,
} from '@app/shared/api/adjustments.ts';
import { kurusToLira } from '@app/shared/money.ts';
import { badRequest } from '../../lib/errors.ts';
import { page } from '../../lib/grid.ts';
import { CSV_MAX_ROWS, csvReply } from '../../lib/csv.ts';
import { untypedReplies } from '../../plugins/serializers.ts';
import { moneyItem, staffActor, type StaffRoutes } from '../../plugins/staff-routes.ts';
import * as wallet from './wallet.service.ts';
import { depositsCsv, withdrawalsCsv } from './money-csv.ts';

const idParam = z.object({ id: rowId('Geçersiz kayıt') });
const reasonBody = z.object({ reason: z.string().trim().max(500, 'Açıklama en fazla 500 karakter olabilir').optional().default('') }).nullish();

/** An optional `Idempotency-Key` header makes a repeated adjustment answer the first one. */
function idempotencyKey(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw badRequest('Geçersiz işlem anahtarı');
  return key;
}

/** A money queue item: the row's fields, with the player's balances (kuruş) as one object in lira. */
function queueItem<T extends { cash: bigint; bonus: bigint; withdraw_hold: bigint }>(row: T) {
  const { cash, bonus, withdraw_hold, ...rest } = row;
  return { ...moneyItem(rest), balances: { cash: kurusToLira(cash), bonus: kurusToLira(bonus), withdraw_hold: kurusToLira(withdraw_hold) } };
}

/**
 * Finance's money queues (deposits, withdrawals with the payout controls; grids and CSV) and a
 * player's balance adjustment through the ledger. Mounted by the back office's registry
 * (modules/backoffice/admin.routes.ts), so its permission table and checks apply.
 */
export const walletStaffRoutes: StaffRoutes = (app, { db }) => {
  app.get('/deposits', { schema: { tags: ['staff'], querystring: staffDepositsQuery, response: { 200: staffDepositsReply, ...errorReplies } } }, async (request) => {
    const { rows, total } = page(await wallet.listDepositsForStaff(db, request.query), ({ total_count: _, ...r }) => queueItem(r));
    return { success: true as const, deposits: rows, total };
  });

  app.get(
    '/deposits.csv',
    { schema: { tags: ['staff'], querystring: staffDepositsQuery, response: untypedReplies({ 200: staffCsvReply, ...errorReplies }) } },
    async (request, reply) =>
      csvReply(reply, 'para-yatirma', depositsCsv(await wallet.listDepositsForStaff(db.reports, { ...request.query, limit: CSV_MAX_ROWS, offset: 0 }))),
  );

  app.post('/deposits/:id/approve', { schema: { tags: ['staff'], params: idParam, response: { 200: staffDepositReply, ...errorReplies } } }, async (request) => {
    const d = await wallet.approveDeposit(db, staffActor(request), request.params.id);
    return { success: true as const, deposit: moneyItem({ ...d }) };
  });

  app.post('/deposits/:id/reject', { schema: { tags: ['staff'], params: idParam, body: reasonBody, response: { 200: staffDepositReply, ...errorReplies } } }, async (request) => {
    const d = await wallet.rejectDeposit(db, staffActor(request), request.params.id, request.body?.reason ?? '');
    return { success: true as const, deposit: moneyItem({ ...d }) };
  });

  app.get('/withdrawals', { schema: { tags: ['staff'], querystring: staffWithdrawalsQuery, response: { 200: staffWithdrawalsReply, ...errorReplies } } }, async (request) => {
    const { rows, total } = page(await wallet.listWithdrawalsForStaff(db, request.query), ({ total_count: _, ...r }) => queueItem(r));
    return { success: true as const, withdrawals: rows, total };
  });

  app.get(
    '/withdrawals.csv',
    { schema: { tags: ['staff'], querystring: staffWithdrawalsQuery, response: untypedReplies({ 200: staffCsvReply, ...errorReplies }) } },
    async (request, reply) =>
      csvReply(reply, 'para-cekme', withdrawalsCsv(await wallet.listWithdrawalsForStaff(db.reports, { ...request.query, limit: CSV_MAX_ROWS, offset: 0 }))),
  );

  app.post(
    '/withdrawals/:id/approve',
    { schema: { tags: ['staff'], params: idParam, body: staffApproveRequest, response: { 200: staffApproveReply, ...errorReplies } } },
    async (request) => {
      const outcome = await wallet.approveWithdrawal(db, staffActor(request), request.params.id, {
        acknowledgeNameMismatch: request.body?.acknowledge_name_mismatch ?? false,
      });
      return { success: true as const, status: outcome.status, withdrawal: moneyItem({ ...outcome.withdrawal }) };
    },
  );

  app.post('/withdrawals/:id/reject', { schema: { tags: ['staff'], params: idParam, body: reasonBody, response: { 200: staffWithdrawalReply, ...errorReplies } } }, async (request) => {
    const w = await wallet.rejectWithdrawal(db, staffActor(request), request.params.id, request.body?.reason ?? '');
    return { success: true as const, withdrawal: moneyItem({ ...w }) };
  });

  app.post('/withdrawals/:id/paid', { schema: { tags: ['staff'], params: idParam, response: { 200: staffWithdrawalReply, ...errorReplies } } }, async (request) => {
    const w = await wallet.markWithdrawalPaid(db, staffActor(request), request.params.id);
    return { success: true as const, withdrawal: moneyItem({ ...w }) };
  });

  app.post(
    '/players/:id/adjust',
    { schema: { tags: ['staff'], params: idParam, body: staffAdjustRequest, response: { 200: staffAdjustReply, 201: staffAdjustReply, ...errorReplies } } },
    async (request, reply) => {
      const key = idempotencyKey(request);
      const a = await wallet.adjustBalance(db, staffActor(request), request.params.id, request.body, key);
      const b = await wallet.balances(db, a.playerId);
      // 201 posted, 202 waiting for the second approver (nothing moved), 200 a replay of either.
      reply.code(a.replayed ? 200 : a.status === 'pending' ? 202 : 201);
      return {
        success: true as const,
        adjustment: {
          id: a.id === null ? null : Number(a.id),
          request_id: a.requestId === null ? null : Number(a.requestId),
          player_id: a.playerId,
          username: a.username,
          amount: kurusToLira(a.amount),
          reason: a.reason,
          status: a.status,
          created_at: a.createdAt.toISOString(),
        },
        balances: { cash: b.balance, bonus: b.bonus_balance, withdraw_hold: b.withdraw_hold },
      };
    },
  );

  // The balance credits above the site's cap waiting for a second approver (decision 0023).
  app.get('/adjustments', { schema: { tags: ['staff'], querystring: staffAdjustmentsQuery, response: { 200: staffAdjustmentsReply, ...errorReplies } } }, async (request) => {
    const { rows, total } = await wallet.listAdjustmentRequests(db, request.query);
    return { success: true as const, adjustments: rows, total };
  });

  app.post('/adjustments/:id/approve', { schema: { tags: ['staff'], params: idParam, response: { 200: staffAdjustmentDecisionReply, ...errorReplies } } }, async (request) => ({
    success: true as const,
    adjustment: await wallet.approveAdjustment(db, staffActor(request), request.params.id),
  }));

  app.post(
    '/adjustments/:id/reject',
    { schema: { tags: ['staff'], params: idParam, body: staffAdjustmentRejectRequest, response: { 200: staffAdjustmentDecisionReply, ...errorReplies } } },
    async (request) => ({
      success: true as const,
      adjustment: await wallet.rejectAdjustment(db, staffActor(request), request.params.id, request.body?.reason ?? ''),
    }),
  );
};
