import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import { errorReplies, okReply, rowId, staffCsvReply } from '@app/shared/api/common.ts';
import {
  auditQuery,
  auditReply,
  staffAccountReply,
  staffCreateRequest,
  staffEnrolmentMessages,
  staffEnrolRequest,
  staffListQuery,
  staffLoginRefusedReply,
  staffEnrolmentReply,
  staffListReply,
  staffLoginRequest,
  staffPasswordRequest,
  staffMessages,
  staffRoleRequest,
  type StaffRole,
  staffReply,
  staffQueueCountsReply,
} from '@app/shared/api/staff.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import {
  clearStaffCookie,
  endStaffSession,
  registerStaffSessions,
  startStaffSession,
} from '../../plugins/staff-session.ts';
import type { LoginLimiters } from '../auth/auth.service.ts';
import { untypedReplies } from '../../plugins/serializers.ts';
import { staffActor, type StaffRoutes } from '../../plugins/staff-routes.ts';
import * as service from './staff.service.ts';
import { csvRecords, csvReply } from '../../lib/csv.ts';
import { audit } from '../audit/audit.service.ts';
import { STAFF_ACCESS_ACTIONS } from './audit-log.ts';

const idParam = z.object({ id: rowId('Geçersiz kayıt') });

/** A staff account as staff management answers it (only these fields, whatever the row holds). */
const account = (row: { id: number; username: string; role: StaffRole; is_active: boolean; enrolled: boolean; created_at: Date }) => ({
  id: row.id,
  username: row.username,
  role: row.role,
  is_active: row.is_active,
  enrolment: row.enrolled ? ('enrolled' as const) : ('pending' as const),
  created_at: row.created_at.toISOString(),
});

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
      if (access === undefined || (access !== 'signed-in' && !service.mayDo(request.staff.role, access))) {
        // Every refusal is audited: who, which route, which permission it needed (decision 0021).
        await audit(db, { staffId: request.staff.id, ip: request.ip }, {
          action: STAFF_ACCESS_ACTIONS.refused,
          entityType: 'route',
          entityId: `${request.method} ${url.startsWith(PREFIX) ? url.slice(PREFIX.length) : url}`,
          after: { permission: access ?? null, role: request.staff.role },
        });
        throw forbidden(staffMessages.forbidden);
      }
    });

    // Every CSV export leaves with an audit entry: who, which list, which filter, how many rows. Here,
    // in the registry, for every route whose path ends in `.csv`, so no domain's export can skip it;
    // written before the file is sent (an entry that cannot be written stops the export).
    app.addHook('onSend', async (request, reply, payload) => {
      const url = request.routeOptions.url ?? '';
      if (!url.endsWith('.csv') || reply.statusCode !== 200 || !request.staff) return payload;
      await audit(db, { staffId: request.staff.id, ip: request.ip }, {
        action: STAFF_ACCESS_ACTIONS.exported,
        entityType: 'export',
        entityId: url.startsWith(PREFIX) ? url.slice(PREFIX.length) : url,
        after: { params: request.params ?? {}, filter: request.query ?? {}, rows: typeof payload === 'string' ? csvRecords(payload) : null },
      });
      return payload;
    });

    /** Who acts, for the audit log (the hook above has let only a permitted staff member through). */
    const actor = staffActor;

    /** A new session for the staff member (ending the browser's previous one) and who they are. */
    const signIn = async (request: FastifyRequest, reply: FastifyReply, staff: { id: number; username: string; role: StaffRole }) => {
      if (request.staff) await endStaffSession(db, request.staff.sessionId);
      await startStaffSession(db, reply, config, { staffId: staff.id, ip: request.ip });
      return { success: true as const, staff: { id: staff.id, username: staff.username, role: staff.role, permissions: service.permissionsOf(staff.role) } };
    };

    // Login; an account awaiting enrolment gets a 403 with a QR code of a new secret and a one-time
    // token instead of a session, and confirms with a code and the owner's own password at
    // login/enrol (docs/backoffice.md).
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

    // The staff member's own password: the current one and a code; their other sessions end (decision 0022).
    app.post('/me/password', { schema: { tags: ['staff'], body: staffPasswordRequest, response: { 200: okReply, ...errorReplies } } }, async (request) => {
      const s = request.staff!;
      await service.changeOwnPassword(db, limiters, config.totpKey, { staffId: s.id, sessionId: s.sessionId, ip: request.ip }, request.body);
      return { success: true as const };
    });

    app.post('/logout-everywhere', { schema: { tags: ['staff'], response: { 200: okReply, ...errorReplies } } }, async (request, reply) => {
      await service.logoutEverywhere(db, actor(request));
      clearStaffCookie(reply, config);
      return { success: true as const };
    });

    // Each domain's staff routes (modules/<domain>/<domain>.staff.routes.ts), under the hooks above.
    for (const routes of domains) routes(app, { db, config });

    // Staff management (admins): every change audited. A created or reset account awaits its owner's
    // enrolment; the replies carry no second factor (decision 0022).
    app.get('/staff', { schema: { tags: ['staff'], querystring: staffListQuery, response: { 200: staffListReply, ...errorReplies } } }, async (request) => {
      const { rows, total } = await service.listStaff(db, request.query);
      return { success: true as const, staff: rows.map(account), total };
    });

    app.post('/staff', { schema: { tags: ['staff'], body: staffCreateRequest, response: { 201: staffEnrolmentReply, ...errorReplies } } }, async (request, reply) => {
      const created = await service.createStaff(db, config.totpKey, actor(request), request.body);
      reply.code(201).header('cache-control', 'no-store');
      return { success: true as const, staff: account(created), enrolment: 'pending' as const };
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
      const reset = await service.resetTotp(db, config.totpKey, actor(request), request.params.id);
      reply.header('cache-control', 'no-store');
      return { success: true as const, staff: account(reset), enrolment: 'pending' as const };
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
        ['adjustments', 'players.adjust'],
      ];
      return { success: true as const, counts: Object.fromEntries(readable.filter(([, p]) => service.mayDo(role, p)).map(([k]) => [k, all[k]])) };
    });

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
