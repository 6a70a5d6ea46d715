import { describe, expect, it } from 'vitest';
import { call, useTestContext, fundPlayer, registeredPlayer } from '../../test/harness.ts';
import { defaultSiteId } from '../../test/wallet-kit.ts';
import { latestReconciliation, runReconciliation } from './wallet.service.ts';

/** The scheduled reconciliation on production-like data: recorded, alerting on a breach, bounded in time. */
let siteId: number;
const onPostgres = Boolean(process.env.TEST_PG_ADMIN_URL);
const t = useTestContext({ demo: false }, async (ctx) => {
  siteId = await defaultSiteId(ctx);
});

describe('scheduled reconciliation', () => {
  it('records a clean run, and /healthz reports it', async () => {
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 10_000n);
    const run = await runReconciliation(t.db, 60_000);
    expect(run.outcome).toBe('ok');
    expect(run.breaches).toEqual([]);
    const last = await latestReconciliation(t.db);
    expect(last).toMatchObject({ outcome: 'ok', breaches: [] });
    const health = (await call(t.app, 'GET', '/healthz')).json();
    expect(health.ledger).toEqual({ reconciled_at: last!.finished_at.toISOString(), outcome: 'ok' });
  });

  it('records a breach with what broke, and /healthz shows it', async () => {
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 5_000n);
    // A cached balance moved outside the ledger (what a bug or a hand-made update would do).
    await t.db.query(`update accounts set balance = balance + 1 where player_id = $1 and kind = 'cash'`, [p.id]);
    try {
      const run = await runReconciliation(t.db, 60_000);
      expect(run.outcome).toBe('breach');
      expect(run.breaches.map((b) => b.check).sort()).toEqual(['cached-balance-equals-entries', 'house-equals-minus-player-balances']);
      const last = await latestReconciliation(t.db);
      expect(last!.outcome).toBe('breach');
      expect(last!.breaches.map((b) => b.check).sort()).toEqual(['cached-balance-equals-entries', 'house-equals-minus-player-balances']);
      expect((await call(t.app, 'GET', '/healthz')).json().ledger.outcome).toBe('breach');
    } finally {
      await t.db.query(`update accounts set balance = balance - 1 where player_id = $1 and kind = 'cash'`, [p.id]);
    }
    expect((await runReconciliation(t.db, 60_000)).outcome).toBe('ok');
  });

  it.skipIf(!onPostgres)('stops a run that takes longer than allowed and records a timeout (PostgreSQL)', async () => {
    // A lock held by another connection keeps the checks waiting past their 50 ms.
    const locker = t.db.tx(async (tx) => {
      await tx.query(`lock table ledger_entries in access exclusive mode`);
      await new Promise((r) => setTimeout(r, 1_500));
    });
    await new Promise((r) => setTimeout(r, 100));
    const run = await runReconciliation(t.db, 50);
    await locker;
    expect(run.outcome).toBe('timeout');
    expect((await latestReconciliation(t.db))!.outcome).toBe('timeout');
  });
});
