import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import {
  affiliateMessages,
  splitAffiliateTag,
  type Affiliate,
  type AffiliateFigures,
  type affiliateLoginBody,
} from '@app/shared/api/affiliate.ts';
import { kurusToLira } from '@app/shared/money.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/crypto.ts';
import { AppError, badRequest, forbidden, tooManyRequests } from '../../lib/errors.ts';
import { accountKey, giveBackAttempt, takeAttempt, type LoginLimiters } from '../../lib/login-throttle.ts';
import { rateLimitKey } from '../../lib/net.ts';
import { openSecret, sealSecret } from '../../lib/seal.ts';
import { newTotpSecret, totpStep } from '../../lib/totp.ts';
import { toCsv } from '../../lib/csv.ts';
import { endOtherAffiliateSessions, type AffiliateSession } from '../../plugins/affiliate-session.ts';
import { maskUsername } from '@app/shared/text.ts';
import {
  btagFigures,
  btagPlayerFigures,
  NO_BTAG_FIGURES,
  sumBtagFigures,
  type BtagFigures,
  type BtagTotals,
} from '../reports/reports.service.ts';
import * as q from './affiliate.queries.ts';
import { nextMonth, planInEffect, planOf, shareOf } from './commission.ts';
import { commissionFor, cpaQualifiedPlayers } from './statements.ts';

/**
 * The affiliate programme's accounts, tracking and the portal's figures (issue 29; docs/decisions/0031).
 * An account is an approved affiliate application (the contact module decides them). Its figures are
 * the btag report's (reports.service.ts `btagFigures`: the same statement, filtered to its btag),
 * with the clicks counted here; the statements (statements.ts) read the same function. The
 * commission shown is the plans' (commission.ts, statements.ts `commissionFor`). Imports go one
 * way: this service -> statements.ts / commission.ts -> their queries.
 */

function locked(ms: number) {
  return tooManyRequests(
    `Çok fazla başarısız giriş denemesi. ${Math.max(1, Math.ceil(ms / 60000))} dakika sonra tekrar deneyin.`,
    Math.ceil(ms / 1000),
  );
}

/**
 * Signs an affiliate in with the e-mail and the password it applied with (and a code of its
 * authenticator when two-step sign-in is on). An attempt is taken from the login allowances per IP
 * and per account before the password is checked (lib/login-throttle.ts, as staff's and players'),
 * given back when the password is right. An unknown address and a wrong password get the same answer;
 * only the right password learns that the application is not approved (yet) or is suspended. An
 * application without a password (made before the form asked for one) cannot sign in.
 */
export async function login(
  db: Db,
  limiters: LoginLimiters,
  totpKey: Buffer,
  input: z.output<typeof affiliateLoginBody>,
  ctx: { siteId: number; ip: string },
): Promise<q.AffiliateAccountRow> {
  const ipKey = `affiliate:${ctx.siteId}:${rateLimitKey(ctx.ip)}`;
  await takeAttempt(limiters.byIp, ipKey, locked);
  const account = await q.findAccountByEmail(db, ctx.siteId, input.email);
  const key = accountKey(`affiliate:${ctx.siteId}`, account?.id ?? null, input.email);
  await takeAttempt(limiters.byAccount, key, locked);
  const passwordOk = account?.password_hash
    ? await verifyPassword(account.password_hash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!account || !passwordOk) throw new AppError(401, affiliateMessages.loginFailed);
  const giveBack = () =>
    Promise.all([giveBackAttempt(limiters.byAccount, key), giveBackAttempt(limiters.byIp, ipKey)]);
  if (account.status !== 'approved') {
    await giveBack();
    throw forbidden(affiliateMessages.notApproved);
  }
  if (account.suspended_at) {
    await giveBack();
    throw forbidden(affiliateMessages.suspended);
  }
  if (account.totp_enabled && account.totp_secret) {
    if (!input.totp) {
      // Right password, second step still to come: not a failure, and not yet a sign-in.
      await giveBack();
      throw new AppError(401, affiliateMessages.totpRequired, { two_factor_required: true });
    }
    const step = await totpStep(openSecret(totpKey, account.totp_secret), input.totp);
    // A code signs in once: a second sign-in with it (a replay) fails.
    if (step === null || !(await q.claimTotpStep(db, account.id, step)))
      throw new AppError(401, affiliateMessages.totpWrong, { two_factor_required: true });
  }
  await Promise.all([limiters.byAccount.delete(key), giveBackAttempt(limiters.byIp, ipKey)]);
  return account;
}

