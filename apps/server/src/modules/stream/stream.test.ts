import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authMessages } from '@app/shared/api/auth.ts';
import { crashState, type CrashState } from '@app/shared/api/crash.ts';
import { PUSH_KINDS, streamMessages } from '@app/shared/api/stream.ts';
import { buildApp } from '../../app.ts';
import { publicTopic } from '../../lib/bus.ts';
import { call, reconcileAfterEach, registeredPlayer, staffSession, useTestContext, type CookieJar } from '../../test/harness.ts';
import { listening, openSse, type SseClient } from '../../test/sse-client.ts';
import { addGame, gameSession, walletCall } from '../../test/wallet-kit.ts';

const crossNodes = Boolean(process.env.TEST_PG_ADMIN_URL && process.env.TEST_REDIS_URL);
// Node B of the cross-node test shares node A's Redis namespace (the harness's key prefix).
const redisKeyPrefix = `test:${randomBytes(6).toString('hex')}:`;

let finance: CookieJar;
const t = useTestContext({ redisKeyPrefix }, async (ctx) => {
  finance = (await staffSession(ctx, 'finance')).jar;
});
reconcileAfterEach(t);

const open: SseClient[] = [];
afterAll(() => {
  for (const s of open) s.close();
});

async function stream(app: FastifyInstance, jar: CookieJar | null, headers?: Record<string, string>, query = ''): Promise<SseClient> {
  const s = await openSse(`${await listening(app)}/api/stream${query}`, jar?.header() ?? '', headers);
  open.push(s);
  return s;
}

async function requestDeposit(app: FastifyInstance, jar: CookieJar, amount = 500): Promise<number> {
  const d = await call(app, 'POST', '/api/deposit.php', { jar, body: { amount, method: 'bank_transfer', sender_name: 'Akbank' } });
  expect(d.status, d.res.body).toBe(201);
  return d.json().deposit.id as number;
}

const everything = { event: 'change', data: { kinds: [...PUSH_KINDS] } };

/** A state of Zeplin's round as the game's node publishes it (the shape of GET /api/crash/state). */
function roundState(id: number, phase: CrashState['round']['phase']): CrashState {
  return crashState.parse({
    round: { id, number: id, phase, starts_at: '2026-11-28T03:00:00.000Z', multiplier: null, crash_point: null, hash: null, previous_hash: 'ab'.repeat(32), crashed_at: null },
    bets: [{ username: 'ay***', amount: 10, auto_cashout: null, cashed_out_at: null, win: null }],
    history: [{ id: id - 1, number: id - 1, crash_point: 1.57, hash: 'cd'.repeat(32) }],
    server_time: '2026-11-28T03:00:00.000Z',
  });
}

/** The site the test requests are for (the demo site: the host `localhost`). */
async function siteOf(playerId: number): Promise<number> {
  const [row] = await t.db.query<{ site_id: number }>(`select site_id from players where id = $1`, [playerId]);
  return row!.site_id;
}

