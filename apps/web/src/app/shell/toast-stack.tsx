import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, type Toast } from '@/lib/toast.ts';
import { texts } from '@/lib/texts.ts';

// Text glyphs every common font has (not emoji): the shell's first load stays inside its budget.
const GLYPHS: Record<Toast['type'], string> = {
  success: '✓',
  error: '✕',
  warning: '!',
  info: 'i',
};

function ToastIcon({ type }: { type: Toast['type'] }) {
  return (
    <span className="toast__icon" aria-hidden="true">
      {GLYPHS[type]}
    </span>
  );
}

/** The toast stack; a toast disappears after its duration, on click, or with its close button. */
export function ToastStack() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="toast-stack" aria-live="polite" aria-relevant="additions">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.type}`} role={t.type === 'error' ? 'alert' : 'status'}>
          <ToastIcon type={t.type} />
          <button type="button" className="toast__body" onClick={() => dismissToast(t.id)}>
            {t.title && <strong className="toast__title">{t.title}</strong>}
            <span className="toast__message">{t.message}</span>
          </button>
          <button
            type="button"
            className="toast__close"
            onClick={() => dismissToast(t.id)}
            aria-label={texts.common.close}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
