import { boTexts } from './texts.ts';

/** A form's buttons: the submit (primary, off while the call runs) and a way back. */
export function FormActions({
  submitLabel,
  pending,
  onCancel,
  cancelLabel = boTexts.common.cancel,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  cancelLabel?: string;
}) {
  return (
    <div className="bo-actions">
      <button type="submit" className="bo-button bo-button--primary" disabled={pending}>
        {submitLabel}
      </button>
      <button type="button" className="bo-button" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
