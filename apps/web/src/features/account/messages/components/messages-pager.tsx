import { messageTexts } from '../texts.ts';

/** 'Sayfa X / Y' between previous and next; shown only when there is more than one page. */
export function MessagesPager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const t = messageTexts;
  if (totalPages <= 1) return null;
  return (
    <nav className="pager messages-pager" aria-label={t.pager}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t.prevLabel}
      >
        <span aria-hidden="true">‹</span> {t.prev}
      </button>
      <span className="pager__status" aria-live="polite">
        {t.pageOf(page, totalPages)}
      </span>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label={t.nextLabel}
      >
        {t.next} <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
