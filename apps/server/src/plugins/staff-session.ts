import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/client.ts';
import { newSessionToken, resumeSession } from './session-common.ts';
import * as q from './session.queries.ts';

export type { StaffRole } from './session.queries.ts';

/**
 * Staff sessions, beside the players' (session.ts) and built the same way (session-common.ts): their
 * own cookie, path /api/admin and SameSite=Strict; 8 hours at most, 30 minutes idle. Registered in the
 * back office's scope, so only its calls look the session up.
 */
export const STAFF_COOKIE = 'staff_sid';
/**
 * In production the cookie is `__Secure-staff_sid`: the browser keeps it only when set with Secure
 * from an https page, so nothing on plain http can plant or overwrite it. (`__Host-` needs Path=/,
 * and the staff cookie is kept to /api/admin.)
 */
export const staffCookieName = (config: Pick<Config, 'isProduction'>) => (config.isProduction ? `__Secure-${STAFF_COOKIE}` : STAFF_COOKIE);
const COOKIE_PATH = '/api/admin';
export const STAFF_SESSION_MS = 8 * 60 * 60 * 1000;
export const STAFF_IDLE_MS = 30 * 60 * 1000;

export interface StaffSession {
  id: number;
  username: string;
  role: q.StaffRole;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffSession | null;
  }
}

export function registerStaffSessions(app: FastifyInstance, db: Db, config: Pick<Config, 'isProduction'>): void {
  const cookie = staffCookieName(config);
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    const session = await resumeSession(
      request.cookies[cookie],
      { find: (id) => q.findStaffSession(db, id), touch: (id, seen) => q.touchStaffSession(db, id, seen), end: (id) => q.deleteStaffSession(db, id) },
      { idleMs: () => STAFF_IDLE_MS, usable: (row) => row.is_active, endRefused: true },
    );
    if (session) request.staff = { id: session.row.staff_id, username: session.row.username, role: session.row.role, sessionId: session.id };
  });
}

/** Starts a staff session and sets its cookie. */
export async function startStaffSession(db: Db, reply: FastifyReply, config: Config, input: { staffId: number; ip: string }): Promise<void> {
  const { token, id } = newSessionToken();
  await q.insertStaffSession(db, { id, staffId: input.staffId, ip: input.ip, expiresAt: new Date(Date.now() + STAFF_SESSION_MS) });
  reply.setCookie(staffCookieName(config), token, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: config.isProduction });
}

/** Ends a staff session (logout, or a new login in the same browser). */
export function endStaffSession(db: Db, sessionId: string): Promise<void> {
  return q.deleteStaffSession(db, sessionId);
}

/** Ends every session of a staff member: disabled, TOTP reset, or logout everywhere. */
export function endAllStaffSessions(tx: Queryable, staffId: number): Promise<void> {
  return q.deleteStaffSessions(tx, staffId);
}

/** Ends every other session of a staff member (their own password change). */
export function endOtherStaffSessions(tx: Queryable, staffId: number, keepSessionId: string): Promise<void> {
  return q.deleteOtherStaffSessions(tx, staffId, keepSessionId);
}

export function clearStaffCookie(reply: FastifyReply, config: Pick<Config, 'isProduction'>): void {
  reply.clearCookie(staffCookieName(config), { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: config.isProduction });
}
