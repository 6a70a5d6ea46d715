import type { ReactNode } from 'react';
import { texts } from '@/lib/texts.ts';
import { useModalDialog } from './use-modal-dialog.ts';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A native <dialog> opened with showModal(): the rest of the page is inert and Tab cycles inside
 * it, Escape closes it, a click on the backdrop or the close button closes it, and focus returns
 * to where it was.
 */
export function Modal({ open, onClose, title, children, className }: ModalProps) {
  const { ref, titleId, onKeyDown } = useModalDialog(open);

  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClose={() => {
        if (open) onClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click whose target is the <dialog> itself landed on the backdrop.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="modal__box">
          <div className="modal__head">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button
              type="button"
              className="icon-button modal__close"
              onClick={onClose}
              aria-label={texts.common.close}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="modal__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
