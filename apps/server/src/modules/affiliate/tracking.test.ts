import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { affiliateMessages } from '@app/shared/api/affiliate.ts';
import type { CookieJar } from '../../test/harness.ts';
import { call, grantTestBonus, registeredPlayer, staffJars, useTestContext } from '../../test/harness.ts';
import { affiliateJar, approvedAffiliate, type TestAffiliate } from '../../test/affiliate-kit.ts';
import { addGame, approvedDeposit, defaultSiteId, gameSession, walletCall } from '../../test/wallet-kit.ts';
import { advanceSummaries } from '../reports/reports.service.ts';
import { figuresByBtag, playersByBtag } from './affiliate.service.ts';

/**
 * Tracking and the portal's figures (issue 29 point 2): a page served with ?btag= counts one click per
 * visitor and day for an approved affiliate's btag only; a registration keeps the link's campaign;
 * the portal's figures are the back office's btag report's (by campaign they add up to its row for
 * the btag, from the ledger, the summaries or both), and an affiliate sees only its own.
 */
const web = mkdtempSync(path.join(tmpdir(), 'affiliate-web-'));
writeFileSync(
  path.join(web, 'index.html'),
  '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(web, { recursive: true, force: true }));

let admin: CookieJar, finance: CookieJar;
let a: TestAffiliate, b: TestAffiliate;
let aJar: CookieJar, bJar: CookieJar;
const t = useTestContext({ demo: false, config: { webDistDir: web } }, async (ctx) => {
  [admin, finance] = await staffJars(ctx, 'admin', 'finance');
  a = await approvedAffiliate(ctx, admin);
  b = await approvedAffiliate(ctx, admin);
  aJar = await affiliateJar(ctx, a);
  bJar = await affiliateJar(ctx, b);
});

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const page = (url: string, ip: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost' }, remoteAddress: ip });
const clicks = (btag: string) =>
  t.db.query<{ visitor: string; campaign: string }>(
    `select visitor, campaign from affiliate_clicks where btag = $1 order by created_at`,
    [btag],
  );

async function portal(jar: CookieJar, path: string) {
  const r = await call(t.app, 'GET', `/api/affiliate/${path}`, { jar });
  expect(r.status, `${path}: ${r.res.body}`).toBe(200);
  return r.json();
}
async function staffBtagRow(btag: string) {
  const r = await call(t.app, 'GET', `/api/admin/reports/daily?from=${today()}&to=${today()}&group_by=btag`, {
    jar: finance,
  });
  expect(r.status).toBe(200);
  return (r.json().report.rows as Record<string, number | string>[]).find((row) => row.key === btag);
}
const FIGURES = [
  'registrations',
  'first_deposits_count',
  'first_deposits',
  'deposits',
  'bets',
  'wins',
  'bonus_cost',
  'ngr',
] as const;
const cents = (n: unknown) => Math.round(Number(n) * 100);

/** The portal's report by campaign: its rows add up to its totals, and its totals are the back office's btag row. */
async function expectReportIsTheBtagReport(jar: CookieJar, btag: string) {
  const byCampaign = await portal(jar, `report?from=${today()}&to=${today()}&group_by=campaign`);
  const byDay = await portal(jar, `report?from=${today()}&to=${today()}&group_by=day`);
  const staff = await staffBtagRow(btag);
  expect(staff, 'the btag has a row in the back office report').toBeDefined();
  for (const k of FIGURES) {
    expect(cents(byCampaign.totals[k]), k).toBe(cents(staff![k]));
    expect(cents(byDay.totals[k]), k).toBe(cents(staff![k]));
    const sum = (byCampaign.rows as Record<string, number>[]).reduce((s, r) => s + cents(r[k]), 0);
    expect(sum, `campaign rows: ${k}`).toBe(cents(byCampaign.totals[k]));
  }
  // The service H2's statements read: the same figures, in kuruş.
  const rows = await figuresByBtag(t.db, btag, today(), today());
  expect(rows.reduce((s, r) => s + Number(r.ngr), 0)).toBe(cents(staff!.ngr));
  expect(rows.reduce((s, r) => s + Number(r.deposits), 0)).toBe(cents(staff!.deposits));
  return byCampaign;
}

describe('clicks', () => {
  it("counts one click per visitor, btag and day, keeps the link's campaign, and none for an unknown btag", async () => {
    expect((await page(`/?btag=${a.btag}.bahar`, '203.0.113.5')).statusCode).toBe(200);
    expect((await page(`/?btag=${a.btag}.bahar`, '203.0.113.5')).statusCode).toBe(200);
    expect((await page(`/kayit?btag=${a.btag}`, '203.0.113.5')).statusCode).toBe(200);
    const unknown = await page('/?btag=affbilinmez1', '203.0.113.5');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<div id="root">');
    expect((await page(`/promosyonlar?btag=${a.btag}`, '203.0.113.6')).statusCode).toBe(200);
    // Counted on the side (the page does not wait for it): two visitors, each once.
    await expect.poll(async () => (await clicks(a.btag)).length).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    const rows = await clicks(a.btag);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.campaign).sort()).toEqual(['', 'bahar']);
    // The address is never kept: a keyed hash of the day and the address.
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.visitor) && !r.visitor.includes('203.0.113'))).toBe(
      true,
    );
    expect(await clicks('affbilinmez1')).toHaveLength(0);

    const dash = await portal(aJar, `dashboard?from=${today()}&to=${today()}`);
    expect(dash.figures.clicks).toBe(2);
    expect(dash.days).toEqual([expect.objectContaining({ day: today(), clicks: 2 })]);
    const byCampaign = await portal(aJar, `report?from=${today()}&to=${today()}&group_by=campaign`);
    expect(byCampaign.rows.map((r: { key: string; clicks: number }) => [r.key, r.clicks])).toEqual([
      ['', 1],
      ['bahar', 1],
    ]);
    expect((await portal(bJar, `dashboard?from=${today()}&to=${today()}`)).figures.clicks).toBe(0);
  });
});

