import { foldTr } from '@app/shared/text.ts';
import { flag, type SlotGame } from '../api/slot-game.ts';

export const PAGE_SIZE = 24;
export const SEARCH_MIN = 2;

export const SLOT_CATEGORIES = ['all', 'featured', 'new', 'hot', 'favorites', 'recently'] as const;
export type SlotCategory = (typeof SLOT_CATEGORIES)[number];

export const SLOT_SORTS = ['name_asc', 'name_desc', 'newest', 'popular', 'rtp_high', 'rtp_low'] as const;
export type SlotSort = (typeof SLOT_SORTS)[number];

export interface SlotFilters {
  category: SlotCategory;
  provider: string;
  search: string;
  sort: SlotSort;
}

export const DEFAULT_FILTERS: SlotFilters = { category: 'all', provider: '', search: '', sort: 'name_asc' };

export interface FilterContext {
  loggedIn: boolean;
  /** Game ids launched on this device, newest first. */
  recentIds: readonly number[];
}

export function providerOf(game: SlotGame, unknown: string): string {
  return game.provider_name?.trim() || unknown;
}

function rtpOf(game: SlotGame): number {
  const n = Number(game.rtp);
  return Number.isFinite(n) ? n : 0;
}

function byCategory(games: SlotGame[], category: SlotCategory, ctx: FilterContext): SlotGame[] {
  switch (category) {
    case 'featured':
      return games.filter((g) => flag(g.is_featured));
    case 'new':
      return games.filter((g) => flag(g.is_new));
    case 'hot':
      return games.filter((g) => flag(g.is_hot));
    case 'favorites':
      // The favourites filter applies only when logged in.
      return ctx.loggedIn ? games.filter((g) => Boolean(g.is_favorite)) : games;
    case 'recently': {
      const order = new Map(ctx.recentIds.map((id, i) => [id, i]));
      return games.filter((g) => order.has(g.id)).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    }
    default:
      return games;
  }
}

const collator = new Intl.Collator('tr-TR', { sensitivity: 'base' });

function sortGames(games: SlotGame[], sort: SlotSort): SlotGame[] {
  const list = [...games];
  switch (sort) {
    case 'name_desc':
      return list.sort((a, b) => collator.compare(b.name, a.name));
    case 'newest':
      return list.sort((a, b) => b.id - a.id);
    case 'popular':
      return list.sort((a, b) => (b.launch_count ?? 0) - (a.launch_count ?? 0));
    case 'rtp_high':
      return list.sort((a, b) => rtpOf(b) - rtpOf(a));
    case 'rtp_low':
      return list.sort((a, b) => rtpOf(a) - rtpOf(b));
    default:
      return list.sort((a, b) => collator.compare(a.name, b.name));
  }
}

/** True when the search text is long enough to apply (2 characters). */
export function searchApplies(search: string): boolean {
  return search.trim().length >= SEARCH_MIN;
}

/** Category, provider, search (2+ characters, Turkish case folding on game or provider name), then sort. */
export function filterGames(
  games: SlotGame[],
  filters: SlotFilters,
  ctx: FilterContext,
  unknownProvider: string,
): SlotGame[] {
  let list = byCategory(games, filters.category, ctx);
  if (filters.provider) list = list.filter((g) => providerOf(g, unknownProvider) === filters.provider);
  if (searchApplies(filters.search)) {
    const needle = foldTr(filters.search.trim());
    list = list.filter(
      (g) => foldTr(g.name).includes(needle) || foldTr(providerOf(g, unknownProvider)).includes(needle),
    );
  }
  // "Recently played" keeps its own order unless the player picks another sort.
  if (filters.category === 'recently' && filters.sort === DEFAULT_FILTERS.sort) return list;
  return sortGames(list, filters.sort);
}

/** Provider chips: each provider with its game count, most games first. */
export function providerCounts(
  games: SlotGame[],
  unknownProvider: string,
): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const g of games) {
    const p = providerOf(g, unknownProvider);
    counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || collator.compare(a.name, b.name));
}

export function hasActiveFilters(f: SlotFilters): boolean {
  return f.category !== 'all' || f.provider !== '' || f.search.trim() !== '';
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

export function pageSlice<T>(list: T[], page: number): T[] {
  return list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}
