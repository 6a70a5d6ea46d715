import { describe, expect, it } from 'vitest';
import { call, useTestContext, makeIban, registeredPlayer, staffSession, type CookieJar, onPostgres } from '../../test/harness.ts';
import { defaultSiteId } from '../../test/wallet-kit.ts';
import { InsufficientFundsError, playerBalances, post, reconcile } from './ledger.ts';

/**
 * The ledger's invariants. Run on PGlite by `npm test` and on real PostgreSQL by `npm run test:pg`
 * (TEST_PG_ADMIN_URL), where the concurrency scenarios really run in parallel.
 */
let finance: CookieJar;
let siteId: number;
const t = useTestContext({ demo: false }, async (ctx) => {
  finance = (await staffSession(ctx, 'finance')).jar;
  siteId = await defaultSiteId(ctx);
});

const credit = (playerId: number, kurus: bigint, key: string) =>
  post(t.db, {
    siteId,
    idempotencyKey: key,
    kind: 'adjustment',
    playerId,
    entries: [
      { account: { house: 'bank' }, amount: -kurus },
      { account: { playerId, kind: 'cash' }, amount: kurus },
    ],
  });

describe('ledger rules enforced by the database itself', () => {
  it('refuses an unbalanced transaction even from raw SQL', async () => {
    const p = await registeredPlayer(t);
    const [acc] = await t.db.query<{ id: bigint }>(`select id from accounts where player_id = $1 and kind = 'cash'`, [p.id]);
    await expect(
      t.db.tx(async (tx) => {
        const [row] = await tx.query<{ id: bigint }>(
          `insert into ledger_transactions (site_id, idempotency_key, kind) values ($1, 'raw-1', 'adjustment') returning id`,
          [siteId],
        );
        await tx.query(`insert into ledger_entries (transaction_id, account_id, amount) values ($1, $2, 100)`, [row!.id, acc!.id]);
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await reconcile(t.db)).toEqual([]);
  });

  it('refuses to change or delete entries and transactions', async () => {
    const p = await registeredPlayer(t);
    await credit(p.id, 1000n, `imm-${p.id}`);
    await expect(t.db.query(`update ledger_entries set amount = amount * 2`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`delete from ledger_entries`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`delete from ledger_transactions`)).rejects.toThrow(/append-only/);
  });

  it('refuses a negative player balance with a CHECK constraint', async () => {
    const p = await registeredPlayer(t);
    await expect(t.db.query(`update accounts set balance = -1 where player_id = $1 and kind = 'cash'`, [p.id])).rejects.toThrow(
      /player_balance_not_negative/,
    );
  });

  it('refuses an overdraft as insufficient funds and writes nothing', async () => {
    const p = await registeredPlayer(t);
    await credit(p.id, 500n, `od-credit-${p.id}`);
    await expect(
      post(t.db, {
        siteId,
        idempotencyKey: `od-${p.id}`,
        kind: 'adjustment',
        playerId: p.id,
        entries: [
          { account: { playerId: p.id, kind: 'cash' }, amount: -501n },
          { account: { house: 'games' }, amount: 501n },
        ],
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await t.db.query(`select id from ledger_transactions where idempotency_key = $1`, [`od-${p.id}`])).toEqual([]);
    expect((await playerBalances(t.db, p.id)).cash).toBe(500n);
  });

  it('returns the first posting for a replayed key and moves money once', async () => {
    const p = await registeredPlayer(t);
    const a = await credit(p.id, 700n, `replay-${p.id}`);
    const b = await credit(p.id, 700n, `replay-${p.id}`);
    expect(a.replayed).toBe(false);
    expect(b).toMatchObject({ replayed: true, transactionId: a.transactionId });
    expect((await playerBalances(t.db, p.id)).cash).toBe(700n);
    await expect(credit(p.id, 701n, `replay-${p.id}`)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('refuses in ledger_post itself an account named twice, a missing amount or an unknown account, writing nothing', async () => {
    const p = await registeredPlayer(t);
    const postRaw = (key: string, players: (number | null)[], kinds: string[], amounts: (string | null)[]) =>
      t.db.query(`select ledger_post($1, $2, 'x', $3::int[], $4::text[], $5::int8[], $6, null, null, null)`, [siteId, key, players, kinds, amounts, p.id]);
    await expect(postRaw(`twice-${p.id}`, [p.id, p.id, null], ['cash', 'cash', 'bank'], ['100', '100', '-200'])).rejects.toThrow(/twice/);
    await expect(postRaw(`null-${p.id}`, [p.id, null], ['cash', 'bank'], [null, '-100'])).rejects.toThrow(/missing/);
    await expect(postRaw(`unknown-${p.id}`, [p.id, null], ['nope', 'bank'], ['100', '-100'])).rejects.toThrow(/unknown account/);
    const written = await t.db.query(`select 1 from ledger_transactions where idempotency_key like $1`, [`%-${p.id}`]);
    expect(written).toEqual([]);
    expect(await playerBalances(t.db, p.id)).toMatchObject({ cash: 0n });
  });

  it('refuses postings that do not balance or name an account twice before touching the database', async () => {
    await expect(
      post(t.db, { siteId, idempotencyKey: 'bad-1', kind: 'adjustment', playerId: null, entries: [{ account: { house: 'bank' }, amount: 1n }, { account: { house: 'games' }, amount: 1n }] }),
    ).rejects.toThrow(/does not balance/);
    await expect(
      post(t.db, { siteId, idempotencyKey: 'bad-2', kind: 'adjustment', playerId: null, entries: [{ account: { house: 'bank' }, amount: 1n }, { account: { house: 'bank' }, amount: -1n }] }),
    ).rejects.toThrow(/twice/);
  });

  it('finds a breach when a cached balance is tampered with', async () => {
    const p = await registeredPlayer(t);
    await credit(p.id, 100n, `tamper-${p.id}`);
    await t.db.query(`update accounts set balance = balance + 1 where player_id = $1 and kind = 'cash'`, [p.id]);
    const breaches = await reconcile(t.db);
    expect(breaches.map((b) => b.check)).toContain('cached-balance-equals-entries');
    await t.db.query(`update accounts set balance = balance - 1 where player_id = $1 and kind = 'cash'`, [p.id]);
    expect(await reconcile(t.db)).toEqual([]);
  });
});

const withdraw = (jar: CookieJar, amount: number) =>
  call(t.app, 'POST', '/api/withdraw.php', {
    jar,
    body: { amount, method: 'bank_transfer', account_name: 'Test Kişi', bank_name: 'Akbank', iban: makeIban('00046') },
  });

describe('concurrency', () => {
  it('lets exactly one of two simultaneous whole-balance withdrawals through', async () => {
    for (let round = 0; round < 5; round += 1) {
      const p = await registeredPlayer(t);
      await credit(p.id, 100_000n, `race-${p.id}`);
      const results = await Promise.all([withdraw(p.jar, 1000), withdraw(p.jar, 1000)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
      expect(results.find((r) => r.status === 400)!.json().message).toBe('Yetersiz bakiye!');
      expect(await playerBalances(t.db, p.id)).toEqual({ cash: 0n, bonus: 0n, withdraw_hold: 100_000n });
    }
    expect(await reconcile(t.db)).toEqual([]);
  });

  it('moves the money of one deposit once when two staff approve it at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const p = await registeredPlayer(t);
      const d = (await call(t.app, 'POST', '/api/deposit.php', { jar: p.jar, body: { amount: 500, sender_name: 'Akbank' } })).json();
      const results = await Promise.all([1, 2, 3].map(() => call(t.app, 'POST', `/api/admin/deposits/${d.deposit.id}/approve`, { jar: finance })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect((await playerBalances(t.db, p.id)).cash).toBe(50_000n);
    }
    expect(await reconcile(t.db)).toEqual([]);
  });

  it(`keeps every invariant through ${onPostgres ? 2000 : 300} concurrent mixed operations`, async () => {
    const total = onPostgres ? 2000 : 300;
    const players = await Promise.all(Array.from({ length: 25 }, () => registeredPlayer(t)));
    const deposits: number[] = [];
    const withdrawals: number[] = [];
    let seq = 0;
    // Seeded, so a failing run's choices can be replayed: LEDGER_MIX_SEED=<the seed printed> (the
    // interleaving of the 32 workers still varies with the machine; the operations do not).
    const seed = Number(process.env.LEDGER_MIX_SEED ?? 0x5eed_2026);
    let state = seed >>> 0;
    const rnd = (n: number) => {
      // mulberry32
      state = (state + 0x6d2b79f5) >>> 0;
      let x = state;
      x = Math.imul(x ^ (x >>> 15), x | 1);
      x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
      return Math.floor((((x ^ (x >>> 14)) >>> 0) / 4294967296) * n);
    };
    const op = async (): Promise<number> => {
      const p = players[rnd(players.length)]!;
      const k = rnd(10);
      if (k < 3) {
        const r = await call(t.app, 'POST', '/api/deposit.php', { jar: p.jar, body: { amount: 500 + rnd(2000), sender_name: 'Akbank' } });
        if (r.status === 201) deposits.push(r.json().deposit.id);
        return r.status;
      }
      if (k < 5 && deposits.length) {
        const id = deposits[rnd(deposits.length)]!;
        return (await call(t.app, 'POST', `/api/admin/deposits/${id}/${rnd(4) ? 'approve' : 'reject'}`, { jar: finance })).status;
      }
      if (k < 7) {
        const r = await withdraw(p.jar, 100 + rnd(5) * 100);
        if (r.status === 201) withdrawals.push(r.json().withdrawal.id);
        return r.status;
      }
      if (k < 9 && withdrawals.length) {
        const id = withdrawals[rnd(withdrawals.length)]!;
        return (await call(t.app, 'POST', `/api/admin/withdrawals/${id}/${rnd(3) ? 'approve' : 'reject'}`, { jar: finance })).status;
      }
      // Replay of an idempotency key: the same ledger posting again.
      seq += 1;
      const key = `mixed-replay-${seq % 20}`;
      const target = players[seq % 20 % players.length]!;
      await credit(target.id, 10_000n, key);
      return 200;
    };
    const statuses: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < total) {
        next += 1;
        statuses.push(await op());
      }
    };
    await Promise.all(Array.from({ length: 32 }, worker));
    const replay = `replay with LEDGER_MIX_SEED=${seed}`;
    expect(statuses, replay).toHaveLength(total);
    expect(statuses.filter((s) => s >= 500), replay).toEqual([]);
    expect(await reconcile(t.db), replay).toEqual([]);
    // Each replayed key moved money once.
    const [replays] = await t.db.query<{ n: number }>(`select count(*)::int as n from ledger_transactions where idempotency_key like 'mixed-replay-%'`);
    expect(replays!.n).toBeLessThanOrEqual(20);
  }, 120_000);
});
