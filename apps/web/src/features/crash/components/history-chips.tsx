import { Link } from 'react-router';
import type { CrashHistoryItem } from '@app/shared/api/crash.ts';
import { chipTone, formatMultiplier, toHundredths } from '../lib/flight.ts';
import { crashTexts as t } from '../texts.ts';

/** The last 20 crash points, newest first: each a link to its round (opened in a dialog). */
export function HistoryChips({ history }: { history: readonly CrashHistoryItem[] }) {
  return (
    <section className="crash-history" aria-labelledby="crash-history-title">
      <h2 id="crash-history-title" className="visually-hidden">
        {t.historyTitle}
      </h2>
      {history.length === 0 ? (
        <p className="muted">{t.historyEmpty}</p>
      ) : (
        <ul className="crash-chips">
          {history.map((h) => {
            const m = formatMultiplier(toHundredths(h.crash_point));
            return (
              <li key={h.id}>
                <Link
                  to={`?tur=${h.id}`}
                  className={`crash-chip crash-chip--${chipTone(h.crash_point)}`}
                  aria-label={t.chipLabel(h.id, m)}
                >
                  {m}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
