import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { crashPoint, nextLink } from '@app/games/crash/chain.ts';
import { GROWTH_PER_MS, MAX_MULTIPLIER, crashTimeMs, multiplierAt, timeToReachMs, winFor } from '@app/games/crash/crash.ts';
import { crashMessages } from '@app/shared/api/crash.ts';
import { responsibleMessages } from '@app/shared/api/responsible.ts';
import { maskUsername } from '@app/shared/text.ts';
import { buildApp } from '../../app.ts';
import type { CrashConfig } from '../../config.ts';
import { openSecret } from '../../lib/seal.ts';
import { call, createTestContext, fundPlayer, registeredPlayer, type TestContext, onPostgres } from '../../test/harness.ts';
import { defaultSiteId } from '../../test/wallet-kit.ts';
import { gameMessages } from '../games/games.service.ts';
import { houseMessages, injectWalletClient, type WalletClient } from '../house/house.service.ts';
import { playerBalances, reconcile } from '../wallet/ledger.ts';
import { CrashGame } from './crash.service.ts';

/**
 * Zeplin's game server against a real database (PGlite here, PostgreSQL with `npm run test:pg`). The
 * loop's timers are off: each test steps the site's loop (app.crash.stepOnce, the real step) and
 * moves the round's take-off into the past to reach a moment of the flight, so the database clock
 * still decides everything, and fast.
 */
const CRASH: CrashConfig = {
  loop: false,
  chainLength: 3_000,
  bettingMs: 60_000,
  pauseMs: 0,
  leaseMs: 400,
  tickMs: 20,
  pushMs: 100,
  minBet: 100,
  maxBet: 10_000,
  // 100 TL: a 50 TL bet cashes out by itself at 2.00x
  maxWin: 10_000,
  // the house's largest loss in a round, 1,000 TL: no test's bets reach it but the cap's own, which
  // plays with 300 TL
  maxRoundLoss: 100_000,
};

let t: TestContext;
let siteId: number;
beforeAll(async () => {
  t = await createTestContext({ demo: false, catalogue: true, config: { crash: CRASH } });
  siteId = await defaultSiteId(t);
});
afterAll(async () => {
  expect(await reconcile(t.db)).toEqual([]);
  await t.close();
});

const step = async (game: CrashGame = t.app.crash) => expect(await game.stepOnce(siteId)).toBe(true);

interface Live {
  id: string;
  n: number;
  phase: string;
  cp: number;
}
async function live(): Promise<Live | null> {
  const [r] = await t.db.query<{ id: string; n: number; phase: string; crash_point_sealed: string }>(
    `select id::text as id, n, phase, crash_point_sealed from crash_rounds where site_id = $1 and phase <> 'crashed'`,
    [siteId],
  );
  return r ? { id: r.id, n: r.n, phase: r.phase, cp: Number(openSecret(t.config.totpKey, r.crash_point_sealed)) } : null;
}

/** Puts the round under way `ms` after its take-off (negative: still betting), by the database clock. */
async function at(ms: number) {
  await t.db.query(
    `update crash_rounds set took_off_at = clock_timestamp() - make_interval(secs => $2::double precision / 1000) where site_id = $1 and phase <> 'crashed'`,
    [siteId, ms],
  );
}

/**
 * Crashes the round under way (if any) and opens rounds until one in betting crashes between `minCp`
 * and `maxCp`: below 10x by default, where a 10 TL bet's max win (100 TL) would cash it out by itself.
 */
async function bettingRound(minCp = 100, maxCp = 900): Promise<Live> {
  for (let i = 0; i < 200; i += 1) {
    const r = await live();
    const [bets] = r ? await t.db.query<{ n: number }>(`select count(*)::int as n from crash_bets where round_id = $1`, [r.id]) : [{ n: 0 }];
    if (r && r.phase === 'betting' && r.cp >= minCp && r.cp <= maxCp && bets!.n === 0) {
      await at(-60_000);
      return r;
    }
    if (r) await at(crashTimeMs(r.cp) + 10);
    await step();
  }
  throw new Error(`no round at ${minCp} or above`);
}

async function player(lira = 1_000) {
  const p = await registeredPlayer(t);
  await fundPlayer(t.db, siteId, p.id, BigInt(lira * 100));
  return p;
}

