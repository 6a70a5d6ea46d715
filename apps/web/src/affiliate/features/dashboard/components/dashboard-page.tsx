import { useQuery } from '@tanstack/react-query';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { money } from '@/backoffice/ui/format.ts';
import { affiliateKeys, type Affiliate } from '@/affiliate/ui/api.ts';
import { day, shortDay, thisMonth } from '@/affiliate/ui/period.ts';
import { affTexts } from '@/affiliate/ui/texts.ts';
import { getDashboard } from '@/affiliate/features/dashboard/api/dashboard-api.ts';
import { dashboardTexts as t } from '@/affiliate/features/dashboard/texts.ts';

const f = affTexts.figures;
const c = affTexts.common;
/** The chart colours: the design tokens' (styles/tokens.css), as SVG attributes take no CSS variables. */
const COLOURS = {
  primary: '#c084fc',
  secondary: '#4ade80',
  tertiary: '#fbbf24',
  grid: '#332d4d',
  text: '#bdb7d1',
};
const tooltipStyle = { background: '#15131f', border: '1px solid #332d4d' };
const count = (n: number) => new Intl.NumberFormat('tr-TR').format(n);
const percent = (n: number) => new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 }).format(n);

/** This month at a glance: clicks, registrations, first deposits, NGR and the commission so far; a chart by day. */
export function DashboardPage({ affiliate }: { affiliate: Affiliate }) {
  const { from, to } = thisMonth();
  const dashboard = useQuery({
    queryKey: affiliateKeys.dashboard(from, to),
    queryFn: ({ signal }) => getDashboard(from, to, signal),
  });
  const d = dashboard.data;
  const plan = affiliate.plan;
  const days = d?.days.map((r) => ({ ...r, label: shortDay(r.day) })) ?? [];

  return (
    <section aria-labelledby="aff-dashboard-title" className="aff-page">
      <h1 id="aff-dashboard-title">{t.title}</h1>
      <p className="bo-muted">{t.period(day(from), day(to))}</p>
      <p className="bo-muted" data-testid="plan">
        {plan
          ? t.planText(
              percent(plan.revenue_share_percent),
              money(plan.cpa_amount),
              money(plan.cpa_min_deposit),
              money(plan.cpa_min_wagering),
            )
          : t.planNone}
      </p>
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
          <section className="bo-card bo-kpis" aria-labelledby="aff-kpis-title">
            <h2 id="aff-kpis-title">{t.figures}</h2>
            <dl>
              <div>
                <dt>{f.clicks}</dt>
                <dd>{count(d.figures.clicks)}</dd>
              </div>
              <div>
                <dt>{f.registrations}</dt>
                <dd>{count(d.figures.registrations)}</dd>
              </div>
              <div>
                <dt>{t.firstDeposits}</dt>
                <dd>
                  {t.firstDepositsValue(
                    count(d.figures.first_deposits_count),
                    money(d.figures.first_deposits),
                  )}
                </dd>
              </div>
              <div>
                <dt>{f.ngr}</dt>
                <dd>{money(d.figures.ngr)}</dd>
              </div>
              <div>
                <dt>{t.commissionSoFar}</dt>
                <dd>{money(d.figures.commission)}</dd>
              </div>
            </dl>
          </section>
          <div className="bo-chart-grid">
            <figure className="bo-card bo-chart">
              <figcaption>{t.chart}</figcaption>
              <ResponsiveContainer width="100%" height={240}>
                <BarChart data={days} barGap={0}>
                  <CartesianGrid stroke={COLOURS.grid} vertical={false} />
                  <XAxis dataKey="label" stroke={COLOURS.text} fontSize={11} />
                  <YAxis stroke={COLOURS.text} fontSize={11} width={40} allowDecimals={false} />
                  <Tooltip contentStyle={tooltipStyle} />
                  <Legend />
                  <Bar dataKey="clicks" name={f.clicks} fill={COLOURS.primary} isAnimationActive={false} />
                  <Bar
                    dataKey="registrations"
                    name={f.registrations}
                    fill={COLOURS.secondary}
                    isAnimationActive={false}
                  />
                  <Bar
                    dataKey="first_deposits_count"
                    name={f.first_deposits_count}
                    fill={COLOURS.tertiary}
                    isAnimationActive={false}
                  />
                </BarChart>
              </ResponsiveContainer>
            </figure>
            <figure className="bo-card bo-chart">
              <figcaption>{t.ngrChart}</figcaption>
              <ResponsiveContainer width="100%" height={240}>
                <LineChart data={days}>
                  <CartesianGrid stroke={COLOURS.grid} vertical={false} />
                  <XAxis dataKey="label" stroke={COLOURS.text} fontSize={11} />
                  <YAxis stroke={COLOURS.text} fontSize={11} width={70} />
                  <Tooltip formatter={(v) => money(Number(v))} contentStyle={tooltipStyle} />
                  <Legend />
                  <Line
                    dataKey="ngr"
                    name={f.ngr}
                    stroke={COLOURS.secondary}
                    isAnimationActive={false}
                    dot={false}
                  />
                  <Line
                    dataKey="commission"
                    name={f.commission}
                    stroke={COLOURS.primary}
                    isAnimationActive={false}
                    dot={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </figure>
          </div>
        </>
      )}
    </section>
  );
}
