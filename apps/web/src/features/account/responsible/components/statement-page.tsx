import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { statementMessages, statementTypeLabels, type StatementReply } from '@app/shared/api/statement.ts';
import { formatDateTimeTr } from '@app/shared/dates.ts';
import { formatLiraText } from '@app/shared/money.ts';
import { FeedbackBanner } from '@/components/ui/form-feedback.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useBannerForm } from '@/hooks/use-banner-form.ts';
import { errorText } from '@/lib/error-text.ts';
import { statementCsvUrl, useStatement } from '../api/statement.ts';
import { responsibleTexts } from '../texts.ts';
import './responsible.css';
import { DataTableHead } from '@/components/ui/data-table.tsx';

const t = responsibleTexts.statement;
const FEEDBACK_ID = 'statement-feedback';

/** Today in Istanbul as YYYY-MM-DD, and the first day of its month. */
function istanbulToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
}

const periodForm = z
  .object({
    from: z.string().min(1, t.rangeMissing),
    to: z.string().min(1, t.rangeMissing),
  })
  .refine((v) => v.to >= v.from, { message: t.rangeReversed, path: ['to'] });

function Totals({ totals }: { totals: StatementReply['totals'] }) {
  const keys = Object.keys(t.totalLabels) as (keyof typeof t.totalLabels)[];
  return (
    <dl className="statement-totals">
      {keys.map((k) => (
        <div key={k} className="statement-totals__item">
          <dt>{t.totalLabels[k]}</dt>
          <dd data-testid={`total-${k}`}>{formatLiraText(totals[k])}</dd>
        </div>
      ))}
    </dl>
  );
}

function Lines({ lines }: { lines: StatementReply['lines'] }) {
  if (lines.length === 0) return <p className="empty-state">{t.empty}</p>;
  return (
    <div className="statement-table-wrap">
      <table className="data-table statement-table">
        <caption className="visually-hidden">{t.lines}</caption>
        <DataTableHead columns={[{ label: t.date }, { label: t.type }, { label: t.description }, { label: t.amount, num: true }, { label: t.status }]} />
        <tbody>
          {lines.map((l, i) => (
            <tr key={`${l.date}-${i}`}>
              <td>{formatDateTimeTr(l.date)}</td>
              <td>{statementTypeLabels[l.type]}</td>
              <td>{l.description}</td>
              <td className="data-table__num">{formatLiraText(l.amount)}</td>
              <td>{l.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /account/statement: the activity statement of a period the player picks (Istanbul days) — totals
 * of deposits, withdrawals, bets, wins and bonuses and every line — printable (a print sheet shows
 * the statement alone) and downloadable as CSV. Reached from the 'Sorumlu Oyun' tab.
 */
export default function StatementPage() {
  const today = istanbulToday();
  const [period, setPeriod] = useState<{ from: string; to: string } | null>(null);
  const statement = useStatement(period);
  const { feedback, submit, field } = useBannerForm({
    schema: periodForm,
    defaultValues: { from: `${today.slice(0, 8)}01`, to: today },
    feedbackId: FEEDBACK_ID,
  });
  const onSubmit = submit((values) => setPeriod(values));
  const data = statement.data;

  return (
    <section className="page account-page statement-page" aria-labelledby="statement-title">
      <div className="statement-controls">
        <Link to="/account/responsible" className="link-button">
          {t.back}
        </Link>
      </div>
      <div className="statement-sheet">
        <h1 id="statement-title" className="page__title">
          {t.title}
        </h1>
        <form
          className="card statement-controls statement-form"
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          aria-label={t.title}
        >
          <TextField id="statement-from" label={t.from} type="date" max={today} {...field('from')} />
          <TextField id="statement-to" label={t.to} type="date" max={today} {...field('to')} />
          <button type="submit" className="button button--primary">
            {t.show}
          </button>
          <FeedbackBanner id={FEEDBACK_ID} feedback={feedback.feedback} />
        </form>

        {statement.isFetching && !data && <Spinner label={t.loading} />}
        {statement.isError && (
          <LoadError
            className="card"
            text={errorText(statement.error, t.failed, responsibleTexts.network)}
            retryLabel={responsibleTexts.retry}
            onRetry={() => void statement.refetch()}
            busy={statement.isFetching}
          />
        )}
        {data && period && (
          <div className="statement-result">
            <div className="statement-head">
              <p className="statement-period">{t.period(formatDay(data.from), formatDay(data.to))}</p>
              <div className="statement-controls statement-actions">
                <button type="button" className="button button--ghost" onClick={() => window.print()}>
                  {t.print}
                </button>
                <a className="button button--ghost" href={statementCsvUrl(period.from, period.to)} download>
                  {t.csv}
                </a>
              </div>
            </div>
            <h2 className="statement-subtitle">{t.totals}</h2>
            <Totals totals={data.totals} />
            <h2 className="statement-subtitle">{t.lines}</h2>
            {data.truncated && <p role="status">{statementMessages.truncated(data.lines.length)}</p>}
            <Lines lines={data.lines} />
          </div>
        )}
      </div>
    </section>
  );
}

/** `2026-11-01` -> `01.11.2026` */
function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}
