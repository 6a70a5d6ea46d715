import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestContext,
  fundPlayer,
  grantTestBonus,
  registeredPlayer,
  type TestContext,
  type CookieJar,
} from '../../test/harness.ts';
import { defaultSiteId } from '../../test/wallet-kit.ts';
import { responsibleMessages } from '@app/shared/api/responsible.ts';
import { playerBalances, reconcile } from '../wallet/ledger.ts';
import { HouseGames } from './house.service.ts';
import { injectWalletClient, type WalletClient } from './wallet-client.ts';

let t: TestContext;
let siteId: number;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestContext({ demo: false });
  siteId = await defaultSiteId(t);
  for (const [slug, type] of [
    ['lale-bahcesi', 'slot'],
    ['avrupa-ruleti', 'table'],
    ['blackjack', 'table'],
    ['baccarat', 'table'],
  ] as const) {
    ids[slug] = (
      await t.db.query<{ id: number }>(
        `insert into games (slug, provider_id, name, type, rtp) values ($1, 'house', $1, $2, 96) returning id`,
        [slug, type],
      )
    )[0]!.id;
  }
});
afterAll(async () => {
  expect(await reconcile(t.db)).toEqual([]);
  await t.close();
});

async function fundedPlayer(kurus: bigint) {
  const p = await registeredPlayer(t);
  await fundPlayer(t.db, siteId, p.id, kurus);
  return p;
}

async function launch(slug: string, mode: 'real' | 'demo', jar?: CookieJar) {
  const r = await call(t.app, 'POST', '/api/games/launch.php', { jar, body: { game_id: ids[slug], mode } });
  expect(r.json().status, JSON.stringify(r.json())).toBe('success');
  return new URL(r.json().data.launch_url, 'http://x').searchParams.get('token')!;
}

const play = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/house/play', { body: { token, ...body } });

