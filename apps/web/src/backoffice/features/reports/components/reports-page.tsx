import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { z } from 'zod';
import { reportQuery, type reportFigures } from '@app/shared/api/reports.ts';
import { getDashboard, getReport, reportSearch } from '@/backoffice/features/reports/api/reports-api.ts';
import { money } from '@/backoffice/ui/format.ts';
import { istanbulDay, PeriodForm } from '@/backoffice/ui/period-form.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { reportsTexts } from '@/backoffice/features/reports/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const t = reportsTexts.reports;
const c = boTexts.common;
type Figures = z.infer<typeof reportFigures>;
type ReportFields = z.output<typeof reportQuery>;

/** The chart colours: the design tokens' (styles/tokens.css), as SVG attributes take no CSS variables. */
const COLOURS = { primary: '#c084fc', secondary: '#4ade80', tertiary: '#f87171', grid: '#332d4d', text: '#bdb7d1' };

const shortDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
const count = (n: number | null) => (n === null ? '—' : new Intl.NumberFormat('tr-TR').format(n));
const lira = (n: number | null) => (n === null ? '—' : money(n));

/** The figures a report shows, in order: label and how to write the value. */
const COLUMNS: { key: keyof Figures; label: string; money: boolean }[] = [
  { key: 'registrations', label: t.registrations, money: false },
  { key: 'first_deposits_count', label: t.firstDepositsCount, money: false },
  { key: 'first_deposits', label: t.firstDeposits, money: true },
  { key: 'deposits', label: t.deposits, money: true },
  { key: 'withdrawals', label: t.withdrawals, money: true },
  { key: 'bets', label: t.bets, money: true },
  { key: 'wins', label: t.wins, money: true },
  { key: 'ggr', label: t.ggr, money: true },
  { key: 'bonus_cost', label: t.bonusCost, money: true },
  { key: 'ngr', label: t.ngr, money: true },
  { key: 'active_players', label: t.activePlayers, money: false },
];

