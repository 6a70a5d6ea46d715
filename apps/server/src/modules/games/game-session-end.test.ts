import { describe, expect, it } from 'vitest';
import { logRequest } from '../../lib/net.ts';
import { call, useTestContext, fundPlayer, registeredPlayer } from '../../test/harness.ts';

let gameId: number;
const t = useTestContext({ catalogue: true }, async (ctx) => {
  gameId = (await ctx.db.query<{ id: number }>(`select id from games where slug = 'lale-bahcesi'`))[0]!.id;
});

async function realGame() {
  const p = await registeredPlayer(t);
  const [{ site_id }] = (await t.db.query<{ site_id: number }>(`select site_id from players where id = $1`, [p.id])) as [{ site_id: number }];
  await fundPlayer(t.db, site_id, p.id, 1_000_000n);
  const r = await call(t.app, 'POST', '/api/games/launch.php', { jar: p.jar, body: { game_id: gameId, mode: 'real' } });
  const token = new URL(r.json().data.launch_url, 'http://x').searchParams.get('token')!;
  return { p, token };
}

const bet = (token: string) => call(t.app, 'POST', '/api/house/play', { body: { token, bet: 100 } });

describe('game sessions end with the player session (ASVS 7.4.x)', () => {
  it('a game launched before logout takes no more bets', async () => {
    const { p, token } = await realGame();
    expect((await bet(token)).status).toBe(200);
    await call(t.app, 'POST', '/api/logout.php', { jar: p.jar });
    expect((await bet(token)).status).toBe(401);
  });

  it('a game launched before a password change takes no more bets', async () => {
    const { p, token } = await realGame();
    expect((await bet(token)).status).toBe(200);
    const r = await call(t.app, 'POST', '/api/change-password.php', {
      jar: p.jar,
      body: { current_password: p.password, new_password: 'Yepyeni.Sifre9', confirm_password: 'Yepyeni.Sifre9' },
    });
    expect(r.status).toBe(200);
    expect((await bet(token)).status).toBe(401);
  });
});

describe('seed rotation (issue 13, point 13)', () => {
  it('is refused while a round is being placed (outcome fixed, bet not yet confirmed)', async () => {
    const { p, token } = await realGame();
    expect((await bet(token)).status).toBe(200);
    const [round] = await t.db.query<{ id: number }>(`select id from house_rounds where player_id = $1 order by id desc limit 1`, [p.id]);
    await t.db.query(`update house_rounds set status = 'placing' where id = $1`, [round!.id]);
    const r = await call(t.app, 'POST', '/api/house/seeds', { body: { token } });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe('Devam eden el bitmeden tohum değiştirilemez');
  });
});

describe('the game token stays out of URLs', () => {
  it('answers the game state to a POST with the token in the body, as the game client asks', async () => {
    const { token } = await realGame();
    const posted = await call(t.app, 'POST', '/api/house/state', { body: { token } });
    expect(posted.status).toBe(200);
    const got = await call(t.app, 'GET', `/api/house/state?token=${token}`);
    expect(posted.json().balance).toBe(got.json().balance);
    expect(posted.json().balance).toBeGreaterThan(0);
  });
});

describe('logs keep no query string', () => {
  it('drops the token from a logged URL', () => {
    const logged = logRequest({ method: 'GET', url: '/api/house/state?token=gizli', hostname: 'localhost', ip: '127.0.0.1', id: 'r1' });
    expect(JSON.stringify(logged)).not.toContain('gizli');
    expect(logged.url).toBe('/api/house/state');
  });
});