describe('in-house game server', () => {
  it('plays demo rounds on play money without touching the ledger', async () => {
    const token = await launch('lale-bahcesi', 'demo');
    const state = (await call(t.app, 'GET', `/api/house/state?token=${token}`)).json();
    expect(state).toMatchObject({
      mode: 'demo',
      balance: 100_000,
      seeds: { nonce: 0, server_seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    const before = (await t.db.query<{ n: number }>(`select count(*)::int as n from ledger_transactions`))[0]!
      .n;
    let balance = 100_000;
    for (let i = 0; i < 5; i += 1) {
      const r = (await play(token, { bet: 100 })).json();
      balance = balance - 100 + r.total_win;
      expect(r.balance).toBe(balance);
      expect(r.nonce).toBe(i);
    }
    expect(
      (await t.db.query<{ n: number }>(`select count(*)::int as n from ledger_transactions`))[0]!.n,
    ).toBe(before);
    const history = (await call(t.app, 'GET', `/api/house/state?token=${token}`)).json().history;
    expect(history).toHaveLength(5);
    expect(history[0]).toMatchObject({
      server_seed_hash: state.seeds.server_seed_hash,
      input: { gameId: 'lale-bahcesi', bet: 100 },
    });
  });

  it('plays a real round through the wallet API, and the revealed seeds reproduce it', async () => {
    const p = await fundedPlayer(10_000n);
    const token = await launch('lale-bahcesi', 'real', p.jar);
    const shown = (await call(t.app, 'GET', `/api/house/state?token=${token}`)).json().seeds;
    const r = (await play(token, { bet: 500 })).json();
    expect(r.balance).toBe(10_000 - 500 + r.total_win);
    expect((await playerBalances(t.db, p.id)).cash).toBe(BigInt(10_000 - 500 + r.total_win));
    const [round] = await t.db.query<{ total_bet: bigint; total_win: bigint; status: string }>(
      `select total_bet, total_win, status from game_rounds where round_id = $1`,
      [r.round_id],
    );
    expect(round).toEqual({ total_bet: 500n, total_win: BigInt(r.total_win), status: 'closed' });

    const rotated = (
      await call(t.app, 'POST', '/api/house/seeds', { body: { token, client_seed: 'benim-tohumum' } })
    ).json();
    expect(rotated.revealed).toMatchObject({
      server_seed_hash: shown.server_seed_hash,
      client_seed: shown.client_seed,
      rounds_played: 1,
    });
    expect(rotated.seeds).toMatchObject({
      client_seed: 'benim-tohumum',
      nonce: 0,
      server_seed_hash: shown.next_server_seed_hash,
    });
    const verified = await call(t.app, 'POST', '/api/fair/verify', {
      body: {
        game: 'lale-bahcesi',
        server_seed: rotated.revealed.server_seed,
        client_seed: shown.client_seed,
        nonce: r.nonce,
        bet: 500,
        server_seed_hash: shown.server_seed_hash,
      },
    });
    expect(verified.json().result).toMatchObject({ hashMatches: true, totalWin: r.total_win, totalBet: 500 });
  });

  it('refuses a bet above the balance in Turkish and moves nothing', async () => {
    const p = await fundedPlayer(150n);
    const token = await launch('lale-bahcesi', 'real', p.jar);
    const r = await play(token, { bet: 200 });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe('Yetersiz bakiye. Lütfen bahsinizi düşürün veya para yatırın.');
    expect((await playerBalances(t.db, p.id)).cash).toBe(150n);
    const bad = await play(token, { bet: 123 });
    expect(bad.json().message).toBe('Geçersiz bahis tutarı');
  });

  it("refuses a bet over the player's own loss limit with the wallet's Turkish message, and moves nothing", async () => {
    const p = await fundedPlayer(100_000n);
    const token = await launch('lale-bahcesi', 'real', p.jar);
    const set = await call(t.app, 'POST', '/api/responsible-gaming.php', {
      jar: p.jar,
      body: { action: 'set_limit', kind: 'loss', period: 'day', amount: 1 },
    });
    expect(set.status).toBe(200);
    const r = await play(token, { bet: 200 });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe(responsibleMessages.betOverLimit('loss', 'day', 1));
    expect((await playerBalances(t.db, p.id)).cash).toBe(100_000n);
    expect((await play(token, { bet: 100 })).status).toBe(200);
  });

  it('completes a round interrupted between bet and win when the player comes back', async () => {
    const p = await fundedPlayer(10_000n);
    const token = await launch('lale-bahcesi', 'real', p.jar);
    const real = injectWalletClient(t.app, 'house', t.config.providerHouseSecret);
    const dropsWins: WalletClient = {
      call: (path, body) =>
        path === 'win' ? Promise.reject(new Error('page closed')) : real.call(path, body),
    };
    await expect(
      new HouseGames(t.db, dropsWins).play(token, { gameId: 'lale-bahcesi', bet: 1000 }),
    ).rejects.toThrow('page closed');
    const [open] = await t.db.query<{
      id: string;
      status: string;
      total_win: bigint;
      outcome: { totalWin: number };
    }>(`select id, status, total_win, outcome from house_rounds where player_id = $1`, [p.id]);
    expect(open!.status).toBe('placing');
    expect((await playerBalances(t.db, p.id)).cash).toBe(9_000n);

    const state = (await call(t.app, 'GET', `/api/house/state?token=${token}`)).json();
    expect(state.resumed_rounds).toBe(1);
    const win = open!.outcome.totalWin;
    expect(state.balance).toBe(9_000 + win);
    expect((await playerBalances(t.db, p.id)).cash).toBe(BigInt(9_000 + win));
    const [done] = await t.db.query<{ status: string }>(`select status from house_rounds where id = $1`, [
      open!.id,
    ]);
    expect(done!.status).toBe('settled');
  });

  it('plays roulette and baccarat bets and settles them at the published payouts', async () => {
    // Expectations from the tables' published rules, written out here, not from the server's reply:
    // European roulette, red pays 1:1 and a straight 35:1 (returns 2x and 36x the stake); baccarat
    // banker pays 0.95:1 (1.95x, rounded down to kuruş) and is returned on a tie.
    const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    const p = await fundedPlayer(100_000n);
    const rt = await launch('avrupa-ruleti', 'real', p.jar);
    const r = (
      await play(rt, {
        bets: [
          { type: 'red', amount: 1000 },
          { type: 'straight', numbers: [17], amount: 100 },
        ],
      })
    ).json();
    expect(r.total_bet).toBe(1100);
    const n: number = r.outcome.number;
    expect(Number.isInteger(n) && n >= 0 && n <= 36).toBe(true);
    const rouletteWin = (red.has(n) ? 2000 : 0) + (n === 17 ? 3600 : 0);
    expect(r.total_win).toBe(rouletteWin);
    const bt = await launch('baccarat', 'real', p.jar);
    const b = (await play(bt, { bets: { banker: 1000 } })).json();
    const baccaratWin = { banker: 1950, tie: 1000, player: 0 }[b.outcome.winner as 'player' | 'banker' | 'tie'];
    expect(baccaratWin).toBeDefined();
    expect(b.total_win).toBe(baccaratWin);
    expect((await playerBalances(t.db, p.id)).cash).toBe(BigInt(100_000 - 1100 + rouletteWin - 1000 + baccaratWin!));
  });

  it('plays blackjack hands step by step, doubles when offered, and pays each at the table\'s rates', async () => {
    const p = await fundedPlayer(100_000n);
    const token = await launch('blackjack', 'real', p.jar);
    let doubled = 0;
    let hands = 0;
    // Until two hands were doubled (a natural on either side ends a hand before a double is offered).
    while (doubled < 2) {
      hands += 1;
      expect(hands).toBeLessThanOrEqual(40);
      let r = (await call(t.app, 'POST', '/api/house/blackjack', { body: { token, action: 'deal', bet: 1000 } })).json();
      expect(r.view.playerCards.length).toBe(2);
      let didDouble = false;
      while (!r.view.finished) {
        const action = r.view.legalActions.includes('double') && !didDouble ? 'double' : 'stand';
        if (action === 'double') didDouble = true;
        r = (await call(t.app, 'POST', '/api/house/blackjack', { body: { token, action } })).json();
        if (!r.view) throw new Error(JSON.stringify(r));
      }
      if (didDouble) {
        doubled += 1;
        // A doubled hand holds exactly three cards.
        expect(r.view.playerCards.length).toBe(3);
      }
    }
    const rows = await t.db.query<{ total_bet: bigint; total_win: bigint; status: string }>(
      `select total_bet, total_win, status from house_rounds where player_id = $1 order by id`,
      [p.id],
    );
    expect(rows.length).toBe(hands);
    expect(rows.every((r) => r.status === 'settled')).toBe(true);
    // Two hands carry the doubled stake; every hand returns 0 (loss), 1x (push), 2x (win) or, for a
    // natural on an undoubled hand, 2.5x (3:2).
    expect(rows.filter((r) => r.total_bet === 2000n).length).toBe(2);
    for (const r of rows) {
      expect([1000n, 2000n]).toContain(r.total_bet);
      const allowed = r.total_bet === 2000n ? [0n, 2000n, 4000n] : [0n, 1000n, 2000n, 2500n];
      expect(allowed).toContain(r.total_win);
    }
    const net = rows.reduce((s, r) => s + r.total_win - r.total_bet, 0n);
    expect((await playerBalances(t.db, p.id)).cash).toBe(100_000n + net);
  });

  it("refuses a blackjack double that takes the hand's stake over an active bonus's max bet, with the wallet's text; the hand plays on undoubled", async () => {
    const p = await fundedPlayer(100_000n);
    await grantTestBonus(t.db, siteId, p.id, 5_000n, { maxBet: 1_000n });
    const token = await launch('blackjack', 'real', p.jar);
    for (let hands = 1; ; hands += 1) {
      expect(hands).toBeLessThanOrEqual(40);
      let r = (await call(t.app, 'POST', '/api/house/blackjack', { body: { token, action: 'deal', bet: 1000 } })).json();
      if (r.view.finished || !r.view.legalActions.includes('double')) {
        while (!r.view.finished) r = (await call(t.app, 'POST', '/api/house/blackjack', { body: { token, action: 'stand' } })).json();
        continue;
      }
      const refused = await call(t.app, 'POST', '/api/house/blackjack', { body: { token, action: 'double' } });
      expect(refused.status).toBe(400);
      expect(refused.json().message).toBe('Bonus çevrimi sürerken bir bahis en fazla 10 TL olabilir');
      r = (await call(t.app, 'POST', '/api/house/blackjack', { body: { token, action: 'stand' } })).json();
      expect(r.view.finished).toBe(true);
      const [round] = await t.db.query<{ total_bet: bigint }>(
        `select total_bet from house_rounds where player_id = $1 order by id desc limit 1`,
        [p.id],
      );
      expect(round!.total_bet).toBe(1000n);
      break;
    }
  });

  it('describes a title for the game client: paytable and bet levels, never the reel strips', async () => {
    const g = (await call(t.app, 'GET', '/api/house/game?slug=lale-bahcesi')).json().game;
    expect(g).toMatchObject({
      id: 'lale-bahcesi',
      type: 'slot',
      definition: { betLevels: expect.arrayContaining([100]) },
    });
    expect(g.definition.paytable).toBeDefined();
    expect(g.definition.strips).toBeUndefined();
    expect(JSON.stringify(g)).not.toMatch(/strips/i);
    expect((await call(t.app, 'GET', '/api/house/game?slug=blackjack')).json().game.label).toBe(
      'RNG Masa Oyunu',
    );
    expect((await call(t.app, 'GET', '/api/house/game?slug=yok')).status).toBe(404);
  });

  it('pays a finished blackjack hand whose win did not reach the wallet when the player returns', async () => {
    const p = await fundedPlayer(100_000n);
    const token = await launch('blackjack', 'real', p.jar);
    const real = injectWalletClient(t.app, 'house', t.config.providerHouseSecret);
    const dropsWins: WalletClient = {
      call: (path, body) =>
        path === 'win' ? Promise.reject(new Error('page closed')) : real.call(path, body),
    };
    const games = new HouseGames(t.db, dropsWins);
    await games
      .blackjack(token, 'deal', 1000)
      .then((r) =>
        r.view.finished ? Promise.reject(new Error('natural')) : games.blackjack(token, 'stand', undefined),
      )
      .catch(() => undefined);
    const [round] = await t.db.query<{ id: string; status: string }>(
      `select id, status from house_rounds where player_id = $1`,
      [p.id],
    );
    expect(['placing', 'in_progress']).toContain(round!.status);
    const state = (await call(t.app, 'GET', `/api/house/state?token=${token}`)).json();
    expect(state.resumed_rounds).toBe(1);
    const [done] = await t.db.query<{ status: string; total_bet: bigint; total_win: bigint }>(
      `select status, total_bet, total_win from house_rounds where id = $1`,
      [round!.id],
    );
    expect(done!.status).toBe('settled');
    expect((await playerBalances(t.db, p.id)).cash).toBe(100_000n - done!.total_bet + done!.total_win);
  });

  it('refuses an unknown game token', async () => {
    const r = await play('bilinmeyen-oturum-anahtari', { bet: 100 });
    expect(r.status).toBe(401);
  });

  it('plays the free rounds of a free-spins bonus at its stake, takes no cash and credits the wins to the bonus', async () => {
    const p = await fundedPlayer(10_000n);
    const { bonusId } = await grantTestBonus(t.db, siteId, p.id, 0n, { rollover: 2, freeSpins: { gameId: ids['lale-bahcesi']!, count: 3, stake: 200n } });
    const token = await launch('lale-bahcesi', 'real', p.jar);
    expect((await call(t.app, 'POST', '/api/house/state', { body: { token } })).json()).toMatchObject({ balance: 10_000, free_spins: { left: 3, stake: 200 } });
    let won = 0;
    for (let left = 2; left >= 0; left -= 1) {
      // the stake the client sends does not matter: a free round is played at the bonus's
      const r = (await play(token, { bet: 5_000, free_spin: true })).json();
      expect(r, JSON.stringify(r)).toMatchObject({ free_round: true, total_bet: 200, free_spins: left ? { left, stake: 200 } : null });
      won += r.total_win;
      expect(r.balance).toBe(10_000 + won);
    }
    expect((await play(token, { free_spin: true })).json()).toMatchObject({ success: false, message: 'Bu oyunda kullanılabilir ücretsiz dönüşünüz kalmadı.' });
    expect(await playerBalances(t.db, p.id)).toMatchObject({ cash: 10_000n, bonus: BigInt(won) });
    const [row] = await t.db.query<{ status: string; amount: bigint; wager_required: bigint }>(
      `select status, amount, wager_required from player_bonuses where id = $1`,
      [bonusId],
    );
    expect(row).toEqual(won > 0 ? { status: 'active', amount: BigInt(won), wager_required: BigInt(2 * won) } : { status: 'completed', amount: 0n, wager_required: 0n });
    // an ordinary spin takes cash again
    expect((await play(token, { bet: 100 })).json()).toMatchObject({ free_round: false, total_bet: 100 });
  });
});
