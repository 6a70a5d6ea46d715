import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, fundPlayer, registeredPlayer, type CookieJar, type TestContext } from '../../test/harness.ts';
import { defaultSiteId, insertGame } from '../../test/wallet-kit.ts';

let t: TestContext;
let siteId: number;
let gameId: number;
beforeAll(async () => {
  t = await createTestContext({ demo: false });
  siteId = await defaultSiteId(t);
  gameId = await insertGame(t, { slug: 'lale-bahcesi', name: 'Lale Bahçesi' });
});
afterAll(() => t.close());

async function launch(jar: CookieJar | undefined, mode: 'real' | 'demo' = 'real') {
  const r = await call(t.app, 'POST', '/api/games/launch.php', { jar, body: { game_id: gameId, mode } });
  expect(r.json().status, JSON.stringify(r.json())).toBe('success');
  return new URL(r.json().data.launch_url, 'http://x').searchParams.get('token')!;
}

const session = (token: string, jar?: CookieJar) =>
  call(t.app, 'POST', '/api/responsible-gaming/session.php', { jar, body: { token } });

describe('POST /api/responsible-gaming/session.php (the reality check)', () => {
  it("sums the game session's own bets and wins since it started", async () => {
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 100_000n);
    const earlier = await launch(p.jar);
    await call(t.app, 'POST', '/api/house/play', { body: { token: earlier, bet: 500 } });

    const token = await launch(p.jar);
    const fresh = (await session(token, p.jar)).json();
    expect(fresh).toMatchObject({ success: true, bets: 0, wins: 0, net: 0, rounds: 0 });
    expect(Date.parse(fresh.started_at)).toBeLessThanOrEqual(Date.now());

    let won = 0;
    for (const bet of [500, 200, 500]) {
      const r = await call(t.app, 'POST', '/api/house/play', { body: { token, bet } });
      won += Number(r.json().total_win);
    }
    const s = (await session(token, p.jar)).json();
    // The earlier session's 5 TL round is not this session's.
    expect(s).toEqual({
      success: true,
      started_at: fresh.started_at,
      bets: 12,
      wins: won / 100,
      // in kuruş first, as the server does: 860/100 - 12 is -3.4000000000000004 in floating point
      net: (won - 1200) / 100,
      rounds: 3,
    });
  });

  it("answers only the logged-in player's own real-money session", async () => {
    const p = await registeredPlayer(t);
    const other = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 10_000n);
    const token = await launch(p.jar);
    const anon = await session(token);
    expect(anon.status).toBe(401);
    const foreign = await session(token, other.jar);
    expect(foreign.status).toBe(404);
    expect(foreign.json().message).toBe('Oyun oturumu bulunamadı. Lütfen oyunu yeniden açın.');
    const unknown = await session('yok-boyle-bir-oturum', p.jar);
    expect(unknown.status).toBe(404);
    const demo = await launch(p.jar, 'demo');
    expect((await session(demo, p.jar)).status).toBe(404);
    expect((await session('', p.jar)).status).toBe(400);
  });
});
