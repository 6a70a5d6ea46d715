import { describe, expect, it } from 'vitest';
import { authMessages } from '@app/shared/api/auth.ts';
import { bonusMessages } from '@app/shared/api/bonus.ts';
import { responsibleMessages as m } from '@app/shared/api/responsible.ts';
import { call, CookieJar, fundPlayer, reconcileAfterEach, registeredPlayer, staffSession, useTestContext, validRegistration } from '../../test/harness.ts';
import { addGame, defaultSiteId, gameSession, race, requestDeposit, requestWithdrawal, walletCall } from '../../test/wallet-kit.ts';
import { openHouseAccounts } from '../wallet/ledger.ts';
import * as bonusQueries from '../bonus/bonus.queries.ts';
import { isSelfExcludedTc } from './responsible.service.ts';

const GAME = 'rg-slot';
let siteId = 0;
let gameId = 0;
let promoId = 0;
const t = useTestContext({ demo: false, exclusionTestClock: true }, async (ctx) => {
  siteId = await defaultSiteId(ctx);
  gameId = await addGame(ctx, GAME);
  promoId = await bonusQueries.insertPromotion(ctx.db, siteId, {
    name: 'Deneme',
    bonus_type: 'free',
    description: 'Test',
    banner: '',
    percent: 0,
    fixed_amount_kurus: 10_000,
    max_bonus_kurus: 0,
    min_deposit_kurus: 0,
    rollover: 10,
    validity_days: 7,
    note: '',
    sort: 0,
  });
});
reconcileAfterEach(t);

const rg = (jar: CookieJar) => call(t.app, 'GET', '/api/responsible-gaming.php', { jar });
const act = (jar: CookieJar, body: Record<string, unknown>) => call(t.app, 'POST', '/api/responsible-gaming.php', { jar, body });
const limits = async (jar: CookieJar) => (await rg(jar)).json().limits as { kind: string; period: string; amount: number; pending_amount: number | null; pending_from: string | null }[];
let n = 0;
const txid = () => `rg-${++n}-${Date.now()}`;
const bet = (token: string, amount: number, tx = txid()) =>
  walletCall(t, 'bet', { session_token: token, transaction_id: tx, round_id: `r-${tx}`, game_id: GAME, amount }).then((r) => ({ ...r, tx }));
const win = (token: string, b: { tx: string }, amount: number) =>
  walletCall(t, 'win', { session_token: token, transaction_id: txid(), round_id: `r-${b.tx}`, game_id: GAME, amount, bet_transaction_id: b.tx, round_closed: true });
const launch = (jar: CookieJar) => call(t.app, 'POST', '/api/games/launch.php', { jar, body: { game_id: gameId, mode: 'real' } });
/** Moves an exclusion's dates into the past, as if time had gone by (the test database's copy of the table's guard lets only this test clock through: test/harness.ts). */
const moveExclusionClock = (sql: string, params: unknown[]) =>
  t.db.tx(async (tx) => {
    await tx.query(`set local rg.test_clock = 'on'`);
    await tx.query(sql, params);
  });
/** Moves a waiting limit change's time into the past, as if 24 hours had gone by. */
const passCoolingOff = (playerId: number) => t.db.query(`update rg_limits set pending_from = now() - interval '1 second' where player_id = $1 and pending_from is not null`, [playerId]);

async function fundedPlayer(lira = 1000) {
  const p = await registeredPlayer(t);
  await fundPlayer(t.db, siteId, p.id, BigInt(lira * 100));
  return p;
}

describe('responsible-gaming.php: the state', () => {
  it('needs a session; shows no limit, a 60-minute reality check and no exclusion at first', async () => {
    expect((await call(t.app, 'GET', '/api/responsible-gaming.php')).status).toBe(401);
    const p = await registeredPlayer(t);
    expect((await rg(p.jar)).json()).toEqual({ success: true, limits: [], reality_check_minutes: 60, exclusion: null });
    expect((await act(p.jar, { action: 'reality_check', minutes: 30 })).json()).toEqual({ success: true, message: m.realityCheckSaved });
    expect((await rg(p.jar)).json().reality_check_minutes).toBe(30);
    const bad = await act(p.jar, { action: 'reality_check', minutes: 20 });
    expect(bad.status).toBe(400);
    expect(bad.json().message).toBe(m.invalidRealityCheck);
    expect((await act(p.jar, { action: 'nope' })).json().message).toBe(m.invalidAction);
  });
});

