/** Affiliate tracking: the `btag` query parameter is kept as a 30-day cookie and in local storage. */
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

export const BTAG_COOKIE_MAX_AGE = 2592000;

/** Stores the btag of a URL query string, if there is one. Returns the stored value. */
export function captureBtag(search: string, now: Date = new Date()): string | null {
  const btag = new URLSearchParams(search).get('btag')?.trim();
  if (!btag) return null;
  document.cookie = `${STORAGE_KEYS.btag}=${encodeURIComponent(btag)}; max-age=${BTAG_COOKIE_MAX_AGE}; path=/; SameSite=Lax`;
  writeStorage(STORAGE_KEYS.btag, btag);
  writeStorage(STORAGE_KEYS.btagDate, now.toISOString());
  return btag;
}

export function readBtagCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === STORAGE_KEYS.btag) {
      const value = decodeURIComponent(rest.join('='));
      return value || null;
    }
  }
  return null;
}

/** The registration form's tag: URL query, else the cookie, else local storage. */
export function resolveBtag(search: string): string {
  return (
    new URLSearchParams(search).get('btag')?.trim() ||
    readBtagCookie() ||
    readStorage(STORAGE_KEYS.btag) ||
    ''
  );
}
