import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorText } from '@/lib/error-text.ts';
import { bonusTexts as t } from '../texts.ts';

interface BonusQuery {
  isPending: boolean;
  data: unknown;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** What a bonus tab shows before its data is there: the spinner, or the load error with a retry; null once loaded. */
export function bonusQueryState(q: BonusQuery): ReactNode | null {
  if (q.isPending) return <Spinner label={t.loading} />;
  if (q.data === undefined) {
    return (
      <LoadError
        className="bonus-load-error"
        text={errorText(q.error, t.loadFailed)}
        retryLabel={t.retry}
        onRetry={() => void q.refetch()}
        busy={q.isFetching}
      />
    );
  }
  return null;
}

/** A bonus tab with nothing to show: its icon, title, hint and an optional action. */
export function BonusEmpty({
  icon,
  title,
  hint,
  children,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  children?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <p className="big-icon" aria-hidden="true">
        {icon}
      </p>
      <p className="empty-state__title">{title}</p>
      <p className="muted">{hint}</p>
      {children}
    </div>
  );
}
