import { useState, type ReactNode } from 'react';
import { logoutAndLeave } from '@/api/logout.ts';
import { FormBanner } from '@/components/ui/form-field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { errorText } from '@/lib/error-text.ts';
import type { ResponsibleAction } from '../api/types.ts';
import { useResponsibleAction } from '../api/responsible-gaming.ts';
import { responsibleTexts as t } from '../texts.ts';

/**
 * The confirmation of a step that ends the player's session and cannot be undone early (a time-out,
 * self-exclusion, closing the account; the end of a self-exclusion, which keeps the session): the
 * site's modal (focus trapped, Escape closes). Nothing is sent until the player presses the confirm
 * button; the server's Turkish answer shows in the dialog, and after a success its only button
 * leaves the site (the server has ended the session) or, with `endsSession={false}`, closes it.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  action,
  endsSession = true,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  action: ResponsibleAction;
  /** Whether a success has ended the player's session (the only button then leaves the site). */
  endsSession?: boolean;
}) {
  const send = useResponsibleAction();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const done = result?.tone === 'success';

  const close = () => {
    if (done && endsSession) {
      void logoutAndLeave('/');
      return;
    }
    setResult(null);
    onClose();
  };

  const confirm = async () => {
    if (send.isPending) return;
    try {
      const reply = await send.mutateAsync(action);
      setResult({ tone: 'success', text: reply.message });
    } catch (err) {
      setResult({ tone: 'error', text: errorText(err, t.failed, t.network) });
    }
  };

  return (
    <Modal open={open} onClose={close} title={title} className="rg-confirm">
      {!done && <div className="rg-confirm__text">{children}</div>}
      {result && <FormBanner tone={result.tone}>{result.text}</FormBanner>}
      <div className="rg-confirm__actions">
        {done ? (
          <button type="button" className="button button--primary" onClick={close}>
            {t.done}
          </button>
        ) : (
          <>
            <button type="button" className="button button--ghost" onClick={close}>
              {t.cancel}
            </button>
            <button
              type="button"
              className="button rg-button--danger"
              aria-disabled={send.isPending}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
