import type { z } from 'zod';
import type { reportFigures, reportQuery, reportRow } from '@app/shared/api/reports.ts';
import { kurusToLira } from '@app/shared/money.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { toCsv } from '../../lib/csv.ts';
import * as q from './reports.queries.ts';

/**
 * Reports from the ledger (reports.queries.ts says which postings make each figure) over summaries a
 * job keeps (docs/decisions/0015-report-summaries.md); a report is exact at any moment, the job only
 * makes it fast.
 */

type Figures = z.infer<typeof reportFigures>;
type Row = z.infer<typeof reportRow>;

/** How long a ledger transaction gets to commit before the summaries fold it (see advance()). */
export const SETTLE_SECONDS = 30;

/** How many ledger transactions one step folds (each step is its own transaction). */
export const FOLD_STEP = 100_000;

/** Folds the ledger into the summaries up to transactions older than SETTLE_SECONDS, a step at a time. */
export async function advanceSummaries(db: Db, settleSeconds = SETTLE_SECONDS, step = FOLD_STEP): Promise<number> {
  let folded = 0;
  for (;;) {
    const n = await inTransaction(db, (tx) => q.advance(tx, settleSeconds, step));
    folded += n;
    if (n < step) return folded;
  }
}

/**
 * Whether the summaries cover everything before `until` (a month's close waits for it): `until` is
 * SETTLE_SECONDS past (a transaction begun before it has committed) and no ledger transaction made
 * before it lies after the watermark.
 */
export async function summariesCover(db: Db, until: Date, now = new Date()): Promise<boolean> {
  if (now.getTime() < until.getTime() + SETTLE_SECONDS * 1000) return false;
  const after = (await q.watermark(db))[0]?.last_transaction_id ?? 0n;
  return q.foldedBefore(db, BigInt(after), until);
}

function figures(r: q.ReportRow, players: boolean): Figures {
  const bets = kurusToLira(r.bets);
  const wins = kurusToLira(r.wins);
  const ggr = kurusToLira(r.bets - r.wins);
  const bonusCost = kurusToLira(r.bonus_cost);
  return {
    registrations: players ? r.registrations : null,
    first_deposits_count: players ? r.first_deposits_count : null,
    first_deposits: players ? kurusToLira(r.first_deposits) : null,
    deposits_count: r.deposits_count,
    deposits: kurusToLira(r.deposits),
    withdrawals_count: r.withdrawals_count,
    withdrawals: kurusToLira(r.withdrawals),
    bets_count: r.bets_count,
    bets,
    wins,
    ggr,
    bonus_cost: bonusCost,
    ngr: kurusToLira(r.bets - r.wins - r.bonus_cost),
    adjustments: kurusToLira(r.adjustments),
    active_players: r.active_players,
  };
}

const EMPTY: q.ReportRow = {
  key: '', total: false, registrations: 0, first_deposits_count: 0, first_deposits: 0n, deposits_count: 0, deposits: 0n, withdrawals_count: 0,
  withdrawals: 0n, bets_count: 0, bets: 0n, wins: 0n, bonus_cost: 0n, adjustments: 0n, active_players: 0, watermark: 0n,
};

async function labels(db: Db, g: q.Grouping): Promise<(key: string) => string> {
  if (g === 'game') {
    const names = new Map((await q.gameNames(db)).map((r) => [String(r.id), r.name]));
    return (k) => (k === '0' ? 'Oyun dışı' : (names.get(k) ?? `Oyun ${k}`));
  }
  if (g === 'provider') {
    const names = new Map((await q.providerNames(db)).map((r) => [r.id, r.name]));
    return (k) => (k === '' ? 'Oyun dışı' : (names.get(k) ?? k));
  }
  if (g === 'btag') return (k) => (k === '' ? 'Yönlendirmesiz' : k);
  return (k) => k;
}

export type ReportInput = z.output<typeof reportQuery>;

/**
 * The report's rows at the watermark, with active players over the period: read the watermark, then
 * the report and the active players from it, side by side on two connections (each its own
 * statement and snapshot); if the summary job moved the watermark in between (a statement's snapshot
 * saw another one), the summaries and the live fold would overlap, so it reads again.
 */
