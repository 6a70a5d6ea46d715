import { FormBanner } from './form-field.tsx';
import type { Feedback } from '@/hooks/use-feedback.ts';

/**
 * The one place a form's result shows: a banner under the form (errors are role=alert), kept in
 * the page while empty so fields can point at its id. Background events use toasts (lib/toast.ts);
 * nothing uses window.alert.
 */
export function FeedbackBanner({ id, feedback }: { id: string; feedback: Feedback }) {
  return (
    <div className="form-feedback">
      {feedback && (
        <FormBanner id={id} tone={feedback.tone}>
          {feedback.text}
        </FormBanner>
      )}
    </div>
  );
}

/** aria attributes of a field: described by its hint, and when invalid marked so and described by the feedback too. */
export function invalidProps(
  isInvalid: boolean,
  feedbackId: string,
  hintId?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  if (!isInvalid) return hintId ? { 'aria-describedby': hintId } : {};
  return { 'aria-invalid': true, 'aria-describedby': [hintId, feedbackId].filter(Boolean).join(' ') };
}