describe("the affiliate's figures", () => {
  it('keeps the campaign with the registration, and by campaign adds up to the btag report from the ledger, the summaries and both', async () => {
    const siteId = await defaultSiteId(t);
    const p1 = await registeredPlayer(t, { affiliate_btag: `${a.btag}.bahar` });
    const p2 = await registeredPlayer(t, { affiliate_btag: a.btag });
    const p3 = await registeredPlayer(t, { affiliate_btag: `${b.btag}.yaz` });
    await registeredPlayer(t);
    const [stored] = await t.db.query<{ affiliate_btag: string; affiliate_campaign: string }>(
      `select affiliate_btag, affiliate_campaign from players where id = $1`,
      [p1.id],
    );
    expect(stored).toEqual({ affiliate_btag: a.btag, affiliate_campaign: 'bahar' });

    await approvedDeposit(t, finance, p1.jar, 500);
    await approvedDeposit(t, finance, p1.jar, 600);
    await approvedDeposit(t, finance, p2.jar, 800);
    await approvedDeposit(t, finance, p3.jar, 700);
    const game = await addGame(t, 'ortak-oyun');
    const s1 = await gameSession(t, p1.id, game);
    expect(
      (
        await walletCall(t, 'bet', {
          session_token: s1,
          transaction_id: 'ab1',
          round_id: 'r-ab1',
          game_id: game,
          amount: 10_000,
        })
      ).body.status,
    ).toBe('OK');
    expect(
      (
        await walletCall(t, 'win', {
          session_token: s1,
          transaction_id: 'aw1',
          round_id: 'r-ab1',
          game_id: game,
          amount: 3000,
          bet_transaction_id: 'ab1',
          round_closed: true,
        })
      ).body.status,
    ).toBe('OK');
    await grantTestBonus(t.db, siteId, p2.id, 1000n);

    // From the ledger alone.
    const fromLedger = await expectReportIsTheBtagReport(aJar, a.btag);
    const row = (key: string) => fromLedger.rows.find((r: { key: string }) => r.key === key);
    expect(row('bahar')).toMatchObject({
      registrations: 1,
      first_deposits_count: 1,
      first_deposits: 500,
      deposits: 1100,
      bets: 100,
      wins: 30,
      ngr: 70,
    });
    expect(row('')).toMatchObject({
      registrations: 1,
      first_deposits: 800,
      deposits: 800,
      bonus_cost: 10,
      ngr: -10,
    });
    expect(fromLedger.totals).toMatchObject({
      registrations: 2,
      first_deposits_count: 2,
      deposits: 1900,
      ngr: 60,
      commission: 0,
    });

    // From the summaries (the fold keeps the campaign), then from both.
    await advanceSummaries(t.db, 0);
    const fromSummaries = await expectReportIsTheBtagReport(aJar, a.btag);
    expect(fromSummaries.rows.map((r: { key: string; ngr: number }) => [r.key, r.ngr])).toEqual(
      fromLedger.rows.map((r: { key: string; ngr: number }) => [r.key, r.ngr]),
    );
    const [folded] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from report_daily_btag where btag = $1 and campaign = 'bahar'`,
      [a.btag],
    );
    expect(folded!.n).toBe(1);
    expect(
      (
        await walletCall(t, 'bet', {
          session_token: s1,
          transaction_id: 'ab2',
          round_id: 'r-ab2',
          game_id: game,
          amount: 500,
        })
      ).body.status,
    ).toBe('OK');
    const both = await expectReportIsTheBtagReport(aJar, a.btag);
    expect(both.totals.ngr).toBe(65);
    await expectReportIsTheBtagReport(bJar, b.btag);
    // Per player (CPA's figures): the first deposit whenever it was, the period's deposits, wagering and NGR; only the btag's players.
    const raw = await playersByBtag(t.db, a.btag, today(), today());
    expect(raw.find((p) => p.player_id === p1.id)).toMatchObject({
      campaign: 'bahar',
      first_deposit: 50_000n,
      deposits: 110_000n,
      bets: 10_500n,
      ngr: 7500n,
    });
    expect(raw.find((p) => p.player_id === p2.id)).toMatchObject({
      campaign: '',
      first_deposit: 80_000n,
      bets: 0n,
      ngr: -1000n,
    });
    expect(raw.map((p) => p.player_id)).not.toContain(p3.id);

    // The CSV: a line per campaign and the totals.
    const csv = await call(
      t.app,
      'GET',
      `/api/affiliate/report?from=${today()}&to=${today()}&group_by=campaign&format=csv`,
      { jar: aJar },
    );
    expect(csv.status).toBe(200);
    expect(csv.res.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"Kampanya";"Tıklama";"Kayıt";/);
    expect(lines.map((l) => l.split(';')[0])).toEqual(['"Kampanya"', '"Kampanyasız"', '"bahar"', '"Toplam"']);
  });

  it("never shows an affiliate another's players or figures", async () => {
    const mine = await registeredPlayer(t, { affiliate_btag: `${a.btag}.kis` });
    const theirs = await registeredPlayer(t, { affiliate_btag: b.btag });
    await approvedDeposit(t, finance, theirs.jar, 1234);
    const aPlayers = (await portal(aJar, `players?from=${today()}&to=${today()}`)).players as Record<
      string,
      unknown
    >[];
    const bPlayers = (await portal(bJar, `players?from=${today()}&to=${today()}`)).players as Record<
      string,
      unknown
    >[];
    const masked = (u: string) => `${u.slice(0, 2)}***`;
    expect(aPlayers.map((p) => p.username)).toContain(masked(mine.username));
    expect(aPlayers.find((p) => p.campaign === 'kis')).toMatchObject({
      username: masked(mine.username),
      deposits: 0,
      ngr: 0,
      first_deposit_on: null,
      cpa_qualified: false,
    });
    expect(aPlayers.some((p) => p.deposits === 1234)).toBe(false);
    expect(bPlayers.find((p) => p.deposits === 1234)).toMatchObject({
      username: masked(theirs.username),
      first_deposit_on: today(),
      campaign: '',
    });
    // No personal data: exactly the contract's fields, the username masked.
    for (const p of [...aPlayers, ...bPlayers]) {
      expect(Object.keys(p).sort()).toEqual([
        'campaign',
        'cpa_qualified',
        'deposits',
        'first_deposit_on',
        'ngr',
        'registered_on',
        'username',
      ]);
      expect(p.username).toMatch(/^.{2}\*\*\*$/);
    }
    const [aCount] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from players where affiliate_btag = $1`,
      [a.btag],
    );
    expect(aPlayers).toHaveLength(aCount!.n);

    const aDash = (await portal(aJar, `dashboard?from=${today()}&to=${today()}`)).figures;
    const bDash = (await portal(bJar, `dashboard?from=${today()}&to=${today()}`)).figures;
    expect(cents(aDash.deposits)).toBe(cents((await staffBtagRow(a.btag))!.deposits));
    expect(cents(bDash.deposits)).toBe(cents((await staffBtagRow(b.btag))!.deposits));
    expect(bDash.deposits).toBe(1934);
  });

  it('refuses a bad period in Turkish', async () => {
    for (const q of [
      'from=2026-02-01&to=2026-01-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2024-01-01&to=2026-01-01',
      'from=dun&to=bugun',
      // far out: year 9999's next month sorts before it, and a month's loop would never end
      'from=9999-12-01&to=9999-12-31',
      'from=0000-01-01&to=0000-01-31',
    ]) {
      const r = await call(t.app, 'GET', `/api/affiliate/dashboard?${q}`, { jar: aJar });
      expect(r.status, q).toBe(400);
      expect(r.json().message).toBe(affiliateMessages.period);
    }
  });
});
