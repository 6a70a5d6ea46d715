import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import { errorReplies, okReply, rowId } from '@app/shared/api/common.ts';
import {
  auditQuery,
  auditReply,
  staffAccountReply,
  staffAdjustReply,
  staffAdjustRequest,
  staffBlockRequest,
  staffCreateRequest,
  staffEnrolmentMessages,
  staffEnrolRequest,
  staffListQuery,
  staffLoginRefusedReply,
  staffEnrolmentReply,
  staffListReply,
  staffLoginRequest,
  staffMessages,
  staffPlayerReply,
  staffPlayersQuery,
  staffCsvReply,
  staffDepositsQuery,
  staffWithdrawalsQuery,
  staffPlayersReply,
  staffRoleRequest,
  type StaffRole,
  staffDepositReply,
  staffDocumentReply,
  staffDepositsReply,
  staffKycDecisionReply,
  staffKycListReply,
  staffMessageSentReply,
  staffMessageThreadReply,
  staffMessageReplyRequest,
  staffMessagesQuery,
  staffMessagesReply,
  staffAffiliatesQuery,
  staffCallRequestsQuery,
  staffReply,
  staffWithdrawalReply,
  staffWithdrawalsReply,
  staffAffiliateReply,
  staffAffiliatesReply,
  staffApproveReply,
  staffApproveRequest,
  staffCallRequestReply,
  staffCallRequestsReply,
  staffCallStatusRequest,
  staffQueueCountsReply,
} from '@app/shared/api/staff.ts';
import { kurusToLira } from '@app/shared/money.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, forbidden } from '../../lib/errors.ts';
import { clearStaffCookie, endStaffSession, registerStaffSessions, startStaffSession } from '../../plugins/staff-session.ts';
import type { LoginLimiters } from '../auth/auth.service.ts';
import * as wallet from '../wallet/wallet.service.ts';
import * as kyc from '../kyc/kyc.service.ts';
import * as messages from '../messages/messages.service.ts';
import * as contact from '../contact/contact.service.ts';
import * as reports from '../reports/reports.service.ts';
import { dashboardQuery, dashboardReply, reportQuery, reportReply } from '@app/shared/api/reports.ts';
import { createReadStream } from 'node:fs';
import { untypedReplies } from '../../plugins/serializers.ts';
import type { StaffRoutes } from '../../plugins/staff-routes.ts';
import * as service from './staff.service.ts';
import { page } from '../../lib/grid.ts';
import { CSV_MAX_ROWS, csvReply } from '../../lib/csv.ts';
import * as supportQueues from './support-queues.ts';
import { playerPageRoutes } from './player-page.routes.ts';
import { staffPlayerMessageRequest } from '@app/shared/api/staff-player.ts';

const idParam = z.object({ id: rowId('Geçersiz kayıt') });
const statusQuery = z.object({
  status: z.string().max(30).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional().default(100),
});
const reasonBody = z.object({ reason: z.string().trim().max(500, 'Açıklama en fazla 500 karakter olabilir').optional().default('') }).nullish();

/** An optional `Idempotency-Key` header makes a repeated adjustment answer the first one. */
function idempotencyKey(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw badRequest('Geçersiz işlem anahtarı');
  return key;
}

/** A staff account as staff management answers it (only these fields, whatever the row holds). */
const account = (row: { id: number; username: string; role: StaffRole; is_active: boolean; enrolled: boolean; created_at: Date }) => ({
  id: row.id,
  username: row.username,
  role: row.role,
  is_active: row.is_active,
  enrolment: row.enrolled ? ('enrolled' as const) : ('pending' as const),
  created_at: row.created_at.toISOString(),
});

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

/** A money queue item: the row's fields, with the player's balances (kuruş) as one object in lira. */
function queueItem<T extends { cash: bigint; bonus: bigint; withdraw_hold: bigint }>(row: T) {
  const { cash, bonus, withdraw_hold, ...rest } = row;
  return { ...moneyItem(rest), balances: { cash: kurusToLira(cash), bonus: kurusToLira(bonus), withdraw_hold: kurusToLira(withdraw_hold) } };
}