describe('GET /api/stream', () => {
  it('refuses a visitor with a Turkish 401 in JSON', async () => {
    const r = await call(t.app, 'GET', '/api/stream');
    expect(r.status).toBe(401);
    expect(r.json()).toMatchObject({ success: false, message: authMessages.notLoggedIn });
  });

  it("sends a deposit approval to the player's stream, after its commit, and not to another player's", async () => {
    const a = await registeredPlayer(t);
    const b = await registeredPlayer(t);
    // The site's hooks: compression stays off whatever the browser accepts (a compressor would hold
    // the events back), a GET is no CSRF matter, and the security headers are there as on any reply.
    const sa = await stream(t.app, a.jar, { 'accept-encoding': 'gzip, deflate, br' });
    const sb = await stream(t.app, b.jar);
    expect(sa.status).toBe(200);
    expect(sa.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(sa.headers['cache-control']).toBe('no-cache, no-transform');
    expect(sa.headers['x-accel-buffering']).toBe('no');
    expect(sa.headers['content-encoding']).toBeUndefined();
    expect(sa.headers['x-content-type-options']).toBe('nosniff');
    expect(sa.headers['content-security-policy']).toContain("default-src 'self'");
    // At connection: read everything once.
    expect(await sa.next()).toEqual(everything);
    expect(await sb.next()).toEqual(everything);

    const id = await requestDeposit(t.app, a.jar);
    expect(await sa.next()).toEqual({ event: 'change', data: { kinds: ['events'] } });
    const approved = await call(t.app, 'POST', `/api/admin/deposits/${id}/approve`, { jar: finance });
    expect(approved.status).toBe(200);
    expect(await sa.next()).toEqual({ event: 'change', data: { kinds: ['balance', 'events', 'bonus_offer'] } });
    // What the push names is there to read: the balance and the approval's event.
    expect((await call(t.app, 'GET', '/api/get-balance.php', { jar: a.jar })).json().balance).toBe(500);
    const events = (await call(t.app, 'GET', '/api/events.php?after=0', { jar: a.jar })).json().events as { type: string }[];
    expect(events.map((e) => e.type)).toContain('deposit_approved');

    // Player b's next message is their own request's, alone: nothing of a's reached them before it.
    await requestDeposit(t.app, b.jar);
    expect(await sb.next()).toEqual({ event: 'change', data: { kinds: ['events'] } });
  });

  it("tells the player's stream of the wallet API's bets and wins (its batches' replies), not of a refused bet", async () => {
    const p = await registeredPlayer(t);
    const id = await requestDeposit(t.app, p.jar, 500);
    expect((await call(t.app, 'POST', `/api/admin/deposits/${id}/approve`, { jar: finance })).status).toBe(200);
    const game = await addGame(t, `push-slot-${randomBytes(3).toString('hex')}`);
    const token = await gameSession(t, p.id, game);
    const s = await stream(t.app, p.jar);
    expect(await s.next()).toEqual(everything);

    const bet = await walletCall(t, 'bet', { session_token: token, transaction_id: `b-${id}`, round_id: `r-${id}`, game_id: game, amount: 1000 });
    expect(bet.body.status).toBe('OK');
    expect(await s.next()).toEqual({ event: 'change', data: { kinds: ['balance'] } });
    // Refused (more than the balance): nothing moved, nothing is said. The next message is the
    // deposit request's alone (a word about the refused bet would come before it, or merged with it).
    const refused = await walletCall(t, 'bet', { session_token: token, transaction_id: `b2-${id}`, round_id: `r-${id}`, game_id: game, amount: 10_000_000 });
    expect(refused.body.code).toBe('INSUFFICIENT_FUNDS');
    await requestDeposit(t.app, p.jar);
    expect(await s.next()).toEqual({ event: 'change', data: { kinds: ['events'] } });
    const win = await walletCall(t, 'win', { session_token: token, transaction_id: `w-${id}`, round_id: `r-${id}`, game_id: game, amount: 2500, bet_transaction_id: `b-${id}`, round_closed: true });
    expect(win.body.status).toBe('OK');
    expect(await s.next()).toEqual({ event: 'change', data: { kinds: ['balance'] } });
    expect((await call(t.app, 'GET', '/api/get-balance.php', { jar: p.jar })).json().balance).toBe(515);
    s.close();
  });

  it('refuses a stream of an ended session (open streams end at their next heartbeat: stream.service.test.ts)', async () => {
    const p = await registeredPlayer(t);
    const s = await stream(t.app, p.jar);
    expect(await s.next()).toEqual(everything);
    const cookie = p.jar.header(); // the browser's cookie, as it was before the logout cleared it
    const out = await call(t.app, 'POST', '/api/logout.php', { jar: p.jar, headers: { origin: 'http://localhost' } });
    expect(out.status).toBe(200);
    const again = await call(t.app, 'GET', '/api/stream', { headers: { cookie } });
    expect(again.status).toBe(401);
    s.close();
  });

  it('holds at most 8 streams of one player on a node (a Turkish 429), and frees a place when one closes', async () => {
    const p = await registeredPlayer(t);
    const streams: SseClient[] = [];
    for (let i = 0; i < 8; i += 1) {
      const s = await stream(t.app, p.jar);
      expect(await s.next()).toEqual(everything);
      streams.push(s);
    }
    const refused = await call(t.app, 'GET', '/api/stream', { jar: p.jar });
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: streamMessages.tooManyStreams });
    // Another player is not held back by them.
    const other = await registeredPlayer(t);
    const os = await stream(t.app, other.jar);
    expect(await os.next()).toEqual(everything);
    // A closed stream's place is free again once the server has seen it go.
    streams[0]!.close();
    let reopened: SseClient | undefined;
    for (let attempt = 0; attempt < 50 && !reopened; attempt += 1) {
      const s = await stream(t.app, p.jar);
      if (s.status === 200) reopened = s;
      else {
        s.close();
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    expect(reopened?.status).toBe(200);
    expect(await reopened!.next()).toEqual(everything);
    for (const s of streams) s.close();
  });

  it("carries Zeplin's public state to a visitor's stream (no session, no change events), and refuses an unknown topic in Turkish", async () => {
    const siteId = await siteOf((await registeredPlayer(t)).id);
    const visitor = await stream(t.app, null, undefined, '?topics=crash');
    expect(visitor.status).toBe(200);
    expect(visitor.headers['content-type']).toMatch(/^text\/event-stream/);
    t.bus.publish(publicTopic('crash', siteId), roundState(41, 'betting'));
    expect(await visitor.next()).toEqual({ event: 'crash', data: roundState(41, 'betting') });
    // Another site's round is not this site's visitors'.
    t.bus.publish(publicTopic('crash', siteId + 1000), roundState(7, 'flying'));
    await new Promise((r) => setTimeout(r, 300));
    t.bus.publish(publicTopic('crash', siteId), roundState(41, 'flying'));
    expect(await visitor.next()).toEqual({ event: 'crash', data: roundState(41, 'flying') });
    visitor.close();

    const unknown = await call(t.app, 'GET', '/api/stream?topics=crash,kasa');
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, message: streamMessages.unknownTopic('kasa') });
  });

  it("gives a player's stream both its own changes and the public state", async () => {
    const p = await registeredPlayer(t);
    const siteId = await siteOf(p.id);
    const s = await stream(t.app, p.jar, undefined, '?topics=crash');
    expect(await s.next()).toEqual(everything);
    t.bus.publish(publicTopic('crash', siteId), roundState(42, 'crashed'));
    expect(await s.next()).toEqual({ event: 'crash', data: roundState(42, 'crashed') });
    await requestDeposit(t.app, p.jar);
    expect(await s.next()).toEqual({ event: 'change', data: { kinds: ['events'] } });
    s.close();
  });

  it("holds at most 20 visitors' streams per address on a node (a Turkish 429)", async () => {
    const streams: SseClient[] = [];
    for (let i = 0; i < 20; i += 1) {
      const s = await stream(t.app, null, undefined, '?topics=crash');
      expect(s.status).toBe(200);
      streams.push(s);
    }
    const refused = await call(t.app, 'GET', '/api/stream?topics=crash');
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: streamMessages.tooManyVisitorStreams });
    // A logged-in player at the same address is counted as a player, not as a visitor.
    const p = await registeredPlayer(t);
    const ps = await stream(t.app, p.jar, undefined, '?topics=crash');
    expect(await ps.next()).toEqual(everything);
    for (const s of [...streams, ps]) s.close();
  });

  it.runIf(crossNodes)("carries a round's state published through node A to a visitor's stream on node B (Redis)", async () => {
    const redisB = new Redis(process.env.TEST_REDIS_URL!, { keyPrefix: redisKeyPrefix });
    const nodeB = await buildApp({ config: t.config, db: t.db, redis: redisB });
    await nodeB.ready();
    try {
      const siteId = await siteOf((await registeredPlayer(t)).id);
      const onB = await stream(nodeB, null, undefined, '?topics=crash');
      expect(onB.status).toBe(200);
      t.bus.publish(publicTopic('crash', siteId), roundState(43, 'flying'));
      expect(await onB.next()).toEqual({ event: 'crash', data: roundState(43, 'flying') });
    } finally {
      await nodeB.close();
      await redisB.quit();
    }
  });

  it.runIf(crossNodes)('carries a change made through node A to a stream on node B (PostgreSQL and Redis)', async () => {
    // Node B: a second app on the same database and Redis, with its own connections and bus.
    const redisB = new Redis(process.env.TEST_REDIS_URL!, { keyPrefix: redisKeyPrefix });
    const nodeB = await buildApp({ config: t.config, db: t.db, redis: redisB });
    await nodeB.ready();
    try {
      const p = await registeredPlayer(t);
      const other = await registeredPlayer(t);
      const onB = await stream(nodeB, p.jar);
      const otherOnB = await stream(nodeB, other.jar);
      expect(await onB.next()).toEqual(everything);
      expect(await otherOnB.next()).toEqual(everything);

      // Requested and approved through node A.
      const id = await requestDeposit(t.app, p.jar, 600);
      expect(await onB.next()).toEqual({ event: 'change', data: { kinds: ['events'] } });
      expect((await call(t.app, 'POST', `/api/admin/deposits/${id}/approve`, { jar: finance })).status).toBe(200);
      expect(await onB.next()).toEqual({ event: 'change', data: { kinds: ['balance', 'events', 'bonus_offer'] } });
      // Read from node B: the new balance is there.
      expect((await call(nodeB, 'GET', '/api/get-balance.php', { jar: p.jar })).json().balance).toBe(600);

      // And the other way: a change through node B reaches a stream on node A.
      const onA = await stream(t.app, other.jar);
      expect(await onA.next()).toEqual(everything);
      await requestDeposit(nodeB, other.jar);
      expect(await onA.next()).toEqual({ event: 'change', data: { kinds: ['events'] } });
      expect(await otherOnB.next()).toEqual({ event: 'change', data: { kinds: ['events'] } });
    } finally {
      await nodeB.close();
      await redisB.quit();
    }
  });
});
