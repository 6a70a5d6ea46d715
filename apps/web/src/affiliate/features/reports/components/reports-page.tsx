import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { affiliatePeriodQuery, type AffiliateFigures } from '@app/shared/api/affiliate.ts';
import { money } from '@/backoffice/ui/format.ts';
import { istanbulDay, PeriodForm } from '@/backoffice/ui/period-form.tsx';
import { affiliateKeys } from '@/affiliate/ui/api.ts';
import { day, thisMonth } from '@/affiliate/ui/period.ts';
import { affTexts } from '@/affiliate/ui/texts.ts';
import { getReport, reportCsvHref, type ReportFields } from '@/affiliate/features/reports/api/reports-api.ts';
import { reportsTexts as t } from '@/affiliate/features/reports/texts.ts';

const f = affTexts.figures;
const c = affTexts.common;
const count = (n: number) => new Intl.NumberFormat('tr-TR').format(n);

/** The form's fields: the period (at most 366 days, the server checks) and the grouping. */
const reportForm = affiliatePeriodQuery
  .extend({ group_by: z.enum(['day', 'campaign']) })
  .refine((v) => v.from <= v.to, { message: 'Başlangıç, bitişten sonra olamaz', path: ['to'] });

/** The figures a row shows, in order. */
const COLUMNS: { key: keyof AffiliateFigures; money: boolean }[] = [
  { key: 'clicks', money: false },
  { key: 'registrations', money: false },
  { key: 'first_deposits_count', money: false },
  { key: 'first_deposits', money: true },
  { key: 'deposits', money: true },
  { key: 'bets', money: true },
  { key: 'wins', money: true },
  { key: 'bonus_cost', money: true },
  { key: 'ngr', money: true },
  { key: 'commission', money: true },
];

function Cells({ figures }: { figures: AffiliateFigures }) {
  return COLUMNS.map((col) => (
    <td key={col.key} className="bo-num" data-label={f[col.key]}>
      {col.money ? money(figures[col.key]) : count(figures[col.key])}
    </td>
  ));
}

/** The figures of a chosen period by day or by campaign, as a table and as a CSV download. */
export function ReportsPage() {
  const [asked, setAsked] = useState<ReportFields>({ ...thisMonth(), group_by: 'day' });
  const report = useQuery({
    queryKey: affiliateKeys.report(asked),
    queryFn: ({ signal }) => getReport(asked, signal),
    placeholderData: keepPreviousData,
  });
  const r = report.data;
  const rowName = (key: string) => (r?.group_by === 'day' ? day(key) : key || t.noCampaign);

  return (
    <section aria-labelledby="aff-reports-title" className="aff-page">
      <h1 id="aff-reports-title">{t.title}</h1>
      <p className="bo-muted">{t.intro}</p>
      <PeriodForm
        idPrefix="aff-report"
        labelledBy="aff-reports-title"
        schema={reportForm}
        asked={asked}
        onAsk={setAsked}
        texts={t}
        choice={{ name: 'group_by', id: 'aff-report-group', label: t.groupBy, options: t.groupings }}
        fromMax={istanbulDay(new Date())}
        csvHref={reportCsvHref(asked)}
      />
      {report.isPending && <p className="bo-muted">{c.loading}</p>}
      {report.isError && (
        <div className="bo-notice bo-notice--error" role="alert">
          <span>{c.loadFailed}</span>
          <button type="button" className="bo-button" onClick={() => void report.refetch()}>
            {c.retry}
          </button>
        </div>
      )}
      {r && (
        <div
          className="bo-table-wrap aff-table"
          role="region"
          aria-labelledby="aff-report-caption"
          tabIndex={0}
        >
          <table className="bo-table">
            <caption id="aff-report-caption">
              {t.caption(day(r.from), day(r.to), t.groupings[r.group_by] ?? '')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t.groupings[r.group_by]}</th>
                {COLUMNS.map((col) => (
                  <th key={col.key} scope="col" className="bo-num">
                    {f[col.key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {r.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{rowName(row.key)}</th>
                  <Cells figures={row} />
                </tr>
              ))}
              {r.rows.length === 0 && (
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
                <Cells figures={r.totals} />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
