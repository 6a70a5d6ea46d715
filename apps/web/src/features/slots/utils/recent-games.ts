import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage.ts';

const MAX_RECENT = 24;

/** Ids of games launched on this device, newest first (backs the 'Son Oynananlar' tab). */
export function readRecentGames(): number[] {
  try {
    const v: unknown = JSON.parse(readStorage(STORAGE_KEYS.recentGames) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
}

export function rememberRecentGame(id: number): number[] {
  const next = [id, ...readRecentGames().filter((x) => x !== id)].slice(0, MAX_RECENT);
  writeStorage(STORAGE_KEYS.recentGames, JSON.stringify(next));
  return next;
}
