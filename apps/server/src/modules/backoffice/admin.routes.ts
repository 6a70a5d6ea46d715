import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorReplies, okReply, rowId } from '@app/shared/api/common.ts';
import {
  auditReply,
  staffDepositReply,
  staffDocumentReply,
  staffDepositsReply,
  staffKycDecisionReply,
  staffKycListReply,
  staffMessageSentReply,
  staffMessagesReply,
  staffReply,
  staffWithdrawalReply,
  staffWithdrawalsReply,
} from '@app/shared/api/staff.ts';
import { kurusToLira } from '@app/shared/money.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { clearStaffCookie, endStaffSession, registerStaffSessions, startStaffSession, type StaffRole } from '../../plugins/staff-session.ts';
import type { LoginLimiters } from '../auth/auth.service.ts';
import * as audit from '../audit/audit.service.ts';
import type { Actor } from '../audit/audit.service.ts';
import * as wallet from '../wallet/wallet.service.ts';
import * as kyc from '../kyc/kyc.service.ts';
import * as messages from '../messages/messages.service.ts';
import { createReadStream } from 'node:fs';
import { untypedReplies } from '../../plugins/serializers.ts';
import * as service from './staff.service.ts';

const idParam = z.object({ id: rowId('Geçersiz kayıt') });
const statusQuery = z.object({
  status: z.string().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional().default(100),
});
const reasonBody = z.object({ reason: z.string().trim().max(500, 'Açıklama en fazla 500 karakter olabilir').optional().default('') }).nullish();

/** A row as the staff API sends it: bigint ids and amounts as numbers (amount in lira), times as ISO text. */
type StaffItem<T> = { [K in keyof T]: T[K] extends bigint ? number : T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** Money items carry id, username, amount (lira), status and created_at, as the staff API promises. */
function moneyItem<T extends object>(row: T): StaffItem<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    out[k] = k === 'amount' && typeof v === 'bigint' ? kurusToLira(v) : typeof v === 'bigint' ? Number(v) : v instanceof Date ? v.toISOString() : v;
  }
  return out as StaffItem<T>;
}

