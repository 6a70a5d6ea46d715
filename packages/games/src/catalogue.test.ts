import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, PROVIDER_LOGO, artUrl, catalogueEntry } from './catalogue.ts';

describe('the lobby catalogue', () => {
  it('lists 8 slots and 3 RNG tables from Lale Games with lobby metadata', () => {
    const slots = CATALOGUE.filter((e) => e.type === 'slot');
    const tables = CATALOGUE.filter((e) => e.type === 'table');
    expect(slots.length).toBeGreaterThanOrEqual(8);
    expect(tables.map((t) => t.id).sort()).toEqual(['avrupa-ruleti', 'baccarat', 'blackjack']);
    for (const t of tables) {
      expect(t.kind).toBe('rng-table');
      expect(t.label).toBe('RNG Masa Oyunu');
    }
    for (const e of CATALOGUE) {
      expect(e.provider).toBe('Lale Games');
      expect(e.has_demo).toBe(true);
      expect(e.description.length).toBeGreaterThan(20);
      expect(e.min_bet).toBeGreaterThan(0);
      expect(e.max_bet).toBeGreaterThanOrEqual(e.min_bet);
      expect(catalogueEntry(e.id)).toBe(e);
    }
    for (const flag of ['is_new', 'is_hot', 'is_featured'] as const) {
      expect(CATALOGUE.some((e) => e[flag])).toBe(true);
    }
    expect(new Set(CATALOGUE.map((e) => e.id)).size).toBe(CATALOGUE.length);
  });

  it('ships its own SVG art: 4:3 (400x300) thumbnails, as the lobbies show them, under 6 KB, symbols and the logo, no external references', () => {
    const paths = new Set<string>([PROVIDER_LOGO]);
    for (const e of CATALOGUE) {
      paths.add(e.thumbnail);
      for (const p of Object.values(e.symbols ?? {})) paths.add(p);
    }
    for (const p of paths) {
      const file = fileURLToPath(artUrl(p));
      expect(existsSync(file), p).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), p).toBe(true);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''), p).not.toMatch(
        /https?:|href=|@import|<script/i,
      );
      expect(statSync(file).size, p).toBeLessThan(6 * 1024);
    }
    for (const e of CATALOGUE) {
      const svg = readFileSync(fileURLToPath(artUrl(e.thumbnail)), 'utf8');
      expect(svg).toContain('width="400" height="300" viewBox="0 0 400 300"');
      expect(svg).toContain(`<title>${e.name}</title>`);
    }
    expect(() => artUrl('../secret.svg')).toThrow(RangeError);
  });
});
