import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { boTexts } from './texts.ts';

export interface Notice {
  type: 'success' | 'error' | 'info';
  text: string;
}

const NoticeContext = createContext<(notice: Notice | null) => void>(() => {});

/** The one place decisions report back: a banner in an always-present live region. */
export function NoticeProvider({ children }: { children: (banner: ReactNode) => ReactNode }) {
  const [notice, setNotice] = useState<(Notice & { seq: number }) | null>(null);
  const show = useCallback(
    (n: Notice | null) => setNotice((prev) => (n ? { ...n, seq: (prev?.seq ?? 0) + 1 } : null)),
    [],
  );
  const banner = useMemo(
    () => (
      <div className="bo-notice-region" role="status" aria-live="polite" aria-atomic="true">
        {notice && (
          <div key={notice.seq} className={`bo-notice bo-notice--${notice.type}`} data-testid="notice">
            <span>{notice.text}</span>
            <button
              type="button"
              className="bo-icon-button"
              aria-label={boTexts.common.closeNotice}
              onClick={() => setNotice(null)}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    ),
    [notice],
  );
  return <NoticeContext.Provider value={show}>{children(banner)}</NoticeContext.Provider>;
}

export function useNotice(): (notice: Notice | null) => void {
  return useContext(NoticeContext);
}

/**
 * A refusal or failure shown where it happened (inside its form, dialog or section), as every screen
 * shows one: the text is failure()'s (the server's Turkish refusal or the generic one) or a load failure's.
 * Decisions taken from a grid's row report through useNotice() instead.
 */
export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p className="bo-notice bo-notice--error" role="alert">
      {children}
    </p>
  );
}