export function adminRoutes(db: Db, config: Config, limiters: LoginLimiters): FastifyPluginAsyncZod {
  return async (app) => {
    registerStaffSessions(app, db, config);

    // Who is asking comes before what is asked: without a staff session every call but login and
    // logout is a 401 before its input is even read (a 400 would tell a stranger about the routes).
    app.addHook('preValidation', async (request) => {
      const url = request.routeOptions.url ?? '';
      if (!request.staff && !url.endsWith('/login') && !url.endsWith('/logout')) {
        throw new AppError(401, 'Personel girişi gerekli');
      }
    });

    const requireRole = (request: FastifyRequest, roles: StaffRole[]): Actor => {
      if (!request.staff) throw new AppError(401, 'Personel girişi gerekli');
      if (!roles.includes(request.staff.role) && request.staff.role !== 'admin') throw forbidden('Bu işlem için yetkiniz yok');
      return { staffId: request.staff.id, ip: request.ip };
    };

    app.post(
      '/login',
      {
        schema: {
          tags: ['staff'],
          body: z.object({
            username: z.string({ error: 'Kullanıcı adı gerekli' }).trim().min(1, 'Kullanıcı adı gerekli').max(100),
            password: z.string({ error: 'Şifre gerekli' }).min(1, 'Şifre gerekli').max(200),
            totp: z.string().trim().max(10).optional().default(''),
          }),
          response: { 200: staffReply, ...errorReplies },
        },
      },
      async (request, reply) => {
        const staff = await service.staffLogin(db, limiters, config.totpKey, request.body, request.ip);
        if (request.staff) await endStaffSession(db, request.staff.sessionId);
        await startStaffSession(db, reply, config, { staffId: staff.id, ip: request.ip });
        return { success: true as const, staff: { id: staff.id, username: staff.username, role: staff.role } };
      },
    );

    app.post('/logout', { schema: { tags: ['staff'], response: { 200: okReply, ...errorReplies } } }, async (request, reply) => {
      if (request.staff) await endStaffSession(db, request.staff.sessionId);
      clearStaffCookie(reply, config);
      return { success: true as const };
    });

    app.get('/me', { schema: { tags: ['staff'], response: { 200: staffReply, ...errorReplies } } }, async (request) => {
      requireRole(request, ['admin', 'finance', 'support', 'content']);
      const s = request.staff!;
      return { success: true as const, staff: { id: s.id, username: s.username, role: s.role } };
    });

    app.get('/deposits', { schema: { tags: ['staff'], querystring: statusQuery, response: { 200: staffDepositsReply, ...errorReplies } } }, async (request) => {
      requireRole(request, ['finance']);
      const rows = await wallet.listDepositsForStaff(db, request.query.status ?? null, request.query.limit);
      return { success: true as const, deposits: rows.map(moneyItem) };
    });

    app.post('/deposits/:id/approve', { schema: { tags: ['staff'], params: idParam, response: { 200: staffDepositReply, ...errorReplies } } }, async (request) => {
      const d = await wallet.approveDeposit(db, requireRole(request, ['finance']), request.params.id);
      return { success: true as const, deposit: moneyItem({ ...d }) };
    });

    app.post('/deposits/:id/reject', { schema: { tags: ['staff'], params: idParam, body: reasonBody, response: { 200: staffDepositReply, ...errorReplies } } }, async (request) => {
      const d = await wallet.rejectDeposit(db, requireRole(request, ['finance']), request.params.id, request.body?.reason ?? '');
      return { success: true as const, deposit: moneyItem({ ...d }) };
    });

    app.get('/withdrawals', { schema: { tags: ['staff'], querystring: statusQuery, response: { 200: staffWithdrawalsReply, ...errorReplies } } }, async (request) => {
      requireRole(request, ['finance']);
      const rows = await wallet.listWithdrawalsForStaff(db, request.query.status ?? null, request.query.limit);
      return { success: true as const, withdrawals: rows.map(moneyItem) };
    });

    app.post('/withdrawals/:id/approve', { schema: { tags: ['staff'], params: idParam, response: { 200: staffWithdrawalReply, ...errorReplies } } }, async (request) => {
      const w = await wallet.approveWithdrawal(db, requireRole(request, ['finance']), request.params.id);
      return { success: true as const, withdrawal: moneyItem({ ...w }) };
    });

    app.post('/withdrawals/:id/reject', { schema: { tags: ['staff'], params: idParam, body: reasonBody, response: { 200: staffWithdrawalReply, ...errorReplies } } }, async (request) => {
      const w = await wallet.rejectWithdrawal(db, requireRole(request, ['finance']), request.params.id, request.body?.reason ?? '');
      return { success: true as const, withdrawal: moneyItem({ ...w }) };
    });

    app.post('/withdrawals/:id/paid', { schema: { tags: ['staff'], params: idParam, response: { 200: staffWithdrawalReply, ...errorReplies } } }, async (request) => {
      const w = await wallet.markWithdrawalPaid(db, requireRole(request, ['finance']), request.params.id);
      return { success: true as const, withdrawal: moneyItem({ ...w }) };
    });

    app.get('/kyc', { schema: { tags: ['staff'], querystring: statusQuery, response: { 200: staffKycListReply, ...errorReplies } } }, async (request) => {
      requireRole(request, ['support']);
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
        const actor = requireRole(request, ['support']);
        const file = await kyc.openDocumentForStaff(db, actor, config.uploadsDir, request.params.id, request.params.doc);
        const type = file.endsWith('.pdf') ? 'application/pdf' : file.endsWith('.png') ? 'image/png' : file.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
        // A sandbox CSP: a crafted document runs nothing in our origin; PDFs download instead of opening.
        reply.header('content-disposition', type === 'application/pdf' ? 'attachment' : 'inline').header('cache-control', 'no-store').type(type);
        reply.header('content-security-policy', 'sandbox');
        return reply.send(createReadStream(file));
      },
    );

    app.post('/kyc/:id/verify', { schema: { tags: ['staff'], params: idParam, response: { 200: staffKycDecisionReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      kyc: await kyc.decide(db, requireRole(request, ['support']), request.params.id, 'verified', ''),
    }));

    app.post('/kyc/:id/reject', { schema: { tags: ['staff'], params: idParam, body: reasonBody, response: { 200: staffKycDecisionReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      kyc: await kyc.decide(db, requireRole(request, ['support']), request.params.id, 'rejected', request.body?.reason ?? ''),
    }));

    app.get('/messages', { schema: { tags: ['staff'], querystring: statusQuery, response: { 200: staffMessagesReply, ...errorReplies } } }, async (request) => {
      requireRole(request, ['support']);
      return { success: true as const, messages: (await messages.listInboundForStaff(db, request.query.status ?? null, request.query.limit)).map(moneyItem) };
    });

    const messageBody = z.object({ body: z.string({ error: 'Mesaj gerekli' }).trim().min(1, 'Mesaj gerekli').max(2000, 'Mesaj en fazla 2000 karakter olabilir') });
    app.post('/messages/:id/reply', { schema: { tags: ['staff'], params: idParam, body: messageBody, response: { 200: staffMessageSentReply, ...errorReplies } } }, async (request) => {
      const m = await messages.staffReply(db, requireRole(request, ['support']), request.params.id, request.body.body);
      return { success: true as const, message: { id: Number(m.id) } };
    });

    app.post('/messages/:id/close', { schema: { tags: ['staff'], params: idParam, response: { 200: okReply, ...errorReplies } } }, async (request) => {
      await messages.staffClose(db, requireRole(request, ['support']), request.params.id);
      return { success: true as const };
    });

    app.post(
      '/players/:id/messages',
      {
        schema: {
          tags: ['staff'],
          params: idParam,
          body: messageBody.extend({ subject: z.string({ error: 'Konu gerekli' }).trim().min(1, 'Konu gerekli').max(255, 'Konu en fazla 255 karakter olabilir') }),
          response: { 200: staffMessageSentReply, ...errorReplies },
        },
      },
      async (request) => {
        const m = await messages.staffSendToPlayer(db, requireRole(request, ['support']), request.params.id, request.body.subject, request.body.body);
        return { success: true as const, message: { id: Number(m.id) } };
      },
    );

    app.get('/audit', { schema: { tags: ['staff'], querystring: statusQuery, response: { 200: auditReply, ...errorReplies } } }, async (request) => {
      requireRole(request, ['admin']);
      return { success: true as const, audit: (await audit.listAudit(db, request.query.limit)).map(moneyItem) };
    });
  };
}
