import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Db, Tx } from '../db/client.ts';
import { sessionIdOf } from './session-common.ts';
import { SESSION_COOKIE } from './session.ts';
import { touchPlayerSession } from './session.queries.ts';
import { call, type CookieJar, registeredPlayer, staffSession, useTestContext } from '../test/harness.ts';
import { approvedDeposit } from '../test/wallet-kit.ts';

/**
 * What the calls every logged-in tab polls (get-balance.php, user_session.php, bonus-pending-check.php,
 * events.php: bench/load-model.ts) cost the database, counted statement by statement on an app of
 * this file's own whose database records every statement it is given, and that the cheap path never
 * answers from anything but the database: a change is seen by the very next poll.
 */
const t = useTestContext({ demo: false });

let statements: string[] = [];
let app: FastifyInstance;
let finance: CookieJar;

/** The database of the test context, every statement recorded (in and out of transactions). */
function recording(db: Db): Db {
  const record = (sql: string) => statements.push(sql.replace(/\s+/g, ' ').trim());
  const inTx = (tx: Tx): Tx => ({
    query: (sql, params) => {
      record(sql);
      return tx.query(sql, params);
    },
    exec: (sql) => {
      record(sql);
      return tx.exec(sql);
    },
  });
  return {
    kind: db.kind,
    reports: db.reports,
    query: (sql, params) => {
      record(sql);
      return db.query(sql, params);
    },
    exec: (sql) => {
      record(sql);
      return db.exec(sql);
    },
    tx: (fn) => db.tx((tx) => fn(inTx(tx))),
    close: () => db.close(),
  };
}

beforeAll(async () => {
  app = await buildApp({ config: t.config, db: recording(t.db) });
  await app.ready();
  finance = (await staffSession(t, 'finance')).jar;
});
afterAll(() => app?.close());

const writes = (sqls: string[]) => sqls.filter((s) => /^(update|insert|delete|merge|with)\b/i.test(s));

/** The statements one call ran. */
async function statementsOf(url: string, jar: CookieJar) {
  statements = [];
  const r = await call(app, 'GET', url, { jar });
  expect(r.status, JSON.stringify(r.json())).toBe(200);
  return { statements: [...statements], json: r.json() };
}

const sessionIdOfJar = (jar: CookieJar) => sessionIdOf(jar.get(SESSION_COOKIE)!);
const lastSeen = async (jar: CookieJar) =>
  (await t.db.query<{ last_seen_at: Date }>(`select last_seen_at from sessions where id = $1`, [sessionIdOfJar(jar)]))[0]?.last_seen_at;

describe('the polled calls', () => {
  // the two polled most (get-balance.php 0.7 times a second per tab, the pending check 0.5) read with the session
  it.each(['/api/get-balance.php', '/api/bonus-pending-check.php'])('%s costs one statement, the session with its read, and writes nothing', async (url) => {
    const p = await registeredPlayer(t);
    await call(app, 'GET', url, { jar: p.jar }); // the session's first use this minute
    const { statements: run } = await statementsOf(url, p.jar);
    expect(run).toHaveLength(1);
    expect(run[0]).toMatch(/from sessions s join players p/);
    expect(writes(run)).toEqual([]);
  });

  it.each(['/api/user_session.php', '/api/events.php?after=0'])('%s costs two statements, the session and its read, and writes nothing', async (url) => {
    const p = await registeredPlayer(t);
    await call(app, 'GET', url, { jar: p.jar });
    const { statements: run } = await statementsOf(url, p.jar);
    expect(run).toHaveLength(2);
    expect(run[0]).toMatch(/from sessions s join players p/);
    expect(writes(run)).toEqual([]);
  });

  it("get-balance.php's figures are the ledger accounts' of that moment, cash, bonus and held", async () => {
    const p = await registeredPlayer(t);
    await t.db.query(`update accounts set balance = case kind when 'cash' then 123456 when 'bonus' then 789 else 5000 end where player_id = $1`, [p.id]);
    expect((await call(app, 'GET', '/api/get-balance.php', { jar: p.jar })).json()).toEqual({
      success: true,
      balance: 1234.56,
      bonus_balance: 7.89,
      withdraw_hold: 50,
      currency: 'TRY',
    });
  });

  it('without a live session they answer 401 and read nothing of anyone', async () => {
    const p = await registeredPlayer(t);
    await call(app, 'POST', '/api/logout.php', { jar: p.jar });
    for (const url of ['/api/get-balance.php', '/api/bonus-pending-check.php']) {
      const r = await call(app, 'GET', url, { jar: p.jar });
      expect(r.status).toBe(401);
      expect(r.json().message).toBe('Giriş yapılmamış');
    }
  });

  it('the site is looked up once per node, not per call', async () => {
    const p = await registeredPlayer(t);
    await call(app, 'GET', '/api/get-balance.php', { jar: p.jar });
    const { statements: run } = await statementsOf('/api/get-balance.php', p.jar);
    expect(run.filter((s) => /from (site_domains|sites)\b/.test(s))).toEqual([]);
  });
});