async function reportAt(db: Db, g: q.Grouping, site: number | null, from: string, to: string, only: { btag: string } | null = null): Promise<q.ReportRow[]> {
  for (let attempt = 1; ; attempt += 1) {
    const after = (await q.watermark(db))[0]?.last_transaction_id ?? 0n;
    const at = <T extends { watermark: bigint }>(read: (tx: Queryable) => Promise<T[]>) =>
      inTransaction(db, async (tx) => {
        await q.reportSettings(tx);
        const found = await read(tx);
        return found.every((r) => BigInt(r.watermark) === BigInt(after)) ? found : null;
      });
    // One btag's figures (an affiliate's) go without active players: only the site's report has them.
    const [rows, active] = await Promise.all([
      at((tx) => q.report(tx, g, site, from, to, after, only)),
      only ? Promise.resolve([]) : at((tx) => q.activePlayers(tx, g, site, from, to, after)),
    ]);
    if (rows && active) {
      const activeOf = new Map(active.map((a) => [`${a.total}:${a.key}`, a.n]));
      return rows.map((r) =>
        r.total || g === 'btag' ? { ...r, active_players: activeOf.get(`${r.total}:${r.key}`) ?? 0 } : r,
      );
    }
    if (attempt === 3) throw new Error('the report summaries moved three times during one report');
  }
}

/**
 * A report: one row per group with players' figures where the grouping has them, and the period's
 * totals. Read on the reports' own connections (`db.reports`: a statement timeout, never the
 * players' pool), as the dashboard and the CSV are.
 */
export async function report(db: Db, input: ReportInput) {
  const rdb = db.reports;
  const [found, label] = await Promise.all([reportAt(rdb, input.group_by, input.site_id ?? null, input.from, input.to), labels(rdb, input.group_by)]);
  const total = found.find((r) => r.total);
  if (!total) throw new Error('a report statement answered no totals row');
  const players = input.group_by === 'day' || input.group_by === 'btag';
  return {
    from: input.from,
    to: input.to,
    group_by: input.group_by,
    rows: found.filter((r) => !r.total).map((r): Row => ({ key: r.key, label: label(r.key), ...figures(r, players) })),
    totals: figures(total, true),
  };
}

/** One day and campaign of a btag's figures (money in kuruş), as the btag report computes them. */
export interface BtagFigures {
  /** YYYY-MM-DD (Istanbul) */
  day: string;
  /** the campaign (sub-id) of the players' links, '' without one */
  campaign: string;
  registrations: number;
  first_deposits_count: number;
  first_deposits: bigint;
  deposits_count: number;
  deposits: bigint;
  bets: bigint;
  wins: bigint;
  bonus_cost: bigint;
  /** bets − wins − bonus cost */
  ngr: bigint;
}

/** Btag figures summed over days and campaigns (kuruş): `sumBtagFigures`'s answer. */
export type BtagTotals = Omit<BtagFigures, 'day' | 'campaign'>;

/** No figures: the sum of no rows. */
export const NO_BTAG_FIGURES: Readonly<BtagTotals> = Object.freeze({
  registrations: 0,
  first_deposits_count: 0,
  first_deposits: 0n,
  deposits_count: 0,
  deposits: 0n,
  bets: 0n,
  wins: 0n,
  bonus_cost: 0n,
  ngr: 0n,
});

/**
 * The sum of btag figures' rows (`btagFigures`' or rows carrying more, such as the portal's clicks,
 * which are not summed here): the one loop the portal, the statements and the commission add them with.
 */
export function sumBtagFigures(rows: readonly BtagTotals[]): BtagTotals {
  const s: BtagTotals = { ...NO_BTAG_FIGURES };
  for (const r of rows) {
    s.registrations += r.registrations;
    s.first_deposits_count += r.first_deposits_count;
    s.first_deposits += r.first_deposits;
    s.deposits_count += r.deposits_count;
    s.deposits += r.deposits;
    s.bets += r.bets;
    s.wins += r.wins;
    s.bonus_cost += r.bonus_cost;
    s.ngr += r.ngr;
  }
  return s;
}

/**
 * One btag's figures over Istanbul days from..to, by day and campaign: the btag report's own
 * statement (the summaries and the ledger after them), filtered to the btag and keyed by day and
 * campaign, so summed over campaigns each day is exactly the back office's btag report's row for it
 * (the affiliate portal and the statements; docs/decisions/0031). Read on the reports' connections.
 */
