import { describe, expect, it } from 'vitest';
import type { SlotGame } from '../api/slot-game.ts';
import {
  DEFAULT_FILTERS,
  filterGames,
  hasActiveFilters,
  pageCount,
  pageSlice,
  providerCounts,
} from './filter-games.ts';

const games: SlotGame[] = [
  { id: 1, name: 'İstanbul Nights', provider_name: 'Kumarhane', rtp: 96.5, launch_count: 10, is_new: 1 },
  {
    id: 2,
    name: 'Altın Işık',
    provider_name: 'Pragmatic',
    rtp: 94,
    launch_count: 50,
    is_hot: 1,
    is_favorite: true,
  },
  { id: 3, name: 'Çılgın Meyveler', provider_name: null, rtp: 97.1, launch_count: 5, is_featured: 1 },
];
const ctx = { loggedIn: true, recentIds: [3, 1] };
const names = (list: SlotGame[]) => list.map((g) => g.name);

describe('filterGames', () => {
  it('sorts by name ascending by default, Turkish collation', () => {
    expect(names(filterGames(games, DEFAULT_FILTERS, ctx, 'Bilinmiyor'))).toEqual([
      'Altın Işık',
      'Çılgın Meyveler',
      'İstanbul Nights',
    ]);
  });

  it('searches game and provider names with Turkish case folding, from 2 characters', () => {
    const search = (s: string) =>
      names(filterGames(games, { ...DEFAULT_FILTERS, search: s }, ctx, 'Bilinmiyor'));
    expect(search('İSTANBUL')).toEqual(['İstanbul Nights']);
    expect(search('ışı')).toEqual(['Altın Işık']);
    expect(search('IŞIK')).toEqual(['Altın Işık']);
    expect(search('prag')).toEqual(['Altın Işık']);
    expect(search('b')).toHaveLength(3);
    expect(search('bilinmi')).toEqual(['Çılgın Meyveler']);
  });

  it('filters by category and provider', () => {
    const by = (patch: Partial<typeof DEFAULT_FILTERS>, c = ctx) =>
      names(filterGames(games, { ...DEFAULT_FILTERS, ...patch }, c, 'Bilinmiyor'));
    expect(by({ category: 'new' })).toEqual(['İstanbul Nights']);
    expect(by({ category: 'hot' })).toEqual(['Altın Işık']);
    expect(by({ category: 'featured' })).toEqual(['Çılgın Meyveler']);
    expect(by({ category: 'favorites' })).toEqual(['Altın Işık']);
    // The favourites filter applies only when logged in.
    expect(by({ category: 'favorites' }, { ...ctx, loggedIn: false })).toHaveLength(3);
    expect(by({ category: 'recently' })).toEqual(['Çılgın Meyveler', 'İstanbul Nights']);
    expect(by({ provider: 'Bilinmiyor' })).toEqual(['Çılgın Meyveler']);
  });

  it('sorts by every option', () => {
    const sorted = (sort: typeof DEFAULT_FILTERS.sort) =>
      filterGames(games, { ...DEFAULT_FILTERS, sort }, ctx, '?').map((g) => g.id);
    expect(sorted('name_desc')).toEqual([1, 3, 2]);
    expect(sorted('newest')).toEqual([3, 2, 1]);
    expect(sorted('popular')).toEqual([2, 1, 3]);
    expect(sorted('rtp_high')).toEqual([3, 1, 2]);
    expect(sorted('rtp_low')).toEqual([2, 1, 3]);
  });
});

describe('helpers', () => {
  it('counts providers and pages of 24', () => {
    expect(providerCounts(games, 'Bilinmiyor')).toHaveLength(3);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    const many = Array.from({ length: 30 }, (_, i) => i);
    expect(pageSlice(many, 2)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: 'a' })).toBe(true);
  });
});
