import { FormBanner } from '@/components/ui/form-field.tsx';
import type { Feedback } from '@/hooks/use-feedback.ts';

/** A form's feedback banner (errors are role=alert); invalid fields point at it with aria-describedby. */
export function FeedbackBanner({ id, feedback }: { id: string; feedback: Feedback }) {
  return (
    <div className="profile-feedback">
      {feedback && (
        <FormBanner id={id} tone={feedback.tone}>
          {feedback.text}
        </FormBanner>
      )}
    </div>
  );
}

/** aria attributes for a field named in the current error: invalid, described by the hint and the feedback. */
export function invalidProps(
  isInvalid: boolean,
  feedbackId: string,
  hintId?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  if (!isInvalid) return hintId ? { 'aria-describedby': hintId } : {};
  return { 'aria-invalid': true, 'aria-describedby': [hintId, feedbackId].filter(Boolean).join(' ') };
}
