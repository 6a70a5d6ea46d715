import { texts } from '@/lib/texts.ts';

interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The window of page numbers to offer; without it the pager shows 'Sayfa x / y'. */
  pages?: readonly number[];
}

/** First, previous, 'Sayfa x / y' or a window of page numbers, next, last. */
export function Pager({ page, totalPages, onChange, pages }: PagerProps) {
  if (totalPages <= 1) return null;
  const t = texts.slots;
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  return (
    <nav className="pager" aria-label={t.pager}>
      <button
        type="button"
        className="button button--ghost"
        disabled={atStart}
        onClick={() => onChange(1)}
        aria-label={t.firstLabel}
      >
        « <span className="pager__text">{t.first}</span>
      </button>
      <button
        type="button"
        className="button button--ghost"
        disabled={atStart}
        onClick={() => onChange(page - 1)}
        aria-label={t.prevLabel}
      >
        ‹ <span className="pager__text">{t.prev}</span>
      </button>
      {pages ? (
        pages.map((n) => (
          <button
            key={n}
            type="button"
            className={`button pager__number ${n === page ? 'button--primary' : 'button--ghost'}`}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t.pageLabel(n)}
            onClick={() => n !== page && onChange(n)}
          >
            {n}
          </button>
        ))
      ) : (
        <span className="pager__status" aria-live="polite">
          {t.pageOf(page, totalPages)}
        </span>
      )}
      <button
        type="button"
        className="button button--ghost"
        disabled={atEnd}
        onClick={() => onChange(page + 1)}
        aria-label={t.nextLabel}
      >
        <span className="pager__text">{t.next}</span> ›
      </button>
      <button
        type="button"
        className="button button--ghost"
        disabled={atEnd}
        onClick={() => onChange(totalPages)}
        aria-label={t.lastLabel}
      >
        <span className="pager__text">{t.last}</span> »
      </button>
    </nav>
  );
}