export async function btagFigures(db: Db, siteId: number | null, btag: string, from: string, to: string): Promise<BtagFigures[]> {
  const found = await reportAt(db.reports, 'day_campaign', siteId, from, to, { btag });
  return found
    .filter((r) => !r.total)
    .map((r) => {
      const bar = r.key.indexOf('|');
      const bets = BigInt(r.bets);
      const wins = BigInt(r.wins);
      const bonusCost = BigInt(r.bonus_cost);
      return {
        day: r.key.slice(0, bar),
        campaign: r.key.slice(bar + 1),
        registrations: r.registrations,
        first_deposits_count: r.first_deposits_count,
        first_deposits: BigInt(r.first_deposits),
        deposits_count: r.deposits_count,
        deposits: BigInt(r.deposits),
        bets,
        wins,
        bonus_cost: bonusCost,
        ngr: bets - wins - bonusCost,
      };
    });
}

/** Each of one btag's players' money figures (kuruş) over Istanbul days from..to, with their first deposit (day and amount, whenever it was). */
export async function btagPlayerFigures(db: Db, siteId: number, btag: string, from: string, to: string) {
  const rows = await q.playerFigures(db.reports, siteId, btag, from, to);
  return rows.map((r) => ({
    player_id: r.player_id,
    deposits: BigInt(r.deposits),
    bets: BigInt(r.bets),
    ngr: BigInt(r.bets) - BigInt(r.wins) - BigInt(r.bonus_cost),
    first_deposit_day: r.first_deposit_day,
    first_deposit: r.first_deposit === null ? null : BigInt(r.first_deposit),
  }));
}

const istanbulDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(d);

/** Today and the last 30 days (with a row per day for the charts), and the money waiting. */
export async function dashboard(db: Db, siteId: number | null, now = new Date()) {
  const today = istanbulDay(now);
  const from = istanbulDay(new Date(now.getTime() - 29 * 86_400_000));
  const [todays, month, pend] = await Promise.all([
    report(db, { from: today, to: today, group_by: 'day', site_id: siteId ?? undefined }),
    report(db, { from, to: today, group_by: 'day', site_id: siteId ?? undefined }),
    q.pending(db.reports, siteId),
  ]);
  const byDay = new Map(month.rows.map((r) => [r.key, r]));
  const days: Row[] = [];
  for (let i = 29; i >= 0; i -= 1) {
    const day = istanbulDay(new Date(now.getTime() - i * 86_400_000));
    days.push(byDay.get(day) ?? { key: day, label: day, ...figures({ ...EMPTY, key: day }, true) });
  }
  const p = pend[0]!;
  return {
    today: todays.totals,
    last_30_days: month.totals,
    days,
    pending: {
      deposits_count: p.deposits_count,
      deposits: kurusToLira(p.deposits),
      withdrawals_count: p.withdrawals_count,
      withdrawals: kurusToLira(p.withdrawals),
      bonuses_count: p.bonuses_count,
      bonus_balance: kurusToLira(p.bonus_balance),
      cash_balance: kurusToLira(p.cash_balance),
    },
  };
}

const GROUP_HEADER = { day: 'Gün', game: 'Oyun', provider: 'Sağlayıcı', btag: 'Btag' } as const;

/** The report as CSV: one line per group and a totals line. */
export async function reportCsv(db: Db, input: ReportInput): Promise<string> {
  const r = await report(db, input);
  const lines: Row[] = [...r.rows, { key: '', label: 'Toplam', ...r.totals }];
  return toCsv<Row>(
    [
      { header: GROUP_HEADER[r.group_by], value: (x) => x.label },
      { header: 'Kayıt', value: (x) => x.registrations },
      { header: 'İlk yatırım (adet)', value: (x) => x.first_deposits_count },
      { header: 'İlk yatırım (TL)', value: (x) => x.first_deposits },
      { header: 'Yatırım (adet)', value: (x) => x.deposits_count },
      { header: 'Yatırım (TL)', value: (x) => x.deposits },
      { header: 'Çekim (adet)', value: (x) => x.withdrawals_count },
      { header: 'Çekim (TL)', value: (x) => x.withdrawals },
      { header: 'Bahis (adet)', value: (x) => x.bets_count },
      { header: 'Bahis (TL)', value: (x) => x.bets },
      { header: 'Kazanç (TL)', value: (x) => x.wins },
      { header: 'GGR (TL)', value: (x) => x.ggr },
      { header: 'Bonus maliyeti (TL)', value: (x) => x.bonus_cost },
      { header: 'NGR (TL)', value: (x) => x.ngr },
      { header: 'Düzeltmeler (TL)', value: (x) => x.adjustments },
      { header: 'Aktif oyuncu', value: (x) => x.active_players },
    ],
    lines,
  );
}
