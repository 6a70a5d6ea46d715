import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../lib/crypto.ts';
import { createTestContext, fundPlayer, registeredPlayer, type TestContext, onPostgres } from '../../test/harness.ts';
import { defaultSiteId, insertGame } from '../../test/wallet-kit.ts';
import { reconcile } from '../wallet/ledger.ts';
import pg from 'pg';
import { bet, queuedWalletCalls, rollback, runCalls, type StoredReply, type WalletCall } from './provider.service.ts';
import { signedHeaders } from './signature.ts';

/**
 * The wallet calls of one batch (migration 007) must come out exactly as if each had run alone, in
 * order: the same random sequence of calls (bets, wins with and without their bet, rollbacks of known
 * and unknown bets, replays, reused ids, an expired session, a bet larger than the balance, bonus
 * money) runs call by call on one database and in batches on another; every reply, balance, round
 * and record must be the same.
 */
let one: TestContext;
let many: TestContext;
const PLAYERS = 4;
const tokens = Array.from({ length: PLAYERS }, (_, i) => `batch-session-${i}`);
const expiredToken = 'batch-session-expired';

async function prepare(t: TestContext) {
  const siteId = await defaultSiteId(t);
  const gameId = await insertGame(t, { slug: 'batch-slot', name: 'Parti Slotu' });
  const ids: number[] = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    const p = await registeredPlayer(t);
    ids.push(p.id);
    await fundPlayer(t.db, siteId, p.id, 3_000n);
    await fundPlayer(t.db, siteId, p.id, 700n, 'bonus');
    await t.db.query(
      `insert into game_sessions (id, player_id, game_id, mode, expires_at) values ($1, $2, $3, 'real', now() + interval '1 hour')`,
      [sha256Hex(tokens[i]!), p.id, gameId],
    );
  }
  await t.db.query(
    `insert into game_sessions (id, player_id, game_id, mode, expires_at) values ($1, $2, $3, 'real', now() - interval '1 minute')`,
    [sha256Hex(expiredToken), ids[0], gameId],
  );
  return ids;
}