/** What the portal shows of the signed-in affiliate. */
export async function me(db: Db, affiliateId: number): Promise<Affiliate> {
  const account = await q.findAccount(db, affiliateId);
  if (!account) throw new AppError(401, affiliateMessages.sessionRequired);
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    btag: account.btag ?? '',
    plan: await planInEffect(db, account.id),
    totp_enabled: account.totp_enabled,
  };
}

/** A code of the affiliate's authenticator, checked against the login allowance of its account. */
async function checkCode(
  db: Db,
  limiters: LoginLimiters,
  affiliate: AffiliateSession,
  secret: string,
  code: string,
): Promise<void> {
  const key = accountKey(`affiliate:${affiliate.siteId}`, affiliate.id, '');
  await takeAttempt(limiters.byAccount, key, locked);
  const step = await totpStep(secret, code);
  if (step === null) throw badRequest(affiliateMessages.totpWrong);
  // a code serves once, as at sign-in: one seen on the way cannot turn the setting back
  if (!(await q.claimTotpStep(db, affiliate.id, step))) throw badRequest(affiliateMessages.totpWrong);
  await giveBackAttempt(limiters.byAccount, key);
}

/** A new pending secret, stored sealed; the authenticator app gets it in clear, once. */
export async function startTotpSetup(db: Db, totpKey: Buffer, affiliate: AffiliateSession): Promise<string> {
  // While it is on, a session alone (a cookie stolen, a computer left open) may not replace it: off
  // first, with a code of the current secret.
  if ((await q.findAccount(db, affiliate.id))?.totp_enabled) throw badRequest(affiliateMessages.totpAlreadyOn);
  const secret = newTotpSecret();
  await q.setPendingTotpSecret(db, affiliate.id, sealSecret(totpKey, secret));
  return secret;
}

/** Two-step sign-in on, with a code of the pending secret; the affiliate's other sessions end. */
export async function enableTotp(
  db: Db,
  totpKey: Buffer,
  limiters: LoginLimiters,
  affiliate: AffiliateSession,
  code: string,
): Promise<void> {
  const pending = await q.findPendingTotpSecret(db, affiliate.id);
  if (!pending?.secret) throw badRequest(affiliateMessages.totpSetupFirst);
  await checkCode(db, limiters, affiliate, openSecret(totpKey, pending.secret), code);
  await inTransaction(db, async (tx) => {
    if (!(await q.enableTotp(tx, affiliate.id, pending.secret!)))
      throw badRequest(affiliateMessages.totpSetupFirst);
    await endOtherAffiliateSessions(tx, affiliate.id, affiliate.sessionId);
  });
}

/** Two-step sign-in off, with a code of the current secret; the affiliate's other sessions end. */
export async function disableTotp(
  db: Db,
  totpKey: Buffer,
  limiters: LoginLimiters,
  affiliate: AffiliateSession,
  code: string,
): Promise<void> {
  const account = await q.findAccount(db, affiliate.id);
  if (!account?.totp_enabled || !account.totp_secret) return;
  await checkCode(db, limiters, affiliate, openSecret(totpKey, account.totp_secret), code);
  await inTransaction(db, async (tx) => {
    await q.disableTotp(tx, affiliate.id);
    await endOtherAffiliateSessions(tx, affiliate.id, affiliate.sessionId);
  });
}

const istanbulDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(d);

/**
 * Counts a click of a page served with `?btag=` (app.ts): one per site, visitor address, btag and
 * Istanbul day, for an approved affiliate of the site only. The address is kept as a keyed hash of
 * the day and the address (never the address; not linkable from one day to the next). The caller
 * does not wait for it and its errors are the caller's to log: a page never waits for nor fails by it.
 */
export async function recordClick(
  db: Db,
  key: Buffer,
  input: { siteId: number; tag: string; ip: string },
): Promise<void> {
  const { btag, campaign } = splitAffiliateTag(input.tag);
  if (!btag || btag.length > 64) return;
  const visitor = createHmac('sha256', key)
    .update(`click:${istanbulDay(new Date())}:${input.ip}`)
    .digest('hex');
  await q.insertClick(db, { siteId: input.siteId, btag, campaign, visitor });
}

/** One day and campaign of an affiliate's figures: the btag report's row (kuruş) with the clicks. */
export type FiguresWithClicks = BtagFigures & { clicks: number };

/**
 * A btag's figures over Istanbul days from..to (both included), one row per day and campaign that
 * has any, money in kuruş: the back office's btag report's figures for the btag (summed over
 * campaigns, a day's rows are that report's row), with the clicks. Only an approved affiliate's btag
 * has figures (on its own site). Commission plans and statements read their NGR and CPA figures here.
 */
export async function figuresByBtag(
  db: Db,
  btag: string,
  from: string,
  to: string,
): Promise<FiguresWithClicks[]> {
  const account = await q.findAccountByBtag(db, btag);
  if (!account) return [];
  const [report, clicks] = await Promise.all([
    btagFigures(db, account.site_id, btag, from, to),
    q.clicksByDayCampaign(db.reports, account.site_id, btag, from, to),
  ]);
  const rows = new Map<string, FiguresWithClicks>();
  for (const r of report) rows.set(`${r.day}|${r.campaign}`, { ...r, clicks: 0 });
  for (const c of clicks) {
    const k = `${c.day}|${c.campaign}`;
    const r = rows.get(k);
    if (r) r.clicks = c.clicks;
    else rows.set(k, { ...NO_BTAG_FIGURES, day: c.day, campaign: c.campaign, clicks: c.clicks });
  }
  return [...rows.values()].sort((a, b) =>
    a.day === b.day ? a.campaign.localeCompare(b.campaign) : a.day < b.day ? -1 : 1,
  );
}

