import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { monthName } from '@app/shared/text.ts';
import { money, when } from '@/backoffice/ui/format.ts';
import { StatementStatus, StatementsTable, type StatementsColumn } from '@/backoffice/ui/statements-table.tsx';
import { affiliateKeys } from '@/affiliate/ui/api.ts';
import { affTexts } from '@/affiliate/ui/texts.ts';
import { getStatement, getStatements } from '@/affiliate/features/statements/api/statements-api.ts';
import { statementsTexts as t } from '@/affiliate/features/statements/texts.ts';

const c = affTexts.common;
const percent = (n: number) => new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 }).format(n);

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

/** The portal's column after the status: the link to a statement's lines. */
const openColumn: StatementsColumn[] = [
  {
    key: 'open',
    header: <span className="bo-sr-only">{t.open}</span>,
    cell: (s, month) => (
      <Link to={`/statements/${s.id}`} aria-label={t.openLabel(month)}>
        {t.open}
      </Link>
    ),
  },
];

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
        <StatementsTable
          statements={list}
          texts={t}
          captionId="aff-statements-caption"
          className="aff-table"
          columns={openColumn}
        />
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
                <StatementStatus status={s.status} />
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
