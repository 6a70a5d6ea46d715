import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie'; // request.cookies, reply.setCookie
import type {} from './site.ts'; // request.site
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/client.ts';
import { Batcher } from '../lib/batcher.ts';
import { randomToken } from '../lib/crypto.ts';
import { unauthorized } from '../lib/errors.ts';
import { authMessages } from '@app/shared/api/auth.ts';
import { newSessionToken, resumeSession } from './session-common.ts';
import * as q from './session.queries.ts';

export const SESSION_COOKIE = 'sid';
export const VISITOR_COOKIE = 'vid';
/**
 * In production the cookies carry the `__Host-` prefix: the browser keeps them only when set by
 * this very host over HTTPS with Path=/, so a sibling subdomain cannot plant or overwrite them.
 */
export const cookieName = (config: Pick<Config, 'isProduction'>, name: string) => (config.isProduction ? `__Host-${name}` : name);
const IDLE_MS = 2 * 60 * 60 * 1000;
const BROWSER_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionPlayer {
  id: number;
  username: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    player: SessionPlayer | null;
    /** the route's read of the session's player (`sessionReadRoute`); undefined without a live session */
    sessionRead: unknown;
  }
}

/**
 * Player sessions: an opaque 256-bit token in an HttpOnly SameSite=Lax cookie; the server keeps
 * only its SHA-256. `remember` lasts 30 days; otherwise the cookie ends with the browser and the
 * session after 2 hours idle (12 hours at most).
 */
export function registerSessions(app: FastifyInstance, db: Db, config: Pick<Config, 'isProduction'>): void {
  app.decorateRequest('player', null);
  app.decorateRequest('sessionRead', undefined);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api/')) return; // the matched route, not the raw URL
    const read = (request.routeOptions.config as Partial<SessionReadRoute> | undefined)?.sessionRead;
    const session = await resumePlayerSession(db, config, request, read);
    if (session) {
      request.player = { id: session.row.player_id, username: session.row.username, sessionId: session.id };
      if (read) request.sessionRead = session.row.read;
    }
  });
}

/**
 * Every player call reads its session: the reads of calls that arrive while others are in the
 * database go together, one statement per route read (lib/batcher.ts; a call alone waits for nothing).
 */
const sessionReads = new WeakMap<Db, Batcher<string, string, q.SessionRow | undefined>>();
function findSession(db: Db, id: string, read?: string): Promise<q.SessionRow | undefined> {
  let batcher = sessionReads.get(db);
  if (!batcher) {
    batcher = new Batcher<string, string, q.SessionRow | undefined>(
      async (readOf, ids) => {
        const rows = new Map((await q.findPlayerSessions(db, [...new Set(ids)], readOf || undefined)).map((r) => [r.id, r]));
        return ids.map((i) => rows.get(i));
      },
      { maxInFlight: db.kind === 'pglite' ? 1 : 4, maxBatch: 200 },
    );
    sessionReads.set(db, batcher);
  }
  return batcher.submit(read ?? '', id);
}

/** The live player session of the request's cookie, by the rules above (with the route's read of its player), or null. */
function resumePlayerSession(db: Db, config: Pick<Config, 'isProduction'>, request: FastifyRequest, read?: string) {
  return resumeSession(
    request.cookies[cookieName(config, SESSION_COOKIE)],
    { find: (id) => findSession(db, id, read), touch: (id, seen) => q.touchPlayerSession(db, id, seen), end: (id) => q.deletePlayerSession(db, id) },
    { idleMs: (row) => (row.remember ? null : IDLE_MS), usable: (row) => row.status === 'active' && row.site_id === request.site.id, endRefused: false },
  );
}

/**
 * Whether the session the request started with is still live, by the same rules (ended by a logout,
 * a password change elsewhere, staff blocking the player, its expiry or idle end): a long-lived
 * request (the player's event stream) asks again from time to time.
 */
export async function sessionStillLive(db: Db, config: Pick<Config, 'isProduction'>, request: FastifyRequest): Promise<boolean> {
  if (!request.player) return false;
  const session = await resumePlayerSession(db, config, request);
  return session?.id === request.player.sessionId;
}

/** A route's options `config` asking for a read of the session's player in the session's own statement. */
export interface SessionReadRoute {
  sessionRead: string;
}

/**
 * The route config of a call that reads one thing of the session's player and is polled (get-balance.php,
 * bonus-pending-check.php): `sql`, an expression over `s` (sessions) and `p` (players) from the
 * module's queries file, is read in the same statement as the session, so the call costs one round
 * trip to the database instead of two. It is read whatever the session turns out to be and used only
 * when the session is live (`sessionRead`).
 */
export function sessionReadRoute(sql: string): SessionReadRoute {
  return { sessionRead: sql };
}

/** The session's player and the route's read of them (`sessionReadRoute`), or a 401 'Giriş yapılmamış'. */
export function sessionRead(request: FastifyRequest): { player: SessionPlayer; read: unknown } {
  return { player: requirePlayer(request), read: request.sessionRead };
}

export async function startSession(
  db: Db,
  reply: FastifyReply,
  config: Config,
  input: { playerId: number; remember: boolean; ip: string; userAgent: string },
): Promise<void> {
  const { token, id } = newSessionToken();
  const expiresAt = new Date(Date.now() + (input.remember ? REMEMBER_MS : BROWSER_SESSION_MAX_MS));
  await q.insertPlayerSession(db, {
    id,
    playerId: input.playerId,
    remember: input.remember,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 300),
    expiresAt,
  });
  reply.setCookie(cookieName(config, SESSION_COOKIE), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    ...(input.remember ? { maxAge: REMEMBER_MS / 1000 } : {}),
  });
}

/** Ends a player session (logout, or a new login in the same browser). */
export function endSession(db: Queryable, sessionId: string): Promise<void> {
  return q.deletePlayerSession(db, sessionId);
}

/** Ends every session of the player (blocked by staff). */
export function endAllSessions(tx: Queryable, playerId: number): Promise<void> {
  return q.deletePlayerSessions(tx, playerId);
}

/** Ends every other session of the player (after a password change). */
export function endOtherSessions(tx: Queryable, playerId: number, keepSessionId: string): Promise<void> {
  return q.deleteOtherPlayerSessions(tx, playerId, keepSessionId);
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(cookieName(config, SESSION_COOKIE), { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isProduction });
}

/** The session's player, or a 401 'Giriş yapılmamış'. Every player-data query takes its id from here. */
export function requirePlayer(request: FastifyRequest): SessionPlayer {
  if (!request.player) throw unauthorized(authMessages.notLoggedIn);
  return request.player;
}

/** A long-lived anonymous id so a visitor can list their own call requests. */
export function visitorId(request: FastifyRequest, reply: FastifyReply, config: Config, create: boolean): string | null {
  const existing = request.cookies[cookieName(config, VISITOR_COOKIE)];
  if (existing && /^[A-Za-z0-9_-]{20,64}$/.test(existing)) return existing;
  if (!create) return null;
  const id = randomToken(24);
  reply.setCookie(cookieName(config, VISITOR_COOKIE), id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: 365 * 24 * 60 * 60,
  });
  return id;
}