type Sum = BtagTotals & { clicks: number };
function inLira(s: Sum, commission: bigint): AffiliateFigures {
  return {
    clicks: s.clicks,
    registrations: s.registrations,
    first_deposits_count: s.first_deposits_count,
    first_deposits: kurusToLira(s.first_deposits),
    deposits: kurusToLira(s.deposits),
    bets: kurusToLira(s.bets),
    wins: kurusToLira(s.wins),
    bonus_cost: kurusToLira(s.bonus_cost),
    ngr: kurusToLira(s.ngr),
    commission: kurusToLira(commission),
  };
}
/** The rows grouped by a key (a day or a campaign). */
function groupBy(
  rows: FiguresWithClicks[],
  key: (r: FiguresWithClicks) => string,
): Map<string, FiguresWithClicks[]> {
  const out = new Map<string, FiguresWithClicks[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
}
const total = (rows: FiguresWithClicks[]): Sum => ({
  ...sumBtagFigures(rows),
  clicks: rows.reduce((n, r) => n + r.clicks, 0),
});

/** Each Istanbul month of from..to with its plan's revenue share (basis points; 0 without a plan). */
async function monthRates(
  db: Db,
  affiliateId: number,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const months: string[] = [];
  for (let m = from.slice(0, 7); m <= to.slice(0, 7); m = nextMonth(m)) months.push(m);
  const plans = await Promise.all(months.map((m) => planOf(db, affiliateId, m)));
  return new Map(months.map((m, i) => [m, plans[i]?.revenue_share_bps ?? 0]));
}

/**
 * A day's or a campaign's commission (a row of the chart or the report): the revenue share of its
 * NGR in each month at that month's plan, without carry-over (nothing for a negative NGR). CPA is
 * paid per player, not per day or campaign: it is in the period's total (`commissionFor`) only.
 */
function rowShare(rows: FiguresWithClicks[], rates: Map<string, number>): bigint {
  const ngr = new Map<string, bigint>();
  for (const r of rows) ngr.set(r.day.slice(0, 7), (ngr.get(r.day.slice(0, 7)) ?? 0n) + r.ngr);
  let share = 0n;
  for (const [month, n] of ngr) share += shareOf(n, rates.get(month) ?? 0);
  return share;
}

/** A period's figures by a key, with their commission, and the totals with the period's commission. */
async function figuresOf(
  db: Db,
  affiliate: AffiliateSession,
  from: string,
  to: string,
  key: (r: FiguresWithClicks) => string,
) {
  const [rows, rates, commission] = await Promise.all([
    figuresByBtag(db, affiliate.btag, from, to),
    monthRates(db, affiliate.id, from, to),
    commissionFor(db, affiliate.id, from, to),
  ]);
  const grouped = groupBy(rows, key);
  const of = (k: string) => {
    const g = grouped.get(k) ?? [];
    return inLira(total(g), rowShare(g, rates));
  };
  return { keys: [...grouped.keys()], of, totals: inLira(total(rows), commission) };
}

const MAX_DAYS = 366;
/** A period of Istanbul days, both included: real dates, from before to, at most MAX_DAYS; else a 400. */
export function checkPeriod(from: string, to: string): void {
  // Years 2000 to 2100: a period far out (year 9999's next month is '10000-01', which sorts before
  // it) would never end a month's loop, and year 0 is no PostgreSQL date.
  const valid = (d: string) =>
    /^(20\d\d|2100)-\d\d-\d\d$/.test(d) &&
    !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
    new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
  if (!valid(from) || !valid(to) || from > to || (Date.parse(to) - Date.parse(from)) / 86_400_000 >= MAX_DAYS)
    throw badRequest(affiliateMessages.period);
}

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The portal's dashboard: the period's figures and one row per day (the chart), zeros included. */
export async function dashboard(db: Db, affiliate: AffiliateSession, from: string, to: string) {
  checkPeriod(from, to);
  const f = await figuresOf(db, affiliate, from, to, (r) => r.day);
  return { from, to, figures: f.totals, days: daysOf(from, to).map((day) => ({ day, ...f.of(day) })) };
}

/** The portal's report by day or by campaign, with its totals. */
export async function report(
  db: Db,
  affiliate: AffiliateSession,
  input: { from: string; to: string; group_by: 'day' | 'campaign' },
) {
  checkPeriod(input.from, input.to);
  const f = await figuresOf(db, affiliate, input.from, input.to, (r) =>
    input.group_by === 'day' ? r.day : r.campaign,
  );
  return {
    from: input.from,
    to: input.to,
    group_by: input.group_by,
    rows: f.keys.sort((a, b) => a.localeCompare(b)).map((key) => ({ key, ...f.of(key) })),
    totals: f.totals,
  };
}

/** The report as CSV (lib/csv.ts): a line per day or campaign and a totals line. */
export async function reportCsv(
  db: Db,
  affiliate: AffiliateSession,
  input: { from: string; to: string; group_by: 'day' | 'campaign' },
): Promise<string> {
  const r = await report(db, affiliate, input);
  type Line = AffiliateFigures & { key: string };
  const keyLabel = (k: string) => (input.group_by === 'campaign' && k === '' ? 'Kampanyasız' : k);
  return toCsv<Line>(
    [
      { header: input.group_by === 'day' ? 'Gün' : 'Kampanya', value: (x) => x.key },
      { header: 'Tıklama', value: (x) => x.clicks },
      { header: 'Kayıt', value: (x) => x.registrations },
      { header: 'İlk yatırım (adet)', value: (x) => x.first_deposits_count },
      { header: 'İlk yatırım (TL)', value: (x) => x.first_deposits },
      { header: 'Yatırım (TL)', value: (x) => x.deposits },
      { header: 'Bahis (TL)', value: (x) => x.bets },
      { header: 'Kazanç (TL)', value: (x) => x.wins },
      { header: 'Bonus maliyeti (TL)', value: (x) => x.bonus_cost },
      { header: 'NGR (TL)', value: (x) => x.ngr },
      { header: 'Komisyon (TL)', value: (x) => x.commission },
    ],
    [...r.rows.map((x) => ({ ...x, key: keyLabel(x.key) })), { key: 'Toplam', ...r.totals }],
  );
}

/** One player a btag brought, with its figures over a period (kuruş): never shown as it is (the username is not here). */
export interface BtagPlayer {
  player_id: number;
  username: string;
  campaign: string;
  /** YYYY-MM-DD (Istanbul) */
  registered_on: string;
  /** the first deposit's day and amount, whenever it was (null: none yet) */
  first_deposit_on: string | null;
  first_deposit: bigint | null;
  /** over the period */
  deposits: bigint;
  bets: bigint;
  ngr: bigint;
}

/** The players of a btag on a site registered up to `to`, with their figures over from..to. */
async function playerRows(
  db: Db,
  siteId: number,
  btag: string,
  from: string,
  to: string,
): Promise<BtagPlayer[]> {
  const [list, figures] = await Promise.all([
    q.playersOf(db.reports, siteId, btag, to),
    btagPlayerFigures(db, siteId, btag, from, to),
  ]);
  const byPlayer = new Map(figures.map((f) => [f.player_id, f]));
  return list.map((p) => {
    const f = byPlayer.get(p.id);
    return {
      player_id: p.id,
      username: p.username,
      campaign: p.campaign,
      registered_on: p.registered_on,
      first_deposit_on: f?.first_deposit_day ?? null,
      first_deposit: f?.first_deposit ?? null,
      deposits: f?.deposits ?? 0n,
      bets: f?.bets ?? 0n,
      ngr: f?.ngr ?? 0n,
    };
  });
}

/**
 * Every player an approved affiliate's btag brought (registered up to `to`), with the first deposit
 * and the period's deposits, bets (wagering) and NGR in kuruş: what CPA qualification reads.
 */
export async function playersByBtag(db: Db, btag: string, from: string, to: string): Promise<BtagPlayer[]> {
  const account = await q.findAccountByBtag(db, btag);
  return account ? playerRows(db, account.site_id, btag, from, to) : [];
}

/**
 * The players the affiliate brought (its btag, its site): registered in the period, or with money
 * moving in it; their figures over the period. No personal data: the username masked.
 */
export async function players(db: Db, affiliate: AffiliateSession, from: string, to: string) {
  checkPeriod(from, to);
  const [rows, qualified] = await Promise.all([
    playerRows(db, affiliate.siteId, affiliate.btag, from, to),
    cpaQualifiedPlayers(db, affiliate.id),
  ]);
  const paid = new Set(qualified.map((c) => c.player_id));
  return rows
    .filter((p) => p.registered_on >= from || p.deposits !== 0n || p.ngr !== 0n)
    .map((p) => ({
      username: maskUsername(p.username),
      campaign: p.campaign,
      registered_on: p.registered_on,
      first_deposit_on: p.first_deposit_on,
      deposits: kurusToLira(p.deposits),
      ngr: kurusToLira(p.ngr),
      // Qualified for CPA at a closed month (each player once, ever: statements.ts).
      cpa_qualified: paid.has(p.player_id),
    }));
}
