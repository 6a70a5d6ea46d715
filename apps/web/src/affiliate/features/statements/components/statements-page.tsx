import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { statementStatusLabels } from '@app/shared/api/affiliate.ts';
import { money, when } from '@/backoffice/ui/format.ts';
import { affiliateKeys } from '@/affiliate/ui/api.ts';
import { monthName } from '@/affiliate/ui/period.ts';
import { affTexts } from '@/affiliate/ui/texts.ts';
import {
  getStatement,
  getStatements,
  type AffiliateStatement,
} from '@/affiliate/features/statements/api/statements-api.ts';
import { statementsTexts as t } from '@/affiliate/features/statements/texts.ts';

const c = affTexts.common;
const percent = (n: number) => new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 }).format(n);

function StatusTag({ status }: { status: AffiliateStatement['status'] }) {
  return (
    <span className={`bo-tag bo-tag--${status === 'locked' ? 'pending' : 'approved'}`}>
      {statementStatusLabels[status]}
    </span>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <div className="bo-notice bo-notice--error" role="alert">
      <span>{c.loadFailed}</span>
      <button type="button" className="bo-button" onClick={retry}>
        {c.retry}
      </button>
    </div>
  );
}

/** The affiliate's statements by month, the latest first, each opening its lines. */
export function StatementsPage() {
  const statements = useQuery({
    queryKey: affiliateKeys.statements,
    queryFn: ({ signal }) => getStatements(signal),
  });
  const list = statements.data;
  return (
    <section aria-labelledby="aff-statements-title" className="aff-page">
      <h1 id="aff-statements-title">{t.title}</h1>
      <p className="bo-muted">{t.intro}</p>
      {statements.isPending && <p className="bo-muted">{c.loading}</p>}
      {statements.isError && <LoadFailed retry={() => void statements.refetch()} />}
      {list && list.length === 0 && <p className="bo-muted">{t.empty}</p>}
      {list && list.length > 0 && (
        <div
          className="bo-table-wrap aff-table"
          role="region"
          aria-labelledby="aff-statements-caption"
          tabIndex={0}
        >
          <table className="bo-table">
            <caption id="aff-statements-caption">{t.caption}</caption>
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
                <th scope="col">
                  <span className="bo-sr-only">{t.open}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{monthName(s.month)}</th>
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
                  </td>
                  <td className="bo-num bo-amount" data-label={t.commission}>
                    {money(s.commission)}
                  </td>
                  <td data-label={t.status}>
                    <StatusTag status={s.status} />
                  </td>
                  <td>
                    <Link to={`/statements/${s.id}`} aria-label={t.openLabel(monthName(s.month))}>
                      {t.open}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** One statement: its summary and its lines (revenue share, carry-over, CPA). */
export function StatementPage() {
  const id = Number(useParams().id);
  const statement = useQuery({
    queryKey: affiliateKeys.statement(id),
    queryFn: ({ signal }) => getStatement(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
  const s = statement.data;
  return (
    <section aria-labelledby="aff-statement-title" className="aff-page">
      <p>
        <Link to="/statements">{t.back}</Link>
      </p>
      <h1 id="aff-statement-title">{s ? t.detailTitle(monthName(s.month)) : t.title}</h1>
      {!(Number.isInteger(id) && id > 0) && <p role="alert">{t.notFound}</p>}
      {statement.isLoading && <p className="bo-muted">{c.loading}</p>}
      {statement.isError && <LoadFailed retry={() => void statement.refetch()} />}
      {s && (
        <>
          <section className="bo-card" aria-labelledby="aff-statement-summary">
            <h2 id="aff-statement-summary">{t.summary}</h2>
            <dl className="bo-pairs">
              <dt>{t.status}</dt>
              <dd>
                <StatusTag status={s.status} />
              </dd>
              <dt>{t.ngr}</dt>
              <dd>{money(s.ngr)}</dd>
              <dt>{t.carriedIn}</dt>
              <dd>{money(s.carried_in)}</dd>
              <dt>{t.revenueShareOf(percent(s.revenue_share_percent))}</dt>
              <dd>{money(s.revenue_share)}</dd>
              <dt>{t.cpaOf(s.cpa_count)}</dt>
              <dd>{money(s.cpa)}</dd>
              <dt>{t.commission}</dt>
              <dd className="bo-amount">{money(s.commission)}</dd>
              <dt>{t.carriedOut}</dt>
              <dd>{money(s.carried_out)}</dd>
              {s.paid_at && (
                <>
                  <dt>{t.paidOn}</dt>
                  <dd>{when(s.paid_at)}</dd>
                  <dt>{t.reference}</dt>
                  <dd>{s.payment_reference}</dd>
                </>
              )}
            </dl>
          </section>
          <h2 id="aff-statement-lines">{t.lines}</h2>
          {(s.lines ?? []).length === 0 ? (
            <p className="bo-muted">{t.noLines}</p>
          ) : (
            <div className="bo-table-wrap aff-table">
              <table className="bo-table" aria-labelledby="aff-statement-lines">
                <thead>
                  <tr>
                    <th scope="col">{t.description}</th>
                    <th scope="col" className="bo-num">
                      {t.amount}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {(s.lines ?? []).map((line, i) => (
                    <tr key={`${line.kind}-${i}`}>
                      <th scope="row">{line.description}</th>
                      <td className="bo-num" data-label={t.amount}>
                        {money(line.amount)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
