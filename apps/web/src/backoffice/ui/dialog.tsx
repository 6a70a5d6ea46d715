import type { KeyboardEvent, ReactNode } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog.ts';
import { boTexts } from './texts.ts';
import { ErrorNote } from './notice.tsx';

/**
 * The back office's dialog: a native <dialog> opened with showModal() (the page behind is inert),
 * Tab and Shift+Tab cycle inside it, Escape closes it, and the focus goes back where it was.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { ref, titleId, onKeyDown: trapTab } = useModalDialog(open, { focusFirst: true });

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    trapTab(e);
  };

  return (
    <dialog
      ref={ref}
      className="bo-dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="bo-card bo-dialog__box">
          <h2 id={titleId}>{title}</h2>
          {children}
        </div>
      )}
    </dialog>
  );
}

/** A yes-or-no question in a dialog, with the server's refusal shown inside it. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  danger,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <p>{body}</p>
      {error && (
        <ErrorNote>{error}</ErrorNote>
      )}
      <div className="bo-actions">
        <button
          type="button"
          className={`bo-button ${danger ? 'bo-button--danger' : 'bo-button--primary'}`}
          disabled={pending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button type="button" className="bo-button" onClick={onClose}>
          {boTexts.common.cancel}
        </button>
      </div>
    </Dialog>
  );
}