const bet = (jar: Awaited<ReturnType<typeof player>>['jar'], body: Record<string, unknown>) => call(t.app, 'POST', '/api/crash/bet', { jar, body });
const cashout = (jar: Awaited<ReturnType<typeof player>>['jar']) => call(t.app, 'POST', '/api/crash/cashout', { jar });
const cash = async (id: number) => (await playerBalances(t.db, id)).cash;

async function betRow(playerId: number, roundId: string) {
  const [b] = await t.db.query<{ id: string; status: string; cashed_out_at: number | null; win: string | null; settled: boolean; decided: boolean }>(
    `select id::text as id, status, cashed_out_at, win::text as win, settled_at is not null as settled, decided_at is not null as decided
       from crash_bets where player_id = $1 and round_id = $2`,
    [playerId, roundId],
  );
  return b;
}

/** A second game server on the same app and database, its wallet calls passed through `wrap`. */
function gameWith(wrap: (real: WalletClient) => WalletClient, config: CrashConfig = CRASH): CrashGame {
  return new CrashGame({
    db: t.db,
    config,
    key: t.config.totpKey,
    bus: { publish: () => undefined } as never,
    wallet: wrap(injectWalletClient(t.app, 'house', t.config.providerHouseSecret)),
    log: { error: () => undefined, info: () => undefined },
  });
}