describe("the session's last use", () => {
  it('is written at most once a minute: a call within the minute writes nothing, the first after it one update', async () => {
    const p = await registeredPlayer(t);
    await t.db.query(`update sessions set last_seen_at = now() - interval '30 seconds' where id = $1`, [sessionIdOfJar(p.jar)]);
    const before = await lastSeen(p.jar);
    const within = await statementsOf('/api/get-balance.php', p.jar);
    expect(writes(within.statements)).toEqual([]);
    expect(await lastSeen(p.jar)).toEqual(before);

    await t.db.query(`update sessions set last_seen_at = now() - interval '61 seconds' where id = $1`, [sessionIdOfJar(p.jar)]);
    const after = await statementsOf('/api/get-balance.php', p.jar);
    expect(writes(after.statements)).toEqual([expect.stringMatching(/^update sessions set last_seen_at = now\(\)/)]);
    // the call does not wait for that write; it lands at once after
    await vi.waitFor(async () => expect(Date.now() - (await lastSeen(p.jar))!.getTime()).toBeLessThan(10_000));
    expect(writes((await statementsOf('/api/get-balance.php', p.jar)).statements)).toEqual([]);
  });

  it('moves only from the last use its call read: a write that lands after a change made meanwhile leaves it', async () => {
    const p = await registeredPlayer(t);
    const id = sessionIdOfJar(p.jar);
    await t.db.query(`update sessions set last_seen_at = now() - interval '31 minutes' where id = $1`, [id]);
    const seen = (await lastSeen(p.jar))!;
    await touchPlayerSession(t.db, id, new Date(seen.getTime() - 60_000)); // read before that change
    expect(await lastSeen(p.jar)).toEqual(seen);
    await touchPlayerSession(t.db, id, seen);
    expect(Date.now() - (await lastSeen(p.jar))!.getTime()).toBeLessThan(10_000);
  });

  it('keeps a session used within its 2 idle hours, and ends one unused for longer at its next call', async () => {
    const used = await registeredPlayer(t);
    await t.db.query(`update sessions set last_seen_at = now() - interval '119 minutes' where id = $1`, [sessionIdOfJar(used.jar)]);
    expect((await call(app, 'GET', '/api/user_session.php', { jar: used.jar })).json().logged_in).toBe(true);
    // that use counts: it is written (its last use was more than a minute ago), so two more hours start now
    await vi.waitFor(async () => expect(Date.now() - (await lastSeen(used.jar))!.getTime()).toBeLessThan(10_000));

    const idle = await registeredPlayer(t);
    await t.db.query(`update sessions set last_seen_at = now() - interval '121 minutes' where id = $1`, [sessionIdOfJar(idle.jar)]);
    expect((await call(app, 'GET', '/api/user_session.php', { jar: idle.jar })).json().logged_in).toBe(false);
    expect(await lastSeen(idle.jar)).toBeUndefined(); // ended: the row is gone
    expect((await call(app, 'GET', '/api/get-balance.php', { jar: idle.jar })).status).toBe(401);
  });

  it('a remembered session has no idle end', async () => {
    const p = await registeredPlayer(t);
    await t.db.query(`update sessions set remember = true, last_seen_at = now() - interval '3 days' where id = $1`, [sessionIdOfJar(p.jar)]);
    expect((await call(app, 'GET', '/api/user_session.php', { jar: p.jar })).json().logged_in).toBe(true);
  });

  it('a logged-out session answers nothing at the very next call', async () => {
    const p = await registeredPlayer(t);
    expect((await call(app, 'GET', '/api/get-balance.php', { jar: p.jar })).status).toBe(200);
    const cookie = p.jar.header();
    await call(app, 'POST', '/api/logout.php', { jar: p.jar });
    const r = await app.inject({ method: 'GET', url: '/api/get-balance.php', headers: { host: 'localhost', cookie } });
    expect(r.statusCode).toBe(401);
  });
});

describe('a change is seen by the next poll', () => {
  it('a deposit approval: the balance, the event and the session of the very next calls show it', async () => {
    const p = await registeredPlayer(t);
    const balance = () => call(app, 'GET', '/api/get-balance.php', { jar: p.jar }).then((r) => r.json().balance as number);
    const before = await balance();
    const { last_id: cursor } = (await call(app, 'GET', '/api/events.php?after=0', { jar: p.jar })).json() as { last_id: number };
    await approvedDeposit(t, finance, p.jar, 750);
    expect(await balance()).toBe(before + 750);
    const events = (await call(app, 'GET', `/api/events.php?after=${cursor}`, { jar: p.jar })).json() as { events: { type: string }[] };
    expect(events.events.map((e) => e.type)).toContain('deposit_approved');
    expect((await call(app, 'GET', '/api/user_session.php', { jar: p.jar })).json().user.balance).toBe(before + 750);
  });

  it('two approvals in a row: the read after each shows it', async () => {
    const p = await registeredPlayer(t);
    const balance = () => call(app, 'GET', '/api/get-balance.php', { jar: p.jar }).then((r) => r.json().balance as number);
    await approvedDeposit(t, finance, p.jar, 500);
    expect(await balance()).toBe(500);
    await approvedDeposit(t, finance, p.jar, 600);
    expect(await balance()).toBe(1100);
  });
});
