import { describe, expect, it } from 'vitest';
import { call, CookieJar, useTestContext, fundPlayer, registeredPlayer } from '../../test/harness.ts';
import { defaultSiteId } from '../../test/wallet-kit.ts';
import { signedHeaders } from '../provider/signature.ts';
import { RECENT_LAUNCHES } from './games.queries.ts';

let slotId: number;
let tableId: number;
let noDemoId: number;
let siteId: number;
const t = useTestContext({ demo: false }, async (ctx) => {
  siteId = await defaultSiteId(ctx);
  const insert = async (slug: string, name: string, type: string, hasDemo = true) =>
    (
      await ctx.db.query<{ id: number }>(
        `insert into games (slug, provider_id, name, type, rtp, volatility, has_demo, is_new) values ($1, 'house', $2, $3, 96.12, 'high', $4, true) returning id`,
        [slug, name, type, hasDemo],
      )
    )[0]!.id;
  slotId = await insert('lale-bahcesi', 'Lale Bahçesi', 'slot');
  noDemoId = await insert('istanbul-gecesi', 'İstanbul Gecesi', 'slot', false);
  tableId = await insert('avrupa-ruleti', 'Avrupa Ruleti', 'table');
});

const fund = (playerId: number, kurus: bigint) => fundPlayer(t.db, siteId, playerId, kurus);

function tokenOf(url: string) {
  return new URL(url, 'http://x').searchParams.get('token')!;
}

