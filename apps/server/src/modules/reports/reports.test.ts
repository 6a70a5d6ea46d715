import { describe, expect, it } from 'vitest';
import { call, CookieJar, grantTestBonus, registeredPlayer, staffSession, useTestContext, validRegistration } from '../../test/harness.ts';
import { addGame, addProvider, approvedDeposit, clearAmlFlags, decide, defaultSiteId, gameSession, requestWithdrawal, walletCall } from '../../test/wallet-kit.ts';
import { openHouseAccounts } from '../wallet/ledger.ts';
import { advanceSummaries } from './reports.service.ts';

/**
 * The reports reconcile with the ledger: after a scripted day of deposits, bets, wins, a rollback, a
 * bonus, an adjustment and withdrawals, every report total equals the ledger's movements on the house
 * accounts and the business tables; the figures are the same whether they come from the summaries,
 * from the ledger after the watermark, or from both; every grouping adds up to the totals.
 */
let finance: CookieJar;
let siteId: number;
const t = useTestContext({ demo: false }, async (ctx) => {
  finance = (await staffSession(ctx, 'finance')).jar;
  siteId = await defaultSiteId(ctx);
});

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const lira = (kurus: bigint | string | number) => Number(kurus) / 100;

async function reportOf(groupBy: string, extra = '') {
  const r = await call(t.app, 'GET', `/api/admin/reports/daily?from=${today()}&to=${today()}&group_by=${groupBy}${extra}`, { jar: finance });
  expect(r.status, JSON.stringify(r.json())).toBe(200);
  return r.json().report as { rows: Record<string, number | string | null>[]; totals: Record<string, number | null> };
}

/** What the ledger says happened, summed straight from the entries on the house accounts. */
async function ledgerMovements() {
  const [m] = await t.db.query<Record<string, string>>(
    `select coalesce(-sum(e.amount) filter (where t.kind = 'deposit' and a.kind = 'bank'), 0) as deposits,
            coalesce(sum(e.amount) filter (where t.kind = 'withdrawal_payout' and a.kind = 'bank'), 0) as withdrawals,
            coalesce(sum(e.amount) filter (where a.kind = 'games'), 0) as ggr,
            coalesce(-sum(e.amount) filter (where a.kind in ('bonus_cost', 'cashback_cost')), 0) as bonus_cost,
            coalesce(-sum(e.amount) filter (where t.kind = 'adjustment' and a.kind = 'bank'), 0) as adjustments
       from ledger_transactions t join ledger_entries e on e.transaction_id = t.id join accounts a on a.id = e.account_id and a.player_id is null`,
  );
  const [tables] = await t.db.query<Record<string, string>>(
    `select (select coalesce(sum(amount), 0) from deposits where status = 'approved') as deposits,
            (select coalesce(sum(amount), 0) from withdrawals where status in ('approved', 'done')) as withdrawals,
            (select coalesce(sum(amount) filter (where kind = 'bet' and not is_rolled_back), 0) from provider_transactions) as bets,
            (select coalesce(sum(amount) filter (where kind = 'win'), 0) from provider_transactions) as wins`,
  );
  return { ledger: m!, tables: tables! };
}