describe('Zeplin: the chain and its publication', () => {
  it('answers notStarted before the first round, then publishes the chain and opens round 1 on it', async () => {
    const state = await call(t.app, 'GET', '/api/crash/state');
    expect(state.status).toBe(503);
    expect(state.json().message).toBe(crashMessages.notStarted);
    expect((await call(t.app, 'GET', '/api/crash/fairness')).status).toBe(503);

    await step(); // generates the chain in a worker thread, then opens round 1
    const fair = (await call(t.app, 'GET', '/api/crash/fairness')).json();
    expect(fair).toMatchObject({ success: true, chain_length: CRASH.chainLength, edge_percent: 1, instant_crash_percent: 1.98, rounds_played: 1 });
    expect(fair.terminating_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(fair.salt).toMatch(/^[0-9a-f]{64}$/);

    const s = (await call(t.app, 'GET', '/api/crash/state')).json();
    expect(s).toMatchObject({ success: true, round: { phase: 'betting', multiplier: null, crash_point: null, hash: null }, my_bet: null });
    expect(s.round.previous_hash).toBe(fair.terminating_hash);
    expect(s.limits).toEqual({ min_bet: 1, max_bet: 100, max_win: 100 });
    // nothing of the crash point is in the row's clear columns while it flies
    const [row] = await t.db.query<{ crash_point: number | null; hash: string | null }>(`select crash_point, hash from crash_rounds where id = $1`, [String(s.round.id)]);
    expect(row).toEqual({ crash_point: null, hash: null });
  });
});

describe('Zeplin: bets and cash-outs through the wallet', () => {
  it('takes a bet in the ledger, pays a cash-out at the multiplier of the database clock, and answers after the win is booked', async () => {
    const p = await player();
    const r = await bettingRound(200);
    const placed = await bet(p.jar, { amount: '10,00' });
    expect(placed.status, JSON.stringify(placed.json())).toBe(200);
    expect(placed.json()).toMatchObject({ round_id: Number(r.id), bet: { amount: 10, auto_cashout: null, status: 'open' }, balance: 990 });
    expect(await cash(p.id)).toBe(99_000n);
    expect((await bet(p.jar, { amount: 5 })).json().message).toBe(crashMessages.alreadyBet);

    expect((await cashout(p.jar)).json().message).toBe(crashMessages.notFlying);
    await at(timeToReachMs(150) + 20);
    await step(); // takes off
    const out = await cashout(p.jar);
    expect(out.status, JSON.stringify(out.json())).toBe(200);
    const m = Math.round(out.json().multiplier * 100);
    expect(m).toBeGreaterThanOrEqual(150);
    expect(m).toBeLessThanOrEqual(r.cp);
    expect(out.json().win).toBe(winFor(1_000, m) / 100);
    expect(await cash(p.id)).toBe(BigInt(99_000 + winFor(1_000, m)));
    expect(Math.round(out.json().balance * 100)).toBe(99_000 + winFor(1_000, m));
    // the bet's own row is marked just after the answer (the answer waits for the ledger only)
    await vi.waitFor(async () =>
      expect(await betRow(p.id, r.id)).toMatchObject({ status: 'cashed_out', cashed_out_at: m, win: String(winFor(1_000, m)), settled: true }),
    );
    // the moment of the decision is kept (a dispute is answered from it): its millisecond of the
    // flight is the one whose multiplier was paid
    const [d] = await t.db.query<{ ms: number }>(
      `select floor(extract(epoch from b.decided_at - r.took_off_at) * 1000)::float8 as ms from crash_bets b join crash_rounds r on r.id = b.round_id
        where b.round_id = $1 and b.player_id = $2`,
      [r.id, p.id],
    );
    expect(multiplierAt(d!.ms)).toBe(m);
    // the ledger: one bet and one win of the game's round
    const [wr] = await t.db.query<{ total_bet: string; total_win: string; status: string }>(
      `select total_bet::text, total_win::text, status from game_rounds where round_id like 'zeplin-' || $1 || '-%' and player_id = $2`,
      [r.id, p.id],
    );
    expect(wr).toEqual({ total_bet: '1000', total_win: String(winFor(1_000, m)), status: 'closed' });
    expect((await cashout(p.jar)).json().message).toBe(crashMessages.noBet);

    const s = (await call(t.app, 'GET', '/api/crash/state', { jar: p.jar })).json();
    expect(s.round.phase).toBe('flying');
    expect(s.my_bet).toMatchObject({ status: 'cashed_out', cashed_out_at: m / 100 });
    expect(s.bets).toContainEqual({ username: maskUsername(p.username), amount: 10, auto_cashout: null, cashed_out_at: m / 100, win: winFor(1_000, m) / 100 });
    expect(s.bets[0].username).toMatch(/^.{2}\*\*\*$/);
  });

  it('refuses a late cash-out: the stake is lost, the wallet round closed with a win of 0, the round revealed', async () => {
    const p = await player();
    const r = await bettingRound();
    expect((await bet(p.jar, { amount: 10 })).status).toBe(200);
    await at(crashTimeMs(r.cp) + 1);
    const late = await cashout(p.jar);
    expect(late.status).toBe(409);
    expect(late.json().message).toBe(crashMessages.tooLate);
    expect((await call(t.app, 'GET', `/api/crash/rounds/${r.id}`)).json().message).toBe(crashMessages.roundNotFound);
    await step(); // the crash
    expect((await cashout(p.jar)).json().message).toBe(crashMessages.tooLate);
    expect(await betRow(p.id, r.id)).toMatchObject({ status: 'lost', win: null, settled: true });
    expect(await cash(p.id)).toBe(99_000n);
    const round = (await call(t.app, 'GET', `/api/crash/rounds/${r.id}`)).json();
    expect(round.round).toMatchObject({ phase: 'crashed', crash_point: r.cp / 100 });
    expect(round.bets).toContainEqual({ username: maskUsername(p.username), amount: 10, auto_cashout: null, cashed_out_at: null, win: null });
    const [wr] = await t.db.query<{ status: string }>(`select status from game_rounds where round_id like 'zeplin-' || $1 || '-%'`, [r.id]);
    expect(wr!.status).toBe('closed');
  });

  // Two connections at once: PostgreSQL (npm run test:pg); the embedded database has one.
  it.runIf(onPostgres)("refuses a click past the crash at once, without waiting for the bet's lock the crash's transaction holds", async () => {
    const p = await player();
    const r = await bettingRound(150);
    expect((await bet(p.jar, { amount: 10 })).status).toBe(200);
    await at(timeToReachMs(110));
    await step(); // takes off
    await at(crashTimeMs(r.cp) + 1);
    const late = await t.db.tx(async (tx) => {
      // as the crash's transaction does from its start to its commit
      await tx.query('select 1 from crash_bets where round_id = $1 and player_id = $2 for update', [r.id, p.id]);
      return Promise.race([cashout(p.jar), new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3_000))]);
    });
    expect(late === 'waited' ? late : late.json().message).toBe(crashMessages.tooLate);
    await step(); // the crash
    expect(await betRow(p.id, r.id)).toMatchObject({ status: 'lost', settled: true, decided: false });
  });

  it('decides at the crash boundary: paid iff the multiplier of the moment is at or below the crash point', async () => {
    // The cash-out's rule runs in the database (crash_cashout.sql): its curve is the published one at
    // every millisecond of the longest flight (10,000x, about 153.5 s), so no floating-point edge
    // pays other than the curve the player sees.
    const longest = crashTimeMs(MAX_MULTIPLIER) + 1_000;
    const [{ values }] = (await t.db.query<{ values: number[] }>(
      `select array_agg(crash_multiplier_at(ms, $2) order by ms) as values from generate_series(0::bigint, $1::bigint) ms`,
      [longest, GROWTH_PER_MS],
    )) as [{ values: number[] }];
    const mismatches = values.flatMap((m, ms) => (m === multiplierAt(ms) ? [] : [ms]));
    expect(mismatches).toEqual([]);
    // the refusal's boundary: the crash time is where the curve first passes the crash point
    for (const cp of [101, 102, 150, 199, 200, 257, 1_000, 12_345, 100_000]) {
      const end = crashTimeMs(cp);
      expect(values[end - 1]!).toBeLessThanOrEqual(cp);
      expect(values[end]!).toBeGreaterThan(cp);
    }
    // and through the API: just before the crash paid at or below the crash point, just after refused
    const before = await player();
    const after = await player();
    const r = await bettingRound(150);
    for (const p of [before, after]) expect((await bet(p.jar, { amount: 10 })).status).toBe(200);
    // 1.5 s before (the millisecond rule is the sweep's above): a loaded machine's step and call fit in it
    await at(crashTimeMs(r.cp) - 1500);
    await step();
    const paid = await cashout(before.jar);
    expect(paid.status, JSON.stringify(paid.json())).toBe(200);
    expect(Math.round(paid.json().multiplier * 100)).toBeLessThanOrEqual(r.cp);
    await at(crashTimeMs(r.cp));
    expect((await cashout(after.jar)).json().message).toBe(crashMessages.tooLate);
    await step();
    expect(await betRow(after.id, r.id)).toMatchObject({ status: 'lost' });
    expect(await cash(after.id)).toBe(99_000n);
  });

  it('pays auto cash-outs at their target, caps a win at the max win, and loses an auto cash-out above the crash point', async () => {
    const auto = await player();
    const big = await player();
    const high = await player();
    const manual = await player();
    const r = await bettingRound(210);
    expect((await bet(auto.jar, { amount: 10, auto_cashout: '1,50' })).json().bet).toMatchObject({ auto_cashout: 1.5 });
    expect((await bet(high.jar, { amount: 1, auto_cashout: (r.cp + 1) / 100 })).status).toBe(200);
    // 50 TL can win 100 TL at most: it cashes out by itself at 2.00x
    expect((await bet(big.jar, { amount: 50 })).status).toBe(200);
    expect((await bet(manual.jar, { amount: 50 })).status).toBe(200);
    await at(timeToReachMs(150) + 5);
    await step(); // takes off
    await step(); // 1.50x reached
    expect(await betRow(auto.id, r.id)).toMatchObject({ status: 'cashed_out', cashed_out_at: 150, win: '1500', settled: true, decided: true });
    expect(await cash(auto.id)).toBe(99_000n + 1_500n);
    await at(timeToReachMs(200) + 5);
    await step();
    expect(await betRow(big.id, r.id)).toMatchObject({ status: 'cashed_out', cashed_out_at: 200, win: '10000' });
    expect(await cash(big.id)).toBe(95_000n + 10_000n);
    // a cash-out asked past the max win's multiplier (the leader had not reached it): paid there
    expect(await betRow(manual.id, r.id)).toMatchObject({ status: 'cashed_out', cashed_out_at: 200 });
    expect((await cashout(manual.jar)).json().message).toBe(crashMessages.noBet);
    await at(crashTimeMs(r.cp) + 1);
    await step();
    expect(await betRow(high.id, r.id)).toMatchObject({ status: 'lost', settled: true, decided: false });
    expect(await cash(high.id)).toBe(99_900n);
  });

  it("caps the round at take-off within the house's largest loss, cashing everyone still flying out there", async () => {
    // Seven 50 TL bets without an auto cash-out: each cashes out by itself at 2.00x (the 100 TL max
    // win), 350 TL of winnings beyond the stakes against a 300 TL largest loss: the round is capped
    // at 1.85x (7 x 42.50 = 297.50 TL; at 1.86x 301 TL).
    const players = await Promise.all(Array.from({ length: 7 }, () => player()));
    const capped = gameWith((wallet) => wallet, { ...CRASH, maxRoundLoss: 30_000 });
    // it leads once the app's game server's lease has lapsed (400 ms), and gives the lease back at the end
    const stepCapped = () => vi.waitFor(async () => expect(await capped.stepOnce(siteId)).toBe(true), { timeout: 3_000, interval: 50 });
    const r = await bettingRound(200);
    for (const p of players) expect((await bet(p.jar, { amount: 50 })).status).toBe(200);
    await at(0);
    await stepCapped();
    const [round] = await t.db.query<{ cap_multiplier: number | null }>(`select cap_multiplier from crash_rounds where id = $1`, [r.id]);
    expect(round!.cap_multiplier).toBe(185);
    await vi.waitFor(async () => expect((await call(t.app, 'GET', '/api/crash/state')).json().round).toMatchObject({ phase: 'flying', cap_multiplier: 1.85 }));
    // A late bet is refused; a hand cash-out below the cap is paid at its multiplier.
    expect((await bet((await player()).jar, { amount: 1 })).json().message).toBe(crashMessages.notBetting);
    await at(timeToReachMs(150) + 5);
    expect((await cashout(players[0]!.jar)).json()).toMatchObject({ success: true, multiplier: 1.5, win: 75 });
    // Past the cap, the leader cashes the others out at 1.85x; a click after that finds no open bet.
    await at(timeToReachMs(190));
    await stepCapped();
    await capped.stop();
    for (const p of players.slice(1)) expect(await betRow(p.id, r.id)).toMatchObject({ status: 'cashed_out', cashed_out_at: 185, win: '9250', settled: true });
    expect((await cashout(players[1]!.jar)).json().message).toBe(crashMessages.noBet);
    expect(await cash(players[1]!.id)).toBe(100_000n - 5_000n + 9_250n);
  });

  it('refuses bad amounts and bets outside the betting phase, in Turkish', async () => {
    const p = await player();
    await bettingRound();
    expect((await bet(p.jar, { amount: 'on lira' })).json().message).toBe(crashMessages.amount);
    expect((await bet(p.jar, { amount: 0.5 })).json().message).toBe(crashMessages.minBet('1 TL'));
    expect((await bet(p.jar, { amount: 101 })).json().message).toBe(crashMessages.maxBet('100 TL'));
    expect((await bet(p.jar, { amount: 1, auto_cashout: 1 })).json().message).toBe(crashMessages.autoCashout);
    expect((await call(t.app, 'POST', '/api/crash/bet', { body: { amount: 1 } })).status).toBe(401);
    await at(0);
    expect((await bet(p.jar, { amount: 1 })).json().message).toBe(crashMessages.notBetting);
    expect(await cash(p.id)).toBe(100_000n);
  });

  it("applies the wallet's rules: a loss limit and a self-exclusion refuse the bet, nothing moves, no bet stays", async () => {
    const limited = await player();
    expect(
      (await call(t.app, 'POST', '/api/responsible-gaming.php', { jar: limited.jar, body: { action: 'set_limit', kind: 'loss', period: 'day', amount: 5 } })).status,
    ).toBe(200);
    const excluded = await player();
    expect((await call(t.app, 'POST', '/api/responsible-gaming.php', { jar: excluded.jar, body: { action: 'self_exclude', months: 6 } })).status).toBe(200);
    const login = await call(t.app, 'POST', '/api/login.php', { jar: excluded.jar, body: { username: excluded.username, password: excluded.password } });
    expect(login.json().restricted).toBe(true);
    const poor = await player(5);
    const r = await bettingRound();
    const refused = await bet(limited.jar, { amount: 10 });
    expect(refused.status).toBe(400);
    expect(refused.json().message).toBe(responsibleMessages.betOverLimit('loss', 'day', 5));
    const ex = await bet(excluded.jar, { amount: 10 });
    expect(ex.status).toBeGreaterThanOrEqual(400);
    expect(ex.status).toBeLessThan(500);
    const funds = await bet(poor.jar, { amount: 10 });
    expect(funds.json().message).toBe(houseMessages.funds);
    for (const p of [limited, excluded, poor]) expect(await betRow(p.id, r.id)).toBeUndefined();
    expect(await cash(limited.id)).toBe(100_000n);
    expect(await cash(poor.id)).toBe(500n);
    expect((await bet(limited.jar, { amount: 5 })).status).toBe(200);
  });

  it('pays no cash-out past take-off until the leader marks the round flying (and fixes its cap)', async () => {
    const p = await player();
    const r = await bettingRound(300);
    expect((await bet(p.jar, { amount: 10 })).status).toBe(200);
    // a second past take-off by the clock, the leader late: still betting in its row
    await at(1_000);
    const early = await cashout(p.jar);
    expect(early.status).toBe(409);
    expect(early.json().message).toBe(crashMessages.notFlying);
    expect(await betRow(p.id, r.id)).toMatchObject({ status: 'open' });
    await step();
    const paid = await cashout(p.jar);
    expect(paid.status, JSON.stringify(paid.json())).toBe(200);
  });

  it('takes bets arriving together in one statement: each its own row and debit, a double click once', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => player()));
    const r = await bettingRound();
    // every player's first bet opens its game session: the bets below then arrive together
    const twice = players[0]!;
    const replies = await Promise.all([
      ...players.map((p, i) => bet(p.jar, { amount: 10 + i })),
      bet(twice.jar, { amount: 99 }),
    ]);
    const mine = [replies[0]!, replies.at(-1)!].map((x) => x.status).sort();
    expect(mine).toEqual([200, 409]);
    replies.slice(1, -1).forEach((x) => expect(x.status, JSON.stringify(x.json())).toBe(200));
    for (const [i, p] of players.entries()) {
      const row = await betRow(p.id, r.id);
      expect(row?.status).toBe('open');
      const stake = i === 0 && replies[0]!.status !== 200 ? 99 : 10 + i;
      expect(await cash(p.id)).toBe(100_000n - BigInt(stake * 100));
    }
  });

  it('opens the game session when the page opens (once, even with a bet close behind), the first bet using it; refuses a visitor and a player the lobby refuses, in Turkish', async () => {
    const p = await player();
    const sessions = async () =>
      ((await t.db.query<{ n: number }>(`select count(*)::int as n from crash_sessions where player_id = $1`, [p.id])) as [{ n: number }])[0].n;
    const r = await bettingRound();
    // the page's open and a first bet at once: one session between them
    const [opened, first] = await Promise.all([call(t.app, 'POST', '/api/crash/session', { jar: p.jar }), bet(p.jar, { amount: 10 })]);
    expect(opened.status, JSON.stringify(opened.json())).toBe(200);
    expect(first.status, JSON.stringify(first.json())).toBe(200);
    expect(await sessions()).toBe(1);
    // opened again (another tab): the same session
    expect((await call(t.app, 'POST', '/api/crash/session', { jar: p.jar })).status).toBe(200);
    expect(await sessions()).toBe(1);
    const [row] = await t.db.query<{ session_id: string }>(`select game_session_id as session_id from crash_bets where round_id = $1 and player_id = $2`, [r.id, p.id]);
    const [s] = await t.db.query<{ id: string }>(`select game_session_id as id from crash_sessions where player_id = $1`, [p.id]);
    expect(row?.session_id).toBe(s?.id);
    // a visitor: 401; a player without money: the lobby's refusal, nothing opened
    const visitor = await call(t.app, 'POST', '/api/crash/session');
    expect(visitor.status).toBe(401);
    const broke = await registeredPlayer(t);
    const refused = await call(t.app, 'POST', '/api/crash/session', { jar: broke.jar });
    expect(refused.status).toBe(400);
    expect(refused.json().message).toBe(gameMessages.noBalance);
    expect((await t.db.query(`select 1 from crash_sessions where player_id = $1`, [broke.id])).length).toBe(0);
  });

  it('remembers a player\'s game session without skipping a rule: an ended session is replaced, a time-out refuses the bet', async () => {
    const p = await player();
    await bettingRound();
    expect((await bet(p.jar, { amount: 10 })).status).toBe(200);
    // The session this node remembers is ended behind its back (staff ended it, it was cut short).
    await t.db.query(`update game_sessions set expires_at = now() where player_id = $1`, [p.id]);
    const second = await bettingRound();
    const again = await bet(p.jar, { amount: 10 });
    expect(again.status, JSON.stringify(again.json())).toBe(200);
    expect((await betRow(p.id, second.id))?.status).toBe('open');
    const [{ n }] = (await t.db.query<{ n: number }>(`select count(*)::int as n from crash_sessions where player_id = $1`, [p.id])) as [{ n: number }];
    expect(n).toBe(2);
    // A time-out: the remembered (still unexpired) session does not let the next bet through.
    expect((await call(t.app, 'POST', '/api/responsible-gaming.php', { jar: p.jar, body: { action: 'timeout', days: 1 } })).status).toBe(200);
    const third = await bettingRound();
    const before = await cash(p.id);
    const refused = await bet(p.jar, { amount: 10 });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await betRow(p.id, third.id)).toBeUndefined();
    expect(await cash(p.id)).toBe(before);
  });
});

