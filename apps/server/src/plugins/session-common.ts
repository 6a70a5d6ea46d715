import { randomToken, sha256Hex } from '../lib/crypto.ts';

/**
 * What the player and staff session plugins share: the cookie holds an opaque 256-bit token, the
 * database only its SHA-256 (the session id); a session ends when it expires or stays idle too long,
 * and its last use is written at most once a minute.
 */
const TOUCH_EVERY_MS = 60 * 1000;

/** A new session: the token for the cookie and the id to store. */
export function newSessionToken(): { token: string; id: string } {
  const token = randomToken();
  return { token, id: sha256Hex(token) };
}

/** The session id a cookie's token stands for. */
export const sessionIdOf = (token: string) => sha256Hex(token);

interface StoredSession {
  last_seen_at: Date;
  expires_at: Date;
}

export interface SessionStore<R extends StoredSession> {
  find(id: string): Promise<R | undefined>;
  /** Writes the session's last use as now, only while it is still `seen` (the last use this call read). */
  touch(id: string, seen: Date): Promise<void>;
  end(id: string): Promise<void>;
}

/**
 * The live session a cookie's token names, or null. An expired or idle session is ended; one the
 * rules refuse (a blocked account, another site) is not used, and ended too when `endRefused`.
 */
export async function resumeSession<R extends StoredSession>(
  token: string | undefined,
  store: SessionStore<R>,
  rules: { idleMs: (row: R) => number | null; usable: (row: R) => boolean; endRefused: boolean },
): Promise<{ id: string; row: R } | null> {
  if (!token) return null;
  const id = sessionIdOf(token);
  const row = await store.find(id);
  if (!row) return null;
  const now = Date.now();
  const idleMs = rules.idleMs(row);
  const idle = idleMs !== null && now - row.last_seen_at.getTime() > idleMs;
  if (row.expires_at.getTime() <= now || idle) {
    await store.end(id);
    return null;
  }
  if (!rules.usable(row)) {
    if (rules.endRefused) await store.end(id);
    return null;
  }
  if (now - row.last_seen_at.getTime() > TOUCH_EVERY_MS && !touching.has(id)) {
    // Not awaited: no call waits for this write's commit (one call in about 80 of a polling tab's
    // paid it). The idle rule reads last_seen_at, at most a minute older than the last call; a touch
    // that fails is written by the session's next call, its last use still over a minute old. It
    // moves the last use only from the value read here, so a write that lands late never undoes
    // another (another node's touch, or a change made meanwhile).
    touching.add(id);
    store
      .touch(id, row.last_seen_at)
      .catch(() => undefined)
      .finally(() => touching.delete(id));
  }
  return { id, row };
}

/** The sessions whose touch is on its way from this process: a call meanwhile does not write it again. */
const touching = new Set<string>();
