import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { errorReplies, okReply, staffCsvReply } from '@app/shared/api/common.ts';
import {
  affiliateDashboardReply,
  affiliateLoginBody,
  affiliateMeReply,
  affiliateMessages,
  affiliatePeriodQuery,
  affiliatePlayersReply,
  affiliateReportQuery,
  affiliateReportReply,
  affiliateTotpCodeBody,
  affiliateTotpReply,
  affiliateTotpSetupReply,
} from '@app/shared/api/affiliate.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { csvReply } from '../../lib/csv.ts';
import { totpUri } from '../../lib/totp.ts';
import type { LoginLimiters } from '../../lib/login-throttle.ts';
import { untypedReplies } from '../../plugins/serializers.ts';
import {
  clearAffiliateCookie,
  endAffiliateSession,
  registerAffiliateSessions,
  requireAffiliate,
  startAffiliateSession,
} from '../../plugins/affiliate-session.ts';
import * as service from './affiliate.service.ts';

/** The calls that need no affiliate session: the rest answer 401 before their input is read. */
const OPEN = new Set(['/api/affiliate/login', '/api/affiliate/logout']);

/**
 * The affiliate portal's API under /api/affiliate (packages/shared/src/api/affiliate.ts; DOMAIN.md
 * "Affiliate API"): sign-in, two-step sign-in, and the signed-in affiliate's own figures and players.
 * Its session (plugins/affiliate-session.ts) is looked up only here.
 */
export function affiliateRoutes(
  db: Db,
  config: Config,
  limiters: LoginLimiters,
  more: readonly FastifyPluginAsyncZod[] = [],
): FastifyPluginAsyncZod {
  return async (app) => {
    registerAffiliateSessions(app, db, config);
    app.addHook('preValidation', async (request) => {
      if (!OPEN.has(request.routeOptions.url ?? '') && !request.affiliate)
        throw new AppError(401, affiliateMessages.sessionRequired);
    });

    // More of the portal's calls (the statements: statements*.ts), behind the same session and 401.
    for (const routes of more) await app.register(routes);

    app.post(
      '/login',
      {
        schema: {
          tags: ['affiliate'],
          body: affiliateLoginBody,
          response: { 200: affiliateMeReply, ...errorReplies },
        },
      },
      async (request, reply) => {
        const account = await service.login(db, limiters, config.totpKey, request.body, {
          siteId: request.site.id,
          ip: request.ip,
        });
        // A new sign-in in the same browser replaces its previous session.
        if (request.affiliate) await endAffiliateSession(db, request.affiliate.sessionId);
        await startAffiliateSession(db, reply, config, { affiliateId: account.id, ip: request.ip });
        reply.header('cache-control', 'no-store');
        return { success: true as const, affiliate: await service.me(db, account.id) };
      },
    );

    app.post(
      '/logout',
      { schema: { tags: ['affiliate'], response: { 200: okReply, ...errorReplies } } },
      async (request, reply) => {
        if (request.affiliate) await endAffiliateSession(db, request.affiliate.sessionId);
        clearAffiliateCookie(reply, config);
        return { success: true as const };
      },
    );

    app.get(
      '/me',
      { schema: { tags: ['affiliate'], response: { 200: affiliateMeReply, ...errorReplies } } },
      async (request) => ({
        success: true as const,
        affiliate: await service.me(db, requireAffiliate(request).id),
      }),
    );

    app.post(
      '/totp/setup',
      { schema: { tags: ['affiliate'], response: { 200: affiliateTotpSetupReply, ...errorReplies } } },
      async (request, reply) => {
        const affiliate = requireAffiliate(request);
        const secret = await service.startTotpSetup(db, config.totpKey, affiliate);
        const me = await service.me(db, affiliate.id);
        const uri = totpUri(`${request.site.name} Ortaklık`, me.email, secret);
        reply.header('cache-control', 'no-store');
        return {
          success: true as const,
          secret,
          otpauth_uri: uri,
          qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1 }),
        };
      },
    );

    app.post(
      '/totp/enable',
      {
        schema: {
          tags: ['affiliate'],
          body: affiliateTotpCodeBody,
          response: { 200: affiliateTotpReply, ...errorReplies },
        },
      },
      async (request) => {
        await service.enableTotp(db, config.totpKey, limiters, requireAffiliate(request), request.body.code);
        return { success: true as const, message: affiliateMessages.totpEnabled, totp_enabled: true };
      },
    );

    app.post(
      '/totp/disable',
      {
        schema: {
          tags: ['affiliate'],
          body: affiliateTotpCodeBody,
          response: { 200: affiliateTotpReply, ...errorReplies },
        },
      },
      async (request) => {
        await service.disableTotp(db, config.totpKey, limiters, requireAffiliate(request), request.body.code);
        return { success: true as const, message: affiliateMessages.totpDisabled, totp_enabled: false };
      },
    );

    app.get(
      '/dashboard',
      {
        schema: {
          tags: ['affiliate'],
          querystring: affiliatePeriodQuery,
          response: { 200: affiliateDashboardReply, ...errorReplies },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await service.dashboard(db, requireAffiliate(request), request.query.from, request.query.to)),
      }),
    );

    app.get(
      '/report',
      {
        schema: {
          tags: ['affiliate'],
          querystring: affiliateReportQuery,
          // 200 is JSON (format=json) or the CSV file (format=csv): typed by hand below.
          response: untypedReplies({
            200: affiliateReportReply.or(staffCsvReply.content['text/csv'].schema),
            ...errorReplies,
          }),
        },
      },
      async (request, reply) => {
        const affiliate = requireAffiliate(request);
        const { format, ...input } = request.query;
        if (format === 'csv')
          return csvReply(
            reply,
            `ortaklik-raporu-${input.group_by}`,
            await service.reportCsv(db, affiliate, input),
          );
        return { success: true as const, ...(await service.report(db, affiliate, input)) };
      },
    );

    app.get(
      '/players',
      {
        schema: {
          tags: ['affiliate'],
          querystring: affiliatePeriodQuery,
          response: { 200: affiliatePlayersReply, ...errorReplies },
        },
      },
      async (request) => ({
        success: true as const,
        players: await service.players(db, requireAffiliate(request), request.query.from, request.query.to),
      }),
    );
  };
}