async function expectReconciled() {
  const { ledger, tables } = await ledgerMovements();
  const totals = (await reportOf('day')).totals;
  expect(totals.deposits).toBe(lira(ledger.deposits!));
  expect(totals.deposits).toBe(lira(tables.deposits!));
  expect(totals.withdrawals).toBe(lira(ledger.withdrawals!));
  expect(totals.withdrawals).toBe(lira(tables.withdrawals!));
  expect(totals.ggr).toBe(lira(ledger.ggr!));
  expect(totals.bets).toBe(lira(tables.bets!));
  expect(totals.wins).toBe(lira(tables.wins!));
  expect(totals.bonus_cost).toBe(lira(ledger.bonus_cost!));
  expect(totals.ngr).toBe(lira(BigInt(ledger.ggr!) - BigInt(ledger.bonus_cost!)));
  expect(totals.adjustments).toBe(lira(ledger.adjustments!));
  // One day: the day's row counts the same players as the period (each once, summaries and tail alike).
  expect((await reportOf('day')).rows.map((r) => r.active_players)).toEqual([totals.active_players]);
  // Every grouping adds up to the same totals.
  for (const g of ['day', 'game', 'provider', 'btag']) {
    const r = await reportOf(g);
    for (const k of ['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'bonus_cost', 'ngr', 'adjustments', 'bets_count']) {
      const sum = r.rows.reduce((s, row) => s + Number(row[k]), 0);
      expect(Math.round(sum * 100), `${g}.${k}`).toBe(Math.round(Number(r.totals[k]) * 100));
    }
    // Every report's totals row has the players' figures; a player has one btag, so the btag rows add up to them.
    expect(r.totals, g).toMatchObject({ registrations: totals.registrations, first_deposits: totals.first_deposits, active_players: totals.active_players });
    if (g === 'btag') {
      for (const k of ['registrations', 'first_deposits_count', 'active_players']) {
        expect(r.rows.reduce((s, row) => s + Number(row[k]), 0), `btag.${k}`).toBe(r.totals[k]);
      }
    }
    if (g === 'game' || g === 'provider') expect(r.rows.every((row) => row.active_players === null && row.registrations === null), g).toBe(true);
  }
  return totals;
}

async function playDay(tag: string) {
  const plain = await registeredPlayer(t);
  const referred = await registeredPlayer(t);
  await t.db.query(`update players set affiliate_btag = $2 where id = $1`, [referred.id, `btag-${tag}`]);
  await approvedDeposit(t, finance, plain.jar, 1000);
  await approvedDeposit(t, finance, referred.jar, 500);
  await approvedDeposit(t, finance, referred.jar, 600);
  const house = await addGame(t, `rapor-${tag}`);
  const otherSecret = await addProvider(t, `rp${tag}`);
  const other = await addGame(t, `rapor-diger-${tag}`, `rp${tag}`);
  const s1 = await gameSession(t, plain.id, house);
  const s2 = await gameSession(t, referred.id, other);
  const otherProvider = { id: `rp${tag}`, secret: otherSecret };
  const bet = (token: string, game: number, tx: string, amount: number, provider?: typeof otherProvider) =>
    walletCall(t, 'bet', { session_token: token, transaction_id: tx, round_id: `r-${tx}`, game_id: game, amount }, provider);
  const win = (token: string, game: number, tx: string, of: string, amount: number, provider?: typeof otherProvider) =>
    walletCall(t, 'win', { session_token: token, transaction_id: tx, round_id: `r-${of}`, game_id: game, amount, bet_transaction_id: of, round_closed: true }, provider);
  expect((await bet(s1, house, `${tag}b1`, 5000)).body.status).toBe('OK');
  expect((await win(s1, house, `${tag}w1`, `${tag}b1`, 12_000)).body.status).toBe('OK');
  expect((await bet(s1, house, `${tag}b2`, 3000)).body.status).toBe('OK');
  expect((await bet(s2, other, `${tag}b3`, 7000, otherProvider)).body.status).toBe('OK');
  expect((await win(s2, other, `${tag}w3`, `${tag}b3`, 1000, otherProvider)).body.status).toBe('OK');
  expect((await bet(s2, other, `${tag}b4`, 2000, otherProvider)).body.status).toBe('OK');
  expect(
    (await walletCall(t, 'rollback', { session_token: s2, transaction_id: `${tag}rb4`, reference_transaction_id: `${tag}b4` }, otherProvider)).body
      .status,
  ).toBe('OK');
  await grantTestBonus(t.db, siteId, referred.id, 2500n);
  const adjust = await call(t.app, 'POST', `/api/admin/players/${referred.id}/adjust`, { jar: finance, body: { amount: 15.5, reason: 'Telafi' } });
  expect(adjust.status).toBe(201);
  const wr = await requestWithdrawal(t, plain.jar, 300);
  expect(wr.status, JSON.stringify(wr.json())).toBeLessThan(300);
  const w = wr.json().withdrawal.id as number;
  await clearAmlFlags(t, plain.id); // a low-turnover flag holds the payout until risk clears it (decision 0021)
  expect((await decide(t, finance, 'withdrawals', w, 'approve')).status).toBe(200);
  return { plain, referred, house, other };
}

describe('reports', () => {
  it('reconcile with the ledger from the ledger alone, from the summaries, and from both', async () => {
    const first = await playDay('a');
    const fromLedger = await expectReconciled();
    expect(fromLedger).toMatchObject({ registrations: 2, first_deposits_count: 2, first_deposits: 1500, deposits_count: 3, deposits: 2100, bets: 150, wins: 130, ggr: 20, bonus_cost: 25, ngr: -5, adjustments: 15.5, withdrawals: 300, active_players: 2 });

    // In steps of 7 transactions: the same figures as one fold.
    const pending = Number((await t.db.query<{ n: string }>(`select count(*)::text as n from ledger_transactions`))[0]!.n);
    expect(await advanceSummaries(t.db, 0, 7)).toBe(pending);
    expect(await t.db.query(`select 1 from report_daily`)).not.toHaveLength(0);
    const fromSummaries = await expectReconciled();
    expect(fromSummaries).toEqual(fromLedger);
    // Folding again folds nothing: no transaction is counted twice.
    expect(await advanceSummaries(t.db, 0)).toBe(0);
    expect(await expectReconciled()).toEqual(fromLedger);

    // A player already counted in the summaries bets again after the watermark: still one player.
    const again = await gameSession(t, first.plain.id, first.house);
    expect((await walletCall(t, 'bet', { session_token: again, transaction_id: 'again1', round_id: 'r-again1', game_id: first.house, amount: 100 })).body.status).toBe('OK');
    await playDay('b');
    const both = await expectReconciled();
    expect(both.deposits).toBe(4200);
    expect(both.registrations).toBe(4);
    expect(both.active_players).toBe(4);
    await advanceSummaries(t.db, 0);
    expect(await expectReconciled()).toEqual(both);

    // By btag: the referred player's figures under their btag; by game and provider: names.
    const byBtag = await reportOf('btag');
    expect(byBtag.rows.find((r) => r.key === 'btag-a')).toMatchObject({ label: 'btag-a', registrations: 1, first_deposits: 500, deposits: 1100, bets: 70, wins: 10, adjustments: 15.5 });
    const byGame = await reportOf('game');
    expect(byGame.rows.find((r) => r.key === String(first.house))).toMatchObject({ label: 'Oyun rapor-a', bets: 81, wins: 120, ggr: -39, registrations: null });
    const byProvider = await reportOf('provider');
    expect(byProvider.rows.find((r) => r.key === 'rpa')).toMatchObject({ label: 'Sağlayıcı rpa', bets: 70, wins: 10 });
  });

  it('leaves the summaries alone for transactions younger than the settle time', async () => {
    await playDay('c');
    const before = (await t.db.query<{ last_transaction_id: bigint }>(`select last_transaction_id from report_watermark`))[0]!.last_transaction_id;
    expect(await advanceSummaries(t.db, 3600)).toBe(0);
    expect((await t.db.query<{ last_transaction_id: bigint }>(`select last_transaction_id from report_watermark`))[0]!.last_transaction_id).toBe(before);
    await expectReconciled();
  });

  it('answers the dashboard (today, 30 days by day, money waiting) and a CSV with a totals line', async () => {
    await playDay('d');
    const d = (await call(t.app, 'GET', '/api/admin/reports/dashboard', { jar: finance })).json().dashboard;
    expect(d.days).toHaveLength(30);
    expect(d.days[29].key).toBe(today());
    expect(d.today).toEqual(d.last_30_days);
    expect(d.today.deposits).toBe(d.days[29].deposits);
    const [p] = await t.db.query<{ n: number }>(`select count(*)::int as n from deposits where status = 'pending'`);
    expect(d.pending.deposits_count).toBe(p!.n);
    expect(d.pending.bonus_balance).toBeGreaterThan(0);
    const csv = await call(t.app, 'GET', `/api/admin/reports/daily.csv?from=${today()}&to=${today()}&group_by=day`, { jar: finance });
    const lines = csv.res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^"Gün";"Kayıt";/);
    expect(lines.at(-1)).toMatch(/^"Toplam";/);
  });

  it("keeps one site's figures out of another's", async () => {
    await playDay('e');
    const [second] = await t.db.query<{ id: number }>(`insert into sites (name, title, domain) values ('İkinci', 'İkinci', 'ikinci.example') returning id`);
    await openHouseAccounts(t.db, second!.id);
    const host = { host: 'ikinci.example' };
    const body = validRegistration();
    expect((await call(t.app, 'POST', '/api/register.php', { body, headers: host })).status).toBe(201);
    const jar = new CookieJar();
    expect((await call(t.app, 'POST', '/api/login.php', { jar, body: { username: body.username, password: body.password }, headers: host })).status).toBe(200);
    const d = await call(t.app, 'POST', '/api/deposit.php', { jar, body: { amount: 700, sender_name: 'Akbank' }, headers: host });
    expect(d.status).toBe(201);
    expect((await call(t.app, 'POST', `/api/admin/deposits/${d.json().deposit.id}/approve`, { jar: finance })).status).toBe(200);
    const all = (await reportOf('day')).totals;
    const first = (await reportOf('day', `&site_id=${siteId}`)).totals;
    const other = (await reportOf('day', `&site_id=${second!.id}`)).totals;
    expect(other).toMatchObject({ registrations: 1, deposits: 700, first_deposits: 700, bets: 0, active_players: 0 });
    for (const k of ['registrations', 'deposits', 'first_deposits', 'bets', 'wins', 'bonus_cost', 'withdrawals'] as const) {
      expect(Number(first[k]) + Number(other[k]), k).toBe(Number(all[k]));
    }
    expect(first.deposits).not.toBe(all.deposits);
  });

  it('refuses a bad range in Turkish, and is not for support', async () => {
    const bad = await call(t.app, 'GET', '/api/admin/reports/daily?from=2026-02-01&to=2026-01-01', { jar: finance });
    expect(bad.status).toBe(400);
    expect(bad.json().message).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz');
    expect((await call(t.app, 'GET', '/api/admin/reports/daily?from=2026-02-30&to=2026-03-01', { jar: finance })).json().message).toBe('Geçerli bir tarih girin');
    expect((await call(t.app, 'GET', `/api/admin/reports/daily?from=${today()}&to=${today()}&group_by=country`, { jar: finance })).status).toBe(400);
    const support = (await staffSession(t, 'support')).jar;
    expect((await call(t.app, 'GET', `/api/admin/reports/daily?from=${today()}&to=${today()}`, { jar: support })).status).toBe(403);
  });
});
