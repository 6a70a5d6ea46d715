import { describe, expect, it } from 'vitest';
import { bonusMessages } from '@app/shared/api/bonus.ts';
import { promotionsReply } from '@app/shared/api/site.ts';
import { DEMO_PLAYER } from '../../bootstrap/seed.ts';
import { scheduledJobs } from '../../bootstrap/jobs.ts';
import { call, CookieJar, reconcileAfterEach, useTestContext } from '../../test/harness.ts';

/**
 * The demo site as a first start seeds it (with the in-house catalogue): promotions of every type,
 * each of which the demo player can take, and the `bonus-expiry` job among the scheduled ones.
 */
const t = useTestContext({ demo: true, catalogue: true });
reconcileAfterEach(t);

async function demoPlayer() {
  const jar = new CookieJar();
  const r = await call(t.app, 'POST', '/api/login.php', { jar, body: { username: DEMO_PLAYER.username, password: DEMO_PLAYER.password } });
  expect(r.status).toBe(200);
  return jar;
}

describe('the demo promotions', () => {
  it('lists every type, with the terms the engine applies, the free spins on an in-house slot', async () => {
    const { promotions } = promotionsReply.parse((await call(t.app, 'GET', '/api/promotions.php')).json());
    expect(new Set(promotions.map((p) => p.bonus_type))).toEqual(new Set(['deposit', 'cashback', 'free', 'free_spins']));
    const spins = promotions.find((p) => p.bonus_type === 'free_spins')!;
    expect(spins).toMatchObject({ free_spins_count: 50, free_spins_stake: 2, free_spins_game: 'lale-bahcesi', rollover: 30, validity_days: 3 });
    const welcome = promotions.find((p) => p.first_deposit_only)!;
    expect(welcome).toMatchObject({ bonus_type: 'deposit', percent: 100, max_bonus: 5000, min_deposit: 500, rollover: 10, max_bet: 250 });
    for (const p of promotions) {
      expect(p.note).toContain(p.bonus_type === 'cashback' ? '1 kattır' : `${p.rollover} katı`);
      expect(p.note).toContain(`slot bahislerinin %${p.contribution_slot}’ü`);
      expect(p.note).toContain(`masa oyunu`);
      if (p.max_bet > 0) expect(p.note).toContain(`en fazla ${p.max_bet} TL`);
      expect(p.note).toContain(`${p.validity_days} gün geçerlidir`);
    }
  });

  it('are seeded approved, by the system (no staff member), so the player site shows them (docs/decisions/0024)', async () => {
    const rows = await t.db.query<{ approved: boolean; approved_by: number | null; created_by: number | null }>(
      `select approved_at is not null as approved, approved_by, created_by from promotions`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).toEqual({ approved: true, approved_by: null, created_by: null });
  });

  it('the demo player is offered the deposit bonuses on their first deposit, and can take each kind', async () => {
    const jar = await demoPlayer();
    const offer = (await call(t.app, 'GET', '/api/bonus-pending-check.php', { jar })).json();
    expect(offer).toMatchObject({ pending: true, deposit_amount: DEMO_PLAYER.depositLira });
    expect(offer.bonuses.map((b: { amount: number }) => b.amount)).toEqual([5000, 2500, 1250, 1000]);
    const selected = await call(t.app, 'POST', '/api/process-bonus-selection.php', { jar, form: { action: 'select', deposit_id: String(offer.deposit_id), bonus_id: String(offer.bonuses[0].id) } });
    expect(selected.json()).toMatchObject({ success: true, bonus: { amount: 5000 } });
    const { promotions } = (await call(t.app, 'GET', '/api/promotions.php')).json();
    for (const type of ['free', 'free_spins']) {
      const [active] = (await call(t.app, 'GET', '/api/player-active-bonuses.php', { jar })).json().active_bonuses;
      expect((await call(t.app, 'POST', '/api/bonus-cancel.php', { jar, body: { bonus_id: active.id } })).status).toBe(200);
      const p = promotions.find((x: { bonus_type: string }) => x.bonus_type === type);
      const r = await call(t.app, 'POST', '/api/bonus-activate.php', { jar, body: { bonus_id: p.id } });
      expect([r.status, r.json().message]).toEqual([200, bonusMessages.activated]);
    }
    const [spins] = (await call(t.app, 'GET', '/api/player-active-bonuses.php', { jar })).json().active_bonuses;
    expect(spins.free_spins).toEqual({ left: 50, stake: 2, game: 'lale-bahcesi', game_name: 'Lale Bahçesi' });
    await call(t.app, 'POST', '/api/bonus-cancel.php', { jar, body: { bonus_id: spins.id } });
  });
});

describe('the bonus-expiry job', () => {
  it('is scheduled every minute and ends the expired bonuses when it runs', async () => {
    const job = scheduledJobs(t.db, t.config, { info: () => undefined, error: () => undefined }).find((j) => j.name === 'bonus-expiry')!;
    expect(job.everyMs).toBe(60_000);
    const jar = await demoPlayer();
    const [promo] = await t.db.query<{ id: number }>(
      `insert into promotions (site_id, name, bonus_type, fixed_amount, rollover, approved_at) select id, 'Süreli', 'free', 2500, 5, now() from sites where is_default returning id`,
    );
    const id = (await call(t.app, 'POST', '/api/bonus-activate.php', { jar, body: { bonus_id: promo!.id } })).json().bonus.id;
    await t.db.query(`update player_bonuses set expires_at = now() - interval '1 minute' where id = $1`, [id]);
    await job.run();
    const [row] = await t.db.query<{ status: string; forfeited: bigint }>(`select status, forfeited from player_bonuses where id = $1`, [id]);
    expect(row).toEqual({ status: 'expired', forfeited: 2500n });
    expect((await call(t.app, 'GET', '/api/get-balance.php', { jar })).json().bonus_balance).toBe(0);
  });
});