async function provider(path: string, body: unknown) {
  const raw = JSON.stringify(body);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/provider/v1/${path}`,
    headers: signedHeaders({ id: 'house', secret: t.config.providerHouseSecret }, `/api/provider/v1/${path}`, raw),
    payload: raw,
  });
  return res.json();
}

describe('games/list.php and favourites', () => {
  it('lists slots with every field of the spec and the player’s own favourites', async () => {
    const anon = await call(t.app, 'POST', '/api/games/list.php', { body: { type: 'slot' } });
    expect(anon.json().status).toBe('success');
    const tile = anon.json().data.find((g: { id: number }) => g.id === slotId);
    expect(tile).toMatchObject({
      name: 'Lale Bahçesi',
      provider_name: 'Lale Games',
      rtp: 96.12,
      volatility: 'high',
      launch_count: 0,
      is_new: 1,
      is_hot: 0,
      is_featured: 0,
      has_demo: 1,
      is_favorite: false,
    });
    expect(anon.json().data.some((g: { id: number }) => g.id === tableId)).toBe(false);

    const a = await registeredPlayer(t);
    const b = await registeredPlayer(t);
    const fav = await call(t.app, 'POST', '/api/games/toggle-favorite.php', { jar: a.jar, body: { game_id: slotId } });
    expect(fav.json()).toMatchObject({ status: 'success', is_favorite: true });
    const mine = (await call(t.app, 'POST', '/api/games/list.php', { jar: a.jar, body: { type: 'slot' } })).json().data;
    expect(mine.find((g: { id: number }) => g.id === slotId).is_favorite).toBe(true);
    const theirs = (await call(t.app, 'POST', '/api/games/list.php', { jar: b.jar, body: { type: 'slot' } })).json().data;
    expect(theirs.find((g: { id: number }) => g.id === slotId).is_favorite).toBe(false);
    expect((await call(t.app, 'POST', '/api/games/toggle-favorite.php', { jar: a.jar, body: { game_id: slotId } })).json().is_favorite).toBe(false);
    expect((await call(t.app, 'POST', '/api/games/toggle-favorite.php', { body: { game_id: slotId } })).status).toBe(401);
  });

  it('gives each player their own last play per game, from their latest real launches', async () => {
    const a = await registeredPlayer(t);
    const b = await registeredPlayer(t);
    const launches = (player: number | null, game: number, n: number, from: string) =>
      t.db.query(
        `insert into game_sessions (id, player_id, game_id, mode, demo_balance, expires_at, created_at)
         select 'lp-' || coalesce($1::text, 'demo') || '-' || $2::int || '-' || $3 || '-' || g, $1::int, $2::int,
                case when $1::int is null then 'demo' else 'real' end, case when $1::int is null then 100000 end,
                $3::timestamptz + interval '1 day', $3::timestamptz + g * interval '1 second'
           from generate_series(1, $4) g`,
        [player, game, from, n],
      );
    await launches(a.id, noDemoId, 3, '2026-01-01T10:00:00Z'); // the last at 10:00:03
    await launches(a.id, slotId, 2, '2026-01-02T10:00:00Z'); // the last at 10:00:02 a day later
    await launches(b.id, slotId, 1, '2026-03-01T00:00:00Z');
    await launches(null, noDemoId, 5, '2026-04-01T00:00:00Z'); // demo plays belong to nobody
    const lastPlay = async (jar: CookieJar) =>
      Object.fromEntries(
        (await call(t.app, 'POST', '/api/games/list.php', { jar, body: { type: 'slot' } }))
          .json()
          .data.filter((g: { id: number }) => g.id === slotId || g.id === noDemoId)
          .map((g: { id: number; last_played_at: string | null }) => [g.id, g.last_played_at]),
      );
    expect(await lastPlay(a.jar)).toEqual({ [slotId]: '2026-01-02T10:00:02.000Z', [noDemoId]: '2026-01-01T10:00:03.000Z' });
    expect(await lastPlay(b.jar)).toEqual({ [slotId]: '2026-03-01T00:00:01.000Z', [noDemoId]: null });
    // "Recently" is a window: a game last launched before the player's latest RECENT_LAUNCHES drops out.
    await launches(a.id, slotId, RECENT_LAUNCHES, '2026-02-01T00:00:00Z');
    expect((await lastPlay(a.jar))[noDemoId]).toBeNull();
  });

  it('lists the RNG tables for the live casino lobby', async () => {
    const r = (await call(t.app, 'GET', '/api/livecasino.php')).json();
    expect(r.games.map((g: { name: string }) => g.name)).toEqual(['Avrupa Ruleti']);
    expect(r.games[0].label).toBe('RNG Masa Oyunu');
  });
});

describe('games/launch.php', () => {
  it('opens demo play for anyone when the game has a demo, and counts launches', async () => {
    const r = await call(t.app, 'POST', '/api/games/launch.php', { body: { game_id: slotId, mode: 'demo' } });
    expect(r.json()).toMatchObject({ status: 'success', data: { launch_url: expect.stringMatching(/^\/play\/lale-bahcesi\?token=.+&mode=demo$/) } });
    const noDemo = await call(t.app, 'POST', '/api/games/launch.php', { body: { game_id: noDemoId, mode: 'demo' } });
    expect(noDemo.status).toBe(400);
    expect(noDemo.json()).toMatchObject({ status: 'error', message: 'Bu oyunun demo sürümü yok' });
    const [g] = await t.db.query<{ launch_count: bigint }>(`select launch_count from games where id = $1`, [slotId]);
    expect(g!.launch_count).toBe(1n);
    // A demo session cannot move real money.
    const bet = await provider('bet', { session_token: tokenOf(r.json().data.launch_url), transaction_id: 'demo-1', round_id: 'd1', game_id: 'lale-bahcesi', amount: 100 });
    expect(bet.code).toBe('INVALID_SESSION');
  });

  it('needs a login and a balance for real play', async () => {
    const anon = await call(t.app, 'POST', '/api/games/launch.php', { body: { game_id: slotId, mode: 'real' } });
    expect(anon.status).toBe(401);
    expect(anon.json().message).toBe('Gerçek parayla oynamak için giriş yapmalısınız');
    const p = await registeredPlayer(t);
    const broke = await call(t.app, 'POST', '/api/games/launch.php', { jar: p.jar, body: { game_id: slotId, mode: 'real' } });
    expect(broke.json()).toMatchObject({ status: 'error', message: 'Oynamak için bakiyeniz yok. Lütfen para yatırın.' });
    await fund(p.id, 5_000n);
    const ok = await call(t.app, 'POST', '/api/games/launch.php', { jar: p.jar, body: { game_id: slotId, mode: 'real' } });
    expect(ok.json().status).toBe('success');
    const unknown = await call(t.app, 'POST', '/api/games/launch.php', { jar: p.jar, body: { game_id: 999999, mode: 'real' } });
    expect(unknown.status).toBe(404);
  });
});

describe('game rounds in the transaction history', () => {
  it('lists the player’s own rounds in the slot tab and details only their own references', async () => {
    const p = await registeredPlayer(t);
    await fund(p.id, 10_000n);
    const launch = (await call(t.app, 'POST', '/api/games/launch.php', { jar: p.jar, body: { game_id: slotId, mode: 'real' } })).json();
    const token = tokenOf(launch.data.launch_url);
    await provider('bet', { session_token: token, transaction_id: `b-${p.id}`, round_id: `R-${p.id}`, game_id: 'lale-bahcesi', amount: 500 });
    await provider('win', { session_token: token, transaction_id: `w-${p.id}`, round_id: `R-${p.id}`, game_id: 'lale-bahcesi', amount: 1_250, round_closed: true });

    const slots = (await call(t.app, 'GET', '/api/transaction-history.php?type=slot_bet', { jar: p.jar })).json();
    expect(slots.transactions).toEqual([
      expect.objectContaining({
        reference_id: `R-${p.id}`,
        game_name: 'Lale Bahçesi',
        provider: 'Lale Games',
        type: 'win',
        amount: 7.5,
        balance_before: 100,
        balance_after: 107.5,
        status_label: 'Tamamlandı',
      }),
    ]);
    expect(slots.statistics).toMatchObject({ total_slot_bet: 5, total_slot_win: 12.5, total_casino_bet: 0 });
    expect((await call(t.app, 'GET', '/api/transaction-history.php?type=live_casino', { jar: p.jar })).json().transactions).toEqual([]);

    const detail = (await call(t.app, 'GET', `/api/game-detail.php?ref=R-${p.id}&provider=Lale%20Games`, { jar: p.jar })).json();
    expect(detail.game_detail).toMatchObject({ reference_id: `R-${p.id}`, provider: 'Lale Games', game_name: 'Lale Bahçesi' });
    expect(detail.game_detail.rounds.map((r: { bet_amount: number; win_amount: number }) => [r.bet_amount, r.win_amount])).toEqual([
      [5, 0],
      [0, 12.5],
    ]);

    // A refunded round: the bet as placed, marked refunded, and the rollback with what it gave back.
    await provider('bet', { session_token: token, transaction_id: `b2-${p.id}`, round_id: `R2-${p.id}`, game_id: 'lale-bahcesi', amount: 300 });
    await provider('rollback', { session_token: token, transaction_id: `rb2-${p.id}`, reference_transaction_id: `b2-${p.id}` });
    const refunded = (await call(t.app, 'GET', `/api/game-detail.php?ref=R2-${p.id}`, { jar: p.jar })).json();
    expect(refunded.game_detail.rounds).toEqual([
      expect.objectContaining({ type: 'bet', bet_amount: 3, win_amount: 0, refund_amount: 0, refunded: true }),
      expect.objectContaining({ type: 'rollback', bet_amount: 0, win_amount: 0, refund_amount: 3, refunded: false }),
    ]);

    const other = await registeredPlayer(t);
    const theirs = await call(t.app, 'GET', `/api/game-detail.php?ref=R-${p.id}`, { jar: other.jar });
    expect(theirs.status).toBe(404);
    expect((await call(t.app, 'GET', `/api/game-detail.php?ref=R-${p.id}`, { jar: new CookieJar() })).status).toBe(401);
  });
});
