import { Link } from 'react-router';
import { HELP_ORGANISATIONS } from '@app/shared/reference.ts';
import { formatDateTimeTr } from '@app/shared/dates.ts';
import { LoadError } from '@/components/ui/load-error.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useResponsibleGaming } from '../api/responsible-gaming.ts';
import { DEFAULT_REALITY_CHECK_MINUTES, LIMIT_KINDS, type ResponsibleReply } from '../api/types.ts';
import { responsibleTexts as t } from '../texts.ts';
import { CloseAccountPanel, ExclusionEndPanel, SelfExclusionPanel, TimeoutPanel } from './exclusion-panels.tsx';
import { LimitCard } from './limit-card.tsx';
import { RealityCheckForm } from './reality-check-form.tsx';
import './responsible.css';

function exclusionText(exclusion: NonNullable<ResponsibleReply['exclusion']>): string {
  if (!exclusion.until) return t.active.permanent;
  const until = formatDateTimeTr(exclusion.until);
  if (exclusion.type === 'timeout') return t.active.timeout(until);
  if (exclusion.type === 'self_exclusion') return t.active.self_exclusion(until);
  return t.active.other(until);
}

/**
 * /account/responsible, the 'Sorumlu Oyun' tab: deposit, loss, wager and play-time limits (the
 * 24-hour cooling-off of a raise explained, pending changes with their date), the reality check's
 * interval, time-out, self-exclusion and closing the account (each behind a confirmation), the
 * activity statement, and the help organisations.
 */
export default function ResponsiblePage() {
  const query = useResponsibleGaming();
  const data = query.data;

  return (
    <section className="page account-page responsible-page" aria-labelledby="responsible-title">
      <h1 id="responsible-title" className="page__title">
        {t.title}
      </h1>
      <p className="responsible-page__intro">{t.intro}</p>

      {query.isPending && <Spinner label={t.loading} />}
      {query.isError && (
        <LoadError
          className="card rg-card"
          text={errorText(query.error, t.loadFailed, t.network)}
          retryLabel={t.retry}
          onRetry={() => void query.refetch()}
          busy={query.isFetching}
        />
      )}

      {data && (
        <>
          {data.exclusion && (
            <p className="form-banner form-banner--error rg-exclusion" role="status">
              {exclusionText(data.exclusion)}
            </p>
          )}
          <ExclusionEndPanel exclusion={data.exclusion} />
          <section className="rg-section" aria-labelledby="rg-limits-title">
            <h2 id="rg-limits-title" className="rg-section__title">
              {t.limits.title}
            </h2>
            <p className="rg-cooling" id="rg-cooling">
              {t.limits.coolingOff}
            </p>
            <div className="rg-grid">
              {LIMIT_KINDS.map((kind) => (
                <LimitCard key={kind} kind={kind} limits={data.limits} />
              ))}
            </div>
          </section>
          <div className="rg-grid">
            <RealityCheckForm minutes={data.reality_check_minutes || DEFAULT_REALITY_CHECK_MINUTES} />
            <section className="card rg-card" aria-labelledby="rg-statement-title">
              <h2 id="rg-statement-title" className="rg-card__title">
                {t.statementLink.title}
              </h2>
              <p className="rg-card__hint">{t.statementLink.intro}</p>
              <Link to="/account/statement" className="button button--ghost">
                {t.statementLink.open}
              </Link>
            </section>
            <TimeoutPanel />
            <SelfExclusionPanel />
            <CloseAccountPanel />
            <section className="card rg-card" aria-labelledby="rg-help-title">
              <h2 id="rg-help-title" className="rg-card__title">
                {t.help.title}
              </h2>
              <p className="rg-card__hint">{t.help.intro}</p>
              <ul className="rg-help">
                {HELP_ORGANISATIONS.map((o) => (
                  <li key={o.url}>
                    <a href={o.url} target="_blank" rel="noopener noreferrer">
                      {o.name}
                      <span className="visually-hidden"> {t.help.newTab}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </>
      )}
    </section>
  );
}