function Kpis({ title, figures }: { title: string; figures: Figures }) {
  return (
    <section className="bo-card bo-kpis" aria-label={title}>
      <h2>{title}</h2>
      <dl>
        {COLUMNS.map((col) => (
          <div key={col.key}>
            <dt>{col.label}</dt>
            <dd>{col.money ? lira(figures[col.key]) : count(figures[col.key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The dashboard (today, the last 30 days with charts, the money waiting) and a report for any range. */
export function ReportsPage() {
  const dashboard = useQuery({ queryKey: backofficeKeys.dashboard, queryFn: getDashboard });
  const today = istanbulDay(new Date());
  const [asked, setAsked] = useState<ReportFields>({
    from: istanbulDay(new Date(Date.now() - 6 * 86_400_000)),
    to: today,
    group_by: 'day',
  });
  const report = useQuery({ queryKey: [...backofficeKeys.report, asked], queryFn: () => getReport(asked) });

  const d = dashboard.data;
  const chartDays = d?.days.map((r) => ({ ...r, day: shortDay(r.key) })) ?? [];
  return (
    <section aria-labelledby="bo-reports-title" className="bo-reports">
      <h1 id="bo-reports-title">{t.title}</h1>
      {dashboard.isPending && <p className="bo-muted">{c.loading}</p>}
      {dashboard.isError && (
        <div className="bo-notice bo-notice--error" role="alert">
          <span>{c.loadFailed}</span>
          <button type="button" className="bo-button" onClick={() => void dashboard.refetch()}>
            {c.retry}
          </button>
        </div>
      )}
      {d && (
        <>
          <div className="bo-kpi-grid">
            <Kpis title={t.today} figures={d.today} />
            <Kpis title={t.last30} figures={d.last_30_days} />
            <section className="bo-card bo-kpis" aria-label={t.pending}>
              <h2>{t.pending}</h2>
              <dl>
                <div>
                  <dt>{t.pendingDeposits(d.pending.deposits_count)}</dt>
                  <dd>{money(d.pending.deposits)}</dd>
                </div>
                <div>
                  <dt>{t.pendingWithdrawals(d.pending.withdrawals_count)}</dt>
                  <dd>{money(d.pending.withdrawals)}</dd>
                </div>
                <div>
                  <dt>{t.bonusLiability(d.pending.bonuses_count)}</dt>
                  <dd>{money(d.pending.bonus_balance)}</dd>
                </div>
                <div>
                  <dt>{t.cashLiability}</dt>
                  <dd>{money(d.pending.cash_balance)}</dd>
                </div>
              </dl>
            </section>
          </div>
          <div className="bo-chart-grid">
            <figure className="bo-card bo-chart">
              <figcaption>{t.moneyChart}</figcaption>
              <ResponsiveContainer width="100%" height={240}>
                <BarChart data={chartDays}>
                  <CartesianGrid stroke={COLOURS.grid} vertical={false} />
                  <XAxis dataKey="day" stroke={COLOURS.text} fontSize={11} />
                  <YAxis stroke={COLOURS.text} fontSize={11} width={70} />
                  <Tooltip formatter={(v) => money(Number(v))} contentStyle={{ background: '#15131f', border: '1px solid #332d4d' }} />
                  <Legend />
                  <Bar dataKey="deposits" name={t.deposits} fill={COLOURS.secondary} />
                  <Bar dataKey="withdrawals" name={t.withdrawals} fill={COLOURS.tertiary} />
                </BarChart>
              </ResponsiveContainer>
            </figure>
            <figure className="bo-card bo-chart">
              <figcaption>{t.revenueChart}</figcaption>
              <ResponsiveContainer width="100%" height={240}>
                <LineChart data={chartDays}>
                  <CartesianGrid stroke={COLOURS.grid} vertical={false} />
                  <XAxis dataKey="day" stroke={COLOURS.text} fontSize={11} />
                  <YAxis stroke={COLOURS.text} fontSize={11} width={70} />
                  <Tooltip formatter={(v) => money(Number(v))} contentStyle={{ background: '#15131f', border: '1px solid #332d4d' }} />
                  <Legend />
                  <Line dataKey="ggr" name={t.ggr} stroke={COLOURS.primary} dot={false} />
                  <Line dataKey="ngr" name={t.ngr} stroke={COLOURS.secondary} dot={false} />
                </LineChart>
              </ResponsiveContainer>
            </figure>
          </div>
        </>
      )}

      <h2 id="bo-report-title">{t.reportTitle}</h2>
      <PeriodForm
        idPrefix="bo-report"
        labelledBy="bo-report-title"
        schema={reportQuery}
        asked={asked}
        onAsk={setAsked}
        texts={t}
        choice={{ name: 'group_by', id: 'bo-report-group', label: t.groupBy, options: t.groupings }}
        fromMax={today}
        csvHref={`/api/admin/reports/daily.csv?${reportSearch(asked)}`}
      />
      {report.isError && (
        <div className="bo-notice bo-notice--error" role="alert">
          <span>{c.loadFailed}</span>
        </div>
      )}
      {report.data && (
        <div className="bo-table-wrap" role="region" aria-labelledby="bo-report-caption" tabIndex={0}>
          <table className="bo-table">
            <caption id="bo-report-caption">{t.caption(report.data.from, report.data.to, t.groupings[report.data.group_by] ?? '')}</caption>
            <thead>
              <tr>
                <th scope="col">{t.groupings[report.data.group_by]}</th>
                {COLUMNS.map((col) => (
                  <th key={col.key} scope="col" className="bo-num">
                    {col.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.data.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {COLUMNS.map((col) => (
                    <td key={col.key} className="bo-num">
                      {col.money ? lira(row[col.key]) : count(row[col.key])}
                    </td>
                  ))}
                </tr>
              ))}
              {report.data.rows.length === 0 && (
                <tr>
                  <td colSpan={COLUMNS.length + 1} className="bo-muted">
                    {t.empty}
                  </td>
                </tr>
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.total}</th>
                {COLUMNS.map((col) => (
                  <td key={col.key} className="bo-num">
                    {col.money ? lira(report.data.totals[col.key]) : count(report.data.totals[col.key])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
