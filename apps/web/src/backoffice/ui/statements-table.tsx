import type { ReactNode } from 'react';
import { statementStatusLabels, type AffiliateStatement } from '@app/shared/api/affiliate.ts';
import { monthName } from '@app/shared/text.ts';
import { money } from './format.ts';

/** The table's words: each page keeps its own (the portal's and the back office's headers differ). */
export interface StatementsTableTexts {
  caption: string;
  month: string;
  ngr: string;
  carriedIn: string;
  revenueShare: string;
  cpa: string;
  commission: string;
  status: string;
}

/** A column after the status: its header and, a render prop, a statement's cell. */
export interface StatementsColumn {
  key: string;
  header: ReactNode;
  cell: (s: AffiliateStatement, month: string) => ReactNode;
}

/** A statement's status as a tag: locked is pending, approved and paid are approved. */
export function StatementStatus({ status }: { status: AffiliateStatement['status'] }) {
  return (
    <span className={`bo-tag bo-tag--${status === 'locked' ? 'pending' : 'approved'}`}>
      {statementStatusLabels[status]}
    </span>
  );
}

/**
 * An affiliate's monthly statements: month, NGR, carry-over, revenue share, CPA, commission and
 * status, the affiliate portal's and the back office's. What differs is passed in: the texts, the
 * CPA's player count, a note beside the status and the columns after it (the portal's link to the
 * lines; the back office's approvals, payment and actions).
 */
export function StatementsTable({
  statements,
  texts: t,
  captionId,
  className,
  cpaCount = false,
  statusNote,
  columns = [],
}: {
  statements: readonly AffiliateStatement[];
  texts: StatementsTableTexts;
  /** the caption's id, which names the scrolling region */
  captionId: string;
  /** more classes of the table's wrapper */
  className?: string;
  /** the CPA with its player count: `600,00 ₺ (2)` */
  cpaCount?: boolean;
  statusNote?: (s: AffiliateStatement) => ReactNode;
  columns?: readonly StatementsColumn[];
}) {
  return (
    <div
      className={className ? `bo-table-wrap ${className}` : 'bo-table-wrap'}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className="bo-table">
        <caption id={captionId}>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.month}</th>
            <th scope="col" className="bo-num">
              {t.ngr}
            </th>
            <th scope="col" className="bo-num">
              {t.carriedIn}
            </th>
            <th scope="col" className="bo-num">
              {t.revenueShare}
            </th>
            <th scope="col" className="bo-num">
              {t.cpa}
            </th>
            <th scope="col" className="bo-num">
              {t.commission}
            </th>
            <th scope="col">{t.status}</th>
            {columns.map((col) => (
              <th scope="col" key={col.key}>
                {col.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {statements.map((s) => {
            const month = monthName(s.month);
            return (
              <tr key={s.id}>
                <th scope="row">{month}</th>
                <td className="bo-num" data-label={t.ngr}>
                  {money(s.ngr)}
                </td>
                <td className="bo-num" data-label={t.carriedIn}>
                  {money(s.carried_in)}
                </td>
                <td className="bo-num" data-label={t.revenueShare}>
                  {money(s.revenue_share)}
                </td>
                <td className="bo-num" data-label={t.cpa}>
                  {money(s.cpa)}
                  {cpaCount && ` (${s.cpa_count})`}
                </td>
                <td className="bo-num bo-amount" data-label={t.commission}>
                  {money(s.commission)}
                </td>
                <td data-label={t.status}>
                  <StatementStatus status={s.status} />
                  {statusNote?.(s)}
                </td>
                {columns.map((col) => (
                  <td key={col.key}>{col.cell(s, month)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
