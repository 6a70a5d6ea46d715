import { useSyncExternalStore } from 'react';
import { Check, ExclamationMark, LetterI, X, type LucideIcon } from 'lucide-react';
import { dismissToast, getToasts, subscribeToasts, type Toast } from '@/lib/toast.ts';
import { texts } from '@/lib/texts.ts';

const ICONS: Record<Toast['type'], LucideIcon> = {
  success: Check,
  error: X,
  warning: ExclamationMark,
  info: LetterI,
};

function ToastIcon({ type }: { type: Toast['type'] }) {
  const Icon = ICONS[type];
  return (
    <span className="toast__icon" aria-hidden="true">
      <Icon strokeWidth={3} />
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