describe('limits: lower at once, higher or removed after 24 hours', () => {
  it('applies a new and a lower limit at once, a higher one and a removal only after the cooling-off', async () => {
    const p = await registeredPlayer(t);
    expect((await act(p.jar, { action: 'set_limit', kind: 'deposit', period: 'day', amount: 1000 })).json().message).toBe(m.limitApplied);
    expect(await limits(p.jar)).toEqual([{ kind: 'deposit', period: 'day', amount: 1000, pending_amount: null, pending_from: null }]);
    expect((await act(p.jar, { action: 'set_limit', kind: 'deposit', period: 'day', amount: 800 })).json().message).toBe(m.limitApplied);
    expect((await limits(p.jar))[0]!.amount).toBe(800);

    const higher = await act(p.jar, { action: 'set_limit', kind: 'deposit', period: 'day', amount: 2000 });
    const [waiting] = await limits(p.jar);
    expect(waiting).toMatchObject({ amount: 800, pending_amount: 2000 });
    const from = new Date(waiting!.pending_from!).getTime();
    expect(Math.abs(from - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);
    expect(higher.json().message).toBe(m.limitPending(waiting!.pending_from!));
    // still the old limit until then
    expect((await requestDeposit(t, p.jar, 900)).status).toBe(400);
    await passCoolingOff(p.id);
    expect(await limits(p.jar)).toEqual([{ kind: 'deposit', period: 'day', amount: 2000, pending_amount: null, pending_from: null }]);

    // removal waits too, and a lower limit meanwhile cancels it
    const removal = await act(p.jar, { action: 'set_limit', kind: 'deposit', period: 'day', amount: null });
    expect(removal.json().message).toMatch(/24 saatlik bekleme/);
    expect((await limits(p.jar))[0]).toMatchObject({ amount: 2000, pending_amount: null, pending_from: expect.any(String) });
    await passCoolingOff(p.id);
    expect(await limits(p.jar)).toEqual([]);
    const none = await act(p.jar, { action: 'set_limit', kind: 'deposit', period: 'day', amount: null });
    expect(none.status).toBe(400);
    expect(none.json().message).toBe(m.noLimitToRemove);
  });

  it('takes form bodies; refuses bad amounts, periods and session lengths in Turkish', async () => {
    const p = await registeredPlayer(t);
    const form = await call(t.app, 'POST', '/api/responsible-gaming.php', {
      jar: p.jar,
      form: { action: 'set_limit', kind: 'loss', period: 'week', amount: '1500,50' },
    });
    expect(form.status).toBe(200);
    expect((await limits(p.jar))[0]).toMatchObject({ kind: 'loss', period: 'week', amount: 1500.5 });
    expect((await act(p.jar, { action: 'set_limit', kind: 'loss', period: 'year', amount: 10 })).json().message).toBe(m.invalidPeriod);
    expect((await act(p.jar, { action: 'set_limit', kind: 'loss', period: 'day', amount: -5 })).json().message).toBe(m.invalidAmount);
    expect((await act(p.jar, { action: 'set_limit', kind: 'session', period: 'week', amount: 60 })).json().message).toBe(m.sessionPeriod);
    expect((await act(p.jar, { action: 'set_limit', kind: 'session', period: 'day', amount: 5 })).json().message).toBe(m.invalidMinutes);
    // a removal by form: an empty amount
    const removal = await call(t.app, 'POST', '/api/responsible-gaming.php', { jar: p.jar, form: { action: 'set_limit', kind: 'loss', period: 'week', amount: '' } });
    expect(removal.json().message).toMatch(/24 saatlik bekleme/);
  });
});

describe('deposit limits', () => {
  it('refuses a deposit over the remaining limit with the remaining amount; pending requests count', async () => {
    const p = await registeredPlayer(t);
    await act(p.jar, { action: 'set_limit', kind: 'deposit', period: 'day', amount: 1500 });
    await act(p.jar, { action: 'set_limit', kind: 'deposit', period: 'week', amount: 3500 });
    expect((await requestDeposit(t, p.jar, 1000)).status).toBe(201);
    const over = await requestDeposit(t, p.jar, 600);
    expect(over.status).toBe(400);
    expect(over.json().message).toBe(m.depositOverLimit('day', 500));
    expect(over.json().message).toContain('500,00 ₺');
    expect((await requestDeposit(t, p.jar, 500)).status).toBe(201);
    // the rolling day moves on; the week still counts them (not rejected ones)
    const backdate = () => t.db.query(`update deposits set created_at = now() - interval '25 hours' where player_id = $1`, [p.id]);
    await backdate();
    expect((await requestDeposit(t, p.jar, 1500)).status).toBe(201);
    await t.db.query(`update deposits set status = 'rejected' where player_id = $1 and amount = 50000`, [p.id]);
    await backdate();
    const week = await requestDeposit(t, p.jar, 1500);
    expect(week.json().message).toBe(m.depositOverLimit('week', 1000));
    await t.db.query(`update deposits set status = 'rejected' where player_id = $1 and amount = 100000`, [p.id]);
    expect((await requestDeposit(t, p.jar, 1500)).status).toBe(201);
  });

  it('never lets deposits at once pass the limit', async () => {
    const p = await registeredPlayer(t);
    await act(p.jar, { action: 'set_limit', kind: 'deposit', period: 'day', amount: 1000 });
    const { results, raced } = await race(t, `select id from accounts where player_id = $1 and kind = 'cash' for update`, [p.id], [
      () => requestDeposit(t, p.jar, 600),
      () => requestDeposit(t, p.jar, 600),
      () => requestDeposit(t, p.jar, 600),
    ]);
    if (t.db.kind === 'postgres') expect(raced).toBe(true);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
  });
  it('20 deposit requests at once never pass the limit (the pending-request cap does not decide it)', async () => {
    const p = await registeredPlayer(t);
    await act(p.jar, { action: 'set_limit', kind: 'deposit', period: 'day', amount: 1000 });
    const { results, raced } = await race(
      t,
      `select id from accounts where player_id = $1 and kind = 'cash' for update`,
      [p.id],
      Array.from({ length: 20 }, () => () => requestDeposit(t, p.jar, 500)),
    );
    if (t.db.kind === 'postgres') expect(raced).toBe(true);
    // two fit in 1.000 TL (below the cap of three pending requests); the other 18 are refused by the limit
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(18);
    for (const r of refused) expect(r.json().message).toBe(m.depositOverLimit('day', 0));
    const [{ total }] = (await t.db.query<{ total: bigint }>(`select coalesce(sum(amount), 0)::bigint as total from deposits where player_id = $1`, [p.id])) as [{ total: bigint }];
    expect(total).toBe(100_000n);
  });
});

describe('loss and wager limits: the wallet refuses the bet', () => {
  it('refuses a bet that would pass the loss limit (net of wins) or the wager limit, with its code and a Turkish message', async () => {
    const p = await fundedPlayer();
    const token = await gameSession(t, p.id, gameId);
    await act(p.jar, { action: 'set_limit', kind: 'loss', period: 'day', amount: 100 });
    await act(p.jar, { action: 'set_limit', kind: 'wager', period: 'week', amount: 150 });
    const b1 = await bet(token, 6000);
    expect(b1.body.status).toBe('OK');
    const refused = await bet(token, 5000);
    expect(refused.body).toMatchObject({ status: 'ERROR', code: 'LIMIT_EXCEEDED', limit_kind: 'loss', limit_period: 'day', remaining: 4000 });
    expect((refused.body as { message?: string }).message).toBe(m.betOverLimit('loss', 'day', 40));
    // a win lowers the net loss
    expect((await win(token, b1, 3000)).body.status).toBe('OK');
    const b2 = await bet(token, 5000);
    expect(b2.body.status).toBe('OK');
    expect((await win(token, b2, 5000)).body.status).toBe('OK');
    // net loss 3 000 of 10 000; wagers 11 000 of 15 000
    const wager = await bet(token, 5000);
    expect(wager.body).toMatchObject({ code: 'LIMIT_EXCEEDED', limit_kind: 'wager', limit_period: 'week', remaining: 4000 });
    // the rolling day moves on: the loss limit frees up, the week's wagers still count
    await t.db.query(`update game_rounds set created_at = now() - interval '25 hours' where player_id = $1`, [p.id]);
    expect((await bet(token, 4000)).body.status).toBe('OK');
    expect((await bet(token, 100)).body).toMatchObject({ code: 'LIMIT_EXCEEDED', limit_kind: 'wager' });
    // a player without limits is not looked up at all
    const other = await fundedPlayer();
    expect((await t.db.query<{ rg_checks: boolean }>(`select rg_checks from players where id = $1`, [other.id]))[0]!.rg_checks).toBe(false);
    expect((await bet(await gameSession(t, other.id, gameId), 50_000)).body.status).toBe('OK');
  });

  it('a rollback gives the stake back to the limits', async () => {
    const p = await fundedPlayer();
    const token = await gameSession(t, p.id, gameId);
    await act(p.jar, { action: 'set_limit', kind: 'wager', period: 'day', amount: 50 });
    const b = await bet(token, 5000);
    expect((await bet(token, 100)).body.code).toBe('LIMIT_EXCEEDED');
    const rb = await walletCall(t, 'rollback', { session_token: token, transaction_id: txid(), reference_transaction_id: b.tx });
    expect(rb.body.status).toBe('OK');
    expect((await bet(token, 5000)).body.status).toBe('OK');
  });

  it('bets at once never pass the loss limit (in one batch or racing batches)', async () => {
    const p = await fundedPlayer();
    const token = await gameSession(t, p.id, gameId);
    await act(p.jar, { action: 'set_limit', kind: 'loss', period: 'month', amount: 100 });
    const { results, raced } = await race(
      t,
      `select id from accounts where player_id = $1 and kind = 'cash' for update`,
      [p.id],
      Array.from({ length: 6 }, () => () => bet(token, 3000)),
    );
    if (t.db.kind === 'postgres') expect(raced).toBe(true);
    expect(results.filter((r) => r.body.status === 'OK')).toHaveLength(3);
    expect(results.filter((r) => r.body.code === 'LIMIT_EXCEEDED')).toHaveLength(3);
  });

  it('bets at once never pass the wager limit either', async () => {
    const p = await fundedPlayer();
    const token = await gameSession(t, p.id, gameId);
    await act(p.jar, { action: 'set_limit', kind: 'wager', period: 'day', amount: 100 });
    const { results, raced } = await race(
      t,
      `select id from accounts where player_id = $1 and kind = 'cash' for update`,
      [p.id],
      Array.from({ length: 7 }, () => () => bet(token, 2500)),
    );
    if (t.db.kind === 'postgres') expect(raced).toBe(true);
    expect(results.filter((r) => r.body.status === 'OK')).toHaveLength(4);
    expect(results.filter((r) => r.body.code === 'LIMIT_EXCEEDED')).toHaveLength(3);
  });

  it('the wallet keeps a raised or removed loss or wager limit for its 24 hours, then applies the change', async () => {
    const p = await fundedPlayer();
    const token = await gameSession(t, p.id, gameId);
    await act(p.jar, { action: 'set_limit', kind: 'loss', period: 'day', amount: 50 });
    await act(p.jar, { action: 'set_limit', kind: 'wager', period: 'week', amount: 80 });
    expect((await bet(token, 5000)).body.status).toBe('OK');
    // a raise of the loss limit and a removal of the wager limit wait: the wallet still refuses
    expect((await act(p.jar, { action: 'set_limit', kind: 'loss', period: 'day', amount: 500 })).json().message).toMatch(/24 saat|tarihinde/);
    expect((await act(p.jar, { action: 'set_limit', kind: 'wager', period: 'week', amount: null })).status).toBe(200);
    expect((await bet(token, 100)).body).toMatchObject({ code: 'LIMIT_EXCEEDED', limit_kind: 'loss', limit_period: 'day', remaining: 0 });
    // 24 hours later: the loss limit is 500 TL and there is no wager limit
    await passCoolingOff(p.id);
    expect((await bet(token, 20_000)).body.status).toBe('OK');
    expect((await bet(token, 25_001)).body).toMatchObject({ code: 'LIMIT_EXCEEDED', limit_kind: 'loss', remaining: 25_000 });
    expect((await bet(token, 25_000)).body.status).toBe('OK');
  });

  it('20 bets at once never pass the loss limit', async () => {
    const p = await fundedPlayer();
    const token = await gameSession(t, p.id, gameId);
    await act(p.jar, { action: 'set_limit', kind: 'loss', period: 'day', amount: 50 });
    const { results, raced } = await race(
      t,
      `select id from accounts where player_id = $1 and kind = 'cash' for update`,
      [p.id],
      Array.from({ length: 20 }, () => () => bet(token, 1000)),
    );
    if (t.db.kind === 'postgres') expect(raced).toBe(true);
    expect(results.filter((r) => r.body.status === 'OK')).toHaveLength(5);
    expect(results.filter((r) => r.body.code === 'LIMIT_EXCEEDED')).toHaveLength(15);
    const [{ staked }] = (await t.db.query<{ staked: bigint }>(`select coalesce(sum(total_bet), 0)::bigint as staked from game_rounds where player_id = $1`, [p.id])) as [{ staked: bigint }];
    expect(staked).toBe(5_000n);
  });
});

describe('session time limit', () => {
  it('refuses a game launch and bets once the real-money play of the last 24 hours reached the limit; a new login does not restart it', async () => {
    const p = await fundedPlayer();
    expect((await act(p.jar, { action: 'set_limit', kind: 'session', period: 'day', amount: 30 })).json().message).toBe(m.limitApplied);
    expect((await launch(p.jar)).status).toBe(200);
    const [gs] = await t.db.query<{ play_until: Date }>(`select play_until from game_sessions where player_id = $1 order by created_at desc limit 1`, [p.id]);
    expect(gs!.play_until).toBeInstanceOf(Date);
    const token = await gameSession(t, p.id, gameId);
    expect((await bet(token, 100)).body.status).toBe('OK');
    // the games were opened 31 minutes ago and played until the cap, a minute ago
    await t.db.query(`update game_sessions set created_at = now() - interval '31 minutes', play_until = now() - interval '1 minute' where player_id = $1`, [p.id]);
    const refused = await launch(p.jar);
    expect(refused.status).toBe(403);
    expect(refused.json().message).toBe(m.sessionLimitReached);
    const b = await bet(token, 100);
    expect(b.body).toMatchObject({ code: 'LIMIT_EXCEEDED', limit_kind: 'session' });
    // a new login does not start the clock again
    const jar = new CookieJar();
    expect((await call(t.app, 'POST', '/api/login.php', { jar, body: { username: p.username, password: p.password } })).status).toBe(200);
    const again = await launch(jar);
    expect([again.status, again.json().message]).toEqual([403, m.sessionLimitReached]);
  });

  it('counts the real-money play of every login in the last 24 hours: a new login gets only what is left', async () => {
    const p = await fundedPlayer();
    await act(p.jar, { action: 'set_limit', kind: 'session', period: 'day', amount: 30 });
    // 20 minutes of play in an earlier login (a game opened 20 minutes ago, its last round now) ...
    const token = await gameSession(t, p.id, gameId);
    expect((await bet(token, 100)).body.status).toBe('OK');
    await t.db.query(`update game_sessions set created_at = now() - interval '20 minutes' where player_id = $1`, [p.id]);
    // ... and play 30 hours ago, outside the rolling 24 hours, counts for nothing
    await t.db.query(
      `insert into game_sessions (id, player_id, game_id, mode, created_at, expires_at) values ($1, $2, $3, 'real', now() - interval '30 hours', now() - interval '26 hours')`,
      [`old-${txid()}`, p.id, gameId],
    );
    await call(t.app, 'POST', '/api/logout.php', { jar: p.jar });
    const jar = new CookieJar();
    expect((await call(t.app, 'POST', '/api/login.php', { jar, body: { username: p.username, password: p.password } })).status).toBe(200);
    expect((await launch(jar)).status).toBe(200);
    const [gs] = await t.db.query<{ left: number }>(
      `select extract(epoch from play_until - now())::float8 as left from game_sessions where player_id = $1 and play_until is not null order by created_at desc limit 1`,
      [p.id],
    );
    // 10 minutes left, not 30
    expect(Math.abs(gs!.left - 600)).toBeLessThan(30);
  });

  it('a game launched while a session limit is being set reads it (the launch waits for the player, never racing past it)', async () => {
    const p = await fundedPlayer();
    // PostgreSQL: the launch waits on the player's row while a session limit lands and commits
    const { results, raced } = await race(t, `select id from players where id = $1 for update`, [p.id], [() => launch(p.jar)], async (sql) => {
      await sql(`insert into rg_limits (player_id, kind, period, amount) values ($1, 'session', 'day', 45)`, [p.id]);
      await sql(`update players set rg_checks = true where id = $1`, [p.id]);
    });
    if (t.db.kind !== 'postgres') return;
    expect(raced).toBe(true);
    expect(results[0]!.status).toBe(200);
    const open = await t.db.query<{ play_until: Date | null }>(`select play_until from game_sessions where player_id = $1 and mode = 'real'`, [p.id]);
    expect(open).toHaveLength(1);
    expect(open[0]!.play_until).toBeInstanceOf(Date);
  });

  it('a session limit set while a game is open caps that game session', async () => {
    const p = await fundedPlayer();
    const token = await gameSession(t, p.id, gameId);
    // 20 minutes of real-money play so far (the game opened 20 minutes ago, a round now)
    expect((await bet(token, 100)).body.status).toBe('OK');
    await t.db.query(`update game_sessions set created_at = now() - interval '20 minutes' where player_id = $1`, [p.id]);
    await act(p.jar, { action: 'set_limit', kind: 'session', period: 'day', amount: 15 });
    expect((await bet(token, 100)).body).toMatchObject({ code: 'LIMIT_EXCEEDED', limit_kind: 'session' });
  });
});

describe('time-out and self-exclusion', () => {
  it('a time-out: no login to play, no deposit, bet or promotion; withdrawals stay; sessions end; no undo', async () => {
    const p = await fundedPlayer();
    await t.db.query(`update players set kyc_verified = true where id = $1`, [p.id]);
    const other = new CookieJar();
    await call(t.app, 'POST', '/api/login.php', { jar: other, body: { username: p.username, password: p.password } });
    const token = await gameSession(t, p.id, gameId);
    const started = await act(p.jar, { action: 'timeout', days: 7 });
    expect(started.status).toBe(200);
    const state = (await rg(p.jar)).json();
    expect(state.exclusion).toMatchObject({ type: 'timeout', end_requestable: false, end_requested: false });
    const until = state.exclusion.until as string;
    expect(Math.abs(new Date(until).getTime() - (Date.now() + 7 * 86400_000))).toBeLessThan(60_000);
    expect(started.json().message).toBe(m.timeoutStarted(until));

    // the other session and the game session ended
    expect((await rg(other)).status).toBe(401);
    expect((await bet(token, 100)).body.code).toBe('INVALID_SESSION');
    // a game session that still exists anyway: the wallet refuses the bet
    expect((await bet(await gameSession(t, p.id, gameId), 100)).body.code).toBe('PLAYER_EXCLUDED');
    const excluded = m.excluded('timeout', until);
    expect((await launch(p.jar)).json().message).toBe(excluded);
    // not even free play while signed in
    const demo = await call(t.app, 'POST', '/api/games/launch.php', { jar: p.jar, body: { game_id: gameId, mode: 'demo' } });
    expect(demo.status).toBe(403);
    expect(demo.json().message).toBe(excluded);
    const dep = await requestDeposit(t, p.jar, 500);
    expect(dep.status).toBe(403);
    expect(dep.json().message).toBe(excluded);
    const promo = await call(t.app, 'POST', '/api/bonus-activate.php', { jar: p.jar, body: { bonus_id: promoId } });
    expect(promo.status).toBe(403);
    expect(promo.json().message).toBe(excluded);
    // no cashback either: not offered, and a claim is refused
    const cashback = await call(t.app, 'GET', '/api/cashback-calculate.php', { jar: p.jar });
    expect(cashback.json()).toMatchObject({ eligible: false, cashback_amount: 0, message: bonusMessages.cashbackExcluded });
    const claim = await call(t.app, 'POST', '/api/cashback-claim.php', { jar: p.jar, body: { amount: 10 } });
    expect(claim.status).toBe(403);
    expect(claim.json().message).toBe(bonusMessages.cashbackExcluded);
    // withdrawals stay possible
    expect((await requestWithdrawal(t, p.jar, 200)).status).toBe(201);
    // login: restricted, told until when
    const login = await call(t.app, 'POST', '/api/login.php', { jar: new CookieJar(), body: { username: p.username, password: p.password } });
    expect(login.status).toBe(200);
    expect(login.json()).toMatchObject({ restricted: true, message: excluded });
    // cannot be shortened or ended
    expect((await act(p.jar, { action: 'timeout', days: 1 })).json().message).toBe(m.longerOnly);
    expect((await act(p.jar, { action: 'request_exclusion_end' })).json().message).toBe(m.endNotPossible);
    expect((await act(p.jar, { action: 'set_limit', kind: 'deposit', period: 'day', amount: 100 })).status).toBe(200);
    // when it is over, everything is back
    await moveExclusionClock(`update rg_exclusions set ends_at = now() - interval '1 second' where player_id = $1`, [p.id]);
    expect((await rg(p.jar)).json().exclusion).toBeNull();
    expect((await requestDeposit(t, p.jar, 100)).status).toBe(400); // under the minimum: the deposit's own rule, not the exclusion
    expect((await launch(p.jar)).status).toBe(200);
  });

  it.each([
    ['a time-out', { action: 'timeout', days: 1 }],
    ['a self-exclusion', { action: 'self_exclude', months: 6 }],
  ])('forfeits the active bonus when %s starts, as an exclusion (not a withdrawal) forfeit', async (_name, body) => {
    const p = await fundedPlayer();
    await fundPlayer(t.db, siteId, p.id, 5_000n, 'bonus');
    expect((await act(p.jar, body)).status).toBe(200);
    const [bonus] = await t.db.query<{ status: string; end_reason: string; forfeited: bigint }>(
      `select status, end_reason, forfeited from player_bonuses where player_id = $1`,
      [p.id],
    );
    expect(bonus).toEqual({ status: 'cancelled', end_reason: 'excluded', forfeited: 5_000n });
    const [acc] = await t.db.query<{ balance: bigint }>(`select balance from accounts where player_id = $1 and kind = 'bonus'`, [p.id]);
    expect(acc!.balance).toBe(0n);
    const postings = await t.db.query<{ kind: string }>(`select kind from ledger_transactions where player_id = $1 and kind like 'bonus_%' and kind <> 'bonus_grant'`, [p.id]);
    expect(postings.map((r) => r.kind)).toEqual(['bonus_exclusion']);
  });

  it('a self-exclusion ends only on a request after its term, 24 hours later; its TC cannot register again', async () => {
    const p = await fundedPlayer();
    await t.db.query(`update players set campaign_news = true where id = $1`, [p.id]);
    const started = await act(p.jar, { action: 'self_exclude', months: 6 });
    expect(started.status).toBe(200);
    expect((await act(p.jar, { action: 'self_exclude', months: 6 })).json().message).toBe(m.longerOnly);
    // no marketing to a self-excluded player
    const [consent] = await t.db.query<{ campaign_news: boolean }>(`select campaign_news from players where id = $1`, [p.id]);
    expect(consent!.campaign_news).toBe(false);
    expect((await act(p.jar, { action: 'timeout', days: 42 })).json().message).toBe(m.alreadyExcluded);
    expect((await act(p.jar, { action: 'request_exclusion_end' })).json().message).toBe(m.endNotPossible);

    // the TC: refused with the usual identity reply (it tells nobody about the exclusion)
    const [{ tc }] = (await t.db.query<{ tc: string }>(`select tc from players where id = $1`, [p.id])) as [{ tc: string }];
    const again = await call(t.app, 'POST', '/api/register.php', { body: validRegistration({ tc }) });
    expect(again.status).toBe(409);
    expect(again.json().message).toBe(authMessages.identityTaken);
    expect(await isSelfExcludedTc(t.db, tc)).toBe(true);

    // the term is over: still excluded until the player asks, and 24 hours more
    await moveExclusionClock(`update rg_exclusions set ends_at = now() - interval '1 second', started_at = now() - interval '6 months' where player_id = $1`, [p.id]);
    expect((await rg(p.jar)).json().exclusion).toMatchObject({ type: 'self_exclusion', end_requestable: true, end_requested: false });
    const stillOut = await requestDeposit(t, p.jar, 500);
    expect(stillOut.status).toBe(403);
    expect(stillOut.json().message).toBe(m.excludedTermOver);
    const asked = await act(p.jar, { action: 'request_exclusion_end' });
    const ex = (await rg(p.jar)).json().exclusion;
    expect(ex).toMatchObject({ end_requestable: false, end_requested: true });
    expect(asked.json().message).toBe(m.endRequested(ex.until));
    expect(Math.abs(new Date(ex.until).getTime() - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);
    expect((await act(p.jar, { action: 'request_exclusion_end' })).json().message).toBe(m.endAlreadyRequested);
    expect((await requestDeposit(t, p.jar, 500)).status).toBe(403);
    await moveExclusionClock(`update rg_exclusions set ends_at = now() - interval '26 hours', end_requested_at = now() - interval '25 hours' where player_id = $1`, [p.id]);
    expect((await rg(p.jar)).json().exclusion).toBeNull();
    expect((await requestDeposit(t, p.jar, 500)).status).toBe(201);
    expect(await isSelfExcludedTc(t.db, tc)).toBe(false);
  });

  it('a self-exclusion holds on every site of the installation, by TC Kimlik No: no registration, a restricted login, no bet or deposit', async () => {
    const site = async (domain: string) => {
      const [row] = await t.db.query<{ id: number }>(`insert into sites (name, title, domain) values ($1, $1, $1) returning id`, [domain]);
      await openHouseAccounts(t.db, row!.id);
      return row!.id;
    };
    const sister = await site(`kardes-${txid()}.example`.toLowerCase());
    const [{ domain: sisterHost }] = (await t.db.query<{ domain: string }>(`select domain from sites where id = $1`, [sister])) as [{ domain: string }];
    const thirdHost = `ucuncu-${txid()}.example`.toLowerCase();
    await site(thirdHost);
    const on = (host: string) => ({ host });
    const p = await fundedPlayer();
    const [{ tc }] = (await t.db.query<{ tc: string }>(`select tc from players where id = $1`, [p.id])) as [{ tc: string }];
    // the same person's account on the sister site, opened before the self-exclusion, playing there
    const reg = validRegistration({ tc });
    expect((await call(t.app, 'POST', '/api/register.php', { body: reg, headers: on(sisterHost) })).status).toBe(201);
    const b = new CookieJar();
    const signIn = (jar: CookieJar) =>
      call(t.app, 'POST', '/api/login.php', { jar, body: { username: reg.username, password: reg.password }, headers: on(sisterHost) });
    const first = await signIn(b);
    expect(first.json()).toMatchObject({ success: true });
    expect(first.json().restricted).toBeFalsy();
    const bId = first.json().user.id as number;
    await fundPlayer(t.db, sister, bId, 50_000n);
    const token = await gameSession(t, bId, gameId);
    expect((await bet(token, 100)).body.status).toBe('OK');

    expect((await act(p.jar, { action: 'self_exclude', months: 6 })).status).toBe(200);
    const own = await call(t.app, 'POST', '/api/login.php', { jar: new CookieJar(), body: { username: p.username, password: p.password } });
    expect(own.json()).toMatchObject({ restricted: true });

    // on the sister site: the game ended, a bet in any session of it refused, the login restricted the same way
    expect((await bet(token, 100)).body.code).toBe('INVALID_SESSION');
    expect((await bet(await gameSession(t, bId, gameId), 100)).body.code).toBe('PLAYER_EXCLUDED');
    const there = await signIn(new CookieJar());
    expect(there.status).toBe(200);
    expect(there.json()).toMatchObject({ restricted: true, message: own.json().message });
    const launched = await call(t.app, 'POST', '/api/games/launch.php', { jar: b, body: { game_id: gameId, mode: 'real' }, headers: on(sisterHost) });
    expect([launched.status, launched.json().message]).toEqual([403, own.json().message]);
    const dep = await call(t.app, 'POST', '/api/deposit.php', { jar: b, body: { amount: 500, sender_name: 'Akbank' }, headers: on(sisterHost) });
    expect(dep.status).toBe(403);
    // no new account on a third site: the same reply as a taken identity; another TC registers there
    const third = await call(t.app, 'POST', '/api/register.php', { body: validRegistration({ tc }), headers: on(thirdHost) });
    expect([third.status, third.json().message]).toEqual([409, authMessages.identityTaken]);
    expect((await call(t.app, 'POST', '/api/register.php', { body: validRegistration(), headers: on(thirdHost) })).status).toBe(201);
    // the sister account cannot end the exclusion it did not start
    expect((await call(t.app, 'POST', '/api/responsible-gaming.php', { jar: b, body: { action: 'request_exclusion_end' }, headers: on(sisterHost) })).json().message).toBe(
      m.endNotPossible,
    );
  });

  it('the database refuses to lift or delete an exclusion, whoever asks', async () => {
    const p = await fundedPlayer();
    expect((await act(p.jar, { action: 'self_exclude', months: 6 })).status).toBe(200);
    await expect(t.db.query(`update rg_exclusions set ends_at = now() where player_id = $1`, [p.id])).rejects.toThrow(/cannot be changed/);
    await expect(t.db.query(`update rg_exclusions set end_requested_at = now() where player_id = $1`, [p.id])).rejects.toThrow(/end_requested_at|check/);
    await expect(t.db.query(`delete from rg_exclusions where player_id = $1`, [p.id])).rejects.toThrow(/never deleted/);
    expect((await rg(p.jar)).json().exclusion).toMatchObject({ type: 'self_exclusion' });
  });

  it('staff see the limits and the exclusion on the player page, and blocking then unblocking does not lift it', async () => {
    const p = await fundedPlayer();
    await act(p.jar, { action: 'set_limit', kind: 'loss', period: 'day', amount: 100 });
    await act(p.jar, { action: 'self_exclude', months: 12 });
    const risk = (await staffSession(t, 'risk')).jar;
    const page = async () => (await call(t.app, 'GET', `/api/admin/players/${p.id}`, { jar: risk })).json().player.responsible;
    expect(await page()).toMatchObject({
      limits: [{ kind: 'loss', period: 'day', amount: 100 }],
      exclusion: { type: 'self_exclusion', end_requested: false },
      closed_at: null,
    });
    expect((await call(t.app, 'POST', `/api/admin/players/${p.id}/block`, { jar: risk, body: { reason: 'test' } })).status).toBe(200);
    expect((await call(t.app, 'POST', `/api/admin/players/${p.id}/unblock`, { jar: risk, body: { reason: 'test' } })).status).toBe(200);
    expect((await page()).exclusion).toMatchObject({ type: 'self_exclusion' });
    const login = await call(t.app, 'POST', '/api/login.php', { jar: new CookieJar(), body: { username: p.username, password: p.password } });
    expect(login.json().restricted).toBe(true);
  });

  it('a permanent self-exclusion has no end', async () => {
    const p = await fundedPlayer();
    const r = await act(p.jar, { action: 'self_exclude', permanent: true });
    expect(r.json().message).toBe(m.selfExclusionStarted(null));
    expect((await rg(p.jar)).json().exclusion).toMatchObject({ type: 'self_exclusion', until: null });
    expect((await act(p.jar, { action: 'request_exclusion_end' })).json().message).toBe(m.endNotPossible);
    expect((await act(p.jar, { action: 'self_exclude', months: 60 })).json().message).toBe(m.alreadyExcluded);
  });
});

describe('account closure', () => {
  it('refuses while money is left or a withdrawal waits; then closes, ends the sessions, refuses login', async () => {
    const p = await fundedPlayer(300);
    await t.db.query(`update players set kyc_verified = true where id = $1`, [p.id]);
    const withCash = await act(p.jar, { action: 'close_account' });
    expect(withCash.status).toBe(400);
    expect(withCash.json().message).toBe(m.closeBalance(300));
    expect((await requestWithdrawal(t, p.jar, 300)).status).toBe(201);
    expect((await act(p.jar, { action: 'close_account' })).json().message).toBe(m.closePendingWithdrawal);
    const [w] = await t.db.query<{ id: number }>(`select id from withdrawals where player_id = $1`, [p.id]);
    expect((await call(t.app, 'POST', '/api/withdraw-cancel.php', { jar: p.jar, body: { id: Number(w!.id) } })).status).toBe(200);
    // the money is spent in a game instead: the cash is 0, but the round is still open and could be won
    const token = await gameSession(t, p.id, gameId);
    const lost = await bet(token, 30_000);
    expect(lost.body.status).toBe('OK');
    expect((await act(p.jar, { action: 'close_account' })).json().message).toBe(m.closeOpenRound);
    expect((await win(token, lost, 0)).body.status).toBe('OK');
    const closed = await act(p.jar, { action: 'close_account' });
    expect(closed.json()).toEqual({ success: true, message: m.closed });
    expect((await rg(p.jar)).status).toBe(401);
    const login = await call(t.app, 'POST', '/api/login.php', { jar: new CookieJar(), body: { username: p.username, password: p.password } });
    expect(login.status).toBe(403);
    expect(login.json().message).toBe(m.closedLogin);
  });
});
