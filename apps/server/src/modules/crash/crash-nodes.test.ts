import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { crashTimeMs } from '@app/games/crash/crash.ts';
import { crashState } from '@app/shared/api/crash.ts';
import { buildApp } from '../../app.ts';
import type { CrashConfig } from '../../config.ts';
import { createBus, publicTopic } from '../../lib/bus.ts';
import { openSecret } from '../../lib/seal.ts';
import { call, createTestContext, fundPlayer, registeredPlayer, type TestContext } from '../../test/harness.ts';
import { defaultSiteId } from '../../test/wallet-kit.ts';
import { playerBalances, reconcile } from '../wallet/ledger.ts';

/**
 * Two app instances on one database, each running Zeplin's loop on its timers (short phases): one
 * leader per site, one round at a time; the leader killed (its lease left to lapse), the other node
 * takes over and the rounds go on; a bet through one node is cashed out through the other; the leader
 * publishes the public state on the site's topic.
 */
const CRASH: CrashConfig = {
  loop: true,
  chainLength: 1_000,
  bettingMs: 1_500,
  pauseMs: 100,
  leaseMs: 600,
  tickMs: 20,
  pushMs: 100,
  minBet: 100,
  maxBet: 10_000,
  maxWin: 100_000,
  maxRoundLoss: 10_000_000,
};

let t: TestContext;
let siteId: number;
const bus = createBus();
const nodes: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestContext({ demo: false, catalogue: true, config: { crash: { ...CRASH, loop: false } } });
  siteId = await defaultSiteId(t);
});
afterAll(async () => {
  for (const n of nodes) await n.close();
  await bus.close();
  expect(await reconcile(t.db)).toEqual([]);
  await t.close();
});

async function until<T>(what: string, read: () => Promise<T | null | undefined | false>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function live() {
  const [r] = await t.db.query<{ id: string; n: number; phase: string; crash_point_sealed: string }>(
    `select id::text as id, n, phase, crash_point_sealed from crash_rounds where site_id = $1 and phase <> 'crashed'`,
    [siteId],
  );
  return r ? { ...r, cp: Number(openSecret(t.config.totpKey, r.crash_point_sealed)) } : null;
}

/** Brings the flight under way to its crash (the loop crashes it on its next step). */
async function crashNow() {
  const r = await until('a flight', async () => {
    const l = await live();
    return l?.phase === 'flying' ? l : null;
  });
  await t.db.query(`update crash_rounds set took_off_at = clock_timestamp() - make_interval(secs => $2::double precision / 1000) where id = $1`, [
    r.id,
    crashTimeMs(r.cp) + 5,
  ]);
  return r;
}

describe('Zeplin on two nodes', () => {
  it('plays one round at a time under one leader, survives the leader, takes bets and cash-outs on either node, pushes the state', async () => {
    const pushed: unknown[] = [];
    await bus.subscribe(publicTopic('crash', siteId), (m) => pushed.push(m));
    for (let i = 0; i < 2; i += 1) {
      const node = await buildApp({ config: { ...t.config, crash: CRASH }, db: t.db, bus });
      await node.ready();
      nodes.push(node);
    }
    const [a, b] = nodes as [FastifyInstance, FastifyInstance];
    const leaderOf = () => [a, b].filter((n) => n.crash.leads(siteId));
    const first = await until('a round', live);
    // one leader (a renewal late under load makes a node step aside for a moment, so both are polled)
    await until('one leader', async () => leaderOf().length === 1);
    const leader = leaderOf()[0]!;
    const leaderRow = async () => (await t.db.query<{ leader_id: string }>(`select leader_id from crash_leaders where site_id = $1`, [siteId]))[0]!.leader_id;
    expect(await leaderRow()).toBe(leader.crash.id);
    const follower = leader === a ? b : a;

    // a bet through the follower, cashed out through the leader
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 10_000n);
    // In a round that flies 11.5 s or more (2x), so a loaded machine sees its flight and the
    // cash-out lands in it: a flight under way is crashed rather than waited out; a loaded machine
    // may miss a 1.5 s betting phase: the next one, up to three.
    let placed!: Awaited<ReturnType<typeof call>>;
    for (let tries = 0; tries < 3; tries += 1) {
      await until(
        'a betting phase of a round reaching 2x',
        async () => {
          const l = await live();
          if (l?.phase === 'flying') await crashNow();
          return l?.phase === 'betting' && l.cp >= 200;
        },
        30_000,
      );
      placed = await call(follower, 'POST', '/api/crash/bet', { jar: p.jar, body: { amount: 10 } });
      if (placed.status !== 409) break;
    }
    expect(placed.status, JSON.stringify(placed.json())).toBe(200);
    const flying = await until('its flight', async () => {
      const l = await live();
      return l?.phase === 'flying' && l.id === String(placed.json().round_id) ? l : null;
    });
    expect(flying.cp).toBeGreaterThanOrEqual(200);
    const out = await call(leader, 'POST', '/api/crash/cashout', { jar: p.jar });
    expect(out.status, JSON.stringify(out.json())).toBe(200);
    expect((await playerBalances(t.db, p.id)).cash).toBe(BigInt(9_000 + Math.round(out.json().win * 100)));

    for (let i = 0; i < 2; i += 1) await crashNow();
    expect(await leaderRow()).toBe(leader.crash.id);

    // the leader dies: its lease lapses, the other node leads and plays the next rounds
    await leader.crash.stop(false);
    await until('a new leader', async () => follower.crash.leads(siteId), 5_000);
    expect(await leaderRow()).toBe(follower.crash.id);
    const before = (await live())?.n ?? 0;
    await crashNow();
    await until('the next round', async () => ((await live())?.n ?? 0) > before).catch(async (err: unknown) => {
      const rows = await t.db.query(`select n, phase, took_off_at, crashed_at, clock_timestamp() as now from crash_rounds where site_id = $1 order by n desc limit 3`, [siteId]);
      const leaders = await t.db.query(`select *, clock_timestamp() as now from crash_leaders`);
      throw new Error(`${String(err)} ${JSON.stringify({ before, rows, leaders, leads: follower.crash.leads(siteId) })}`);
    });
    await crashNow();

    const rounds = await t.db.query<{ n: number; phase: string }>(`select n, phase from crash_rounds where site_id = $1 order by n`, [siteId]);
    expect(rounds[0]!.n).toBe(first.n);
    rounds.forEach((r, i) => expect(r.n).toBe(first.n + i));
    expect(rounds.filter((r) => r.phase !== 'crashed').length).toBeLessThanOrEqual(1);
    const [unsettled] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from crash_bets b join crash_rounds r on r.id = b.round_id where r.phase = 'crashed' and b.settled_at is null`,
    );
    expect(unsettled!.n).toBe(0);

    // the push: valid public states, every phase, no one's auto cash-out
    const states = pushed.map((m) => crashState.parse(m));
    expect(new Set(states.map((s) => s.round.phase))).toEqual(new Set(['betting', 'flying', 'crashed']));
    expect(states.some((s) => s.bets.length > 0)).toBe(true);
    expect(states.every((s) => s.bets.every((x) => x.auto_cashout === null && /^.{2}\*\*\*$/.test(x.username)))).toBe(true);
  }, 60_000);
});
