import { FormBanner } from '@/components/ui/form-field.tsx';
import type { Feedback } from '@/hooks/use-feedback.ts';

/** The form's feedback; invalid fields point at it with aria-describedby. */
export function FeedbackBanner({ id, feedback }: { id: string; feedback: Feedback }) {
  return (
    <div className="wallet-feedback">
      {feedback && (
        <FormBanner id={id} tone={feedback.tone}>
          {feedback.text}
        </FormBanner>
      )}
    </div>
  );
}

/** aria attributes for a field named in the current error: invalid, described by the feedback too. */
export function invalidProps(
  isInvalid: boolean,
  feedbackId: string,
  hintId?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  if (!isInvalid) return {};
  return { 'aria-invalid': true, 'aria-describedby': [hintId, feedbackId].filter(Boolean).join(' ') };
}