/**
 * The Staff API's registry: the staff's own routes (login, enrolment, staff management, the audit log,
 * the queues' counts) and every domain's staff routes (`domains`, listed in modules/index.ts), all in
 * this one plugin under /api/admin, behind its hooks: the staff session, the permission table (a route
 * without an entry is refused at registration) and the 401/403 checks before any input is read.
 */
export function adminRoutes(db: Db, config: Config, limiters: LoginLimiters, domains: readonly StaffRoutes[] = []): FastifyPluginAsyncZod {
  return async (app) => {
    registerStaffSessions(app, db, config);

    // Every route names what it needs in the permission table (permissions.ts): a route without an
    // entry is refused here, when it is registered, so none can be added without deciding who may call it.
    const PREFIX = '/api/admin';
    app.addHook('onRoute', (route) => {
      const path = route.url.startsWith(PREFIX) ? route.url.slice(PREFIX.length) : route.url;
      for (const method of [route.method].flat()) {
        if (!service.routeAccess(method, path)) throw new Error(`${method} ${route.url} has no entry in the back office's permission table (permissions.ts)`);
      }
    });

    // Who is asking comes before what is asked: without a staff session every call but login and
    // logout is a 401, and a role without the route's permission a 403, before its input is even
    // read (a 400 would tell a stranger about the routes).
    app.addHook('preValidation', async (request) => {
      const url = request.routeOptions.url ?? '';
      const access = service.routeAccess(request.method, url.startsWith(PREFIX) ? url.slice(PREFIX.length) : url);
      if (access === 'open') return;
      if (!request.staff) throw new AppError(401, staffMessages.signInRequired);
      if (access === undefined || (access !== 'signed-in' && !service.mayDo(request.staff.role, access))) throw forbidden(staffMessages.forbidden);
    });

    /** Who acts, for the audit log (the hook above has let only a permitted staff member through). */
    const actor = (request: FastifyRequest): service.StaffActor => {
      if (!request.staff) throw new AppError(401, staffMessages.signInRequired);
      return { staffId: request.staff.id, ip: request.ip };
    };

    /** A new session for the staff member (ending the browser's previous one) and who they are. */
    const signIn = async (request: FastifyRequest, reply: FastifyReply, staff: { id: number; username: string; role: StaffRole }) => {
      if (request.staff) await endStaffSession(db, request.staff.sessionId);
      await startStaffSession(db, reply, config, { staffId: staff.id, ip: request.ip });
      return { success: true as const, staff: { id: staff.id, username: staff.username, role: staff.role, permissions: service.permissionsOf(staff.role) } };
    };

    // Login; an account awaiting enrolment gets a 403 with a QR code of a new secret and a one-time
    // token instead of a session, and confirms with a code at login/enrol (docs/backoffice.md).
    app.post(
      '/login',
      {
        schema: {
          tags: ['staff'],
          body: staffLoginRequest,
          response: { 200: staffReply, ...errorReplies, 403: staffLoginRefusedReply },
        },
      },
      async (request, reply) => {
        const outcome = await service.staffLogin(db, limiters, config.totpKey, request.body, request.ip);
        if (outcome.kind === 'enrol') {
          reply.code(403).header('cache-control', 'no-store');
          return {
            success: false as const,
            message: staffEnrolmentMessages.required,
            error: staffEnrolmentMessages.required,
            enrolment_required: true as const,
            enrolment_token: outcome.token,
            otpauth_uri: outcome.otpauthUri,
            qr_svg: await QRCode.toString(outcome.otpauthUri, { type: 'svg', margin: 1 }),
            totp_secret: outcome.secret,
            expires_in: outcome.expiresIn,
          };
        }
        return signIn(request, reply, outcome.staff);
      },
    );

    app.post(
      '/login/enrol',
      { schema: { tags: ['staff'], body: staffEnrolRequest, response: { 200: staffReply, ...errorReplies } } },
      async (request, reply) => signIn(request, reply, await service.confirmEnrolment(db, limiters, config.totpKey, request.body, request.ip)),
    );

    app.post('/logout', { schema: { tags: ['staff'], response: { 200: okReply, ...errorReplies } } }, async (request, reply) => {
      if (request.staff) await endStaffSession(db, request.staff.sessionId);
      clearStaffCookie(reply, config);
      return { success: true as const };
    });

    app.get('/me', { schema: { tags: ['staff'], response: { 200: staffReply, ...errorReplies } } }, async (request) => {
      const s = request.staff!;
      return { success: true as const, staff: { id: s.id, username: s.username, role: s.role, permissions: service.permissionsOf(s.role) } };
    });

    app.post('/logout-everywhere', { schema: { tags: ['staff'], response: { 200: okReply, ...errorReplies } } }, async (request, reply) => {
      await service.logoutEverywhere(db, actor(request));
      clearStaffCookie(reply, config);
      return { success: true as const };
    });

    app.get('/deposits', { schema: { tags: ['staff'], querystring: staffDepositsQuery, response: { 200: staffDepositsReply, ...errorReplies } } }, async (request) => {
      const { rows, total } = page(await wallet.listDepositsForStaff(db, request.query), ({ total_count: _, ...r }) => queueItem(r));
      return { success: true as const, deposits: rows, total };
    });

    app.get(
      '/deposits.csv',
      { schema: { tags: ['staff'], querystring: staffDepositsQuery, response: untypedReplies({ 200: staffCsvReply, ...errorReplies }) } },
      async (request, reply) =>
        csvReply(reply, 'para-yatirma', service.depositsCsv(await wallet.listDepositsForStaff(db, { ...request.query, limit: CSV_MAX_ROWS, offset: 0 }))),
    );

    app.post('/deposits/:id/approve', { schema: { tags: ['staff'], params: idParam, response: { 200: staffDepositReply, ...errorReplies } } }, async (request) => {
      const d = await wallet.approveDeposit(db, actor(request), request.params.id);
      return { success: true as const, deposit: moneyItem({ ...d }) };
    });

    app.post('/deposits/:id/reject', { schema: { tags: ['staff'], params: idParam, body: reasonBody, response: { 200: staffDepositReply, ...errorReplies } } }, async (request) => {
      const d = await wallet.rejectDeposit(db, actor(request), request.params.id, request.body?.reason ?? '');
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
        csvReply(reply, 'para-cekme', service.withdrawalsCsv(await wallet.listWithdrawalsForStaff(db, { ...request.query, limit: CSV_MAX_ROWS, offset: 0 }))),
    );

    app.post(
      '/withdrawals/:id/approve',
      { schema: { tags: ['staff'], params: idParam, body: staffApproveRequest, response: { 200: staffApproveReply, ...errorReplies } } },
      async (request) => {
        const outcome = await wallet.approveWithdrawal(db, actor(request), request.params.id, {
          acknowledgeNameMismatch: request.body?.acknowledge_name_mismatch ?? false,
        });
        return { success: true as const, status: outcome.status, withdrawal: moneyItem({ ...outcome.withdrawal }) };
      },
    );

    app.post('/withdrawals/:id/reject', { schema: { tags: ['staff'], params: idParam, body: reasonBody, response: { 200: staffWithdrawalReply, ...errorReplies } } }, async (request) => {
      const w = await wallet.rejectWithdrawal(db, actor(request), request.params.id, request.body?.reason ?? '');
      return { success: true as const, withdrawal: moneyItem({ ...w }) };
    });

    app.post('/withdrawals/:id/paid', { schema: { tags: ['staff'], params: idParam, response: { 200: staffWithdrawalReply, ...errorReplies } } }, async (request) => {
      const w = await wallet.markWithdrawalPaid(db, actor(request), request.params.id);
      return { success: true as const, withdrawal: moneyItem({ ...w }) };
    });

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
        const who = actor(request);
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
      kyc: await kyc.decide(db, actor(request), request.params.id, 'verified', ''),
    }));

    app.post('/kyc/:id/reject', { schema: { tags: ['staff'], params: idParam, body: reasonBody, response: { 200: staffKycDecisionReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      kyc: await kyc.decide(db, actor(request), request.params.id, 'rejected', request.body?.reason ?? ''),
    }));

    // Players' messages: a grid (sort, status, search, total; CSV), a message's thread, reply and close.
    app.get('/messages', { schema: { tags: ['staff'], querystring: staffMessagesQuery, response: { 200: staffMessagesReply, ...errorReplies } } }, async (request) => {
      const { rows, total } = await supportQueues.listMessages(db, request.query);
      return { success: true as const, messages: rows, total };
    });

    app.get(
      '/messages.csv',
      { schema: { tags: ['staff'], querystring: staffMessagesQuery, response: untypedReplies({ 200: staffCsvReply, ...errorReplies }) } },
      async (request, reply) => csvReply(reply, 'mesajlar', await supportQueues.messagesCsv(db, request.query)),
    );

    app.get('/messages/:id', { schema: { tags: ['staff'], params: idParam, response: { 200: staffMessageThreadReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      ...(await messages.threadForStaff(db, request.params.id)),
    }));

    const messageBody = staffMessageReplyRequest;
    app.post('/messages/:id/reply', { schema: { tags: ['staff'], params: idParam, body: messageBody, response: { 200: staffMessageSentReply, ...errorReplies } } }, async (request) => {
      const m = await messages.staffReply(db, actor(request), request.params.id, request.body.body);
      return { success: true as const, message: { id: Number(m.id) } };
    });

    app.post('/messages/:id/close', { schema: { tags: ['staff'], params: idParam, response: { 200: okReply, ...errorReplies } } }, async (request) => {
      await messages.staffClose(db, actor(request), request.params.id);
      return { success: true as const };
    });

    app.post(
      '/players/:id/messages',
      {
        schema: {
          tags: ['staff'],
          params: idParam,
          body: staffPlayerMessageRequest,
          response: { 200: staffMessageSentReply, ...errorReplies },
        },
      },
      async (request) => {
        const m = await messages.staffSendToPlayer(db, actor(request), request.params.id, request.body.subject, request.body.body);
        return { success: true as const, message: { id: Number(m.id) } };
      },
    );

    // Players: search, a player's page, block and unblock, a balance adjustment through the ledger.
    app.get('/players', { schema: { tags: ['staff'], querystring: staffPlayersQuery, response: { 200: staffPlayersReply, ...errorReplies } } }, async (request) => {
      const { rows, total } = await service.searchPlayers(db, request.query);
      return { success: true as const, players: rows, total };
    });

    app.get(
      '/players.csv',
      { schema: { tags: ['staff'], querystring: staffPlayersQuery, response: untypedReplies({ 200: staffCsvReply, ...errorReplies }) } },
      async (request, reply) => csvReply(reply, 'oyuncular', await service.playersCsv(db, request.query)),
    );

    app.get('/players/:id', { schema: { tags: ['staff'], params: idParam, response: { 200: staffPlayerReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      player: await service.findPlayer(db, request.params.id),
    }));

    for (const action of ['block', 'unblock'] as const) {
      app.post(
        `/players/:id/${action}`,
        { schema: { tags: ['staff'], params: idParam, body: staffBlockRequest, response: { 200: staffPlayerReply, ...errorReplies } } },
        async (request) => ({
          success: true as const,
          player: await service.blockPlayer(db, actor(request), request.params.id, action === 'block', request.body?.reason ?? ''),
        }),
      );
    }

    app.post(
      '/players/:id/adjust',
      { schema: { tags: ['staff'], params: idParam, body: staffAdjustRequest, response: { 200: staffAdjustReply, 201: staffAdjustReply, ...errorReplies } } },
      async (request, reply) => {
        const key = idempotencyKey(request);
        const a = await wallet.adjustBalance(db, actor(request), request.params.id, request.body, key);
        const b = await wallet.balances(db, a.playerId);
        reply.code(a.replayed ? 200 : 201);
        return {
          success: true as const,
          adjustment: {
            id: Number(a.id),
            player_id: a.playerId,
            username: a.username,
            amount: kurusToLira(a.amount),
            reason: a.reason,
            status: 'done' as const,
            created_at: a.createdAt.toISOString(),
          },
          balances: { cash: b.balance, bonus: b.bonus_balance, withdraw_hold: b.withdraw_hold },
        };
      },
    );

    // The player page's grids (ledger, deposits, withdrawals, bonuses, rounds, logins, messages, KYC, notes).
    playerPageRoutes(app, db, actor);

    // Each domain's staff routes (modules/<domain>/<domain>.staff.routes.ts), under the hooks above.
    for (const routes of domains) routes(app, { db, config });


    // Staff management (admins): every change audited. A created or reset account awaits its owner's
    // enrolment; the provisional secret in the reply is for the Staff API's compatibility (decision 0014).
    app.get('/staff', { schema: { tags: ['staff'], querystring: staffListQuery, response: { 200: staffListReply, ...errorReplies } } }, async (request) => {
      const { rows, total } = await service.listStaff(db, request.query);
      return { success: true as const, staff: rows.map(account), total };
    });

    app.post('/staff', { schema: { tags: ['staff'], body: staffCreateRequest, response: { 201: staffEnrolmentReply, ...errorReplies } } }, async (request, reply) => {
      const e = await service.createStaff(db, config.totpKey, actor(request), request.body);
      reply.code(201).header('cache-control', 'no-store');
      return { success: true as const, staff: account(e.staff), enrolment: 'pending' as const, totp_secret: e.totpSecret, otpauth_uri: e.otpauthUri };
    });

    app.put('/staff/:id', { schema: { tags: ['staff'], params: idParam, body: staffRoleRequest, response: { 200: staffAccountReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      staff: account(await service.changeRole(db, actor(request), request.params.id, request.body.role)),
    }));

    app.post('/staff/:id/disable', { schema: { tags: ['staff'], params: idParam, response: { 200: staffAccountReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      staff: account(await service.disableStaff(db, actor(request), request.params.id)),
    }));

    app.post('/staff/:id/enable', { schema: { tags: ['staff'], params: idParam, response: { 200: staffAccountReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      staff: account(await service.enableStaff(db, actor(request), request.params.id)),
    }));

    app.post('/staff/:id/reset-totp', { schema: { tags: ['staff'], params: idParam, response: { 200: staffEnrolmentReply, ...errorReplies } } }, async (request, reply) => {
      const e = await service.resetTotp(db, config.totpKey, actor(request), request.params.id);
      reply.header('cache-control', 'no-store');
      return { success: true as const, staff: account(e.staff), enrolment: 'pending' as const, totp_secret: e.totpSecret, otpauth_uri: e.otpauthUri };
    });

    // The work queues' sizes for the navigation: one statement; only the queues the role may read.
    app.get('/queues/counts', { schema: { tags: ['staff'], response: { 200: staffQueueCountsReply, ...errorReplies } } }, async (request) => {
      const all = await service.queueCounts(db);
      const role = request.staff!.role;
      const readable: [keyof typeof all, Parameters<typeof service.mayDo>[1]][] = [
        ['deposits', 'deposits.read'],
        ['withdrawals', 'withdrawals.read'],
        ['withdrawals_awaiting_second_approval', 'withdrawals.read'],
        ['kyc', 'kyc.read'],
        ['messages', 'messages.read'],
        ['call_requests', 'call_requests.read'],
        ['affiliate_applications', 'affiliates.read'],
        ['aml_flags', 'flags.manage'],
      ];
      return { success: true as const, counts: Object.fromEntries(readable.filter(([, p]) => service.mayDo(role, p)).map(([k]) => [k, all[k]])) };
    });

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
        call_request: await contact.decideCallRequest(db, actor(request), request.params.id, request.body.status),
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
      const a = await contact.decideAffiliateApplication(db, actor(request), request.params.id, 'approved');
      return { success: true as const, affiliate_application: a, btag: a.btag! };
    });

    app.post('/affiliate-applications/:id/reject', { schema: { tags: ['staff'], params: idParam, response: { 200: staffAffiliateReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      affiliate_application: await contact.decideAffiliateApplication(db, actor(request), request.params.id, 'rejected'),
    }));

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

    // The audit log as a grid: by staff member, action, record and Istanbul days; newest first.
    app.get('/audit', { schema: { tags: ['staff'], querystring: auditQuery, response: { 200: auditReply, ...errorReplies } } }, async (request) => {
      const { rows, total } = await service.searchAudit(db, request.query);
      return { success: true as const, audit: rows, total };
    });

    app.get(
      '/audit.csv',
      { schema: { tags: ['staff'], querystring: auditQuery, response: untypedReplies({ 200: staffCsvReply, ...errorReplies }) } },
      async (request, reply) => csvReply(reply, 'islem-kaydi', await service.auditCsv(db, request.query)),
    );
  };
}