describe('Zeplin: a leader killed mid-flight', () => {
  it('is replaced; every bet is settled once by the rule (placing rolled back, decided wins sent again, auto cash-outs paid, the rest lost)', async () => {
    const open = await player();
    const placedThenDied = await player();
    const diedBeforeWallet = await player();
    const decided = await player();
    const auto = await player();
    const r = await bettingRound(130);
    // (the open bet's auto cash-out is above the crash point)
    expect((await bet(open.jar, { amount: 10, auto_cashout: (r.cp + 1) / 100 })).status).toBe(200);
    expect((await bet(decided.jar, { amount: 10, auto_cashout: 2 })).status).toBe(200);
    expect((await bet(auto.jar, { amount: 10, auto_cashout: 1.2 })).status).toBe(200);
    // A node dies after the wallet took the bet, before it marked it open; another before the wallet.
    const diesAfterBet = gameWith((real) => ({ call: async (path, body) => {
      const reply = await real.call(path, body);
      if (path === 'bet') throw new Error('node killed');
      return reply;
    } }));
    const diesBeforeBet = gameWith((real) => ({ call: (path, body) => (path === 'bet' ? Promise.reject(new Error('node killed')) : real.call(path, body)) }));
    await expect(diesAfterBet.bet(siteId, placedThenDied.id, { amount: 10, auto_cashout: 1.5 })).rejects.toMatchObject({ statusCode: 503 });
    await expect(diesBeforeBet.bet(siteId, diedBeforeWallet.id, { amount: 10, auto_cashout: 1.5 })).rejects.toMatchObject({ statusCode: 503 });
    expect(await cash(placedThenDied.id)).toBe(99_000n);
    expect(await cash(diedBeforeWallet.id)).toBe(100_000n);
    await at(timeToReachMs(110));
    await step(); // takes off
    // A node dies after it decided a cash-out, before the wallet's win.
    const diesBeforeWin = gameWith((real) => ({ call: (path, body) => (path === 'win' ? Promise.reject(new Error('node killed')) : real.call(path, body)) }));
    await expect(diesBeforeWin.cashout(siteId, decided.id)).rejects.toMatchObject({ statusCode: 503 });
    const d = await betRow(decided.id, r.id);
    expect(d).toMatchObject({ status: 'cashing_out', settled: false });
    expect(await cash(decided.id)).toBe(99_000n);
    expect((await betRow(placedThenDied.id, r.id))!.status).toBe('placing');

    // The leader is gone (its lease lapses); a second node on the same database takes over.
    const other = await buildApp({ config: t.config, db: t.db });
    await other.ready();
    try {
      expect(await other.crash.stepOnce(siteId)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, CRASH.leaseMs + 50));
      await at(crashTimeMs(r.cp) + 5);
      await step(other.crash);
      expect(await live()).toBeNull();
      expect(await betRow(open.id, r.id)).toMatchObject({ status: 'lost', settled: true });
      expect(await betRow(placedThenDied.id, r.id)).toMatchObject({ status: 'refunded', settled: true });
      expect(await betRow(diedBeforeWallet.id, r.id)).toMatchObject({ status: 'refunded', settled: true });
      expect(await betRow(decided.id, r.id)).toMatchObject({ status: 'cashed_out', settled: true });
      expect(await betRow(auto.id, r.id)).toMatchObject({ status: 'cashed_out', cashed_out_at: 120, win: '1200' });
      const balances = async () => Promise.all([open, placedThenDied, diedBeforeWallet, decided, auto].map((p) => cash(p.id)));
      const expected = [99_000n, 100_000n, 100_000n, 99_000n + BigInt(d!.win!), 99_000n + 1_200n];
      expect(await balances()).toEqual(expected);
      // the next steps (and the old node's late calls) pay nothing twice
      await step(other.crash);
      await step(other.crash);
      await expect(diesBeforeWin.cashout(siteId, decided.id)).rejects.toMatchObject({ statusCode: 409 });
      expect(await balances()).toEqual(expected);
      expect(await reconcile(t.db)).toEqual([]);
      // every bet of every crashed round settled, whatever its status (an open one there would be stuck)
      const [unsettled] = await t.db.query<{ n: number }>(
        `select count(*)::int as n from crash_bets b join crash_rounds r on r.id = b.round_id where r.phase = 'crashed' and b.settled_at is null`,
      );
      expect(unsettled!.n).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('Zeplin: a bet whose wallet reply comes after the crash', () => {
  it('is not opened in a crashed round: it stays placing and the crash rolls it back (never left open, the stake given back)', async () => {
    const late = await player();
    const r = await bettingRound(150);
    // The wallet takes the bet, but its reply reaches the game server only after the crash has
    // committed, while the crash's rollback of the (still placing) bet is on its way.
    let releaseBet: () => void = () => undefined;
    const betHeld = new Promise<void>((resolve) => (releaseBet = resolve));
    let releaseRollback: () => void = () => undefined;
    const rollbackHeld = new Promise<void>((resolve) => (releaseRollback = resolve));
    const player1 = gameWith((real) => ({
      call: async (path, body) => {
        const reply = await real.call(path, body);
        if (path === 'bet') await betHeld;
        return reply;
      },
    }));
    const leader = gameWith((real) => ({
      call: async (path, body) => {
        if (path === 'rollback') await rollbackHeld;
        return real.call(path, body);
      },
    }));
    const placing = player1.bet(siteId, late.id, { amount: 10 });
    await vi.waitFor(async () => expect(await cash(late.id)).toBe(99_000n));
    await at(crashTimeMs(r.cp) + 10);
    let crashing: Promise<boolean> | undefined;
    await vi.waitFor(async () => {
      crashing ??= leader.stepOnce(siteId).then((led) => {
        if (!led) crashing = undefined;
        return led;
      });
      const [row] = await t.db.query<{ phase: string }>(`select phase from crash_rounds where id = $1`, [r.id]);
      expect(row!.phase).toBe('crashed');
    }, { timeout: 3_000, interval: 50 });
    releaseBet();
    await expect(placing).rejects.toMatchObject({ statusCode: 409 });
    expect(await betRow(late.id, r.id)).toMatchObject({ status: 'placing' });
    releaseRollback();
    await crashing;
    await leader.stop();
    expect(await betRow(late.id, r.id)).toMatchObject({ status: 'refunded', settled: true });
    expect(await cash(late.id)).toBe(100_000n);
  });
});

describe('Zeplin: the chain of the crashed rounds', () => {
  it('links every crashed hash to the one before by SHA-256, back to the terminating hash, each crash point from its hash and the salt', async () => {
    await bettingRound();
    const fair = (await call(t.app, 'GET', '/api/crash/fairness')).json();
    const rounds = await t.db.query<{ n: number; hash: string; previous_hash: string; crash_point: number }>(
      `select n, hash, previous_hash, crash_point from crash_rounds where site_id = $1 and phase = 'crashed' order by n`,
      [siteId],
    );
    expect(rounds.length).toBeGreaterThan(3);
    let previous = fair.terminating_hash as string;
    for (const [i, r] of rounds.entries()) {
      expect(r.n).toBe(i + 1);
      expect(r.previous_hash).toBe(previous);
      expect(nextLink(r.hash)).toBe(previous);
      expect(r.crash_point).toBe(crashPoint(r.hash, fair.salt));
      previous = r.hash;
    }
    // the state (cached for 150 ms per node) lists the last 20 crashed rounds, the newest first
    const newest = rounds.at(-1)!;
    let s = (await call(t.app, 'GET', '/api/crash/state')).json();
    for (let i = 0; i < 20 && s.history[0]?.hash !== newest.hash; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      s = (await call(t.app, 'GET', '/api/crash/state')).json();
    }
    expect(s.history[0]).toEqual({ id: expect.any(Number), number: newest.n, crash_point: newest.crash_point / 100, hash: newest.hash });
    expect(s.history.length).toBe(Math.min(20, rounds.length));
  });
});
