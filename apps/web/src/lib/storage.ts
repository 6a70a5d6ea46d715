/** Browser storage keys the spec names, and safe accessors (storage can throw in private modes). */
import type { SessionUser } from '@app/shared/api/auth.ts';

export const STORAGE_KEYS = {
  user: 'user',
  playerId: 'player_id',
  showBalance: 'showBalance',
  btag: 'affiliate_btag',
  btagDate: 'affiliate_btag_date',
  recentGames: 'recent_games',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the value just is not remembered
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to remove
  }
}

/** Called after a successful login: the user object and its id (player_id means "logged in" on the slots page). */
export function storeUser(user: Pick<SessionUser, 'id' | 'username'> & Partial<SessionUser>): void {
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
  writeStorage(STORAGE_KEYS.playerId, String(user.id));
}

export function clearStoredUser(): void {
  removeStorage(STORAGE_KEYS.user);
  removeStorage(STORAGE_KEYS.playerId);
}

export function readStoredUser(): Partial<SessionUser> | null {
  const raw = readStorage(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' ? (v as Partial<SessionUser>) : null;
  } catch {
    return null;
  }
}

export function hasStoredPlayer(): boolean {
  return Boolean(readStorage(STORAGE_KEYS.playerId));
}

/** The player's events cursor (the last event id shown), per player so a shared browser never mixes them. */
export function eventsCursorKey(playerId: number): string {
  return `events_cursor:${playerId}`;
}

/** Balance visibility; shown unless the player chose to hide it. */
export function readShowBalance(): boolean {
  return readStorage(STORAGE_KEYS.showBalance) !== 'false';
}

export function writeShowBalance(show: boolean): void {
  writeStorage(STORAGE_KEYS.showBalance, String(show));
}
