import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie'; // request.cookies, reply.setCookie
import type {} from './site.ts'; // request.site
import { affiliateMessages } from '@app/shared/api/affiliate.ts';
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { newSessionToken, resumeSession } from './session-common.ts';
import * as q from './session.queries.ts';

/**
 * Affiliate sessions (the portal at /affiliate; docs/decisions/0031), beside players' (session.ts)
 * and staff's (staff-session.ts) and built the same way (session-common.ts): their own cookie and
 * table, path /api/affiliate and SameSite=Strict; 12 hours at most, 1 hour idle. A player's or a
 * staff member's cookie is not an affiliate session, nor the reverse. Registered in the affiliate
 * routes' scope, so only their calls look the session up.
 */
export const AFFILIATE_COOKIE = 'aff_sid';
/** In production `__Secure-aff_sid`: kept by the browser only when set with Secure from an https page. */
export const affiliateCookieName = (config: Pick<Config, 'isProduction'>) =>
  config.isProduction ? `__Secure-${AFFILIATE_COOKIE}` : AFFILIATE_COOKIE;
const COOKIE_PATH = '/api/affiliate';
export const AFFILIATE_SESSION_MS = 12 * 60 * 60 * 1000;
export const AFFILIATE_IDLE_MS = 60 * 60 * 1000;

export interface AffiliateSession {
  /** the affiliate's id: its approved application's */
  id: number;
  siteId: number;
  btag: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    affiliate: AffiliateSession | null;
  }
}

export function registerAffiliateSessions(
  app: FastifyInstance,
  db: Db,
  config: Pick<Config, 'isProduction'>,
): void {
  const cookie = affiliateCookieName(config);
  app.decorateRequest('affiliate', null);
  app.addHook('onRequest', async (request) => {
    const session = await resumeSession(
      request.cookies[cookie],
      {
        find: (id) => q.findAffiliateSession(db, id),
        touch: (id, seen) => q.touchAffiliateSession(db, id, seen),
        end: (id) => q.deleteAffiliateSession(db, id),
      },
      // A suspended account, or one of another site, opens nothing; a suspension ends its sessions.
      {
        idleMs: () => AFFILIATE_IDLE_MS,
        usable: (row) => row.usable && row.site_id === request.site.id,
        endRefused: false,
      },
    );
    if (session)
      request.affiliate = {
        id: session.row.affiliate_id,
        siteId: session.row.site_id,
        btag: session.row.btag,
        sessionId: session.id,
      };
  });
}

/** The request's affiliate, or a 401 in Turkish. */
export function requireAffiliate(request: FastifyRequest): AffiliateSession {
  if (!request.affiliate) throw new AppError(401, affiliateMessages.sessionRequired);
  return request.affiliate;
}

/** Starts an affiliate session and sets its cookie. */
export async function startAffiliateSession(
  db: Db,
  reply: FastifyReply,
  config: Pick<Config, 'isProduction'>,
  input: { affiliateId: number; ip: string },
): Promise<void> {
  const { token, id } = newSessionToken();
  await q.insertAffiliateSession(db, {
    id,
    affiliateId: input.affiliateId,
    ip: input.ip,
    expiresAt: new Date(Date.now() + AFFILIATE_SESSION_MS),
  });
  reply.setCookie(affiliateCookieName(config), token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction,
  });
}

/** Ends an affiliate session (logout, or a new login in the same browser). */
export function endAffiliateSession(db: Queryable, sessionId: string): Promise<void> {
  return q.deleteAffiliateSession(db, sessionId);
}

/** Ends every other session of an affiliate (two-step sign-in turned on or off). */
export function endOtherAffiliateSessions(
  tx: Queryable,
  affiliateId: number,
  keepSessionId: string,
): Promise<void> {
  return q.deleteOtherAffiliateSessions(tx, affiliateId, keepSessionId);
}

export function clearAffiliateCookie(reply: FastifyReply, config: Pick<Config, 'isProduction'>): void {
  reply.clearCookie(affiliateCookieName(config), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction,
  });
}