beforeAll(async () => {
  one = await createTestContext({ demo: false });
  many = await createTestContext({ demo: false });
  expect(await prepare(many)).toEqual(await prepare(one));
});
afterAll(async () => {
  await one?.close();
  await many?.close();
});

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function sequence(seed: number, n: number): WalletCall[] {
  const rnd = random(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const calls: WalletCall[] = [];
  const bets: WalletCall[] = [];
  let id = 0;
  const base = (kind: WalletCall['kind'], player: number): WalletCall => ({
    kind,
    providerId: 'house',
    transactionId: `${kind[0]}${(id += 1)}`,
    hash: `h${id}`,
    session: sha256Hex(tokens[player]!),
    round: `round-${player}-${Math.floor(rnd() * 6)}`,
    gameId: null,
    gameSlug: 'batch-slot',
    amount: 0,
    reference: null,
    roundClosed: null,
    freeRound: null,
  });
  for (let i = 0; i < n; i += 1) {
    const player = Math.floor(rnd() * PLAYERS);
    const r = rnd();
    let c: WalletCall;
    if (r < 0.35) {
      c = { ...base('bet', player), amount: 1 + Math.floor(rnd() * (rnd() < 0.1 ? 5_000 : 400)) };
      bets.push(c);
    } else if (r < 0.6 && bets.length) {
      const bet = pick(bets);
      c = {
        ...base('win', player),
        session: bet.session,
        round: bet.round,
        amount: Math.floor(rnd() * 900),
        reference: bet.transactionId,
        roundClosed: rnd() < 0.5,
      };
    } else if (r < 0.68) {
      // a win that names no bet: accepted only on a round of this player with a bet standing
      c = { ...base('win', player), amount: Math.floor(rnd() * 300), roundClosed: rnd() < 0.5 };
    } else if (r < 0.78 && bets.length) {
      const bet = pick(bets);
      c = { ...base('rollback', player), session: bet.session, round: null, reference: bet.transactionId };
    } else if (r < 0.82) {
      // a rollback of a bet not seen yet (a tombstone); the bet may come later
      const late = { ...base('bet', player), amount: 50 };
      c = { ...base('rollback', player), round: null, reference: late.transactionId };
      bets.push(late);
      calls.push(c);
      c = late;
    } else if (r < 0.9 && calls.length) {
      c = { ...pick(calls) }; // a replay
    } else if (r < 0.95 && calls.length) {
      c = { ...pick(calls), hash: `other-${i}` }; // the same id with other data
    } else {
      c = { ...base(rnd() < 0.5 ? 'bet' : 'win', 0), session: sha256Hex(expiredToken), amount: 10 };
    }
    calls.push(c);
  }
  return calls;
}

/** Cuts the sequence into batches of up to 12 calls that never name one transaction id twice. */
function batches(calls: WalletCall[], seed: number): WalletCall[][] {
  const rnd = random(seed);
  const out: WalletCall[][] = [];
  let current: WalletCall[] = [];
  let ids = new Set<string>();
  let limit = 1 + Math.floor(rnd() * 12);
  for (const c of calls) {
    const keys = [c.transactionId, ...(c.reference && c.reference !== c.transactionId ? [c.reference] : [])];
    if (current.length >= limit || keys.some((k) => ids.has(k))) {
      out.push(current);
      current = [];
      ids = new Set();
      limit = 1 + Math.floor(rnd() * 12);
    }
    current.push(c);
    for (const k of keys) ids.add(k);
  }
  if (current.length) out.push(current);
  return out;
}

const withoutIds = (r: StoredReply) => ({ ...r, transaction_id: undefined });

/** A player row made without registration (so without accounts), with a real session on the batch slot. */
async function barePlayer(t: TestContext, username: string, tc: string, token: string) {
  const [row] = await t.db.query<{ id: number; site_id: number }>(
    `insert into players (site_id, username, email, password_hash, first_name, last_name, phone, tc, birthdate, gender, city)
     select id, $1, $1 || '@ornek.com', 'x', 'Test', 'Oyuncu', '05320000001', $2, '1990-01-01', 'female', 'İzmir' from sites
     returning id, site_id`,
    [username, tc],
  );
  await t.db.query(
    `insert into game_sessions (id, player_id, game_id, mode, expires_at)
     select $1, $2, id, 'real', now() + interval '1 hour' from games where slug = 'batch-slot'`,
    [sha256Hex(token), row!.id],
  );
  return { id: row!.id, siteId: row!.site_id };
}

async function state(t: TestContext) {
  return {
    accounts: await t.db.query(
      `select player_id, kind, balance::text from accounts where player_id is not null order by player_id, kind`,
    ),
    rounds: await t.db.query(
      `select round_id, player_id, total_bet::text, total_win::text, balance_before::text, balance_after::text, status, closed_at is not null as closed
         from game_rounds order by round_id`,
    ),
    calls: await t.db.query(
      `select transaction_id, kind, player_id, round_id, amount::text, cash_amount::text, bonus_amount::text, reference_transaction_id,
              request_hash, response - 'transaction_id' as response, is_rolled_back
         from provider_transactions order by transaction_id`,
    ),
    postings: await t.db.query(
      `select t.idempotency_key, t.kind, t.metadata, array_agg(e.amount::text || '@' || a.kind || ':' || coalesce(e.balance_after::text, '-') order by e.id) as entries
         from ledger_transactions t join ledger_entries e on e.transaction_id = t.id join accounts a on a.id = e.account_id
        where t.idempotency_key like 'provider:%' group by t.id order by t.idempotency_key`,
    ),
  };
}

describe('provider_calls in batches', () => {
  it('answers and books a batch exactly as the same calls one by one', async () => {
    const calls = sequence(20261126, 400);
    const alone: StoredReply[] = [];
    for (const c of calls) alone.push(...(await runCalls(one.db, [c])));
    const together: StoredReply[] = [];
    const split = batches(calls, 7);
    expect(split.some((b) => b.length >= 8)).toBe(true);
    for (const b of split) together.push(...(await runCalls(many.db, b)));

    expect(together.map(withoutIds)).toEqual(alone.map(withoutIds));
    // the sequence reaches every branch
    const codes = new Set(alone.map((r) => (r.status === 'OK' ? 'OK' : r.code)));
    for (const code of [
      'OK',
      'INSUFFICIENT_FUNDS',
      'INVALID_SESSION',
      'DUPLICATE_TRANSACTION',
      'UNKNOWN_TRANSACTION',
      'TRANSACTION_ROLLED_BACK',
    ]) {
      expect(codes).toContain(code);
    }
    expect(await state(many)).toEqual(await state(one));
    expect(await reconcile(one.db)).toEqual([]);
    expect(await reconcile(many.db)).toEqual([]);
  });

  it('refuses a batch that names one transaction id twice, and writes nothing', async () => {
    const before = await state(many);
    const bet: WalletCall = {
      kind: 'bet',
      providerId: 'house',
      transactionId: 'twice-1',
      hash: 'a',
      session: sha256Hex(tokens[1]!),
      round: 'twice',
      gameId: null,
      gameSlug: 'batch-slot',
      amount: 10,
      reference: null,
      roundClosed: null,
      freeRound: null,
    };
    await expect(runCalls(many.db, [bet, { ...bet, hash: 'b' }])).rejects.toMatchObject({ code: 'P0005' });
    await expect(
      runCalls(many.db, [bet, { ...bet, kind: 'rollback', transactionId: 'twice-2', reference: 'twice-1' }]),
    ).rejects.toMatchObject({
      code: 'P0005',
    });
    expect(await state(many)).toEqual(before);
  });

  it('lets a player without a bonus account play with cash', async () => {
    const t = many;
    const row = await barePlayer(t, 'bonussuz', '10000000078', 'batch-session-nobonus');
    await t.db.query(
      `insert into accounts (site_id, player_id, kind) values ($1, $2, 'cash'), ($1, $2, 'withdraw_hold')`,
      [row.siteId, row.id],
    );
    await fundPlayer(t.db, row.siteId, row.id, 1_000n);
    const call = {
      ...betCall(0, 'nb-bet', 'nb-round'),
      session: sha256Hex('batch-session-nobonus'),
      amount: 300,
    };
    const replies = [
      ...(await runCalls(t.db, [call])),
      ...(await runCalls(t.db, [
        {
          ...call,
          kind: 'win',
          transactionId: 'nb-win',
          hash: 'nb-win',
          amount: 500,
          reference: 'nb-bet',
          roundClosed: true,
        },
      ])),
    ];
    expect(replies.map((r) => r.status === 'OK' && r.balance)).toEqual([700, 1_200]);
    expect(await reconcile(t.db)).toEqual([]);
  });

  it('keeps one call that fails in a batch from failing the others sent with it', async () => {
    const t = many;
    // a player without accounts: the database refuses any posting for them (an internal error)
    await barePlayer(t, 'hesapsiz', '10000000146', 'batch-session-broken');
    const send = (token: string, n: number) => {
      const raw = JSON.stringify({
        session_token: token,
        transaction_id: `iso-${n}`,
        round_id: `iso-${n}`,
        game_id: 'batch-slot',
        amount: 5,
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/provider/v1/bet',
        headers: signedHeaders({ id: 'house', secret: t.config.providerHouseSecret }, '/api/provider/v1/bet', raw),
        payload: raw,
      });
    };
    // Two good calls first: they take every place in the database (one on the embedded database, two
    // on PostgreSQL), held there, as under load, until the other seven have arrived. Those wait and go
    // together, the broken one among them; that batch fails, and its calls then run one by one.
    // (Sent all at once, the broken call could take the second place alone, and nothing would fail
    // together: the order in which concurrent requests reach the queue is not fixed.)
    const sizes: number[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const query = t.db.query;
    t.db.query = (async (sql: string, params?: unknown[]) => {
      if (sql.includes('provider_calls')) {
        sizes.push((params![1] as unknown[]).length);
        if (sizes.length <= 2) await held;
      }
      return query.call(t.db, sql, params);
    }) as typeof t.db.query;
    const call = (n: number) => send(n === 5 ? 'batch-session-broken' : tokens[n % PLAYERS]!, n);
    const replies = await (async () => {
      const first = [call(0), call(1)];
      while (sizes.length === 0) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, 50));
      const rest = Array.from({ length: 7 }, (_, i) => call(i + 2));
      await new Promise((r) => setTimeout(r, 150));
      release();
      return Promise.all([...first, ...rest]);
    })().finally(() => {
      release();
      t.db.query = query;
    });
    // one batch of several calls failed, and each of its calls then ran alone
    const failed = Math.max(...sizes);
    expect(failed).toBeGreaterThan(2);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(9 + failed);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 500, 200, 200, 200]);
    expect(replies.filter((r) => r.statusCode === 200).every((r) => r.json().status === 'OK')).toBe(true);
    const booked = await t.db.query(
      `select transaction_id from provider_transactions where transaction_id like 'iso-%' order by transaction_id`,
    );
    expect(booked.map((r) => (r as { transaction_id: string }).transaction_id)).toEqual([
      'iso-0',
      'iso-1',
      'iso-2',
      'iso-3',
      'iso-4',
      'iso-6',
      'iso-7',
      'iso-8',
    ]);
    expect(await reconcile(t.db)).toEqual([]);
  });

  it('keeps every invariant when batches about the same players and rounds run at once', async () => {
    const calls = sequence(777, 360).map((c) => ({
      ...c,
      transactionId: `c-${c.transactionId}`,
      reference: c.reference && `c-${c.reference}`,
    }));
    const split = batches(calls, 11);
    // eight connections at once, each sending its share of the batches in turn
    const lanes = Array.from({ length: 8 }, (_, lane) => split.filter((_, i) => i % 8 === lane));
    const replies = (
      await Promise.all(
        lanes.map(async (lane) => {
          const out: StoredReply[] = [];
          for (const b of lane) out.push(...(await runCalls(many.db, b)));
          return out;
        }),
      )
    ).flat();
    expect(replies).toHaveLength(calls.length);
    expect(await reconcile(many.db)).toEqual([]);
  });

  // Another connection holding a player's account rows, as a slow deposit or staff action would.
  async function holdAccounts(t: TestContext, playerId: number) {
    const [{ db: name }] = (await t.db.query<{ db: string }>(`select current_database() as db`)) as [
      { db: string },
    ];
    const url = new URL(process.env.TEST_PG_ADMIN_URL!);
    url.pathname = `/${name}`;
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    await c.query('begin');
    await c.query(`select 1 from accounts where player_id = $1 for update`, [playerId]);
    return {
      /** how many other backends of this database wait for a lock now */
      waiters: async () => {
        // (a transaction sees the activity statistics as at its first look unless it clears them)
        await c.query('select pg_stat_clear_snapshot()');
        const { rows } = await c.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
        );
        return rows[0]!.n;
      },
      release: async () => {
        await c.query('commit');
        await c.end();
      },
    };
  }
  /** Waits until `ready` holds (polled), failing after 15 s instead of passing on a race that never happened. */
  async function until(what: string, ready: () => Promise<boolean> | boolean) {
    const deadline = Date.now() + 15_000;
    while (!(await ready())) {
      if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
      await new Promise((r) => setTimeout(r, 2));
    }
  }
  /**
   * Records when each provider_calls query (named by its transaction ids) starts and ends, and which
   * gave up on a lock (55P03); `entered` runs as a query starts, before it is sent.
   */
  function traceCalls(t: TestContext, entered: (ids: string) => Promise<void> = async () => undefined) {
    const events: string[] = [];
    const gaveUp: string[] = [];
    const query = t.db.query;
    t.db.query = (async (sql: string, params?: unknown[]) => {
      if (!sql.includes('provider_calls')) return query.call(t.db, sql, params);
      const ids = (params![2] as string[]).join(',');
      events.push(`start ${ids}`);
      await entered(ids);
      try {
        return await query.call(t.db, sql, params);
      } catch (err) {
        if ((err as { code?: string }).code === '55P03') gaveUp.push(ids);
        throw err;
      } finally {
        events.push(`end ${ids}`);
      }
    }) as typeof t.db.query;
    return { events, gaveUp, restore: () => (t.db.query = query) };
  }
  const settled = <T>(p: Promise<T>) => {
    const state = { done: false };
    void p.finally(() => (state.done = true)).catch(() => undefined);
    return state;
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const players = async (t: TestContext) =>
    (
      await t.db.query<{ player_id: number }>(
        `select player_id from game_sessions where id = any ($1) order by player_id`,
        [tokens.map((x) => sha256Hex(x))],
      )
    ).map((r) => r.player_id);
  /**
   * Gives each player 1,000 kuruş more cash: the random batches before spend the players' money in
   * an order that differs run by run, and a test whose bets must be taken cannot depend on what they left.
   */
  const topUp = async (t: TestContext) => {
    const siteId = await defaultSiteId(t);
    for (const id of await players(t)) await fundPlayer(t.db, siteId, id, 1_000n);
  };
  const betBody = (player: number, tx: string, round: string, amount: number) => ({
    session_token: tokens[player]!,
    transaction_id: tx,
    round_id: round,
    game_id: 'batch-slot',
    amount,
  });
  const betCall = (player: number, tx: string, round: string): WalletCall => ({
    kind: 'bet',
    providerId: 'house',
    transactionId: tx,
    hash: tx,
    session: sha256Hex(tokens[player]!),
    round,
    gameId: null,
    gameSlug: 'batch-slot',
    amount: 5,
    reference: null,
    roundClosed: null,
    freeRound: null,
  });

  it.runIf(onPostgres)(
    'never deadlocks two batches that meet in a round one of them found missing',
    async () => {
      await topUp(many);
      const [first] = await players(many);
      const lock = await holdAccounts(many, first!);
      // A bets in a new round and waits for the held accounts; B, another player, bets in the same
      // round; C, A's player again, too. Before the round locks, C could lock the round B created and
      // then wait for the accounts A waited for, while A waited for C's round: a deadlock.
      const deadlocks: string[] = [];
      const query = many.db.query;
      many.db.query = (async (sql: string, params?: unknown[]) => {
        try {
          return await query.call(many.db, sql, params);
        } catch (err) {
          deadlocks.push((err as { code?: string }).code ?? '');
          throw err;
        }
      }) as typeof many.db.query;
      const a = runCalls(many.db, [betCall(0, 'dl-a', 'dl-round')]);
      await until('A waits for the held accounts', async () => (await lock.waiters()) >= 1);
      const b = runCalls(many.db, [betCall(1, 'dl-b', 'dl-round')]);
      const bDone = settled(b);
      await until('B booked or waiting', async () => bDone.done || (await lock.waiters()) >= 2);
      const c = runCalls(many.db, [betCall(0, 'dl-c', 'dl-round')]);
      // A and C (and B, if it waits for A's round) wait in the database when the accounts are let go
      await until('A and C wait for locks', async () => (await lock.waiters()) >= (bDone.done ? 2 : 3));
      expect(await lock.waiters()).toBeGreaterThanOrEqual(2);
      await lock.release();
      const replies = (await Promise.all([a, b, c]).finally(() => (many.db.query = query))).flat();
      expect(replies.map((r) => r.status)).toEqual(['OK', 'OK', 'OK']);
      expect(deadlocks).toEqual([]);
      expect(await reconcile(many.db)).toEqual([]);
    },
  );

  it.runIf(onPostgres)(
    'lets other players play while one player’s accounts are held',
    async () => {
      await topUp(many);
      const [first] = await players(many);
      const lock = await holdAccounts(many, first!);
      const body = (player: number, tx: string) => ({
        session_token: tokens[player]!,
        transaction_id: tx,
        round_id: `r-${tx}`,
        game_id: 'batch-slot',
        amount: 5,
      });
      let released = false;
      const letGo = async () => {
        if (!released) await lock.release();
        released = true;
      };
      try {
        const waiting = bet(many.db, 'house', body(0, 'held-1'));
        const waitingToo = bet(many.db, 'house', body(0, 'held-2'));
        const others = [1, 2, 3].map((p) => bet(many.db, 'house', body(p, `free-${p}`)));
        const held = [settled(waiting), settled(waitingToo)];
        // the other players' bets are answered while the first player's accounts are still held
        const answered = await Promise.race([Promise.all(others), sleep(3_000).then(() => 'still waiting')]);
        expect(answered).not.toBe('still waiting');
        // a refusal shows its code, not only that it was not OK
        expect((await Promise.all(others)).map((r) => (r.status === 'OK' ? 'OK' : r))).toEqual(['OK', 'OK', 'OK']);
        expect(held.map((h) => h.done)).toEqual([false, false]);
        // the held player's bets are inside the database waiting for the held rows, not lost on the way
        await until('the held bets wait for the lock', async () => (await lock.waiters()) >= 1);
        expect(held.map((h) => h.done)).toEqual([false, false]);
        await letGo();
        expect((await Promise.all([waiting, waitingToo])).map((r) => r.status)).toEqual(['OK', 'OK']);
      } finally {
        // a failure above must not leave the accounts held for the tests after this one
        await letGo();
      }
    },
  );

  it.runIf(onPostgres)(
    'keeps a rollback behind its bet while the bet waits for a lock',
    async () => {
      const [first] = await players(many);
      const before = (await many.db.query<{ b: bigint }>(`select player_spendable($1) as b`, [first]))[0]!.b;
      const lock = await holdAccounts(many, first!);
      const { events, gaveUp, restore } = traceCalls(many);
      let released = false;
      const letGo = async () => {
        if (!released) await lock.release();
        released = true;
      };
      try {
        const placed = bet(many.db, 'house', betBody(0, 'order-bet', 'order', 40));
        // the bet's batch gave up on the lock; the bet now waits alone, in the database, for the rows
        await until(
          'the bet gave up and waits alone',
          async () => gaveUp.length > 0 && (await lock.waiters()) >= 1,
        );
        const undone = rollback(many.db, 'house', {
          session_token: tokens[0]!,
          transaction_id: 'order-rb',
          reference_transaction_id: 'order-bet',
        });
        const undoneDone = settled(undone);
        // the rollback waits in the server's queue, behind the bet that is in the database
        expect(queuedWalletCalls(many.db)).toBe(1);
        expect(await lock.waiters()).toBeGreaterThanOrEqual(1);
        expect(undoneDone.done).toBe(false);
        expect(events).not.toContain('start order-rb');
        await letGo();
        await Promise.allSettled([placed, undone]);
        // the rollback reached the database only after the bet came back from it
        expect(events.indexOf('start order-rb')).toBeGreaterThan(events.lastIndexOf('end order-bet'));
        // the bet was taken, then rolled back: no tombstone refused it
        expect((await placed).status).toBe('OK');
        expect(await undone).toMatchObject({ status: 'OK', balance: Number(before) });
        expect(await reconcile(many.db)).toEqual([]);
      } finally {
        await letGo();
        restore();
      }
    },
  );

  it.runIf(onPostgres)(
    'sends no call about a transaction id while another call about it is in the database',
    async () => {
      let betInDb!: () => void;
      const betArrived = new Promise<void>((r) => (betInDb = r));
      let letBetBack!: () => void;
      const betBack = new Promise<void>((r) => (letBetBack = r));
      const { events, restore } = traceCalls(many, async (ids) => {
        if (ids === 'queue-bet') {
          betInDb();
          await betBack; // the bet is slow to come back: until the rollback has been sent
        }
      });
      try {
        const placed = bet(many.db, 'house', betBody(2, 'queue-bet', 'queue', 7));
        await betArrived;
        // a free slot is there, but the rollback names the bet in flight: it waits for it
        const undone = rollback(many.db, 'house', {
          session_token: tokens[2]!,
          transaction_id: 'queue-rb',
          reference_transaction_id: 'queue-bet',
        });
        // the rollback arrived while the bet is in the database: it is held in the queue, not sent
        expect(queuedWalletCalls(many.db)).toBe(1);
        expect(events).toEqual(['start queue-bet']);
        letBetBack();
        expect((await placed).status).toBe('OK');
        expect((await undone).status).toBe('OK');
      } finally {
        letBetBack();
        restore();
      }
      expect(events).toEqual(['start queue-bet', 'end queue-bet', 'start queue-rb', 'end queue-rb']);
    },
  );
});
