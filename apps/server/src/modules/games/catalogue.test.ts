import { describe, expect, it } from 'vitest';
import { call, useTestContext } from '../../test/harness.ts';
import { syncHouseCatalogue } from './games.service.ts';

const t = useTestContext({ demo: true, catalogue: true });

describe('the in-house catalogue in the lobbies', () => {
  it('lists at least 8 slots with three mechanics and 3 labelled RNG tables', async () => {
    const slots = (await call(t.app, 'POST', '/api/games/list.php', { body: { type: 'slot' } })).json().data;
    expect(slots.length).toBeGreaterThanOrEqual(8);
    expect(new Set(slots.map((g: { mechanic: string }) => g.mechanic)).size).toBeGreaterThanOrEqual(3);
    for (const g of slots) {
      expect(g.rtp).toBeGreaterThanOrEqual(94);
      expect(g.rtp).toBeLessThanOrEqual(97);
      expect(g.provider_name).toBe('Lale Games');
      expect(g.image).toMatch(/^\/media\/games\/thumbnails\/.+\.svg$/);
    }
    const tables = (await call(t.app, 'GET', '/api/livecasino.php')).json().games;
    expect(tables).toHaveLength(3);
    expect(tables.every((g: { label: string }) => g.label === 'RNG Masa Oyunu')).toBe(true);
  });

  it('keeps ids and launch counts when the catalogue is synced again', async () => {
    const before = (await call(t.app, 'POST', '/api/games/list.php', { body: { type: 'slot' } })).json().data[0];
    await call(t.app, 'POST', '/api/games/launch.php', { body: { game_id: before.id, mode: 'demo' } });
    await syncHouseCatalogue(t.db);
    const after = (await call(t.app, 'POST', '/api/games/list.php', { body: { type: 'slot' } })).json().data.find((g: { id: number }) => g.id === before.id);
    expect(after).toMatchObject({ id: before.id, launch_count: before.launch_count + 1 });
  });

  it('shows popular games on the home page', async () => {
    const home = (await call(t.app, 'GET', '/api/homepage.php')).json();
    expect(home.data.popular_games.slots.length).toBeGreaterThanOrEqual(8);
    expect(home.data.popular_games.slots[0]).toMatchObject({ provider: 'Lale Games', link: expect.stringMatching(/^\/slots\?game=/) });
  });
});
